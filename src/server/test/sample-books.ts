import { randomUUID } from 'node:crypto';
import { fromPlainState, type WorkingState } from '../../domain';
import type { CreateReportInput, Sections } from '../../shared/reports';
import type { ExportSource } from '../exports/export-source';

/**
 * A bakery's first year, for the export tests: accents, ñ, ¿ and € in its text, a machine half on
 * credit, a loan, and a loss, so negative figures appear. Hand-checked: revenues 3,500.00, expenses
 * 6,000.00, net loss 2,500.00; cash 20,000 − 2,000 + 5,000 + 3,500 − 4,200 − 1,800 = 20,500.00;
 * assets 26,500.00; liabilities 9,000.00; equity 17,500.00.
 */
export function bakerySections(): Sections {
  return {
    revenues: [
      {
        transactionId: 't4',
        description: 'Venta de pan y bollería',
        amount: 3500,
        category: 'Ventas de productos',
        date: '2026-03-10',
      },
    ],
    expenses: [
      {
        transactionId: 't5',
        description: 'Alquiler del local (año)',
        amount: 4200,
        category: 'Alquiler',
        date: '2026-04-01',
      },
      {
        transactionId: 't6',
        description: 'Nómina de Begoña',
        amount: 1800,
        category: 'Salarios',
        date: '2026-05-31',
      },
    ],
    assets: [
      {
        transactionId: 't1',
        description: 'Aporte inicial de los socios',
        amount: 20000,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
        date: '2026-01-02',
      },
      {
        transactionId: 't2',
        description: '¿Horno de leña? Sí, de segunda mano',
        amount: 6000,
        category: 'Maquinaria',
        type: 'no_corriente',
        date: '2026-01-15',
      },
      {
        transactionId: 't2',
        description: 'Pago inicial del horno',
        amount: -2000,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
        date: '2026-01-15',
      },
      {
        transactionId: 't3',
        description: 'Préstamo del banco',
        amount: 5000,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
        date: '2026-02-01',
      },
      {
        transactionId: 't4',
        description: 'Cobro de ventas',
        amount: 3500,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
        date: '2026-03-10',
      },
      {
        transactionId: 't5',
        description: 'Pago del alquiler',
        amount: -4200,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
        date: '2026-04-01',
      },
      {
        transactionId: 't6',
        description: 'Pago de la nómina',
        amount: -1800,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
        date: '2026-05-31',
      },
    ],
    liabilities: [
      {
        transactionId: 't2',
        description: 'Saldo del horno a crédito',
        amount: 4000,
        category: 'Cuentas por pagar',
        type: 'corriente',
        date: '2026-01-15',
      },
      {
        transactionId: 't3',
        description: 'Préstamo del banco',
        amount: 5000,
        category: 'Préstamos a largo plazo',
        type: 'no_corriente',
        date: '2026-02-01',
      },
    ],
    equity: [
      {
        transactionId: 't1',
        description: 'Aporte inicial de los socios',
        amount: 20000,
        category: 'Capital social',
        date: '2026-01-02',
      },
    ],
  };
}

export const BAKERY = {
  name: 'Panadería Ñandú, S.L.',
  currency: 'EUR',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
} as const;

export function bakeryReport(): CreateReportInput {
  return { ...BAKERY, status: 'completed', sections: bakerySections() };
}

export function bakeryState(): WorkingState {
  return stateOf(bakerySections());
}

export function bakerySource(state: WorkingState = bakeryState()): ExportSource {
  return {
    meta: {
      company: BAKERY.name,
      currency: BAKERY.currency,
      startDate: BAKERY.startDate,
      endDate: BAKERY.endDate,
    },
    state,
    generatedOn: '2026-11-23',
  };
}

