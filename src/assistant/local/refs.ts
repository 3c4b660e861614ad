import { normalize, stem, words } from './text';
import { dictionary } from './dictionary';

/**
 * Reference matching: which earlier lines a message talks about ('lo del contador', 'la compra de la
 * camioneta', 'el proveedor de China'). Messages and descriptions become canonical word stems;
 * specific words weigh 1, generic accounting words much less, function words nothing.
 */
const STOP = new Set(
  (
    'a al algo ante antes aun ahora ahi alli asi aqui bien cada como con contra cual cuales cuando cuanto de del desde donde dos el ella ellas ellos en entre era eran es esa ese eso esta estaba este esto estos estas fue fueron ha han has hay he hemos hoy la las le les lo los mas me mi mis muy nada ni no nos nuestro nuestra o os otra otro para pero poco por porque que se sea ser si sin sino sobre solo son su sus tal tambien te tenia tengo ti todo todos toda todas tu tus un una uno unos unas ya yo y e u ' +
    'borra borrar borralo borrala elimina eliminar eliminalo eliminala quita quitar quitalo anula anular corrige corregir cambia cambiar modifica modificar registre registramos registrado registro registrar anote anotamos apunte apuntamos ' +
    'movimiento movimientos asiento asientos transaccion transacciones entrada ultimo ultima primero primera segundo segunda tercero tercera vez veces duplicado duplicada repetido repetida esta mal estaba mal error equivoque equivocamos mal real realidad ' +
    'pague pagamos pagado pagada pago pagar pagaron pago nos ha han ya le debemos debiamos quedabamos debiendo faltaba falta completo completa todo toda resto saldo cancelamos cancele abonamos abone cobramos cobre cobrado cobrada ' +
    'hicimos hice tenia teniamos tenemos puse pusimos dije dijimos cuenta cuentas dinero plata euros dolares pesos total lo que cuanto cuanta mismo misma precio ' +
    'usd eur por favor gracias porfa pls ok vale okay dale listo'
  ).split(' '),
);

/** Words that occur in many descriptions: they help to rank but never identify a line on their own. */
const GENERIC = new Set(
  (
    'credito contado efectivo banco transferencia compra venta ventas factura facturas cuota cuotas mes meses ano anos dia dias mensual anual pendiente pendientes proveedor proveedores cliente clientes ' +
    'sueldo gasto gastos ingreso ingresos aporte capital prestamo pagos cobro cobros inicial abono parcial adelanto anticipo tienda empresa negocio local oficina primer primera ultimo servicio servicios producto productos ' +
    'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre lunes martes miercoles jueves viernes sabado domingo semana'
  ).split(' '),
);

const SYNONYMS: Readonly<Record<string, string>> = dictionary({
  arriendo: 'alquiler',
  arrendamiento: 'alquiler',
  renta: 'alquiler',
  portatil: 'laptop',
  computadora: 'laptop',
  computador: 'laptop',
  ordenador: 'laptop',
  notebook: 'laptop',
  nomina: 'sueldo',
  salario: 'sueldo',
  quincena: 'sueldo',
  profe: 'profesor',
  profesora: 'profesor',
  contadora: 'contador',
  contable: 'contador',
  gestoria: 'gestor',
  notaria: 'notario',
  disenadora: 'disenador',
  coche: 'auto',
  carro: 'auto',
  vehiculo: 'auto',
  furgoneta: 'furgoneta',
  motocicleta: 'moto',
  electricidad: 'luz',
  celular: 'movil',
  telefono: 'movil',
  anuncio: 'anuncio',
  publicidad: 'anuncio',
  ads: 'anuncio',
  membresia: 'membresia',
  semestral: 'semestral',
  fianza: 'garantia',
  deposito: 'garantia',
  mercancia: 'mercaderia',
  intere: 'interes',
});

export function canonical(word: string): string {
  const s = stem(word);
  return SYNONYMS[word] ?? SYNONYMS[s] ?? s;
}

/** Canonical content words of a message, without function words and command words. */
export function refTokens(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (STOP.has(w) || /^\d/.test(w) || w.length < 3) continue;
    const c = canonical(w);
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

export function isGeneric(token: string): boolean {
  return GENERIC.has(token);
}

/** How strongly the reference tokens point at a target text (a description, a category). */
export function matchScore(ref: readonly string[], target: string): { score: number; specific: number } {
  const have = new Set(words(normalize(target)).map(canonical));
  let score = 0;
  let specific = 0;
  for (const t of ref) {
    if (
      have.has(t) ||
      (t.length >= 6 && [...have].some((h) => h.length >= 6 && (h.startsWith(t) || t.startsWith(h))))
    ) {
      const generic = GENERIC.has(t);
      score += generic ? 0.25 : 1;
      if (!generic) specific++;
    }
  }
  return { score, specific };
}

/** Capitalised words that name no customer or supplier: ways of paying, banks, days, titles. */
const NOT_A_PARTY =
  /^(?:bizum|yape|plin|nequi|daviplata|sinpe|spei|paypal|stripe|mercado|pago|transbank|webpay|redcompra|tpv|pos|visa|master|mastercard|amex|banco|bcp|bbva|santander|interbank|bancolombia|banorte|banamex|galicia|itau|davivienda|banreservas|bhd|caixabank|sabadell|bankinter|unicaja|ibercaja|kutxabank|abanca|pichincha|produbanco|banrural|bac|banpro|banistmo|bancoestado|scotiabank|hsbc|citibanamex|inbursa|azteca|brou|izipay|datafast|medianet|niubiz|clip|point|lunes|martes|miercoles|jueves|viernes|sabado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|don|dona|sr|sra|senor|senora|hola|buenas|oye|ok|iva|igv|sl|sa|sas|srl|sac|spa|ltda|cia)$/;

/** Names written with capitals after the first word ('la distribuidora Comercial Brisas'). */
export function partyNames(raw: string): string[] {
  const out: string[] = [];
  for (const m of raw.matchAll(/(?<=[^\s.!?¡¿:;\n]\s+)\p{Lu}[\p{L}]{2,}/gu)) {
    const w = normalize(m[0]);
    if (!NOT_A_PARTY.test(w) && !out.includes(w)) out.push(w);
  }
  return out;
}

/**
 * Whether the message names a customer or supplier other than the one an entry names ('Comercial
 * Brisas' against 'Farmacia Los Prados'): both name someone, and no name is shared.
 */
export function namesOtherParty(raw: string, description: string): boolean {
  const said = partyNames(raw);
  // A transaction's text joins its lines' descriptions with ' | ': each starts a sentence of its own.
  const booked = description.split(' | ').flatMap(partyNames);
  if (said.length === 0 || booked.length === 0) return false;
  const bookedWords = words(normalize(description));
  // 'la Cami' is Camila: a name said short is the start of the one booked, or the other way round.
  return !said.some((w) => bookedWords.some((b) => sameName(w, b)));
}

/** 'la Cami' is Camila, 'Romi' is Romina: a name said short is the start of the other, or equal to it. */
export function sameName(said: string, booked: string): boolean {
  return booked.length >= 3 && (booked.startsWith(said) || said.startsWith(booked));
}
