import { describe, expect, it } from 'vitest';
import { ACCOUNT, CATEGORY } from './catalog';
import { computeFigures } from './figures';
import { fromPlainState, toPlainState } from './plain';
import { academy, idGen } from './test-support';

describe('plain state (API, saved report, assistant evaluation)', () => {
  it('writes amounts in units and leaves local ids and isCustom out', () => {
    const b = academy();
    const plain = toPlainState(b.state);
    expect(plain.expenses[0]).toEqual({
      transactionId: b.ids[3],
      description: 'Zoom Pro mensual',
      amount: 15.99,
      category: CATEGORY.software,
    });
    expect(plain.assets[0]).toEqual({
      transactionId: b.ids[0],
      description: 'Aporte de capital inicial',
      amount: 10000,
      category: ACCOUNT.cash,
      type: 'corriente',
    });
  });

  it('round-trips to the same books', () => {
    const state = academy().state;
    const back = fromPlainState(JSON.parse(JSON.stringify(toPlainState(state))), { newId: idGen('n') });
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(toPlainState(back.state)).toEqual(toPlainState(state));
    expect(computeFigures(back.state)).toEqual(computeFigures(state));
  });

  it('reads a case of the assistant evaluation', () => {
    const r = fromPlainState(
      {
        revenues: [],
        expenses: [
          {
            transactionId: 't4',
            description: 'Zoom Pro mensual',
            amount: 15.99,
            category: 'Suscripciones de software',
          },
        ],
        assets: [
          {
            transactionId: 't4',
            description: 'Zoom Pro mensual',
            amount: -15.99,
            category: 'Efectivo y equivalentes de efectivo',
            type: 'corriente',
          },
        ],
        liabilities: [],
        equity: [],
      },
      { newId: idGen() },
    );
    expect(r.ok && r.state.assets[0]).toMatchObject({
      id: 'id2',
      amount: -1599,
      section: 'assets',
      transactionId: 't4',
    });
  });

  it('counts a missing amount as zero, completes term and catch-all category, marks custom names', () => {
    const r = fromPlainState(
      {
        assets: [
          { description: 'Caja', category: ACCOUNT.vehicles },
          { description: 'Algo', amount: '1,5' },
        ],
        equity: [{ description: 'x', amount: 2, category: 'Aporte especial' }],
      },
      { newId: idGen() },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.assets[0]).toMatchObject({ amount: 0, type: 'no_corriente' });
    expect(r.state.assets[1]).toMatchObject({
      amount: 150,
      category: ACCOUNT.otherCurrentAssets,
      type: 'corriente',
    });
    expect(r.state.equity[0]).toMatchObject({ isCustom: true });
    expect(r.state.revenues).toEqual([]);
  });

  it('reports every problem in Spanish with where it is', () => {
    const r = fromPlainState(
      {
        assets: [
          { description: 'a', amount: 'mucho', category: ACCOUNT.cash, type: 'largo', date: '2026-13-01' },
          5,
        ],
        equity: 'x',
      },
      { newId: idGen() },
    );
    expect(r).toEqual({
      ok: false,
      errors: [
        'Activos, línea 1: el monto «mucho» no es un número.',
        'Activos, línea 1: el plazo «largo» no es «corriente» ni «no_corriente».',
        'Activos, línea 1: la fecha «2026-13-01» no es una fecha AAAA-MM-DD válida.',
        'Activos, línea 2: no es un objeto.',
        'Patrimonio: no es una lista.',
      ],
    });
    expect(fromPlainState([], { newId: idGen() }).ok).toBe(false);
  });

  it('carries what a line settles through the plain form, and rejects a settles that is no entry id', () => {
    const plain = {
      assets: [{ transactionId: 't2', description: 'Pago', amount: -800, category: ACCOUNT.cash }],
      liabilities: [
        { transactionId: 't2', description: 'Pago', amount: -800, category: ACCOUNT.payables, settles: 't1' },
      ],
    };
    const r = fromPlainState(plain, { newId: idGen() });
    expect(r.ok && r.state.liabilities[0]?.settles).toBe('t1');
    expect(r.ok && toPlainState(r.state).liabilities[0]).toEqual({
      transactionId: 't2',
      description: 'Pago',
      amount: -800,
      category: ACCOUNT.payables,
      type: 'corriente',
      settles: 't1',
    });
    expect(r.ok && 'settles' in (toPlainState(r.state).assets[0] ?? {})).toBe(false);
    const bad = fromPlainState(
      { liabilities: [{ description: 'Pago', amount: -1, category: ACCOUNT.payables, settles: { id: 1 } }] },
      { newId: idGen() },
    );
    expect(bad).toEqual({
      ok: false,
      errors: ['Pasivos, línea 1: settles no es el identificador de un asiento.'],
    });
  });
});
