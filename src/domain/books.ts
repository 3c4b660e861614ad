import { accountBalances, assignAccounts, sortAccounts, type AccountIds } from './accounts';
import {
  indexEntries,
  indexFromEntries,
  OPENING_TRANSACTION_ID,
  type Entry,
  type EntryIndex,
} from './entries';

/** The journal's concept of the opening entry. */
export const OPENING_CONCEPT = 'Asiento de apertura';
import { termOf, type Line, type StateView } from './lines';
import { cents, type Cents } from './money';
import { NORMAL_SIDE, type AccountType, type Section } from './sections';

const NONE = 0 as Cents;

export type BalanceSide = 'deudor' | 'acreedor' | 'saldada';

/**
 * A line as the books write it. The same object is a movement of its account in the Libro Mayor,
 * so it also carries the entry's number and date and the account's balance right after it: the
 * ledger then lists these objects instead of copying 100,000 of them.
 */
export interface JournalLine {
  readonly lineId: string;
  readonly entryNumber: number;
  readonly date?: string;
  readonly account: string;
  /** The account across the books: section|term|name, as LedgerAccount.key. */
  readonly accountKey: string;
  readonly section: Section;
  readonly type?: AccountType;
  /** The line's own description, or the entry's concept when it has none. */
  readonly description: string;
  readonly debe: Cents;
  readonly haber: Cents;
  readonly isCustom: boolean;
  /** The account's balance after this line (positive, on `side`), as the Libro Mayor shows it. */
  readonly balance: Cents;
  readonly side: BalanceSide;
}

export interface JournalEntry {
  /** 1, 2, 3… in the journal's order. */
  readonly number: number;
  readonly transactionId?: string;
  /** The asiento de apertura: the balances the period starts from, always the first entry. */
  readonly opening: boolean;
  readonly date?: string;
  readonly concept: string;
  /** Debe lines first, then Haber lines, as a journal is written. */
  readonly lines: readonly JournalLine[];
  readonly totalDebe: Cents;
  readonly totalHaber: Cents;
  readonly balanced: boolean;
  /** Why the entry does not balance, when it does not. */
  readonly note?: string;
}

export interface Journal {
  readonly title: string;
  readonly entries: readonly JournalEntry[];
  readonly totalDebe: Cents;
  readonly totalHaber: Cents;
  readonly balanced: boolean;
  readonly unbalancedCount: number;
}

export interface JournalOptions {
  /**
   * 'appearance' (default): the order the entries were booked. 'date': by date, an undated entry
   * staying right after the entry booked before it (the user tells movements in order).
   */
  readonly order?: 'appearance' | 'date';
}

/** Libro Diario: every entry with number, date, accounts, concept and Debe/Haber columns. */
export function journal(state: StateView, opts: JournalOptions = {}): Journal {
  return journalFromIndex(indexEntries(state), opts);
}

export function journalFromEntries(entries: readonly Entry[], opts: JournalOptions = {}): Journal {
  return journalFromIndex(indexFromEntries(entries), opts);
}

