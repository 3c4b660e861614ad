import { ACCOUNT, CATEGORY, catalogTypeOf } from '../catalog';
import { cents, type Cents } from '../money';
import { sectionHasType, type AccountType, type Section } from '../sections';
import type { AccountRef, AssetKind, BooksView, ExpenseKind, IncomeKind, Reclassification } from './movement';

/** Where a line lands: the section, the account or category, and the term for assets and liabilities. */
export interface Account {
  readonly section: Section;
  readonly category: string;
  readonly type?: AccountType;
}

/**
 * An account of the section with its term: the catalogue's for a catalogue name, else the one given,
 * else current. Revenues, expenses and equity carry no term.
 */
export function account(section: Section, category: string, type?: AccountType): Account {
  if (!sectionHasType(section)) return { section, category };
  return { section, category, type: catalogTypeOf(section, category) ?? type ?? 'corriente' };
}

/**
 * The account an `AccountRef` points at. A catalogue name keeps the catalogue's term (the books hold
 * it so); a custom account keeps its own.
 */
export function refAccount(ref: AccountRef): Account {
  return account(ref.section, ref.category, ref.type);
}

export const ASSET_ACCOUNT: Readonly<Record<AssetKind, string>> = {
  equipment: ACCOUNT.ppe,
  machinery: ACCOUNT.machinery,
  vehicle: ACCOUNT.vehicles,
  intangible: ACCOUNT.intangibles,
  inventory: ACCOUNT.inventories,
  property: ACCOUNT.ppe,
  investment: ACCOUNT.longTermInvestments,
};

export const EXPENSE_CATEGORY: Readonly<Record<ExpenseKind, string>> = {
  rent: CATEGORY.rent,
  utilities: CATEGORY.utilities,
  marketing: CATEGORY.marketing,
  professional_fees: CATEGORY.professionalFees,
  software: CATEGORY.software,
  salaries: CATEGORY.salaries,
  taxes: CATEGORY.taxes,
  financial: CATEGORY.financial,
  insurance: CATEGORY.otherExpenses,
  supplies: CATEGORY.otherExpenses,
  transport: CATEGORY.otherExpenses,
  repairs: CATEGORY.otherExpenses,
  other: CATEGORY.otherExpenses,
};

export const INCOME_CATEGORY: Readonly<Record<IncomeKind, string>> = {
  goods: CATEGORY.productSales,
  services: CATEGORY.services,
  other: CATEGORY.otherIncome,
};

/**
 * The kind of thing a catalogue account holds, the reverse of the tables above: what a line already in
 * the books, or a word the reader knows by its account, was bought as. Undefined for accounts no purchase
 * raises (cash, receivables, debts, equity) and for custom ones. Where two kinds share an account the
 * first listed is the one returned (equipment for Propiedad, planta y equipo; other for Otros gastos).
 */
export function kindOfAccount(section: Section, category: string): Reclassification | undefined {
  if (section === 'assets') {
    const asset = (Object.keys(ASSET_ACCOUNT) as AssetKind[]).find((k) => ASSET_ACCOUNT[k] === category);
    return asset ? { asset } : undefined;
  }
  if (section === 'expenses') {
    const order: readonly ExpenseKind[] = [
      'other',
      ...(Object.keys(EXPENSE_CATEGORY) as ExpenseKind[]).filter((k) => k !== 'other'),
    ];
    const expense = order.find((k) => EXPENSE_CATEGORY[k] === category);
    return expense ? { expense } : undefined;
  }
  if (section === 'revenues') {
    const income = (Object.keys(INCOME_CATEGORY) as IncomeKind[]).find(
      (k) => INCOME_CATEGORY[k] === category,
    );
    return income ? { income } : undefined;
  }
  return undefined;
}

/** The account of a kind of asset, expense or income: the tables above, for a reader that names kinds. */
export function accountOfKind(kind: Reclassification): Account {
  if ('asset' in kind) return assetAccount(kind.asset);
  if ('expense' in kind) return expenseAccount(kind.expense);
  return incomeAccount(kind.income);
}

export const assetAccount = (kind: AssetKind): Account => account('assets', ASSET_ACCOUNT[kind]);
export const expenseAccount = (kind: ExpenseKind): Account => account('expenses', EXPENSE_CATEGORY[kind]);
export const incomeAccount = (kind: IncomeKind): Account => account('revenues', INCOME_CATEGORY[kind]);

