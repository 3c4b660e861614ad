import {
  ACCOUNT,
  COST_NOTE,
  bookMovements,
  parseAmount,
  reviseEntry,
  type BooksView,
  type Currency,
} from '../../domain';
import type { AssistantReply, AssistantRequest, AssistantState, ReplyLine } from '../../shared/assistant';
import type { AssistantProvider } from '../types';
import { interpret as readGenerally } from '../local';
import { offTopic } from '../local/inform';
import { detectIntent } from '../local/intent';
import { Ledger, type LedgerLine } from '../local/ledger';
import { matchScore, refTokens } from '../local/refs';
import { normalize } from '../local/text';
import { pendingText } from '../local/pending';
import { has, moneyIn, read, type Reading } from '../reading/read';
import { advanceReceived, depreciation, foreignCurrency } from './adjustments';
import { advanceDelivery, leaseStart } from './orders';
import { byKind } from './by-kind';
import { capital } from './financing';
import { DELIVERED_PAID, FIX_VERB } from './edit';
import { PRECEDENCE } from './precedence';
import { openingReply } from './opening';
import { payroll } from './payroll';
import { bookingReply, replyLines } from './reply';
import { PART_ID } from './settle';
import { cardSale } from './rules';
import { PEOPLE, extraIncome, weDid } from './trade';
import { oneMessage } from '../local/memo';
import { headThing as thingOf } from './purchase';
import type { Understood } from './rules';

/**
 * The interpreter: the message is read once, the precedence table names the movements it describes,
 * the domain books them. A message with several movements is cut into one part per movement, each
 * read alone and booked in the one group. What no rule reads goes to the general reader.
 */
export function interpret(req: AssistantRequest): AssistantReply {
  return interpretWithConfidence(req).reply;
}

/**
 * The reply and whether the interpreter read the message with confidence: a rule of the precedence
 * table answered, or the general reader booked, corrected, deleted or answered a question. A question
 * back or 'eso se sale de lo mío' from the general reader is not confident: the hybrid provider sends
 * those messages to the model.
 */
export function interpretWithConfidence(request: AssistantRequest): {
  reply: AssistantReply;
  confident: boolean;
} {
  return oneMessage(() => interpretOnce(request));
}

function interpretOnce(request: AssistantRequest): { reply: AssistantReply; confident: boolean } {
  const req = { ...request, message: selfCorrected(request.message) };
  const r = read(req.message, {
    ...(req.today ? { today: req.today } : {}),
    ...(req.period ? { period: req.period } : {}),
  });
  const general = readWithRules(req, r);
  if (general) return { reply: general, confident: true };
  const reply = safeGeneral(r, readGenerally(req));
  const confident =
    reply.action === 'register' ||
    reply.action === 'edit' ||
    reply.action === 'delete' ||
    reply.action === 'query' ||
    (reply.action === 'inform' && reply.response !== offTopic());
  return { reply, confident };
}

/**
 * A figure the writer takes back in the same breath ('640 pesos... digo, 64 dólares', '260 soles…
 * no, 260 dólares') is not part of the message: the one said after the marker stands.
 */
const TAKEN_BACK =
  /\d[\d.,]*(?:\s*(?:mil|k))?(?:\s+(?:de\s+)?[a-záéíóúñ]+)?\s*(?:(?:\.\.\.|…)\s*(?:no|digo|perd[oó]n|mejor dicho|quise decir|o sea|corrijo)|,?\s*(?:digo|perd[oó]n|mejor dicho|quise decir|corrijo))\s*[,.:;]?\s+(?:a\s+)?(?=[$€]?\s*\d)/giu;

/** 'pagamos 1.200 de alquiler, perdón, 1.250': the words stay, the figure taken back goes. */
const TAKEN_BACK_AFTER_WORDS =
  /\d[\d.,]*((?:\s+[a-záéíóúñ]+){1,5}),?\s*(?:digo|perd[oó]n|mejor dicho|quise decir|corrijo)\s*[,.:;]?\s+(?=[$€]?\s*\d)/giu;

/** 'no tenía efectivo' says why a customer owes, never that cash came in. */
const NO_CASH =
  /(?<![\p{L}])no (?:ten[ií]a|tiene|ten[ií]an|tienen|tra[ií]a|trajo|tra[ií]an|llevaba|hab[ií]a|hay|tengo|ten[ií]amos|le alcanzaba|le alcanz[oó]) (?:efectivo|cash|sencillo)(?![\p{L}])/giu;

/** 'soy la contadora de la empresa': who writes, never what was bought or paid. */
const WHO_WRITES =
  /(?<![\p{L}])(?:yo )?soy (?:el|la) (?:contador|contadora|due[ñn]o|due[ñn]a|socio|socia|gerente|administrador|administradora|encargado|encargada|asistente|auxiliar contable|tesorero|tesorera)(?: (?:de|del) (?:la |el )?(?:empresa|negocio|sociedad|local|tienda|estudio|[\p{Lu}][\p{L}]+))?(?![\p{L}])/giu;

/** '18,500 pesos... digo, dólares': the currency taken back, the figure kept. */
const CURRENCY_TAKEN_BACK =
  /(\d[\d.,]*(?:\s*(?:mil|k))?)\s*(?:de\s+)?(?:pesos|soles|d[oó]lares|euros|quetzales|colones)\s*(?:\.\.\.|…|,)?\s*(?:no|digo|perd[oó]n|mejor dicho|quise decir|corrijo)\s*[,:]?\s*(d[oó]lares|euros|pesos|soles)(?![\p{L}])/giu;

/** 'recargo por pagar tarde': a late payment named, never something still 'por pagar'. */
const PAID_LATE = /\bpor pagar (?:tarde|fuera de plazo|con retraso|atrasad[oa]s?|a destiempo)\b/gi;
/** 'nos hizo precio por pagar todo junto': why a price was lower, never a debt still 'por pagar'. */
const PAID_AT_ONCE =
  /\bpor pagar(?:lo|la|los|las)? (todo junto|todo de una|todo|junto|de una|de golpe|completo|por adelantado|adelantado|al contado|en efectivo)\b/gi;

/** Spain's tax forms are named by number ('el modelo 303'): a word for the tax, never an amount. */
const TAX_FORMS: readonly (readonly [RegExp, string])[] = [
  [/\bmodelo (?:303|390)\b/gi, 'la declaración de IVA'],
  [/\bmodelo (?:130|131)\b/gi, 'el pago fraccionado del IRPF'],
  [/\bmodelo (?:111|190|115|180|123)\b/gi, 'las retenciones del IRPF'],
  [/\bmodelo (?:200|202)\b/gi, 'el impuesto de sociedades'],
];

/**
 * '640 tarjeta y 210 efectivo': a way of paying written right after its amount, shorthand for '640
 * con tarjeta y 210 en efectivo'.
 */
const BARE_MEANS =
  /(\d(?:[\d.,]*\d)?(?:\s*(?:€|\$|k|mil))?)\s+(?:en\s+)?(tarjeta|efectivo|cash|yape|plin|bizum|nequi|transferencia|d[eé]bito)(?![\p{L}])/giu;
const MEANS_WORDS: Readonly<Record<string, string>> = {
  tarjeta: 'con tarjeta',
  efectivo: 'en efectivo',
  cash: 'en efectivo',
  transferencia: 'por transferencia',
  debito: 'con débito',
  débito: 'con débito',
};

/**
 * 'compré mercadería x 1.800': 'x' for 'por' before a price, when no count before it makes it a
 * unit price ('3 cajas x 12' stays).
 */
const X_FOR_POR = /(^|[^\d\s][^\d]{0,30}?)(\p{L})\s+x\s+(?=[$€]?\s*\d)/gu;

/**
 * '10 cajas de refresco, 24 latas por caja, a 0,50 la lata': containers counted with the units in
 * each, priced by the unit, are that many units. Priced by the container, they stay containers.
 */
const CONTAINERS =
  '(cajas|paquetes|packs|bultos|fardos|cartones|cartón|docenas|jabas|javas|bandejas|sacos|blisters|planchas|rollos|tambores|bidones|barriles|canecas|costales|bolsas|baldes|cubetas|pallets|palets|garrafas|toneles|tanques)';
const INNER_AFTER = new RegExp(
  `(\\d+)\\s+${CONTAINERS}\\s+(de\\s+[\\p{L} ]+?)\\s*,?\\s+(?:de\\s+|con\\s+)?(\\d+)\\s+(\\p{L}+)\\s+(?:por|cada|x|en cada)\\s+\\p{L}+`,
  'giu',
);
const CONTAINER_X = new RegExp(`(\\d+)\\s+${CONTAINERS}\\s+(?:x|por)\\s+(\\d+)\\s+(?=\\p{L})`, 'giu');
const INNER_OF = new RegExp(`(\\d+)\\s+${CONTAINERS}\\s+de\\s+(\\d+)\\s+(\\p{L}+)`, 'giu');
/** '30 cajas de 6 a 7 dólares la botella': the unit inside named only by its price. */
const INNER_PRICED = new RegExp(
  `(\\d+)\\s+${CONTAINERS}\\s+de\\s+(\\d+)(?=\\s+a\\s+\\$?\\d[\\d.,]*\\s*(?:d[oó]lares|euros|soles|pesos|\\$|€)?\\s*(?:la|el|por|cada)\\s+(\\p{L}+))`,
  'giu',
);

/** '3 habitaciones, 2 noches cada una a 75': nights counted per room are that many nights. */
const EACH_FOR =
  /(\d+)\s+(\p{L}+),?\s+(\d+)\s+(noches|d[ií]as|horas|sesiones|clases|semanas|jornadas|turnos)\s+cada\s+(?:una|uno)/giu;

function innerUnits(message: string): string {
  const pricedByUnit = (unit: string, after: string): boolean => {
    const one = unit.toLowerCase().replace(/(?:es|s)$/, '');
    return new RegExp(`(?<![\\p{L}])(?:la|el|por|cada|x|c/)\\s+${one}(?![\\p{L}])`, 'iu').test(after);
  };
  const times = (a: string, b: string): string => String(Number(a) * Number(b));
  return (
    message
      // '60 cajas x 6 botellas': the units in each container, said with 'x', read as '60 cajas de 6'.
      .replace(CONTAINER_X, '$1 $2 de $3 ')
      .replace(
        EACH_FOR,
        (_w: string, n: string, _what: string, m: string, unit: string) => `${times(n, m)} ${unit}`,
      )
      .replace(
        INNER_AFTER,
        (
          whole: string,
          n: string,
          _c: string,
          what: string,
          m: string,
          unit: string,
          at: number,
          all: string,
        ) =>
          pricedByUnit(unit, all.slice(at + whole.length))
            ? // '5 cajas de tazas, 12 tazas por caja': the thing named once.
              `${times(n, m)} ${unit}${what.trim().toLowerCase() === `de ${unit.toLowerCase()}` ? '' : ` ${what.trim()}`}`
            : whole,
      )
      .replace(INNER_PRICED, (_w: string, n: string, _c: string, m: string, unit: string) => {
        const many = /[aeiou]$/i.test(unit) ? `${unit}s` : `${unit}es`;
        return `${times(n, m)} ${many}`;
      })
      .replace(
        INNER_OF,
        (whole: string, n: string, _c: string, m: string, unit: string, at: number, all: string) =>
          pricedByUnit(unit, all.slice(at + whole.length)) ? `${times(n, m)} ${unit}` : whole,
      )
  );
}

