import { ACCOUNT, sub, sum, type Cents } from '../../domain';
import type { Ledger } from './ledger';

/** The computed figures of specification §3/§5, from the current books. */
export interface Figures {
  readonly cash: Cents;
  readonly revenues: Cents;
  readonly expenses: Cents;
  readonly netIncome: Cents;
  readonly assets: Cents;
  readonly currentAssets: Cents;
  readonly nonCurrentAssets: Cents;
  readonly liabilities: Cents;
  readonly currentLiabilities: Cents;
  readonly nonCurrentLiabilities: Cents;
  readonly contributions: Cents;
  readonly equity: Cents;
  readonly liabilitiesAndEquity: Cents;
  readonly currentRatio: number;
  readonly debtToEquity: number;
  readonly netMargin: number;
}

export function figures(ledger: Ledger): Figures {
  const revenues = ledger.total('revenues');
  const expenses = ledger.total('expenses');
  const netIncome = sub(revenues, expenses);
  const currentAssets = ledger.total('assets', (l) => l.type !== 'no_corriente');
  const nonCurrentAssets = ledger.total('assets', (l) => l.type === 'no_corriente');
  const currentLiabilities = ledger.total('liabilities', (l) => l.type !== 'no_corriente');
  const nonCurrentLiabilities = ledger.total('liabilities', (l) => l.type === 'no_corriente');
  const contributions = ledger.total('equity');
  const equity = sum([contributions, netIncome]);
  const liabilities = sum([currentLiabilities, nonCurrentLiabilities]);
  return {
    cash: ledger.category('assets', ACCOUNT.cash),
    revenues,
    expenses,
    netIncome,
    assets: sum([currentAssets, nonCurrentAssets]),
    currentAssets,
    nonCurrentAssets,
    liabilities,
    currentLiabilities,
    nonCurrentLiabilities,
    contributions,
    equity,
    liabilitiesAndEquity: sum([liabilities, equity]),
    currentRatio: currentLiabilities > 0 ? currentAssets / currentLiabilities : Number.POSITIVE_INFINITY,
    debtToEquity: equity > 0 ? liabilities / equity : Number.POSITIVE_INFINITY,
    netMargin: revenues > 0 ? (netIncome / revenues) * 100 : 0,
  };
}
