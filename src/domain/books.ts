import { accountBalances, sortAccounts, type AccountIds, type AccountInfo } from './accounts';
import { indexEntries, indexFromEntries, type Entry, type EntryIndex } from './entries';
import { AccountTable, slotOf, termOf, type Line, type StateView } from './lines';
import { cents, type Cents } from './money';

const NONE = 0 as Cents;
import { NORMAL_SIDE, type AccountType, type Section } from './sections';

export interface JournalLine {
  readonly lineId: string;
  readonly account: string;
  readonly section: Section;
  readonly type?: AccountType;
  readonly description: string;
  readonly debe: Cents;
  readonly haber: Cents;
  readonly isCustom: boolean;
}

export interface JournalEntry {
  /** 1, 2, 3… in the journal's order. */
  readonly number: number;
  readonly transactionId?: string;
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

export function journalFromIndex(ix: EntryIndex, opts: JournalOptions = {}): Journal {
  return journalCore(ix, opts, null, null);
}

/**
 * The journal plus the account id of each of its lines in writing order, so the ledger can follow
 * without looking any name up again.
 */
export function journalWithAccounts(ix: EntryIndex, opts: JournalOptions, ids: AccountIds): { journal: Journal; lineAccount: Int32Array } {
  const lineAccount = new Int32Array(ix.flat.length);
  return { journal: journalCore(ix, opts, ids, lineAccount), lineAccount };
}

function journalCore(ix: EntryIndex, opts: JournalOptions, ids: AccountIds | null, lineAccount: Int32Array | null): Journal {
  const positions = opts.order === 'date' ? byDate(ix) : null;
  let q = 0;
  const flat = ix.flat;
  const out = new Array<JournalEntry>(ix.size);
  let totalDebe = 0;
  let totalHaber = 0;
  let unbalanced = 0;
  // Hot path (100,000 lines): objects of one shape each, absent fields undefined, no spreads.
  for (let e = 0; e < ix.size; e++) {
    const p = positions ? (positions[e] as number) : e;
    const from = ix.start[p] as number;
    const to = ix.start[p + 1] as number;
    const lines = new Array<JournalLine>(to - from);
    let k = 0;
    let d = 0;
    let h = 0;
    // The concept as conceptOf() gives it: the first Debe line's description, else the first one.
    let concept = '';
    let firstDescription = '';
    // Two passes write the Debe lines first and the Haber lines after, as a journal is written.
    for (let pass = 0; pass < 2; pass++) {
      for (let i = from; i < to; i++) {
        const l = flat[i] as Line;
        const a = l.amount;
        const section = l.section;
        // Inline rather than NORMAL_SIDE[section] and termOf(): under tsx every imported binding
        // read is a getter call, which this loop would pay 100,000 times.
        const normalDebe = section === 'assets' || section === 'expenses';
        const onDebe = a === 0 || normalDebe === a > 0;
        if (pass === 0 && l.description) {
          if (!firstDescription) firstDescription = l.description;
          if (!concept && a !== 0 && onDebe) concept = l.description;
        }
        if (onDebe !== (pass === 0)) continue;
        const abs = (a < 0 ? -a : a) as Cents;
        if (onDebe) d += abs;
        else h += abs;
        if (ids && lineAccount) lineAccount[q++] = ids.of[i] as number;
        lines[k++] = {
          lineId: l.id,
          account: l.category,
          section,
          type: section === 'assets' || section === 'liabilities' ? (l.type ?? termOf(l)) : undefined,
          description: l.description,
          debe: onDebe ? abs : NONE,
          haber: onDebe ? NONE : abs,
          isCustom: l.isCustom === true,
        };
      }
    }
    totalDebe += d;
    totalHaber += h;
    const balanced = d === h;
    if (!balanced) unbalanced++;
    const transactionId = (flat[from] as Line).transactionId;
    out[e] = {
      number: e + 1,
      transactionId,
      date: ix.dates[p],
      concept: concept || firstDescription,
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

export type BalanceSide = 'deudor' | 'acreedor' | 'saldada';

export interface LedgerMovement {
  readonly entryNumber: number;
  readonly date?: string;
  readonly description: string;
  readonly debe: Cents;
  readonly haber: Cents;
  /** Running balance after this movement, as a positive amount on `side`. */
  readonly balance: Cents;
  readonly side: BalanceSide;
}

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

export function ledgerFromJournal(j: Journal): Ledger {
  const table = new AccountTable<AccountAcc>();
  const list: AccountAcc[] = [];
  for (const entry of j.entries) {
    for (const l of entry.lines) {
      const slot = slotOf(l.section, l.type);
      let acc = table.get(slot, l.account);
      if (!acc) {
        acc = newAcc(`${l.section}|${l.type ?? ''}|${l.account}`, l.account, l.section, l.type, l.isCustom);
        table.set(slot, l.account, acc);
        list.push(acc);
      }
      addMovement(acc, entry, l);
    }
  }
  return ledgerOf(list);
}

/** The ledger from a journal whose lines' accounts are already known (see journalWithAccounts). */
export function ledgerFromAccounts(j: Journal, lineAccount: Int32Array, accounts: readonly AccountInfo[]): Ledger {
  const byId = accounts.map((a) => newAcc(a.key, a.account, a.section, a.type, a.isCustom));
  const used = new Uint8Array(accounts.length);
  let q = 0;
  for (const entry of j.entries) {
    for (const l of entry.lines) {
      const id = lineAccount[q++] as number;
      used[id] = 1;
      addMovement(byId[id] as AccountAcc, entry, l);
    }
  }
  return ledgerOf(byId.filter((_, id) => used[id] === 1));
}

function newAcc(key: string, account: string, section: Section, type: AccountType | undefined, isCustom: boolean): AccountAcc {
  return { key, account, section, type, isCustom, movements: [], debe: 0, haber: 0 };
}

function addMovement(acc: AccountAcc, entry: JournalEntry, l: JournalLine): void {
  acc.debe += l.debe;
  acc.haber += l.haber;
  const net = acc.debe - acc.haber;
  acc.movements.push({
    entryNumber: entry.number,
    date: entry.date,
    description: l.description || entry.concept,
    debe: l.debe,
    haber: l.haber,
    balance: (net < 0 ? -net : net) as Cents,
    side: sideOf(net),
  });
}

function ledgerOf(list: readonly AccountAcc[]): Ledger {
  return {
    title: 'Libro Mayor',
    accounts: sortAccounts(list).map((a) => {
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
export function trialBalanceFrom(accounts: readonly { key: string; account: string; section: Section; type?: AccountType; debe: number; haber: number }[]): TrialBalance {
  return trialBalanceOf(accounts);
}

/** The trial balance from a ledger already built (same accounts, same order). */
export function trialBalanceFromLedger(l: Ledger): TrialBalance {
  return trialBalanceOf(l.accounts.map((a) => ({ key: a.key, account: a.account, section: a.section, type: a.type, debe: a.totalDebe, haber: a.totalHaber })));
}

function trialBalanceOf(accounts: readonly { key: string; account: string; section: Section; type?: AccountType; debe: number; haber: number }[]): TrialBalance {
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
