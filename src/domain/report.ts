import { assignAccounts, balancesFrom } from './accounts';
import {
  journalFromIndex,
  ledgerFromJournal,
  trialBalanceFrom,
  type Journal,
  type JournalOptions,
  type Ledger,
  type TrialBalance,
} from './books';
import { cashFlowFromIndex, type CashFlowStatement } from './cashflow';
import { indexEntries } from './entries';
import { figuresFromBalances, type Figures } from './figures';
import type { StateView } from './lines';
import {
  balanceSheetFrom,
  equityStatementFrom,
  openingEquityOf,
  incomeStatementFrom,
  ratios,
  type BalanceSheet,
  type EquityStatement,
  type IncomeStatement,
  type Ratio,
} from './statements';

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

/**
 * The same results as calling each function (a test holds it to that), computed with two lookups
 * per line in all: one to group the entries, one to identify the accounts. Every later pass
 * indexes arrays, and the ledger lists the journal's own line objects.
 */
export function financialReport(state: StateView, opts: JournalOptions = {}): FinancialReport {
  const ix = indexEntries(state);
  const ids = assignAccounts(ix.flat);
  const balances = balancesFrom(ix.flat, ids);
  const figures = figuresFromBalances(balances);
  const journal = journalFromIndex(ix, opts, ids);
  return {
    figures,
    balanceSheet: balanceSheetFrom(balances, figures),
    incomeStatement: incomeStatementFrom(balances),
    equityStatement: equityStatementFrom(balances, figures, openingEquityOf(state)),
    cashFlow: cashFlowFromIndex(ix, state, ids),
    ratios: ratios(state, figures),
    journal,
    ledger: ledgerFromJournal(journal),
    trialBalance: trialBalanceFrom(balances),
  };
}