export function journalFromIndex(
  ix: EntryIndex,
  opts: JournalOptions = {},
  ids: AccountIds = assignAccounts(ix.flat),
): Journal {
  const positions = opts.order === 'date' ? byDate(ix) : null;
  const flat = ix.flat;
  const accountOf = ids.of;
  const accounts = ids.accounts;
  // Running Debe − Haber per account, for the balance each line leaves in the Libro Mayor.
  const running = new Float64Array(accounts.length);
  const out = new Array<JournalEntry>(ix.size);
  let totalDebe = 0;
  let totalHaber = 0;
  let unbalanced = 0;
  // Hot path (100,000 lines): objects of one shape each, absent fields undefined, no spreads, and
  // no imported table read per line (under tsx each read of an imported binding is a getter call).
  for (let e = 0; e < ix.size; e++) {
    const p = positions ? (positions[e] as number) : e;
    const from = ix.start[p] as number;
    const to = ix.start[p + 1] as number;
    const number = e + 1;
    const date = ix.dates[p];
    // The concept as conceptOf() gives it: the first Debe line's description, else the first one.
    let concept = '';
    let firstDescription = '';
    for (let i = from; i < to; i++) {
      const l = flat[i] as Line;
      if (!l.description) continue;
      if (!firstDescription) firstDescription = l.description;
      const a = l.amount;
      if (a !== 0 && (l.section === 'assets' || l.section === 'expenses') === a > 0) {
        concept = l.description;
        break;
      }
    }
    if (!concept) concept = firstDescription;
    const transactionId = (flat[from] as Line).transactionId;
    const opening = transactionId === OPENING_TRANSACTION_ID;
    if (opening) concept = OPENING_CONCEPT;
    const lines = new Array<JournalLine>(to - from);
    let k = 0;
    let d = 0;
    let h = 0;
    // Two passes write the Debe lines first and the Haber lines after, as a journal is written.
    for (let pass = 0; pass < 2; pass++) {
      for (let i = from; i < to; i++) {
        const l = flat[i] as Line;
        const a = l.amount;
        const section = l.section;
        const normalDebe = section === 'assets' || section === 'expenses';
        const onDebe = a === 0 || normalDebe === a > 0;
        if (onDebe !== (pass === 0)) continue;
        const abs = (a < 0 ? -a : a) as Cents;
        if (onDebe) d += abs;
        else h += abs;
        const id = accountOf[i] as number;
        const net = (running[id] as number) + (onDebe ? abs : -abs);
        running[id] = net;
        lines[k++] = {
          lineId: l.id,
          entryNumber: number,
          date,
          account: l.category,
          accountKey: (accounts[id] as AccountIds['accounts'][number]).key,
          section,
          type: section === 'assets' || section === 'liabilities' ? (l.type ?? termOf(l)) : undefined,
          description: l.description || concept,
          debe: onDebe ? abs : NONE,
          haber: onDebe ? NONE : abs,
          isCustom: l.isCustom === true,
          balance: (net < 0 ? -net : net) as Cents,
          side: net > 0 ? 'deudor' : net < 0 ? 'acreedor' : 'saldada',
        };
      }
    }
    totalDebe += d;
    totalHaber += h;
    const balanced = d === h;
    if (!balanced) unbalanced++;
    out[e] = {
      number,
      transactionId,
      opening,
      date,
      concept,
      lines,
      totalDebe: d as Cents,
      totalHaber: h as Cents,
      balanced,
      note: balanced ? undefined : transactionId === undefined ? 'Sin contrapartida' : 'Asiento descuadrado',
    };
  }
  return {
    title: 'Libro Diario',
    entries: out,
    totalDebe: cents(totalDebe),
    totalHaber: cents(totalHaber),
    balanced: totalDebe === totalHaber && unbalanced === 0,
    unbalancedCount: unbalanced,
  };
}

/** Positions sorted by date; an undated entry keeps the date of the entry booked before it. */
function byDate(ix: EntryIndex): Int32Array {
  let carried = '';
  const keyed = new Array<{ date: string; p: number }>(ix.size);
  for (let p = 0; p < ix.size; p++) {
    const d = ix.dates[p];
    if (d !== undefined) carried = d;
    keyed[p] = { date: carried, p };
  }
  keyed.sort((a, b) => (a.date === b.date ? a.p - b.p : a.date < b.date ? -1 : 1));
  return Int32Array.from(keyed, (k) => k.p);
}

/** A movement of the Libro Mayor: the journal line itself (entry number, date, Debe, Haber, balance after it). */
export type LedgerMovement = JournalLine;

export interface LedgerAccount {
  readonly key: string;
  readonly account: string;
  readonly section: Section;
  readonly type?: AccountType;
  readonly isCustom: boolean;
  /** The side the account normally carries its balance on. */
  readonly nature: 'deudora' | 'acreedora';
  readonly movements: readonly LedgerMovement[];
  readonly totalDebe: Cents;
  readonly totalHaber: Cents;
  /** Final balance as a positive amount on `side`. */
  readonly balance: Cents;
  readonly side: BalanceSide;
}

export interface Ledger {
  readonly title: string;
  readonly accounts: readonly LedgerAccount[];
}

/** Libro Mayor: per account, its movements with running balance, and whether it ends deudor or acreedor. */
export function ledger(state: StateView, opts: JournalOptions = {}): Ledger {
  return ledgerFromJournal(journal(state, opts));
}

interface AccountAcc {
  key: string;
  account: string;
  section: Section;
  type: AccountType | undefined;
  isCustom: boolean;
  movements: LedgerMovement[];
  debe: number;
  haber: number;
}

