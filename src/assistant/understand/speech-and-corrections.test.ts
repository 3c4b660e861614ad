import { describe, expect, it } from 'vitest';
import type { AssistantReply, AssistantState, StateLine } from '../../shared/assistant';
import { interpret } from './index';

/*
 * Sentences written for these kinds before the rules were changed (a print shop in Tudela, a barber's
 * in Córdoba (Argentina), a bakery in Huesca, a jeweller's in Cuenca (Ecuador), a hostel in Montañita):
 * participles said as in Aragon ('pagau', 'ingresau') and without their 'd' ('metío'); 'por barba'
 * for each partner; a place named before the partners; a purchase counted at a unit price whose rest
 * is owed in a sentence of its own; a gold's purity; a payment to someone named after 'a un'; a
 * valuation corrected in a contribution of several things; a correction that would change nothing.
 */

const CASH = 'Efectivo y equivalentes de efectivo';
const EMPTY: AssistantState = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };

function ask(message: string, state: AssistantState = EMPTY): AssistantReply {
  return interpret({ currency: 'EUR', state, history: [], message });
}

const sums = (r: AssistantReply): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const t of [...r.transactions, ...r.transactions_to_add]) {
    const k = `${t.section}|${t.data.category}`;
    out[k] = Math.round(((out[k] ?? 0) + t.data.amount) * 100) / 100;
  }
  return out;
};

describe('ways of speaking', () => {
  it.each([
    ['Pagau al fontanero 120 por la reparación del horno, por transferencia', 120],
    ['ya le hemos pagau la factura de la luz a Endesa, 86,40, domiciliada en el banco', 86.4],
  ])('an Aragonese participle is the written one: %s', (message, amount) => {
    const r = ask(message);
    expect(r.action).toBe('register');
    expect(sums(r)[`assets|${CASH}`]).toBe(-amount);
  });

  it('a loan said with Aragonese participles is booked with its term', () => {
    const r = ask('Caja Rural nos ha soltau un préstamo de 8.000 a devolver en 3 años, ya está ingresau');
    expect(r.action).toBe('register');
    expect(sums(r)).toEqual({ [`assets|${CASH}`]: 8000, 'liabilities|Préstamos a largo plazo': 8000 });
  });

  it.each([
    ['Mi cuñado y yo hemos metío 3.000 pavos por barba en la cuenta pa abrir la imprenta', 6000],
    ['arrancamos la barbería aquí en Córdoba, Lucía y yo pusimos 2 mil cada uno en el banco', 4000],
    ['los tres socios hemos puesto 1.500 por barba en Ibercaja para el obrador', 4500],
  ])('a share per partner counts the partners, not the places: %s', (message, total) => {
    const r = ask(message);
    expect(r.action).toBe('register');
    expect(sums(r)).toEqual({ [`assets|${CASH}`]: total, 'equity|Capital social': total });
  });
});

describe('a purchase whose rest is owed, said in a sentence of its own', () => {
  it.each([
    'compramos 300 kilos de harina a 0,80 el kilo. pagamos 100 en efectivo y el resto nos lo fió el molino a 30 días',
    'le compramos al molino 300 kilos de harina a 0,80 el kilo. le pasamos 100 por transferencia y el resto quedó pa pagarle a fin de mes',
  ])('%s', (message) => {
    const r = ask(message);
    expect(r.action).toBe('register');
    expect(sums(r)).toEqual({
      'assets|Inventarios': 240,
      [`assets|${CASH}`]: -100,
      'liabilities|Proveedores': 140,
    });
  });
});

describe('figures that are no amounts, and parts said to someone', () => {
  it("a gold's purity is no price", () => {
    const r = ask('compramos 10 aretes de oro de 14k a 90 cada uno, por transferencia');
    expect(r.action).toBe('register');
    expect(sums(r)).toEqual({ 'assets|Inventarios': 900, [`assets|${CASH}`]: -900 });
  });

  it("a payment 'a un youtuber' is a movement of its own beside the one before", () => {
    const r = ask(
      'Hemos gastado 200 en anuncios de Instagram y a un youtuber le hemos pagado 150 por una reseña del hostal, todo con la de débito',
    );
    expect(r.action).toBe('register');
    expect(sums(r)).toEqual({ 'expenses|Marketing y comunidad': 350, [`assets|${CASH}`]: -350 });
  });
});

const line = (
  id: string,
  description: string,
  amount: number,
  category: string,
  type?: 'corriente' | 'no_corriente',
): StateLine => ({ transactionId: id, description, amount, category, ...(type ? { type } : {}) });

describe('corrections', () => {
  const inKind: AssistantState = {
    ...EMPTY,
    assets: [
      line('t1', 'Aporte en especie: furgoneta de Nacho y herramientas', 11000, 'Vehículos', 'no_corriente'),
      line('t1', 'Aporte en especie: furgoneta de Nacho y herramientas', 2500, 'Maquinaria', 'no_corriente'),
    ],
    equity: [line('t1', 'Aporte en especie: furgoneta de Nacho y herramientas', 13500, 'Capital social')],
  };

  it('a thing valued again in a contribution of several changes that thing and the capital only', () => {
    const r = ask(
      'una corrección: la furgoneta de Nacho la tasaron en 9 mil, no en 11.000. arréglame ese aporte, las herramientas están bien',
      inKind,
    );
    expect(r.action).toBe('edit');
    expect(r.transactions_to_remove).toEqual([{ transaction_id: 't1' }]);
    expect(sums(r)).toEqual({
      'assets|Vehículos': 9000,
      'assets|Maquinaria': 2500,
      'equity|Capital social': 11500,
    });
  });

  it('a correction that would leave every account as it was is never booked as an edit', () => {
    const paid: AssistantState = {
      ...EMPTY,
      expenses: [line('t3', 'Cuota patronal de la Seguridad Social de Irene', 310.5, 'Salarios')],
      assets: [line('t3', 'Cuota patronal de la Seguridad Social de Irene', -310.5, CASH, 'corriente')],
    };
    const r = ask('oye lo de la cuota patronal no se pagó, rebotó la transferencia. arréglalo', paid);
    const unchanged =
      r.action === 'edit' && sums(r)[`assets|${CASH}`] === -310.5 && sums(r)['expenses|Salarios'] === 310.5;
    expect(unchanged).toBe(false);
  });
});
