import { catalogRank } from './catalog';
import { AccountTable, accountSlot, termOf, type Line, type StateView } from './lines';
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

interface Acc {
  key: string;
  section: Section;
  type: AccountType | undefined;
  account: string;
  amount: number;
  debe: number;
  haber: number;
  lineCount: number;
  seen: number;
}

/**
 * Every account with its balance, in chart order: assets, liabilities (current before
 * non-current), equity, revenues, expenses; catalogue order within, custom names after in the order
 * they appeared. One pass over the lines feeds the balance sheet, the income and equity statements
 * and the trial balance.
 */
export function accountBalances(state: StateView): AccountBalance[] {
  const table = new AccountTable<Acc>();
  const list: Acc[] = [];
  for (const s of SECTIONS) {
    const normalDebe = NORMAL_SIDE[s] === 'debe';
    for (const l of state[s] as readonly Line[]) {
      const slot = accountSlot(l);
      let acc = table.get(slot, l.category);
      if (!acc) {
        const type = termOf(l);
        acc = { key: `${s}|${type ?? ''}|${l.category}`, section: s, type, account: l.category, amount: 0, debe: 0, haber: 0, lineCount: 0, seen: list.length };
        table.set(slot, l.category, acc);
        list.push(acc);
      }
      const a = l.amount;
      acc.amount += a;
      acc.lineCount++;
      if (a > 0 === normalDebe) acc.debe += a < 0 ? -a : a;
      else acc.haber += a < 0 ? -a : a;
    }
  }
  return sortAccounts(list).map((a) => ({
    key: a.key,
    section: a.section,
    type: a.type,
    account: a.account,
    amount: cents(a.amount),
    debe: cents(a.debe),
    haber: cents(a.haber),
    lineCount: a.lineCount,
    isCustom: catalogRank(a.section, a.account) === Number.POSITIVE_INFINITY,
  }));
}

const SECTION_RANK: Readonly<Record<Section, number>> = Object.fromEntries(CHART_ORDER.map((s, i) => [s, i])) as Record<Section, number>;

/** Chart order: section, current before non-current, catalogue position, then first sight. */
export function sortAccounts<T extends { section: Section; type: AccountType | undefined; account: string; seen: number }>(list: readonly T[]): T[] {
  const keyed = list.map((a) => ({ a, s: SECTION_RANK[a.section], t: a.type === 'no_corriente' ? 1 : 0, r: catalogRank(a.section, a.account) }));
  keyed.sort((x, y) => x.s - y.s || x.t - y.t || (x.r === y.r ? x.a.seen - y.a.seen : x.r < y.r ? -1 : 1));
  return keyed.map((k) => k.a);
}
