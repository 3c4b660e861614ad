import { describe, expect, it } from 'vitest';
import type { AssistantReply, AssistantState } from '../../shared/assistant';
import { books } from '../test/books';
import { judge, type ExpectedLine } from '../test/judge';
import { Ledger } from '../local/ledger';
import { read } from '../reading/read';
import { correction } from './edit';
import { interpret } from './index';

/**
 * Corrections written for these rules (not taken from the evaluation sets): a pottery studio in
 * Valencia, a driving school in Rosario, a catering company in Puebla and a car wash in Medellín,
 * in Spain and Latin-American wording, with a few typos.
 */
const CASH = 'Efectivo y equivalentes de efectivo';

const pottery = books(`
  t1 | Capital inicial de Nuria y Pau | Efectivo 12000; Capital social 12000
  t2 | Aporte en especie: horno de Nuria | Maquinaria 1800; Capital social 1800
  t3 | Torno eléctrico Shimpo (a 60 días) | Maquinaria 1450; Proveedores 1450
  t4 | Venta de 40 tazas a la Cafetería Runa (a 30 días) | Ventas de productos 640; Cuentas por cobrar 640
  t5 | Arcilla y esmaltes | Inventarios 380; Efectivo -380
  t6 | Canva Pro del mes | Marketing y comunidad 12; Efectivo -12
  t7 | Taller de fin de semana (8 alumnos) | Prestación de servicios 560; Efectivo 560
`);

const drivingSchool = books(`
  t1 | Capital de la SRL | Efectivo 9000; Capital social 9000
  t2 | Préstamo del Banco Nación a 36 meses | Efectivo 6000; Préstamos a largo plazo 6000
  t3 | Seguro del auto de prácticas (mes) | Otros gastos 95; Efectivo -95
  t4 | Reparación del auto de prácticas | Vehículos 350; Efectivo -350
  t5 | Mantenimiento del auto: cambio de aceite | Otros gastos 70; Efectivo -70
  t6 | Mantenimiento del auto: frenos | Otros gastos 180; Efectivo -180
  t7 | Publicidad en Instagram | Marketing y comunidad 40; Efectivo -40
  t8 | Préstamo de la tía Marta (8 meses) | Efectivo 2000; Préstamos a corto plazo 2000
`);

const catering = books(`
  t1 | Aportación de los socios | Efectivo 80000; Capital social 80000
  t2 | Gas de la cocina (a fin de mes) | Servicios básicos 1200; Cuentas por pagar 1200
  t3 | Venta de 120 cubiertos a la boda Salinas | Ventas de productos 36000; Costo de ventas 14400; Cuentas por cobrar 36000; Inventarios -14400
  t4 | Horno de convección | Maquinaria 42000; Efectivo -12000; Cuentas por pagar 30000
`);

const carWash = books(`
  t1 | Capital inicial | Efectivo 30000000; Capital social 30000000
  t2 | Hidrolavadora industrial | Maquinaria 4200000; Efectivo -4200000
  t3 | Jabón y cera: 20 galones a 45000 | Inventarios 900000; Efectivo -900000
  t4 | Lavados del fin de semana | Prestación de servicios 700000; Efectivo 600000 «Lavados cobrados»; Cuentas por cobrar 100000 «Lavados a crédito de Transportes Andinos»
`);

const salon = books(`
  t1 | Capital inicial | Efectivo 20000; Capital social 20000
  t2 | Aporte en especie: moto de Juan | Vehículos 5000; Aportes de socios 5000
  t3 | Sillones de peluquería | Propiedad, planta y equipo 3600; Efectivo -3600
  t4 | Factura del gestor | Honorarios profesionales 120; Efectivo -120
  t5 | Luz de marzo | Servicios básicos 78.40; Efectivo -78.40
  t6 | Zoom del mes | Marketing y comunidad 14; Efectivo -14
  t7 | Laptop para recepción | Otros gastos 900; Efectivo -900
  t8 | Préstamo del Santander a corto plazo | Efectivo 10000; Préstamos a corto plazo 10000
  t9 | Impresora de tickets | Propiedad, planta y equipo 450; Efectivo -450
  t10 | Pedido de tintes (12 cajas a 30) | Inventarios 360; Proveedores 360
`);

