import { describe, expect, it } from 'vitest';
import type { AssistantState } from '../../shared/assistant';
import { books } from '../test/books';
import { judge, type Expectation } from '../test/judge';
import { Ledger } from '../local/ledger';
import { read } from '../reading/read';
import { deletion } from './delete';
import { interpret } from './index';

/**
 * Deletions written for these rules (not taken from the evaluation sets): a pottery studio in
 * Valencia, a driving school in Rosario, a catering company in Puebla and a car wash in Medellín.
 */
const pottery = books(`
  t1 | Capital inicial de Nuria y Pau | Efectivo 12000; Capital social 12000
  t2 | Torno eléctrico Shimpo | Maquinaria 1450; Efectivo -1450
  t3 | Horno cerámico de segunda mano (a 60 días) | Maquinaria 2300; Proveedores 2300
  t4 | Venta de 40 tazas a la Cafetería Runa (a 30 días) | Ventas de productos 640; Cuentas por cobrar 640
  t5 | Arcilla y esmaltes | Inventarios 380; Efectivo -380
  t6 | Cobro a la Cafetería Runa | Efectivo 640; Cuentas por cobrar -640
  t7 | Taller de fin de semana (8 alumnos) | Prestación de servicios 560; Efectivo 560
  t8 | Plantas para el escaparate | Otros gastos 45; Efectivo -45
`);

const drivingSchool = books(`
  t1 | Capital de la SRL | Efectivo 9000; Capital social 9000
  t2 | Seguro del auto de prácticas (mes) | Otros gastos 95; Efectivo -95
  t3 | Nafta de la semana | Otros gastos 60; Efectivo -60
  t4 | Seguro del auto de prácticas (mes) | Otros gastos 95; Efectivo -95
  t5 | Clases de manejo cobradas por Mercado Pago | Prestación de servicios 720; Efectivo 720
  t6 | Mantenimiento del auto: cambio de aceite | Otros gastos 70; Efectivo -70
  t7 | Mantenimiento del auto: frenos | Otros gastos 180; Efectivo -180
`);

const catering = books(`
  t1 | Aportación de los socios | Efectivo 80000; Capital social 80000
  t2 | Anticipo de la boda Treviño | Efectivo 15000; Otros pasivos corrientes 15000
  t3 | Renta de la cocina | Alquiler 9000; Efectivo -9000
  t4 | Devolución del anticipo de la boda Treviño | Efectivo -15000; Otros pasivos corrientes -15000
  t5 | Gas de la cocina | Servicios básicos 1200; Efectivo -1200
`);

const carWash = books(`
  t1 | Capital inicial | Efectivo 30000000; Capital social 30000000
  t2 | Hidrolavadora industrial | Maquinaria 4200000; Efectivo -4200000
  t3 | Luz de abril | Servicios básicos 380000; Efectivo -380000
  t4 | Luz de mayo | Servicios básicos 412000; Efectivo -412000
  t5 | Lavados de la semana | Prestación de servicios 2150000; Efectivo 2150000
`);

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
    ['borra lo de las plantas del escaparate', ['t8']],
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
    ['quíteme lo de la hidro, nos la devolvieron', ['t2']],
  ])('car wash: %s', (message, ids) => check(carWash, message, { action: 'delete', remove: ids }));

  it('asks which one when two entries fit, naming them by description and amount', () => {
    const reply = ask(drivingSchool, 'borra el mantenimiento del auto');
    expect(reply.action).toBe('clarify');
    expect(reply.transactions_to_remove).toEqual([]);
    expect(reply.response).toContain('cambio de aceite');
    expect(reply.response).toContain('frenos');
    expect(reply.response).not.toMatch(/\bt\d+\b/);
  });

  it('takes the answer to which one', () => {
    const first = ask(drivingSchool, 'borra el mantenimiento del auto');
    const reply = interpret({
      currency: 'EUR',
      state: drivingSchool,
      history: [
        { role: 'user', content: 'borra el mantenimiento del auto' },
        { role: 'assistant', content: first.response },
      ],
      message: 'el de los frenos',
    });
    expect(judge({ action: 'delete', remove: ['t7'] }, reply)).toBeNull();
  });

  it.each(['eso último no va, bórralo', 'cancela el último registro'])('the latest: %s', (message) =>
    check(pottery, message, { action: 'delete', remove: ['t8'] }),
  );

  describe('several at once', () => {
    const cafe = books(`
      t1 | Capital de la SRL | Efectivo 9000; Capital social 9000
      t2 | Internet de la oficina | Servicios básicos 45; Efectivo -45
      t3 | Internet de la oficina | Servicios básicos 45; Efectivo -45
      t4 | Comisión de Booking de mayo | Marketing y comunidad 312; Préstamos a corto plazo 312
      t5 | Pago de la tarjeta (Booking) | Efectivo -312; Préstamos a corto plazo -312
      t6 | Publicidad en Instagram | Marketing y comunidad 40; Efectivo -40
      t7 | Papelería | Otros gastos 25; Efectivo -25
    `);
    it.each([
      ['borra los dos últimos movimientos', ['t6', 't7']],
      ['elimina todo lo de Booking', ['t4', 't5']],
      ['borra los dos pagos del internet', ['t2', 't3']],
      ['el internet está dos veces, borra uno de los dos', ['t3']],
    ])('%s', (message, ids) => check(cafe, message, { action: 'delete', remove: ids }));
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
    'quita 20% a la luz de mayo, era con descuento',
  ])('is not a deletion: %s', (message) => {
    expect(deletion({ r: read(message), ledger: new Ledger(carWash), raw: message })).toBeNull();
  });
});
