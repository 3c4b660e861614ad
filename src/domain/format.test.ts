import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatAmountAccounting,
  formatDateLong,
  formatDateShort,
  formatMoney,
  formatMoneyAccounting,
  formatPercent,
  formatPeriod,
  formatRatio,
  isIsoDate,
} from './format';
import { cents } from './money';

describe('display helpers (specification §9)', () => {
  it('writes amounts en-US with 2 decimals in currency style', () => {
    expect(formatMoney(cents(123456), 'USD')).toBe('$1,234.56');
    expect(formatMoney(cents(123456), 'EUR')).toBe('€1,234.56');
    expect(formatMoney(cents(-123456), 'USD')).toBe('-$1,234.56');
    expect(formatMoney(cents(5), 'USD')).toBe('$0.05');
    expect(formatMoney(cents(0), 'EUR')).toBe('€0.00');
    expect(formatMoney(cents(1_000_000_000_00), 'USD')).toBe('$1,000,000,000.00');
  });

  it('agrees with Intl en-US for every magnitude', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const n of [1, 99, 100, 999_99, 1_000_00, 12_345_678_90, -7_50, 123_456_789_012_34]) {
      expect(formatMoney(cents(n), 'USD')).toBe(intl.format(n / 100));
    }
  });

  it('writes amounts without symbol', () => {
    expect(formatAmount(cents(1_200_050))).toBe('12,000.50');
    expect(formatAmount(cents(-1599))).toBe('-15.99');
  });

  it('writes short dates day first for book columns', () => {
    expect(formatDateShort('2026-01-05')).toBe('05/01/2026');
    expect(formatDateShort('2026-02-30')).toBe('2026-02-30');
  });

  it('writes negatives in parentheses for printed statements, positives as formatMoney', () => {
    expect(formatMoneyAccounting(cents(-123456), 'USD')).toBe('($1,234.56)');
    expect(formatMoneyAccounting(cents(-5), 'EUR')).toBe('(€0.05)');
    expect(formatMoneyAccounting(cents(123456), 'EUR')).toBe('€1,234.56');
    expect(formatMoneyAccounting(cents(0), 'USD')).toBe('$0.00');
    expect(formatAmountAccounting(cents(-1599))).toBe('(15.99)');
    expect(formatAmountAccounting(cents(1_200_050))).toBe('12,000.50');
  });

  it("shows non-finite ratios as 'N/A' and margins as percents", () => {
    expect(formatRatio(2.5)).toBe('2.50');
    expect(formatRatio(Number.POSITIVE_INFINITY)).toBe('N/A');
    expect(formatPercent(23.00125)).toBe('23.00%');
    expect(formatPercent(Number.NaN)).toBe('N/A');
  });

  it('writes dates in Spanish long format', () => {
    expect(formatDateLong('2026-01-15')).toBe('15 de enero de 2026');
    expect(formatDateLong('2026-03-01')).toBe('1 de marzo de 2026');
    expect(formatDateLong('2025-12-31')).toBe('31 de diciembre de 2025');
    expect(formatDateLong('no es fecha')).toBe('no es fecha');
    expect(formatPeriod('2026-01-01', '2026-12-31')).toBe(
      'del 1 de enero de 2026 al 31 de diciembre de 2026',
    );
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate(20260115)).toBe(false);
  });
});
