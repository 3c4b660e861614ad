import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AssistantState } from '../../shared/assistant';
import { Ledger } from '../local/ledger';
import { read } from '../reading/read';
import { judge, type Expectation } from '../test/judge';
import { interpret } from './index';
import { answerQuestion } from './query';

/**
 * Questions about the books, written for this rule (a pottery studio, a driving school, a catering
 * company, a car wash; Spain and Latin-American wording, typos, questions without '?'). Each state is
 * built inline and balances; the expected figures were worked out by hand from it.
 */
type Row = readonly [section: keyof AssistantState, category: string, amount: number, type?: string];
type Entry = readonly [id: string, description: string, rows: readonly Row[]];

const CASH = 'Efectivo y equivalentes de efectivo';
const NC = 'no_corriente';

function stateOf(entries: readonly Entry[]): AssistantState {
  const s: AssistantState = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
  for (const [transactionId, description, rows] of entries)
    for (const [section, category, amount, type] of rows) {
      const withType =
        section === 'assets' || section === 'liabilities'
          ? { type: (type ?? 'corriente') as 'corriente' | 'no_corriente' }
          : {};
      s[section].push({ transactionId, description, amount, category, ...withType });
    }
  return s;
}

/** A pottery studio: cash 11,465; receivables 830; stock 390; machines 3,846.67; profit 1,201.67. */
const pottery = stateOf([
  [
    't1',
    'Aporte inicial de Inés y Tomás',
    [
      ['assets', CASH, 8000],
      ['equity', 'Capital social', 8000],
    ],
  ],
  [
    't2',
    'Horno eléctrico Nabertherm (saldo a 6 meses)',
    [
      ['assets', 'Maquinaria', 3200, NC],
      ['assets', CASH, -1200],
      ['liabilities', 'Cuentas por pagar', 2000],
    ],
  ],
  [
    't3',
    'Arcilla roja de Cerámicas del Sur (a 30 días)',
    [
      ['assets', 'Inventarios', 450],
      ['liabilities', 'Proveedores', 450],
    ],
  ],
  [
    't4',
    'Esmaltes Vitrea (a 15 días)',
    [
      ['assets', 'Inventarios', 180],
      ['liabilities', 'Proveedores', 180],
    ],
  ],
  [
    't5',
    'Venta de 30 tazas en la feria',
    [
      ['revenues', 'Ventas de productos', 900],
      ['assets', CASH, 900],
      ['expenses', 'Costo de ventas', 240],
      ['assets', 'Inventarios', -240],
    ],
  ],
  [
    't6',
    'Talleres de torno de mayo',
    [
      ['revenues', 'Prestación de servicios', 1250],
      ['assets', CASH, 1250],
    ],
  ],
  [
    't7',
    'Clases para el colegio San Marcos (a 30 días)',
    [
      ['revenues', 'Prestación de servicios', 600],
      ['assets', 'Cuentas por cobrar', 600],
    ],
  ],
  [
    't8',
    'Alquiler del taller',
    [
      ['expenses', 'Alquiler', 700],
      ['assets', CASH, -700],
    ],
  ],
  [
    't9',
    'Sueldo de la ayudante',
    [
      ['expenses', 'Salarios', 950],
      ['assets', CASH, -950],
    ],
  ],
  [
    't10',
    'Préstamo Banco Pichincha a 3 años',
    [
      ['assets', CASH, 5000],
      ['liabilities', 'Préstamos a largo plazo', 5000, NC],
    ],
  ],
  [
    't11',
    'Seña de un curso intensivo de julio',
    [
      ['assets', CASH, 300],
      ['liabilities', 'Otros pasivos corrientes', 300],
    ],
  ],
  [
    't12',
    'Abono a Cerámicas del Sur',
    [
      ['liabilities', 'Proveedores', -200],
      ['assets', CASH, -200],
    ],
  ],
  [
    't13',
    'Depreciación del horno',
    [
      ['expenses', 'Depreciación y amortización', 53.33],
      ['assets', 'Maquinaria', -53.33, NC],
    ],
  ],
  [
    't14',
    'Dominio y tienda online',
    [
      ['assets', 'Activos intangibles', 400, NC],
      ['assets', CASH, -400],
    ],
  ],
  [
    't15',
    'Luz del taller',
    [
      ['expenses', 'Servicios básicos', 85],
      ['assets', CASH, -85],
    ],
  ],
  [
    't16',
    'Cobro parcial del colegio San Marcos',
    [
      ['assets', CASH, 250],
      ['assets', 'Cuentas por cobrar', -250],
    ],
  ],
  [
    't17',
    'Pedido de 40 platos para el restaurante Quinoa (a 15 días)',
    [
      ['revenues', 'Ventas de productos', 480],
      ['assets', 'Cuentas por cobrar', 480],
    ],
  ],
  [
    't18',
    'Torno de alfarero usado',
    [
      ['assets', 'Maquinaria', 700, NC],
      ['assets', CASH, -700],
    ],
  ],
]);