export const CASH = account('assets', ACCOUNT.cash);
export const RECEIVABLES = account('assets', ACCOUNT.receivables);
export const INVENTORIES = account('assets', ACCOUNT.inventories);
export const PREPAID = account('assets', ACCOUNT.prepaid);
export const OTHER_CURRENT_ASSETS = account('assets', ACCOUNT.otherCurrentAssets);
export const OTHER_NON_CURRENT_ASSETS = account('assets', ACCOUNT.otherNonCurrentAssets);
export const LONG_TERM_INVESTMENTS = account('assets', ACCOUNT.longTermInvestments);
export const PAYABLES = account('liabilities', ACCOUNT.payables);
export const SUPPLIERS = account('liabilities', ACCOUNT.suppliers);
export const TAXES_PAYABLE = account('liabilities', ACCOUNT.taxesPayable);
export const SALARIES_PAYABLE = account('liabilities', ACCOUNT.salariesPayable);
export const SHORT_TERM_LOANS = account('liabilities', ACCOUNT.shortTermLoans);
export const LONG_TERM_LOANS = account('liabilities', ACCOUNT.longTermLoans);
export const MORTGAGES = account('liabilities', ACCOUNT.mortgages);
export const OTHER_CURRENT_LIABILITIES = account('liabilities', ACCOUNT.otherCurrentLiabilities);
export const SHARE_CAPITAL = account('equity', ACCOUNT.shareCapital);
export const PARTNER_CONTRIBUTIONS = account('equity', ACCOUNT.partnerContributions);
export const RETAINED_EARNINGS = account('equity', ACCOUNT.retainedEarnings);
export const OTHER_EQUITY = account('equity', ACCOUNT.otherEquity);
export const COST_OF_SALES = account('expenses', CATEGORY.costOfSales);
export const FINANCIAL_EXPENSES = account('expenses', CATEGORY.financial);
export const SALARIES = account('expenses', CATEGORY.salaries);
export const DEPRECIATION = account('expenses', CATEGORY.depreciation);
export const OTHER_EXPENSES = account('expenses', CATEGORY.otherExpenses);

/** Up to twelve months (or twelve monthly instalments) is short term (movimientos §2.1). */
export const SHORT_TERM_MONTHS = 12;

/** The loan account for a term: ≤ 12 months short term, more long term. */
export function loanAccountFor(termMonths: number): Account {
  return termMonths <= SHORT_TERM_MONTHS ? SHORT_TERM_LOANS : LONG_TERM_LOANS;
}

/** Loans the booking looks for when an instalment does not say which loan it pays. */
/**
 * Whether a purchase can raise this account of the books: any asset or expense but cash itself, what
 * customers owe, the cost of goods sold (it comes with a sale) and depreciation (it comes with time).
 */
export function raisedByPurchase(section: Section, category: string): boolean {
  if (section !== 'assets' && section !== 'expenses') return false;
  return ![CASH, RECEIVABLES, COST_OF_SALES, DEPRECIATION].some(
    (a) => a.section === section && a.category === category,
  );
}

export const LOAN_ACCOUNTS_FOR_PAYMENTS: readonly Account[] = [SHORT_TERM_LOANS, LONG_TERM_LOANS, MORTGAGES];

/** Debts a payment settles when the message does not say which (movimientos §4.4, §2.4, §6.2). */
export const PAYABLE_ACCOUNTS: readonly Account[] = [
  PAYABLES,
  SUPPLIERS,
  SHORT_TERM_LOANS,
  SALARIES_PAYABLE,
  TAXES_PAYABLE,
  OTHER_CURRENT_LIABILITIES,
];

export function sameAccount(a: Account, b: Account): boolean {
  return a.section === b.section && a.category === b.category && (a.type ?? '') === (b.type ?? '');
}

/** The term a line of the books sits on (its own, else the catalogue's, else current). */
function lineType(section: Section, category: string, type?: AccountType): AccountType | undefined {
  if (!sectionHasType(section)) return undefined;
  return type ?? catalogTypeOf(section, category) ?? 'corriente';
}

/** The balance of one account in the books: the sum of its lines (a term, when given, must match). */
export function balanceOf(books: BooksView, acc: Account): Cents {
  let total = 0;
  for (const l of books[acc.section]) {
    if (l.category !== acc.category) continue;
    if (acc.type && lineType(l.section, l.category, l.type) !== acc.type) continue;
    total += l.amount;
  }
  return cents(total);
}

/** The accounts among `candidates` whose balance in the books is positive. */
export function withBalance(books: BooksView, candidates: readonly Account[]): Account[] {
  return candidates.filter((acc) => balanceOf(books, acc) > 0);
}
