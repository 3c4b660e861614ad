/** The five sections of the working state, in the order screens and reports show them. */
export const SECTIONS = ['revenues', 'expenses', 'assets', 'liabilities', 'equity'] as const;
export type Section = (typeof SECTIONS)[number];

/** Assets and liabilities carry a term; the other sections do not. */
export const ACCOUNT_TYPES = ['corriente', 'no_corriente'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const CURRENCIES = ['USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
}

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}

export function sectionHasType(section: Section): section is 'assets' | 'liabilities' {
  return section === 'assets' || section === 'liabilities';
}

/**
 * Sign of each section in the accounting equation Δassets = Δliabilities + Δequity + revenues − expenses,
 * written as Σ sign × amount = 0 so a balanced entry sums to zero.
 */
export const EQUATION_SIGN: Readonly<Record<Section, 1 | -1>> = {
  assets: 1,
  expenses: 1,
  liabilities: -1,
  equity: -1,
  revenues: -1,
};

/** Spanish names of the sections as the screens and reports title them. */
export const SECTION_LABEL: Readonly<Record<Section, string>> = {
  revenues: 'Ingresos',
  expenses: 'Gastos',
  assets: 'Activos',
  liabilities: 'Pasivos',
  equity: 'Patrimonio',
};

export const ACCOUNT_TYPE_LABEL: Readonly<Record<AccountType, string>> = {
  corriente: 'Corriente',
  no_corriente: 'No corriente',
};

/**
 * The side on which a positive amount of the section is written in the journal: assets and expenses
 * grow on the Debe, liabilities, equity and revenues on the Haber.
 */
export const NORMAL_SIDE: Readonly<Record<Section, 'debe' | 'haber'>> = {
  assets: 'debe',
  expenses: 'debe',
  liabilities: 'haber',
  equity: 'haber',
  revenues: 'haber',
};

/** Order of the chart of accounts (balance sheet first, then results), used by the books. */
export const CHART_ORDER: readonly Section[] = ['assets', 'liabilities', 'equity', 'revenues', 'expenses'];