/** A driving school in Spain (EUR) with a loss and a partner's withdrawal. */
const drivingSchool = stateOf([
  [
    't1',
    'Capital inicial de Marta y Jordi',
    [
      ['assets', CASH, 6000],
      ['equity', 'Capital social', 6000],
    ],
  ],
  [
    't2',
    'Aporte en especie: Seat Ibiza de Marta',
    [
      ['assets', 'Vehículos', 9000, NC],
      ['equity', 'Aportes de socios', 9000],
    ],
  ],
  [
    't3',
    'Matrículas de alumnos de marzo',
    [
      ['revenues', 'Prestación de servicios', 1400],
      ['assets', CASH, 1400],
    ],
  ],
  [
    't4',
    'Clases prácticas de marzo',
    [
      ['revenues', 'Prestación de servicios', 2100],
      ['assets', CASH, 2100],
    ],
  ],
  [
    't5',
    'Venta de manuales del teórico',
    [
      ['revenues', 'Ventas de productos', 160],
      ['assets', CASH, 160],
    ],
  ],
  [
    't6',
    'Nómina del profesor de prácticas',
    [
      ['expenses', 'Salarios', 2600],
      ['assets', CASH, -2600],
    ],
  ],
  [
    't7',
    'Alquiler de la oficina',
    [
      ['expenses', 'Alquiler', 900],
      ['assets', CASH, -900],
    ],
  ],
  [
    't8',
    'Gasolina de marzo',
    [
      ['expenses', 'Otros gastos', 420],
      ['assets', CASH, -420],
    ],
  ],
  [
    't9',
    'Anuncios en Instagram',
    [
      ['expenses', 'Marketing y comunidad', 380],
      ['assets', CASH, -380],
    ],
  ],
  [
    't10',
    'Tasas de la DGT pendientes de pago',
    [
      ['expenses', 'Impuestos y tasas', 310],
      ['liabilities', 'Impuestos por pagar', 310],
    ],
  ],
  [
    't11',
    'Seguro anual del coche con la tarjeta de crédito',
    [
      ['assets', 'Gastos pagados por anticipado', 1200],
      ['liabilities', 'Préstamos a corto plazo', 1200],
    ],
  ],
  [
    't12',
    'Retiro de Marta para uso personal',
    [
      ['equity', 'Otros componentes del patrimonio', -250],
      ['assets', CASH, -250],
    ],
  ],
]);

/** A catering company in Mexico: stock of separate items, a customer advance, a vehicle on credit. */
const catering = stateOf([
  [
    't1',
    'Capital de Rocío y Beto',
    [
      ['assets', CASH, 10000],
      ['equity', 'Capital social', 10000],
    ],
  ],
  [
    't2',
    'Vino tinto Casa Madero (24 botellas)',
    [
      ['assets', 'Inventarios', 480],
      ['assets', CASH, -480],
    ],
  ],
  [
    't3',
    'Cerveza artesanal (10 cajas)',
    [
      ['assets', 'Inventarios', 350],
      ['assets', CASH, -350],
    ],
  ],
  [
    't4',
    'Servilletas y desechables',
    [
      ['assets', 'Inventarios', 120],
      ['assets', CASH, -120],
    ],
  ],
  [
    't5',
    'Banquete de boda de los Treviño (anticipo)',
    [
      ['assets', CASH, 2000],
      ['liabilities', 'Otros pasivos corrientes', 2000],
    ],
  ],
  [
    't6',
    'Camioneta de reparto (crédito BBVA a 36 meses)',
    [
      ['assets', 'Vehículos', 15000, NC],
      ['assets', CASH, -5000],
      ['liabilities', 'Préstamos a largo plazo', 10000, NC],
    ],
  ],
  [
    't7',
    'Evento corporativo de Grupo Alfa (a 30 días)',
    [
      ['revenues', 'Prestación de servicios', 4500],
      ['assets', 'Cuentas por cobrar', 4500],
    ],
  ],
  [
    't8',
    'Comisión de mantenimiento de la cuenta',
    [
      ['expenses', 'Gastos financieros', 25],
      ['assets', CASH, -25],
    ],
  ],
  [
    't9',
    'Anticipo del evento de la familia Garza',
    [
      ['assets', CASH, 800],
      ['liabilities', 'Otros pasivos corrientes', 800],
    ],
  ],
  [
    't10',
    'Anticipo a Vinos del Norte por el pedido de diciembre',
    [
      ['assets', 'Otros activos corrientes', 300],
      ['assets', CASH, -300],
    ],
  ],
]);

