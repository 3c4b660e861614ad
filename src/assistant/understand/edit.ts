import {
  ACCOUNT,
  accountOfKind,
  CATEGORY,
  EQUATION_SIGN,
  kindOfAccount,
  mulDiv,
  parseAmount,
  reviseEntry,
  type AccountRef,
  type BookedLine,
  type BooksLine,
  type BooksView,
  type Cents,
  type Reclassification,
  type Revision,
  type Settlement,
} from '../../domain';
import { extractMentions, type Mention } from '../local/amounts';
import { detectIntent } from '../local/intent';
import { saidRight } from '../local/edit';
import { ASSET_CONCEPTS, EXPENSE_CONCEPTS, findConcepts } from '../local/lexicon';
import type { Ledger, LedgerLine, Transaction } from '../local/ledger';
import { isGeneric, matchScore, namesOtherParty, refTokens } from '../local/refs';
import { normalize } from '../local/text';
import { values } from '../local/values';
import { has, type Reading } from '../reading/read';
import { isSettling, nameOf, namesOf, pickEntry, withOriginalWords, type Picked } from './entry-ref';
import type { Rule, Understood } from './rules';

/**
 * Corrections (movimientos §11, 'edit'): the entry meant is found by its words, an amount it holds or
 * 'el último', and the correction becomes a `Revision` the domain applies to that whole entry: a new
 * amount or total, a new quantity or unit price, another way of paying, another loan term, another
 * account, another valuation of a thing contributed. When a correction names one line, the other
 * lines the founder did not mention stay as they were (only how it was paid absorbs the change).
 * A message that is not clearly one of these passes (null) to the general reader.
 */

// ── when a message is a correction ──────────────────────────────────────────────────────

/** A value set again ('lo tasamos en…', 'valuada en…'). */
const VALUED = /(?<![a-z])(?:tas|valor|valoriz|valu|avalu)(?:amos|aron|o|ada|ado|adas|ados)(?![a-z])/g;
/** 'sí está pagada, no la debemos': what was booked as owed was paid. */
const PAID_AFTER_ALL =
  /(?<![a-z])(?:(?:si|ya) (?:esta|estaba|estaban|estan) (?:pagad|cobrad)[oa]s?|no (?:la|lo|las|los|se la|se lo) (?:debemos|debiamos|debe|deben)|no (?:quedo|quedaron|esta|estaba|estan|estaban) (?:pendientes?|debiendo|a credito|fiad[oa]s?|por pagar|por cobrar))(?![a-z])/;

/** Families of words that say an earlier entry is wrong, beyond the general reader's edit intent. */
const CORRECTION_FAMILIES: readonly RegExp[] = [
  // a mistake owned
  /me equivoque|nos equivocamos|me confundi|nos confundimos|me enrede|me comi|(?:hay )?un error|esta mal|estaba mal|en realidad|al final/,
  // a fix asked for
  // 'cobró 90 por arreglarlo' is work paid for, not a fix asked of the books.
  /corrig[a-z]*|correg[a-z]*|(?<!por |para |de |sin )(?:arregla[a-z]*|cambia(?:lo|la|los|las)|cambiarlo|cambiarla|cambiarlos|cambiarlas)/,
  // how it was written down
  /registraste|cargaste|anotaste|metiste|pusiste|(?:has|habeis|han) (?:metido|puesto|registrado|cargado|anotado|clasificado)|(?:lo|la|los|las) (?:registre|registramos|puse|pusimos|cargue|cargamos|anote|anotamos) como/,
  /(?:lo|la|los|las) (?:puse|pusimos|cargue|cargamos|anote|anotamos|registre|registramos|capture|valuamos|valoramos|tasamos) mal|mal (?:puesto|cargado|anotado|registrado|valuado|valorado)/,
  /(?:importe|monto|valor|precio|total|cifra|cantidad) (?:correct[oa]|real|buen[oa])/,
  // what it is not, what it was instead
  /no (?:es|era|fue|fueron|son|eran|costo|costaron|vale|valia|sale|salio)|sino|en vez de|en lugar de/,
  /(?:es|son|era|eran|fue|fueron|va|van) (?:un |una |el |la |de )?[a-z]+,? no (?:un |una |el |la |de |es |son )?[a-z]+/,
  /(?:va|van|iba|iban|entra|corresponde) (?:en|como|a) [a-z]+[^.;]{0,30},? no (?:en|como|a) [a-z]+/,
  // 'sí está pagada, no la debemos': an entry booked as owed that was paid.
  PAID_AFTER_ALL,
  // 'no lo pagamos', 'no a crédito', 'no es a corto plazo'
  /no (?:(?:lo|la|los|las|le|les|se lo|se la|se los|se las) )?(?:(?:hemos|he|han|habiamos) )?(?:pagamos|pague|pagaron|pagado|cobramos|cobre|cobraron|cobrado)/,
  /no (?:(?:lo|la|los|las) )?(?:(?:pagamos|pague|cobramos|cobre|compramos|fue|era) )?(?:a|al|en|con|por|de) (?:la )?(?:credito|contado|efectivo|tarjeta|transferencia|fiado|debito|cuotas|corto plazo|largo plazo)/,
  // the figure that replaces another ('se ha ido a 9.800', 'mismo precio')
  /se (?:ha )?ido a|quedo en(?=\s*[$€]?\s*\d)|mismo precio|mismo costo|mismo coste|misma cantidad|mismo plazo/,
  // a value set again
  VALUED,
];
/** A figure set against another ('1.850, no 1.050', '32 la caja, no a 30'). */
const AGAINST =
  /(?:\d[\d.,]*\s*(?:€|\$|euros|dolares|pesos)?|,)\s*(?:y\s+|pero\s+)?no\s+(?:(?:a|al|de|en|por|era|eran|es|son|fue|fueron)\s+)?[$€]?\s*\d/;
const CORRECTION = new RegExp(
  `(?<![a-z0-9])(?:${CORRECTION_FAMILIES.map((f) => f.source).join('|')})(?![a-z])|${AGAINST.source}`,
);
/** Explicit asks to fix something: a single new figure is then a correction too. */
export const FIX_VERB =
  /(?<![a-z])((?:importe|monto|valor|precio|total|cifra) (?:correct[oa]|real|buen[oa])|me equivoque|nos equivocamos|me confundi|me enrede|me comi|error|corrig[a-z]*|correg[a-z]*|(?<!por |para |de |sin )arregla[a-z]*|esta mal|estaba mal|en realidad|al final)(?![a-z])/;
const POLITE = /(?<![a-z])(puedes|podes|podrias|podria|me ayudas a|hay que)(?![a-z])/;
/** Words that start a movement of its own. */
const MOVEMENT =
  /(?<![a-z])(compr[a-z]*|vend[a-z]*|pag[a-z]*|cobr[a-z]*|factur[a-z]*|aport[a-z]*|prest[a-z]*|gast[a-z]*|recib[a-z]*|deposit[a-z]*|transfer[a-z]*)(?![a-z])/;

/** Said as a correction, not only 'al final' (which also starts news: 'al final nos pagaron'). */
function plainly(r: Reading): boolean {
  const text = r.text.replace(/(?<![a-z])al final(?![a-z])/g, ' ');
  return detectIntent(text, r.values.length > 0) === 'edit' || CORRECTION.test(text);
}

/**
 * 'el sueldo de la panadera eran 1.150': a figure restated for an entry, with no verb of a new
 * movement, may be a correction; it is one only when the words name an entry clearly.
 */
const RESTATED = /(?<![a-z])(?:era|eran|fue|fueron|costo|costaron|son|es)\s+(?:de\s+)?[$€]?\d/;
const NEW_MOVEMENT =
  /(?<![a-z])(?:compr|vend|pag|cobr|factur|aport|prest|gast|invert|adquir|contrat|recib|ingres|en caja|de caja|hicimos caja|entreg|terminamos|montamos|anticip|el resto|nos instal|instalamos|instalaron|llego|llegaron|nos llego|nos llegaron|nos trajeron|nos mandaron|estrenamos|devol|devuel|regres|reembols)[a-z]*/;

