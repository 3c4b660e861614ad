import {
  OPENING_LINE_DESCRIPTION,
  OPENING_QUESTION,
  OPENING_TRANSACTION_ID,
  cents,
  openingDifference,
  openingBookedText,
  openingFromItems,
  openingGapQuestion,
  openingToBook,
  toUnits,
  type OpeningBalance,
  type OpeningItem,
  type OpeningThing,
} from '../../domain';
import type { AssistantReply, AssistantRequest, ReplyLine } from '../../shared/assistant';
import { read, type Reading } from '../reading/read';
import { loanTerm } from './financing';

/*
 * Opening balances told in the chat: 'ya teníamos 5.000 en el banco y una deuda de 2.000 con el
 * proveedor'. Only the reading is here: which thing each figure is. The domain picks the accounts,
 * and the gap goes to 'Resultados acumulados' only after the user says yes to the question about it.
 */

const empty = { transactions: [], transactions_to_remove: [], transactions_to_add: [] };

/** Words that name the balances a period starts from, whatever else the message says. */
const OPENING_WORDS =
  /(?<![a-z])(?:saldos? (?:inicial|iniciales|de apertura|de arranque)|asiento de apertura|balance (?:inicial|de apertura)|(?:arrancamos|empezamos|comenzamos|iniciamos|abrimos) (?:el|este|la) (?:mes|periodo|ano|ejercicio|trimestre|temporada) con|del (?:mes|periodo|ejercicio|ano) (?:pasado|anterior) (?:nos )?(?:quedo|quedaron|teniamos|traiamos|arrastramos|venimos)|veniamos con|traiamos del)(?![a-z])/;

/**
 * 'Ya teníamos…': an opening only when the period has no movement yet and nothing in the message is
 * an advance or a rest paid now ('ya teníamos los 600 del adelanto y el resto…' is a sale).
 */
const HAD_BEFORE =
  /(?<![a-z])(?:ya|antes|de antes) (?:teniamos|tenia la empresa|contabamos con|habia en|debiamos|nos debian)(?![a-z])/;
const NOT_AN_OPENING =
  /(?<![a-z])(?:anticipo|adelanto|sena|senal|reserva|resto|restante|restantes|saldo (?:nos|lo|me)|el saldo|cuota|abono)(?![a-z])/;

const YES =
  /^(?:si|sip|dale|ok|okay|vale|va|claro|correcto|de acuerdo|hazlo|adelante|perfecto|listo|llevala|llevalo|bueno|exacto|por favor)(?![a-z])/;
const NO = /^(?:no|nop|todavia no|aun no|espera|mejor no)(?![a-z])/;

/**
 * Pieces of a list: 'X en el banco, Y en mercadería y una deuda de Z con el proveedor'. A piece
 * without a figure belongs to the one before ('600 en papel e insumos'), or to the next when it
 * comes first ('caja y banco 5.000').
 */
const PIECE_BREAK = /\s*(?:[,;:]|\.(?!\d)|(?<![a-z])(?:y|e|ademas|tambien|aparte)(?![a-z]))\s*/;

function piecesOf(text: string): string[] {
  const out: string[] = [];
  let carry = '';
  for (const raw of text.split(PIECE_BREAK)) {
    const piece = `${carry} ${raw}`.trim();
    if (!piece) continue;
    if (read(piece).values.length > 0) {
      out.push(piece);
      carry = '';
    } else if (out.length > 0) out[out.length - 1] = `${out[out.length - 1] ?? ''} ${piece}`;
    else carry = piece;
  }
  return out;
}