function ask(state: AssistantState, message: string): AssistantReply {
  return interpret({ currency: 'EUR', state, history: [], message });
}

function edits(state: AssistantState, message: string, id: string, lines: readonly ExpectedLine[]): void {
  const reply = ask(state, message);
  expect(judge({ action: 'edit', remove: [id], lines }, reply), `${message}\n${reply.response}`).toBeNull();
  expect(reply.response).not.toMatch(/\bt\d+\b/);
}

const line = (section: string, category: string, amount: number, type?: string): ExpectedLine =>
  type ? { section, category, amount, type } : { section, category, amount };

describe('corrections of an amount', () => {
  it.each([
    'la arcilla eran 420, no 380',
    'me equivoqué con la arcilla y los esmaltes: costaron 420 en vez de 380',
    'puse 380 en la arcilla pero eran 420',
  ])('%s', (m) =>
    edits(pottery, m, 't5', [
      line('assets', 'Inventarios', 420, 'corriente'),
      line('assets', CASH, -420, 'corriente'),
    ]),
  );

  it('a figure restated for an entry named clearly', () =>
    edits(pottery, 'el taller de fin de semana eran 600', 't7', [
      line('revenues', 'Prestación de servicios', 600),
      line('assets', CASH, 600, 'corriente'),
    ]));

  it('an entry named by the figure it holds', () =>
    edits(drivingSchool, 'corrige el de 180: eran 195', 't6', [
      line('expenses', 'Otros gastos', 195),
      line('assets', CASH, -195, 'corriente'),
    ]));

  it('the latest entry', () =>
    edits(drivingSchool, 'lo último que cargué está mal, fueron 2.500 no 2.000', 't8', [
      line('assets', CASH, 2500, 'corriente'),
      line('liabilities', 'Préstamos a corto plazo', 2500, 'corriente'),
    ]));

  it('a typo and voseo', () =>
    edits(drivingSchool, 'me equivoke, los frenos fueron 190 no 180, corregilo', 't6', [
      line('expenses', 'Otros gastos', 190),
      line('assets', CASH, -190, 'corriente'),
    ]));

  it('a new total said without the old one: the part paid stays, the debt takes the rest', () =>
    edits(catering, 'el horno de convección al final se fue a 45.000, dimos igual 12.000 de enganche', 't4', [
      line('assets', 'Maquinaria', 45000, 'no_corriente'),
      line('assets', CASH, -12000, 'corriente'),
      line('liabilities', 'Cuentas por pagar', 33000, 'corriente'),
    ]));
});

describe('corrections of a quantity or a unit price', () => {
  it('a count at the same price', () =>
    edits(pottery, 'fueron 45 tazas a la cafetería, no 40, al mismo precio', 't4', [
      line('revenues', 'Ventas de productos', 720),
      line('assets', 'Cuentas por cobrar', 720, 'corriente'),
    ]));

  it('a count with the same unit cost', () =>
    edits(catering, 'en la boda Salinas fueron 130 cubiertos, no 120; mismo precio y mismo costo', 't3', [
      line('revenues', 'Ventas de productos', 39000),
      line('expenses', 'Costo de ventas', 15600),
      line('assets', 'Cuentas por cobrar', 39000, 'corriente'),
      line('assets', 'Inventarios', -15600, 'corriente'),
    ]));

  it('a unit price', () =>
    edits(carWash, 'el galón de jabón era a 48.000, no a 45.000', 't3', [
      line('assets', 'Inventarios', 960000, 'corriente'),
      line('assets', CASH, -960000, 'corriente'),
    ]));

  it('a count inside a split: the part on credit changes, cash takes the rest', () =>
    edits(carWash, 'de los lavados del finde fueron 3 a crédito, no 5', 't4', [
      line('revenues', 'Prestación de servicios', 700000),
      line('assets', CASH, 640000, 'corriente'),
      line('assets', 'Cuentas por cobrar', 60000, 'corriente'),
    ]));

  it('retells the count in the description', () => {
    const reply = ask(pottery, 'fueron 45 tazas a la cafetería, no 40, al mismo precio');
    expect(reply.transactions_to_add.every((l) => l.data.description.includes('45 tazas'))).toBe(true);
  });
});

