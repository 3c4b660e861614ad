import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBalanced, toCents } from '../../domain';
import {
  assistantReplySchema,
  GREETING,
  type AssistantReply,
  type AssistantState,
  type ChatMessage,
} from '../../shared/assistant';
import { interpret } from './index';

const CASH = 'Efectivo y equivalentes de efectivo';
const empty: AssistantState = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
const books: AssistantState = {
  revenues: [
    {
      transactionId: 't4',
      description: 'Venta a crédito a Farmacia Central',
      amount: 1300,
      category: 'Ventas de productos',
    },
  ],
  expenses: [
    { transactionId: 't3', description: 'Alquiler del local', amount: 600, category: 'Alquiler' },
    { transactionId: 't5', description: 'Internet de la oficina', amount: 45, category: 'Servicios básicos' },
    { transactionId: 't6', description: 'Internet de la oficina', amount: 45, category: 'Servicios básicos' },
  ],
  assets: [
    { transactionId: 't1', description: 'Capital inicial', amount: 10000, category: CASH, type: 'corriente' },
    {
      transactionId: 't2',
      description: 'Camioneta de reparto',
      amount: 9000,
      category: 'Vehículos',
      type: 'no_corriente',
    },
    {
      transactionId: 't2',
      description: 'Camioneta de reparto',
      amount: -3000,
      category: CASH,
      type: 'corriente',
    },
    {
      transactionId: 't3',
      description: 'Alquiler del local',
      amount: -600,
      category: CASH,
      type: 'corriente',
    },
    {
      transactionId: 't4',
      description: 'Venta a crédito a Farmacia Central',
      amount: 1300,
      category: 'Cuentas por cobrar',
      type: 'corriente',
    },
    {
      transactionId: 't5',
      description: 'Internet de la oficina',
      amount: -45,
      category: CASH,
      type: 'corriente',
    },
    {
      transactionId: 't6',
      description: 'Internet de la oficina',
      amount: -45,
      category: CASH,
      type: 'corriente',
    },
  ],
  liabilities: [
    {
      transactionId: 't2',
      description: 'Camioneta: saldo con el concesionario',
      amount: 6000,
      category: 'Cuentas por pagar',
      type: 'corriente',
    },
  ],
  equity: [
    { transactionId: 't1', description: 'Capital inicial', amount: 10000, category: 'Capital social' },
  ],
};

const ask = (message: string, state = books, history: ChatMessage[] = []): AssistantReply =>
  interpret({ currency: 'USD', state, history, message });
const lines = (r: AssistantReply): [string, string, number][] =>
  [...r.transactions, ...r.transactions_to_add].map((t) => [t.section, t.data.category, t.data.amount]);

