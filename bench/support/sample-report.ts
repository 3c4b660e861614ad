/** The reports the API bench stores and saves: balanced pairs of lines, as the wizard would send them. */
import type { CreateReportInput, Sections } from '../../src/shared/reports';

/**
 * `lines` lines in pairs: a sale collected in cash, an expense paid in cash, alternating. The entry
 * ids are the same in every sample of the same size, so a save of a sample over a report seeded with
 * one changes only what `changedSections` changes (saves write only the entries that changed,
 * decision 0012).
 */
export function sampleSections(lines: number): Sections {
  const s: Sections = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
  for (let i = 0; i < lines / 2; i++) {
    const tx = `asiento-${i}`;
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

/** Which lines of a sample a save changes: the first entry's (the wizard's usual save) or all. */
export type Change = 'one' | 'all';

/**
 * The sample with `cents` added to the size of every amount of the first entry (`one`) or of every
 * entry (`all`), each entry still balanced. A `cents` other than the last save's changes those lines.
 */
export function changedSections(base: Sections, change: Change, cents: number): Sections {
  const first = base.revenues[0]?.transactionId;
  const grow = (amount: number) => (Math.sign(amount) * Math.round(Math.abs(amount) * 100 + cents)) / 100;
  const out = { ...base };
  for (const section of ['revenues', 'expenses', 'assets', 'liabilities', 'equity'] as const)
    out[section] = base[section].map((l) =>
      change === 'all' || l.transactionId === first ? { ...l, amount: grow(l.amount) } : l,
    );
  return out;
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