/** A car wash in Colombia: several suppliers, one payment whose purchase does not name the supplier. */
const carWash = stateOf([
  [
    't1',
    'Capital inicial',
    [
      ['assets', CASH, 20000],
      ['equity', 'Capital social', 20000],
    ],
  ],
  [
    't2',
    'Hidrolavadora a crédito con Ferretería Samper',
    [
      ['assets', 'Maquinaria', 1500, NC],
      ['liabilities', 'Cuentas por pagar', 1500],
    ],
  ],
  [
    't3',
    'Jabones y ceras de Químicos Lumen (a 30 días)',
    [
      ['assets', 'Inventarios', 900],
      ['liabilities', 'Proveedores', 900],
    ],
  ],
  [
    't4',
    'Abono a Químicos Lumen',
    [
      ['liabilities', 'Proveedores', -400],
      ['assets', CASH, -400],
    ],
  ],
  [
    't5',
    'Lavado de la flota de taxis de Cootransur (a 15 días)',
    [
      ['revenues', 'Prestación de servicios', 480],
      ['assets', 'Cuentas por cobrar', 480],
    ],
  ],
  [
    't6',
    'Cobro parcial a Cootransur',
    [
      ['assets', CASH, 180],
      ['assets', 'Cuentas por cobrar', -180],
    ],
  ],
  [
    't7',
    'Cera y champú de Distribuidora Brillo (a 30 días)',
    [
      ['assets', 'Inventarios', 300],
      ['liabilities', 'Proveedores', 300],
    ],
  ],
  [
    't8',
    'Toallas de microfibra (a 60 días)',
    [
      ['assets', 'Inventarios', 250],
      ['liabilities', 'Proveedores', 250],
    ],
  ],
  [
    't9',
    'Pago a Textiles Rojas',
    [
      ['liabilities', 'Proveedores', -100],
      ['assets', CASH, -100],
    ],
  ],
  [
    't10',
    'Lavados del fin de semana',
    [
      ['revenues', 'Prestación de servicios', 1320],
      ['assets', CASH, 1320],
      ['expenses', 'Costo de ventas', 210],
      ['assets', 'Inventarios', -210],
    ],
  ],
]);

/** A bakery in Peru: a vehicle named by its brand, a bank loan being repaid, a loan to a partner. */
const bakery = stateOf([
  [
    't1',
    'Capital de Rosa y Miguel',
    [
      ['assets', CASH, 12000],
      ['equity', 'Capital social', 12000],
    ],
  ],
  [
    't2',
    'Nissan NP300 de segunda',
    [
      ['assets', 'Vehículos', 9000, NC],
      ['assets', CASH, -9000],
    ],
  ],
  [
    't3',
    'Préstamo Caja Arequipa a 24 meses',
    [
      ['assets', CASH, 8000],
      ['liabilities', 'Préstamos a largo plazo', 8000, NC],
    ],
  ],
  [
    't4',
    'Préstamo a Miguel (socio), 6 meses',
    [
      ['assets', 'Otros activos corrientes', 1000],
      ['assets', CASH, -1000],
    ],
  ],
  [
    't5',
    'Cuota 1 del préstamo Caja Arequipa',
    [
      ['liabilities', 'Préstamos a largo plazo', -300, NC],
      ['expenses', 'Gastos financieros', 90],
      ['assets', CASH, -390],
    ],
  ],
  [
    't6',
    'Laptop para la caja',
    [
      ['assets', 'Propiedad, planta y equipo', 2100, NC],
      ['assets', CASH, -2100],
    ],
  ],
  [
    't7',
    'Pedido de panetones (a 30 días)',
    [
      ['revenues', 'Ventas de productos', 600],
      ['assets', 'Cuentas por cobrar', 600],
    ],
  ],
  [
    't8',
    'Abono del Hotel Costa Verde',
    [
      ['assets', 'Cuentas por cobrar', -250],
      ['assets', CASH, 250],
    ],
  ],
]);