function soft(r: Reading): boolean {
  return RESTATED.test(r.text) && !NEW_MOVEMENT.test(r.text);
}

function isCorrection(r: Reading): boolean {
  const intent = detectIntent(r.text, r.values.length > 0);
  if (intent === 'delete' || intent === 'concept' || intent === 'advice') return false;
  if (r.question && !POLITE.test(r.text)) return false;
  // 'del inventario se fueron 400.000 en repuestos': stock used, not the stock purchase restated.
  if (!CORRECTION.test(r.text) && STOCK_OUT.test(r.text)) return false;
  // 'le llevamos los 10 bultos…, la cuenta quedó en 260…, los otros 60 me los mandó': an order
  // delivered and paid, its price told, not an entry restated.
  if (!FIX_VERB.test(r.text) && DELIVERED_PAID.test(r.text) && has(r, 'payIn')) return false;
  return intent === 'edit' || CORRECTION.test(r.text) || soft(r);
}

export const DELIVERED_PAID =
  /(?<![a-z])(?:le|les) (?:llevamos|lleve|entregamos|entregue|dejamos|deje|mandamos|mande|despachamos)(?![a-z])/;

const STOCK_OUT =
  /(?<![a-z])(?:(?:del|de) (?:inventario|stock|almacen|bodega)[^.;]{0,20}se (?:fue|fueron|uso|usaron|gasto|gastaron|consumio|consumieron)|se (?:fue|fueron|usaron|gastaron|consumieron) [^.;]{0,20}(?:del|de) (?:material|materiales|inventario|stock|almacen))(?![a-z])/;

/** Said plainly as a correction, not only a figure restated. */
function stated(r: Reading): boolean {
  return detectIntent(r.text, r.values.length > 0) === 'edit' || CORRECTION.test(r.text);
}

// ── the figures of a correction: the old one it replaces and the new one ───────────────

/** Words right before a figure that make it the wrong, old one ('no 800', 'en vez de 12', 'puse 950'). */
const OLD_BEFORE =
  /(?:(?:^|[\s,(])(?:no|ni)\s+(?:(?:es|era|eran|fue|fueron|son|sea|costo|costaron|cuesta|cuestan|vale|valia|valian|valen|sale|salio|salieron|salen|cobra|cobran|cobro|cobraron|pagamos|pague|pagaron|tenia|tiene|seria|serian)\s+)?(?:(?:de|en|a|por|sobre|los|las|el|la|unos|unas)\s+)?(?:(?:de|en)\s+)?|(?:en vez de|en lugar de)\s+(?:(?:los|las|el|la|unos|unas)\s+)?|(?:puse|pusimos|pusiste|registre|registramos|registraste|anote|anotamos|anotaste|apunte|apuntamos|cargue|cargamos|cargaste|capture|escribi|escribimos|aparece|aparecen|figura|figuran|dice|dicen)\s+(?:(?:de|en|que|como)\s+)?(?:(?:los|las|el|la)\s+)?)[$€]?\s*$/;
/** 'subió de 600 a 650': the first figure is the old one. */
const FROM_BEFORE = /(?:^|\s)(?:de|desde)\s+[$€]?\s*$/;
const TO_AFTER = /^\s*(?:€|\$|euros|dolares|pesos|soles)?\s*a\s+[$€]?\s*\d/;
/** A figure said as the entry's new total ('se ha ido a 9.800', 'al final costó 900', 'quedó en 1.300'). */
const NEW_TOTAL_BEFORE =
  /(?:se (?:ha )?(?:ido|fue) a|(?:subio|bajo|paso|quedo|quedaron|termino|terminaron|acabo|resulto|resultaron|sumo|sumaron)(?: siendo| en| a| de)?|al final (?:fue|fueron|es|son|era|eran|costo|costaron|salio|salieron|quedo|sale|vale)(?: de| en)?|en realidad (?:fue|fueron|es|son|era|eran|costo|costaron)(?: de)?|(?:fue|fueron|era|eran|costo|costaron) en realidad(?: de)?)\s+[$€]?\s*$/;
/** A figure restated after a verb of being or costing ('eran 1.150', 'costó 5.500'). */
const RESTATED_BEFORE =
  /(?:^|\s)(?:era|eran|fue|fueron|es|son|costo|costaron|cuesta|cuestan|vale|valen|salio|sale|cobra|cobran|cobro|quedo en|queda en)\s+(?:de\s+)?[$€]?\s*$/;

interface Pair {
  readonly next: Mention;
  readonly old: Mention;
}

interface Figures {
  readonly pairs: readonly Pair[];
  /** New figures without an old one, said as a new total or restated after 'era', 'costó'. */
  readonly totals: readonly Mention[];
  /** Every other money figure: it must be an amount already in the entry. */
  readonly others: readonly Mention[];
}

const isCount = (m: Mention): boolean =>
  m.kind === 'qty' || (m.kind === 'money' && !m.currency && m.value % 100 === 0);
const compatible = (a: Mention, b: Mention): boolean =>
  a.kind === b.kind ||
  (a.kind !== 'term' && b.kind !== 'term' && a.kind !== 'pct' && isCount(a) && isCount(b));

/** Figures said to be right ('el total sí fue 485'): they stay as they are. */
function confirmed(r: Reading): Mention[] {
  return r.mentions.filter((m) => m.kind === 'money' && saidRight(r.text, m.start));
}

function figures(r: Reading): Figures {
  // 'el adelanto sí fue de 1.000': a figure said to be right is no change.
  const list = r.mentions.filter(
    (m) => (m.kind === 'money' || m.kind === 'qty') && !saidRight(r.text, m.start),
  );
  const isOld = (m: Mention): boolean => {
    const before = r.text.slice(Math.max(0, m.start - 45), m.start);
    if (OLD_BEFORE.test(before)) return true;
    return FROM_BEFORE.test(before) && TO_AFTER.test(r.text.slice(m.end, m.end + 14));
  };
  const olds = list.filter(isOld);
  const news = list.filter((m) => !olds.includes(m));
  const taken = new Set<Mention>();
  const pairs: Pair[] = [];
  for (const old of olds) {
    const next = news
      .filter((n) => !taken.has(n) && compatible(n, old))
      .sort((a, b) => Math.abs(a.start - old.start) - Math.abs(b.start - old.start))[0];
    if (!next) continue;
    taken.add(next);
    pairs.push({ next, old });
  }
  const rest = news.filter((n) => !taken.has(n));
  const before = (m: Mention): string => r.text.slice(Math.max(0, m.start - 40), m.start);
  const totals = rest.filter(
    (m) =>
      m.kind === 'money' &&
      (NEW_TOTAL_BEFORE.test(before(m)) ||
        ((FIX_VERB.test(r.text) || soft(r)) && RESTATED_BEFORE.test(before(m)))),
  );
  return {
    pairs,
    totals,
    others: rest.filter((m) => m.kind === 'money' && !totals.includes(m)),
  };
}

// ── the lines of an entry ────────────────────────────────────────────────────────────────

const debe = (l: Pick<LedgerLine, 'section' | 'amount'>): number => EQUATION_SIGN[l.section] * l.amount;
const keyOf = (l: Pick<LedgerLine, 'section' | 'category' | 'type'>): string =>
  `${l.section}|${l.category}|${l.type ?? ''}`;

function refOf(l: LedgerLine | BookedLine): AccountRef {
  return { section: l.section, category: l.category, ...(l.type ? { type: l.type } : {}) };
}

function booksLines(lines: readonly (LedgerLine | BookedLine)[]): BooksLine[] {
  return lines.map((l) => ({
    section: l.section,
    category: l.category,
    amount: l.amount,
    description: l.description,
    ...(l.type ? { type: l.type } : {}),
  }));
}

const isSale = (tx: Transaction): boolean => tx.lines.some((l) => l.section === 'revenues' && l.amount > 0);
/** The Debe side's total: what the whole entry is worth. */
const totalOf = (lines: readonly LedgerLine[]): number => lines.reduce((t, l) => t + Math.max(0, debe(l)), 0);

/** Lines that say what the entry is about (not how it was paid). */
function subjects(tx: Transaction): LedgerLine[] {
  return tx.lines.filter((l) => !isSettling(l));
}

/** How strongly words point at one line of the entry (its own description and account). */
function lineScore(tokens: readonly string[], l: LedgerLine): number {
  return matchScore(tokens, `${l.description} ${l.category}`).score;
}

const SECTION_RANK: Readonly<Record<string, number>> = {
  revenues: 0,
  expenses: 1,
  assets: 2,
  liabilities: 3,
  equity: 4,
};

/** Among lines holding the same figure, the one the words name, else what the entry is about. */
function bestLine(lines: readonly LedgerLine[], tokens: readonly string[]): LedgerLine | undefined {
  return [...lines].sort(
    (a, b) =>
      lineScore(tokens, b) - lineScore(tokens, a) ||
      Number(isSettling(a)) - Number(isSettling(b)) ||
      (SECTION_RANK[a.section] ?? 9) - (SECTION_RANK[b.section] ?? 9),
  )[0];
}

/** The line a new total is for: the one the words name, else the entry's one subject line. */
function mainLine(tx: Transaction, tokens: readonly string[]): LedgerLine | 'whole' | undefined {
  if (tx.lines.length === 2) return 'whole';
  const named = tx.lines.filter((l) => lineScore(tokens, l) >= 1);
  if (named.length === 1) return named[0];
  const own = subjects(tx);
  const income = own.filter((l) => l.section === 'revenues' && l.amount > 0);
  if (income.length === 1) return income[0];
  const bought = own.filter((l) => debe(l) > 0);
  if (bought.length === 1) return bought[0];
  return undefined;
}

// ── items in a description: counts and unit prices ('18 kg de cascade a 31,50') ─────────────────

interface Item {
  /** Hundredths, like every mention. */
  readonly count?: number;
  readonly unit?: string;
  readonly price?: Cents;
}

const itemCache = new Map<string, Item[]>();

function itemsOf(tx: Transaction): Item[] {
  const key = tx.lines.map((l) => l.description).join('\u0000');
  const hit = itemCache.get(key);
  if (hit) return hit;
  const out = readItems(tx);
  if (itemCache.size > 5000) itemCache.clear();
  itemCache.set(key, out);
  return out;
}

function readItems(tx: Transaction): Item[] {
  const out: Item[] = [];
  const seen = new Set<string>();
  for (const d of new Set(tx.lines.map((l) => l.description))) {
    // Descriptions were written by the books, not typed: no typo repair, no dates.
    const text = normalize(d);
    const msg = { raw: d, text, mentions: extractMentions(text) };
    const vals = values(msg);
    for (const v of vals)
      if (v.qty) {
        const item = { count: v.qty.value, unit: v.qty.unit, ...(v.unitPrice ? { price: v.unitPrice } : {}) };
        const k = JSON.stringify(item);
        if (!seen.has(k)) out.push(item);
        seen.add(k);
      }
    for (const m of msg.mentions)
      if (m.kind === 'qty' && !vals.some((v) => v.qty === m)) {
        const item = m.unit ? { count: m.value, unit: m.unit } : { count: m.value };
        const k = JSON.stringify(item);
        if (!seen.has(k)) out.push(item);
        seen.add(k);
      }
  }
  return out;
}

/** A figure written in a description, as the description writes it ('31,50', '14'). */
function literalIn(text: string, value: number): string | undefined {
  for (const m of text.matchAll(/\d+(?:[.,]\d+)*/g)) if (parseAmount(m[0]) === value) return m[0];
  return undefined;
}

function written(value: number, like: string): string {
  const decimals = /[.,]\d{1,2}$/.test(like);
  const comma = /,\d{1,2}$/.test(like);
  const text = decimals || value % 100 !== 0 ? (value / 100).toFixed(2) : String(value / 100);
  return comma ? text.replace('.', ',') : text;
}

/** Descriptions that state the old figure state the new one ('14 barriles' → '16 barriles'). */
function retell(lines: readonly LedgerLine[], old: number, next: number): LedgerLine[] {
  return lines.map((l) => {
    const lit = literalIn(l.description, old);
    if (!lit) return l;
    const re = new RegExp(`(?<![\\d.,])${lit.replace(/[.]/g, '\\.')}(?![\\d.,]?\\d)`);
    return { ...l, description: l.description.replace(re, written(next, lit)) };
  });
}

// ── revisions the domain applies, one after the other ────────────────────────────────────

const NO_BOOKS: BooksView = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };

