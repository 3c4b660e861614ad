import { catalogRank } from './catalog';
import { debeHaber } from './debe-haber';
import { conceptOf, entriesOf, type Entry } from './entries';
import { accountKey, termOf, type Line, type StateView } from './lines';
import { cents, type Cents } from './money';
import { CHART_ORDER, NORMAL_SIDE, SECTIONS, type AccountType, type Section } from './sections';

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
  return journalFromEntries(entriesOf(state), opts);
}

export function journalFromEntries(entries: readonly Entry[], opts: JournalOptions = {}): Journal {
  const ordered = opts.order === 'date' ? byDate(entries) : entries;
  const out: JournalEntry[] = new Array<JournalEntry>(ordered.length);
  let totalDebe = 0;
  let totalHaber = 0;
  let unbalanced = 0;
  for (let e = 0; e < ordered.length; e++) {
    const entry = ordered[e] as Entry;
    const debeLines: JournalLine[] = [];
    const haberLines: JournalLine[] = [];
    let d = 0;
    let h = 0;
    for (const l of entry.lines) {
      const dh = debeHaber(l);
      d += dh.debe;
      h += dh.haber;
      const term = termOf(l);
      const jl: JournalLine = {
        lineId: l.id,
        account: l.category,
        section: l.section,
        ...(term ? { type: term } : {}),
        description: l.description,
        debe: dh.debe,
        haber: dh.haber,
        isCustom: l.isCustom === true,
      };
      (dh.haber > 0 ? haberLines : debeLines).push(jl);
    }
    totalDebe += d;
    totalHaber += h;
    const balanced = d === h;
    if (!balanced) unbalanced++;
    out[e] = {
      number: e + 1,
      ...(entry.transactionId !== undefined ? { transactionId: entry.transactionId } : {}),
      ...(entry.date !== undefined ? { date: entry.date } : {}),
      concept: conceptOf(entry),
      lines: haberLines.length ? debeLines.concat(haberLines) : debeLines,
      totalDebe: cents(d),
      totalHaber: cents(h),
      balanced,
      ...(balanced ? {} : { note: entry.transactionId === undefined ? 'Sin contrapartida' : 'Asiento descuadrado' }),
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

function byDate(entries: readonly Entry[]): Entry[] {
  let carried = '';
  const keyed = entries.map((entry, i) => {
    if (entry.date !== undefined) carried = entry.date;
    return { entry, date: carried, i };
  });
  keyed.sort((a, b) => (a.date === b.date ? a.i - b.i : a.date < b.date ? -1 : 1));
  return keyed.map((k) => k.entry);
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
  seen: number;
}

export function ledgerFromJournal(j: Journal): Ledger {
  const accounts = new Map<string, AccountAcc>();
  for (const entry of j.entries) {
    for (const l of entry.lines) {
      const key = accountKey({ section: l.section, category: l.account, ...(l.type ? { type: l.type } : {}) });
      let acc = accounts.get(key);
      if (!acc) {
        acc = { key, account: l.account, section: l.section, type: l.type, isCustom: l.isCustom, movements: [], debe: 0, haber: 0, seen: accounts.size };
        accounts.set(key, acc);
      }
      acc.debe += l.debe;
      acc.haber += l.haber;
      const net = acc.debe - acc.haber;
      acc.movements.push({
        entryNumber: entry.number,
        ...(entry.date !== undefined ? { date: entry.date } : {}),
        description: l.description || entry.concept,
        debe: l.debe,
        haber: l.haber,
        balance: cents(Math.abs(net)),
        side: sideOf(net),
      });
    }
  }
  const list = sortAccounts([...accounts.values()]);
  return {
    title: 'Libro Mayor',
    accounts: list.map((a) => {
      const net = a.debe - a.haber;
      return {
        key: a.key,
        account: a.account,
        section: a.section,
        ...(a.type ? { type: a.type } : {}),
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

const SECTION_RANK: Readonly<Record<Section, number>> = Object.fromEntries(CHART_ORDER.map((s, i) => [s, i])) as Record<Section, number>;

/** Chart order: assets, liabilities (current before non-current), equity, revenues, expenses; catalogue order within. */
function sortAccounts<T extends { section: Section; type: AccountType | undefined; account: string; seen: number }>(list: T[]): T[] {
  const keyed = list.map((a) => ({ a, s: SECTION_RANK[a.section], t: a.type === 'no_corriente' ? 1 : 0, r: catalogRank(a.section, a.account) }));
  keyed.sort((x, y) => x.s - y.s || x.t - y.t || (x.r === y.r ? x.a.seen - y.a.seen : x.r < y.r ? -1 : 1));
  return keyed.map((k) => k.a);
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
  const accounts = new Map<string, { key: string; account: string; section: Section; type: AccountType | undefined; debe: number; haber: number; seen: number }>();
  for (const s of SECTIONS) {
    for (const l of state[s] as readonly Line[]) {
      const key = accountKey(l);
      let acc = accounts.get(key);
      if (!acc) {
        acc = { key, account: l.category, section: s, type: termOf(l), debe: 0, haber: 0, seen: accounts.size };
        accounts.set(key, acc);
      }
      const dh = debeHaber(l);
      acc.debe += dh.debe;
      acc.haber += dh.haber;
    }
  }
  let td = 0;
  let th = 0;
  let sd = 0;
  let sa = 0;
  const rows: TrialBalanceRow[] = sortAccounts([...accounts.values()]).map((a) => {
    const net = a.debe - a.haber;
    td += a.debe;
    th += a.haber;
    if (net > 0) sd += net;
    else sa -= net;
    return {
      key: a.key,
      account: a.account,
      section: a.section,
      ...(a.type ? { type: a.type } : {}),
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