/** A hair salon: services and products, a supplier of chairs on credit, an adviser's fee owed. */
const salon = stateOf([
  [
    't1',
    'Capital inicial de Lucía',
    [
      ['assets', CASH, 7000],
      ['equity', 'Capital social', 7000],
    ],
  ],
  [
    't2',
    'Sillones de peluquería (Maletti, a 3 meses)',
    [
      ['assets', 'Propiedad, planta y equipo', 2400, NC],
      ['liabilities', 'Cuentas por pagar', 2400],
    ],
  ],
  [
    't3',
    'Productos de coloración para la reventa',
    [
      ['assets', 'Inventarios', 600],
      ['assets', CASH, -600],
    ],
  ],
  [
    't4',
    'Cortes de la semana',
    [
      ['revenues', 'Prestación de servicios', 950],
      ['assets', CASH, 950],
    ],
  ],
  [
    't5',
    'Tintes y mechas de la semana',
    [
      ['revenues', 'Prestación de servicios', 1200],
      ['assets', CASH, 1200],
    ],
  ],
  [
    't6',
    'Venta de champús y mascarillas',
    [
      ['revenues', 'Ventas de productos', 300],
      ['assets', CASH, 300],
      ['expenses', 'Costo de ventas', 120],
      ['assets', 'Inventarios', -120],
    ],
  ],
  [
    't7',
    'Honorarios de la gestoría',
    [
      ['expenses', 'Honorarios profesionales', 150],
      ['liabilities', 'Cuentas por pagar', 150],
    ],
  ],
  [
    't8',
    'Alquiler del salón',
    [
      ['expenses', 'Alquiler', 800],
      ['assets', CASH, -800],
    ],
  ],
  [
    't9',
    'Abono a Maletti',
    [
      ['liabilities', 'Cuentas por pagar', -800],
      ['assets', CASH, -800],
    ],
  ],
]);

type Case = readonly [message: string, state: AssistantState, figures: readonly number[]];

