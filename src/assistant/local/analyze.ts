import { extractMentions, type Mention } from './amounts';
import { contextKey, extractDate, type DateContext } from './dates';
import { spelledToDigits } from './spelled';
import { blank, normalize } from './text';
import { fixTypos } from './typos';
import { dictionary } from './dictionary';
import { perMessage } from './memo';

/**
 * A message read once: normalised text with digits for spelled numbers and dates blanked out,
 * the date it states, every number mention, and the item counts of a split by units
 * ('dos cobradas y una pendiente').
 */
export interface Msg {
  readonly raw: string;
  /** Normalised, spelled numbers as digits, date phrases blanked. */
  readonly text: string;
  readonly date?: string;
  readonly mentions: readonly Mention[];
  readonly countSplit?: { readonly paid: number; readonly pending: number };
}

const COUNT_WORD: Readonly<Record<string, number>> = dictionary({
  un: 1,
  una: 1,
  uno: 1,
  // 'la tercera nos la pagan…': the one of them named by its place.
  'la otra': 1,
  'el otro': 1,
  'la tercera': 1,
  'el tercero': 1,
  'la cuarta': 1,
  'el cuarto': 1,
  'la ultima': 1,
  'el ultimo': 1,
  'la restante': 1,
  'el restante': 1,
});
const PAID_COUNT =
  /(?<![a-z0-9.,])(\d+|una?|uno)\s+(?:de (?:ellas|ellos)\s+)?(?:ya\s+)?(?:(?:estan|estaban|fueron|quedaron)\s+)?(?:(?:nos|me)\s+)?(?:(?:la|las|lo|los)\s+)?(?:(?:han|ha)\s+)?(?:cobrad|pagad|abonad)[a-z]*|(?<![a-z0-9.,])(\d+)\s+(?:(?:la|las|lo|los)\s+)?(?:ya\s+)?(?:cobramos|cobre|pagaron|pago|abonaron)(?![a-z])/g;
const PENDING_COUNT =
  /(?<![a-z0-9.,])(\d+|una?|uno|la otra|el otro|la tercera|el tercero|la cuarta|el cuarto|la ultima|el ultimo|la restante|el restante)\s+(?:de (?:ellas|ellos)\s+)?(?:(?:queda|quedo|quedan|quedaron|esta|estan|sigue|siguen)\s+)?(?:(?:nos|me)\s+(?:debe|deben|queda debiendo|quedo debiendo|quedaron debiendo)(?![a-z])|pendientes?|por cobrar|sin cobrar|sin pagar|por pagar|a credito|fiad[ao]s?|la paga[a-z]*|lo paga[a-z]*|las paga[a-z]*|los paga[a-z]*|nos la paga[a-z]*|nos lo paga[a-z]*|nos las paga[a-z]*|nos los paga[a-z]*)/g;

const UNIT_PRICED = /(?<![a-z0-9.,])\d+ [a-z]+(?: [a-z]+){0,3} (?:a|por) \$?\d/;
const PENDING_QUE =
  /(?<![a-z0-9.,])(\d+) (?:mas )?que (?:nos )?(?:(?:lo|la|los|las) )?(?:pagan|paga|pagaran|pagara)(?![a-z])(?! (?:ya|ahora|al contado|en efectivo|con|por))/g;

/**
 * Words written with a capital inside a sentence ('la boda de Toledo') are names: never corrected
 * into a word they resemble ('toldo').
 */
function namesIn(raw: string): Set<string> {
  const out = new Set<string>();
  for (const m of raw.matchAll(/(?<=[\p{Ll}\d,;:)]\s+)\p{Lu}\p{Ll}{3,}/gu)) out.add(normalize(m[0]));
  return out;
}

export function analyze(raw: string, ctx: DateContext = {}): Msg {
  return analyzeOnce(raw, ctx);
}

const analyzeOnce = perMessage((raw: string, ctx: DateContext) => `${contextKey(ctx)}|${raw}`, analyzeFresh);

