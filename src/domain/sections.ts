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