/** What one piece names, in the order the words must be tried (a debt with a supplier before stock). */
const THINGS: readonly (readonly [RegExp, (piece: string, r: Reading) => OpeningThing])[] = [
  [/(?<![a-z])(?:perdidas?|perdimos)(?![a-z])/, () => ({ kind: 'retained' })],
  [
    /(?<![a-z])(?:utilidad(?:es)?|ganancias?|resultados?|beneficios?) (?:acumulad|de antes|anterior|del (?:ano|mes|periodo|ejercicio) (?:pasado|anterior)|retenid)/,
    () => ({ kind: 'retained' }),
  ],
  [/(?<![a-z])(?:hipoteca|hipotecario)/, () => ({ kind: 'loan', mortgage: true })],
  [
    /(?<![a-z])(?:prestamo|credito (?:bancario|del banco|con el banco|de la (?:caja|cooperativa))|financiamiento bancario)/,
    (_p, r) => {
      const termMonths = loanTerm(r);
      return termMonths === undefined ? { kind: 'loan' } : { kind: 'loan', termMonths };
    },
  ],
  [
    /(?<![a-z])(?:nos deb(?:en|ian|ia)|por cobrar|clientes? (?:nos |que )?(?:deb|pendiente)|nos tenian que pagar|fiado a|facturas? pendientes? de cobro)/,
    () => ({ kind: 'receivable' }),
  ],
  [
    /(?<![a-z])(?:impuestos?|iva|igv|itbis|isr|sat|hacienda|sunat|dian|afip|seniat|retenciones)(?![a-z])/,
    () => ({ kind: 'taxes_owed' }),
  ],
  [
    /(?<![a-z])(?:sueldos?|salarios?|nomina|planilla|quincena)(?![a-z]).*(?:debiamos|pendiente|por pagar|adeud|sin pagar)|(?:debiamos|adeud|pendiente).*(?:sueldos?|salarios?|nomina|planilla)(?![a-z])/,
    () => ({ kind: 'salaries_owed' }),
  ],
  [
    /(?<![a-z])(?:proveedor(?:es)?|mayorista|distribuidor(?:a)?|fabrica|importador)(?![a-z])/,
    () => ({ kind: 'supplier_debt' }),
  ],
  [
    /(?<![a-z])(?:debiamos|debemos|le debi|les debi|deuda|deudas|por pagar|cuentas? por pagar|pendiente de pago|sin pagar|adeud)/,
    () => ({ kind: 'debt' }),
  ],
  [
    /(?<![a-z])(?:capital|aporte|aportes|aportaron|pusieron los socios|aportamos)(?![a-z])/,
    () => ({ kind: 'capital' }),
  ],
  [
    /(?<![a-z])(?:banco|bancos|caja|efectivo|cuenta corriente|cuenta de ahorros?|cuenta bancaria|en la cuenta|ahorros|billetera|mercado pago|nequi|yape)(?![a-z])/,
    () => ({ kind: 'cash' }),
  ],
  [
    /(?<![a-z])(?:mercaderia|mercancia|inventario|stock|existencias|productos|materia prima|materias primas|insumos|genero)(?![a-z])/,
    () => ({ kind: 'asset', asset: 'inventory' }),
  ],
  [
    /(?<![a-z])(?:camioneta|furgoneta|furgon|auto|carro|coche|moto|motocicleta|vehiculo|vehiculos|camion)(?![a-z])/,
    () => ({ kind: 'asset', asset: 'vehicle' }),
  ],
  [
    /(?<![a-z])(?:maquina|maquinas|maquinaria|horno|hornos|torno|cortadora|freidora|congelador|freezer|compresor)(?![a-z])/,
    () => ({ kind: 'asset', asset: 'machinery' }),
  ],
  [
    /(?<![a-z])(?:local propio|inmueble|terreno|edificio|nave|bodega propia)(?![a-z])/,
    () => ({ kind: 'asset', asset: 'property' }),
  ],
  [
    /(?<![a-z])(?:equipo|equipos|computador|computadora|computadoras|ordenador|ordenadores|laptop|portatil|muebles|mobiliario|estanterias?|herramientas|activo fijo|activos fijos)(?![a-z])/,
    () => ({ kind: 'asset', asset: 'equipment' }),
  ],
  [
    /(?<![a-z])(?:marca|patente|licencia|software|dominio)(?![a-z])/,
    () => ({ kind: 'asset', asset: 'intangible' }),
  ],
  [/(?<![a-z])(?:pagado por adelantado|pagados por adelantado|prepagad)/, () => ({ kind: 'prepaid' })],
];

function isOpeningMessage(r: Reading, req: AssistantRequest): boolean {
  if (r.values.length === 0) return false;
  if (OPENING_WORDS.test(r.text)) return true;
  if (!HAD_BEFORE.test(r.text) || NOT_AN_OPENING.test(r.text)) return false;
  // Once the period has movements, 'ya teníamos…' speaks of them; opening balances come first.
  const s = req.state;
  const movements = [...s.revenues, ...s.expenses, ...s.assets, ...s.liabilities, ...s.equity].some(
    (l) => l.transactionId !== OPENING_TRANSACTION_ID,
  );
  return !movements;
}

type Items = { readonly items: OpeningItem[] } | { readonly unknown: string };

