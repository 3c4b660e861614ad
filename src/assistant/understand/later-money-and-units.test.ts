import { describe, expect, it } from 'vitest';
import type { AssistantReply, AssistantState } from '../../shared/assistant';
import { interpret } from './index';

/*
 * Sentences written for these kinds before the rules were changed (a bike workshop in Zaragoza, a
 * bakery in Arequipa, a language school in Rosario, a surf shop in Máncora, a pharmacy in Quetzaltenango):
 * a partner's money put in later without saying whether it stays; a deposit on a lease of a year or
 * less; months paid ahead said as a period ('el trimestre'); a cost of sales said per the unit sold;
 * an advance for a membership or a private office earned as a service.
 */

const CASH = 'Efectivo y equivalentes de efectivo';

function withCapital(extra: Partial<AssistantState> = {}): AssistantState {
  return {
    revenues: [],
    expenses: [],
    liabilities: [],
    ...extra,
    assets: [
      {
        transactionId: 't1',
        description: 'Capital inicial',
        amount: 6000,
        category: CASH,
        type: 'corriente',
      },
      ...(extra.assets ?? []),
    ],
    equity: [
      { transactionId: 't1', description: 'Capital inicial', amount: 6000, category: 'Capital social' },
      ...(extra.equity ?? []),
    ],
  };
}

function ask(message: string, state: AssistantState = withCapital()): AssistantReply {
  return interpret({ currency: 'EUR', state, history: [], message });
}

const lines = (r: AssistantReply) =>
  r.transactions.map((t) => [t.section, t.data.category, t.data.amount] as const);

describe("a partner's money put in after the founding", () => {
  it.each([
    'Iñaki metió 2.000 más en la cuenta del taller',
    'ayer puse 1.500 míos en la cuenta de la panadería porque no llegábamos a pagar la harina',
    'la Caro puso 800 en el banco para la escuela',
  ])('asks whether it is capital or a loan: %s', (message) => {
    const r = ask(message);
    expect(r.action).toBe('clarify');
    expect(r.transactions).toEqual([]);
  });

  it.each([
    ['Iñaki metió 2.000 más como aporte de capital, por transferencia', 2000],
    ['la academia de inglés nos transfirió los 900 que nos debía', undefined],
  ])('is booked when the words say what it is: %s', (message, capital) => {
    const r = ask(
      message,
      withCapital({
        assets: [
          {
            transactionId: 't2',
            description: 'Curso a la academia',
            amount: 900,
            category: 'Cuentas por cobrar',
            type: 'corriente',
          },
        ],
        revenues: [
          {
            transactionId: 't2',
            description: 'Curso a la academia',
            amount: 900,
            category: 'Prestación de servicios',
          },
        ],
      }),
    );
    expect(r.action).toBe('register');
    if (capital !== undefined) expect(lines(r)).toContainEqual(['equity', 'Aportes de socios', capital]);
    else expect(lines(r)).toContainEqual(['assets', 'Cuentas por cobrar', -900]);
  });
});

describe('a lease deposit, months paid ahead and costs per unit', () => {
  it('a deposit on a lease of one year is a current asset', () => {
    const r = ask(
      'alquilamos el local de la tienda de surf, contrato x un año: 1 mes de garantía (600) por transferencia',
    );
    expect(lines(r)).toContainEqual(['assets', 'Otros activos corrientes', 600]);
  });

  it('a monthly price and the period paid ahead named by its noun', () => {
    const r = ask(
      'el software de recetas de la farmacia cuesta 40 al mes y pagamos el semestre entero por adelantado con la tarjeta de débito',
    );
    expect(lines(r)).toEqual([
      ['assets', 'Gastos pagados por anticipado', 240],
      ['assets', CASH, -240],
    ]);
  });

  it('a cost said per the unit counted in the sale', () => {
    const r = ask(
      'la cafetería de la esquina nos compró 300 alfajores a 1,50 cada uno, nos paga a 15 días. el costo por alfajor es 0,60',
      withCapital({
        assets: [
          {
            transactionId: 't2',
            description: 'Insumos',
            amount: 400,
            category: 'Inventarios',
            type: 'corriente',
          },
        ],
        equity: [],
      }),
    );
    expect(lines(r)).toContainEqual(['expenses', 'Costo de ventas', 180]);
    expect(lines(r)).toContainEqual(['revenues', 'Ventas de productos', 450]);
  });

  it('an advance for memberships is earned as a service', () => {
    const state = withCapital({
      assets: [
        {
          transactionId: 't2',
          description: 'Anticipo: 3 membresías de escritorio fijo',
          amount: 900,
          category: CASH,
          type: 'corriente',
        },
      ],
      liabilities: [
        {
          transactionId: 't2',
          description: 'Anticipo: 3 membresías de escritorio fijo',
          amount: 900,
          category: 'Otros pasivos corrientes',
          type: 'corriente',
        },
      ],
      revenues: [
        {
          transactionId: 't3',
          description: 'Venta de café y bollería',
          amount: 150,
          category: 'Ventas de productos',
        },
      ],
    });
    const r = ask(
      'pasó el primer mes de las membresías que nos pagaron por adelantado, registra lo ganado (eran 3 meses)',
      state,
    );
    expect(r.action).toBe('register');
    expect(lines(r)).toContainEqual(['revenues', 'Prestación de servicios', 300]);
  });
});

