/* Realistic books for the component tests, built through the domain exactly as the app builds them. */
import {
  emptyState,
  financialReport,
  fromPlainState,
  type FinancialReport,
  type PlainLine,
  type Section,
} from '@/domain';

type Plain = Partial<Record<Section, PlainLine[]>>;

export function reportOf(plain: Plain): FinancialReport {
  let n = 0;
  const read = fromPlainState(plain, { newId: () => `l${++n}` });
  if (!read.ok) throw new Error(read.errors.join('\n'));
  return financialReport(read.state);
}

const CASH = 'Efectivo y equivalentes de efectivo';

/**
 * A new online academy: capital 10,000 in the bank; a laptop of 1,200 paid 400 in cash and 800 on
 * credit; a 2,500 service sold on credit; Zoom 15.99; a 5,000 three-year bank loan.
 * Hand-checked: cash 14,584.01; current assets 17,084.01; assets 18,284.01; liabilities 5,800;
 * net income 2,484.01; equity 12,484.01.
 */
export function academyReport(): FinancialReport {
  return reportOf({
    assets: [
      { transactionId: 't1', description: 'Aporte de capital inicial', amount: 10000, category: CASH },
      {
        transactionId: 't2',
        description: 'Laptop para edición',
        amount: 1200,
        category: 'Propiedad, planta y equipo',
      },
      { transactionId: 't2', description: 'Pago inicial en efectivo', amount: -400, category: CASH },
      {
        transactionId: 't3',
        description: 'Curso corporativo a crédito',
        amount: 2500,
        category: 'Cuentas por cobrar',
      },
      { transactionId: 't4', description: 'Zoom Pro mensual', amount: -15.99, category: CASH },
      { transactionId: 't5', description: 'Préstamo bancario a 3 años', amount: 5000, category: CASH },
    ],
    liabilities: [
      {
        transactionId: 't2',
        description: 'Saldo a crédito con la tienda',
        amount: 800,
        category: 'Cuentas por pagar',
      },
      {
        transactionId: 't5',
        description: 'Préstamo bancario a 3 años',
        amount: 5000,
        category: 'Préstamos a largo plazo',
      },
    ],
    equity: [
      {
        transactionId: 't1',
        description: 'Aporte de capital inicial',
        amount: 10000,
        category: 'Capital social',
      },
    ],
    revenues: [
      {
        transactionId: 't3',
        description: 'Curso corporativo a crédito',
        amount: 2500,
        category: 'Prestación de servicios',
      },
    ],
    expenses: [
      {
        transactionId: 't4',
        description: 'Zoom Pro mensual',
        amount: 15.99,
        category: 'Suscripciones de software',
      },
    ],
  });
}

/** Capital 1,000 and a 3,000 rent owed: a net loss of 3,000 and equity of −2,000, with no current assets left to cover it. */
export function lossReport(): FinancialReport {
  return reportOf({
    assets: [{ transactionId: 't1', description: 'Aporte de capital', amount: 1000, category: CASH }],
    liabilities: [
      { transactionId: 't2', description: 'Alquiler pendiente', amount: 3000, category: 'Cuentas por pagar' },
    ],
    equity: [
      { transactionId: 't1', description: 'Aporte de capital', amount: 1000, category: 'Capital social' },
    ],
    expenses: [
      { transactionId: 't2', description: 'Alquiler del local', amount: 3000, category: 'Alquiler' },
    ],
  });
}

/** Capital 10,000 and Zoom 15.99 paid in cash: no liabilities at all, so the current ratio cannot be computed. */
export function noLiabilitiesReport(): FinancialReport {
  return reportOf({
    assets: [
      { transactionId: 't1', description: 'Aporte de capital', amount: 10000, category: CASH },
      { transactionId: 't2', description: 'Zoom Pro mensual', amount: -15.99, category: CASH },
    ],
    equity: [
      { transactionId: 't1', description: 'Aporte de capital', amount: 10000, category: 'Capital social' },
    ],
    expenses: [
      {
        transactionId: 't2',
        description: 'Zoom Pro mensual',
        amount: 15.99,
        category: 'Suscripciones de software',
      },
    ],
  });
}

/** A 500 contribution typed by hand with no cash behind it: equity without assets, 500 short. */
export function unbalancedReport(): FinancialReport {
  return reportOf({
    equity: [{ description: 'Aporte sin contrapartida', amount: 500, category: 'Capital social' }],
  });
}

export function emptyReport(): FinancialReport {
  return financialReport(emptyState());
}
