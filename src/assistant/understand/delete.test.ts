import { describe, expect, it } from 'vitest';
import type { AssistantState } from '../../shared/assistant';
import { judge, type Expectation } from '../test/judge';
import { interpret } from './index';

/**
 * Deletions written for these rules (not taken from the evaluation sets): a pottery studio in
 * Valencia, a driving school in Rosario, a catering company in Puebla and a car wash in Medellín.
 */
type Section = keyof AssistantState;
type Line = readonly [Section, string, number, string?];

const CASH = 'Efectivo y equivalentes de efectivo';

/** Books from entries written as [id, description, lines]; assets and liabilities get their term. */
function books(...entries: (readonly [string, string, readonly Line[]])[]): AssistantState {
  const state: AssistantState = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
  const nonCurrent = new Set([
    'Maquinaria',
    'Vehículos',
    'Propiedad, planta y equipo',
    'Activos intangibles',
    'Préstamos a largo plazo',
    'Otros activos no corrientes',
  ]);
  for (const [id, description, lines] of entries)
    for (const [section, category, amount, own] of lines) {
      const typed = section === 'assets' || section === 'liabilities';
      state[section].push({
        transactionId: id,
        description: own ?? description,
        amount,
        category,
        ...(typed
          ? { type: nonCurrent.has(category) ? ('no_corriente' as const) : ('corriente' as const) }
          : {}),
      });
    }
  return state;
}

const pottery = books(
  [
    't1',
    'Capital inicial de Nuria y Pau',
    [
      ['assets', CASH, 12000],
      ['equity', 'Capital social', 12000],
    ],
  ],
  [
    't2',
    'Torno eléctrico Shimpo',
    [
      ['assets', 'Maquinaria', 1450],
      ['assets', CASH, -1450],
    ],
  ],
  [
    't3',
    'Horno cerámico de segunda mano (a 60 días)',
    [
      ['assets', 'Maquinaria', 2300],
      ['liabilities', 'Proveedores', 2300],
    ],
  ],
  [
    't4',
    'Venta de 40 tazas a la Cafetería Runa (a 30 días)',
    [
      ['revenues', 'Ventas de productos', 640],
      ['assets', 'Cuentas por cobrar', 640],
    ],
  ],
  [
    't5',
    'Arcilla y esmaltes',
    [
      ['assets', 'Inventarios', 380],
      ['assets', CASH, -380],
    ],
  ],
  [
    't6',
    'Cobro a la Cafetería Runa',
    [
      ['assets', CASH, 640],
      ['assets', 'Cuentas por cobrar', -640],
    ],
  ],
  [
    't7',
    'Taller de fin de semana (8 alumnos)',
    [
      ['revenues', 'Prestación de servicios', 560],
      ['assets', CASH, 560],
    ],
  ],
);

const drivingSchool = books(
  [
    't1',
    'Capital de la SRL',
    [
      ['assets', CASH, 9000],
      ['equity', 'Capital social', 9000],
    ],
  ],
  [
    't2',
    'Seguro del auto de prácticas (mes)',
    [
      ['expenses', 'Otros gastos', 95],
      ['assets', CASH, -95],
    ],
  ],
  [
    't3',
    'Nafta de la semana',
    [
      ['expenses', 'Otros gastos', 60],
      ['assets', CASH, -60],
    ],
  ],
  [
    't4',
    'Seguro del auto de prácticas (mes)',
    [
      ['expenses', 'Otros gastos', 95],
      ['assets', CASH, -95],
    ],
  ],
  [
    't5',
    'Clases de manejo cobradas por Mercado Pago',
    [
      ['revenues', 'Prestación de servicios', 720],
      ['assets', CASH, 720],
    ],
  ],
  [
    't6',
    'Mantenimiento del auto: cambio de aceite',
    [
      ['expenses', 'Otros gastos', 70],
      ['assets', CASH, -70],
    ],
  ],
  [
    't7',
    'Mantenimiento del auto: frenos',
    [
      ['expenses', 'Otros gastos', 180],
      ['assets', CASH, -180],
    ],
  ],
);

