import { describe, expect, it } from 'vitest';
import { cashFlowStatement } from '../../domain';
import { stateOf } from '../test/sample-books';
import { cashFlowRows } from './statement-rows';

const CASH = 'Efectivo y equivalentes de efectivo';

describe('cash-flow rows of the printed statement', () => {
  it('show interest paid as its own line (NIIF 7.14), and the operating rows add up to their total', () => {
    const state = stateOf({
      revenues: [
        { transactionId: 't2', description: 'Ventas', amount: 900, category: 'Ventas de productos' },
      ],
      expenses: [{ transactionId: 't3', description: 'Cuota', amount: 40, category: 'Gastos financieros' }],
      assets: [
        { transactionId: 't1', description: 'Préstamo', amount: 5000, category: CASH, type: 'corriente' },
        { transactionId: 't2', description: 'Ventas', amount: 900, category: CASH, type: 'corriente' },
        { transactionId: 't3', description: 'Cuota', amount: -340, category: CASH, type: 'corriente' },
      ],
      liabilities: [
        {
          transactionId: 't1',
          description: 'Préstamo',
          amount: 5000,
          category: 'Préstamos a largo plazo',
          type: 'no_corriente',
        },
        {
          transactionId: 't3',
          description: 'Cuota',
          amount: -300,
          category: 'Préstamos a largo plazo',
          type: 'no_corriente',
        },
      ],
      equity: [],
    });
    const statement = cashFlowStatement(state);
    const rows = cashFlowRows(statement);
    const interest = rows.find((r) => r.label === statement.operating.interestPaid?.label);
    expect(interest?.amount).toBe(-4000);
    // Items of the operating section, from net income down to its subtotal, sum to that subtotal.
    const end = rows.findIndex((r) => r.kind === 'subtotal');
    const items = rows.slice(0, end).filter((r) => r.kind === 'item');
    expect(items.reduce((t, r) => t + (r.amount ?? 0), 0)).toBe(rows[end]?.amount);
    expect(rows[end]?.amount).toBe(86_000);
  });
});