describe('corrections of how it was paid', () => {
  it('on credit, not cash', () =>
    edits(carWash, 'la hidrolavadora no la pagamos de contado, nos dieron 90 días para pagarla', 't2', [
      line('assets', 'Maquinaria', 4200000, 'no_corriente'),
      line('liabilities', 'Cuentas por pagar', 4200000, 'corriente'),
    ]));

  it('cash, not on credit', () =>
    edits(catering, 'el gas de la cocina lo pagamos en efectivo, no a crédito', 't2', [
      line('expenses', 'Servicios básicos', 1200),
      line('assets', CASH, -1200, 'corriente'),
    ]));

  it('on the credit card, not cash', () =>
    edits(
      drivingSchool,
      'la publicidad de Instagram no fue en efectivo, fue con la tarjeta de crédito',
      't7',
      [
        line('expenses', 'Marketing y comunidad', 40),
        line('liabilities', 'Préstamos a corto plazo', 40, 'corriente'),
      ],
    ));

  it('not paid yet, in the perfect tense', () =>
    edits(salon, 'perdona, al gestor todavía no le hemos pagado, se lo debemos hasta el día 30', 't4', [
      line('expenses', 'Honorarios profesionales', 120),
      line('liabilities', 'Cuentas por pagar', 120, 'corriente'),
    ]));

  it('all paid now: nothing was left owing', () =>
    edits(catering, 'lo del horno: al final lo pagamos todo de contado, no quedó nada pendiente', 't4', [
      line('assets', 'Maquinaria', 42000, 'no_corriente'),
      line('assets', CASH, -42000, 'corriente'),
    ]));
});

describe('corrections of a loan term', () => {
  it('long to short', () =>
    edits(drivingSchool, 'el préstamo del Nación no es a 36 meses, es a 10 meses', 't2', [
      line('assets', CASH, 6000, 'corriente'),
      line('liabilities', 'Préstamos a corto plazo', 6000, 'corriente'),
    ]));

  it('short to long, in years and instalments', () =>
    edits(drivingSchool, 'lo de la tía Marta al final lo devolvemos en 24 cuotas, no en 8 meses', 't8', [
      line('assets', CASH, 2000, 'corriente'),
      line('liabilities', 'Préstamos a largo plazo', 2000, 'no_corriente'),
    ]));
});

describe('corrections of the account', () => {
  it('a subscription, not advertising', () =>
    edits(pottery, 'lo de Canva no es publicidad, es una suscripción', 't6', [
      line('expenses', 'Suscripciones de software', 12),
      line('assets', CASH, -12, 'corriente'),
    ]));

  it('an expense put as an asset', () =>
    edits(drivingSchool, 'la reparación del auto la pusiste como vehículo, pero es mantenimiento', 't4', [
      line('expenses', 'Otros gastos', 350),
      line('assets', CASH, -350, 'corriente'),
    ]));

  it('the wrong kind only pointed at: "no era eso, era…"', () =>
    edits(
      drivingSchool,
      'lo del aceite que quedó como mantenimiento no era eso: era el alquiler de la pista',
      't5',
      [line('expenses', 'Alquiler', 70), line('assets', CASH, -70, 'corriente')],
    ));

  it('"los has metido en otros gastos": the kind said inside another is one kind', () =>
    edits(salon, 'la laptop de recepción la has metido en otros gastos, pero es un equipo', 't7', [
      line('assets', 'Propiedad, planta y equipo', 900, 'no_corriente'),
      line('assets', CASH, -900, 'corriente'),
    ]));
});

