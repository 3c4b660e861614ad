import type { AccountBalance } from './accounts';
import { termOf, type StateView } from './lines';
import { cents, type Cents } from './money';

/** Every computed figure of specification §3, with the formulas of §5. */
export interface Figures {
  readonly totalRevenues: Cents;
  readonly totalExpenses: Cents;
  /** Total revenues − total expenses. */
  readonly netIncome: Cents;
  readonly totalCurrentAssets: Cents;
  readonly totalNonCurrentAssets: Cents;
  readonly totalAssets: Cents;
  readonly totalCurrentLiabilities: Cents;
  readonly totalNonCurrentLiabilities: Cents;
  readonly totalLiabilities: Cents;
  /** Sum of the equity lines (contributions and any equity account booked). */
  readonly totalEquityContributions: Cents;
  /** Contributions + net income. */
  readonly totalEquity: Cents;
  readonly totalLiabilitiesAndEquity: Cents;
  /** Current assets ÷ current liabilities; Infinity without (positive) current liabilities. */
  readonly currentRatio: number;
  /** Liabilities ÷ equity; Infinity when equity is not positive. */
  readonly debtToEquity: number;
  /** Net income ÷ revenues × 100; 0 without (positive) revenues. */
  readonly netProfitMargin: number;
  /** Assets − (liabilities + equity). */
  readonly balanceDifference: Cents;
  /** |difference| < 0.01: with whole cents, exactly zero. */
  readonly isBalanced: boolean;
  readonly balanceLabel: 'Balance Cuadrado' | 'Atención: Balance Descuadrado';
}

export const BALANCED_LABEL = 'Balance Cuadrado';
export const UNBALANCED_LABEL = 'Atención: Balance Descuadrado';

export function computeFigures(state: StateView): Figures {
  let revenues = 0;
  let expenses = 0;
  let ca = 0;
  let nca = 0;
  let cl = 0;
  let ncl = 0;
  let eq = 0;
  for (const l of state.revenues) revenues += l.amount;
  for (const l of state.expenses) expenses += l.amount;
  for (const l of state.assets) {
    if (termOf(l) === 'no_corriente') nca += l.amount;
    else ca += l.amount;
  }
  for (const l of state.liabilities) {
    if (termOf(l) === 'no_corriente') ncl += l.amount;
    else cl += l.amount;
  }
  for (const l of state.equity) eq += l.amount;
  return figuresFrom({ revenues, expenses, ca, nca, cl, ncl, eq });
}

/** The same figures from section totals already summed elsewhere (e.g. by the trial balance). */
export function figuresFrom(t: {
  revenues: number;
  expenses: number;
  ca: number;
  nca: number;
  cl: number;
  ncl: number;
  eq: number;
}): Figures {
  const netIncome = t.revenues - t.expenses;
  const totalAssets = t.ca + t.nca;
  const totalLiabilities = t.cl + t.ncl;
  const totalEquity = t.eq + netIncome;
  const totalLiabilitiesAndEquity = totalLiabilities + totalEquity;
  const difference = totalAssets - totalLiabilitiesAndEquity;
  // Ratios are plain numbers: a quotient of two money amounts has no unit and is only displayed.
  return {
    totalRevenues: cents(t.revenues),
    totalExpenses: cents(t.expenses),
    netIncome: cents(netIncome),
    totalCurrentAssets: cents(t.ca),
    totalNonCurrentAssets: cents(t.nca),
    totalAssets: cents(totalAssets),
    totalCurrentLiabilities: cents(t.cl),
    totalNonCurrentLiabilities: cents(t.ncl),
    totalLiabilities: cents(totalLiabilities),
    totalEquityContributions: cents(t.eq),
    totalEquity: cents(totalEquity),
    totalLiabilitiesAndEquity: cents(totalLiabilitiesAndEquity),
    currentRatio: t.cl > 0 ? t.ca / t.cl : Number.POSITIVE_INFINITY,
    debtToEquity: totalEquity > 0 ? totalLiabilities / totalEquity : Number.POSITIVE_INFINITY,
    netProfitMargin: t.revenues > 0 ? (netIncome / t.revenues) * 100 : 0,
    balanceDifference: cents(difference),
    isBalanced: difference === 0,
    balanceLabel: difference === 0 ? BALANCED_LABEL : UNBALANCED_LABEL,
  };
}

/** The same figures from account balances already summed (one pass less over the lines). */
export function figuresFromBalances(
  balances: readonly Pick<AccountBalance, 'section' | 'type' | 'amount'>[],
): Figures {
  const t = { revenues: 0, expenses: 0, ca: 0, nca: 0, cl: 0, ncl: 0, eq: 0 };
  for (const b of balances) {
    switch (b.section) {
      case 'revenues':
        t.revenues += b.amount;
        break;
      case 'expenses':
        t.expenses += b.amount;
        break;
      case 'assets':
        if (b.type === 'no_corriente') t.nca += b.amount;
        else t.ca += b.amount;
        break;
      case 'liabilities':
        if (b.type === 'no_corriente') t.ncl += b.amount;
        else t.cl += b.amount;
        break;
      case 'equity':
        t.eq += b.amount;
        break;
    }
  }
  return figuresFrom(t);
}