function analyzeFresh(raw: string, ctx: DateContext): Msg {
  const normalized = termWords(spelledToDigits(fixTypos(normalize(raw), namesIn(raw))))
    .replace(/(\d)\s?x\s?(\d)/g, '$1 x $2')
    // 'el tres y medio por ciento': a rate said in words, never a day of the month.
    .replace(/(?<![\d.,])(\d{1,2}) y medio (?:por ?ciento|por 100|%)/g, '$1.5%')
    .replace(/(?<![\d.,])(\d{1,2}(?:[.,]\d+)?) (?:por ?ciento|por 100)(?![a-z0-9])/g, '$1%');
  const dated = extractDate(normalized, ctx);
  let text = dated.text;
  const paid = countOf(text, PAID_COUNT);
  let pending = countOf(text, PENDING_COUNT);
  // '5 tours a 150: 3 pagados y 2 que pagan el viernes': with units priced, a count 'que pagan'
  // later is units owed ('640 cobrados y 210 que nos pagan el lunes' is money, and stays).
  if (pending.count === 0 && UNIT_PRICED.test(text)) pending = countOf(text, PENDING_QUE);
  let countSplit: Msg['countSplit'];
  if (paid.count > 0 && pending.count > 0) {
    countSplit = { paid: paid.count, pending: pending.count };
    // Only the counts are blanked: the words 'cobradas'/'pendiente' stay for means detection.
    for (const s of [...paid.spans, ...pending.spans]) text = blank(text, s[0], s[0] + s[1]);
  }
  if (!countSplit) {
    const payers = payersSplit(text);
    if (payers) {
      countSplit = { paid: payers.paid, pending: payers.pending };
      text = payers.text;
    }
  }
  if (!countSplit) {
    const byMeans = countsByMeans(text);
    if (byMeans) {
      for (const [at, len] of byMeans.spans) text = blank(text, at, at + len);
      if (byMeans.pending > 0) countSplit = { paid: byMeans.paid, pending: byMeans.pending };
    }
  }
  if (!countSplit) {
    const rest = restDeferredCount(text) ?? owingOfSold(text, ALL_BUT) ?? owingOfSold(text, OWING_COUNT);
    if (rest) {
      countSplit = { paid: rest.paid, pending: rest.pending };
      text = blank(text, rest.at, rest.at + rest.len);
    }
  }
  const mentions = extractMentions(text);
  const msg: Msg = {
    raw,
    text,
    mentions,
    ...(dated.date ? { date: dated.date } : {}),
    ...(countSplit ? { countSplit } : {}),
  };
  return msg;
}

const PAYERS_PAID =
  /(?<![a-z0-9.,])(\d+) ((?:alumn[oa]s|clientes|clientas|soci[oa]s|familias|pacientes|huespedes|inquilinos|miembros|padres) (?:ya )?(?:pagaron|abonaron|cancelaron|transfirieron|han pagado))(?![a-z])/;
const PAYERS_PENDING =
  /(?:,|\by\b|\be\b|\bpero\b) (?:otr[oa]s )?(\d+) (?:(?:alumn[oa]s|clientes|clientas|soci[oa]s|familias|pacientes|huespedes|inquilinos|miembros|padres) )?(?:(?:todavia|aun) no(?: (?:han pagado|pagan|pagaron))?|no (?:han pagado|pagaron|pagan)|(?:estan |quedan |quedaron )?pendientes?|(?:lo |la )?pagan? (?:despues|la semana que viene|el mes que viene|a fin de mes|mas adelante))(?![a-z])/;

/**
 * '22 alumnas pagaron la cuota de 55 y 3 todavía no': the payers are counted, and so are those who
 * still owe. The units priced are all of them (25 at 55), 22 collected and 3 owed, so the count
 * said is raised to the whole and the owing count leaves the text.
 */
