import type { Sections } from '../../shared/reports';

/** The report the kill tests save over and over (src/server/test/save-loop.ts, kill-saves.ts). */
export const KILL_USER = 'kill-test-user';
export const ENTRIES = 20;

/** Version k of the report: every one of its lines says k, so a torn save cannot pass for whole. */
export function sectionsFor(version: number): Sections {
  const amount = 100 + version;
  const ids = Array.from({ length: ENTRIES }, (_, i) => `t${i + 1}`);
  return {
    revenues: ids.map((transactionId) => ({
      transactionId,
      description: `Venta v${version}`,
      amount,
      category: 'Ventas',
    })),
    expenses: [],
    assets: ids.map((transactionId) => ({
      transactionId,
      description: `Cobro v${version}`,
      amount,
      category: 'Efectivo y equivalentes de efectivo',
      type: 'corriente' as const,
    })),
    liabilities: [],
    equity: [],
  };
}

export const nameFor = (version: number) => `Versión ${version}`;