/**
 * 'Usamos 30 bolsitas (2,75 c/u)', 'se gastaron 25 bolsitas y 1 piñata del stock (2.75 y 18 c/u)':
 * stock used up in the work just told, counted and priced, is what it cost; said after what was
 * sold, it is written as that cost ('el costo fue 82.50') so the sale reads it like any other.
 */
const STOCK_USED =
  /(?<=[.;,!]\s*|\s(?:y|e)\s)(?:(?:y|tambien|también|ademas|además)\s+)?(?:se (?:gastaron|gastó|gasto|usaron|usó|uso|fueron|consumieron|consumió|consumio|ocuparon|ocupó|ocupo|utilizaron|utilizó|utilizo)|usamos|gastamos|consumimos|ocupamos|utilizamos)\s+((?:\d+|un|una)\s[^().;]{1,70}?)\s*(?:\(([^)]{1,40})\)|\ba\s+(\d[\d.,]*)\s*(?:c\/u|cada una?)\b)/giu;

/** A unit price as said ('2,75', '1.250', '18'), in cents; the domain reads every written amount. */
function priceCents(s: string): number | undefined {
  const c = parseAmount(s.trim());
  return c !== null && c > 0 ? c : undefined;
}

/** 'del stock gastamos unos 780 € de género', 'gastamos flores del inventario por 380', 'género usado: 520'. */
const STOCK_WORTH = [
  /(?:del|de nuestro|de la) (?:stock|inventario|almac[eé]n|bodega) (?:gastamos|usamos|ocupamos|consumimos|(?:ha|han) salido|sali[oó]|salieron)\s+(?:\p{L}+\s+){0,3}?(?:por\s+)?(?:unos\s+|unas\s+)?(\d[\d.,]*)\s*(?:€|euros|\$|d[oó]lares)?(?:\s+de\s+(?:coste|costo|g[eé]nero|producto|mercader[ií]a|material))?/giu,
  /(?:gastamos|usamos|ocupamos|consumimos)\s+[\p{L} ]{2,30}?\s+del\s+(?:stock|inventario|almac[eé]n)\s+por\s+(?:unos\s+)?(\d[\d.,]*)(?:\s*(?:€|euros|\$|d[oó]lares))?/giu,
  /(?:g[eé]nero|material|producto|insumos|mercader[ií]a)s?\s+(?:usad[oa]s?|gastad[oa]s?|consumid[oa]s?)\s*:?\s*(?:por\s+)?(?:unos\s+)?(\d[\d.,]*)(?:\s*(?:€|euros|\$|d[oó]lares))?/giu,
];

/** Words of a sale or a delivery, as typed. */
const SOLD_BESIDE =
  /(?<![\p{L}])(?:vend\p{L}*|cobr\p{L}*|factur\p{L}*|entreg\p{L}*|hicimos|hecho|hecha|pagaron|pagan|pagar[aá]n|nos (?:lo |la |los |las )?pag\p{L}*|total)(?![\p{L}])/iu;

