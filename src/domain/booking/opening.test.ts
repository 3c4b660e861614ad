import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT } from '../catalog';
import { cents } from '../money';
import { openingDifference } from '../opening';
import {
  OPENING_QUESTION,
  openingFromItems,
  openingGapQuestion,
  openingToBook,
  type OpeningThing,
} from './opening';

const item = (thing: OpeningThing, units: number) => ({ thing, amount: cents(units * 100) });

describe('opening balances told in words', () => {
  it('names the account of each thing, with the loan by what is left to pay', () => {
    const r = openingFromItems([
      item({ kind: 'cash' }, 1000),
      item({ kind: 'asset', asset: 'inventory' }, 300),
      item({ kind: 'asset', asset: 'investment' }, 200),
      item({ kind: 'loan', termMonths: 12 }, 400),
      item({ kind: 'loan', termMonths: 13 }, 500),
      item({ kind: 'loan', mortgage: true }, 50),
      item({ kind: 'retained' }, -250),
      item({ kind: 'capital' }, 800),
    ]);
    expect(r.kind).toBe('balances');
    if (r.kind !== 'balances') return;
    expect(r.balances.map((b) => [b.category, b.type, b.amount / 100])).toEqual([
      [ACCOUNT.cash, 'corriente', 1000],
      [ACCOUNT.inventories, 'corriente', 300],
      [ACCOUNT.longTermInvestments, 'no_corriente', 200],
      [ACCOUNT.shortTermLoans, 'corriente', 400],
      [ACCOUNT.longTermLoans, 'no_corriente', 500],
      [ACCOUNT.mortgages, 'no_corriente', 50],
      [ACCOUNT.shareCapital, undefined, 800],
      [ACCOUNT.retainedEarnings, undefined, -250],
    ]);
    expect(r.difference).toBe(0);
  });

  it('asks for a loan’s term instead of guessing it', () => {
    expect(openingFromItems([item({ kind: 'cash' }, 10), item({ kind: 'loan' }, 10)])).toEqual({
      kind: 'question',
      text: OPENING_QUESTION.loanTerm,
    });
  });

  it('states the gap and asks before it goes to Resultados acumulados', () => {
    const r = openingFromItems([item({ kind: 'cash' }, 100), item({ kind: 'debt' }, 130)]);
    if (r.kind !== 'balances') throw new Error('expected balances');
    expect(r.difference).toBe(-3000);
    const q = openingGapQuestion(r.balances, r.difference, 'EUR');
    expect(q).toContain('sobran €30.00');
    expect(q.endsWith(OPENING_QUESTION.gapAsk)).toBe(true);
  });

  it('whatever is told, the opening booked with its gap balances, and without it keeps the gap', () => {
    const thingArb = fc.constantFrom<OpeningThing>(
      { kind: 'cash' },
      { kind: 'receivable' },
      { kind: 'asset', asset: 'vehicle' },
      { kind: 'supplier_debt' },
      { kind: 'taxes_owed' },
      { kind: 'loan', termMonths: 24 },
      { kind: 'capital' },
      { kind: 'retained' },
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ thing: thingArb, units: fc.integer({ min: -100_000, max: 100_000 }) }), {
          maxLength: 8,
        }),
        (told) => {
          const r = openingFromItems(told.map((t) => item(t.thing, t.units)));
          if (r.kind !== 'balances') throw new Error('no question expected');
          expect(openingDifference(openingToBook(r.balances, true))).toBe(0);
          expect(openingDifference(openingToBook(r.balances, false))).toBe(r.difference);
        },
      ),
      { numRuns: 300 },
    );
  });
});
