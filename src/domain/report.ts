import { accountBalances } from './accounts';
import { journalFromIndex, ledgerFromJournal, trialBalanceFrom, type Journal, type JournalOptions, type Ledger, type TrialBalance } from './books';
import { cashFlowFromIndex, type CashFlowStatement } from './cashflow';
import { indexEntries } from './entries';
import { computeFigures, type Figures } from './figures';
import type { StateView } from './lines';
import { balanceSheetFrom, equityStatementFrom, incomeStatementFrom, ratios, type BalanceSheet, type EquityStatement, type IncomeStatement, type Ratio } from './statements';

/** Everything the five tabs, the books and a PDF show, computed from one state. */
export interface FinancialReport {
  readonly figures: Figures;
  readonly balanceSheet: BalanceSheet;
  readonly incomeStatement: IncomeStatement;
  readonly equityStatement: EquityStatement;
  readonly cashFlow: CashFlowStatement;
  readonly ratios: readonly Ratio[];
  readonly journal: Journal;
  readonly ledger: Ledger;
  readonly trialBalance: TrialBalance;
}

/** The same results as calling each function, sharing the entry grouping and the figures. */
export function financialReport(state: StateView, opts: JournalOptions = {}): FinancialReport {
  const figures = computeFigures(state);
  const balances = accountBalances(state);
  const ix = indexEntries(state);
  const j = journalFromIndex(ix, opts);
  const l = ledgerFromJournal(j);
  return {
    figures,
    balanceSheet: balanceSheetFrom(balances, figures),
    incomeStatement: incomeStatementFrom(balances),
    equityStatement: equityStatementFrom(balances, figures),
    cashFlow: cashFlowFromIndex(ix, state),
    ratios: ratios(state, figures),
    journal: j,
    ledger: l,
    trialBalance: trialBalanceFrom(balances),
  };
}
