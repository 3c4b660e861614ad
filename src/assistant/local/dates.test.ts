import { describe, expect, it } from 'vitest';
import { extractDate } from './dates';
import { normalize } from './text';

const ctx = { today: '2025-03-20', period: { start: '2025-01-01', end: '2025-12-31' } };
const dateOf = (text: string, c: Parameters<typeof extractDate>[1] = ctx): string | undefined =>
  extractDate(normalize(text), c).date;

describe('date grammar', () => {
  it('reads day and month names inside the report period', () => {
    expect(dateOf('el 15 de marzo compramos una mesa')).toBe('2025-03-15');
    expect(dateOf('el 3 de enero de 2025 pagamos')).toBe('2025-01-03');
  });

  it('reads numeric dates', () => {
    expect(dateOf('15/03 pagamos la luz')).toBe('2025-03-15');
    expect(dateOf('2025-02-28 pagamos la luz')).toBe('2025-02-28');
  });

  it('reads relative dates from today, clamped to the period', () => {
    expect(dateOf('ayer pagamos la luz')).toBe('2025-03-19');
    expect(dateOf('hoy vendimos 300')).toBe('2025-03-20');
    expect(dateOf('anteayer cobramos')).toBe('2025-03-18');
    expect(
      dateOf('ayer pagamos', { today: '2026-02-10', period: { start: '2025-01-01', end: '2025-12-31' } }),
    ).toBe('2025-12-30');
  });

  it('reads weekdays as the latest one on or before today', () => {
    // 2025-03-20 is a Thursday.
    expect(dateOf('el lunes pagamos el alquiler')).toBe('2025-03-17');
  });

  it('ignores the date of a future payment', () => {
    expect(dateOf('el sueldo es 400, se lo pago el lunes')).toBeUndefined();
    expect(dateOf('se lo pagamos el 5')).toBeUndefined();
  });

  it('blanks date phrases so they never become amounts', () => {
    const out = extractDate(normalize('el 15 de marzo pagamos 300'), ctx);
    expect(out.text).not.toMatch(/15/);
    expect(out.text).toMatch(/300/);
  });

  it('has no date without a reference year', () => {
    expect(dateOf('ayer pagamos', {})).toBeUndefined();
  });
});