describe('words that name how, not what (written for a print shop in Tarija, a gym in Granada, a bakery in Cuenca)', () => {
  it("a model's 'N en 1' is no amount", () => {
    const r = ask('compramos una impresora 3 en 1 para la oficina, 320 € pagados con la tarjeta de débito');
    expect(lines(r)).toContainEqual(['assets', CASH, -320]);
  });

  it('a wallet named by its company is how it was paid', () => {
    const r = ask('compramos 40 tazas blancas a 1,20 cada una, le pagué con Tigo Money');
    expect(lines(r)).toEqual([
      ['assets', 'Inventarios', 48],
      ['assets', CASH, -48],
    ]);
  });

  it("'nos la han cobrado' is a bill taken from us, never money in", () => {
    const r = interpret({
      currency: 'EUR',
      state: withCapital(),
      history: [
        { role: 'user', content: 'ha llegado la factura del agua del gimnasio, 54,20 €' },
        {
          role: 'assistant',
          content: '¿Ya está pagada (domiciliada o por transferencia) o queda pendiente de pago?',
        },
      ],
      message: 'domiciliada, ya nos la han cobrado',
    });
    expect(lines(r)).toContainEqual(['assets', CASH, -54.2]);
  });

  it("'nos hizo un adelanto' is a customer's advance", () => {
    const r = ask(
      'la cafetería del parque nos hizo un adelanto de 200 por Bizum, es por 50 tartas que le entregamos la otra semana',
    );
    expect(lines(r)).toEqual([
      ['assets', CASH, 200],
      ['liabilities', 'Otros pasivos corrientes', 200],
    ]);
  });

  it("'ha ingresado… no sabemos si se los devolveremos' asks what it is", () => {
    const r = ask(
      'Lucía ha ingresado 1.200 € de su cuenta en la de la panadería, todavía no sabemos si se los devolveremos',
    );
    expect(r.action).toBe('clarify');
  });

  it("'el saldo de la primera compra' pays the one bill of things bought", () => {
    const state = withCapital({
      assets: [
        {
          transactionId: 't2',
          description: 'Harina y azúcar: mitad al contado, mitad a 30 días',
          amount: 600,
          category: 'Inventarios',
          type: 'corriente',
        },
      ],
      liabilities: [
        {
          transactionId: 't2',
          description: 'Harina y azúcar: mitad al contado, mitad a 30 días',
          amount: 300,
          category: 'Proveedores',
          type: 'corriente',
        },
      ],
    });
    const r = ask('le cancelamos al molino el saldo de la primera compra, por transferencia', state);
    expect(lines(r)).toEqual([
      ['liabilities', 'Proveedores', -300],
      ['assets', CASH, -300],
    ]);
  });

  it("'de comisión nos han quitado' names the terminal's fee", () => {
    const r = ask(
      'hoy en el taller: 12 reparaciones a 30 €, todas cobradas por el datáfono, y de comisión nos han quitado 7,20',
    );
    expect(lines(r)).toEqual([
      ['revenues', 'Prestación de servicios', 360],
      ['assets', CASH, 352.8],
      ['expenses', 'Gastos financieros', 7.2],
    ]);
  });
});
