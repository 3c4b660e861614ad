import raw from './catalogo-de-cuentas.json';
import type { AccountType, Section } from './sections';

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
