import { RATIO_GUIDES } from '../../domain';
import { GREETING } from '../../shared/assistant';

/** movimientos.md §0: the amount given is booked as said; VAT is split only when the user splits it. */
const VAT_ANSWER =
  'Si no separas el IVA, registro el importe que me das, impuesto incluido: es lo más simple y lo correcto si no lo declaras aparte (por ejemplo, si eres monotributista o emites facturas sin IVA desglosado). Si me das el neto y el IVA por separado, registro la venta por el neto y el IVA cobrado como Impuestos por pagar (pasivo corriente); en las compras, el IVA que puedes recuperar va a Otros activos corrientes.';

/**
 * Conversation that books nothing: greetings, short explanations of accounting concepts, advice, and a
 * polite redirection for anything off-topic.
 */
const CONCEPTS: readonly { re: RegExp; text: string }[] = [
  {
    re: /activo no corriente|activos no corrientes|activo fijo|activos fijos/,
    text: 'Un activo no corriente es un recurso que la empresa usará por más de un año: maquinaria, vehículos, computadoras, mobiliario, intangibles como un dominio o una marca, o depósitos de garantía a largo plazo. Se deprecian o amortizan a lo largo de su vida útil.',
  },
  {
    re: /activo corriente|activos corrientes/,
    text: 'Un activo corriente es un recurso que la empresa espera convertir en dinero, vender o consumir dentro de los próximos 12 meses: efectivo y bancos, cuentas por cobrar a clientes, inventarios, gastos pagados por anticipado y anticipos a proveedores. Se compara con el pasivo corriente para medir la liquidez (razón corriente).',
  },
  {
    re: /pasivo no corriente|pasivos no corrientes/,
    text: 'Un pasivo no corriente es una deuda que vence en más de 12 meses, por ejemplo un préstamo bancario a 3 años o una hipoteca.',
  },
  {
    re: /pasivo corriente|pasivos corrientes/,
    text: 'Un pasivo corriente es una obligación que se paga dentro de los próximos 12 meses: proveedores, cuentas por pagar, sueldos e impuestos por pagar, la tarjeta de crédito o préstamos a corto plazo.',
  },
  {
    re: /partida doble/,
    text: 'La partida doble dice que todo movimiento afecta al menos a dos cuentas por el mismo importe, de modo que siempre se cumple la ecuación: Activos = Pasivos + Patrimonio (+ ingresos − gastos del período). Por ejemplo, comprar una laptop al contado sube el equipo y baja el efectivo.',
  },
  {
    re: /patrimonio|capital social|fondos propios/,
    text: 'El patrimonio es lo que pertenece a los dueños: los aportes de capital de los socios más los resultados acumulados (utilidades o pérdidas). Es la diferencia entre los activos y los pasivos.',
  },
  {
    re: /amortizacion|depreciacion/,
    text: 'La depreciación (bienes físicos) y la amortización (intangibles) reparten el costo de un activo a lo largo de su vida útil: cada período se registra un gasto y el valor del activo baja, sin que salga dinero. Sirven para que el estado de resultados refleje el desgaste real y el balance muestre un valor razonable de los activos. Ojo: "amortizar un préstamo" es otra cosa, significa devolver capital de la deuda.',
  },
  {
    re: /pasivo|pasivos|deuda/,
    text: 'Un pasivo es una obligación de la empresa con terceros: proveedores, bancos, empleados o el fisco. Se clasifica en corriente (vence en 12 meses o menos) y no corriente.',
  },
  {
    re: /activo|activos/,
    text: 'Un activo es un recurso que controla la empresa y que le dará beneficios: efectivo, cuentas por cobrar, inventario, equipos, vehículos, intangibles. Se divide en corriente y no corriente según se use o convierta en dinero antes o después de 12 meses.',
  },
  {
    re: /razon corriente|liquidez/,
    text: `La razón corriente es activo corriente ÷ pasivo corriente; mide la capacidad de pagar las deudas de corto plazo. Por encima de ${RATIO_GUIDES.currentRatio.shown} se considera sana.`,
  },
  {
    re: /endeudamiento|apalancamiento/,
    text: `El endeudamiento (deuda/patrimonio) es pasivos totales ÷ patrimonio. Por debajo de ${RATIO_GUIDES.debtToEquity.shown} indica que la empresa se financia más con recursos propios que con deuda.`,
  },
  {
    re: /margen/,
    text: 'El margen neto es la utilidad neta ÷ ingresos × 100: cuánto de cada venta queda como ganancia después de todos los gastos.',
  },
  {
    re: /costo de ventas|costo de lo vendido/,
    text: 'El costo de ventas es lo que costó la mercadería o los materiales de lo que se vendió. Se registra como gasto al vender y baja el inventario por el mismo importe.',
  },
  {
    re: /cuentas por cobrar/,
    text: 'Las cuentas por cobrar son lo que los clientes deben a la empresa por ventas a crédito. Son un activo corriente; al cobrar, bajan y sube el efectivo.',
  },
  {
    re: /cuentas por pagar|proveedores/,
    text: 'Las cuentas por pagar y proveedores son lo que la empresa debe por compras o servicios recibidos a crédito. Son pasivo corriente; al pagar, bajan junto con el efectivo.',
  },
  {
    re: /inventario/,
    text: 'El inventario es la mercadería o materia prima que la empresa tiene para vender o producir. Es activo corriente; al vender, su costo pasa a costo de ventas.',
  },
  {
    re: /anticipado|adelantado|prepagad/,
    text: 'Un gasto pagado por anticipado (un seguro anual, meses de alquiler adelantados) es un activo corriente: se paga hoy un servicio futuro. Cada mes que se consume, esa parte pasa a gasto.',
  },
  {
    re: /flujo de caja|flujo de efectivo/,
    text: 'El flujo de caja muestra de dónde vino y a dónde fue el efectivo en el período: operación, inversión y financiamiento.',
  },
  {
    re: /estado de resultados|perdidas y ganancias/,
    text: 'El estado de resultados resume ingresos menos gastos del período y muestra la utilidad o pérdida neta.',
  },
  {
    re: /balance general|estado de situacion|balance/,
    text: 'El balance general muestra en una fecha los activos, los pasivos y el patrimonio; siempre debe cumplir Activos = Pasivos + Patrimonio.',
  },
  {
    re: /utilidad|resultado|ganancia/,
    text: 'La utilidad (o resultado) neta es ingresos menos gastos del período. Si es negativa es una pérdida. Forma parte del patrimonio.',
  },
  {
    re: /ingreso|ingresos/,
    text: 'Un ingreso es lo que la empresa gana por vender productos o servicios en el período, se haya cobrado o no; cobrar una venta a crédito no es un ingreso nuevo, es convertir una cuenta por cobrar en efectivo.',
  },
  {
    re: /gasto|gastos/,
    text: 'Un gasto es un consumo de recursos del período para operar (alquiler, sueldos, servicios, publicidad). A diferencia de un activo, no deja un recurso para el futuro.',
  },
  {
    re: /(?<![a-z])(?:retencion|retenciones|retuvo|retuvieron|retienen|me retiene|retenido)(?![a-z])/,
    text: 'Lo que un cliente te retiene (retención en la fuente, de IVA o de renta) no es plata perdida: es un impuesto que él paga por ti a cuenta de tu declaración. La venta se registra por el total facturado; lo que te consignaron va a Efectivo y lo retenido queda como Otros activos corrientes (un saldo a favor con el fisco) hasta que lo descuentes en tu declaración.',
  },
  {
    re: /(?<![a-z])(?:iva|igv|itbms|itbis)(?![a-z])/,
    text: VAT_ANSWER,
  },
  {
    re: /iva|impuesto/,
    text: 'Los impuestos y tasas que paga la empresa (patentes, tasas municipales) son gastos; los que se deben y aún no se pagan quedan como impuestos por pagar (pasivo corriente).',
  },
];