describe('not corrections, or not clear enough', () => {
  it('asks which entry when two fit, by description and amount', () => {
    const reply = ask(drivingSchool, 'el mantenimiento del auto estaba mal, eran 200');
    expect(reply.action).toBe('clarify');
    expect(reply.response).toContain('cambio de aceite');
    expect(reply.response).toContain('frenos');
    expect(reply.response).not.toMatch(/\bt\d+\b/);
  });

  it.each([
    ['Nuria puso 2.000 más como aporte de capital, no es un préstamo; ya está en la cuenta', pottery],
    ['vendimos otras 10 tazas a la cafetería, esta vez por 160 al contado', pottery],
    ['al final la cafetería nos pagó las tazas en efectivo', pottery],
  ] as const)('the rule passes: %s', (m, state) => {
    expect(correction({ r: read(m), ledger: new Ledger(state), raw: m })).toBeNull();
  });

  it.each([
    ['compramos 3 sacos más de arcilla por 90 en efectivo', pottery],
    ['¿qué pasa si me equivoco al registrar algo?', pottery],
    ['vendimos 10 tazas más a la cafetería por 160 en efectivo', pottery],
  ] as const)('%s', (m, state) => {
    expect(ask(state, m).action).not.toBe('edit');
  });
});

describe('a hair salon in Madrid: more ways to say it', () => {
  const cash = (n: number): ExpectedLine => line('assets', CASH, n, 'corriente');
  it.each([
    [
      'ojo, la factura del gestor no era de 120 sino de 150',
      't4',
      [line('expenses', 'Honorarios profesionales', 150), cash(-150)],
    ],
    [
      'me equivoqué en el importe de la luz: 87,40 y no 78,40',
      't5',
      [line('expenses', 'Servicios básicos', 87.4), cash(-87.4)],
    ],
    ['cambia el importe de la luz a 80', 't5', [line('expenses', 'Servicios básicos', 80), cash(-80)]],
    [
      'lo de Zoom va en software, no en marketing',
      't6',
      [line('expenses', 'Suscripciones de software', 14), cash(-14)],
    ],
    [
      'la laptop no es un gasto, es un activo',
      't7',
      [line('assets', 'Propiedad, planta y equipo', 900, 'no_corriente'), cash(-900)],
    ],
    [
      'los sillones no son un activo, son un gasto',
      't3',
      [line('expenses', 'Otros gastos', 3600), cash(-3600)],
    ],
    [
      'el préstamo del Santander no es a corto plazo, es a largo plazo',
      't8',
      [cash(10000), line('liabilities', 'Préstamos a largo plazo', 10000, 'no_corriente')],
    ],
    [
      'la moto que aportó Juan vale 4.000, no 5.000',
      't2',
      [line('assets', 'Vehículos', 4000, 'no_corriente'), line('equity', 'Aportes de socios', 4000)],
    ],
    [
      'no fueron 12 cajas de tinte sino 15, mismo precio',
      't10',
      [line('assets', 'Inventarios', 450, 'corriente'), line('liabilities', 'Proveedores', 450, 'corriente')],
    ],
    [
      'el tinte era a 32 la caja, no a 30',
      't10',
      [line('assets', 'Inventarios', 384, 'corriente'), line('liabilities', 'Proveedores', 384, 'corriente')],
    ],
    [
      'la impresora fue a crédito, no de contado',
      't9',
      [
        line('assets', 'Propiedad, planta y equipo', 450, 'no_corriente'),
        line('liabilities', 'Cuentas por pagar', 450, 'corriente'),
      ],
    ],
    [
      'corrige la impresora: la pagamos la mitad al contado y la mitad a 60 días',
      't9',
      [
        line('assets', 'Propiedad, planta y equipo', 450, 'no_corriente'),
        cash(-225),
        line('liabilities', 'Cuentas por pagar', 225, 'corriente'),
      ],
    ],
    [
      'la impresora no fue toda al contado: pagamos 200 en efectivo y el resto a 30 días',
      't9',
      [
        line('assets', 'Propiedad, planta y equipo', 450, 'no_corriente'),
        cash(-200),
        line('liabilities', 'Cuentas por pagar', 250, 'corriente'),
      ],
    ],
    [
      'el movimiento anterior estaba mal, eran 380',
      't10',
      [line('assets', 'Inventarios', 380, 'corriente'), line('liabilities', 'Proveedores', 380, 'corriente')],
    ],
  ] as const)('%s', (m, id, lines) => edits(salon, m, id, lines));
});

