import { ACCOUNT, toUnits } from '../../domain';
import type { AssistantState } from '../../shared/assistant';
import type { Mention } from '../local/amounts';
import { joinEs } from '../local/format';
import { Ledger, type LedgerLine, type Transaction } from '../local/ledger';
import { describeTx, findReferenced } from '../local/references';
import { canonical, isGeneric, refTokens } from '../local/refs';
import { normalize, words } from '../local/text';
import { fixTypos } from '../local/typos';

/**
 * Which entry of the books a correction or a deletion means: by the words of its description, an
 * amount it holds, 'el último', or one copy of a duplicate. Built on the general reader's
 * `findReferenced`, with the cues of time and duplicates read here so that words of the reason
 * ('al final lo pagó Facu') never pick another entry.
 */
export type Picked =
  | { readonly kind: 'one'; readonly tx: Transaction; readonly strong: boolean }
  | { readonly kind: 'ambiguous'; readonly options: readonly Transaction[] }
  | { readonly kind: 'none' };

/** 'el último', 'lo más reciente', 'lo recién cargado', 'lo que acabo de anotar'. */
export const LAST =
  /(?<![a-z])(el ultimo|la ultima|lo ultimo|los ultimos|ultimo (?:movimiento|registro|asiento|apunte)|(?:lo|el|la) mas recientes?|mas reciente|lo de recien|el de recien|lo recien [a-z]+|recien (?:cargad|registrad|anotad|apuntad|subid|puest|metid|ingresad|capturad)[a-z]*|lo que (?:acabo|acabamos|acabas) de [a-z]+|(?:el|la) (?:movimiento|registro|asiento|apunte|gasto|pago|venta|compra|cobro|operacion) anterior|(?:el|lo) anterior|(?:eso|esto|ese|este|esa|esta) ultim[oa])(?![a-z])/;
/** The entry is in the books twice. */
export const DUPLICATE =
  /(?<![a-z])(dos veces|2 veces|duplicad[oa]s?|repetid[oa]s?|por duplicado|doble|el que sobra|la que sobra|lo que sobra|sobra|sobrante|de mas|la copia|el repetido)(?![a-z])/;
/** Which copy: the earlier one; otherwise the later copy is the one that goes. */
const FIRST =
  /(?<![a-z])(el primero|la primera|el primer|el de antes|la de antes|el original|la original|el mas antiguo)(?![a-z])/;
const SECOND =
  /(?<![a-z])(el segundo|la segunda|el otro|la otra|el de despues|la de despues|la ultima copia|una de las dos|uno de los dos|el nuevo|la nueva)(?![a-z])/;

/** Words that say how, when or why, never which entry. */
const NOT_A_REFERENCE = new Set(
  (
    'reciente recien cargue cargado cargada cargamos cargaste capture capturado capturada subi subido meti metido ' +
    'ingrese ingresado apuntado apuntada anotado anotada puesto puesta sobra sobrante sobran doble copia veces ' +
    'duplicado duplicada duplicados duplicadas repetido repetidos repetidas mal error errores equivoque equivocamos ' +
    'confundi enrede ojo oye perdon porfa favor please pls corregi corrigelo corregilo corregila corrige arregla ' +
    'arreglalo acabo acabamos igual mismo misma nuevo nueva anterior original uno una'
  ).split(' '),
);

const CUE_WORDS = new RegExp(`${LAST.source}|${DUPLICATE.source}|${FIRST.source}|${SECOND.source}`, 'g');

/** The text without the cues of time and copies, and without words that name no entry. */
function bare(text: string): string {
  return (
    text
      .replace(CUE_WORDS, ' ')
      // 'pagos' stems to 'pago', a word that names no entry ('los dos pagos del internet').
      .replace(/(?<![a-z])pagos(?![a-z])/g, 'pago')
      .split(/\s+/)
      .filter((w) => !NOT_A_REFERENCE.has(w))
      .join(' ')
  );
}

/** Content words of a stretch that could name an entry. */
export function contentTokens(text: string): string[] {
  return refTokens(bare(text));
}

/**
 * Words the typo repair changed ('plantas' read as 'llantas', 'furgo' as 'furgon'): a word the books
 * hold is put back in place of the repair; another is added beside it.
 */
const vocabs = new WeakMap<Ledger, ReadonlySet<string>>();

