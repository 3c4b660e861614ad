import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { values } from './values';

/** The money amounts of a message in currency units, after quantities × prices. */
const amounts = (text: string): number[] => values(analyze(text)).map((v) => v.cents / 100);
const centsOf = (text: string): number[] => values(analyze(text)).map((v) => v.cents);

describe('amount grammar', () => {
  it.each([
    ['pagamos 10000 de alquiler', 10000],
    ['pagamos 10.000 de alquiler', 10000],
    ['pagamos 10,000 de alquiler', 10000],
    ['pagamos $10,000.50 de alquiler', 10000.5],
    ['pagamos 1.250,75 € de alquiler', 1250.75],
    ['pagamos 10k de alquiler', 10000],
    ['pagamos 1.5k de alquiler', 1500],
    ['pagamos 1,5k de alquiler', 1500],
    ['pagamos 10 mil de alquiler', 10000],
    ['pagamos diez mil de alquiler', 10000],
    ['pagamos mil quinientos de alquiler', 1500],
    ['aportamos un millón doscientos mil', 1_200_000],
    ['aportamos 2 millones', 2_000_000],
    ['aportamos medio millón', 500_000],
    ['por quinientos cincuenta dólares al contado', 550],
    ['pagamos treinta y cinco de taxi', 35],
    ['cuesta 6,25', 6.25],
    ['valen 1,300', 1300],
    ['pagamos 12.99 de Canva', 12.99],
    ['1.10 c/u', 1.1],
    ['pusimos 15 lucas', 15000],
  ])('%s → %d', (text, expected) => {
    expect(amounts(text)).toContain(expected);
  });

  it('multiplies quantities by unit prices', () => {
    expect(amounts('compramos 3 sillas a 150')).toEqual([450]);
    expect(amounts('compré 40 kilos de café a 12 el kilo')).toEqual([480]);
    expect(amounts('120 fundas a 12.99 c/u')).toEqual([1558.8]);
    expect(amounts('vendimos 15 anuales a 199')).toEqual([2985]);
    expect(amounts('compramos 2 x 350')).toEqual([700]);
  });

  it('keeps totals that are not unit prices', () => {
    expect(amounts('compramos 3 sillas por 450')).toEqual([450]);
  });

  it('does not read terms, percentages, counts or dates as money', () => {
    const msg = analyze('un préstamo de 8,000 a 24 meses, el 30% al contado, entre los dos, el 15 de marzo');
    const kinds = msg.mentions.map((m) => [m.kind, m.value / 100]);
    expect(kinds).toContainEqual(['money', 8000]);
    expect(kinds).toContainEqual(['term', 24]);
    expect(kinds).toContainEqual(['pct', 30]);
    expect(kinds).not.toContainEqual(['money', 15]);
    expect(kinds).not.toContainEqual(['money', 2]);
  });

  it('carries the scale of a price to the part of it paid now, and only to that part', () => {
    expect(amounts('la prensa costó 40 millones: 15 de cuota inicial y el resto a 12 meses')).toEqual([
      40_000_000, 15_000_000,
    ]);
    expect(amounts('el horno salió 30 mil, dimos 8 y el saldo a 90 días')).toEqual([30_000, 8_000]);
    expect(amounts('vendimos 2 mil en cafés y 15 de propinas')).toEqual([2_000, 15]);
    expect(amounts('la furgoneta, 12 mil; 50 de entrada')).toEqual([12_000, 50]);
  });

  it('drops bare numbers in parentheses beside a real amount', () => {
    expect(amounts('con $8,000 que pusimos entre mi hermano y yo (4 y 4)')).toEqual([8000]);
    expect(amounts('la notaría (350 €) y el registro (150 €)')).toEqual([350, 150]);
  });

  it('does not take a day of the month for an amount', () => {
    expect(amounts('le debemos el sueldo, 900. se lo pagamos el 5')).toEqual([900]);
  });

  it('parses any amount written with either separator convention exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        (units, cents, european) => {
          const grouped = units.toLocaleString('en-US');
          const frac = String(cents).padStart(2, '0');
          const written = european ? `${grouped.replace(/,/g, '.')},${frac}` : `${grouped}.${frac}`;
          expect(centsOf(`pagamos ${written} de alquiler`)).toEqual([units * 100 + cents]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads plain integers with or without thousands separators (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9_999_999 }), fc.constantFrom('', ',', '.'), (n, sep) => {
        const written = sep ? n.toLocaleString('en-US').replace(/,/g, sep) : String(n);
        expect(amounts(`pagamos ${written} de alquiler`)).toEqual([n]);
      }),
      { numRuns: 200 },
    );
  });
});