/**
 * The ledger from a journal: its lines grouped by account, in journal order. Lines are grouped by
 * their accountKey, a string each account's lines share, so the small map hashes each key once.
 */
export function ledgerFromJournal(j: Journal): Ledger {
  const byKey = new Map<string, AccountAcc>();
  for (const entry of j.entries) {
    for (const l of entry.lines) {
      let acc = byKey.get(l.accountKey);
      if (acc === undefined) {
        acc = {
          key: l.accountKey,
          account: l.account,
          section: l.section,
          type: l.type,
          isCustom: l.isCustom,
          movements: [],
          debe: 0,
          haber: 0,
        };
        byKey.set(l.accountKey, acc);
      }
      acc.movements.push(l);
      acc.debe += l.debe;
      acc.haber += l.haber;
    }
  }
  return {
    title: 'Libro Mayor',
    accounts: sortAccounts([...byKey.values()]).map((a) => {
      const net = a.debe - a.haber;
      return {
        key: a.key,
        account: a.account,
        section: a.section,
        type: a.type,
        isCustom: a.isCustom,
        nature: NORMAL_SIDE[a.section] === 'debe' ? 'deudora' : 'acreedora',
        movements: a.movements,
        totalDebe: cents(a.debe),
        totalHaber: cents(a.haber),
        balance: cents(Math.abs(net)),
        side: sideOf(net),
      };
    }),
  };
}

function sideOf(net: number): BalanceSide {
  return net > 0 ? 'deudor' : net < 0 ? 'acreedor' : 'saldada';
}

export interface TrialBalanceRow {
  readonly key: string;
  readonly account: string;
  readonly section: Section;
  readonly type?: AccountType;
  /** Sums: everything written on each side. */
  readonly debe: Cents;
  readonly haber: Cents;
  /** Balances: the difference, on the side it falls. */
  readonly saldoDeudor: Cents;
  readonly saldoAcreedor: Cents;
}

export interface TrialBalance {
  readonly title: string;
  readonly rows: readonly TrialBalanceRow[];
  readonly totalDebe: Cents;
  readonly totalHaber: Cents;
  readonly totalSaldoDeudor: Cents;
  readonly totalSaldoAcreedor: Cents;
  /** Sums and balances agree on both sides: every entry balanced. */
  readonly balanced: boolean;
}

/** Balance de comprobación de sumas y saldos. Order does not matter here, so it reads the lists directly. */
export function trialBalance(state: StateView): TrialBalance {
  return trialBalanceFrom(accountBalances(state));
}

/** The trial balance from account balances already summed (or from a ledger's accounts). */
export function trialBalanceFrom(
  accounts: readonly {
    key: string;
    account: string;
    section: Section;
    type?: AccountType;
    debe: number;
    haber: number;
  }[],
): TrialBalance {
  return trialBalanceOf(accounts);
}

/** The trial balance from a ledger already built (same accounts, same order). */
export function trialBalanceFromLedger(l: Ledger): TrialBalance {
  return trialBalanceOf(
    l.accounts.map((a) => ({
      key: a.key,
      account: a.account,
      section: a.section,
      type: a.type,
      debe: a.totalDebe,
      haber: a.totalHaber,
    })),
  );
}

function trialBalanceOf(
  accounts: readonly {
    key: string;
    account: string;
    section: Section;
    type?: AccountType;
    debe: number;
    haber: number;
  }[],
): TrialBalance {
  let td = 0;
  let th = 0;
  let sd = 0;
  let sa = 0;
  const rows: TrialBalanceRow[] = accounts.map((a) => {
    const net = a.debe - a.haber;
    td += a.debe;
    th += a.haber;
    if (net > 0) sd += net;
    else sa -= net;
    return {
      key: a.key,
      account: a.account,
      section: a.section,
      type: a.type,
      debe: cents(a.debe),
      haber: cents(a.haber),
      saldoDeudor: cents(net > 0 ? net : 0),
      saldoAcreedor: cents(net < 0 ? -net : 0),
    };
  });
  return {
    title: 'Balance de comprobación de sumas y saldos',
    rows,
    totalDebe: cents(td),
    totalHaber: cents(th),
    totalSaldoDeudor: cents(sd),
    totalSaldoAcreedor: cents(sa),
    balanced: td === th && sd === sa,
  };
}