const QUERIES: readonly Case[] = [
  // cash
  ['cuánta lana tenemos en el banco?', pottery, [11465]],
  ['el efectivo con el que contamos, cuánto es', pottery, [11465]],
  ['cuanto ahi en caja y bancos', pottery, [11465]],
  ['¿Cuánta pasta queda en la cuenta?', drivingSchool, [5110]],
  ['cuánta plata tenemos disponible', catering, [6525]],
  ['dime el saldo de caja', carWash, [21000]],
  // receivables
  ['¿cuánto nos deben todavía?', pottery, [830]],
  ['¿queda algo sin cobrar? ¿cuánto?', pottery, [830]],
  ['los clientes, cuánto nos están debiendo todavía', carWash, [300]],
  ['¿el colegio San Marcos cuánto nos debe?', pottery, [350]],
  ['cuánto nos debe todavía Cootransur?', carWash, [300]],
  ['cuanto nos deben los de Grupo Alfa', catering, [4500]],
  // debt
  ['¿a cuánto asciende todo lo que debemos?', pottery, [7730]],
  ['todo lo que debemos, préstamo incluido, ¿cuánto es?', pottery, [7730]],
  ['qué tenemos que pagar a corto plazo', pottery, [2730]],
  ['cuánto nos falta pagar del horno', pottery, [2000]],
  ['cuánto le debemos a Cerámicas del Sur y a Vitrea?', pottery, [430]],
  ['cuanto les debemos a Lumen y a Samper', carWash, [2000]],
  ['entre Brillo y Lumen, ¿cuánto les debemos?', carWash, [800]],
  ['¿cuánto le debemos a Textiles Rojas?', carWash, [150]],
  ['¿qué saldo queda pendiente con los proveedores?', carWash, [950]],
  ['cuánto debemos del préstamo del Pichincha', pottery, [5000]],
  ['cuanto le debemos al banco', pottery, [5000]],
  ['cuanto nos queda por pagar de la camioneta', catering, [10000]],
  ['¿Cuánto le debemos a Hacienda?', drivingSchool, [310]],
  ['cuánto debemos de la tarjeta', drivingSchool, [1200]],
  ['cuánto debemos en total?', catering, [12800]],
  ['cuánto suman los pasivos', drivingSchool, [1510]],
  // customer advances
  ['cuánto tenemos cobrado por adelantado de los alumnos?', pottery, [300]],
  ['¿cuánto hay en señas de clientes?', pottery, [300]],
  ['cuanto les debemos a los clientes por anticipos', catering, [2800]],
  // inventory
  ['cuánto tenemos en inventario?', pottery, [390]],
  ['de arcilla y esmaltes, cuánto stock queda?', pottery, [390]],
  ['cuánto tenemos en bodega de vino y cerveza?', catering, [830]],
  ['y de existencias cuánto hay?', catering, [950]],
  // revenue
  ['cuánto hemos vendido en total', pottery, [3230]],
  ['cuanto facturamos en talleres y clases?', pottery, [1850]],
  ['lo ingresado por matrículas y prácticas, ¿cuánto suma?', drivingSchool, [3500]],
  ['cuánto nos entró por la venta de manuales', drivingSchool, [160]],
  // expenses, salaries, cost of sales
  ['cuánto hemos gastado en luz?', pottery, [85]],
  ['cuanto se nos fue en sueldos', pottery, [950]],
  ['¿Cuánto nos hemos gastado en publicidad?', drivingSchool, [380]],
  ['cuánto es el gasto total', drivingSchool, [4610]],
  ['cuánto nos costaron las piezas que vendimos?', pottery, [240]],
  ['¿cuál es el costo de ventas?', carWash, [210]],
  // profit or loss
  ['¿este negocio va ganando o perdiendo?', pottery, [1201.67]],
  ['¿Estamos en pérdidas o en beneficios?', drivingSchool, [950]],
  ['qué resultado llevamos', drivingSchool, [950]],
  ['dame los ingresos, los gastos y el resultado', drivingSchool, [3660, 4610, 950]],
  // assets
  ['el horno y el dominio, ¿cuánto valen hoy en libros?', pottery, [3546.67]],
  ['a cuánto ascienden nuestros activos fijos', pottery, [4246.67]],
  ['total de activos?', pottery, [16931.67]],
  ['cuanto suman los activos corrientes', pottery, [12685]],
  // capital and equity
  ['cuánto capital pusimos?', pottery, [8000]],
  ['¿cuánto pusimos los socios de capital?', drivingSchool, [15000]],
  ['cuánto es el patrimonio', drivingSchool, [13800]],
  // balance and ratios
  ['cuadra el balance?', pottery, [16931.67]],
  ['cual es la razon corriente', pottery, [4.65]],
  // more ways of asking
  ['necesito saber cuánto dinero hay en el banco', pottery, [11465]],
  ['Oye, ¿cuánto tenemos ahorita en la caja?', pottery, [11465]],
  ['en cuánto está la cuenta del banco?', pottery, [11465]],
  ['qué tal vamos de caja?', pottery, [11465]],
  ['¿cuánta guita nos queda?', pottery, [11465]],
  ['cuanto dinero nos deben los clientes?', pottery, [830]],
  ['cuánto falta por cobrar', pottery, [830]],
  ['¿qué deudas tenemos?', pottery, [7730]],
  ['cuánto nos queda por pagarle al proveedor de la arcilla', pottery, [250]],
  ['cuánto es la deuda con el banco Pichincha?', pottery, [5000]],
  ['cuánto debemos a largo plazo', pottery, [5000]],
  ['cuál es nuestro pasivo corriente?', pottery, [2730]],
  ['cuánto adeudamos en total', pottery, [7730]],
  ['cuánto vendimos de tazas', pottery, [900]],
  ['cuánto le hemos facturado al restaurante Quinoa', pottery, [480]],
  ['cuánto llevamos de ventas este mes', pottery, [3230]],
  ['ingresos totales?', pottery, [3230]],
  ['cuánto nos ha costado el alquiler', pottery, [700]],
  ['lo que llevamos pagado de sueldos, cuánto es?', pottery, [950]],
  ['cuánto hemos pagado de luz e internet', pottery, [85]],
  ['¿Cuánto ganamos este mes?', pottery, [1201.67]],
  ['cuál es la utilidad neta', pottery, [1201.67]],
  ['tenemos ganancias?', pottery, [1201.67]],
  ['cuánto valen las máquinas', pottery, [3846.67]],
  ['cuánto tenemos invertido en maquinaria', pottery, [3846.67]],
  ['cuánto vale el torno', pottery, [700]],
  ['cuánto aportamos los socios al inicio', pottery, [8000]],
  ['resumen de las cifras porfa', pottery, [11465, 3230]],
  ['cómo vamos?', pottery, [11465, 1201.67]],
  ['¿Cuánto hemos palmado?', drivingSchool, [950]],
  ['¿Cuánta pasta hay en el banco?', drivingSchool, [5110]],
  ['¿cuánto se nos va en nóminas?', drivingSchool, [2600]],
  ['¿Qué nos queda por pagar a Hacienda?', drivingSchool, [310]],
  ['deuda con la tarjeta?', drivingSchool, [1200]],
  ['beneficio del trimestre?', drivingSchool, [950]],
  ['¿cuánto tenemos pagado por adelantado del seguro?', drivingSchool, [1200]],
  ['cuánto ingresamos por clases prácticas', drivingSchool, [2100]],
  ['cuánta feria tenemos?', catering, [6525]],
  ['cuánto nos falta pagar del crédito de la camioneta', catering, [10000]],
  ['cuánto debemos a largo plazo?', catering, [10000]],
  ['¿cuánto nos adelantaron los Treviño?', catering, [2000]],
  ['cuánto tenemos en mercancía para los eventos', catering, [950]],
  ['cuánto vale la camioneta en libros', catering, [15000]],
  ['cuánta plata hay en caja?', carWash, [21000]],
  ['cuánto le debemos a Químicos Lumen?', carWash, [500]],
  ['¿a cuánto llegan las cuentas por cobrar?', carWash, [300]],
  ['¿cuánto hemos facturado en lavados?', carWash, [1800]],
  ['qué proveedores nos faltan por pagar y cuánto', carWash, [950]],
  ['cuál es el saldo de Proveedores?', carWash, [950]],
  ['cuánto nos cobró el banco de comisiones', catering, [25]],
  ['cuánto nos prestaron para la camioneta?', catering, [10000]],
  ['cuánto le debemos en total a Químicos Lumen', carWash, [500]],
  ['cuánto hemos devuelto del préstamo', pottery, [5000, 0]],
  ['cuánto dinero tenemos en el banco para pagarle a los proveedores', pottery, [11465]],
  // regional words, typos, other turns of phrase
  ['¿Con cuánta plata contamos en la cuenta del Pichincha?', pottery, [11465]],
  ['¿Cuál es el saldo en bancos?', pottery, [11465]],
  ['cuántas lucas tenemos en la cuenta?', pottery, [11465]],
  ['cuanta plata ay en el vanco', pottery, [11465]],
  ['q tenemos en caja?', pottery, [11465]],
  ['¿Qué tanto debemos?', pottery, [7730]],
  ['¿Cuánto le quedamos debiendo a Vitrea?', pottery, [180]],
  ['¿cuánto nos falta para terminar de pagar el préstamo?', pottery, [5000]],
  ['¿cuánto es lo que vendimos a crédito y todavía no nos han pagado?', pottery, [830]],
  ['¿Cuánto está pendiente de pago a proveedores?', carWash, [950]],
  ['¿cuánto tenemos en mercadería?', carWash, [1240]],
  ['¿Cuánto llevamos de facturación?', carWash, [1800]],
  ['¿cuánto se va en arriendo?', pottery, [700]],
  ['¿cuánto pagamos de nómina?', drivingSchool, [2600]],
  ['¿cuánto nos costó la mercadería que vendimos?', carWash, [210]],
  ['¿salimos ganando?', pottery, [1201.67]],
  ['¿estamos en números rojos?', drivingSchool, [950]],
  ['¿Cuánto valen nuestros activos?', pottery, [16931.67]],
  ['¿cuánto tenemos en bienes de uso?', catering, [15000]],
  ['¿cuánto vale el inmovilizado?', drivingSchool, [9000]],
  ['¿Cuánto han aportado los socios?', drivingSchool, [15000]],
  ['¿cuánto nos han dejado de seña los Treviño?', catering, [2000]],
  ['¿Cuánto IVA debemos?', drivingSchool, [310]],
  ['¿Cuánto le debemos a los empleados?', drivingSchool, [0]],
  ['cuanto suman ingresos y gastos', carWash, [1800, 210]],
  ['¿cuánto hemos gastado en comisiones del banco?', catering, [25]],
  ['¿cuánto nos debe Miguel?', bakery, [1000]],
  ['¿cuánto vale la camioneta?', bakery, [9000]],
  ['¿cuánto nos queda del préstamo de 8000?', bakery, [7700]],
  ['¿en cuánto está la compu en el balance?', bakery, [2100]],
  ['¿cuánto hemos pagado de intereses?', bakery, [90]],
  ['cuánto nos prestaron y cuánto hemos devuelto', bakery, [8000, 300]],
  ['¿cuánta plata hay?', bakery, [7760]],
  ['necesito el saldo del banco', bakery, [7760]],
  ['pásame los gastos totales porfa', bakery, [90]],
  ['a ver cuánto nos debe el socio', bakery, [1000]],
  ['¿y a la Caja Arequipa todavía le debemos algo o ya está todo pagado?', bakery, [7700]],
  ['¿cuál es el saldo de la tarjeta?', drivingSchool, [1200]],
  ['¿cuál es el valor de la empresa hoy?', drivingSchool, [13800]],
  ['¿hemos tenido pérdidas?', drivingSchool, [950]],
  ['¿tenemos deudas?', catering, [12800]],
  ['¿cuánto hemos vendido en productos y cuánto en servicios?', salon, [300, 2150]],
  ['¿Cuánto facturamos de cortes y tintes?', salon, [2150]],
  ['¿cuánto le debemos a la gestoría?', salon, [150]],
  ['¿cuánto le debemos a Maletti por los sillones?', salon, [1600]],
  ['¿cuánto vale todo lo que tenemos?', salon, [10130]],
  ['¿cuánto hemos invertido en equipos?', salon, [2400]],
  ['¿cuánto tenemos de producto para vender?', salon, [480]],
  ['¿cuál es el margen?', salon, [56.33]],
  ['¿cuánto llevamos pagado a la gestoría?', salon, [150]],
  ['¿cuánto nos queda en el banco después de pagar el alquiler?', salon, [7250]],
  ['¿cuánto debemos a proveedores y acreedores?', salon, [1750]],
  ['¿cuánto nos debe todavía el Hotel Costa Verde?', bakery, [350]],
  ['¿cuánto tenemos en otros activos corrientes?', bakery, [1000]],
  ['saldo de préstamos a largo plazo?', bakery, [7700]],
  ['¿cuál es la utilidad bruta?', salon, [2330]],
  ['¿cuánta liquidez tenemos?', salon, [7250]],
  ['¿cuál es la razón corriente y el endeudamiento?', salon, [4.42, 0.21]],
  ['¿cuánto costó la mercadería que salió?', salon, [120]],
  ['cuanto devemos?', salon, [1750]],
  ['¿cuánto nos queda de la seña de los Garza?', catering, [800]],
  ['¿cuánto le adelantamos a Vinos del Norte?', catering, [300]],
  ['¿cuánto queda del seguro del coche pagado por adelantado?', drivingSchool, [1200]],
  ['¿cuánto le debemos al proveedor Samper?', carWash, [1500]],
  ['¿y el préstamo?', bakery, [7700]],
  ['¿y los clientes?', bakery, [350]],
  ['¿cuánto entró este mes?', pottery, [3230]],
  ['¿cuánto ha salido en gastos?', pottery, [2028.33]],
];