/** `count` cash sales with their own dates and descriptions: a journal long enough to span pages. */
export function salesSections(count: number): Sections {
  const sections: Sections = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
  for (let i = 1; i <= count; i++) {
    const date = `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const amount = 10 + (i % 97) + (i % 7) / 100;
    const description = `Venta nº ${i} en la tienda de Ñuñoa`;
    sections.revenues.push({
      transactionId: `v${i}`,
      description,
      amount,
      category: 'Ventas de productos',
      date,
    });
    sections.assets.push({
      transactionId: `v${i}`,
      description,
      amount,
      category: 'Efectivo y equivalentes de efectivo',
      type: 'corriente',
      date,
    });
  }
  return sections;
}

export function stateOf(sections: Sections): WorkingState {
  const parsed = fromPlainState(sections, { newId: randomUUID });
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.state;
}

/** exceljs types its input as an ArrayBuffer; a copy of the bytes satisfies it on every Node version. */
export function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.length);
  new Uint8Array(copy).set(bytes);
  return copy;
}

/**
 * A workshop's second period (issue 15): an opening entry carried from the month before (cash, equipment,
 * owed to suppliers, share capital and the earlier result) and April's movements: part of the opening
 * payable paid (settling the 'apertura' entry), a partner's contribution, a sale, the rent and a
 * dividend paid. Hand-checked: opening 8,000.00 + 5,000.00 = 1,500.00 + 10,000.00 + 1,500.00; cash
 * 8,000 − 1,000 + 1,000 + 2,400 − 600 − 500 = 9,300.00; assets 14,300.00; liabilities 500.00; result
 * 2,400 − 600 = 1,800.00; equity 11,500 + 1,000 − 500 + 1,800 = 13,800.00.
 */
export function openingSections(): Sections {
  const opening = (
    section: keyof Sections,
    category: string,
    amount: number,
    type?: 'corriente' | 'no_corriente',
  ) => ({
    transactionId: 'apertura',
    description: 'Saldo inicial',
    amount,
    category,
    ...(type ? { type } : {}),
    date: '2026-04-01',
  });
  const cash = (transactionId: string, description: string, amount: number, date: string) => ({
    transactionId,
    description,
    amount,
    category: 'Efectivo y equivalentes de efectivo',
    type: 'corriente' as const,
    date,
  });
  return {
    revenues: [
      {
        transactionId: 'm3',
        description: 'Reparación de bicis',
        amount: 2400,
        category: 'Prestación de servicios',
        date: '2026-04-15',
      },
    ],
    expenses: [
      {
        transactionId: 'm4',
        description: 'Alquiler de abril',
        amount: 600,
        category: 'Alquiler',
        date: '2026-04-20',
      },
    ],
    assets: [
      opening('assets', 'Efectivo y equivalentes de efectivo', 8000, 'corriente'),
      opening('assets', 'Propiedad, planta y equipo', 5000, 'no_corriente'),
      cash('m1', 'Pago a Proveedores de marzo', -1000, '2026-04-08'),
      cash('m2', 'Aporte de Begoña', 1000, '2026-04-10'),
      cash('m3', 'Cobro de reparaciones', 2400, '2026-04-15'),
      cash('m4', 'Pago del alquiler', -600, '2026-04-20'),
      cash('m5', 'Dividendo pagado', -500, '2026-04-28'),
    ],
    liabilities: [
      opening('liabilities', 'Proveedores', 1500, 'corriente'),
      {
        transactionId: 'm1',
        description: 'Pago a Proveedores de marzo',
        amount: -1000,
        category: 'Proveedores',
        type: 'corriente',
        date: '2026-04-08',
        settles: 'apertura',
      },
    ],
    equity: [
      opening('equity', 'Capital social', 10000),
      opening('equity', 'Resultados acumulados', 1500),
      {
        transactionId: 'm2',
        description: 'Aporte de Begoña',
        amount: 1000,
        category: 'Aportes de socios',
        date: '2026-04-10',
      },
      {
        transactionId: 'm5',
        description: 'Dividendo pagado',
        amount: -500,
        category: 'Resultados acumulados',
        date: '2026-04-28',
      },
    ],
  };
}

export const WORKSHOP = {
  name: 'Taller Ñandú',
  currency: 'USD',
  startDate: '2026-04-01',
  endDate: '2026-04-30',
} as const;

export function openingSource(): ExportSource {
  return {
    meta: {
      company: WORKSHOP.name,
      currency: WORKSHOP.currency,
      startDate: WORKSHOP.startDate,
      endDate: WORKSHOP.endDate,
    },
    state: stateOf(openingSections()),
    generatedOn: '2026-05-02',
  };
}
