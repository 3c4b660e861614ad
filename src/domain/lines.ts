import { ACCOUNT, catalogTypeOf } from './catalog';
import { cents, type Cents } from './money';
import { SECTIONS, sectionHasType, type AccountType, type Section } from './sections';

/**
 * One line of a double-entry entry. `amount` is the signed change of its section's balance (an asset
 * that goes down is negative, an expense incurred is positive), so every section sums to its total.
 */
export interface Line {
  readonly id: string;
  /** The entry the line belongs to; lines typed by hand in older data may have none. */
  readonly transactionId?: string;
  readonly section: Section;
  /** Account (assets, liabilities, equity) or category (revenues, expenses) name. */
  readonly category: string;
  /** Term, only for assets and liabilities. */
  readonly type?: AccountType;
  readonly description: string;
  readonly amount: Cents;
  /** YYYY-MM-DD, within the report's period, when the user said when it happened. */
  readonly date?: string;
  /** A category the company added, not in the catalogue. Never saved (specification §3). */
  readonly isCustom?: boolean;
  /**
   * The transactionId of the entry whose receivable or payable this line settles (paying later for a
   * machine bought on credit names the purchase). The cash flow needs the origin to classify the
   * payment (NIIF para las PYMES 7.5, 7.16); without it the origin is inferred first-in-first-out.
   */
  readonly settles?: string;
}

/**
 * A line with every field present, in one fixed order (absent ones undefined). Lines built here all
 * share one hidden class, so the statements' loops over 100,000 of them read fields at one known
 * offset instead of going through a cache of shapes; JSON and the equality checks ignore the
 * undefined fields.
 */
export function makeLine(f: Line): Line {
  return {
    id: f.id,
    transactionId: f.transactionId,
    section: f.section,
    category: f.category,
    type: f.type,
    description: f.description,
    amount: f.amount,
    date: f.date,
    isCustom: f.isCustom,
    settles: f.settles,
  };
}

/** The working state: the five lists of the specification, in the order lines were added. */
export type WorkingState = Record<Section, Line[]>;

/** Any state the domain reads; functions accept it so callers may hold frozen or readonly lists. */
export type StateView = { readonly [S in Section]: readonly Line[] };

export function emptyState(): WorkingState {
  return { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
}

export function countLines(state: StateView): number {
  let n = 0;
  for (const s of SECTIONS) n += state[s].length;
  return n;
}

/**
 * The term of an asset or liability line. Older or hand-made lines may lack it: the catalogue knows
 * the term of its accounts, and anything else counts as current so no amount drops out of the totals.
 */
export function termOf(line: Pick<Line, 'section' | 'category' | 'type'>): AccountType | undefined {
  if (!sectionHasType(line.section)) return undefined;
  return line.type ?? catalogTypeOf(line.section, line.category) ?? 'corriente';
}

export function isCashLine(line: Pick<Line, 'section' | 'category'>): boolean {
  return line.section === 'assets' && line.category === ACCOUNT.cash;
}

/** Identifies an account across sections and terms (a custom name may exist in both terms). */
export function accountKey(line: Pick<Line, 'section' | 'category' | 'type'>): string {
  const term = termOf(line);
  return term ? `${line.section}|${term}|${line.category}` : `${line.section}||${line.category}`;
}

export function findLine(state: StateView, lineId: string): Line | undefined {
  for (const s of SECTIONS) {
    const hit = state[s].find((l) => l.id === lineId);
    if (hit) return hit;
  }
  return undefined;
}

export function hasTransaction(state: StateView, transactionId: string): boolean {
  return SECTIONS.some((s) => state[s].some((l) => l.transactionId === transactionId));
}

/** A new state without the lines of these entries; untouched sections keep their arrays. */
export function removeTransactions(state: StateView, transactionIds: ReadonlySet<string>): WorkingState {
  const next = emptyState();
  for (const s of SECTIONS) {
    const list = state[s];
    const kept = list.filter((l) => l.transactionId === undefined || !transactionIds.has(l.transactionId));
    next[s] = kept.length === list.length ? (list as Line[]) : kept;
  }
  return next;
}

/** A new state with the lines appended to their sections, in order. */
export function appendLines(state: StateView, lines: readonly Line[]): WorkingState {
  const next = emptyState();
  for (const s of SECTIONS) next[s] = state[s] as Line[];
  for (const s of SECTIONS) {
    const added = lines.filter((l) => l.section === s);
    if (added.length) next[s] = [...state[s], ...added];
  }
  return next;
}

export interface DeleteItemResult {
  readonly state: WorkingState;
  /** 'entry' when the whole entry went (toast 'Transacción Eliminada'), 'line' for a lone line ('Elemento Eliminado'). */
  readonly removed: 'entry' | 'line';
  readonly toast: 'Transacción Eliminada' | 'Elemento Eliminado';
  readonly transactionId?: string;
  readonly removedLineIds: readonly string[];
}

/**
 * Manual deletion from the side panel (specification §4): the whole entry when the line has one, so
 * the books stay balanced, else the line alone. Null when no line has that id.
 */
export function deleteItem(state: StateView, lineId: string): DeleteItemResult | null {
  const line = findLine(state, lineId);
  if (!line) return null;
  const txId = line.transactionId;
  if (txId !== undefined) {
    const removedLineIds: string[] = [];
    for (const s of SECTIONS)
      for (const l of state[s]) if (l.transactionId === txId) removedLineIds.push(l.id);
    return {
      state: removeTransactions(state, new Set([txId])),
      removed: 'entry',
      toast: 'Transacción Eliminada',
      transactionId: txId,
      removedLineIds,
    };
  }
  const next = emptyState();
  for (const s of SECTIONS)
    next[s] = s === line.section ? state[s].filter((l) => l.id !== lineId) : (state[s] as Line[]);
  return { state: next, removed: 'line', toast: 'Elemento Eliminado', removedLineIds: [lineId] };
}

/** Total of one section, in cents. */
export function sectionTotal(state: StateView, section: Section): Cents {
  let t = 0;
  for (const l of state[section]) t += l.amount;
  return cents(t);
}

/** Slot of an account's (section, term) pair, so per-account tables need no composite string keys. */
export function accountSlot(line: Pick<Line, 'section' | 'category' | 'type'>): number {
  return slotOf(line.section, sectionHasType(line.section) ? termOf(line) : undefined);
}

/** The same slot from a section and an already resolved term. */
export function slotOf(section: Section, term: AccountType | undefined): number {
  switch (section) {
    case 'assets':
      return term === 'no_corriente' ? 1 : 0;
    case 'liabilities':
      return term === 'no_corriente' ? 3 : 2;
    case 'equity':
      return 4;
    case 'revenues':
      return 5;
    case 'expenses':
      return 6;
  }
}

/**
 * A table keyed by account (section, term and name). Hot loops over 100,000 lines use it instead of
 * building a string key per line: looking up an existing name is far cheaper than hashing a new
 * string. One map by name holding a small row per slot keeps the lookup on a single, known map,
 * which the JIT inlines (an array of maps picked per call is several times slower).
 */
export class AccountTable<T> {
  private readonly byName = new Map<string, (T | undefined)[]>();

  get(slot: number, category: string): T | undefined {
    const row = this.byName.get(category);
    return row === undefined ? undefined : row[slot];
  }

  set(slot: number, category: string, value: T): void {
    let row = this.byName.get(category);
    if (row === undefined) {
      row = [undefined, undefined, undefined, undefined, undefined, undefined, undefined];
      this.byName.set(category, row);
    }
    row[slot] = value;
  }
}