describe('questions about the books', () => {
  it.each(QUERIES)('%s', (message, state, figures) => {
    const reply = interpret({ currency: 'USD', state, history: [], message });
    const expectation: Expectation = { action: 'query', figures };
    expect(judge(expectation, reply), `${message}\n${reply.response}`).toBeNull();
  });

  it('a loss is called a loss and given as a positive figure', () => {
    const reply = interpret({
      currency: 'EUR',
      state: drivingSchool,
      history: [],
      message: 'cómo vamos, ganamos o perdemos?',
    });
    expect(reply.action).toBe('query');
    expect(reply.response).toMatch(/pérdida/i);
    expect(reply.response).not.toMatch(/-\D?950/);
  });

  it('a withdrawal is mentioned with the capital contributed', () => {
    const reply = interpret({
      currency: 'EUR',
      state: drivingSchool,
      history: [],
      message: 'cuánto capital hemos puesto',
    });
    expect(reply.response).toMatch(/retir/i);
    expect(judge({ action: 'query', figures: [15000, 250] }, reply)).toBeNull();
  });

  it('money is written by the domain, in the company currency', () => {
    const answer = answerQuestion(
      { r: read('cuánto dinero hay en el banco?'), ledger: new Ledger(drivingSchool), raw: '' },
      'EUR',
    );
    expect(answer).toEqual({ kind: 'query', text: expect.stringContaining('€5,110.00') as string });
  });
});

