import type { Mention } from '../local/amounts';
import type { Ledger, Transaction } from '../local/ledger';
import type { Reading } from '../reading/read';
import { normalize } from '../local/text';
import {
  DUPLICATE,
  LAST,
  contentTokens,
  copiesOf,
  nameOf,
  namesOf,
  pickEntry,
  settlementsOf,
  withOriginalWords,
  type Picked,
} from './entry-ref';
import type { Rule, Understood } from './rules';

/**
 * Deletions (movimientos §11, 'delete'): one entry, two related entries in one message ('la venta y
 * su cobro'), the latest ('deshacé lo último'), or the later copy of a duplicate. Only the ids go
 * back; the reply names what was removed. A message whose entry cannot be told passes (null), and
 * the general reader answers it.
 */

/** Imperatives and infinitives of removing (tú, vos and usted forms normalise alike). */
const VERB =
  /(?<![a-z])(borr(?:a|ar|alo|ala|alos|alas|en|e|ame|eme|emos|elo|ela)|elimin(?:a|ar|alo|ala|alos|alas|en|e|ame|eme|emos|elo|ela)|(?<!(?:nos|me) (?:lo |la |los |las )?)quit(?:a|e|ar|alo|ala|alos|alas|en|ame|eme|emos|elo|ela)(?! (?:de|del) (?:la factura|el saldo|la deuda|lo que))|anul(?:a|e|ar|alo|ala|alos|alas|en|elo|ela)|desha(?:z|zlo|zla|ce|cer|celo|cela|gamos)|suprim(?:e|ir|elo|ela|an)|sac(?:a|alo|ala|alos|alas)|remueve|remover|descart(?:a|alo|ala|ar)|bot(?:alo|ala)|cancel(?:a|alo|ala|e)(?=\s+(?:el|la|lo|ese|esa|eso)\s+(?:ultim[oa]|registro|movimiento|asiento|apunte|duplicad[oa]|repetid[oa])))(?![a-z])/;
/** 'está dos veces', 'lo registré dos veces': a duplicate named without a verb. */
const TWICE =
  /(?<![a-z])((?:esta|estan|sale|salen|salio|aparece|aparecen|figura|quedo|quedaron)\s+(?:\S+\s+)?(?:(?:dos|2) veces|duplicad[oa]s?|repetid[oa]s?)|(?:registre|registramos|puse|pusimos|cargue|cargamos|anote|anotamos|apunte|apuntamos)\s+(?:\S+\s+){0,6}?(?:dos|2) veces)(?![a-z])/;
/** 'sacá la cuenta', 'quita el IVA': the verb, not a deletion. */
const NOT_REMOVAL =
  /(?<![a-z])(?:sac(?:a|ame|ale|ales) (?:la|las|el|los) (?:cuentas?|depreciacion|depre|amortizacion|calculo|total|resumen|balance|reporte|utilidad|iva|intereses)|quit(?:a|ale) (?:el|la) (?:iva|impuesto|comision)|(?:quit|sac|borr|elimin|rest|descont)[a-z]* (?:le |les )?(?:un |el |la )?[$€]?\d)(?![a-z])/;
const POLITE =
  /(?<![a-z])(puedes|podes|podrias|podria|me ayudas a|hay que|quiero|queria|necesito|me (?:borras|eliminas|quitas|sacas))(?![a-z])/;
/** Where the object of the verb ends and a reason begins. */
const REASON = /[,;:.]\s|\s(?:porque|pues|ya que|que al final|al final|eso|esa|ese|esto|no era|no fue)\s/g;
/** Two objects: 'X y también Y', 'X y su cobro', 'tanto X como Y'. */
const AND =
  /\s(?:y\s+tambien|y\s+ademas|tambien|ademas|junto\s+con|con\s+su|con\s+sus|y(?=\s+(?:el|la|los|las|lo|su|sus)\s))\s/;