describe('a photography studio in Bilbao: corrections of the kind and of the way it was owed', () => {
  const studio = books(`
    t1 | Capital inicial de Iker y Ane | Efectivo 15000; Capital social 15000
    t2 | Aporte en especie: furgoneta de Iker | Vehículos 8000; Capital social 8000
    t4 | Seguro de la furgoneta | Vehículos 320; Efectivo -320
    t5 | Copias impresas para la boda Ruiz | Prestación de servicios 800; Efectivo 800
    t6 | Focos para el plató | Otros gastos 1200; Efectivo -1200
    t9 | Taller de retrato a 20 alumnos | Prestación de servicios 800; Efectivo 800
    t8 | Papel fotográfico y tintas | Propiedad, planta y equipo 150; Efectivo -150
  `);
  const cash = (n: number): ExpectedLine => line('assets', CASH, n, 'corriente');
  it.each([
    [
      'el monto correcto del seguro es 230',
      't4',
      [line('assets', 'Vehículos', 230, 'no_corriente'), cash(-230)],
    ],
    [
      'el seguro de la furgoneta lo registraste como vehículo y es un gasto',
      't4',
      [line('expenses', 'Otros gastos', 320), cash(-320)],
    ],
    [
      'las copias impresas de la boda son productos, no servicios',
      't5',
      [line('revenues', 'Ventas de productos', 800), cash(800)],
    ],
    [
      'el papel fotográfico no es un activo, es material para vender',
      't8',
      [line('assets', 'Inventarios', 150, 'corriente'), cash(-150)],
    ],
    [
      'los focos los dejamos a deber, no los pagamos',
      't6',
      [line('expenses', 'Otros gastos', 1200), line('liabilities', 'Cuentas por pagar', 1200, 'corriente')],
    ],
    [
      'la furgoneta que puso Iker en realidad vale 7.500',
      't2',
      [line('assets', 'Vehículos', 7500, 'no_corriente'), line('equity', 'Capital social', 7500)],
    ],
    ['fueron 25 alumnos y no 20', 't9', [line('revenues', 'Prestación de servicios', 1000), cash(1000)]],
  ] as const)('%s', (m, id, lines) => edits(studio, m, id, lines));
});

describe('the answer to which entry', () => {
  it('completes the correction asked about', () => {
    const first = ask(drivingSchool, 'el mantenimiento del auto estaba mal, eran 200');
    expect(first.action).toBe('clarify');
    const reply = interpret({
      currency: 'EUR',
      state: drivingSchool,
      history: [
        { role: 'user', content: 'el mantenimiento del auto estaba mal, eran 200' },
        { role: 'assistant', content: first.response },
      ],
      message: 'el de los frenos',
    });
    expect(
      judge(
        {
          action: 'edit',
          remove: ['t6'],
          lines: [line('expenses', 'Otros gastos', 200), line('assets', CASH, -200, 'corriente')],
        },
        reply,
      ),
    ).toBeNull();
  });
});