function payersSplit(text: string): { paid: number; pending: number; text: string } | undefined {
  const p = PAYERS_PAID.exec(text);
  if (!p?.[1]) return undefined;
  const o = PAYERS_PENDING.exec(text.slice(p.index + p[0].length));
  if (!o?.[1]) return undefined;
  const paid = Number(p[1]);
  const pending = Number(o[1]);
  if (!(paid > 0 && pending > 0)) return undefined;
  const at = p.index + p[0].length + o.index;
  const rest = `${text.slice(0, at)}${' '.repeat(o[0].length)}${text.slice(at + o[0].length)}`;
  return {
    paid,
    pending,
    text: `${rest.slice(0, p.index)}${paid + pending} ${p[2]}${rest.slice(p.index + p[0].length)}`,
  };
}

// A figure right after a verb of paying ('pagamos 100 en efectivo y el resto…') is money, not units.
const PAID_NOW_THEN_REST =
  /(?<![a-z0-9.,])(?<!(?:pagamos|pague|pagaron|pago|pasamos|pase|dimos|di|abonamos|abone|abonaron|transferimos|transferi|transfirieron|giramos|gire|depositamos|consignamos|adelantamos|adelantaron|dejamos|dejaron|dejo|dio|dieron|yapeamos|mandamos|mande) )(\d+)\s+(?:de (?:ellas|ellos)\s+)?(?:al contado|en efectivo|cash|con tarjeta|por transferencia|pagad[oa]s|cobrad[oa]s)\s*,?\s+y\s+(?:el resto|los demas|las demas|los otros|las otras|lo demas)(?![a-z])[^.;]*?(?<![a-z])(?:fiad[oa]s?|a credito|pendientes?|por cobrar|nos (?:lo |los |las )?deben|quedaron debiendo|a \d+ dias|hasta el|la semana que viene|el mes que viene|a fin de mes|despues)(?![a-z])/;

/**
 * '25 tortas a 30 … 15 al contado y el resto fiado': a count below the units sold, paid now, with the
 * rest owed, splits the units, not the money.
 */
function restDeferredCount(
  text: string,
): { paid: number; pending: number; at: number; len: number } | undefined {
  const m = PAID_NOW_THEN_REST.exec(text);
  if (!m?.[1]) return undefined;
  const paid = Number(m[1]);
  const sold = unitsSoldBefore(text, m.index, paid);
  if (sold === undefined || paid <= 0) return undefined;
  return { paid, pending: sold - paid, at: m.index, len: m[1].length };
}

/** The whole count of things said before `at` ('25 tortas'), when it is more than `part`. */
function unitsSoldBefore(text: string, at: number, part: number): number | undefined {
  const sold = extractMentions(text).find(
    (x) => x.kind === 'qty' && x.start < at && x.value / 100 > part && Number.isInteger(x.value / 100),
  );
  return sold ? sold.value / 100 : undefined;
}

const COUNT_BY_MEANS =
  /(?<![a-z0-9.,])(\d+)\s+(?:de (?:ellas|ellos)\s+)?(?:ya\s+)?(?:(?:nos |me )?(?:lo |la |los |las )?(?:pagaron|pago|abonaron|cancelaron)\s+)?(?:(en efectivo|al contado|cash|con (?:la )?tarjeta|con (?:el )?(?:tpv|datafono|pos|posnet|point|terminal)|por transferencia|por domiciliacion|domiciliad[oa]s|por yape|por plin|por bizum|por nequi|por mercado pago|por paypal|por la web,? que ya (?:nos )?(?:pagaron|pago)|por la web|por internet|por la app)|(fiad[oa]s?|a credito|pendientes?|por cobrar|a \d+ dias|nos deben|nos debe|quedaron debiendo|pagan despues|pagan al recoger|a (?:un|una) [a-z]+ que (?:nos )?(?:paga|pagan|pagara|pagaran|debe|deben)))(?![a-z])/g;

/**
 * '22 bolsas a 29 …, 15 en efectivo y 7 con tarjeta': counts that add up to the units sold, each with
 * its way of paying, split the units; the figures are not money.
 */