function stockUsedAsCost(message: string): string {
  let out = message;
  // Only beside what was sold or delivered: alone, stock used up is its own movement.
  for (const re of SOLD_BESIDE.test(message) ? STOCK_WORTH : [])
    out = out.replace(re, (whole: string, figure: string) => {
      const c = priceCents(figure);
      return c === undefined || c <= 0
        ? whole
        : `el costo de lo usado fue ${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    });
  return out.replace(STOCK_USED, (whole: string, counted: string, inParens?: string, each?: string) => {
    const counts = [...counted.matchAll(/(?<![\d.,])(\d+|un|una)\s+\p{L}/gu)].map((m) =>
      m[1] === 'un' || m[1] === 'una' ? 1 : Number(m[1]),
    );
    const priceText = inParens ?? each ?? '';
    const perUnit =
      each !== undefined || /(?<![\p{L}])(?:c\/u|cada una?|c\/una?)(?![\p{L}])/iu.test(priceText);
    const prices = (priceText.match(/\d[\d.,]*\d|\d/g) ?? []).map(priceCents);
    if (prices.some((p) => p === undefined) || counts.length === 0) return whole;
    const ps = prices as number[];
    let total: number | undefined;
    if (ps.length === counts.length && (perUnit || counts.every((c) => c === 1)))
      total = counts.reduce((a, c, i) => a + c * (ps[i] ?? 0), 0);
    else if (ps.length === 1 && counts.length === 1 && !perUnit) total = ps[0];
    if (total === undefined || total <= 0) return whole;
    return `el costo de lo usado fue ${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
  });
}

export function selfCorrected(message: string): string {
  return (
    TAX_FORMS.reduce((m, [re, words]) => m.replace(re, words), innerUnits(stockUsedAsCost(message)))
      .replace(X_FOR_POR, (whole: string, before: string, letter: string, at: number, all: string) =>
        // '3 meses x 750': a count just before the thing priced keeps its 'x'.
        /\d/.test(before) || /\d\s*$/.test(all.slice(Math.max(0, at - 4), at))
          ? whole
          : `${before}${letter} por `,
      )
      .replace(
        BARE_MEANS,
        (_m, amount: string, means: string) =>
          `${amount} ${MEANS_WORDS[means.toLowerCase()] ?? `por ${means}`}`,
      )
      // '550 c/mes': each month, written short.
      .replace(/(?<![\p{L}])c\/\s?mes(?![\p{L}])/giu, 'cada mes')
      .replace(PAID_LATE, 'por pago atrasado')
      .replace(PAID_AT_ONCE, 'por el pago $1')
      .replace(NO_CASH, 'no tenía dinero')
      .replace(WHO_WRITES, '')
      .replace(CURRENCY_TAKEN_BACK, '$1 $2')
      .replace(TAKEN_BACK, '')
      .replace(TAKEN_BACK_AFTER_WORDS, '$1, ')
  );
}

/**
 * The general reader never books what the message calls personal: an owner's money taken or spent on
 * themselves is never a company expense or asset, and if no rule read it as a withdrawal it is asked.
 */
function safeGeneral(r: Reading, reply: AssistantReply): AssistantReply {
  if (reply.action !== 'register') return reply;
  if (has(r, 'personal')) return { ...empty, action: 'clarify', response: PERSONAL_QUESTION };
  // Nor what runs against the way the money moved: income from 'le pagamos…', a cost from 'nos pagaron…'.
  const lines = reply.transactions;
  const earns = lines.some((l) => l.section === 'revenues' && l.data.amount > 0);
  const spends = lines.some((l) => l.section === 'expenses' && l.data.amount > 0);
  const out = has(r, 'payOut') && !has(r, 'payIn') && !has(r, 'sell');
  const inward = has(r, 'payIn') && !has(r, 'payOut') && !has(r, 'buy');
  // 'la distribuidora nos dejó 40 libros…, le pagamos a 30 días': income where we only pay and never sell.
  const weOnlyPay =
    has(r, 'payOut') && !has(r, 'sell') && !r.values.some((v) => v.qty && PEOPLE.test(v.qty.unit ?? ''));
  if ((earns && !spends && (out || weOnlyPay)) || (spends && !earns && inward))
    return { ...empty, action: 'clarify', response: DIRECTION_QUESTION };
  // Nor money going out of the till when the message says it came in ('37 clínicas pagaron…').
  const cashOut = lines.some(
    (l) => l.section === 'assets' && l.data.category === ACCOUNT.cash && l.data.amount < 0,
  );
  const cashIn = lines.some(
    (l) => l.section === 'assets' && l.data.category === ACCOUNT.cash && l.data.amount > 0,
  );
  if (inward && cashOut && !cashIn && !earns && !has(r, 'sell'))
    return { ...empty, action: 'clarify', response: DIRECTION_QUESTION };
  // Nor people counted at a price ('8 alumnos a 180 cada uno') booked as stock bought.
  if (
    r.values.some((v) => v.qty?.unit && PEOPLE.test(v.qty.unit)) &&
    lines.some((l) => l.section === 'assets' && l.data.category === ACCOUNT.inventories && l.data.amount > 0)
  )
    return { ...empty, action: 'clarify', response: PEOPLE_QUESTION };
  // Nor something given back ('devolvimos 2 sacos…') booked as bought: a return the rules could not
  // read is asked about, never turned into a purchase.
  const bought = lines.some(
    (l) =>
      (l.section === 'assets' && l.data.amount > 0 && l.data.category !== ACCOUNT.cash) ||
      (l.section === 'expenses' && l.data.amount > 0),
  );
  if (bought && GAVE_BACK.test(r.text)) return { ...empty, action: 'clarify', response: RETURN_QUESTION };
  return reply;
}

const GAVE_BACK =
  /(?<![a-z])(?:devolvimos|devolvi|hemos devuelto|he devuelto|regresamos|regrese|hemos regresado)(?![a-z])/;
const RETURN_QUESTION =
  '¿Es una devolución? Dime qué se devolvió, a quién (al proveedor o un cliente a nosotros) y por cuánto, y lo registro.';

const DIRECTION_QUESTION =
  '¿Ese dinero entró a la empresa (una venta o un cobro) o salió (un pago o una compra)? Cuéntamelo con el importe y cómo se pagó.';

const PEOPLE_QUESTION =
  '¿Es lo que cobraron a esas personas (una venta o un servicio)? Dime cuánto se cobró ya y cuánto quedó pendiente, y lo registro.';

const PERSONAL_QUESTION =
  '¿Ese dinero fue para un gasto de la empresa o para uso personal del socio? Si es personal, lo registro como un retiro (baja el patrimonio), nunca como gasto de la empresa.';

function readWithRules(req: AssistantRequest, r: Reading): AssistantReply | null {
  const ctx = {
    ...(req.today ? { today: req.today } : {}),
    ...(req.period ? { period: req.period } : {}),
  };
  const ledger = new Ledger(req.state);
  const books = ledger.books;
  const foreign = foreignCurrency(r, req.currency);
  if (foreign) return { ...empty, action: 'clarify', response: foreign };
  // Opening balances ('ya teníamos 5.000 en el banco…') and the yes that confirms their gap.
  const opening = openingReply(req, r);
  if (opening) return opening;
  const pending = pendingText(req.history);
  // 'cada bolsa nos cuesta 5' after a sale booked without its cost: the cost asked for in the reply.
  const cost = costOfWhatWasSold(req, r, ledger);
  if (cost) return replyFor(cost, books, req.currency, r.date);
  // 'con la tarjeta de crédito. Y otra cosita, Wara sacó 400 para sus gastos': the answer to the
  // question asked, then a movement of its own.
  if (pending && !r.question) {
    const answered = sentenceOfItsOwn(
      req,
      r,
      () => true,
      (tr) => OTHER_MATTER.test(tr.text) && (tr.values.length > 0 || settlesOpen(tr, ledger)),
      true,
    );
    if (answered) return answered;
  }
  // Two movements told together are booked as two, before any rule reads the whole as one.
  if (!pending && !NOT_A_MOVEMENT.has(intentOf(r)) && !r.question) {
    const several = severalMovements(req, r, ledger);
    if (several) return several;
  }
  // A short answer to the question just asked ('a dos años', 'en efectivo') completes that movement
  // before it is read alone, where it could pass for a question or a correction.
  const answers =
    pending !== undefined &&
    !r.question &&
    (r.text.split(' ').length <= 8 ||
      // 'a 2 años, sin intereses, que es mi suegro jaja': longer, but nothing in it is a movement of its own.
      (r.values.length === 0 && !DONE_CUES.some((c) => has(r, c))) ||
      // '4.000 por transferencia y el resto nos lo financia el vendedor a 6 meses' answering how a
      // purchase was paid: a part paid and its rest are how the movement asked about was settled.
      (has(r, 'rest') && !has(r, 'buy') && !has(r, 'sell') && !has(r, 'contribute')) ||
      // 'ya nos pagaron este mes por SINPE, al contado' answering '¿ya lo cobraron o queda pendiente?'.
      (r.values.length === 0 &&
        MEANS_ONLY.test(r.text) &&
        SETTLEMENT_ASKED.test(req.history[req.history.length - 1]?.content ?? '')));
  const completed = (stillAsked = false): AssistantReply | null => {
    if (!pending) return null;
    const merged = read(`${pending}. ${req.message}`, ctx);
    const both = understand(merged, ledger, `${pending}. ${req.message}`, [], req.currency, !r.question);
    // 'la pagamos con la tarjeta de la empresa' answering '¿cuánto costó y cómo la pagaron?': what is
    // still missing is asked again, never the answer read alone as a movement of its own.
    // The same question again means the answer was not read with it; the answer is then read alone.
    const lastAsked = req.history[req.history.length - 1]?.content ?? '';
    return both &&
      (both.kind === 'movements' ||
        both.kind === 'edit' ||
        both.kind === 'delete' ||
        (stillAsked && both.kind === 'clarify' && both.text !== lastAsked))
      ? replyFor(both, books, req.currency, r.date)
      : null;
  };
  // The report's own amount for a figure asked about because it was in another currency.
  const converted = pending ? convertedPending(pending, req.message, req.currency) : undefined;
  if (converted) {
    const again = understand(read(converted, ctx), ledger, converted, [], req.currency);
    if (again && again.kind === 'movements') return replyFor(again, books, req.currency, r.date);
  }
  if (answers) {
    const stillAsked = !r.values.length && !CHANGE_WORDS.test(r.text) && MEANS_ONLY.test(r.text);
    const done = completed(stillAsked);
    if (done) return done;
    // An answer with no figure that the rules cannot complete is left to the general reader, which
    // reads it with the question it answers; read alone it could pass for a movement of its own.
    if (stillAsked) return null;
  }
  const own = understand(r, ledger, req.message, req.history, req.currency);
  // 'era para ella, no lo devuelve' after '¿para qué fueron esos 150?': read alone it lacks the figure
  // the question's message gave, so an answer that only asks again is read with that message first.
  const ownReply = own ? replyFor(own, books, req.currency, r.date) : null;
  if (ownReply?.action === 'clarify' && !answers) {
    const done = completed();
    if (done && done.action !== 'clarify') return done;
  }
  if (ownReply) return ownReply;
  return answers ? null : completed();
}

const FOREIGN_AMOUNT =
  /(?:[$]\s*)?\d[\d.,]*(?:\s*(?:mil|millones|k))?\s*(?:de\s+)?(?:soles|pesos|euros|d[oó]lares|bol[ií]vares|quetzales|colones|lempiras|c[oó]rdobas|guaran[ií]es|reales|libras|francos|yenes|yuanes)\b/i;
const FIGURE = /\d[\d.,]*(?:\s*(?:mil|millones|k)\b)?/g;

/**
 * The pending message with its foreign amount replaced by the answer ('fueron 103,50 dólares'), when
 * the last question asked for that conversion and the answer is one figure in the report's currency.
 */
function convertedPending(pending: string, message: string, currency: Currency): string | undefined {
  const before = read(pending);
  if (!foreignCurrency(before, currency)) return undefined;
  const answer = read(message);
  if (foreignCurrency(answer, currency) || answer.question) return undefined;
  const figures = message.match(FIGURE) ?? [];
  if (figures.length !== 1 || answer.values.length !== 1) return undefined;
  const foreign = FOREIGN_AMOUNT.exec(pending);
  if (!foreign) return undefined;
  return `${pending.slice(0, foreign.index)}${figures[0] as string}${pending.slice(foreign.index + foreign[0].length)}`;
}

/** An answer that only says how something was paid ('la pagamos con la tarjeta de la empresa'). */
const MEANS_ONLY =
  /(?<![a-z])(?:con (?:la |el |una )?(?:tarjeta|debito|credito|transferencia|efectivo|cheque)|en efectivo|al contado|por transferencia|a credito|de contado)(?![a-z])/;

/** The question just asked was how a movement was paid or collected. */
const SETTLEMENT_ASKED =
  /(?:cobraron|cobrasteis|cobraste|pagaron|pagasteis|pagaste|pendiente|a cr[eé]dito|al contado|c[oó]mo se pag|c[oó]mo lo cobr)/i;

/** An answer that starts over ('no, olvídalo', 'mejor bórralo') is not part of the movement asked about. */
const CHANGE_WORDS =
  /(?<![a-z])(?:borra|borrar|elimina|olvida|olvidalo|cancela|deja|dejalo|no importa|corrige)(?![a-z])/;

/**
 * The cost of what was just sold, told after the reply asked for it (COST_NOTE): the sale and the
 * cost are read together, and only the cost is booked, since the sale already is.
 */
function costOfWhatWasSold(req: AssistantRequest, r: Reading, ledger: Ledger): Understood | null {
  const last = req.history[req.history.length - 1];
  const sold = req.history[req.history.length - 2];
  if (!last || !sold || last.role !== 'assistant' || sold.role !== 'user') return null;
  if (!last.content.includes(COST_NOTE) || r.question || r.values.length === 0) return null;
  if (!has(r, 'cost') && !COST_SAID.test(r.text)) return null;
  if (DONE_CUES.some((c) => has(r, c))) return null;
  const both = `${sold.content}. ${req.message}`;
  const read2 = understand(read(both), ledger, both, [], req.currency);
  if (read2?.kind !== 'movements') return null;
  const sale = read2.movements.find((m) => m.kind === 'sale');
  if (!sale || sale.kind !== 'sale' || sale.cost === undefined) return null;
  return {
    kind: 'movements',
    movements: [{ kind: 'stock_used', label: 'Costo de lo vendido', amount: sale.cost }],
  };
}

const COST_SAID =
  /(?<![a-z])(?:cuesta|cuestan|costo|costaron|costaba|costaban|coste|sale|salen|salio|salieron|nos sale|nos salen)(?![a-z])/;

/** Intents that are not a new movement: only the hypothesis rule may answer them. */
const NOT_A_MOVEMENT = new Set(['query', 'delete', 'edit', 'concept', 'advice', 'greeting', 'thanks']);

/** What the message wants, with the asides that only look like a correction or a question read as told. */
function intentOf(r: Reading, answering = false): ReturnType<typeof detectIntent> {
  const found = detectIntent(r.text, r.values.length > 0);
  // 'dice que no, que es pa sus cosas' answering a question: telling, not asking what a concept is.
  const detected = answering && (found === 'concept' || found === 'advice') ? 'movement' : found;
  // 'no es préstamo' in a new contribution is an aside, not a correction of an earlier entry; nor is
  // 'sacó 350 de la caja…, eso no es del negocio': a partner's money taken.
  return detected === 'edit' &&
    // 'me confundí: los 400 que sacó no eran pa ella… cámbialo a gasto': a correction said outright.
    !(
      FIX_VERB.test(r.text) ||
      /(?<![a-z])(?:cambialo|cambiala|cambia eso|pasalo|pasala)(?![a-z])/.test(r.text)
    ) &&
    (/(?<![a-z])no (?:es|era) (?:un )?(?:prestamo|credito|gasto (?:del|de la) (?:negocio|empresa))(?![a-z])|cosa suya|es personal/.test(
      r.text,
    ) ||
      has(r, 'personal') ||
      (has(r, 'takeOut') && has(r, 'noRepay')) ||
      // 'le llevamos los bultos…, la cuenta quedó en 260…, me mandó 60': an order delivered and paid.
      (DELIVERED_PAID.test(r.text) && has(r, 'payIn') && !FIX_VERB.test(r.text)))
    ? 'movement'
    : detected;
}

function understand(
  r: Reading,
  ledger: Ledger,
  raw: string,
  history: AssistantRequest['history'] = [],
  currency: Currency = 'USD',
  answering = false,
): Understood | null {
  const intent = intentOf(r, answering);
  for (const { rule, scope } of PRECEDENCE) {
    if (scope === 'movement' && NOT_A_MOVEMENT.has(intent)) continue;
    const out = rule({ r, ledger, raw, history, currency });
    if (out?.kind === 'movements')
      return { ...out, movements: out.movements.flatMap((m) => byKind(r, extraIncome(r, ledger, m))) };
    if (out) return out;
  }
  return null;
}

const empty = { transactions: [], transactions_to_remove: [], transactions_to_add: [] };

function replyFor(
  u: Understood,
  books: BooksView,
  currency: Currency,
  date: string | undefined,
): AssistantReply {
  switch (u.kind) {
    case 'inform':
      return { ...empty, action: 'inform', response: u.text };
    case 'clarify':
      return { ...empty, action: 'clarify', response: u.text };
    case 'query':
      return { ...empty, action: 'query', response: u.text };
    case 'delete':
      return {
        ...empty,
        action: 'delete',
        response: u.text,
        transactions_to_remove: u.ids.map((id) => ({ transaction_id: id })),
      };
    case 'edit': {
      const b = reviseEntry(u.lines, u.revision, books, currency);
      if (b.kind === 'question') return { ...empty, action: 'clarify', response: b.question };
      if (b.kind === 'nothing') return { ...empty, action: 'clarify', response: b.text };
      return {
        ...empty,
        action: 'edit',
        response: `Corregido: reemplacé ${u.name}. ${b.summary}`,
        transactions_to_remove: [{ transaction_id: u.transactionId }],
        transactions_to_add: replyLines(b.lines, date),
      };
    }
    case 'movements':
      return bookingReply(bookMovements(u.movements, books, currency), date);
  }
}

/** Cues that start a movement of their own inside a longer message. */
/** Cues that make a part of a message a movement of its own (with an amount of its own). */
const MOVES = [
  'stockOut',
  'sell',
  'buy',
  'payOut',
  'payIn',
  'contribute',
  'borrow',
  'salary',
  'socialCharges',
  'deposit',
  'advance',
  'refundCustomer',
  'returnSupplier',
  'takeOut',
  'now',
  'credit',
  'card',
  'instalment',
  'interest',
  'depreciation',
  'dividend',
  'recognizeExpense',
  'recognizeIncome',
] as const;
/** A part whose thing is an expense other than pay ('la gestoría 121'). */
function notPay(pr: Reading): boolean {
  const t = thingOf(pr)?.thing;
  return t !== undefined && 'expense' in t && t.expense !== 'salaries';
}
/** Cues that only say how something was paid, never what was done. */
const MEANS_ONLY_CUES: ReadonlySet<string> = new Set(['now', 'credit', 'card']);
/** A part that starts with a count and no verb ('50 de azúcar a 0,90 a crédito', 'cien cajas…'). */
const COUNTED_PART =
  /^\s*(?:(?:y|e)\s+)?(?:otr[oa]s\s+)?(?:\d|(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|mil|[a-z]+cient[oa]s)\s)/i;
/**
 * Where a message is cut into parts: sentence ends, ', y', and ' y ' before words that open a movement
 * of their own. Not inside a purpose said with an infinitive ('honorarios del contador por armar la
 * SpA y la iniciación de actividades'): those are the things one piece of work was for; nor between
 * two things one figure is for ('el seguro de la nave y la furgo, 960').
 */
const CUT =
  /(?:[.;]\s+|[!?]+\s+y\s+|,\s+(?:y|e)\s+|(?<!(?:por|para|pa|x)\s[a-záéíóú]+(?:ar|er|ir)\s[^.;,\d]{0,40})(?<!(?:de|del)\s(?:la\s|el\s|los\s|las\s)?[a-záéíóúñ]+(?=\s+(?:y|e)\s+(?:la|el|los|las)\s+[a-záéíóúñ]+,?\s+\d))\s+(?:y|e)\s+(?=(?:hoy|ademas|tambien|luego|despues|de paso|de pasada|aprovechando|de una|al toque|al tiro|ahi mismo|ahi nomas|ahi no mas|de ahi|de alli|de inmediato|enseguida|nosotros|nosotras|yo|por otro lado|de regreso|(?:en|por|a) la (?:tarde|manana|noche)|al final del dia|(?:al|a la|a los|a las|a un|a una|a unos|a unas) [a-z]+ [^.;,]{0,40}?(?:le|les) (?:di|dimos|pague|pagamos|yapee|yapeamos|transferi|transferimos|mande|mandamos|pase|pasamos|deposite|consigne|hemos hecho|he hecho|hicimos|hice|hemos pag(?:ado|ao|au)|he pag(?:ado|ao|au)|hemos transferido|hemos dado|abonamos|cancelamos|liquidamos)|con eso|con esa|con ese|de eso|de esa|de ese|encima|aparte|a [A-Z][a-z]+ (?:le|les|ya)|al [a-z]+ (?:le|les|ya)|a la [a-z]+ (?:le|les|ya)|el|la|los|las|le|les|nos|me|se|un|una|sus|su|ya|hemos|he|pag[a-z]*|vend[a-z]*|compr[a-z]*|cobr[a-z]*|cargamos|echamos|llenamos|tanqueamos|factur[a-z]*|entr[a-z]*|sal[a-z]*|reconoce|registra|lleva|pasa|deprecia|amortiza|\d[\d.,]*\s*(?:€|\$)?\s+(?:de|en)\s+(?:ventas|venta|ingresos|cobros|servicios)|[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)\b)|(?<!\d[\d.,]*\s*(?:€|\$|euros|dolares|soles|pesos)?)\s+(?:y|e)\s+(?=\d\b|\d[\d.,]*\s+(?:a|al|a la|a los)\s+[A-Za-z])|\s+y\s+(?=a (?:la|el|los|las|don|doña|dona) [^\d,.;]{2,30}?(?:los |las |el |la )?\d)|(?<=(?:contado|efectivo|transferencia|cr[eé]dito|d[eé]bito|tarjeta|fiado|d[ií]as))\s+(?:y|e)\s+(?=(?:otr[oa]s\s+)?(?:\d[\d.,]*|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|doscient[oa]s|trescient[oa]s|cuatrocient[oa]s|quinient[oa]s|seiscient[oa]s|setecient[oa]s|ochocient[oa]s|novecient[oa]s)\s+(?:[a-záéíóúñ]+\s+){0,2}(?:de\s+)?[a-záéíóúñ]{3,}))/g;
const LEADING_MEANS =
  /(?:con|por|en|(?:cargad[oa]s? |pasad[oa]s? )?a) (?:la |el )?(?:tarjeta de cr[eé]dito|tarjeta corporativa|tarjeta de d[eé]bito|d[eé]bito|transferencia|efectivo|yape|bizum|nequi|plin|zelle|pago m[oó]vil|sinpe|daviplata)(?: [A-ZÁÉÍÓÚ][\wáéíóú]+)?/i;
const MEANS_SAID =
  /(?:tarjeta|d[eé]bito|transferencia|efectivo|contado|cr[eé]dito|yape|bizum|nequi|plin|zelle|pago m[oó]vil|sinpe|daviplata|a \d+ d[ií]as|fiado|pendiente|(?:nos|me) (?:deben?|lo pagan?|la pagan?)|(?:lo|la) pagan?(?= (?:el|a|la|en|ma[ñn]ana))|a fin de mes)/i;
const CHANNEL_WORDS =
  '(?:el |la )?(?:efectivo|tarjeta|transferencia|yape|plin|nequi|daviplata|bizum|mercado ?pago|posnet|pos|tpv|datafono|dat[aá]fono|qr|sinpe|spei|ach|yappy|zelle|pago m[oó]vil|d[eé]bito|cash)';
const CHANNEL_PIECE = new RegExp(
  `^\\s*\\$?\\s*\\d[\\d.,]*(?:\\s*(?:mil|k|lucas|€|\\$|pesos|d[oó]lares|euros|soles))?\\s+(?:en|por|con|x)\\s+${CHANNEL_WORDS}`,
  'i',
);
const OWED_PIECE =
  /^\s*\$?\s*\d[\d.,]*(?:\s*(?:mil|k|lucas|€|\$|pesos|d[oó]lares|euros|soles))?\s+(?:que (?:nos|me) (?:deben?|quedan? debiendo|qued[oó] debiendo)|fiad[oa]s?|a cr[eé]dito|pendientes?|por cobrar)(?![\p{L}])/iu;
const CHANNEL_IN = new RegExp(`\\d[\\d.,]*\\s*(?:€|\\$)?\\s+(?:en|por|con|x)\\s+${CHANNEL_WORDS}\\s*$`, 'i');
/** Amounts the books give ('lo que le debíamos', 'la mitad de su factura'). */
const FROM_BOOKS =
  /(?<![a-z])((?:lo )?que (?:se )?(?:le |les |nos )?(?:debia[n]?|debiamos|debemos|debe|deben|faltaba|quedaba|quedabamos debiendo|estabamos debiendo|quedaba debiendo)|estado de cuenta|la mitad|el resto|el saldo|todo lo que|su factura|lo pendiente|lo suyo|toda la factura|la factura completa)(?![a-z])/;
/** 'todo por transferencia' at the end says how every part was paid. */
const SHARED_MEANS =
  /[,.]?\s*(?:y\s+)?(?:tod[oa]s?|ambos|ambas|los dos|las dos)\s+(?:lo\s+)?(?:paga(?:d[oa]|o|u)s?\s+|cobra(?:d[oa]|o|u)s?\s+|sali[oó]\s+|se pag[oó]\s+|fue\s+)?(?:(?:por|en|con|al|de)\s+[^,.;]+|cash|efectivo|contado|al cash)[.!]?\s*$|[,.]\s*(?:y\s+)?(?:los|las) (?:pagamos|pague|pagaron|cobramos|cobre)\s+(?:por|en|con|al|de)\s+[^,.;]+[.!]?\s*$/i;

/**
 * 'pagué el arriendo 800 y vendimos 380 en efectivo': each part with its own amount and its own verb
 * or means is read alone, and the parts are booked together when every one of them books.
 */
function severalMovements(req: AssistantRequest, r: Reading, ledger: Ledger): AssistantReply | null {
  // Parts joined again are read whole: a text already being cut is not cut a second time.
  if (cutting.has(req.message)) return null;
  // '…la quincena, 225 cada una, se las pago el lunes. Ah y le dimos una habitación a 2 guías…': a
  // sentence that opens on another matter is a movement of its own, whatever the first one is.
  const matter = sentenceOfItsOwn(
    req,
    r,
    () => true,
    (tr) =>
      OTHER_MATTER.test(tr.text) &&
      (tr.values.length > 0 || settlesOpen(tr, ledger)) &&
      !has(tr, 'rest') &&
      !has(tr, 'cost'),
  );
  if (matter) return matter;
  // 'los de Lyon ya han pagado el taller entero, y Stripe ha hecho otro payout de…': an open invoice
  // collected, with no figure of its own, before a movement with figures of its own: two movements.
  const lead = /^(.+?)(?:,\s*(?:y|e)\s+|[.;!]\s+)(.+)$/s.exec(req.message);
  if (lead?.[1] && lead[2]) {
    const head = read(lead[1]);
    const tail = read(lead[2]);
    if (
      head.values.length === 0 &&
      (has(head, 'payIn') || SETTLED_WORD.test(head.text)) &&
      // ('La peña ya ha pagao lo del chocolate': a customer's 'pagado' is money in; the reply checks it.)
      (!has(head, 'payOut') || has(head, 'payIn')) &&
      openLinesOf(ledger).some((l) => l.section === 'assets') &&
      tail.values.length > 0 &&
      !has(tail, 'rest') &&
      !has(tail, 'cost')
    ) {
      const each = [
        interpret({ ...req, message: lead[1], history: [] }),
        interpret({ ...req, message: lead[2], history: [] }),
      ];
      // The first part must read as an invoice of the books collected: the receivable goes down.
      const collected = (each[0]?.transactions ?? []).some(
        (t) => t.section === 'assets' && t.data.category === ACCOUNT.receivables && t.data.amount < 0,
      );
      if (collected && each.every((x) => x.action === 'register' && x.transactions.length > 0))
        return together(each, r.date);
    }
  }
  // 'vendimos 8.400 y se quedaron con 2.100 de comisión': a sale with its fee is one movement; a
  // refund told in a sentence of its own after it is another.
  if (
    cardSale({
      r,
      ledger,
      raw: req.message,
      history: req.history,
      currency: req.currency,
    })
  ) {
    // '…vendimos 2.860 por el POS…, comisión 100. Y una tienda nos encargó 40 chalinas y nos
    // depositaron 800 de adelanto': a sentence after the takings that tells a movement of its own.
    return sentenceOfItsOwn(
      req,
      r,
      (hr, head) =>
        cardSale({ r: hr, ledger, raw: head, history: req.history, currency: req.currency }) !== null,
      (tr) => AFTER_TAKINGS.some((c) => has(tr, c)) && !has(tr, 'cost'),
    );
  }
  // 'cierre: pasa a gasto el mes de la póliza y la depreciación…': the month of a prepayment used up
  // and the depreciation are two movements of one closing.
  if (has(r, 'depreciation')) {
    const closing = monthClose(req);
    if (closing) return closing;
  }
  // 'amortización del mes: el panelado 40 y el equipo que aportó Maca 50': one depreciation of two assets.
  if (
    has(r, 'depreciation') &&
    !OTHER_THAN_DEPRECIATION.some((c) => has(r, c)) &&
    depreciation({ r, ledger, raw: req.message })?.kind === 'movements'
  )
    return null;
  // 'el Nacho trae la pasteurizadora, 3.200, y yo pongo el freezer, 900': several things contributed.
  const contributed = capital({ r, ledger, raw: req.message });
  if (
    contributed?.kind === 'movements' &&
    contributed.movements.some((m) => m.kind === 'capital' && (m.inKind?.length ?? 0) > 1)
  )
    return null;
  // 'entregamos la cocina…, nos pagó el otro 50%. De material se usaron 1.150': a delivery with its cost.
  const delivered = advanceDelivery({ r, ledger, raw: req.message });
  // '…de los 150 ya nos habían dado 60; hoy 50 y los 40 restantes en 15 días': its rest, split, too.
  if (
    delivered?.kind === 'movements' &&
    delivered.movements.some(
      (m) => m.kind === 'sale' && (m.cost !== undefined || m.settlement?.kind === 'split'),
    )
  )
    return null;
  // 'a los 3 ayudantes 210 a cada uno, el aporte patronal 96,30 ya pagado; al tostador le debemos 340':
  // a payroll told in parts is read whole.
  if (payroll({ r, ledger, raw: req.message })) return null;
  // 'pagamos el depósito de un mes (350) y la renta de este mes (350)': a lease that starts is read whole.
  if (leaseStart({ r, ledger, raw: req.message })?.kind === 'movements')
    // '…3 meses adelantados de renta y 2 de garantía. Y de ahí fuimos a pagar la licencia, 118.50': a
    // sentence with a figure of its own and no word of the lease is a movement of its own.
    return sentenceOfItsOwn(
      req,
      r,
      (hr, head) => leaseStart({ r: hr, ledger, raw: head })?.kind === 'movements',
      (tr) =>
        tr.values.length > 0 &&
        !has(tr, 'deposit') &&
        !has(tr, 'rent') &&
        !/(?<![a-z])(?:garantia|deposito|fianza|renta|alquiler|arriendo|mes|meses|local)(?![a-z])/.test(
          tr.text,
        ),
    );
  // 'nos contrató la web por 1.800. Ya nos giró la mitad como anticipo': one advance, told in two sentences.
  // 'Cobramos 1.200 en total y ya nos consignaron 600 de anticipo': the price and the advance paid on it.
  if (
    has(r, 'advance') &&
    has(r, 'payIn') &&
    (moneyIn(r).length === 1 ||
      (moneyIn(r).length === 2 &&
        (/(?<![a-z])(?:en total|el total|total de)(?![a-z])/.test(r.text) ||
          // 'nos encarga ajardinar el patio por 3.200. Nos han adelantado el 30%, 960': the order's price.
          /(?<![a-z])(?:nos|me) (?:encarga|encargo|encargaron|encargan|pide|pidio|pidieron|contrata|contrato|contrataron)(?![a-z])[^.;]{0,60}(?<![a-z])por\s*[$€]?\s*\d/.test(
            r.text,
          )))) &&
    advanceReceived({ r, ledger, raw: req.message })?.kind === 'movements'
  )
    return null;
  cutting.add(req.message);
  try {
    return cutIntoMovements(req, r);
  } finally {
    cutting.delete(req.message);
  }
}

const cutting = new Set<string>();

/**
 * A message whose first sentences are one movement read whole (takings with their fee, a lease that
 * starts, the answer to a question) and whose later sentences tell a movement of their own: both are
 * booked, in the one group. Null when no later sentence is of its own or either part does not book alone.
 */
function sentenceOfItsOwn(
  req: AssistantRequest,
  r: Reading,
  stillWhole: (head: Reading, text: string) => boolean,
  ofItsOwn: (tail: Reading) => boolean,
  headAnswers = false,
): AssistantReply | null {
  const sentences = req.message.split(/(?<=[.;!])\s+/).filter((x) => x.trim());
  const at = sentences.findIndex((x, i) => i > 0 && ofItsOwn(read(x)));
  if (at <= 0) return null;
  const head = sentences.slice(0, at).join(' ');
  if (!stillWhole(read(head), head)) return null;
  // A head that answers the question just asked is read with the chat before it.
  const each = [
    interpret({ ...req, message: head, ...(headAnswers ? {} : { history: [] }) }),
    interpret({ ...req, message: sentences.slice(at).join(' '), history: [] }),
  ];
  return each.every((x) => x.action === 'register' && x.transactions.length > 0)
    ? together(each, r.date)
    : null;
}

/**
 * '…ah y ya le pagamos la quincena al patojo': a payment or collection with no figure of its own, of
 * something the books hold open (pay owed, an invoice named, 'lo que le debíamos'), is a movement.
 */
function settlesOpen(tr: Reading, ledger: Ledger): boolean {
  if (!has(tr, 'payOut') && !has(tr, 'payIn') && !SETTLED_WORD.test(tr.text)) return false;
  const open = openLinesOf(ledger);
  if (open.length === 0) return false;
  const payOwed = open.some((l) => l.category === ACCOUNT.salariesPayable);
  return (has(tr, 'salary') && payOwed) || FROM_BOOKS.test(tr.text) || namesOpenEntry(tr, open);
}

/** The lines of what the books hold open: what we owe, and what customers owe us. */
function openLinesOf(ledger: Ledger): LedgerLine[] {
  return ledger.lines.filter(
    (l) =>
      (l.section === 'liabilities' && l.amount > 0) ||
      (l.section === 'assets' && l.category === ACCOUNT.receivables && l.amount > 0),
  );
}

/** One part pays and the other is paid, each only one way. */
function opposite(a: Reading, b: Reading): boolean {
  const out = (x: Reading): boolean => has(x, 'payOut') && !has(x, 'payIn');
  const inn = (x: Reading): boolean => has(x, 'payIn') && !has(x, 'payOut');
  return (out(a) && inn(b)) || (inn(a) && out(b));
}

/** A sentence that opens on another matter ('Ah, y…', 'Aparte,', 'Otra cosa:'). */
const NEW_MATTER =
  /^\s*(?:ah|ah y|ah,? y|aparte|ademas|otra cosa|por otro lado|tambien|y tambien|de paso|y de paso|por cierto)(?![a-z])/;

/** Openers that leave the matter before ('Ah, y…', 'Otra cosa:'); 'además' and 'también' may go on with it. */
const OTHER_MATTER =
  /^\s*(?:y\s+)?(?:ah|ah y|ah,? y|otra cosa|otra cosita|por otro lado|de paso|y de paso)(?![a-z])/;

/** Cues of a movement of its own, told in a sentence after card takings. */
const AFTER_TAKINGS = [
  'refundCustomer',
  'returnSupplier',
  'advance',
  'buy',
  'payOut',
  'salary',
  'borrow',
  'contribute',
  'takeOut',
  'instalment',
  'depreciation',
] as const;

/** A price said of something ('sale en 650', 'cuesta 90', 'el evento son 1.100'), not a movement. */
const PRICE_RESTATED =
  /^\s*(?:y\s+)?(?:el|la|los|las|todo|el total|en total)(?: [a-z]+){0,4} (?:era|eran|es|son|fue|fueron|salio|salia|costaba|costaban|valia|quedo en)(?: de)?\s*[$€]?\s*\d[\d.,]*(?:\s*(?:€|\$|dolares|euros))?(?: (?:en total|total|en todo))?\s*[.!]?\s*$/;
const PRICE_STATED =
  /(?<![a-z])(?:sale en|sale a|sale por|cuesta|costaria|vale|valdria|son|seria de|sera de)\s*(?:\$|€)?\s*\d/;

/** A part that pays or collects what was owed ('lo que le debíamos', 'el saldo', 'lo que faltaba'). */
const SETTLEMENT_PART =
  /(?<![a-z])(?:lo que (?:le |les |nos )?(?:debiamos|debemos|debia|debian|faltaba|quedaba)|el saldo|lo pendiente|todo lo que)(?![a-z])/;

/** Cues of a movement that a depreciation told beside it never is ('…; y la socia sacó 300'). */
const OTHER_THAN_DEPRECIATION = [
  'takeOut',
  'personal',
  'sell',
  'payIn',
  'payOut',
  'buy',
  'salary',
  'borrow',
] as const;

/** Whom a message names by a proper name after 'a' ('le devolvimos a Agripac…'). */
const COUNTERPARTY =
  /(?<![\p{L}])(?:[aA]|[aA]l|[aA] la)\s+(\p{Lu}[\p{L}'&.-]*(?:\s+\p{Lu}[\p{L}'&.-]*){0,3})/u;
/** A part that names its counterparty only by a pronoun ('y le transferimos 1.500…'). */
const PRONOUN_ONLY =
  /^\s*(?:y\s+|e\s+)?(?:(?:de paso|ademas|además|tambien|también|luego|hoy)\s+)?(?:le|les)\s+\p{L}|^\s*(?:y\s+)?(?:lo dem[aá]s|el resto|lo que|todo lo que|lo restante)\s+(?:que\s+)?(?:le|les)\s+\p{L}/iu;

/** A part that names a person ('la señora de limpieza 310'), not a thing bought or a bill. */
const PERSON_PART =
  /^\s*(?:y\s+)?(?:\d[\d.,]*\s*(?:€|\$|dolares|euros|lempiras|soles|pesos)?\s+(?=a\s|al\s))?(?:a\s+)?(?:el|la|los|las|al)\s+(?:senora|senor|senoras|chica|chico|chicas|chicos|muchacha|muchacho|joven|don|dona|auxiliar|ayudante|asistente|encargad[oa]|recepcionista|cociner[oa]|meser[oa]|vendedor[a]?|cajer[oa]|disenador[a]?|tecnic[oa]|operari[oa]|chofer|conductor[a]?|repartidor[a]?|cipot[ao]|patoj[oa]|pelad[oa]|maestr[oa]|profesor[a]?|instructor[a]?|guia|capitan|marinero|mecanic[oa]|limpiadora|conserje|vigilante|bodeguer[oa]|costurer[ao]|empleado|empleada|trabajador[a]?)(?![a-z])/;

/** Cues of something done: a verb of a movement, not only a way of paying. */
const DONE_CUES = [
  'sell',
  'buy',
  'payOut',
  'payIn',
  'billed',
  'contribute',
  'borrow',
  'salary',
  'stockOut',
  'refundCustomer',
  'returnSupplier',
  'takeOut',
  'depreciation',
] as const;

/**
 * 'lavamos 720 en efectivo, el hotel nos mandó otro lote que le facturamos en 980': two clauses
 * joined by a comma, each with its own verb and its own amount, are two movements. A clause without
 * both (', la pagamos con tarjeta', ', 10 en efectivo') stays with the one before it.
 */
function atCommas(piece: string): string[] {
  const bits = piece.split(
    /,\s+(?!(?:y|e|o|pero|aunque|que|el resto|lo demas|la mitad|la otra|los otros|las otras|de los|de las|cada|de eso|de esto|de esos|de lo cual|del cual|de la cual|o sea|osea|es decir)\b)(?=[^\d\s$€])/i,
  );
  if (bits.length < 2) return [piece];
  // Each bit is read once: a bit left alone is asked about again as the 'prev' of the next one.
  const seen = new Map<string, boolean>();
  const whole = (b: string): boolean => {
    const known = seen.get(b);
    if (known !== undefined) return known;
    const pr = read(b);
    const is =
      pr.values.length > 0 && (DONE_CUES.some((c) => has(pr, c)) || weDid(pr.text)) && !has(pr, 'rest');
    seen.set(b, is);
    return is;
  };
  // 'le pagamos el sueldo a Nahuel 450, el alquiler del local 600 en efectivo y…': a bill named by
  // its noun and one amount of its own, after a payment, is paid too.
  const billPaidToo = (b: string, prev: string): boolean => {
    const pr = read(b);
    const before = read(prev);
    return (
      /^\s*(?:el|la|los|las|un|una)\s/i.test(b) &&
      !has(pr, 'interest') &&
      has(before, 'payOut') &&
      !has(before, 'buy') &&
      !has(pr, 'buy') &&
      !has(pr, 'sell') &&
      !has(pr, 'payIn') &&
      !has(pr, 'cost') &&
      !has(pr, 'rest') &&
      pr.values.length === 1 &&
      !pr.values.some((v) => v.qty) &&
      before.values.length > 0 &&
      thingOf(pr)?.thing !== undefined
    );
  };
  const out: string[] = [];
  for (const b of bits) {
    const prev = out[out.length - 1];
    if (prev !== undefined && (!whole(b) || !whole(prev)) && !billPaidToo(b, prev))
      out[out.length - 1] = `${prev}, ${b}`;
    else out.push(b);
  }
  return out;
}
const BUY_OR_SPEND = ['buy', 'payOut'] as const;
const WHAT_WAS_IT =
  '¿Qué fue lo que compraron en la segunda parte del mensaje? Así lo registro en su propia cuenta, aparte del primer movimiento.';

/** A rest that names whose it is ('el resto de la deuda con Pavco') is its own payment. */
/** Whom a part pays or who paid us, named in it ('al proveedor de los marcos', 'la agencia ya nos pagó'). */
const PARTY =
  /(?<![a-z])(?:al|a la|a los|a las) (?!(?:vez|final|fin|entregar|contado|credito|mes|semana|dia|cuenta|caja|banco|toque|tiro)(?![a-z]))[a-z]{3,}|^\s*(?:y\s+)?(?:el|la|los|las|don|dona|do[ñn]a) (?!(?:resto|saldo|demas|restante|otro|otra|otros|otras|pendiente|mitad|diferencia)(?![a-z]))[a-z]{3,}(?: [a-z]+){0,3} (?:ya )?(?:nos )?(?:ha |han )?(?:pago|pagaron|pagado|abono|abonaron|abonado|consigno|consignaron|deposito|depositaron|transfirio|transfirieron|ingreso|ingresado|ingresao|saldo|cancelo)(?![a-z])/;

const FROM_BOOKS_NAMED =
  /(?<![a-z])(?:de la deuda|de la factura|que le debemos|que nos debe|del prestamo|de la tarjeta)(?![a-z])/;

const WHAT_WAS_FIRST =
  '¿Qué fue lo que compraron en la primera parte del mensaje? Así lo registro en su propia cuenta, aparte del otro movimiento.';

/**
 * 'y Ane ya cobró su sueldo de enero': a payment or collection with no figure, of an entry the books
 * hold open, is a movement of its own (its amount comes from the books).
 */
function namesOpenEntry(pr: Reading, open: readonly { description: string }[]): boolean {
  if (!has(pr, 'payIn') && !has(pr, 'payOut') && !has(pr, 'salary') && !SETTLED_WORD.test(pr.text))
    return false;
  const words = refTokens(pr.text);
  return open.some((l) => matchScore(words, l.description).specific > 0);
}
const SETTLED_WORD =
  /(?<![a-z])(?:cobro|cobraron|saldo|saldamos|liquidamos|cancelamos|cayo|cayeron|consigno|consignaron|deposito|depositaron|(?:pago|pagaron|abono|abonaron) (?:la|su) factura|(?:pago|pagaron|abono|abonaron) (?:el otro|la otra|el resto|la mitad|todo lo|toda la)|(?:ha|han) pagado (?:todo|la factura|su factura|lo que)|(?:ya|por fin) (?:nos )?(?:pago|pagaron|abono|abonaron|cancelo|cancelaron|transfirio|transfirieron))(?![a-z])/;

/**
 * The text with each accented letter as its bare letter ('á' → 'a', 'Ñ' → 'N') and a capital 'Y'
 * or 'E' between words as the conjunction it is ('👌 Y le hemos devuelto…'), same length.
 */
function unaccented(text: string): string {
  return text
    .replace(/[\u00C0-\u017F]/g, (ch) => {
      const bare = ch.normalize('NFD')[0] ?? ch;
      return bare.length === 1 ? bare : ch;
    })
    .replace(/(?<=\s)[YE](?=\s)/g, (c) => c.toLowerCase());
}

function cutIntoMovements(req: AssistantRequest, r: Reading): AssistantReply | null {
  // 'cobramos 850 en total; nos pagaron 500 y el resto…': a total and its parts are one movement,
  // and a later sentence that returns or refunds something is one of its own.
  if (has(r, 'rest') && /(?<![a-z])(?:en total|el total|total de)(?![a-z])/.test(r.text))
    return sentenceOfItsOwn(
      req,
      r,
      (hr) => has(hr, 'rest'),
      (tr) =>
        ((has(tr, 'returnSupplier') || has(tr, 'refundCustomer')) && !has(tr, 'rest')) ||
        // '…Eso nos costó 82. Ah, y los del edificio nos deben 70 por el delivery': a sentence that
        // opens on another matter, with a figure of its own.
        (NEW_MATTER.test(tr.text) && tr.values.length > 0 && !has(tr, 'rest') && !has(tr, 'cost')),
    );
  let text = req.message;
  const shared = SHARED_MEANS.exec(text);
  if (shared) text = text.slice(0, shared.index);
  const pieces: string[] = [];
  let last = 0;
  // The cues are written without accents ('y también hemos pagado…'): the text is matched with its
  // accents dropped letter by letter, so every index still points into the text as typed.
  for (const m of unaccented(text).matchAll(CUT)) {
    pieces.push(text.slice(last, m.index));
    last = m.index + m[0].length;
  }
  pieces.push(text.slice(last));
  // '640 por Mercado Pago y 210 en efectivo': amounts by way of paying are channels of one movement.
  for (let i = pieces.length - 1; i > 0; i--) {
    const before = pieces[i - 1] ?? '';
    // '…por 186.000, 150.000 en efectivo y 36.000 que nos deben': the part owed of the same sale.
    if ((CHANNEL_PIECE.test(pieces[i] ?? '') || OWED_PIECE.test(pieces[i] ?? '')) && CHANNEL_IN.test(before))
      pieces.splice(i - 1, 2, `${before} y ${pieces[i] ?? ''}`);
  }
  // '…: 890.000. Nos pagaron 300 en el momento y el resto en 2 cuotas': a part that only tells how the
  // figure before it was paid or collected, with a rest, is that movement's settlement.
  const readOnce = new Map<string, Reading>();
  const readPiece = (p: string): Reading => {
    const known = readOnce.get(p);
    if (known) return known;
    const fresh = read(p);
    readOnce.set(p, fresh);
    return fresh;
  };
  for (let i = pieces.length - 1; i > 0 && has(r, 'rest'); i--) {
    const pr = readPiece(pieces[i] ?? '');
    const next = i + 1 < pieces.length ? readPiece(pieces[i + 1] ?? '') : undefined;
    const before = readPiece(pieces[i - 1] ?? '');
    // '…y el resto nos fió a 30 días', '…y el resto quedó pa pagarle a 30 días': a rest with no figure
    // that only says when or how it is settled is the same deal's.
    const restNext =
      next !== undefined &&
      has(next, 'rest') &&
      !MOVES.some(
        (c) =>
          has(next, c) &&
          !MEANS_ONLY_CUES.has(c) &&
          !(
            (c === 'payOut' || c === 'payIn') &&
            (next.values.length === 0 || has(next, 'credit')) &&
            !FROM_BOOKS_NAMED.test(next.text)
          ),
      );
    if (
      (has(pr, 'rest') || restNext) &&
      (has(pr, 'payIn') || has(pr, 'payOut') || has(pr, 'down') || has(pr, 'advance')) &&
      !has(pr, 'sell') &&
      !has(pr, 'buy') &&
      (has(before, 'sell') || has(before, 'buy')) &&
      before.values.length > 0
    ) {
      const upTo = restNext && !has(pr, 'rest') ? i + 1 : i;
      pieces.splice(i - 1, upTo - i + 2, pieces.slice(i - 1, upTo + 1).join(' y '));
    }
  }
  // Parts of one deal ('…, nos pagaron 500 de anticipo y hoy el resto') are never cut at commas.
  if (!(['rest', 'advance', 'half', 'cost', 'down', 'unearned'] as const).some((c) => has(r, c)))
    pieces.splice(0, pieces.length, ...pieces.flatMap(atCommas));
  // '…vendimos 1.240 en efectivo y QR. Lo que se vendió nos costó 430': the cost of what was sold,
  // told in a sentence of its own, belongs to the sale before it.
  for (let i = pieces.length - 1; i > 0; i--) {
    const pr = readPiece(pieces[i] ?? '');
    const before = readPiece(pieces[i - 1] ?? '');
    if (
      has(pr, 'cost') &&
      has(before, 'sell') &&
      (!has(pr, 'sell') ||
        /(?<![a-z])(?:lo que se vendio|lo vendido|lo que vendimos)(?![a-z])/.test(pr.text)) &&
      !MOVES.some((c) => c !== 'sell' && !MEANS_ONLY_CUES.has(c) && has(pr, c))
    )
      pieces.splice(i - 1, 2, `${pieces[i - 1] ?? ''}. ${pieces[i] ?? ''}`);
  }
  if (pieces.length < 2) return null;
  const readings = pieces.map(readPiece);
  // '…y les dimos 50 de bono a cada uno': a per-head amount counts the people of an earlier part,
  // so the message is one movement read whole.
  if (
    readings
      .slice(1)
      .some((pr) => /(?<![a-z])(?:a )?cada un[oa](?![a-z])/.test(pr.text) && !pr.values.some((v) => v.qty)) &&
    readings[0]?.values.some((v) => v.qty)
  )
    return null;
  const books = new Ledger(req.state);
  const openLines = openLinesOf(books);
  const segments: string[] = [];
  /** Parts that are a bill named only by its noun and amount: read as a payment of that bill. */
  const bills = new Set<string>();
  /** Parts that are a thing bought, named only by its noun and amount. */
  const bought = new Set<string>();
  let cur = '';
  let curMoves = false;
  let curCue = false;
  const inbound = readings.map((pr) => has(pr, 'sell') || has(pr, 'payIn'));
  for (const [at, p] of pieces.entries()) {
    const pr = readings[at] as Reading;
    // 'gasoil de la furgo 60 y cobramos una clase de 45': a bill named by its noun and amount, beside
    // money coming in elsewhere in the message, is a movement of its own (counted goods are not).
    // 'planilla: recepcionista 420 y la señora de limpieza 310': a person's pay in a payroll list.
    const person = has(r, 'salary') && PERSON_PART.test(pr.text);
    const billed =
      !person &&
      // 'el paquete completo… sale en 650': a price said of what was sold, never a bill paid.
      !PRICE_STATED.test(pr.text) &&
      !PRICE_RESTATED.test(pr.text) &&
      !MOVES.some((c) => has(pr, c)) &&
      // Money partners put in is no takings beside which a thing named is a bill paid.
      !has(r, 'contribute') &&
      (inbound.some((x, j) => x && j !== at) || (shared !== null && /pag/.test(shared[0]))) &&
      pr.values.length > 0 &&
      !pr.values.some((v) => v.qty) &&
      !has(pr, 'cost') &&
      !has(r, 'cost') &&
      thingOf(pr) !== undefined;
    // 'pagamos el gas, 45, y la basura municipal, 20': a bill of its own after a payment is paid too.
    // '…la depreciación: camioneta 8 mil, barredora 3,500 y la hidrolavadora 1,400': a thing and its
    // figure after a depreciation are one more asset depreciated, never a bill paid.
    const depreciating = cur !== '' && has(readPiece(cur), 'depreciation');
    const paidToo: boolean =
      !billed &&
      !person &&
      !depreciating &&
      // 'Ya está pagada la notaría y lo del Registro. La notaría 410 y el registro 95,50': the bills
      // said paid before, their figures after.
      (curMoves || (cur !== '' && has(readPiece(cur), 'payOut') && readPiece(cur).values.length === 0)) &&
      // 'nómina de Marta 1.100 y la asesoría 150': a bill that is not pay, after a payroll, is paid too.
      (has(r, 'payOut') ||
        (has(r, 'salary') && !has(pr, 'salary') && notPay(pr) && !/^\s*(?:y\s+)?(?:a\s+)?\p{Lu}/u.test(p))) &&
      !has(r, 'buy') &&
      // '…Y con la tarjeta de débito la licencia de la tipografía, 390': how it was paid is no verb.
      !MOVES.some((c) => !MEANS_ONLY_CUES.has(c) && has(pr, c)) &&
      pr.values.length === 1 &&
      !pr.values.some((v) => v.qty) &&
      !has(pr, 'cost') &&
      thingOf(pr) !== undefined;
    if (paidToo) bills.add(p);
    // A thing of its own with an amount of its own ('y la suscripción de Genially, 9.90') is one too.
    let moves: boolean =
      billed ||
      paidToo ||
      // 'Cayó la plata de PedidosYa': money of an open invoice arrived, with no figure of its own.
      // 'por fin pagó la fintech, los 4.500': a customer named by its open invoice paid it.
      (SETTLED_WORD.test(pr.text) && namesOpenEntry(pr, openLines)) ||
      ((MOVES.some((c) => has(pr, c)) ||
        (curMoves &&
          has(r, 'buy') &&
          pr.values.length > 0 &&
          !has(pr, 'cost') &&
          // An aside in brackets with a figure ('(2 a 50)') is part of the part before it.
          !/\([^)]*\d[^)]*\)/.test(pr.text) &&
          thingOf(pr) !== undefined)) &&
        (pr.values.length > 0 ||
          FROM_BOOKS.test(pr.text) ||
          // '10 kilos de ese hilado vinieron con polilla, se los regresamos': the figure is the count at
          // the price the books hold.
          ((has(pr, 'returnSupplier') || has(pr, 'refundCustomer')) &&
            pr.mentions.some((m) => m.kind === 'qty')) ||
          namesOpenEntry(pr, openLines) ||
          // 'ya les pagamos la quincena a los chicos, y…': the one pay owed, its figure in the books.
          settlesOpen(pr, books) ||
          has(pr, 'recognizeExpense') ||
          has(pr, 'recognizeIncome')));
    if (billed) bills.add(p);
    // '…pagó los 230 que faltaban. El alquiler era 380 en total': the price restated, no movement.
    if (moves && !billed && !paidToo && PRICE_RESTATED.test(pr.text) && !MOVES.some((c) => has(pr, c)))
      moves = false;
    // 'compramos X por 5.200 y la licencia de Y por 295': a thing with its own amount, no verb of its
    // own, was bought with the verb of the part before it.
    // '…al contado y 50 de azúcar a 0,90 a 30 días': a way of paying is no verb of its own.
    const counted = COUNTED_PART.test(p);
    if (
      moves &&
      !billed &&
      !paidToo &&
      !MOVES.some((c) => (!counted || !MEANS_ONLY_CUES.has(c)) && has(pr, c)) &&
      has(r, 'buy')
    )
      bought.add(p);
    // 'eran 1.200 cada uno; nos pagaron el resto en efectivo': the rest of the movement before it.
    // '…a 185 mil c/u. Le di 3 palos al importador y lo demás me fía a 30 días': a part paid and the
    // rest owed, with no thing of its own, settle the purchase before it.
    const rest =
      has(pr, 'rest') &&
      (pr.values.length === 0 || (thingOf(pr) === undefined && !has(pr, 'sell') && !has(pr, 'buy'))) &&
      !FROM_BOOKS_NAMED.test(pr.text) &&
      // 'y le cancelé al proveedor de los marcos lo que faltaba': what was left of a debt of its own,
      // owed to someone the part names, is a settlement of its own.
      !(pr.values.length === 0 && (has(pr, 'payOut') || has(pr, 'payIn')) && PARTY.test(pr.text)) &&
      // 'le devolvimos 3 cajas…, y lo demás que le debíamos se lo pagué': what is left of the debt after
      // the return is paid in a movement of its own.
      !(
        cur !== '' &&
        has(readPiece(cur), 'returnSupplier') &&
        FROM_BOOKS.test(pr.text) &&
        has(pr, 'payOut')
      ) &&
      // 'le pagamos a Iván la nómina que le debíamos, y la comunidad nos transfirió lo que faltaba':
      // money the other way is the rest of another debt, never of the payment before it.
      !(cur !== '' && opposite(readPiece(cur), pr)) &&
      // '…la cuota del préstamo, 664; de eso 200 son intereses. Y hemos liquidado al distribuidor lo que
      // le quedaba': a loan's instalment has no rest to pay to someone else.
      !(
        cur !== '' &&
        (has(readPiece(cur), 'instalment') || has(readPiece(cur), 'interest')) &&
        has(pr, 'payOut')
      );
    // '…costo 14 c/u. 5 leashes venían malos, se los devolvimos al proveedor y nos reintegró los 70':
    // a return or refund named with no figure, whose money comes in the next part, is a movement of
    // its own, never folded into the sale before it.
    const nextRead = at + 1 < pieces.length ? readings[at + 1] : undefined;
    const namedAlone =
      cur !== '' &&
      curMoves &&
      pr.values.length === 0 &&
      (has(pr, 'returnSupplier') || has(pr, 'refundCustomer')) &&
      !has(readPiece(cur), 'returnSupplier') &&
      !has(readPiece(cur), 'refundCustomer') &&
      nextRead !== undefined &&
      nextRead.values.length > 0 &&
      !has(nextRead, 'sell') &&
      !has(nextRead, 'buy');
    // 'pagamos el seguro anual del galpón y la camioneta con Mapfre, 720…': a noun phrase with the
    // figure, after a part with none and no verb of its own, is the rest of that part.
    const coordinated =
      cur !== '' &&
      cur === pieces[at - 1] &&
      readPiece(cur).values.length === 0 &&
      pr.values.length > 0 &&
      !DONE_CUES.some((c) => has(pr, c)) &&
      /^\s*(?:y\s+)?(?:el|la|los|las)\s+[a-z]/i.test(p) &&
      !has(readPiece(cur), 'salary') &&
      // '…a don Olman lo pendiente, y la patente…, 160': a settlement from the books is whole already.
      !FROM_BOOKS.test(readPiece(cur).text) &&
      !SETTLEMENT_PART.test(readPiece(cur).text);
    // '…la primera cuota, 742,30; de eso 75,63 son intereses': a breakdown of the figure before it.
    const breakdown =
      cur !== '' &&
      /^\s*(?:y\s+)?(?:de eso|de esto|de esos|de esas|de los cuales|de las cuales|de lo cual|del cual|de la cual)(?=\s*[,:]?\s*[$€]?\s*\d)/i.test(
        p,
      );
    // '…el crédito de 12.000 a 3 años y compramos las jaulas y los bebederos, 4.800': a verb with its
    // things but no figure, whose figure comes with the next things named, opens a movement of its own.
    const nextPiece = pieces[at + 1] ?? '';
    const opensNext =
      cur !== '' &&
      curMoves &&
      !breakdown &&
      !coordinated &&
      MOVES.some((c) => !MEANS_ONLY_CUES.has(c) && has(pr, c)) &&
      pr.values.length === 0 &&
      nextRead !== undefined &&
      // ('…, 4.800 pagado por transferencia': how it was paid is no verb of another movement)
      !(['buy', 'sell', 'borrow', 'contribute', 'payIn', 'salary'] as const).some((c) => has(nextRead, c)) &&
      // (its figure in the next part, or in the one after when a comma split them)
      (nextRead.values.length > 0 || (readings[at + 2]?.values.length ?? 0) > 0) &&
      /^\s*(?:y\s+)?(?:el|la|los|las)\s+[a-z]/i.test(nextPiece) &&
      !FROM_BOOKS.test(pr.text) &&
      !settlesOpen(pr, books);
    if (breakdown) {
      cur = `${cur}, ${p}`;
    } else if (opensNext) {
      segments.push(cur);
      cur = p;
      curMoves = false;
      curCue = true;
    } else if (coordinated) {
      cur = `${cur} y ${p.replace(/^\s*y\s+/i, '')}`;
      curMoves = true;
      curCue = true;
    } else if (namedAlone) {
      segments.push(cur);
      cur = p;
      curMoves = false;
      curCue = true;
    } else if (cur && (curMoves || billed) && moves && !rest) {
      segments.push(cur);
      cur = p;
      curMoves = moves;
      curCue = MOVES.some((c) => has(pr, c));
    } else {
      // 'depreciación del sillón, y el autoclave 75.000…': a movement named in one part and its
      // figures in the next is a movement once they are read together.
      // 'devolvimos bidones por 90 y nos los descuenta': the figure first, the movement's cue after it.
      curMoves =
        curMoves ||
        moves ||
        (curCue && pr.values.length > 0) ||
        (MOVES.some((c) => has(pr, c)) && cur !== '' && readPiece(cur).values.length > 0);
      curCue = curCue || MOVES.some((c) => has(pr, c));
      cur = cur ? `${cur}. ${p}` : p;
    }
  }
  if (cur) segments.push(cur);
  if (segments.length < 2) return null;
  // 'Con la tarjeta de crédito compramos X, 289, y Y, 9.90': a way of paying said once, for all parts.
  const opening = LEADING_MEANS.exec(segments[0] ?? '');
  const parts: { text: string; reply: AssistantReply }[] = [];
  const booked = (seg: string, first: boolean): AssistantReply => {
    const said = bills.has(seg)
      ? `Pagamos ${seg.replace(/^\s+/, '')}`
      : bought.has(seg)
        ? `Compramos ${seg.replace(/^\s+/, '')}`
        : seg;
    let message = shared
      ? `${said.replace(/[\s,]+$/, '')}, ${shared[0].replace(/^[\s,]*(?:y\s+)?/i, '')}`
      : said;
    if (opening && !first && !MEANS_SAID.test(message))
      message = `${message.replace(/[\s,.]+$/, '')}, ${opening[0]}`;
    // '…a Agripac…, y de paso le transferimos 1.500 a cuenta': 'le' is whom the message named before.
    const whom = first ? null : COUNTERPARTY.exec(segments[0] ?? '');
    if (whom?.[1] && PRONOUN_ONLY.test(seg) && !/\p{Lu}/u.test(seg.replace(/^\s*\p{L}/u, '')))
      message = `${message.replace(/[\s,.]+$/, '')}, a ${whom[1]}`;
    // Each part reads the books as the parts before it left them ('devolvimos bidones por 90… y lo
    // que le quedábamos debiendo ya se lo pagamos'): the rest owed is after the return.
    // Only a part that settles what the books owe reads them so: any other part reads the books as
    // they were (a second partner's share is no later contribution, a second card charge no payment).
    const settles = FROM_BOOKS.test(normalize(seg)) || SETTLEMENT_PART.test(normalize(seg));
    return interpret({
      ...req,
      state: settles ? withParts(req.state, parts) : req.state,
      message,
      history: [],
    });
  };
  const registers = (reply: AssistantReply): boolean =>
    reply.action === 'register' && reply.transactions.length > 0;
  // A part that books nothing alone ('Luis 750 por transferencia' after 'sueldos: Ana 800') belongs
  // to the part before it: they are read again together.
  for (const seg of segments) {
    const alone = booked(seg, parts.length === 0);
    if (registers(alone)) {
      parts.push({ text: seg, reply: alone });
      continue;
    }
    const before = parts.pop();
    if (!before) {
      // The first part buys something no word names ('compramos tinta para la offset, 2.200, y…'):
      // it is asked, never folded into the line of the part after it.
      const sr = read(seg);
      if (
        sr.values.length > 0 &&
        has(sr, 'buy') &&
        !/(?<![a-z])(?:pedido|llego|llegaron|entregaron|adelant[a-z]*|anticipo)(?![a-z])/.test(r.text) &&
        thingOf(sr) === undefined
      )
        return { ...empty, action: 'clarify', response: WHAT_WAS_FIRST };
      // 'le cancelamos a la imprenta lo que le debíamos y yo me llevé 300': a settlement of its own
      // that could not be read is asked, never dropped while the rest is booked.
      return alone.action === 'clarify' && sr.values.length === 0 && SETTLEMENT_PART.test(sr.text)
        ? alone
        : null;
    }
    // 'y le regresamos a la cooperativa 20 quesos…' whose price the books do not give: a return or
    // refund of its own that could not be read is asked, never read into the part before it.
    const segCues = read(seg);
    const beforeCues = read(before.text);
    if (
      alone.action === 'clarify' &&
      (['returnSupplier', 'refundCustomer'] as const).some((c) => has(segCues, c) && !has(beforeCues, c))
    )
      return alone;
    const text = `${before.text}. ${seg}`;
    const together = booked(text, parts.length === 0);
    if (!registers(together)) {
      if (together.response === WHAT_WAS_IT) return together;
      // 'y Ane ya cobró su sueldo de enero': a settlement of its own that could not be read is asked.
      return alone.action === 'clarify' && namesOpenEntry(read(seg), openLines) ? alone : null;
    }
    // Money coming in that the part could not place ('en el mostrador entraron 1.120 de copias') is
    // asked, never folded into the payment before it as something bought.
    // A part that adds nothing to the booking of the part before it would be lost: it is asked.
    const lines = (x: AssistantReply): string =>
      x.transactions
        .map((l) => `${l.data.category}:${l.data.amount}`)
        .sort()
        .join('|');
    // 'y don Ramón cobró su segundo mes, 450 en efectivo' beside a loan's instalment: a part with a
    // figure of its own that the booking together leaves out is asked, never dropped.
    if (
      alone.action === 'clarify' &&
      lines(together) === lines(before.reply) &&
      (read(seg).values.length > 0 || namesOpenEntry(read(seg), openLines))
    )
      return alone;
    const boughtThings = (x: AssistantReply): Set<string> =>
      new Set(
        x.transactions
          .filter((l) => l.section === 'assets' && l.data.category !== ACCOUNT.cash && l.data.amount > 0)
          .map((l) => l.data.category),
      );
    const segRead = read(seg);
    const had = boughtThings(before.reply);
    const inflow = (x: AssistantReply): number =>
      x.transactions
        .filter(
          (l) => l.section === 'revenues' || (l.section === 'assets' && l.data.category === ACCOUNT.cash),
        )
        .reduce((a, l) => a + Math.max(0, l.data.amount), 0);
    if (
      has(segRead, 'payIn') &&
      segRead.values.length > 0 &&
      alone.action === 'clarify' &&
      ([...boughtThings(together)].some((c) => !had.has(c)) ||
        (inflow(before.reply) === 0 && inflow(together) === 0))
    )
      return alone;
    // A purchase of its own whose thing no word names ('y compré unos ganchos por 25') must not be
    // folded into the line of the part before it (the rent): what it was is asked.
    const sr = read(seg);
    const accounts = (x: AssistantReply): number =>
      new Set(x.transactions.filter((l) => l.data.category !== ACCOUNT.cash).map((l) => l.data.category))
        .size;
    if (
      sr.values.length > 0 &&
      BUY_OR_SPEND.some((c) => has(sr, c)) &&
      thingOf(sr) === undefined &&
      accounts(together) <= accounts(before.reply)
    )
      return { ...empty, action: 'clarify', response: WHAT_WAS_IT };
    parts.push({ text, reply: together });
  }
  if (parts.length < 2) return null;
  // A part booked again inside another ('entregamos la obra… ya nos pagó el saldo… en esa obra se
  // fueron 1.930 del material') is one movement told in two sentences: it is booked once.
  const shape = (x: AssistantReply): string[] =>
    x.transactions.map((l) => `${l.section}:${l.data.category}:${l.data.amount}:${l.data.description}`);
  const within = (a: string[], b: string[]): boolean => {
    const left = [...b];
    return a.every((k) => {
      const at = left.indexOf(k);
      if (at < 0) return false;
      left.splice(at, 1);
      return true;
    });
  };
  for (let i = parts.length - 1; i >= 0; i--) {
    const mine = shape((parts[i] as (typeof parts)[number]).reply);
    if (
      parts.some(
        (o, j) => j !== i && (mine.length < shape(o.reply).length || j < i) && within(mine, shape(o.reply)),
      )
    )
      parts.splice(i, 1);
  }
  if (parts.length < 2) return parts[0]?.reply ?? null;
  return together(
    parts.map((p) => p.reply),
    r.date,
  );
}

