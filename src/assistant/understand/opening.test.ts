import { describe, expect, it } from 'vitest';
import {
  applyReply,
  cashFlowStatement,
  fromPlainState,
  OPENING_QUESTION,
  openingBalancesOf,
  toPlainState,
  type WorkingState,
} from '../../domain';
import type { AssistantReply, AssistantState, ChatMessage } from '../../shared/assistant';
import { interpret } from './index';

/*
 * Opening balances told in the chat, in sentences written for this rule (a dental lab in Quito, a
 * carpentry in Valladolid, a print shop in Córdoba, a food truck in Guadalajara, a travel agency in
 * Cusco), and the books that follow them.
 */

const PERIOD = { start: '2026-04-01', end: '2026-04-30' };
const EMPTY: AssistantState = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };

function talk(
  messages: readonly string[],
  state: AssistantState = EMPTY,
): { replies: AssistantReply[]; state: WorkingState } {
  const history: ChatMessage[] = [];
  const replies: AssistantReply[] = [];
  const parsed = fromPlainState(state, { newId: ids() });
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  let books = parsed.state;
  const newId = ids();
  for (const message of messages) {
    const reply = interpret({
      currency: 'USD',
      state: toPlainState(books) as AssistantState,
      history,
      message,
      period: PERIOD,
      today: '2026-04-10',
    });
    replies.push(reply);
    const applied = applyReply(books, reply, { newId, currency: 'USD', period: PERIOD });
    if (!applied.ok) throw new Error(applied.reason);
    books = applied.state;
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.response });
  }
  return { replies, state: books };
}

function ids(): () => string {
  let n = 0;
  return () => `x${++n}`;
}

const opening = (s: WorkingState) => openingBalancesOf(s).map((b) => [b.category, b.amount / 100]);

describe('opening balances told in the chat', () => {
  it('a list that balances is booked at once as the asiento de apertura', () => {
    const { replies, state } = talk([
      'Saldos iniciales del laboratorio: banco 7.450, los clientes nos deben 1.300, el horno de sinterizado vale 9.000 y el capital social es de 17.750',
    ]);
    expect(replies[0]).toMatchObject({ action: 'register', opening: true });
    expect(opening(state)).toEqual([
      ['Efectivo y equivalentes de efectivo', 7450],
      ['Cuentas por cobrar', 1300],
      ['Maquinaria', 9000],
      ['Capital social', 17750],
    ]);
    expect(state.assets.every((l) => l.transactionId === 'apertura' && l.date === PERIOD.start)).toBe(true);
  });

  it('a gap is asked about and goes to Resultados acumulados only after a yes', () => {
    const asked = talk(['ya teníamos 5.000 en el banco y una deuda de 2.000 con el proveedor de madera']);
    expect(asked.replies[0]?.action).toBe('clarify');
    expect(asked.replies[0]?.response).toContain('$3,000.00');
    expect(asked.replies[0]?.response.endsWith(OPENING_QUESTION.gapAsk)).toBe(true);
    expect(opening(asked.state)).toEqual([]);

    const yes = talk([
      'ya teníamos 5.000 en el banco y una deuda de 2.000 con el proveedor de madera',
      'sí, dale',
    ]);
    expect(yes.replies[1]).toMatchObject({ action: 'register', opening: true });
    expect(opening(yes.state)).toEqual([
      ['Efectivo y equivalentes de efectivo', 5000],
      ['Proveedores', 2000],
      ['Resultados acumulados', 3000],
    ]);
    expect(yes.replies[1]?.response).toContain('La diferencia de $3,000.00 va a Resultados acumulados');

    const no = talk(['ya teníamos 5.000 en el banco y una deuda de 2.000 con el proveedor de madera', 'no']);
    expect(no.replies[1]).toMatchObject({ action: 'inform', response: OPENING_QUESTION.nothing });
    expect(opening(no.state)).toEqual([]);
  });

  it('a loan without its term asks for it, and the answer completes the opening', () => {
    const { replies, state } = talk([
      'Arrancamos el mes con 2.800 en la cuenta corriente, una camioneta de 15.000 y un préstamo del banco de 9.000; capital 8.800',
      'nos quedan 30 meses',
    ]);
    expect(replies[0]).toMatchObject({ action: 'clarify', response: OPENING_QUESTION.loanTerm });
    expect(replies[1]).toMatchObject({ action: 'register', opening: true });
    expect(opening(state)).toEqual([
      ['Efectivo y equivalentes de efectivo', 2800],
      ['Vehículos', 15000],
      ['Préstamos a largo plazo', 9000],
      ['Capital social', 8800],
    ]);
  });

  it('losses carried from before are negative retained earnings', () => {
    const { state } = talk([
      'del mes pasado nos quedaron 1.200 en caja, 600 en papel e insumos, y teníamos pérdidas acumuladas de 700; los socios aportaron 2.500',
    ]);
    expect(opening(state)).toEqual([
      ['Efectivo y equivalentes de efectivo', 1200],
      ['Inventarios', 600],
      ['Capital social', 2500],
      ['Resultados acumulados', -700],
    ]);
  });

  it('something it cannot place is asked about, never booked', () => {
    const { replies, state } = talk(['saldo inicial: banco 3.000 y 1.000 en lo de Ramiro, capital 4.000']);
    expect(replies[0]?.action).toBe('clarify');
    expect(replies[0]?.response).toContain('lo de ramiro');
    expect(opening(state)).toEqual([]);
  });

  it('an advance already received, or a period with movements, is not an opening', () => {
    const advance = talk(['ya teníamos los 400 del anticipo y el resto nos lo pagaron hoy en efectivo']);
    expect(advance.replies[0]?.opening).toBeUndefined();
    const withMovements: AssistantState = {
      ...EMPTY,
      assets: [
        {
          transactionId: 't1',
          description: 'Venta',
          amount: 200,
          category: 'Efectivo y equivalentes de efectivo',
          type: 'corriente',
        },
      ],
      revenues: [
        { transactionId: 't1', description: 'Venta', amount: 200, category: 'Prestación de servicios' },
      ],
    };
    const later = talk(['ya teníamos 300 en caja de la venta de ayer'], withMovements);
    expect(later.replies[0]?.opening).toBeUndefined();
  });
});

