import { describe, expect, it } from 'vitest';
import { ACCOUNT, CATEGORY } from './catalog';
import { conceptOf, entriesOf } from './entries';
import { deleteItem, emptyState, termOf, type Line, type WorkingState } from './lines';
import { cents } from './money';
import { Book } from './test-support';

describe('manual deletion (specification §4)', () => {
  it('removes the whole entry when the line has one', () => {
    const b = new Book();
    const t1 = b.add(['assets', ACCOUNT.cash, 10000], ['equity', ACCOUNT.shareCapital, 10000]);
    b.add(['expenses', CATEGORY.rent, 500], ['assets', ACCOUNT.cash, -500]);
    const equityLine = b.state.equity[0] as Line;
    const r = deleteItem(b.state, equityLine.id);
    expect(r).not.toBeNull();
    expect(r?.removed).toBe('entry');
    expect(r?.toast).toBe('Transacción Eliminada');
    expect(r?.transactionId).toBe(t1);
    expect(r?.removedLineIds).toHaveLength(2);
    expect(r?.state.assets.map((l) => l.amount)).toEqual([-50000]);
    expect(r?.state.equity).toEqual([]);
  });

  it('removes only the line when it has no entry', () => {
    const state: WorkingState = {
      ...emptyState(),
      expenses: [
        {
          id: 'a',
          section: 'expenses',
          category: CATEGORY.rent,
          description: 'Alquiler',
          amount: cents(100),
        },
        {
          id: 'b',
          section: 'expenses',
          category: CATEGORY.rent,
          description: 'Alquiler',
          amount: cents(200),
        },
      ],
    };
    const r = deleteItem(state, 'a');
    expect(r?.removed).toBe('line');
    expect(r?.toast).toBe('Elemento Eliminado');
    expect(r?.state.expenses.map((l) => l.id)).toEqual(['b']);
  });

  it('says nothing was found for an unknown id', () => {
    expect(deleteItem(emptyState(), 'x')).toBeNull();
  });
});

describe('entries', () => {
  it('come out in the order they were booked, though the five lists are separate', () => {
    const b = new Book();
    const sale = () => b.add(['assets', ACCOUNT.cash, 50], ['revenues', CATEGORY.services, 50]);
    const t1 = b.add(['assets', ACCOUNT.cash, 1000], ['equity', ACCOUNT.shareCapital, 1000]);
    const t2 = b.add(['expenses', CATEGORY.rent, 300], ['liabilities', ACCOUNT.payables, 300]);
    const t3 = sale();
    const t4 = b.add(['liabilities', ACCOUNT.payables, -300], ['assets', ACCOUNT.cash, -300]);
    const t5 = b.add(['expenses', CATEGORY.software, 20], ['assets', ACCOUNT.cash, -20]);
    // Read by section the expenses (t2, t5) would come before the capital (t1).
    expect(entriesOf(b.state).map((e) => e.transactionId)).toEqual([t1, t2, t3, t4, t5]);
  });

  it('group the lines of an entry and keep its earliest date', () => {
    const b = new Book();
    b.add(
      ['assets', ACCOUNT.cash, 10, 'a', { date: '2026-02-03' }],
      ['equity', ACCOUNT.shareCapital, 10, 'a', { date: '2026-02-01' }],
    );
    const [e] = entriesOf(b.state);
    expect(e?.lines).toHaveLength(2);
    expect(e?.date).toBe('2026-02-01');
  });

  it('treat a line without entry as an entry of its own', () => {
    const state: WorkingState = {
      ...emptyState(),
      expenses: [
        {
          id: 'a',
          section: 'expenses',
          category: CATEGORY.rent,
          description: 'Alquiler',
          amount: cents(100),
        },
      ],
      assets: [
        { id: 'b', section: 'assets', category: ACCOUNT.cash, description: 'Caja', amount: cents(100) },
      ],
    };
    const entries = entriesOf(state);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.transactionId === undefined && e.lines.length === 1)).toBe(true);
  });

  it('survive contradictory orders from hand-made data', () => {
    const l = (id: string, tx: string, section: Line['section'], amount: number): Line => ({
      id,
      transactionId: tx,
      section,
      category: section === 'assets' ? ACCOUNT.cash : ACCOUNT.shareCapital,
      description: '',
      amount: cents(amount),
    });
    const state: WorkingState = {
      ...emptyState(),
      assets: [l('1', 'a', 'assets', 1), l('2', 'b', 'assets', 2)],
      equity: [l('3', 'b', 'equity', 2), l('4', 'a', 'equity', 1)],
    };
    expect(entriesOf(state).map((e) => e.key)).toEqual(['a', 'b']);
  });

  it('take as concept the description of what was acquired or incurred', () => {
    const b = new Book();
    b.add(
      ['assets', ACCOUNT.ppe, 1200, 'Laptop para edición'],
      ['assets', ACCOUNT.cash, -400, 'Pago inicial'],
      ['liabilities', ACCOUNT.payables, 800, 'Saldo a crédito'],
    );
    expect(conceptOf(entriesOf(b.state)[0] as NonNullable<ReturnType<typeof entriesOf>[0]>)).toBe(
      'Laptop para edición',
    );
  });
});

describe('termOf', () => {
  it('falls back to the catalogue, then to current, for lines without a term', () => {
    expect(termOf({ section: 'assets', category: ACCOUNT.vehicles })).toBe('no_corriente');
    expect(termOf({ section: 'assets', category: 'Caja chica' })).toBe('corriente');
    expect(termOf({ section: 'equity', category: ACCOUNT.shareCapital })).toBeUndefined();
  });
});