type Applied =
  | { readonly kind: 'lines'; readonly lines: BookedLine[] }
  | { readonly kind: 'question'; readonly text: string }
  | { readonly kind: 'nothing' };

function applyAll(lines: readonly BooksLine[], revisions: readonly Revision[]): Applied {
  let cur: BooksLine[] = [...lines];
  let out: BookedLine[] = [];
  for (const rev of revisions) {
    const b = reviseEntry(cur, rev, NO_BOOKS, 'USD');
    if (b.kind === 'question') return { kind: 'question', text: b.question };
    if (b.kind === 'nothing') return { kind: 'nothing' };
    out = [...b.lines];
    cur = booksLines(out);
  }
  return { kind: 'lines', lines: out };
}

interface Change {
  readonly revisions: readonly Revision[];
  /** Lines the founder's correction is about: they may change; the others only through how it was paid. */
  readonly named: readonly LedgerLine[];
  /** The whole entry is scaled (a new total): every line may change. */
  readonly whole?: boolean;
  /** The entry's lines with their descriptions retold. */
  readonly lines?: readonly LedgerLine[];
}

/**
 * Lines that the correction did not name and the domain moved anyway (a card fee corrected against
 * the sale instead of the cash received) are put back with one more revision each.
 */
function pinned(tx: Transaction, change: Change): Revision[] | undefined {
  const base = booksLines(change.lines ?? tx.lines);
  let revisions = [...change.revisions];
  if (change.whole) return revisions;
  const allowed = new Set<string>(change.named.map(keyOf));
  for (const n of change.named) {
    const partner = tx.lines.find(
      (l) =>
        l !== n && Math.abs(l.amount) === Math.abs(n.amount) && Math.sign(debe(l)) === -Math.sign(debe(n)),
    );
    if (partner) allowed.add(keyOf(partner));
    // 'la Hilux valía 17 mil, no 18.500' in a contribution of three things: the one line on the other
    // side of the entry (the capital) is what the thing changed balances against.
    const across = tx.lines.filter((l) => Math.sign(debe(l)) === -Math.sign(debe(n)));
    if (across.length === 1 && across[0] && !tx.lines.some(isSettling)) allowed.add(keyOf(across[0]));
  }
  const original = new Map<string, number>();
  for (const l of tx.lines) original.set(keyOf(l), (original.get(keyOf(l)) ?? 0) + l.amount);
  for (let round = 0; round < 3; round++) {
    const applied = applyAll(base, revisions);
    if (applied.kind !== 'lines') return revisions;
    const moved = [...original].filter(([k, v]) => {
      if (allowed.has(k) || isSettling({ category: k.split('|')[1] ?? '' })) return false;
      const now = applied.lines.filter((l) => keyOf(l) === k).reduce((t, l) => t + l.amount, 0);
      return now !== v;
    });
    if (moved.length === 0) return revisions;
    const pins: Revision[] = [];
    for (const [k, v] of moved) {
      const l = tx.lines.find((x) => keyOf(x) === k);
      if (l && v !== 0) pins.push({ kind: 'amount', amount: Math.abs(v) as Cents, line: refOf(l) });
    }
    revisions = [...revisions, ...pins];
  }
  return undefined;
}