export function explainConcept(text: string): string {
  const hit = CONCEPTS.find((c) => c.re.test(text));
  return hit
    ? hit.text
    : 'Es una buena pregunta. Puedo explicarte conceptos como activo y pasivo corriente, patrimonio, partida doble, depreciación, costo de ventas o los ratios (razón corriente, endeudamiento, margen). ¿Cuál te interesa?';
}

export function advise(text: string): string {
  if (/(?<![a-z])(?:iva|igv|itbms|itbis)(?![a-z])/.test(text)) return VAT_ANSWER;
  if (/prestamo|credito|financ/.test(text) && /corto|largo|plazo/.test(text)) {
    return 'Depende de para qué es el dinero. Un préstamo a largo plazo conviene para inversiones que rinden durante años (maquinaria, vehículos, local): cuotas más bajas y no presiona la liquidez, aunque pagas más intereses en total y queda como pasivo no corriente. Uno a corto plazo sirve para necesidades puntuales de capital de trabajo (inventario, un desfase de cobros): menos intereses totales, pero cuotas altas que bajan tu razón corriente. Regla práctica: financia activos de largo plazo con deuda de largo plazo y el circulante con deuda de corto plazo, y verifica que la cuota quepa en tu flujo de caja.';
  }
  return `Mi consejo general: registra cada movimiento en orden, separa el dinero de la empresa del personal, mantén la razón corriente por encima de ${RATIO_GUIDES.currentRatio.shown} y el endeudamiento por debajo de ${RATIO_GUIDES.debtToEquity.shown}. Si me das los detalles de tu caso, te ayudo a analizarlo con tus cifras.`;
}

export function greet(): string {
  return GREETING;
}

export function thanks(): string {
  return '¡Con gusto! Cuando quieras, cuéntame el siguiente movimiento.';
}

export function offTopic(): string {
  return 'Eso se sale un poco de lo mío: soy tu asistente contable. Puedo registrar los movimientos de tu empresa (aportes, compras, ventas, pagos, préstamos...), corregirlos o borrarlos, responder sobre tus cifras y explicarte conceptos contables. ¿Qué movimiento registramos?';
}
