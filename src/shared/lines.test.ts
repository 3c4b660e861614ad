import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { MAX_ABS_CENTS, toUnits, type PlainLine } from '../domain';
import { replyLineSchema, stateLineSchema, type ReplyLine, type StateLine } from './assistant';
import { MAX_ABS_AMOUNT, amountSchema, currencySchema, lineSchema } from './lines';
import { reportLineSchema, type ReportLine } from './reports';

const messages = (result: { error?: { issues: readonly { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the base line and the amount, one source for every line shape', () => {
  it('takes the amount limit from the domain', () => {
    expect(MAX_ABS_AMOUNT).toBe(toUnits(MAX_ABS_CENTS));
    expect(MAX_ABS_AMOUNT).toBe(1e12);
  });

  it('says the same Spanish messages as before, word for word', () => {
    expect(messages(amountSchema.safeParse(2e12))).toEqual([
      'El monto no puede superar 1.000.000.000.000 en valor absoluto.',
    ]);
    expect(messages(amountSchema.safeParse(12.345))).toEqual(['El monto admite como máximo 2 decimales.']);
    expect(messages(amountSchema.safeParse('12'))).toEqual(['El monto debe ser un número.']);
    expect(messages(currencySchema.safeParse('ARS'))).toEqual(['La moneda debe ser USD o EUR.']);
    expect(
      messages(lineSchema.safeParse({ description: '', amount: 1, category: 'x', type: 'largo' })),
    ).toEqual(['El tipo debe ser corriente o no_corriente.']);
  });

  it('accepts every whole-cents amount within the limit, however large', () => {
    expect(amountSchema.safeParse(161634732308.48).success).toBe(true);
    expect(amountSchema.safeParse(-MAX_ABS_AMOUNT).success).toBe(true);
    expect(amountSchema.safeParse(0.1 + 0.2).success).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: -MAX_ABS_CENTS, max: MAX_ABS_CENTS }), (c) => {
        expect(amountSchema.safeParse(c / 100).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('applies the same amount and term rules to the report, state and reply lines', () => {
    const base = { description: 'Venta', amount: 10, category: 'Ventas' };
    const cases = [
      (l: object) => reportLineSchema.safeParse({ transactionId: 't1', ...l }),
      (l: object) => stateLineSchema.safeParse(l),
      (l: object) => replyLineSchema.safeParse({ section: 'revenues', data: l }),
    ];
    for (const parse of cases) {
      expect(parse(base).success).toBe(true);
      expect(messages(parse({ ...base, amount: -2e12 }))).toEqual([
        'El monto no puede superar 1.000.000.000.000 en valor absoluto.',
      ]);
      expect(messages(parse({ ...base, amount: 1.001 }))).toEqual([
        'El monto admite como máximo 2 decimales.',
      ]);
      expect(messages(parse({ ...base, type: 'largo_plazo' }))).toEqual([
        'El tipo debe ser corriente o no_corriente.',
      ]);
    }
  });

  it("keeps each contract's own rules", () => {
    expect(
      messages(
        reportLineSchema.safeParse({ transactionId: ' ', description: 'x', amount: 1, category: ' ' }),
      ),
    ).toEqual(['Cada línea debe pertenecer a un asiento.', 'Cada línea necesita una cuenta o categoría.']);
    expect(stateLineSchema.safeParse({ description: '', amount: 1, category: '' }).success).toBe(true);
    expect(
      replyLineSchema.safeParse({
        section: 'assets',
        data: { description: '', amount: 1, category: '', date: '3/1/2026' },
      }).success,
    ).toBe(false);
  });

  it("matches the domain's plain line, the shape its parsers read", () => {
    expectTypeOf<ReportLine>().toExtend<PlainLine>();
    expectTypeOf<StateLine>().toExtend<PlainLine>();
    expectTypeOf<ReplyLine['data']>().toExtend<PlainLine>();
    expectTypeOf<PlainLine>().toExtend<StateLine>();
  });
});