const NOT_QUERIES: readonly (readonly [string, AssistantState, Expectation])[] = [
  ['¿por qué la seña del curso aparece como pasivo?', pottery, { action: 'inform' }],
  ['qué es el patrimonio?', pottery, { action: 'inform' }],
  ['¿me conviene pagar el horno antes de tiempo?', pottery, { action: 'inform' }],
  ['¿la hidrolavadora es un activo o un gasto?', carWash, { action: 'inform' }],
  ['¿el anticipo del banquete cuenta como ingreso?', catering, { action: 'inform' }],
  ['¿el dinero de la seña ya es nuestro?', pottery, { action: 'inform' }],
  ['¿el capital que pusimos cuenta como ganancia?', drivingSchool, { action: 'inform' }],
  ['¿dónde veo el estado de resultados?', pottery, { action: 'inform' }],
  [
    'vendimos 10 jarrones a 35 cada uno en efectivo',
    pottery,
    {
      action: 'register',
      lines: [
        { section: 'revenues', category: 'Ventas de productos', amount: 350 },
        { section: 'assets', category: CASH, type: 'corriente', amount: 350 },
      ],
    },
  ],
  [
    'pagamos 120 de luz por transferencia',
    pottery,
    {
      action: 'register',
      lines: [
        { section: 'expenses', category: 'Servicios básicos', amount: 120 },
        { section: 'assets', category: CASH, type: 'corriente', amount: -120 },
      ],
    },
  ],
];

