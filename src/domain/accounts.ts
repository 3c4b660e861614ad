import { catalogRank } from './catalog';
import { AccountTable, termOf, type Line, type StateView } from './lines';
import { cents, type Cents } from './money';
import { CHART_ORDER, NORMAL_SIDE, SECTIONS, type AccountType, type Section } from './sections';

/** One account (section, term and name) with everything booked on it. */
export interface AccountBalance {
  /** section|term|name, stable across calls. */
  readonly key: string;
  readonly section: Section;
  readonly type?: AccountType;
  readonly account: string;
  /** Net balance in the section's own sense (what the section totals add up). */
  readonly amount: Cents;
  readonly debe: Cents;
  readonly haber: Cents;
  readonly lineCount: number;
  readonly isCustom: boolean;
}

/** An account as identified once, so later passes index arrays instead of looking names up. */
export interface AccountInfo {
  readonly id: number;
  readonly key: string;
  readonly section: Section;
  readonly type: AccountType | undefined;
  readonly account: string;
  readonly isCustom: boolean;
}

/** The account of every line of a list (by position) and the accounts by id. */
export interface AccountIds {
  readonly of: Int32Array;
  readonly accounts: readonly AccountInfo[];
}

/**
 * Identifies the account of each line in one pass. With 100,000 lines a name lookup costs more
 * than everything else a statement does per line, so the statements look names up once, here.
 */
export function assignAccounts(lines: readonly Line[]): AccountIds {
  const table = new AccountTable<number>();
  const accounts: AccountInfo[] = [];
  const of = new Int32Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] as Line;
    const section = l.section;
    const slot =
      section === 'assets'
        ? (l.type ?? termOf(l)) === 'no_corriente'
          ? 1
          : 0
        : section === 'liabilities'
          ? (l.type ?? termOf(l)) === 'no_corriente'
            ? 3
            : 2
          : section === 'equity'
            ? 4
            : section === 'revenues'
              ? 5
              : 6;
    let id = table.get(slot, l.category);
    if (id === undefined) {
      id = accounts.length;
      const type = termOf(l);
      accounts.push({
        id,
        key: `${l.section}|${type ?? ''}|${l.category}`,
        section: l.section,
        type,
        account: l.category,
        isCustom: catalogRank(l.section, l.category) === Number.POSITIVE_INFINITY,
      });
      table.set(slot, l.category, id);
    }
    of[i] = id;
  }
  return { of, accounts };
}

/** Every line of the state in one list (sections in their usual order). */
export function allLines(state: StateView): Line[] {
  const out: Line[] = [];
  for (const s of SECTIONS) for (const l of state[s]) out.push(l);
  return out;
}

/**
 * Every account with its balance, in chart order: assets, liabilities (current before
 * non-current), equity, revenues, expenses; catalogue order within, custom names after in
 * alphabetical order. One pass feeds the balance sheet, the income and equity statements and the
 * trial balance.
 */
export function accountBalances(state: StateView): AccountBalance[] {
  const lines = allLines(state);
  return balancesFrom(lines, assignAccounts(lines));
}

export function balancesFrom(lines: readonly Line[], ids: AccountIds): AccountBalance[] {
  const n = ids.accounts.length;
  // Typed accumulators: adding to object fields would box every large sum on the heap.
  const amount = new Float64Array(n);
  const debe = new Float64Array(n);
  const haber = new Float64Array(n);
  const count = new Int32Array(n);
  const normalDebe = ids.accounts.map((a) => NORMAL_SIDE[a.section] === 'debe');
  const of = ids.of;
  for (let i = 0; i < lines.length; i++) {
    const id = of[i] as number;
    const a = (lines[i] as Line).amount;
    amount[id] = (amount[id] as number) + a;
    count[id] = (count[id] as number) + 1;
    if (a > 0 === normalDebe[id]) debe[id] = (debe[id] as number) + (a < 0 ? -a : a);
    else haber[id] = (haber[id] as number) + (a < 0 ? -a : a);
  }
  return sortAccounts(ids.accounts).map((a) => ({
    key: a.key,
    section: a.section,
    type: a.type,
    account: a.account,
    amount: cents(amount[a.id] as number),
    debe: cents(debe[a.id] as number),
    haber: cents(haber[a.id] as number),
    lineCount: count[a.id] as number,
    isCustom: a.isCustom,
  }));
}

const SECTION_RANK: Readonly<Record<Section, number>> = Object.fromEntries(
  CHART_ORDER.map((s, i) => [s, i]),
) as Record<Section, number>;

/**
 * Chart order: section, current before non-current, catalogue position; custom names after, in
 * alphabetical order (so every statement and book lists them the same way whatever pass found them).
 */
export function sortAccounts<T extends { section: Section; type: AccountType | undefined; account: string }>(
  list: readonly T[],
): T[] {
  const keyed = list.map((a) => ({
    a,
    s: SECTION_RANK[a.section],
    t: a.type === 'no_corriente' ? 1 : 0,
    r: catalogRank(a.section, a.account),
  }));
  keyed.sort(
    (x, y) =>
      x.s - y.s ||
      x.t - y.t ||
      (x.r === y.r ? x.a.account.localeCompare(y.a.account, 'es') : x.r < y.r ? -1 : 1),
  );
  return keyed.map((k) => k.a);
}