/** Each figure with the thing its piece of the message names; the first piece no word explains stops it. */
function itemsOf(text: string, answeredTerm?: number): Items {
  const items: OpeningItem[] = [];
  for (const piece of piecesOf(text)) {
    const r = read(piece);
    const value = r.values[0];
    if (!value) continue;
    const hit = THINGS.find(([words]) => words.test(r.text));
    if (!hit) return { unknown: piece };
    const said = hit[1](r.text, r);
    const thing =
      said.kind === 'loan' && said.termMonths === undefined && answeredTerm !== undefined && !said.mortgage
        ? { kind: 'loan' as const, termMonths: answeredTerm }
        : said;
    const negative = thing.kind === 'retained' && /(?<![a-z])(?:perdidas?|perdimos)(?![a-z])/.test(r.text);
    items.push({ thing, amount: (negative ? -value.cents : value.cents) as OpeningItem['amount'] });
  }
  return { items };
}

function replyLines(balances: readonly OpeningBalance[]): ReplyLine[] {
  return balances.map((b) => ({
    section: b.section,
    data: {
      description: OPENING_LINE_DESCRIPTION,
      amount: toUnits(b.amount),
      category: b.category,
      ...(b.type ? { type: b.type } : {}),
    },
  }));
}

function booked(
  balances: readonly OpeningBalance[],
  withGap: boolean,
  req: AssistantRequest,
): AssistantReply {
  const lines = openingToBook(balances, withGap);
  return {
    ...empty,
    action: 'register',
    opening: true,
    transactions: replyLines(lines),
    response: openingBookedText(lines, req.currency, withGap ? openingDifference(balances) : cents(0)),
  };
}

/**
 * The user's message that told the balances, ending the history given: the last one, or the one
 * before the loan's term was asked, with the term answered.
 */
function toldBefore(
  history: AssistantRequest['history'],
): { readonly text: string; readonly term?: number } | undefined {
  const last = history[history.length - 1];
  if (last?.role !== 'user') return undefined;
  const asked = history[history.length - 2];
  const first = history[history.length - 3];
  if (asked?.role === 'assistant' && asked.content === OPENING_QUESTION.loanTerm && first?.role === 'user') {
    const term = termAnswered(read(last.content));
    return term === undefined ? undefined : { text: first.content, term };
  }
  return { text: last.content };
}

/** The months left on a loan, as an answer says them: a term, or only which side of a year. */
function termAnswered(r: Reading): number | undefined {
  const said = loanTerm(r);
  if (said !== undefined) return said;
  if (/(?<![a-z])(?:mas de (?:un|1|12)|mas tiempo|largo plazo|varios anos)(?![a-z])/.test(r.text)) return 24;
  if (/(?<![a-z])(?:menos de (?:un|1)|proximos 12|este ano|corto plazo|dentro del ano)(?![a-z])/.test(r.text))
    return 12;
  return undefined;
}

/** The reply to opening balances told, or to the yes or no that answers the question about their gap. */
export function openingReply(
  req: AssistantRequest,
  r: Reading,
  answeredTerm?: number,
): AssistantReply | null {
  const lastAsked = req.history[req.history.length - 1];
  if (lastAsked?.role === 'assistant' && lastAsked.content.endsWith(OPENING_QUESTION.gapAsk)) {
    const told = toldBefore(req.history.slice(0, -1));
    if (told && r.values.length === 0) {
      if (NO.test(r.text)) return { ...empty, action: 'inform', response: OPENING_QUESTION.nothing };
      if (YES.test(r.text)) {
        const items = itemsOf(read(told.text).text, told.term);
        if ('items' in items) {
          const reading = openingFromItems(items.items);
          if (reading.kind === 'balances') return booked(reading.balances, true, req);
        }
      }
    }
  }
  // '¿Ese préstamo se termina de pagar en los próximos 12 meses…?' answered: the balances told again with it.
  if (lastAsked?.role === 'assistant' && lastAsked.content === OPENING_QUESTION.loanTerm) {
    const told = req.history[req.history.length - 2];
    const term = termAnswered(r);
    if (told?.role === 'user' && term !== undefined)
      return openingReply(
        { ...req, message: told.content, history: req.history.slice(0, -2) },
        read(told.content),
        term,
      );
  }
  if (!isOpeningMessage(r, req)) return null;
  const items = itemsOf(r.text, answeredTerm);
  if ('unknown' in items)
    return {
      ...empty,
      action: 'clarify',
      response: `Entendí que son saldos iniciales, pero no sé qué es «${items.unknown}»: ¿es algo que la empresa tenía (un activo), algo que debía (un pasivo) o capital de los socios?`,
    };
  if (items.items.length === 0) return null;
  const reading = openingFromItems(items.items);
  if (reading.kind === 'question') return { ...empty, action: 'clarify', response: reading.text };
  if (reading.difference !== 0)
    return {
      ...empty,
      action: 'clarify',
      response: openingGapQuestion(reading.balances, reading.difference, req.currency),
    };
  return booked(reading.balances, false, req);
}