describe('the books after an opening', () => {
  const april = () =>
    talk([
      'Saldos iniciales: banco 10.000, le debemos 2.500 al proveedor de boletos aéreos y el capital es de 7.500',
    ]);

  it('a question about cash counts the opening', () => {
    const { state } = april();
    const reply = interpret({
      currency: 'USD',
      state: toPlainState(state) as AssistantState,
      history: [],
      message: '¿cuánta plata tenemos en el banco?',
      period: PERIOD,
    });
    expect(reply.action).toBe('query');
    expect(reply.response).toContain('$10,000.00');
  });

  it('paying what was owed at the opening settles that payable, an operating outflow', () => {
    const start = april();
    const { replies, state } = talk(
      ['le pagamos al proveedor los 2.500 que le debíamos, por transferencia'],
      toPlainState(start.state) as AssistantState,
    );
    expect(replies[0]?.action).toBe('register');
    expect(replies[0]?.response).toContain('Proveedores (saldo inicial)');
    expect(state.liabilities.reduce((t, l) => t + l.amount, 0)).toBe(0);
    const cf = cashFlowStatement(state);
    expect(cf.openingCash).toBe(10_000_00);
    expect(cf.operating.total).toBe(-2_500_00);
    expect(cf.closingCash).toBe(7_500_00);
  });

  it('the chat cannot delete the opening as if it were a movement', () => {
    const start = april();
    const reply = interpret({
      currency: 'USD',
      state: toPlainState(start.state) as AssistantState,
      history: [],
      message: 'borra el último movimiento',
      period: PERIOD,
    });
    const applied = applyReply(start.state, reply, { newId: ids(), period: PERIOD });
    if (reply.action === 'delete') expect(applied.ok).toBe(false);
    else expect(reply.transactions_to_remove).toEqual([]);
    expect(opening(start.state)).toHaveLength(3);
  });
});