// ── what the correction changes ──────────────────────────────────────────────────────────

/** A new figure for the line that held the old one, or for the whole entry when it was its total. */
function amountChange(tx: Transaction, pair: Pair, tokens: readonly string[]): Change | undefined {
  const lines = tx.lines.filter((l) => Math.abs(l.amount) === pair.old.value);
  const next = pair.next.value as Cents;
  if (lines.length === 0)
    return totalOf(tx.lines) === pair.old.value
      ? { revisions: [{ kind: 'amount', amount: next }], named: [], whole: true }
      : undefined;
  const line = bestLine(lines, tokens);
  if (!line) return undefined;
  if (tx.lines.length === 2) return { revisions: [{ kind: 'amount', amount: next }], named: [], whole: true };
  return { revisions: [{ kind: 'amount', amount: next, line: refOf(line) }], named: [line] };
}

/** The lines a count or a unit price is about: the sale and its cost, or what was bought or returned. */
function countedLines(tx: Transaction): LedgerLine[] {
  if (isSale(tx))
    return tx.lines.filter(
      (l) =>
        l.section === 'revenues' ||
        l.category === CATEGORY.costOfSales ||
        (l.category === ACCOUNT.inventories && l.amount < 0),
    );
  return subjects(tx);
}

/**
 * Another count or unit price of an item the description lists: with the item's price or count known,
 * the entry's value line moves by the difference (the other items stay); otherwise the counted lines
 * are scaled by new ÷ old. Costs of what was sold follow the count (same unit cost).
 */
function itemChange(tx: Transaction, pair: Pair, r: Reading): Change | undefined {
  const old = pair.old.value;
  const next = pair.next.value;
  if (old <= 0 || next <= 0) return undefined;
  const items = itemsOf(tx);
  const unit = pair.next.unit ?? pair.old.unit;
  const byCount = items.filter((i) => i.count === old);
  const byPrice = items.filter((i) => i.price === old);
  const sameUnit = (i: Item): boolean => !unit || !i.unit || refTokens(i.unit)[0] === refTokens(unit)[0];
  const counted = byCount.length > 1 ? byCount.filter(sameUnit) : byCount;
  const item =
    counted.length === 1 ? counted[0] : byPrice.length === 1 ? byPrice[0] : pricedEach(tx, pair.old);
  const lines = retell(tx.lines, old, next);
  const retold = (l: LedgerLine): LedgerLine => lines[tx.lines.indexOf(l)] ?? l;
  if (!item) return countOfLine(tx, pair, r);
  const isCountChange = item.count === old;
  const value = countedLines(tx);
  const scale = (l: LedgerLine): Revision => ({
    kind: 'amount',
    amount: mulDiv(Math.abs(l.amount) as Cents, next, old),
    line: refOf(l),
  });
  let revisions: Revision[];
  if (items.length > 1 || item.price !== undefined) {
    const delta = isCountChange
      ? item.price !== undefined
        ? mulDiv(item.price, next - old, 100)
        : undefined
      : item.count !== undefined
        ? mulDiv((next - old) as Cents, item.count, 100)
        : undefined;
    const main = isSale(tx)
      ? value.filter((l) => l.section === 'revenues')
      : value.filter((l) => debe(l) > 0 || value.length === 1);
    const head = main[0];
    if (delta === undefined || main.length !== 1 || !head) return undefined;
    const revenue = (Math.abs(head.amount) + delta) as Cents;
    revisions = [{ kind: 'amount', amount: revenue, line: refOf(head) }];
    if (isCountChange)
      for (const l of value) if (l.category === CATEGORY.costOfSales) revisions.push(scale(l));
    revisions.push(...feesFollow(tx, revenue, Math.abs(head.amount) as Cents));
    return { revisions, named: [...value, ...feeLines(tx)].map(retold), lines };
  }
  if (value.length === 0) return undefined;
  // «Harina (20 sacos) y anticipo al molino»: a purchase's count is of the thing named first; the
  // other part stays, and what paid for both takes the difference.
  if (!isSale(tx) && value.length > 1) value.splice(1);
  const order = [...value].sort((a, b) => (SECTION_RANK[a.section] ?? 9) - (SECTION_RANK[b.section] ?? 9));
  revisions = order.map(scale);
  revisions.push(...feesFollow(tx, next as Cents, old as Cents));
  return { revisions, named: [...value, ...feeLines(tx)].map(retold), lines };
}

/** A card terminal's fee is a share of the sale: it follows the sale's new amount (new ÷ old). */
function feesFollow(tx: Transaction, next: Cents, old: Cents): Revision[] {
  if (old === 0) return [];
  return feeLines(tx).map((l) => ({ kind: 'amount', amount: mulDiv(l.amount, next, old), line: refOf(l) }));
}

function feeLines(tx: Transaction): LedgerLine[] {
  if (!isSale(tx)) return [];
  return tx.lines.filter(
    (l) => l.section === 'expenses' && l.category === CATEGORY.financial && l.amount > 0,
  );
}

/** Words after a count that say it was paid now, or left owed ('3 a crédito', '5 cobrados'). */
const OWED =
  /(?<![a-z])(a credito|fiad[oa]s?|pendientes?|por cobrar|por pagar|sin cobrar|sin pagar|debiendo|devueltos?|impagad[oa]s?)(?![a-z])/;
const PAID =
  /(?<![a-z])(cobrad[oa]s?|pagad[oa]s?|en efectivo|al contado|de contado|con tarjeta|por transferencia)(?![a-z])/;

/**
 * 'fueron 6 recibos devueltos, no 8', '3 a crédito, no 5': the line the counted words name (or the
 * part owed or paid they name) is scaled by new ÷ old; how it was paid takes the difference.
 */
function countOfLine(tx: Transaction, pair: Pair, r: Reading): Change | undefined {
  if (!isCount(pair.old) || !isCount(pair.next)) return undefined;
  const line = countedLine(tx, pair, r);
  if (!line) return undefined;
  return {
    revisions: [
      {
        kind: 'amount',
        amount: mulDiv(Math.abs(line.amount) as Cents, pair.next.value, pair.old.value),
        line: refOf(line),
      },
    ],
    named: [line],
  };
}

function countedLine(tx: Transaction, pair: Pair, r: Reading): LedgerLine | undefined {
  const tokens = countedWords(r, pair);
  const scored = tx.lines.map((l) => ({ l, s: lineScore(tokens, l) })).sort((a, b) => b.s - a.s);
  const best = scored[0];
  if (best && best.s >= 1 && !(scored[1] && scored[1].s === best.s)) return best.l;
  const near = countedText(r, pair);
  const owed = tx.lines.filter(
    (l) =>
      [ACCOUNT.receivables, ACCOUNT.payables, ACCOUNT.suppliers].includes(l.category as never) &&
      l.amount > 0,
  );
  const paid = tx.lines.filter((l) => l.category === ACCOUNT.cash);
  if (OWED.test(near) && owed.length === 1 && paid.length > 0) return owed[0];
  if (PAID.test(near) && paid.length === 1 && owed.length > 0) return paid[0];
  return undefined;
}

/** The words after a count ('6 recibos devueltos', '3 a crédito'): what was counted. */
function countedText(r: Reading, pair: Pair): string {
  const near = (m: Mention): string => r.text.slice(m.end, m.end + 30).split(/[,;.]/)[0] ?? '';
  return `${near(pair.next)} ${near(pair.old)}`;
}

function countedWords(r: Reading, pair: Pair): string[] {
  return refTokens(countedText(r, pair));
}

/**
 * Does the entry hold the old figure: as a line, its total, a count or price in its description, or
 * (for a count) a line that names what was counted?
 */
/**
 * '8 televisores… fueron a 195, no a 185': the entry counts its things without a price, and its total
 * is that count at the old figure, so the figure said is the price of each.
 */