/** The books with the lines of the parts already read added, each part as an entry of its own. */
function withParts(state: AssistantState, parts: readonly { reply: AssistantReply }[]): AssistantState {
  if (parts.length === 0) return state;
  const next: { -readonly [K in keyof AssistantState]: AssistantState[K][number][] } = {
    revenues: [...state.revenues],
    expenses: [...state.expenses],
    assets: [...state.assets],
    liabilities: [...state.liabilities],
    equity: [...state.equity],
  };
  parts.forEach((p, i) => {
    for (const t of p.reply.transactions)
      next[t.section].push({ transactionId: `${PART_ID}${i + 1}`, ...t.data });
  });
  return next;
}

/** Replies of the parts of one message, booked in one group and told one after the other. */
function together(replies: readonly AssistantReply[], date: string | undefined): AssistantReply {
  const lines: ReplyLine[] = [];
  const texts: string[] = [];
  for (const reply of replies) {
    lines.push(...reply.transactions.map((l) => (date ? { ...l, data: { ...l.data, date } } : l)));
    const said = reply.response.replace(/^¡Listo! Registré /, '');
    // A part that was itself several movements is told as its own, never 'dos movimientos: dos movimientos:'.
    const nested = /^\d+ movimientos: /.exec(said);
    texts.push(...(nested ? said.slice(nested[0].length).split(' Además, ') : [said]));
  }
  return {
    ...empty,
    action: 'register',
    response: `¡Listo! Registré ${texts.length} movimientos: ${texts.join(' Además, ')}`,
    transactions: lines,
  };
}