/** Every word the descriptions of the books hold. */
function vocabOf(ledger: Ledger): ReadonlySet<string> {
  let vocab = vocabs.get(ledger);
  if (!vocab) {
    vocab = new Set(words(normalize(ledger.transactions.map((t) => t.text).join(' '))));
    vocabs.set(ledger, vocab);
  }
  return vocab;
}

const repaired = new Map<string, string>();

function repair(word: string): string {
  let fixed = repaired.get(word);
  if (fixed === undefined) {
    fixed = fixTypos(word);
    if (repaired.size > 5000) repaired.clear();
    repaired.set(word, fixed);
  }
  return fixed;
}

export function withOriginalWords(text: string, raw: string, ledger: Ledger): string {
  const vocab = vocabOf(ledger);
  let out = text;
  const extra: string[] = [];
  for (const w of words(normalize(raw))) {
    if (w.length < 4 || new RegExp(`(?<![a-z])${w}(?![a-z])`).test(out)) continue;
    const fixed = repair(w);
    if (fixed === w) continue;
    const re = new RegExp(`(?<![a-z])${fixed}(?![a-z])`);
    if (!re.test(out)) continue;
    if (vocab.has(w)) out = out.replace(re, w);
    else extra.push(w);
  }
  return extra.length ? `${out} ${extra.join(' ')}` : out;
}

/**
 * Clipped words ('la furgo', 'la publi', 'la bici') name the longer word of a description they start:
 * it is added when exactly one word of the books starts with them.
 */
export function withWholeWords(text: string, ledger: Ledger): string {
  const vocab = vocabOf(ledger);
  const extra: string[] = [];
  for (const w of new Set(words(text))) {
    if (w.length < 4 || vocab.has(w) || refTokens(w).length === 0 || isGeneric(canonical(w))) continue;
    if ([...vocab].some((v) => canonical(v) === canonical(w))) continue;
    const longer = [...vocab].filter((v) => v.length >= w.length + 2 && v.startsWith(w));
    if (longer.length === 1 && longer[0]) extra.push(longer[0]);
  }
  return extra.length ? `${text} ${extra.join(' ')}` : text;
}

/** The books with only the transactions `keep` accepts, lines in their original order. */
export function restrict(ledger: Ledger, keep: (tx: Transaction) => boolean): Ledger {
  const kept = new Set(ledger.transactions.filter(keep).map((t) => t.id));
  const state: AssistantState = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
  for (const l of ledger.lines) {
    if (!l.transactionId || !kept.has(l.transactionId)) continue;
    state[l.section].push({
      transactionId: l.transactionId,
      description: l.description,
      amount: toUnits(l.amount),
      category: l.category,
      ...(l.type ? { type: l.type } : {}),
    });
  }
  return new Ledger(state);
}

const signature = (t: Transaction): string =>
  t.lines
    .map((l) => `${l.section}|${l.category}|${l.amount}`)
    .sort()
    .join(';');

/** Copies of `tx` (same accounts and amounts), `tx` included, in booking order. */
export function copiesOf(tx: Transaction, ledger: Ledger): Transaction[] {
  const sig = signature(tx);
  return ledger.transactions.filter((t) => signature(t) === sig);
}

function oneOf(tx: Transaction | undefined, strong = false): Picked {
  return tx ? { kind: 'one', tx, strong } : { kind: 'none' };
}

export interface PickOptions {
  /** Amounts the message gives for the entry (an old figure it corrects, 'la fibra de 29,90'). */
  readonly amounts?: readonly Mention[];
  /** Only entries a correction can apply to (a loan for a term, a purchase for a payment). */
  readonly only?: (tx: Transaction) => boolean;
  readonly exclude?: ReadonlySet<string>;
}

/**
 * The entry a stretch of text names. 'el último' is the latest entry (or the latest of those its
 * words name); a duplicate is its later copy unless the text asks for the first; with `only`, the one
 * entry a correction can apply to is meant even when the words are vague.
 */