function pricedEach(tx: Transaction, old: Mention): Item | undefined {
  const items = itemsOf(tx);
  const only = items.length === 1 ? items[0] : undefined;
  const n = only?.count;
  if (!only || n === undefined || n <= 100 || only.price !== undefined || old.kind !== 'money')
    return undefined;
  return countedLines(tx).some((l) => Math.abs(l.amount) === mulDiv(old.value as Cents, n, 100))
    ? { ...only, price: old.value as Cents }
    : undefined;
}

function holds(tx: Transaction, pair: Pair, r: Reading): boolean {
  const old = pair.old;
  if (tx.lines.some((l) => Math.abs(l.amount) === old.value) || totalOf(tx.lines) === old.value) return true;
  if (itemsOf(tx).some((i) => i.count === old.value || i.price === old.value)) return true;
  if (pricedEach(tx, old)) return true;
  if (!isCount(old) || !isCount(pair.next)) return false;
  return countedLine(tx, pair, r) !== undefined;
}

function pairChange(tx: Transaction, pair: Pair, r: Reading, tokens: readonly string[]): Change | undefined {
  if (pair.old.kind === 'money' && tx.lines.some((l) => Math.abs(l.amount) === pair.old.value))
    return amountChange(tx, pair, tokens);
  return itemChange(tx, pair, r) ?? amountChange(tx, pair, tokens);
}

function merge(changes: readonly Change[]): Change {
  const whole = changes.some((c) => c.whole);
  const lines = changes.map((c) => c.lines).find(Boolean);
  return {
    revisions: changes.flatMap((c) => c.revisions),
    named: changes.flatMap((c) => c.named),
    ...(whole ? { whole } : {}),
    ...(lines ? { lines } : {}),
  };
}

// ── terms, ways of paying, accounts, valuations ──────────────────────────────────────────

function months(m: Mention): number | undefined {
  const n = m.value / 100;
  switch (m.termUnit) {
    case 'ano':
      return Math.round(n * 12);
    case 'mes':
    case 'cuota':
      return n;
    case 'semana':
      return Math.ceil(n / 4.345);
    case 'quincena':
      return Math.ceil(n / 2);
    case 'dia':
      return Math.ceil(n / 30);
    default:
      return undefined;
  }
}

/** The term the message gives now (not the one it says was wrong), in months. */
function newTerm(r: Reading): { months: number; old?: Mention; next?: Mention } | undefined {
  const terms = r.mentions.filter((m) => m.kind === 'term' && m.termUnit !== 'dia');
  const isOld = (m: Mention): boolean =>
    OLD_BEFORE.test(r.text.slice(Math.max(0, m.start - 45), m.start).replace(/\s+a\s*$/, ' a '));
  const olds = terms.filter(isOld);
  let next = terms.find((m) => !olds.includes(m));
  // 'no es a 12 meses, al final lo firmamos a 18', 'no son 10 cuotas, son 18': the new term said as a
  // bare number, in the unit of the one it replaces.
  const old0 = olds[0];
  // (Only when it is the one figure said: 'fueron dos (1.700)' is a count with its amount.)
  // ('no son 36 cuotas, son 12. lo devolvemos en un año': the bare figure is the term, said twice.)
  if (
    old0 &&
    olds.length === 1 &&
    r.mentions.filter((m) => m.kind === 'money').length === 1 &&
    (!next || next.start > old0.end)
  ) {
    const bare = r.mentions.find(
      (m) =>
        m.kind === 'money' &&
        !m.currency &&
        m.start > old0.end &&
        m.value % 100 === 0 &&
        m.value >= 100 &&
        m.value <= 12_000 &&
        /(?<![a-z])(?:a|son|en|fueron|eran|es de|de)\s+$/.test(
          r.text.slice(Math.max(0, m.start - 12), m.start),
        ) &&
        !/^\s*(?:€|\$|dolares|euros|soles|pesos|mil|k)(?![a-z])/.test(r.text.slice(m.end, m.end + 10)),
    );
    if (bare && (!next || bare.start < next.start))
      next = { ...bare, kind: 'term', ...(old0.termUnit ? { termUnit: old0.termUnit } : {}) };
  }
  const n = next ? months(next) : undefined;
  if (!next || n === undefined || n <= 0) return plainTerm(r);
  return { months: n, next, ...(olds[0] ? { old: olds[0] } : {}) };
}

/** 'es a largo plazo, no a corto': a term said by its class (long is more than 12 months). */
function plainTerm(r: Reading): { months: number } | undefined {
  for (const m of r.text.matchAll(/(?<![a-z])(?:a|de|en el|al)\s+(largo|corto)\s+plazo(?![a-z])/g)) {
    if (NEGATED_MEANS.test(r.text.slice(Math.max(0, m.index - 40), m.index + 1).replace(/\s*$/, ' ')))
      continue;
    return { months: m[1] === 'largo' ? 24 : 12 };
  }
  return undefined;
}

const LOANS = new Set<string>([ACCOUNT.shortTermLoans, ACCOUNT.longTermLoans]);
const CLAIMS = new Set<string>([ACCOUNT.otherCurrentAssets, ACCOUNT.otherNonCurrentAssets]);
const hasLoan = (tx: Transaction): boolean =>
  tx.lines.some((l) => (LOANS.has(l.category) && l.amount > 0) || (CLAIMS.has(l.category) && l.amount > 0));

/** Means named after a negation ('no lo pagamos al contado', 'no fue con la tarjeta') are the wrong ones. */
const NEGATED_MEANS =
  /(?:^|[\s,])(?:no|ni|y no|en vez de|en lugar de)\s+(?:(?:lo|la|los|las|se|nos|le|les)\s+)?(?:(?:pagamos|pague|pago|pagaron|pagaste|cobramos|cobre|cobro|cobraron|fue|fueron|era|eran|es|esta|estaba|estan|estaban|hicimos|compramos|vendimos|salio|entro|quedo|quedaron|dejamos)\s+)?(?:nada\s+)?(?:(?:al|en|con|a|por|de|del|desde)\s+)?(?:(?:la|el|una|un)\s+)?$/;

/** 'no lo pagamos': the payment itself denied. */
const UNPAID =
  /(?<![a-z])no (?:(?:lo|la|los|las|le|les|se lo|se la|se los|se las) )?(?:(?:hemos|he|han|habiamos|habia) )?(?:pagamos|pague|pagaron|pagado|cobramos|cobre|cobraron|cobrado)(?![a-z])/;
/** 'fue a crédito', 'era con la tarjeta': the way of paying said as what the entry was. */
const SAID_AS =
  /(?:^|\s)(?:fue|fueron|era|eran|es|son)\s+(?:todo\s+|toda\s+)?(?:(?:a|al|en|con|por|de)\s+)?(?:(?:la|el)\s+)?$/;

/** Owing words the cue table leaves to the general reader. */
const OWED_WORDS =
  /(?<![a-z])(?:a deber|dejamos debiendo|quedamos a deber|(?:se )?(?:lo|la|los|las|le) debemos|a plazos|de fiado)(?![a-z])/g;

/**
 * The way of paying the message gives now: cash, on credit, on the card, or part now and the rest on
 * credit ('la mitad al contado y el resto a 60 días', '300 en efectivo y el resto a 30 días').
 */
