import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  CATALOG,
  CATEGORY,
  LOAN_ACCOUNTS,
  canonicalName,
  catalogRank,
  catalogTypeOf,
  fallbackCategory,
  isCatalogName,
  namesFor,
} from './catalog';

describe('catalogue', () => {
  it('keeps the contract names exactly (a change here breaks the UI, the reports and the evaluation)', () => {
    expect({
      'assets.corriente': namesFor('assets', 'corriente'),
      'assets.no_corriente': namesFor('assets', 'no_corriente'),
      'liabilities.corriente': namesFor('liabilities', 'corriente'),
      'liabilities.no_corriente': namesFor('liabilities', 'no_corriente'),
      equity: namesFor('equity'),
      revenues: namesFor('revenues'),
      expenses: namesFor('expenses'),
    }).toEqual({
      'assets.corriente': [
        'Efectivo y equivalentes de efectivo',
        'Cuentas por cobrar',
        'Inventarios',
        'Gastos pagados por anticipado',
        'Otros activos corrientes',
      ],
      'assets.no_corriente': [
        'Propiedad, planta y equipo',
        'Maquinaria',
        'Vehículos',
        'Activos intangibles',
        'Inversiones a largo plazo',
        'Otros activos no corrientes',
      ],
      'liabilities.corriente': [
        'Cuentas por pagar',
        'Proveedores',
        'Impuestos por pagar',
        'Salarios por pagar',
        'Préstamos a corto plazo',
        'Otros pasivos corrientes',
      ],
      'liabilities.no_corriente': [
        'Préstamos a largo plazo',
        'Hipotecas por pagar',
        'Bonos por pagar',
        'Provisiones a largo plazo',
        'Otros pasivos no corrientes',
      ],
      equity: [
        'Capital social',
        'Aportes de socios',
        'Reserva legal',
        'Reservas estatutarias',
        'Resultados acumulados',
        'Resultado del ejercicio',
        'Otros componentes del patrimonio',
      ],
      revenues: [
        'Membresía 6 meses',
        'Membresía anual',
        'Membresía vitalicia',
        'Ingresos extra',
        'Ventas de productos',
        'Prestación de servicios',
        'Otros ingresos',
      ],
      expenses: [
        'Suscripciones de software',
        'Marketing y comunidad',
        'Servicios básicos',
        'Salarios',
        'Alquiler',
        'Honorarios profesionales',
        'Costo de ventas',
        'Impuestos y tasas',
        'Gastos financieros',
        'Depreciación y amortización',
        'Otros gastos',
      ],
    });
    expect(CATALOG.assets.corriente[0]?.hints).toContain('banco');
  });

  it('names every well-known account and category as the catalogue spells it', () => {
    for (const name of Object.values(ACCOUNT)) {
      expect(
        isCatalogName('assets', name) || isCatalogName('liabilities', name) || isCatalogName('equity', name),
      ).toBe(true);
    }
    for (const name of Object.values(CATEGORY)) {
      expect(isCatalogName('revenues', name) || isCatalogName('expenses', name)).toBe(true);
    }
    for (const name of LOAN_ACCOUNTS) expect(isCatalogName('liabilities', name)).toBe(true);
  });

  it('knows the term of its asset and liability accounts', () => {
    expect(catalogTypeOf('assets', ACCOUNT.cash)).toBe('corriente');
    expect(catalogTypeOf('assets', ACCOUNT.ppe)).toBe('no_corriente');
    expect(catalogTypeOf('liabilities', ACCOUNT.longTermLoans)).toBe('no_corriente');
    expect(catalogTypeOf('assets', 'Banco Santander')).toBeUndefined();
  });

  it('matches names typed without accents or capitals to the contract spelling', () => {
    expect(canonicalName('assets', 'efectivo y equivalentes de efectivo')).toBe(ACCOUNT.cash);
    expect(canonicalName('expenses', '  DEPRECIACION   y amortizacion ')).toBe(CATEGORY.depreciation);
    expect(canonicalName('revenues', 'Membresia vitalicia')).toBe(CATEGORY.membershipLifetime);
    expect(canonicalName('assets', 'Capital social')).toBeUndefined();
  });

  it('orders by catalogue position, custom names last', () => {
    expect(catalogRank('assets', ACCOUNT.cash)).toBeLessThan(catalogRank('assets', ACCOUNT.receivables));
    expect(catalogRank('assets', 'Mi cuenta')).toBe(Number.POSITIVE_INFINITY);
  });

  it('has a catch-all account per section and term', () => {
    expect(fallbackCategory('assets', 'no_corriente')).toBe(ACCOUNT.otherNonCurrentAssets);
    expect(fallbackCategory('liabilities')).toBe(ACCOUNT.otherCurrentLiabilities);
    expect(fallbackCategory('equity')).toBe(ACCOUNT.otherEquity);
    expect(fallbackCategory('revenues')).toBe(CATEGORY.otherIncome);
    expect(fallbackCategory('expenses')).toBe(CATEGORY.otherExpenses);
  });
});
