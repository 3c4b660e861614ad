/** The reports the API bench stores and saves: balanced pairs of lines, as the wizard would send them. */
import { randomUUID } from 'node:crypto';
import type { CreateReportInput, Sections } from '../../src/shared/reports';

/** `lines` lines in pairs: a sale collected in cash, an expense paid in cash, alternating. */
export function sampleSections(lines: number): Sections {
  const s: Sections = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
  for (let i = 0; i < lines / 2; i++) {
    const tx = randomUUID();
    const amount = 100 + (i % 37) * 3.25;
    if (i % 2 === 0) {
      s.revenues.push({
        transactionId: tx,
        description: `Venta ${i}`,
        amount,
        category: 'Prestación de servicios',
      });
      s.assets.push({
        transactionId: tx,
        description: `Cobro ${i}`,
        amount,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
      });
    } else {
      s.expenses.push({ transactionId: tx, description: `Gasto ${i}`, amount, category: 'Alquiler' });
      s.assets.push({
        transactionId: tx,
        description: `Pago ${i}`,
        amount: -amount,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
      });
    }
  }
  return s;
}

export function sampleReport(i: number, lines: number): CreateReportInput {
  return {
    name: `Empresa ${i}`,
    currency: i % 5 === 0 ? 'EUR' : 'USD',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: i % 2 ? 'completed' : 'draft',
    sections: sampleSections(lines),
  };
}