/** 'pasa a gasto el mes de la póliza', 'cargue al gasto la doceava parte del seguro'. */
const PREPAID_USED =
  /,?\s*(?:y\s+)?(?:(?:ya\s+)?pas[oó]\s+(?:[a-záéíóú]+\s+){0,5}?[a-záéíóú]+\s+(?:as[ií]\s+que|entonces)\s+)?(?:p[aá]s[aeá]|pasar|c[aá]rg[aeá]|cargue|cargar|manda|mande)(?:le)? (?:tambi[eé]n |tb |adem[aá]s )?(?:a |al )?gastos? (?:el|la|lo|ese|este|esa|esta|un) (?:mes|parte|cuota|doceava|proporci[oó]n|que corresponde|renta|alquiler|arriendo)(?:[^,.;]*?\s+y\s+(?:el|la|lo) (?:mes|parte|cuota|renta|alquiler|arriendo)\b)?[^,.;]*?(?=\s+y\s+(?:la|el|las|los|mete|met[eé]|carga|cargue|registra|pasa|anota|apunta|apunte|pon|haz|hac[eé]|amortiza|deprecia|calcula)\b|\s*[,.;]|\s*$)/i;

/** '…la Urvan 308 y la Hiace 700. Y también el mes que toca del seguro anual': the verb said once. */
const PREPAID_MONTH_TOO =
  /[,.;]?\s*(?:y\s+)?(?:tambi[eé]n\s+|tb\s+|tmb\s+|adem[aá]s\s+)?(?:el|la) (?:mes|cuota|parte)(?: (?:que|q) (?:toca|corresponde|le toca|le corresponde))?(?: de este mes)? (?:del|de la|de) (?:seguro|p[oó]liza|alquiler|renta|arriendo|hosting|dominio)[^,.;]*(?:[.!]?\s*$|[.;](?=\s+\S))/i;