/** A verb with one object pronoun ('quítalo', 'bórrala'): a single entry. */
const ONE_ASKED = /^(?:quita|borra|elimina|saca)(?:me)?(?:lo|la)(?![a-z])/;
const BOTH = /(?<![a-z])tanto\s+(.+?)\s+como\s+(.+)$/;
/** A second object that only names its relation to the first ('su cobro', 'la devolución'). */
const RELATION =
  /^(?:el|la|los|las|lo|su|sus|de)?\s*(?:cobro|cobros|pago|pagos|devolucion|devoluciones|reembolso|abono|abonos|cuota|cuotas|reintegro|liquidacion|factura|venta|compra)(?:\s+(?:correspondiente|de eso|de esa|de ese|asociad[oa]|relacionad[oa]|respectiv[oa]))?$/;

interface Span {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The stretches of the message between punctuation and the words that start a reason. */
function stretches(text: string): Span[] {
  const out: Span[] = [];
  let last = 0;
  for (const m of text.matchAll(REASON)) {
    out.push({ start: last, end: m.index, text: text.slice(last, m.index) });
    last = m.index + m[0].length;
  }
  out.push({ start: last, end: text.length, text: text.slice(last) });
  return out.filter((s) => s.text.trim());
}

/** What the verb's object says: its stretch, or, when that names nothing ('quita la segunda'), the others before it. */
function objectText(text: string, at: number): string {
  const spans = stretches(text);
  const own = spans.find((s) => at >= s.start && at < s.end) ?? spans[0];
  if (!own) return text;
  const object = own.text.replace(VERB, ' ').trim();
  if (contentTokens(object).length > 0 || LAST.test(object)) return object;
  const before = spans.filter((s) => s.end <= own.start).map((s) => s.text);
  const after = spans.filter((s) => s.start >= own.end).map((s) => s.text);
  return [object, ...(before.length ? before : after)].join(' ');
}

function parts(object: string): string[] {
  const both = BOTH.exec(object);
  if (both?.[1] && both[2]) return [both[1], both[2]];
  const m = AND.exec(object);
  if (!m) return [object];
  return [object.slice(0, m.index), object.slice(m.index + m[0].length)];
}

/** Money figures in a stretch must be amounts of entries in the books; otherwise it is a new movement. */
function figuresKnown(r: Reading, ledger: Ledger): boolean {
  return r.mentions
    .filter((m) => m.kind === 'money')
    .every((m) =>
      ledger.transactions.some(
        (tx) =>
          tx.lines.some((l) => Math.abs(l.amount) === m.value) ||
          (m.value % 100 === 0 && new RegExp(`(?<![\\d.,])${m.value / 100}(?![\\d.,])`).test(tx.text)),
      ),
    );
}

const clarify = (text: string): Understood => ({ kind: 'clarify', text });

function ambiguous(options: readonly Transaction[]): Understood {
  return clarify(`Encontré varios movimientos que encajan: ${namesOf(options)}. ¿Cuál borro?`);
}

/** The rest of the message (an answer to '¿cuál borro?') may tell the candidates apart. */
function narrowed(
  options: readonly Transaction[],
  text: string,
  ledger: Ledger,
  raw: string,
  amounts: readonly Mention[] = [],
): Understood {
  const ids = new Set(options.map((o) => o.id));
  const found = pickEntry(withOriginalWords(text, raw, ledger), ledger, { only: (tx) => ids.has(tx.id) });
  if (found.kind === 'one') return removed([found.tx]);
  const told = toldApart(options, text, ledger, amounts);
  return told ? removed([told]) : ambiguous(options);
}

/** The longer words of a text, never the words of a return themselves. */
function contentWords(x: string): string[] {
  return (normalize(x).match(/[a-z]{5,}/g) ?? []).filter((w) => !RETURN_SAID.test(w) && w !== 'borra');
}

const RETURN_SAID =
  /(?<![a-z])(?:devoluci[a-z]*|devuelt[oa]s?|devolvi[a-z]*|reembols[a-z]*|reintegr[a-z]*|regresad[oa]s?)(?![a-z])/;

/**
 * 'borra eso de los 300 de la Coni': the one entry of the books at the figure said; 'lo de la
 * devolución a la paciente', 'los 5 mats devueltos': the one candidate that is a return (a refund is
 * one), or the one whose description counts what the message counts.
 */
function toldApart(
  options: readonly Transaction[],
  text: string,
  ledger: Ledger,
  amounts: readonly Mention[],
): Transaction | undefined {
  const atFigure = ledger.transactions.filter((tx) =>
    amounts.some((m) => tx.lines.some((l) => Math.abs(l.amount) === m.value)),
  );
  if (amounts.length > 0 && atFigure.length === 1) return atFigure[0];
  let pool = [...options];
  if (RETURN_SAID.test(text)) {
    const returns = pool.filter((o) => RETURN_SAID.test(normalize(o.text)));
    if (returns.length === 1) return returns[0];
    if (returns.length > 1) pool = returns;
    // 'la devolución a la paciente': the return that names whom it went to.
    const said = new Set(contentWords(text));
    const whom = pool.filter((o) => contentWords(o.text).some((w) => said.has(w)));
    if (whom.length === 1) return whom[0];
  }
  const counts = [...text.matchAll(/(?<![\d.,])(\d{1,3}) [a-z]{3,}/g)].map((m) => m[1]);
  const counted = pool.filter((o) =>
    counts.some((n) => new RegExp(`(?<![\\d.,])${n} [a-z]`).test(normalize(o.text))),
  );
  return counted.length === 1 ? counted[0] : undefined;
}

function removed(list: readonly Transaction[]): Understood {
  const text =
    list.length === 1 && list[0]
      ? `Hecho: eliminé el movimiento ${nameOf(list[0])} con todas sus líneas.`
      : `Hecho: eliminé los movimientos ${namesOf(list)} con todas sus líneas.`;
  return { kind: 'delete', ids: list.map((t) => t.id), text };
}

/** 'borra todos los movimientos': the whole report, which is not the chat's to erase. */
const EVERYTHING =
  /(?<![a-z])(?:borra|borrar|borrame|elimina|eliminar|eliminame|quita|quitar|limpia|resetea|reinicia)(?: \w+)? (?:todos los|todas las|todo lo|todo el) (?:movimientos|asientos|registros|transacciones|registrado|libro|reporte)|(?:borra|elimina|limpia)(?:lo)? todo(?:\s*[.!]*\s*$|\s+(?:por favor|ya|de una vez))/;
const EVERYTHING_TEXT =
  'No borro todos los movimientos de una vez desde el chat: quito uno cada vez (dime cuál, por su descripción o importe). Si quieres empezar de cero, crea un reporte nuevo o elimina este desde «Mis Reportes».';

export const deletion: Rule = ({ r, ledger, raw }) => {
  if (EVERYTHING.test(r.text)) return { kind: 'inform', text: EVERYTHING_TEXT };
  const verb = VERB.exec(r.text);
  const twice = TWICE.exec(r.text);
  if (!verb && !twice) return null;
  if (NOT_REMOVAL.test(r.text)) return null;
  if (r.question && !POLITE.test(r.text)) return null;
  if (ledger.transactions.length === 0) return null;
  // 'se grabó 2 veces, borra el repetido': the only figure is how many times.
  const copyAsked = ONE_COPY.test(r.text) || TWICE_SAID.test(r.text);
  if (!copyAsked && !figuresKnown(r, ledger)) return null;
  const object = verb ? objectText(r.text, verb.index) : r.text;
  const amounts = (s: string): Mention[] =>
    r.mentions.filter((m) => m.kind === 'money' && s.includes(r.text.slice(m.start, m.end)));
  // 'quítalo', 'bórrala': one entry asked for, however the story before it is told.
  const list = verb && ONE_ASKED.test(r.text.slice(verb.index)) ? [object] : parts(object);
  const dupText = DUPLICATE.test(r.text) ? ' dos veces' : '';
  // 'me salen dos veces…, borra el repetido': one copy goes, the latest, never both.
  if (dupText || ONE_COPY.test(r.text)) {
    const copy = latestCopy(object, ledger, raw);
    if (copy) return removed([copy]);
  }
  if (list.length === 1) {
    const many = several(object, ledger, raw, amounts(object));
    if (many) return many;
    const found = pickEntry(withOriginalWords(object, raw, ledger) + dupText, ledger, {
      amounts: amounts(object),
    });
    // 'lo de la devolución al cliente' where a supplier return also says 'devolución': the return
    // that names whom it went to is the one meant.
    if (found.kind === 'one' && RETURN_SAID.test(object)) {
      const other = toldApart(ledger.transactions, object, ledger, []);
      const said = new Set(contentWords(object));
      const shares = (tx: Transaction): boolean => contentWords(tx.text).some((w) => said.has(w));
      if (other && other.id !== found.tx.id && shares(other) && !shares(found.tx)) return removed([other]);
    }
    if (found.kind === 'one') {
      // Said to be there twice, but the books hold it once: nothing is deleted on a wrong premise.
      if (dupText && !hasTwin(found.tx, ledger))
        return {
          kind: 'inform',
          text: `Solo encuentro una vez ${nameOf(found.tx)} en los libros, así que no hay ninguna copia que borrar. Si de todos modos quieres eliminarlo, dime «borra ${nameOf(found.tx)}».`,
        };
      return removed([found.tx]);
    }
    if (found.kind === 'ambiguous') return narrowed(found.options, r.text, ledger, raw, amounts(object));
    return null;
  }
  const both = two(list, ledger, raw, amounts);
  if (both) return both;
  const whole = pickEntry(withOriginalWords(object, raw, ledger) + dupText, ledger, {
    amounts: amounts(object),
  });
  return whole.kind === 'one' ? removed([whole.tx]) : null;
};

/** 'los dos últimos', 'las 3 últimas': that many of the latest entries. */
const LAST_N =
  /(?<![a-z])(?:(?:los|las) (dos|tres|2|3) ultim[oa]s|(?:los|las) ultim[oa]s (dos|tres|2|3))(?![a-z])/;
/** 'todo lo de Booking', 'los dos pagos del internet': every entry the words name. */
const ALL =
  /(?<![a-z])(?<!(?:uno|una) de )(?:todo lo de|todo lo del|todos los|todas las|ambos|ambas|(?:los|las) (?:dos|2))(?![a-z])/;
const COUNT: Readonly<Record<string, number>> = { dos: 2, tres: 3, '2': 2, '3': 3 };

function several(object: string, ledger: Ledger, raw: string, amounts: Mention[]): Understood | null {
  const lastN = LAST_N.exec(object);
  if (lastN && contentTokens(object.replace(LAST_N, ' ')).length === 0) {
    const n = COUNT[lastN[1] ?? lastN[2] ?? ''] ?? 0;
    const txs = ledger.transactions.filter((t) => !t.id.startsWith('__line'));
    return n > 0 && txs.length >= n ? removed(txs.slice(-n)) : null;
  }
  if (!ALL.test(object) || contentTokens(object).length === 0) return null;
  const found = pickEntry(withOriginalWords(object, raw, ledger), ledger, { amounts });
  const ids = (list: readonly Transaction[]): Transaction[] =>
    list.flatMap((t) => ledger.transactions.filter((x) => x.id === t.id));
  if (found.kind === 'ambiguous' && found.options.length <= 4) return removed(ids(found.options));
  if (found.kind === 'one') {
    const copies = copiesOf(found.tx, ledger);
    if (copies.length > 1 && copies.length <= 4) return removed(copies);
  }
  return null;
}

/** Two entries in one message: each part names one; a part that only names a relation is the entry that settles the other. */
function two(
  list: readonly string[],
  ledger: Ledger,
  raw: string,
  amounts: (s: string) => Mention[],
): Understood | null {
  const [a = '', b = ''] = list;
  const pick = (s: string, exclude: ReadonlySet<string>): Picked =>
    pickEntry(withOriginalWords(s, raw, ledger), ledger, { amounts: amounts(s), exclude });
  const relation = (s: string): boolean => RELATION.test(s.trim());
  // 'lo de la señora Weber lo metí por error… borra la factura y el cobro': both parts only name a
  // relation; the rest of the message says whose they are.
  if (relation(a) && relation(b)) {
    const pair = relatedPair(raw, ledger, pick);
    if (pair) return removed(pair);
  }
  let first = pick(a, new Set());
  let second = pick(b, new Set());
  if (
    second.kind === 'one' &&
    (first.kind === 'ambiguous' || (first.kind === 'one' && first.tx.id === second.tx.id))
  )
    first = pick(a, new Set([second.tx.id]));
  else if (first.kind === 'one' && (relation(b) || second.kind !== 'one'))
    second = secondOf(first.tx, b, relation(b), ledger, pick);
  if (first.kind === 'one' && second.kind === 'one' && first.tx.id !== second.tx.id)
    return removed([first.tx, second.tx]);
  // 'la factura y su cobro' when no collection is booked: half of what was asked is never done silently.
  if (first.kind === 'one' && relation(b) && second.kind !== 'one')
    return clarify(
      `Encontré ${nameOf(first.tx)}, pero no veo en los libros ${b.trim()} relacionado con ese movimiento. ¿Borro solo ${nameOf(first.tx)}?`,
    );
  if (first.kind === 'ambiguous') {
    const told = toldApart(first.options, a, ledger, amounts(a));
    return told ? removed([told]) : ambiguous(first.options);
  }
  if (second.kind === 'ambiguous') return ambiguous(second.options);
  // One of the two cannot be told: the whole object may still name a single entry ('mesas y sillas').
  return null;
}

function relatedPair(
  raw: string,
  ledger: Ledger,
  pick: (s: string, exclude: ReadonlySet<string>) => Picked,
): Transaction[] | undefined {
  const context = normalize(raw).replace(
    /(?<![a-z])(?:borra|borrar|elimina|eliminar|quita|quitar|factura|facturas|cobro|cobros|pago|pagos|abono|abonos|venta|compra)(?![a-z])/g,
    ' ',
  );
  const found = pick(context, new Set());
  const options = found.kind === 'ambiguous' ? found.options : found.kind === 'one' ? [found.tx] : [];
  const billed = options.find((t) => t.lines.some((l) => l.section === 'revenues' && l.amount > 0));
  if (!billed) return undefined;
  const settling = settlementsOf(billed, ledger, new Set([billed.id]));
  return settling[0] ? [billed, settling[0]] : undefined;
}

function secondOf(
  tx: Transaction,
  text: string,
  relational: boolean,
  ledger: Ledger,
  pick: (s: string, exclude: ReadonlySet<string>) => Picked,
): Picked {
  const exclude = new Set([tx.id]);
  const settling = settlementsOf(tx, ledger, exclude);
  if (relational || contentTokens(text).length === 0) {
    const named = pick(text, exclude);
    if (named.kind === 'one' && settling.some((t) => t.id === named.tx.id)) return named;
    if (settling[0]) return { kind: 'one', tx: settling[0], strong: false };
    return named;
  }
  return pick(text, exclude);
}

/** Another entry with the same amount in the same account: a copy, even if described in other words. */
const TWICE_SAID = /(?<![a-z0-9])(?:dos|2) veces(?![a-z])/;
const ONE_COPY = /(?<![a-z])(?:el|la|lo) (?:repetid[oa]|duplicad[oa]|copia|doble)(?![a-z])/;

/** Same lines, same amounts: the same movement booked twice. */
function sameMovement(a: Transaction, b: Transaction): boolean {
  const key = (t: Transaction): string =>
    t.lines
      .map((l) => `${l.section}|${l.category}|${l.amount}`)
      .sort()
      .join(';');
  return key(a) === key(b);
}

/**
 * The later of two entries booked alike: the one pair the words name, or the only pair in the
 * books. Undefined when no pair, or several the words do not tell apart.
 */
function latestCopy(object: string, ledger: Ledger, raw: string): Transaction | undefined {
  const txs = ledger.transactions.filter((t) => !t.id.startsWith('__line'));
  const pairs: [Transaction, Transaction][] = [];
  for (const [i, a] of txs.entries())
    for (const b of txs.slice(i + 1)) if (sameMovement(a, b)) pairs.push([a, b]);
  if (pairs.length === 0) return undefined;
  if (pairs.length === 1) return pairs[0]?.[1];
  const found = pickEntry(withOriginalWords(object, raw, ledger), ledger, {});
  const named = found.kind === 'one' ? [found.tx] : found.kind === 'ambiguous' ? found.options : [];
  const hit = pairs.filter(([a, b]) => named.some((n) => n.id === a.id || n.id === b.id));
  return hit.length === 1 ? hit[0]?.[1] : undefined;
}

function hasTwin(tx: Transaction, ledger: Ledger): boolean {
  const own = tx.lines.filter((l) => l.amount > 0);
  return ledger.transactions.some(
    (t) =>
      t.id !== tx.id &&
      own.some((l) => t.lines.some((x) => x.category === l.category && x.amount === l.amount)),
  );
}