function newSettlement(
  r: Reading,
  f: Figures,
): { settlement: (tx: Transaction) => Settlement | undefined; kind: string; uses: Mention[] } | undefined {
  const kinds = new Set<string>();
  const nowAt: number[] = [];
  const creditAt: number[] = [];
  // The way of paying must be what the message corrects ('no al contado', 'fue a crédito'), not
  // where new money went ('ya está en la cuenta').
  let corrected = FIX_VERB.test(r.text) || UNPAID.test(r.text) || PAID_AFTER_ALL.test(r.text);
  for (const h of r.hits) {
    if (h.cue !== 'now' && h.cue !== 'credit' && h.cue !== 'card') continue;
    const before = r.text.slice(Math.max(0, h.start - 40), h.start);
    if (NEGATED_MEANS.test(before)) {
      corrected = true;
      continue;
    }
    if (SAID_AS.test(before)) corrected = true;
    kinds.add(h.cue);
    if (h.cue === 'now') nowAt.push(h.start);
    if (h.cue === 'credit') creditAt.push(h.start);
  }
  if (!corrected) return undefined;
  for (const m of r.text.matchAll(OWED_WORDS))
    if (!NEGATED_MEANS.test(r.text.slice(Math.max(0, m.index - 40), m.index))) kinds.add('credit');
  const simple = (s: Settlement) => ({ settlement: () => s, kind: s.kind, uses: [] });
  if (kinds.has('card') && !kinds.has('credit')) return simple({ kind: 'card' });
  if (kinds.size === 1 && kinds.has('credit')) return simple({ kind: 'credit' });
  if (kinds.size === 1 && kinds.has('now')) return simple({ kind: 'now' });
  if (kinds.size !== 2 || !kinds.has('now') || !kinds.has('credit')) return undefined;
  const half = r.hits.some((h) => h.cue === 'half');
  // The way of paying said last is the new one ('no 2.800 al contado, fueron 3.000 al contado').
  const near = (at: number, m: Mention): number => Math.min(Math.abs(at - m.end), Math.abs(m.start - at));
  const lastNow = nowAt[nowAt.length - 1];
  const part =
    lastNow === undefined
      ? undefined
      : f.others.filter((m) => near(lastNow, m) < 25).sort((a, b) => near(lastNow, a) - near(lastNow, b))[0];
  if (!half && !part) return undefined;
  // '3.000 al contado y 1.800 a crédito': the part left on credit is the rest, not a new figure.
  const rest = f.others
    .filter((m) => m !== part && creditAt.some((at) => near(at, m) < 25))
    .sort(
      (a, b) =>
        Math.min(...creditAt.map((at) => near(at, a))) - Math.min(...creditAt.map((at) => near(at, b))),
    )[0];
  return {
    kind: 'split',
    uses: [...(part ? [part] : []), ...(rest ? [rest] : [])],
    settlement: (tx) => {
      const worth = worthOf(tx);
      const now = part ? (part.value as Cents) : mulDiv(worth as Cents, 1, 2);
      return now > 0 && now < worth ? { kind: 'split', now } : undefined;
    },
  };
}

/** What the entry is worth: the sale's income, or what was bought. */
function worthOf(tx: Transaction): number {
  return isSale(tx)
    ? tx.lines.filter((l) => l.section === 'revenues' && l.amount > 0).reduce((t, l) => t + l.amount, 0)
    : subjects(tx)
        .filter((l) => debe(l) > 0)
        .reduce((t, l) => t + debe(l), 0);
}

/** How the entry was settled, to tell whether a new way of paying changes anything. */
function settledAs(tx: Transaction): 'now' | 'credit' | 'card' | 'mixed' | undefined {
  const sale = isSale(tx);
  const cash = tx.lines.some((l) => l.category === ACCOUNT.cash && (sale ? l.amount > 0 : l.amount < 0));
  const credit = tx.lines.some((l) =>
    sale
      ? l.category === ACCOUNT.receivables && l.amount > 0
      : [ACCOUNT.payables, ACCOUNT.suppliers, ACCOUNT.salariesPayable].includes(l.category as never) &&
        l.amount > 0,
  );
  const card = !sale && tx.lines.some((l) => l.category === ACCOUNT.shortTermLoans && l.amount > 0);
  const n = Number(cash) + Number(credit) + Number(card);
  if (n > 1) return 'mixed';
  return cash ? 'now' : credit ? 'credit' : card ? 'card' : undefined;
}

const canResettle = (tx: Transaction): boolean => {
  const own = subjects(tx);
  if (own.length === 0) return false;
  return settledAs(tx) !== undefined && !tx.lines.some((l) => l.section === 'equity');
};

/** Kinds of thing a line can be, by the words that name them; the first family that matches wins. */
const CLASSES: readonly (readonly [RegExp, Reclassification])[] = [
  [
    /licencias? (?:perpetuas?|de por vida|vitalicias?)|de por vida|pago unico|activos? intangibles?|intangibles?/,
    { asset: 'intangible' },
  ],
  [
    /suscripcion(?:es)?|subscripcion(?:es)?|software|plan mensual|plan anual|mensualidad(?:es)? del? (?:programa|sistema|app|software)|licencia mensual|saas/,
    { expense: 'software' },
  ],
  [/publicidad|marketing|anuncios?|pautas?|promocion(?:es)?|campanas?|propaganda/, { expense: 'marketing' }],
  [/alquiler(?:es)?|arriendos?|arrendamiento|renting/, { expense: 'rent' }],
  [
    /honorarios|asesorias?|servicios profesionales|freelances?|freelancers?|autonom[oa]s?|independientes?/,
    { expense: 'professional_fees' },
  ],
  [/servicios basicos|suministros|luz|electricidad|agua|internet|telefono|fibra/, { expense: 'utilities' }],
  [/impuestos?|tasas?|tributos?|arbitrios?/, { expense: 'taxes' }],
  [/gastos? financieros?|comision(?:es)? bancarias?|intereses/, { expense: 'financial' }],
  [/sueldos?|salarios?|nominas?|planillas?/, { expense: 'salaries' }],
  [/otros gastos|seguros?|reparacion(?:es)?|mantenimientos?|insumos de limpieza/, { expense: 'other' }],
  [/maquinarias?|maquinas?/, { asset: 'machinery' }],
  [/vehiculos?|camionetas?|furgonetas?|motos?|autos?|carros?|coches?/, { asset: 'vehicle' }],
  [/mobiliario|muebles|equipos?|activos? fijos?|propiedad,? planta y equipo/, { asset: 'equipment' }],
  [/inventarios?|mercaderias?|mercancias?|stock|para (?:vender|la venta|revender)/, { asset: 'inventory' }],
  [/ventas? de productos|productos/, { income: 'goods' }],
  [/prestacion de servicios|servicios?/, { income: 'services' }],
  [/otros ingresos/, { income: 'other' }],
];

const CLASS_RE = CLASSES.map(
  ([re, to]) => [new RegExp(`(?<![a-z])(?:${re.source})(?![a-z])`, 'g'), to] as const,
);

/** Words before a kind that make it the wrong one ('no es publicidad', 'lo pusiste como marketing'). */
const NEGATED_CLASS =
  /(?:(?:^|[\s,])(?:no|ni)\s+(?:(?:es|era|son|eran|fue|va|iba|corresponde|entra|lo|la)\s+)?(?:(?:en|como|a|de|por)\s+)?(?:(?:un|una|el|la|los|las)\s+)?|(?:pusiste|pusimos|puse|puesto|registraste|registrado|cargaste|cargado|anotaste|anotado|metiste|metimos|metido|clasificaste|clasificado|quedo|esta|aparece|figura|entro)\s+(?:(?:como|en)\s+)(?:(?:un|una|el|la)\s+)?|(?:en vez de|en lugar de)\s+(?:(?:un|una|el|la)\s+)?)$/;

function categoryOf(to: Reclassification): string {
  return accountOfKind(to).category;
}

/** 'es un gasto', 'no es un activo': the section is said, the kind comes from what the entry is. */
const GENERIC_CLASS =
  /(?<![a-z])(?:un |una )?(activo|gasto)s?(?: fijos?| corrientes?| del periodo)?(?![a-z])/g;
type Kind = Reclassification | 'asset' | 'expense';

