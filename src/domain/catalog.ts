import raw from './catalogo-de-cuentas.json';
import { SECTIONS, type AccountType, type Section } from './sections';

/**
 * The catalogue of accounts and categories. The names are a contract with the UI, the reports and
 * the assistant evaluation, so they come verbatim from `catalogo-de-cuentas.json`.
 */
export interface CatalogEntry {
  readonly name: string;
  readonly hints: readonly string[];
  readonly origin?: string;
}

export interface Catalog {
  readonly assets: Readonly<Record<AccountType, readonly CatalogEntry[]>>;
  readonly liabilities: Readonly<Record<AccountType, readonly CatalogEntry[]>>;
  readonly equity: readonly CatalogEntry[];
  readonly revenues: readonly CatalogEntry[];
  readonly expenses: readonly CatalogEntry[];
}

export const CATALOG: Catalog = {
  assets: raw.assets,
  liabilities: raw.liabilities,
  equity: raw.equity,
  revenues: raw.revenues,
  expenses: raw.expenses,
};

/** Well-known account names used by rules elsewhere in the domain (e.g. the cash-flow statement). */
export const ACCOUNT = {
  cash: 'Efectivo y equivalentes de efectivo',
  receivables: 'Cuentas por cobrar',
  inventories: 'Inventarios',
  prepaid: 'Gastos pagados por anticipado',
  otherCurrentAssets: 'Otros activos corrientes',
  ppe: 'Propiedad, planta y equipo',
  machinery: 'Maquinaria',
  vehicles: 'Vehículos',
  intangibles: 'Activos intangibles',
  longTermInvestments: 'Inversiones a largo plazo',
  otherNonCurrentAssets: 'Otros activos no corrientes',
  payables: 'Cuentas por pagar',
  suppliers: 'Proveedores',
  taxesPayable: 'Impuestos por pagar',
  salariesPayable: 'Salarios por pagar',
  shortTermLoans: 'Préstamos a corto plazo',
  otherCurrentLiabilities: 'Otros pasivos corrientes',
  longTermLoans: 'Préstamos a largo plazo',
  mortgages: 'Hipotecas por pagar',
  bonds: 'Bonos por pagar',
  longTermProvisions: 'Provisiones a largo plazo',
  otherNonCurrentLiabilities: 'Otros pasivos no corrientes',
  shareCapital: 'Capital social',
  partnerContributions: 'Aportes de socios',
  legalReserve: 'Reserva legal',
  statutoryReserves: 'Reservas estatutarias',
  retainedEarnings: 'Resultados acumulados',
  currentYearEarnings: 'Resultado del ejercicio',
  otherEquity: 'Otros componentes del patrimonio',
} as const;

export const CATEGORY = {
  membership6: 'Membresía 6 meses',
  membershipAnnual: 'Membresía anual',
  membershipLifetime: 'Membresía vitalicia',
  extraIncome: 'Ingresos extra',
  productSales: 'Ventas de productos',
  services: 'Prestación de servicios',
  otherIncome: 'Otros ingresos',
  software: 'Suscripciones de software',
  marketing: 'Marketing y comunidad',
  utilities: 'Servicios básicos',
  salaries: 'Salarios',
  rent: 'Alquiler',
  professionalFees: 'Honorarios profesionales',
  costOfSales: 'Costo de ventas',
  taxes: 'Impuestos y tasas',
  financial: 'Gastos financieros',
  depreciation: 'Depreciación y amortización',
  otherExpenses: 'Otros gastos',
} as const;

/** Every catalogue name valid in a section (both terms for assets and liabilities). */
export function namesFor(section: Section, type?: AccountType): string[] {
  switch (section) {
    case 'assets':
    case 'liabilities': {
      const byType = CATALOG[section];
      const types: AccountType[] = type ? [type] : ['corriente', 'no_corriente'];
      return types.flatMap((t) => byType[t].map((e) => e.name));
    }
    default:
      return CATALOG[section].map((e) => e.name);
  }
}

/** The term of a catalogue asset or liability account, or undefined when the name is not in the catalogue. */
export function catalogTypeOf(section: 'assets' | 'liabilities', name: string): AccountType | undefined {
  const byType = CATALOG[section];
  if (byType.corriente.some((e) => e.name === name)) return 'corriente';
  if (byType.no_corriente.some((e) => e.name === name)) return 'no_corriente';
  return undefined;
}

export function isCatalogName(section: Section, name: string): boolean {
  return namesFor(section).includes(name);
}

/** Loan accounts: their cash movements are financing activities (NIIF para las PYMES 7.6). */
export const LOAN_ACCOUNTS: readonly string[] = [
  ACCOUNT.shortTermLoans,
  ACCOUNT.longTermLoans,
  ACCOUNT.mortgages,
  ACCOUNT.bonds,
];

/** Where a line lands when the assistant names no category: the section's catch-all account. */
export function fallbackCategory(section: Section, type: AccountType = 'corriente'): string {
  switch (section) {
    case 'assets':
      return type === 'corriente' ? ACCOUNT.otherCurrentAssets : ACCOUNT.otherNonCurrentAssets;
    case 'liabilities':
      return type === 'corriente' ? ACCOUNT.otherCurrentLiabilities : ACCOUNT.otherNonCurrentLiabilities;
    case 'equity':
      return ACCOUNT.otherEquity;
    case 'revenues':
      return CATEGORY.otherIncome;
    case 'expenses':
      return CATEGORY.otherExpenses;
  }
}

/** Lower case, no accents, single spaces: how a name typed by a person or a model is compared. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const canonicalBySection = new Map<Section, Map<string, string>>();
const rankBySection = new Map<Section, Map<string, number>>();
for (const section of SECTIONS) {
  const names = namesFor(section);
  canonicalBySection.set(section, new Map(names.map((n) => [normalizeName(n), n])));
  rankBySection.set(section, new Map(names.map((n, i) => [n, i])));
}

/**
 * The catalogue spelling of a name written with other capitals, accents or spacing, so that
 * 'efectivo y equivalentes de efectivo' books on the contract name; undefined when it is not a
 * catalogue name of that section.
 */
export function canonicalName(section: Section, name: string): string | undefined {
  return canonicalBySection.get(section)?.get(normalizeName(name));
}

/** Position of a name in the catalogue of its section (custom names sort after every catalogue one). */
export function catalogRank(section: Section, name: string): number {
  return rankBySection.get(section)?.get(name) ?? Number.POSITIVE_INFINITY;
}