describe('local interpreter', () => {
  it('describes a purchase without the pieces of its amount', () => {
    for (const [message, description] of [
      ['Compramos una laptop de 1.200: pagamos 400 en efectivo y el resto a crédito', 'Compra de laptop'],
      ['Compramos una camioneta de 15.000 a crédito', 'Compra de camioneta'],
      // The joining 'de' before the amount is not part of the name.
      ['Pagamos el alquiler de 600 desde la cuenta bancaria', 'Alquiler'],
      ['Pagamos la renta de 800 por transferencia', 'Renta'],
    ] as const) {
      const r = ask(message, empty);
      expect(r.action).toBe('register');
      expect(r.transactions.map((t) => t.data.description)).toContain(description);
      expect(r.transactions.every((t) => !/\d/.test(t.data.description))).toBe(true);
    }
  });

  it('books a capital contribution', () => {
    const r = ask('Aportamos 10,000 de capital inicial, ya en el banco', empty);
    expect(r.action).toBe('register');
    expect(lines(r)).toEqual([
      ['assets', CASH, 10000],
      ['equity', 'Capital social', 10000],
    ]);
    expect(r.response).toMatch(/10,000\.00/);
  });

  it('asks for the means of payment, then completes the purchase from the history', () => {
    const first = ask('compramos una impresora por 300');
    expect(first.action).toBe('clarify');
    const history: ChatMessage[] = [
      { role: 'user', content: 'compramos una impresora por 300' },
      { role: 'assistant', content: first.response },
    ];
    const second = ask('a crédito, a 30 días', books, history);
    expect(second.action).toBe('register');
    expect(lines(second)).toEqual([
      ['assets', 'Propiedad, planta y equipo', 300],
      ['liabilities', 'Cuentas por pagar', 300],
    ]);
  });

  it('asks for the amount and the loan term instead of inventing them', () => {
    expect(ask('pagamos el alquiler del local').action).toBe('clarify');
    expect(ask('el banco nos prestó 5,000').action).toBe('clarify');
    expect(ask('compramos sillas por 600, una parte en efectivo y otra a crédito').action).toBe('clarify');
  });

  it('splits a purchase between cash and a bank loan by term', () => {
    const r = ask(
      'compramos una moto en 2.300, ochocientos de inicial y el resto con un crédito del banco a 24 meses',
    );
    expect(lines(r)).toEqual([
      ['assets', 'Vehículos', 2300],
      ['assets', CASH, -800],
      ['liabilities', 'Préstamos a largo plazo', 1500],
    ]);
  });

  it('takes the amount of a settlement from the books', () => {
    expect(lines(ask('Farmacia Central nos pagó lo que nos debía'))).toEqual([
      ['assets', CASH, 1300],
      ['assets', 'Cuentas por cobrar', -1300],
    ]);
    expect(lines(ask('le pagamos al concesionario el saldo de la camioneta'))).toEqual([
      ['liabilities', 'Cuentas por pagar', -6000],
      ['assets', CASH, -6000],
    ]);
  });

  it('edits by reference with the exact transaction id and rebalances through cash', () => {
    const r = ask('el pago del alquiler eran 650, no 600');
    expect(r.action).toBe('edit');
    expect(r.transactions_to_remove).toEqual([{ transaction_id: 't3' }]);
    expect(lines(r)).toEqual([
      ['expenses', 'Alquiler', 650],
      ['assets', CASH, -650],
    ]);
  });

  it('deletes by reference, by position and among duplicates', () => {
    expect(ask('borra la compra de la camioneta').transactions_to_remove).toEqual([{ transaction_id: 't2' }]);
    expect(ask('elimina el último movimiento').transactions_to_remove).toEqual([{ transaction_id: 't6' }]);
    expect(ask('registré dos veces el internet, borra el segundo').transactions_to_remove).toEqual([
      { transaction_id: 't6' },
    ]);
  });

  it('answers queries with the figures', () => {
    const cash = ask('¿cuánto tenemos en caja?');
    expect(cash.action).toBe('query');
    expect(cash.response).toContain('6,310.00');
    expect(ask('¿cuadra el balance?').response).toMatch(/cuadra/);
    const summary = ask('dame un resumen: ingresos, gastos y resultado').response;
    for (const figure of ['1,300.00', '690.00', '610.00']) expect(summary).toContain(figure);
  });

  it('informs: greeting, concepts and off-topic', () => {
    expect(ask('hola')).toMatchObject({ action: 'inform', response: GREETING });
    expect(ask('¿qué es un activo corriente?').response).toMatch(/12 meses/);
    expect(ask('¿quién ganó el partido?').action).toBe('inform');
  });

  it('dates a line only when the user states a date', () => {
    const dated = interpret({
      currency: 'USD',
      state: books,
      history: [],
      message: 'ayer pagamos la luz, 80 en efectivo',
      today: '2025-03-20',
      period: { start: '2025-01-01', end: '2025-12-31' },
    });
    expect(dated.transactions.every((t) => t.data.date === '2025-03-19')).toBe(true);
    const undated = interpret({
      currency: 'USD',
      state: books,
      history: [],
      message: 'pagamos la luz, 80 en efectivo',
      today: '2025-03-20',
    });
    expect(undated.transactions.every((t) => t.data.date === undefined)).toBe(true);
  });

  it('never throws and always answers with a valid reply, whatever the text (property)', () => {
    const vocabulary = [
      'pagamos',
      'compramos',
      'vendimos',
      'cobramos',
      'aportamos',
      'préstamo',
      'borra',
      'no',
      'eran',
      'el',
      'la',
      'de',
      'a',
      'crédito',
      'efectivo',
      'resto',
      'mitad',
      '30%',
      '1.200',
      '45,50',
      'mil',
      'diez',
      'cuota',
      'intereses',
      'alquiler',
      'laptop',
      'sueldo',
      'camioneta',
      'Farmacia',
      'último',
      '?',
      ',',
      'y',
      '24 meses',
      'ayer',
      'el 5',
      'c/u',
      '3',
      'anticipo',
      'seguro anual',
    ];
    const sentence = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.array(fc.constantFrom(...vocabulary), { maxLength: 18 }).map((w) => w.join(' ')),
    );
    fc.assert(
      fc.property(sentence, fc.constantFrom(empty, books), (message, state) => {
        const r = assistantReplySchema.parse(interpret({ currency: 'EUR', state, history: [], message }));
        const booked = [...r.transactions, ...r.transactions_to_add].map((t) => ({
          section: t.section,
          amount: toCents(t.data.amount) ?? Number.NaN,
        }));
        if (booked.length) expect(isBalanced(booked as Parameters<typeof isBalanced>[0])).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('every register reply balances (property)', () => {
    const templates = [
      (a: string) => `pagamos ${a} de alquiler en efectivo`,
      (a: string) => `compramos una laptop por ${a}, la mitad al contado y la mitad a 30 días`,
      (a: string) => `vendimos mercadería por ${a}, cobrado por transferencia`,
      (a: string) => `aportamos ${a} de capital`,
      (a: string) => `el banco nos prestó ${a} a 3 años`,
      (a: string) => `compramos 3 sillas a ${a} con la tarjeta de crédito`,
      (a: string) => `vendimos 7 unidades a ${a} c/u en efectivo, cada una nos costó 1`,
      (a: string) => `pagamos la cuota del préstamo: ${a} en total, de eso 1 son intereses`,
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 50_000_000 }),
        fc.integer({ min: 0, max: templates.length - 1 }),
        (cents, i) => {
          const amount = (cents / 100).toFixed(2);
          const template = templates[i];
          if (!template) return;
          const r = ask(template(amount));
          if (r.action !== 'register') return;
          const booked = r.transactions.map((t) => ({
            section: t.section,
            amount: toCents(t.data.amount) ?? Number.NaN,
          }));
          expect(isBalanced(booked as Parameters<typeof isBalanced>[0])).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the general reader leaves the accounts to the domain', () => {
  const bought: AssistantState = {
    ...empty,
    assets: [
      {
        transactionId: 't1',
        description: 'Compra de laptop',
        amount: 1200,
        category: 'Propiedad, planta y equipo',
        type: 'no_corriente',
      },
      {
        transactionId: 't1',
        description: 'Compra de laptop',
        amount: -1200,
        category: CASH,
        type: 'corriente',
      },
    ],
  };

  it('a change of means moves the payment line where the domain says, the amounts unchanged', () => {
    const r = interpret({
      currency: 'EUR',
      state: bought,
      history: [],
      message: 'la laptop fue a crédito, no en efectivo',
    });
    expect(r.action).toBe('edit');
    expect(r.transactions_to_remove).toEqual([{ transaction_id: 't1' }]);
    expect(r.transactions_to_add.map((t) => [t.section, t.data.category, t.data.amount])).toEqual([
      ['assets', 'Propiedad, planta y equipo', 1200],
      ['liabilities', 'Cuentas por pagar', 1200],
    ]);
  });

  it('a purchase of goods on credit is owed to suppliers; part now and the rest later is split', () => {
    const r = interpret({
      currency: 'EUR',
      state: empty,
      history: [],
      message: 'compramos materia prima por 900, la mitad al contado y la mitad a 30 días',
    });
    expect(r.action).toBe('register');
    expect(r.transactions.map((t) => [t.data.category, t.data.amount])).toEqual([
      ['Inventarios', 900],
      [CASH, -450],
      ['Proveedores', 450],
    ]);
  });
});