const catering = books(
  [
    't1',
    'Aportación de los socios',
    [
      ['assets', CASH, 80000],
      ['equity', 'Capital social', 80000],
    ],
  ],
  [
    't2',
    'Anticipo de la boda Treviño',
    [
      ['assets', CASH, 15000],
      ['liabilities', 'Otros pasivos corrientes', 15000],
    ],
  ],
  [
    't3',
    'Renta de la cocina',
    [
      ['expenses', 'Alquiler', 9000],
      ['assets', CASH, -9000],
    ],
  ],
  [
    't4',
    'Devolución del anticipo de la boda Treviño',
    [
      ['assets', CASH, -15000],
      ['liabilities', 'Otros pasivos corrientes', -15000],
    ],
  ],
  [
    't5',
    'Gas de la cocina',
    [
      ['expenses', 'Servicios básicos', 1200],
      ['assets', CASH, -1200],
    ],
  ],
);

const carWash = books(
  [
    't1',
    'Capital inicial',
    [
      ['assets', CASH, 30000000],
      ['equity', 'Capital social', 30000000],
    ],
  ],
  [
    't2',
    'Hidrolavadora industrial',
    [
      ['assets', 'Maquinaria', 4200000],
      ['assets', CASH, -4200000],
    ],
  ],
  [
    't3',
    'Luz de abril',
    [
      ['expenses', 'Servicios básicos', 380000],
      ['assets', CASH, -380000],
    ],
  ],
  [
    't4',
    'Luz de mayo',
    [
      ['expenses', 'Servicios básicos', 412000],
      ['assets', CASH, -412000],
    ],
  ],
  [
    't5',
    'Lavados de la semana',
    [
      ['revenues', 'Prestación de servicios', 2150000],
      ['assets', CASH, 2150000],
    ],
  ],
);

function ask(state: AssistantState, message: string, currency: 'EUR' | 'USD' = 'EUR') {
  return interpret({ currency, state, history: [], message });
}

function check(state: AssistantState, message: string, expect_: Expectation): void {
  const reply = ask(state, message);
  expect(judge(expect_, reply), `${message}\n${reply.response}`).toBeNull();
}

describe('deletions', () => {
  it.each([
    ['bórrame la compra del torno eléctrico, al final la devolvimos a la tienda', ['t2']],
    ['elimina la venta de tazas a la cafetería y también su cobro', ['t4', 't6']],
    ['borra tanto la venta a la Cafetería Runa como el cobro, era una muestra gratis', ['t4', 't6']],
    ['quita lo de la arcilla, eso lo pagó Pau de su bolsillo', ['t5']],
    ['elimna el taller del finde', ['t7']],
  ])('pottery studio: %s', (message, ids) => check(pottery, message, { action: 'delete', remove: ids }));

  it.each([
    ['deshacé lo último que cargué', ['t7']],
    ['borrá el registro más reciente porfa', ['t7']],
    ['el seguro del auto de prácticas me aparece dos veces, sacá el segundo', ['t4']],
    ['el seguro está duplicado, borra uno', ['t4']],
    ['quita la nafta, la puso mi viejo', ['t3']],
  ])('driving school: %s', (message, ids) =>
    check(drivingSchool, message, { action: 'delete', remove: ids }),
  );

  it.each([
    ['borra el anticipo de la boda Treviño y la devolución, se canceló todo', ['t2', 't4']],
    ['elimina lo del gas de la cocina', ['t5']],
  ])('catering: %s', (message, ids) => check(catering, message, { action: 'delete', remove: ids }));

  it.each([
    ['quite la luz de mayo, la pagó el dueño del local', ['t4']],
    ['borre la hidrolavadora que la devolvimos', ['t2']],
  ])('car wash: %s', (message, ids) => check(carWash, message, { action: 'delete', remove: ids }));

  it('asks which one when two entries fit, naming them by description and amount', () => {
    const reply = ask(drivingSchool, 'borra el mantenimiento del auto');
    expect(reply.action).toBe('clarify');
    expect(reply.transactions_to_remove).toEqual([]);
    expect(reply.response).toContain('cambio de aceite');
    expect(reply.response).toContain('frenos');
    expect(reply.response).not.toMatch(/\bt\d+\b/);
  });

  it('names what it removed, never an id', () => {
    const reply = ask(catering, 'elimina lo del gas de la cocina');
    expect(reply.response).toContain('Gas de la cocina');
    expect(reply.response).not.toMatch(/\bt\d+\b/);
  });

  it.each([
    '¿cómo se borra un movimiento?',
    'saca la cuenta de cuánto gastamos en luz',
    'saca 200 de la caja para el cambio',
  ])('is not a deletion: %s', (message) => {
    expect(ask(carWash, message).action).not.toBe('delete');
  });
});