/** '…y del plan anual de la tienda ya se consumió un mes, mándalo al gasto': a prepayment used, said last. */
const PREPAID_CONSUMED =
  /[,.;]?\s*(?:y\s+)?(?:del|de la|de los) [^,.;]{2,50}? ya se (?:consumi[oó]|cumpli[oó]|pas[oó]|fue|us[oó]) (?:un|el|el primer) mes,?\s*(?:m[aá]ndalo|p[aá]salo|c[aá]rgalo|ll[eé]valo|ap[uú]ntalo) (?:al|a) gastos?[.!]?\s*$/i;

function monthClose(req: AssistantRequest): AssistantReply | null {
  const used =
    PREPAID_USED.exec(req.message) ??
    PREPAID_MONTH_TOO.exec(req.message) ??
    PREPAID_CONSUMED.exec(req.message);
  if (!used) return null;
  const rest = `${req.message.slice(0, used.index)}${req.message.slice(used.index + used[0].length)}`
    .replace(/^[\s,;:]*(?:y\s+)?/, '')
    .replace(/[\s,;:]*(?:y\s*)?$/, '');
  const clause = used[0].replace(/^[\s,.;]*(?:y\s+)?/, '');
  if (!rest) return null;
  const a = interpret({ ...req, message: rest, history: [] });
  // 'pasa al gasto la renta de este mes y el mes de seguro': each prepayment used is its own line.
  const uses = clause
    .split(/\s+y\s+(?=(?:el|la|lo) (?:mes|parte|cuota|renta|alquiler|arriendo)\b)/i)
    .map((u, i) =>
      i === 0 && PREPAID_USED.test(req.message)
        ? u
        : `pasa al gasto ${u
            .replace(/^\s*(?:tambi[eé]n|adem[aá]s)\s+/i, '')
            .replace(/[.!]\s*$/, '')
            // '…el mes del seguro tmb pásalo a gasto': the verb said after it is already said.
            .replace(
              /\s+(?:(?:tb|tmb|tambi[eé]n)\s+)?(?:p[aá]s[ae]lo|c[aá]rg[ae]lo|m[aá]nd[ae]lo|ll[eé]v[ae]lo)\s+(?:a|al)\s+gastos?\s*$/i,
              '',
            )}`,
    );
  const bs = uses.map((u) => interpret({ ...req, message: u, history: [] }));
  const booked = (x: AssistantReply): boolean => x.action === 'register' && x.transactions.length > 0;
  if (!booked(a) || !bs.every(booked)) return null;
  return together([a, ...bs], undefined);
}

/** The offline, deterministic Spanish interpreter. */
export function createLocalProvider(): AssistantProvider {
  return { name: 'local', reply: (req) => Promise.resolve(interpret(req)) };
}
