import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  cents,
  mulDiv,
  parseAmount,
  splitProportionally,
  sub,
  sum,
  toCents,
  toUnits,
  type Cents,
} from './money';

const c = (n: number) => cents(n);

describe('parseAmount', () => {
  it.each([
    [1200, 120000],
    [15.99, 1599],
    [-45.5, -4550],
    [0.1 + 0.2, 30],
    ['1200', 120000],
    ['1,200.50', 120050],
    ['1.200,50', 120050],
    ['1.200', 120000],
    ['1,200,000', 120000000],
    ['12,5', 1250],
    ['0.5', 50],
    ['-45.5', -4550],
    ['$1,234.56', 123456],
    ['1.250,75 €', 125075],
    ['(300)', -30000],
    ['  2 500 ', 250000],
    ['0,005', 1],
  ])('%j → %i cents', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['abc'],
    ['1.2.3,4,5'],
    ['12a'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [{}],
    [[]],
    ['1,20,0'],
  ])('%j is not an amount', (input) => {
    expect(parseAmount(input)).toBeNull();
  });
});

describe('money arithmetic stays in integer cents', () => {
  it('adds 0.1 + 0.2 exactly', () => {
    expect(add(toCents(0.1) as Cents, toCents(0.2) as Cents)).toBe(30);
    expect(toUnits(c(30))).toBe(0.3);
  });
  it('sums and subtracts', () => {
    expect(sum([c(1599), c(1), c(-600)])).toBe(1000);
    expect(sub(c(100), c(250))).toBe(-150);
  });
  it('refuses non-integers', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
  });
  it('mulDiv rounds half away from zero', () => {
    expect(mulDiv(c(100), 1, 3)).toBe(33);
    expect(mulDiv(c(5), 1, 2)).toBe(3);
    expect(mulDiv(c(-5), 1, 2)).toBe(-3);
  });
});

describe('splitProportionally', () => {
  it('splits 100 in thirds without losing a cent', () => {
    expect(splitProportionally(c(100), [c(1), c(1), c(1)])).toEqual([34, 33, 33]);
  });
  it('keeps the total sign and ignores zero weights', () => {
    expect(splitProportionally(c(-400), [c(-1200), c(0), c(-800)])).toEqual([-240, 0, -160]);
  });
  it('works beyond 2^53 intermediate products', () => {
    const big = c(99_999_999_999_999);
    const parts = splitProportionally(big, [c(33_333_333_333_333), c(66_666_666_666_667)]);
    expect((parts[0] ?? 0) + (parts[1] ?? 0)).toBe(big);
  });
  it('rejects weights of both signs', () => {
    expect(() => splitProportionally(c(10), [c(1), c(-1)])).toThrow(RangeError);
  });
  it('always adds up to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc
          .array(fc.integer({ min: 0, max: 1e12 }), { minLength: 1, maxLength: 6 })
          .filter((w) => w.some((x) => x > 0)),
        fc.boolean(),
        (total, ws, negative) => {
          const weights = ws.map((w) => c(negative ? -w : w));
          const parts = splitProportionally(c(total), weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          const wSum = ws.reduce((s, w) => s + w, 0);
          parts.forEach((p, i) => {
            const exact = (total * (ws[i] ?? 0)) / wSum;
            expect(Math.abs(p - exact)).toBeLessThan(1.0001);
            if (ws[i] === 0) expect(p).toBe(0);
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('amounts stay exact to the cent', () => {
  it('parse(format-like text) round-trips every cent value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (n) => {
        const units = Math.trunc(Math.abs(n) / 100);
        const frac = String(Math.abs(n) % 100).padStart(2, '0');
        const sign = n < 0 ? '-' : '';
        expect(parseAmount(`${sign}${units.toLocaleString('en-US')}.${frac}`)).toBe(n);
        expect(parseAmount(`${sign}${units.toLocaleString('de-DE')},${frac}`)).toBe(n);
        expect(toCents(toUnits(c(n)))).toBe(n);
      }),
      { numRuns: 3000 },
    );
  });
});