/** The asset or expense a line is, by the words of its description ('laptop' is equipment). */
function resolve(kind: Kind, line: LedgerLine): Reclassification {
  if (kind !== 'asset' && kind !== 'expense') return kind;
  const concepts = kind === 'asset' ? ASSET_CONCEPTS : EXPENSE_CONCEPTS;
  for (const hit of findConcepts(normalize(line.description), concepts)) {
    const found = kindOfAccount(hit.concept.section, hit.concept.category);
    if (kind === 'asset') {
      if (found && 'asset' in found && found.asset !== 'inventory') return found;
    } else if (found && 'expense' in found) return found;
  }
  return kind === 'asset' ? { asset: 'equipment' } : { expense: 'other' };
}

/** Whether a line is of the kind said ('no es un gasto': any expense line). */
function isKind(kind: Kind, l: LedgerLine): boolean {
  if (kind === 'asset') return l.section === 'assets';
  if (kind === 'expense') return l.section === 'expenses';
  return l.category === categoryOf(kind);
}

/** The kind the message says a line is now, and the one it says it is not. */
function newClass(r: Reading): { to: Kind; from?: Kind } | undefined {
  const hits: { to: Kind; at: number; end: number; negated: boolean; byName?: boolean }[] = [];
  const add = (to: Kind, at: number, end: number, byName = false): void => {
    // 'otros gastos' is one kind: the generic 'gasto' inside it is not another.
    if (hits.some((h) => h.at <= at && at < h.end)) return;
    const negated = NEGATED_CLASS.test(r.text.slice(Math.max(0, at - 40), at));
    hits.push({ to, at, end, negated, ...(byName ? { byName } : {}) });
  };
  for (const [re, to] of CLASS_RE) {
    re.lastIndex = 0;
    for (const m of r.text.matchAll(re)) add(to, m.index, m.index + m[0].length);
  }
  // What the lexicon knows by name ('Canva', 'el hosting', 'Meta Ads') is a kind as well.
  for (const hit of findConcepts(r.text, [...EXPENSE_CONCEPTS, ...ASSET_CONCEPTS])) {
    const kind = kindOfAccount(hit.concept.section, hit.concept.category);
    if (kind) add(kind, hit.start, hit.end, true);
  }
  GENERIC_CLASS.lastIndex = 0;
  for (const m of r.text.matchAll(GENERIC_CLASS))
    add(m[1] === 'activo' ? 'asset' : 'expense', m.index, m.index + m[0].length);
  const olds = hits.filter((h) => h.negated);
  if (olds.length === 0) {
    // 'no era eso: era el alquiler': what was wrong is only pointed at, the right kind is named.
    const pointed = NOT_THAT.exec(r.text);
    if (!pointed) return undefined;
    const named = hits
      .filter((h) => !h.negated && typeof h.to !== 'string' && (!h.byName || h.at > pointed.index))
      .sort((a, b) => a.at - b.at);
    return named[0] ? { to: named[0].to } : undefined;
  }
  const same = (a: Kind, b: Kind): boolean =>
    typeof a === 'string' || typeof b === 'string' ? a === b : categoryOf(a) === categoryOf(b);
  // A thing named before what is wrong is the entry pointed at ('los sillones no son un activo').
  const firstOld = Math.min(...olds.map((o) => o.at));
  const next = hits
    .filter((h) => !h.negated && !olds.some((o) => same(o.to, h.to)) && (!h.byName || h.at > firstOld))
    .sort((a, b) => a.at - b.at)[0];
  if (!next) return undefined;
  return { to: next.to, ...(olds[0] ? { from: olds[0].to } : {}) };
}

/** The wrong kind only pointed at: 'no era eso', 'no es así', 'lo que quedó como…'. */
const NOT_THAT =
  /(?<![a-z])(?:no (?:era|es|fue|son|eran) (?:eso|asi|correcto|lo correcto)|(?:quedo|quedaron|pusiste|registraste|cargaste|anotaste|metiste) como)(?![a-z])/;

const VALUATION =
  /(?<![a-z])(tas(?:o|amos|aron|ada|ado|adas|ados|acion)|valor(?:amos|aron|ada|ado|adas|ados|izamos|izaron|izada|izado|izadas|izados|acion)?|valu(?:amos|aron|ada|ado|adas|ados|acion)|avalu(?:o|amos|aron|ada|ado)|vale|valen|valia|valian|peritaje|perit(?:o|aron))(?![a-z])/;

/** Things contributed or bought whose value can be revised (not cash, not a receivable). */
const things = (tx: Transaction): LedgerLine[] =>
  tx.lines.filter((l) => l.section === 'assets' && !isSettling(l) && l.amount > 0);

// ── the rule ─────────────────────────────────────────────────────────────────────────────

interface Plan {
  /** Entries this correction can apply to. */
  readonly only: (tx: Transaction) => boolean;
  readonly amounts?: readonly Mention[];
  /** Figures of the message this correction reads itself (the part paid now of a split). */
  readonly uses?: readonly Mention[];
  readonly change: (tx: Transaction) => Change | undefined;
}

/** Money figures that are neither the correction's nor already in the entry: a new movement, not a fix. */
function unexplained(tx: Transaction, f: Figures, uses: readonly Mention[] = []): boolean {
  return f.others.some(
    (m) =>
      !uses.includes(m) &&
      !tx.lines.some((l) => Math.abs(l.amount) === m.value) &&
      !itemsOf(tx).some((i) => i.price === m.value || i.count === m.value) &&
      !(isCount(m) && m.value <= 1000),
  );
}

function plans(r: Reading, f: Figures, tokens: readonly string[]): Plan[] {
  const out: Plan[] = [];
  const moneyPairs = f.pairs.filter((p) => p.old.kind !== 'term');
  const valuation = VALUATION.test(r.text);
  if (valuation) {
    const value =
      moneyPairs.find((p) => p.next.kind === 'money')?.next ??
      (f.totals.length === 0 ? f.others[0] : f.totals[0]);
    if (value && value.kind === 'money') {
      const old = moneyPairs.find((p) => p.next === value)?.old;
      out.push({
        only: (tx) => things(tx).length > 0 && (!old || things(tx).some((l) => l.amount === old.value)),
        ...(old ? { amounts: [old] } : {}),
        change: (tx) => {
          const list = things(tx);
          const line =
            (old ? list.find((l) => l.amount === old.value) : undefined) ??
            (list.length === 1 ? list[0] : bestLine(list, tokens));
          if (!line) return undefined;
          return {
            revisions: [{ kind: 'valuation', value: value.value as Cents, line: refOf(line) }],
            named: [line],
          };
        },
      });
    }
  }
  if (moneyPairs.length > 0) {
    out.push({
      only: (tx) => moneyPairs.every((p) => holds(tx, p, r)),
      amounts: moneyPairs.map((p) => p.old),
      change: (tx) => {
        const changes: Change[] = [];
        for (const p of moneyPairs) {
          const c = pairChange(tx, p, r, tokens);
          if (!c) return undefined;
          changes.push(c);
        }
        for (const m of f.totals) {
          const line = mainLine(tx, refTokens(clauseAround(r, m)));
          if (!line || line === 'whole') return undefined;
          changes.push({
            revisions: [{ kind: 'amount', amount: m.value as Cents, line: refOf(line) }],
            named: [line],
          });
        }
        return merge(changes);
      },
    });
  }
  const term = newTerm(r);
  // ('a 18' read as the new term is no new amount.)
  // The figure read as the new term, when it was said bare ('a 18').
  const termFigures = [...f.totals, ...f.others].filter((m) => m.start === term?.next?.start);
  const termSaidBare = termFigures.length > 0;
  if (moneyPairs.length === 0 && f.totals.length === 1 && !valuation && !termSaidBare) {
    const m = f.totals[0];
    if (m)
      out.push({
        only: () => true,
        // 'el de 1.250 eran 1.350': another figure may say which entry, and which line, is meant.
        amounts: f.others,
        change: (tx) => {
          const named = f.others.filter(
            (o) =>
              o.start < m.start &&
              /(?:^|\s)de\s*[$€]?\s*$/.test(r.text.slice(Math.max(0, o.start - 6), o.start)) &&
              tx.lines.some((l) => Math.abs(l.amount) === o.value),
          );
          if (named.length === 1 && named[0]) return amountChange(tx, { next: m, old: named[0] }, tokens);
          const line = mainLine(tx, refTokens(clauseAround(r, m)));
          if (!line) return undefined;
          if (line === 'whole')
            return { revisions: [{ kind: 'amount', amount: m.value as Cents }], named: [], whole: true };
          return {
            revisions: [{ kind: 'amount', amount: m.value as Cents, line: refOf(line) }],
            named: [line],
          };
        },
      });
  }
  if (term && moneyPairs.length === 0) {
    out.push({
      only: hasLoan,
      ...(termSaidBare ? { uses: termFigures } : {}),
      change: (tx) => {
        const lines =
          term.old && term.next ? retell(tx.lines, term.old.value, term.next.value) : [...tx.lines];
        return {
          revisions: [{ kind: 'term', termMonths: term.months }],
          named: tx.lines.filter((l) => LOANS.has(l.category) || CLAIMS.has(l.category)),
          lines,
        };
      },
    });
  }
  const cls = moneyPairs.length === 0 ? newClass(r) : undefined;
  if (cls) {
    const movable = (tx: Transaction): LedgerLine[] =>
      subjects(tx).filter(
        (l) =>
          debe(l) !== 0 &&
          (!cls.from || isKind(cls.from, l)) &&
          l.category !== categoryOf(resolve(cls.to, l)),
      );
    out.push({
      only: (tx) => movable(tx).length > 0,
      change: (tx) => {
        const list = movable(tx);
        const line = list.length === 1 ? list[0] : undefined;
        if (!line) return undefined;
        return {
          revisions: [{ kind: 'account', to: resolve(cls.to, line), line: refOf(line) }],
          named: [line],
        };
      },
    });
  }
  const pay = moneyPairs.length === 0 && f.totals.length === 0 ? newSettlement(r, f) : undefined;
  if (pay) {
    out.push({
      // 'al final nos pagaron en efectivo' about a sale on credit is its collection, not a correction.
      only: (tx) =>
        canResettle(tx) &&
        settledAs(tx) !== pay.kind &&
        (pay.kind !== 'now' || settledAs(tx) !== 'credit' || plainly(r)),
      uses: pay.uses,
      change: (tx) => {
        const settlement = pay.settlement(tx);
        return settlement
          ? { revisions: [{ kind: 'settlement', settlement }], named: [], whole: true }
          : undefined;
      },
    });
  }
  return out;
}