/** Movements, advice and small talk that mention money words: never answered as a query. */
const NEVER_QUERIES: readonly (readonly [string, AssistantState])[] = [
  ['¿cómo funciona esto?', carWash],
  ['gracias! todo claro', carWash],
  ['hay que pagar la luz cuanto antes', pottery],
  ['¿cuánto debería cobrar por un lavado completo?', carWash],
  ['pagamos el resumen de la tarjeta', drivingSchool],
  ['en cuanto nos paguen los de Grupo Alfa te aviso', catering],
  ['¿sabes qué vino combina mejor con un mole?', catering],
];

describe('what is not a question about figures', () => {
  it.each(NEVER_QUERIES)('%s', (message, state) => {
    const reply = interpret({ currency: 'USD', state, history: [], message });
    expect(reply.action, reply.response).not.toBe('query');
  });

  it.each(NOT_QUERIES)('%s', (message, state, expectation) => {
    const reply = interpret({ currency: 'USD', state, history: [], message });
    expect(judge(expectation, reply), `${message}\n${reply.response}`).toBeNull();
  });
});

describe('any question about any of these books', () => {
  const STATES = [pottery, drivingSchool, catering, carWash, bakery, salon];
  const OPENERS = ['¿cuánto', 'cuanto', 'dime', '¿qué', '¿y', 'necesito saber', ''];
  const WORDS = [
    'debemos',
    'nos deben',
    'hay en caja',
    'vendimos',
    'gastamos en luz',
    'de stock',
    'valen los activos fijos',
    'capital pusimos',
    'ganamos',
    'a corto plazo',
    'del préstamo',
    'a Lumen',
    'de la seña',
    'costo de ventas',
    'razón corriente',
    'en total',
    'y',
  ];
  it('is answered without throwing, and every answer names a figure', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATES),
        fc.constantFrom(...OPENERS),
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (state, opener, parts, mark) => {
          const message = `${opener} ${parts.join(' ')}${mark ? '?' : ''}`.trim();
          const reply = interpret({ currency: 'USD', state, history: [], message });
          if (reply.action === 'query') {
            expect(reply.response).toMatch(/\d/);
            expect(reply.response).not.toMatch(/undefined|NaN|null/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
