import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, type Movement } from '../../domain';
import { read } from '../reading/read';
import { byKind } from './by-kind';

const sale = (amount: number, extra: Partial<Extract<Movement, { kind: 'sale' }>> = {}): Movement => ({
  kind: 'sale',
  label: 'Instalación',
  income: 'services',
  amount: cents(amount * 100),
  settlement: { kind: 'now' },
  ...extra,
});

describe('byKind', () => {
  it('books goods and work apart when their parts make the price', () => {
    const r = read('instalamos un equipo: 1.300 en total, 900 por el equipo y 400 por la instalación');
    const parts = byKind(r, sale(1300, { cost: cents(65000) }));
    expect(parts.map((m) => (m.kind === 'sale' ? [m.income, m.amount, m.cost] : []))).toEqual([
      ['goods', 90000, 65000],
      ['services', 40000, undefined],
    ]);
  });

  it('leaves a sale alone when the parts do not make its price', () => {
    const r = read('cobramos 1.300, 900 por el equipo y 300 por la instalación');
    expect(byKind(r, sale(1300))).toHaveLength(1);
  });

  it('keeps the amount, the advance and the part collected now whole across the two parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (goods, work, advancePct, nowPct) => {
          const total = goods + work;
          const advance = Math.floor((total * advancePct) / 100);
          const now = Math.floor(((total - advance) * nowPct) / 100);
          const r = read(`${total} en total, ${goods} por los equipos y ${work} por la mano de obra`);
          const parts = byKind(
            r,
            sale(total, {
              ...(advance > 0 ? { advanceApplied: cents(advance * 100) } : {}),
              settlement: { kind: 'split', now: cents(now * 100) },
            }),
          );
          expect(parts).toHaveLength(2);
          const sum = (f: (m: Extract<Movement, { kind: 'sale' }>) => number): number =>
            parts.reduce((a, m) => a + (m.kind === 'sale' ? f(m) : 0), 0);
          const nowOf = (m: Extract<Movement, { kind: 'sale' }>): number => {
            const due = (m.amount ?? 0) - (m.advanceApplied ?? 0);
            const s = m.settlement;
            return s?.kind === 'now' ? due : s?.kind === 'split' ? (s.now ?? 0) : 0;
          };
          expect(sum((m) => m.amount ?? 0)).toBe(total * 100);
          expect(sum((m) => m.advanceApplied ?? 0)).toBe(advance * 100);
          expect(sum(nowOf)).toBe(now * 100);
        },
      ),
    );
  });
});