/** The comma stretch around a figure: its words name the line it is for. */
function clauseAround(r: Reading, m: Mention): string {
  const start = Math.max(0, ...[...r.text.slice(0, m.start).matchAll(/[,;:.]\s/g)].map((x) => x.index + 1));
  const rest = r.text.slice(m.end);
  const stop = rest.search(/[,;:.]\s|$/);
  return r.text.slice(start, m.end + (stop < 0 ? rest.length : stop));
}

function edited(tx: Transaction, change: Change): Understood | null {
  const revisions = pinned(tx, change);
  if (!revisions || revisions.length === 0) return null;
  const base = booksLines(change.lines ?? tx.lines);
  const all = applyAll(base, revisions);
  if (all.kind === 'nothing') return null;
  if (all.kind === 'question') return { kind: 'clarify', text: all.text };
  const before = new Map<string, number>();
  for (const l of tx.lines) before.set(keyOf(l), (before.get(keyOf(l)) ?? 0) + l.amount);
  const after = new Map<string, number>();
  for (const l of all.lines) after.set(keyOf(l), (after.get(keyOf(l)) ?? 0) + l.amount);
  const same = before.size === after.size && [...before].every(([k, v]) => after.get(k) === v);
  if (same && !change.lines) return null;
  const head = revisions.slice(0, -1);
  const last = revisions[revisions.length - 1];
  if (!last) return null;
  const start = head.length ? applyAll(base, head) : undefined;
  const lines = start?.kind === 'lines' ? booksLines(start.lines) : base;
  return { kind: 'edit', transactionId: tx.id, lines, revision: last, name: nameOf(tx) };
}

/** Every specific word of a restated figure names the entry ('el alquiler de abril' is not March's). */
function allNamed(tokens: readonly string[], tx: Transaction): boolean {
  const target = `${tx.text} | ${tx.lines.map((l) => l.category).join(' ')}`;
  return tokens.filter((t) => !isGeneric(t)).every((t) => matchScore([t], target).score > 0);
}

/** A value said for a thing that comes in ('entra como socio y trae…', 'mete en la SL su…'). */
const BRINGS_IN =
  /(?<![a-z])(?:entra|entro|entran) como soci[oa]s?|(?<![a-z])(?:trae|traen|trajo|traigo|traemos|mete|meten|metio|meto|metemos|aporta|aportan|aporto|aportamos|pone|ponen|pongo|ponemos)(?![a-z])/;

/**
 * 'Juancho entra como socio y trae sus cabinas, lo avaluamos en 14 palos': a value given to a thing
 * brought in now is a new contribution, unless a contribution of that thing is already in the books.
 */
function newThingValued(r: Reading, ledger: Ledger, raw: string): boolean {
  if (!BRINGS_IN.test(r.text)) return false;
  if (CORRECTION.test(r.text.replace(VALUED, ' '))) return false;
  const words = refTokens(r.text);
  // 'Mafer trae su kayak…' beside 'Renzo aporta 2 kayaks': another partner's thing is a new one.
  return !ledger.transactions.some(
    (tx) =>
      tx.lines.some((l) => l.section === 'equity' && l.amount > 0) &&
      things(tx).length > 0 &&
      matchScore(words, tx.text).specific > 0 &&
      !namesOtherParty(raw, tx.text),
  );
}

export const correction: Rule = ({ r, ledger, raw }) => {
  if (!isCorrection(r) || ledger.transactions.length === 0) return null;
  if (newThingValued(r, ledger, raw)) return null;
  const f = figures(r);
  const text = withOriginalWords(r.text, raw, ledger);
  const tokens = refTokens(text);
  const plain = stated(r);
  let options: readonly Transaction[] | undefined;
  for (const plan of plans(r, f, tokens)) {
    const found: Picked = pickEntry(text, ledger, {
      only: plan.only,
      ...(plan.amounts ? { amounts: plan.amounts } : {}),
    });
    if (found.kind === 'ambiguous') {
      // A figure none of the candidates holds, with a verb of its own, is a new movement.
      const txs = found.options.flatMap((o) => ledger.transactions.filter((t) => t.id === o.id));
      if (MOVEMENT.test(r.text) && txs.every((t) => unexplained(t, f, plan.uses))) return null;
      options ??= found.options;
      continue;
    }
    if (found.kind === 'none' || (!plain && !found.strong)) continue;
    const tx = ledger.transactions.find((t) => t.id === found.tx.id);
    if (!tx || (!plain && !allNamed(tokens, tx))) continue;
    if (unexplained(tx, f, plan.uses) && MOVEMENT.test(r.text)) return null;
    const planned = plan.change(tx);
    if (!planned) continue;
    // 'el total sí fue 485': a line said to be right is put back as it was after the change.
    const kept = confirmed(r).flatMap((m) => {
      const l = tx.lines.find((x) => Math.abs(x.amount) === m.value);
      return l ? [{ kind: 'amount', amount: m.value as Cents, line: refOf(l) } as Revision] : [];
    });
    const change = kept.length ? { ...planned, revisions: [...planned.revisions, ...kept] } : planned;
    const out = edited(tx, change);
    if (out) return out;
  }
  if (
    options &&
    options.length <= 4 &&
    plain &&
    (FIX_VERB.test(r.text) || detectIntent(r.text, true) === 'edit')
  )
    return { kind: 'clarify', text: `¿Cuál de estos movimientos corrijo: ${namesOf(options)}?` };
  return null;
};