function countsByMeans(
  text: string,
): { paid: number; pending: number; spans: [number, number][] } | undefined {
  const found = [...text.matchAll(COUNT_BY_MEANS)];
  if (found.length < 2) return undefined;
  const first = found[0] as RegExpMatchArray;
  const sum = found.reduce((a, m) => a + Number(m[1]), 0);
  const sold = extractMentions(text).find(
    (x) => x.kind === 'qty' && x.start < (first.index ?? 0) && x.value === sum * 100,
  );
  if (!sold) return undefined;
  let paid = 0;
  let pending = 0;
  for (const m of found) {
    if (m[2]) paid += Number(m[1]);
    else pending += Number(m[1]);
  }
  return { paid, pending, spans: found.map((m) => [m.index ?? 0, (m[1] ?? '').length]) };
}

const ALL_BUT =
  /(?<![a-z])(?:pagaron|pago|abonaron|cobramos|cobre|transfirieron)? ?(?:todas|todos)(?: [a-z]+){0,4} (?:menos|excepto|salvo|except[oa]) (\d+)(?![\d.,])/;

const OWING_COUNT =
  /(?:,|;|\by\b|\bpero\b)\s*(\d+) (?:de (?:ellos|ellas) )?(?:(?:alumn[oa]s|clientes|clientas|soci[oa]s|familias|pacientes|huespedes|inquilinos|miembros|padres|ninos|ninas|chicos|chicas|personas|empresas) )?(?:(?:todavia|aun) no (?:nos )?(?:han pagado|pagan|pagaron|ha pagado|paga|pago)|no (?:nos )?(?:han pagado|pagaron|pagan)|(?:nos )?(?:lo |la |los |las )?(?:pagan|pagaran|pagara|van a pagar|abonan|abonaran|transfieren|transferiran) (?:despues|la semana que viene|la otra semana|el mes que viene|a fin de mes|a final de mes|mas adelante|luego|en \d+ dias|la proxima semana|el proximo mes)|(?:nos )?(?:quedaron|quedan) debiendo|nos (?:lo |la )?deben|(?:estan|quedan|quedaron) pendientes)(?![a-z])/;

/**
 * Of the units sold, a count of payers still owing, said as the exception ('pagaron todas menos 4')
 * or on its own ('14 niños a 320, dos familias lo pagan la semana que viene'). The rest were paid;
 * the owing count is not a quantity of its own. The count is the pattern's only figure.
 */
function owingOfSold(
  text: string,
  re: RegExp,
): { paid: number; pending: number; at: number; len: number } | undefined {
  const m = re.exec(text);
  if (!m?.[1]) return undefined;
  const pending = Number(m[1]);
  const sold = unitsSoldBefore(text, m.index, pending);
  if (sold === undefined || pending <= 0) return undefined;
  return { paid: sold - pending, pending, at: m.index + m[0].indexOf(m[1]), len: m[1].length };
}

/** 'un año', 'año y medio', 'medio año' as terms the amount grammar reads ('1 ano', '18 meses'). */
function termWords(text: string): string {
  return text
    .replace(/(?<![a-z0-9])(?:un |1 )?ano y medio(?![a-z])/g, '18 meses')
    .replace(/(?<![a-z])medio ano(?![a-z])/g, '6 meses')
    .replace(/(?<![a-z])(?:un|una) (ano|mes|semana|quincena)(?![a-z])/g, '1 $1');
}

function countOf(text: string, re: RegExp): { count: number; spans: [number, number][] } {
  let count = 0;
  const spans: [number, number][] = [];
  for (const m of text.matchAll(re)) {
    const w = m[1] ?? m[2] ?? '';
    const n = COUNT_WORD[w] ?? Number(w);
    if (!Number.isFinite(n) || n <= 0 || n > 10_000) continue;
    count += n;
    spans.push([m.index, w.length]);
  }
  return { count, spans };
}

export function money(msg: Msg): Mention[] {
  return msg.mentions.filter((m) => m.kind === 'money');
}

export function has(msg: Msg, re: RegExp): boolean {
  return re.test(msg.text);
}