export function pickEntry(text: string, ledger: Ledger, opts: PickOptions = {}): Picked {
  const pool = restrict(
    ledger,
    (tx) => !tx.id.startsWith('__line') && !opts.exclude?.has(tx.id) && (opts.only?.(tx) ?? true),
  );
  const txs = pool.transactions;
  if (txs.length === 0) return { kind: 'none' };
  if (opts.only) {
    // The words clearly name an entry this correction cannot apply to: it is not meant for it.
    const all = restrict(ledger, (tx) => !tx.id.startsWith('__line') && !opts.exclude?.has(tx.id));
    const named = findReferenced(bare(withWholeWords(text, ledger)), all, opts.amounts ?? []);
    if (named.kind === 'one' && named.strong && !opts.only(named.tx)) return { kind: 'none' };
  }
  const last = LAST.test(text);
  const first = FIRST.test(text);
  const dup = DUPLICATE.test(text) || SECOND.test(text);
  const stripped = bare(withWholeWords(text, ledger));
  const amounts = opts.amounts ?? [];
  const latest = (list: readonly Transaction[]): Transaction | undefined => list[list.length - 1];
  const copy = (tx: Transaction): Transaction | undefined => {
    const copies = copiesOf(tx, pool);
    if (copies.length < 2) return tx;
    return first ? copies[0] : latest(copies);
  };
  if (refTokens(stripped).length === 0 && amounts.length === 0) {
    if (last) return oneOf(pool.last);
    if (dup) {
      const groups = new Map<string, Transaction[]>();
      for (const t of txs) groups.set(signature(t), [...(groups.get(signature(t)) ?? []), t]);
      const twice = [...groups.values()].filter((g) => g.length > 1);
      return twice.length === 1 && twice[0]
        ? oneOf(first ? twice[0][0] : latest(twice[0]))
        : { kind: 'none' };
    }
    return opts.only && txs.length === 1 ? oneOf(txs[0]) : { kind: 'none' };
  }
  const found = findReferenced(stripped, pool, amounts);
  if (found.kind === 'none') {
    if (last) return oneOf(pool.last);
    return opts.only && txs.length === 1 ? oneOf(txs[0]) : { kind: 'none' };
  }
  if (found.kind === 'one') return dup ? oneOf(copy(found.tx), found.strong) : oneOf(found.tx, found.strong);
  const options = found.options;
  if (last) return oneOf(latest(options));
  if (first && dup) return oneOf(options[0]);
  const sig = options[0] ? signature(options[0]) : '';
  if (options.every((o) => signature(o) === sig)) return oneOf(first ? options[0] : latest(options));
  if (dup) {
    // The copies among the candidates: the one group of entries in the books twice.
    const twice = options.filter((o) => options.some((p) => p !== o && signature(p) === signature(o)));
    const sigs = new Set(twice.map(signature));
    if (sigs.size === 1) return oneOf(first ? twice[0] : latest(twice));
  }
  return found;
}

/** How an entry is named to the user: its description and its largest amount, never its id. */
export function nameOf(tx: Transaction): string {
  return `«${describeTx(tx)}»`;
}

export function namesOf(list: readonly Transaction[]): string {
  return joinEs(list.map(nameOf));
}

/** Accounts that say how an entry was paid or collected: cash, a receivable, a debt. */
const SETTLING = new Set<string>([
  ACCOUNT.cash,
  ACCOUNT.receivables,
  ACCOUNT.payables,
  ACCOUNT.suppliers,
  ACCOUNT.salariesPayable,
  ACCOUNT.taxesPayable,
  ACCOUNT.shortTermLoans,
  ACCOUNT.longTermLoans,
  ACCOUNT.mortgages,
]);

export function isSettling(l: Pick<LedgerLine, 'category'>): boolean {
  return SETTLING.has(l.category);
}

/**
 * Entries that settle or undo `tx`: they move one of its accounts other than cash the other way ('la
 * venta y su cobro', 'el préstamo y su devolución', 'la comisión y el pago de la tarjeta'), nearest
 * in amount first.
 */
export function settlementsOf(tx: Transaction, ledger: Ledger, exclude: ReadonlySet<string>): Transaction[] {
  const moved = tx.lines.filter((l) => l.category !== ACCOUNT.cash);
  const key = (l: LedgerLine): string => `${l.section}|${l.category}`;
  const scored = ledger.transactions
    .filter((t) => t.id !== tx.id && !exclude.has(t.id) && !t.id.startsWith('__line'))
    .map((t, index) => {
      const shared = t.lines.filter((l) =>
        moved.some((m) => key(m) === key(l) && Math.sign(m.amount) === -Math.sign(l.amount)),
      );
      if (shared.length === 0) return { t, score: -1, index };
      const sameAmount = shared.some((l) => moved.some((m) => Math.abs(m.amount) === Math.abs(l.amount)));
      const words = refTokens(tx.text).filter((w) => refTokens(t.text).includes(w)).length;
      return { t, score: (sameAmount ? 2 : 0) + words, index };
    })
    .filter((s) => s.score >= 0)
    .sort((a, b) => b.score - a.score || b.index - a.index);
  return scored.map((s) => s.t);
}
