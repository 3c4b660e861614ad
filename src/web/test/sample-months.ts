/* Two months of one shop for the opening-balance tests: March from zero, April carried from March. */
import {
  closingBalances,
  fromPlainState,
  openingEntryLines,
  toPlainState,
  type OpeningBalance,
} from '@/domain';
import type { ReportDetail, ReportMeta, ReportSummary, Sections } from '@/shared/reports';

export const CASH = 'Efectivo y equivalentes de efectivo';

/**
 * March: capital 10,000 in cash; goods 3,000 bought on credit; sales 2,000 in cash; rent 500 paid.
 * Hand-checked closing: cash 11,500; inventories 3,000; payables 3,000; capital 10,000; retained
 * earnings 1,500 (assets 14,500 = 3,000 + 11,500).
 */
export const MARCH: Sections = {
  revenues: [
    {
      transactionId: 't3',
      description: 'Ventas de marzo',
      amount: 2000,
      category: 'Ventas de productos',
      date: '2026-03-20',
    },
  ],
  expenses: [
    { transactionId: 't4', description: 'Alquiler', amount: 500, category: 'Alquiler', date: '2026-03-25' },
  ],
  assets: [
    {
      transactionId: 't1',
      description: 'Aporte de capital',
      amount: 10000,
      category: CASH,
      type: 'corriente',
      date: '2026-03-01',
    },
    {
      transactionId: 't2',
      description: 'Mercadería a crédito',
      amount: 3000,
      category: 'Inventarios',
      type: 'corriente',
      date: '2026-03-05',
    },
    {
      transactionId: 't3',
      description: 'Cobro de ventas',
      amount: 2000,
      category: CASH,
      type: 'corriente',
      date: '2026-03-20',
    },
    {
      transactionId: 't4',
      description: 'Pago del alquiler',
      amount: -500,
      category: CASH,
      type: 'corriente',
      date: '2026-03-25',
    },
  ],
  liabilities: [
    {
      transactionId: 't2',
      description: 'Deuda con el proveedor',
      amount: 3000,
      category: 'Cuentas por pagar',
      type: 'corriente',
      date: '2026-03-05',
    },
  ],
  equity: [
    {
      transactionId: 't1',
      description: 'Aporte de capital',
      amount: 10000,
      category: 'Capital social',
      date: '2026-03-01',
    },
  ],
};

export const EMPTY: Sections = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };

export function meta(fields: Partial<ReportMeta> & Pick<ReportMeta, 'id' | 'name'>): ReportMeta {
  return {
    currency: 'USD',
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    status: 'completed',
    version: 1,
    openingFrom: null,
    createdAt: '2026-04-01T10:00:00.000Z',
    updatedAt: '2026-04-01T10:00:00.000Z',
    ...fields,
  };
}

export function summary(m: ReportMeta): ReportSummary {
  return { ...m, totals: { revenues: 0, expenses: 0, netIncome: 0, assets: 0 } };
}

export function detail(m: ReportMeta, sections: Sections): ReportDetail {
  return { report: m, sections, messages: [] };
}

let n = 0;
const id = () => `m${++n}`;

/** The closing balance sheet of these sections, as the domain carries it. */
export function closingOf(sections: Sections): OpeningBalance[] {
  const read = fromPlainState(sections, { newId: id });
  if (!read.ok) throw new Error(read.errors.join('\n'));
  return closingBalances(read.state);
}

/** Sections holding only an opening entry of these balances, dated `date`. */
export function openingSections(balances: readonly OpeningBalance[], date: string): Sections {
  const lines = openingEntryLines(balances, { date, newId: id });
  const plain = toPlainState({
    revenues: [],
    expenses: [],
    assets: lines.filter((l) => l.section === 'assets'),
    liabilities: lines.filter((l) => l.section === 'liabilities'),
    equity: lines.filter((l) => l.section === 'equity'),
  });
  return plain as Sections;
}
