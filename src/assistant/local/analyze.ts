import { extractMentions, type Mention } from './amounts';
import { extractDate, type DateContext } from './dates';
import { spelledToDigits } from './spelled';
import { blank, normalize } from './text';
import { fixTypos } from './typos';

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

const COUNT_WORD: Readonly<Record<string, number>> = { un: 1, una: 1, uno: 1 };
const PAID_COUNT =
  /(?<![a-z0-9.,])(\d+|una?|uno)\s+(?:de (?:ellas|ellos)\s+)?(?:ya\s+)?(?:(?:estan|estaban|fueron|quedaron)\s+)?(?:cobrad|pagad|abonad)[a-z]*/g;
const PENDING_COUNT =
  /(?<![a-z0-9.,])(\d+|una?|uno)\s+(?:de (?:ellas|ellos)\s+)?(?:(?:queda|quedo|quedan|quedaron|esta|estan|sigue|siguen)\s+)?(?:pendientes?|por cobrar|sin cobrar|sin pagar|por pagar|a credito|fiad[ao]s?|la paga[a-z]*|lo paga[a-z]*|nos la paga[a-z]*|nos lo paga[a-z]*)/g;

export function analyze(raw: string, ctx: DateContext = {}): Msg {
  const normalized = termWords(spelledToDigits(fixTypos(normalize(raw)))).replace(
    /(\d)\s?x\s?(\d)/g,
    '$1 x $2',
  );
  const dated = extractDate(normalized, ctx);
  let text = dated.text;
  const paid = countOf(text, PAID_COUNT);
  const pending = countOf(text, PENDING_COUNT);
  let countSplit: Msg['countSplit'];
  if (paid.count > 0 && pending.count > 0) {
    countSplit = { paid: paid.count, pending: pending.count };
    // Only the counts are blanked: the words 'cobradas'/'pendiente' stay for means detection.
    for (const s of [...paid.spans, ...pending.spans]) text = blank(text, s[0], s[0] + s[1]);
  }
  if (!countSplit) {
    const rest = restDeferredCount(text);
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

const PAID_NOW_THEN_REST =
  /(?<![a-z0-9.,])(\d+)\s+(?:de (?:ellas|ellos)\s+)?(?:al contado|en efectivo|cash|con tarjeta|por transferencia|pagad[oa]s|cobrad[oa]s)\s*,?\s+y\s+(?:el resto|los demas|las demas|los otros|las otras|lo demas)(?![a-z])[^.;]*?(?<![a-z])(?:fiad[oa]s?|a credito|pendientes?|por cobrar|nos (?:lo |los |las )?deben|quedaron debiendo|a \d+ dias|hasta el|la semana que viene|el mes que viene|a fin de mes|despues)(?![a-z])/;

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
  const sold = extractMentions(text).find(
    (x) => x.kind === 'qty' && x.start < m.index && x.value / 100 > paid && Number.isInteger(x.value / 100),
  );
  if (!sold || paid <= 0) return undefined;
  return { paid, pending: sold.value / 100 - paid, at: m.index, len: m[1].length };
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
    const w = m[1] ?? '';
    const n = COUNT_WORD[w] ?? Number(w);
    if (!Number.isFinite(n) || n <= 0 || n > 10_000) continue;
    count += n;
    spans.push([m.index, (m[1] ?? '').length]);
  }
  return { count, spans };
}

export function money(msg: Msg): Mention[] {
  return msg.mentions.filter((m) => m.kind === 'money');
}

export function has(msg: Msg, re: RegExp): boolean {
  return re.test(msg.text);
}
