import { describe, expect, it } from 'vitest';
import { cents } from '../../domain';
import { analyze } from './analyze';
import { analyzeMeans, meansIn, splitTotal, type Means } from './means';
import { normalize } from './text';

const split = (text: string, total: number, fallback?: Means): [Means, number][] | string => {
  const res = splitTotal(cents(total * 100), analyzeMeans(analyze(text)), fallback);
  return res.ok ? res.portions.map((p) => [p.means, p.cents / 100]) : res.reason;
};

describe('means of payment', () => {
  it.each<[string, Means]>([
    ['pagado con la débito', 'cash'],
    ['en efectivo', 'cash'],
    ['por transferencia', 'cash'],
    ['con la tarjeta de débito', 'cash'],
    ['con la tarjeta de crédito de la empresa', 'card'],
    ['a crédito', 'credit'],
    ['a 30 días', 'credit'],
    ['fiado', 'credit'],
    ['quedamos debiendo', 'credit'],
    ['factura pendiente', 'credit'],
    ['con un crédito del banco', 'loan'],
  ])('%s → %s', (text, means) => {
    expect(meansIn(normalize(text))[0]).toBe(means);
  });

  it('splits explicit parts and the rest', () => {
    expect(split('la laptop costó 1200: 400 de contado y el resto a crédito', 1200)).toEqual([
      ['cash', 400],
      ['credit', 800],
    ]);
  });

  it('splits halves and percentages', () => {
    expect(split('mitad en efectivo y mitad a 90 días', 3400.5)).toEqual([
      ['cash', 1700.25],
      ['credit', 1700.25],
    ]);
    expect(split('el 30% al contado y el resto a crédito', 2000)).toEqual([
      ['cash', 600],
      ['credit', 1400],
    ]);
  });

  it('puts the rest on a bank loan', () => {
    expect(split('2.300, ochocientos de inicial y el resto con un credito del banco', 2300)).toEqual([
      ['cash', 800],
      ['loan', 1500],
    ]);
  });

  it('refuses a split without amounts', () => {
    expect(split('una parte en efectivo y otra a crédito', 600)).toBe('vague');
  });

  it('uses the fallback only when nothing is named', () => {
    expect(split('pagué el sueldo', 460, 'cash')).toEqual([['cash', 460]]);
    expect(split('compramos una mesa', 300)).toBe('no-means');
  });

  it('reads loan terms in months', () => {
    expect(analyzeMeans(analyze('préstamo a 3 años')).loanMonths).toBe(36);
    expect(analyzeMeans(analyze('a 24 meses')).loanMonths).toBe(24);
    expect(analyzeMeans(analyze('a 4 meses')).loanMonths).toBe(4);
  });
});
