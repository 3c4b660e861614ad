import { cents, mulDiv, type Cents } from '../../domain';
import type { Mention } from './amounts';
import type { Msg } from './analyze';

/**
 * The amounts a movement is worth, after setting aside the amounts that play another role
 * (parts of a split, costs, interest, asides in parentheses) and multiplying quantities by unit
 * prices ('40 kilos a 12 el kilo' = 480, '3 sillas a 150' = 450).
 */
export interface Value {
  readonly cents: Cents;
  readonly start: number;
  readonly end: number;
  /** The quantity when the value is quantity × unit price. */
  readonly qty?: Mention;
  readonly unitPrice?: Cents;
  readonly priceMention?: Mention;
}

const UNIT_AFTER =
  /^\s*(?:c\/u|c\/ u|cada una|cada uno|a cada un[oa]|por cada un[oa]|cada\b|por unidad|la unidad|x unidad|por cabeza|por persona|por pieza|la pieza|el kilo|por kilo|el litro|por litro|el metro|por metro|la hora|por hora|\/u\b|\/kg|el par|la bolsa|la caja|el paquete|c\.u\.|la mensualidad|la cuota|la matricula|la inscripcion|la clase|la sesion|la noche|por noche|la entrada|por entrada|por alumn[oa]|por nin[oa]|por mascota|por perro|por auto|por carro|por coche)/;
const EACH_AFTER =
  /^\s*(?:€|\$|euros|dolares|soles|pesos)?\s*(?:a )?(?:cada una|cada uno|por cabeza|por persona)(?![a-z])/;
const UNIT_BEFORE =
  /(?:^|\s)(?:a|a \$|x|de a|a razon de|a un precio de|precio unitario de|precio unitario|cada un[oa] a|cada un[oa] por|cada un[oa] de|cada un[oa] (?:pago|abono|yapeo|plineo|transfirio|deposito|consigno|puso|dio|aporto|dejo|trajo)(?: de)?)\s*$/;

/** Money mentions that are unit prices of a quantity ('3 sillas a 150'): never a part of a split. */
/** A price times a count (in hundredths), rounded once to the cent; a sub-cent price keeps its precision. */
function timesCount(price: Mention, count: number): Cents {
  return price.fine !== undefined
    ? mulDiv(cents(price.fine), count, 10_000)
    : mulDiv(cents(price.value), count, 100);
}

export function unitPrices(msg: Msg): Set<Mention> {
  return new Set(values(msg).flatMap((v) => (v.qty && v.priceMention ? [v.priceMention] : [])));
}

export function values(msg: Msg, skip: ReadonlySet<Mention> = new Set()): Value[] {
  const text = msg.text;
  const money = msg.mentions.filter((m) => m.kind === 'money' && !skip.has(m));
  const outside = money.filter((m) => !m.inParens);
  const maxOutside = Math.max(0, ...outside.map((m) => m.value));
  // Bare numbers in parentheses next to a real amount are asides ('$8,000 ... (4 y 4)').
  // '(la comisión fue 12,90)' names what the figure is: not an aside.
  const named = (m: Mention): boolean => {
    const open = text.lastIndexOf('(', m.start);
    return (
      open >= 0 &&
      /(?<![a-z])(?:comision|comisiones|costo|coste|costaron|costo|cuesta|cuestan|salio|salieron|iva|propina|fee|cargo|tarifa)(?![a-z])/.test(
        text.slice(open, m.start),
      )
    );
  };
  const year = (m: Mention): boolean => modelYear(text, m);
  // '650 mensuales… noviembre, diciembre y enero, o sea 1.950': a monthly rate restated as the whole
  // paid is not another amount.
  const rateRestated = (m: Mention): boolean =>
    /^\s*(?:€|\$|dolares|euros|soles|pesos)?\s*(?:al mes|mensuales|mensual|por mes|x mes|cada mes)(?![a-z])/.test(
      text.slice(m.end, m.end + 20),
    ) &&
    money.some(
      (w) =>
        w.start > m.end &&
        w.value % m.value === 0 &&
        w.value / m.value >= 2 &&
        w.value / m.value <= 36 &&
        /(?<![a-z])(?:o sea|osea|es decir|en total|total|serian|son)\s*:?\s*[$€]?\s*$/.test(
          text.slice(Math.max(0, w.start - 16), w.start),
        ),
    );
  const kept = money.filter(
    (m) =>
      !year(m) &&
      !labelNumber(text, m) &&
      !rateRestated(m) &&
      !(m.inParens && !m.currency && outside.length > 0 && m.value * 10 < maxOutside && !named(m)),
  );
  const out: Value[] = [];
  const consumed = new Set<Mention>();
  // A bare whole number followed by words reads as a count when a unit price follows ('15 anuales a 199').
  const countLike = kept.filter(
    (m) =>
      !m.currency &&
      m.value % 100 === 0 &&
      m.value <= 1_000_000 &&
      /^\s+[a-z]/.test(text.slice(m.end, m.end + 3)) &&
      // '200 de señal', '50 de comisión': money named by what it is for, never a count.
      !/^\s+de\s+(?:senal|sena|anticipo|adelanto|entrada|enganche|abono|deposito|garantia|comision|descuento|propina|intereses|interes|capital|aporte|reserva|multa|recargo|iva)(?![a-z])/.test(
        text.slice(m.end, m.end + 20),
      ) &&
      // '145 cada lámpara y 300 cada silla': a figure for each thing is its price, never a count.
      !/^\s+(?:cada|c\/u|por cada|por unidad|la unidad|el par|la pieza|por pieza)(?![a-z])/.test(
        text.slice(m.end, m.end + 14),
      ) &&
      // 'la temperadora a 3,200 y un tostador a 1,150': a figure said as a price is never a count.
      !/(?<![a-z])(?:a|en|por|de a|a solo)\s+\$?\s*$/.test(text.slice(Math.max(0, m.start - 10), m.start)),
  );
  // 'trabajó 6 días a 60': days worked at a price each are a count, not a credit term ('a 6 días').
  const daysWorked = msg.mentions.filter(
    (m) =>
      m.kind === 'term' &&
      (m.termUnit === 'dia' || m.termUnit === 'semana' || m.termUnit === 'mes') &&
      !/(?<![a-z])(?:a|en|de|por|plazo|dentro de|hasta)\s*$/.test(
        text.slice(Math.max(0, m.start - 12), m.start),
      ) &&
      // '3 meses x 750': months counted at a price each.
      (m.termUnit === 'mes'
        ? /^\s*(?:x|por)\s+\$?\s*\d/.test(text.slice(m.end))
        : /^\s*,?\s*a\s+\$?\s*\d/.test(text.slice(m.end))),
  );
  const qtys = [...msg.mentions.filter((m) => m.kind === 'qty'), ...countLike, ...daysWorked].sort(
    (a, b) => a.start - b.start,
  );
  // '20 bonos de 10 clases a 90', '15 packs de 6 cervezas a 12': the inner count describes the unit
  // that is counted and priced; it is neither a count of its own nor in the way of the price.
  const inner = new Set<Mention>();
  for (const [i, q] of qtys.entries()) {
    const next = qtys[i + 1];
    if (next && /^\s+[a-z]+(?: [a-z]+){0,2} de\s+$/.test(text.slice(q.end, next.start))) inner.add(next);
  }
  // '300 garrafones a Doña Mary (sus 5 tiendas) a 1,70': a count in brackets after a count is an aside.
  for (const [i, q] of qtys.entries())
    if (q.inParens && qtys.slice(0, i).some((p) => !p.inParens)) inner.add(q);
  // '3 cuadros, uno a 900 y dos a 450': the count is broken down into parts, each with its price.
  for (const q of qtys) {
    const parts = breakdown(text, q, kept);
    if (!parts) continue;
    consumed.add(q);
    for (const part of parts) {
      consumed.add(part.price);
      consumed.add(part.count);
      out.push({
        cents: mulDiv(cents(part.price.value), part.n, 1),
        start: part.start,
        end: part.price.end,
        qty: part.count,
        unitPrice: cents(part.price.value),
        priceMention: part.price,
      });
    }
  }
  for (const q of qtys) {
    if (consumed.has(q) || inner.has(q)) continue;
    const price = kept.find(
      (p) =>
        p !== q &&
        p.start > q.end &&
        !consumed.has(p) &&
        // 'cada uno' says outright that the price is per counted thing, however far the count was.
        p.start - q.end <= (EACH_AFTER.test(text.slice(p.end, p.end + 16)) ? 160 : 80) &&
        !between(msg, q.end, p.start, inner) &&
        // 'nos costaron 6 y 11 cada uno': two figures joined by 'y' are a list, not a count and its price.
        !/^\s*(?:€|\$|euros|dolares)?\s*(?:y|e)\s*$/.test(text.slice(q.end, p.start)) &&
        // 'Ana puso 5.000 y Luis y Marta 2.500 cada uno': people between two figures make them two shares.
        !/^\s*(?:€|\$|euros|dolares|mil)?\s*(?:y|e) (?:[a-z]+ (?:y|e) )?(?:yo|nosotros|nosotras|ellos|ellas|[a-z]+ y [a-z]+)\s*$/.test(
          text.slice(q.end, p.start),
        ) &&
        // '…los 3 mil de anticipo y el resto hoy. los paneles nos salieron a 165': another sentence
        // ('Dr. Paredes' is a title; 'a 22 cada uno' says outright whose price it is).
        (!/(?<!(?<![a-z])(?:dr|dra|sr|sra|srta|av|nro|no|lic|ing|arq|sto|sta))[.;]\s/.test(
          text.slice(q.end, p.start),
        ) ||
          EACH_AFTER.test(text.slice(p.end, p.end + 16))) &&
        // A price belongs to the count in its own stretch: a verb of another clause in between
        // ('1000 colas, la peluquería… pusimos 4.250 cada una') separates them.
        (!/[,;:.]\s.*\b(?:pusimos|pusieron|puse|puso|pagamos|pague|compramos|vendimos|cobramos|depositamos|metimos|aportamos|tenemos|hicimos|abrimos|arrancamos)\b/.test(
          text.slice(q.end, p.start),
        ) ||
          chargedEach(text.slice(q.end, p.start), text.slice(p.end, p.end + 16))),
    );
    if (!price) continue;
    const before = text.slice(Math.max(0, price.start - 20), price.start);
    const after = text.slice(price.end, price.end + 16);
    // '12 membresías anuales de 199', '2 laptops de 1,100': a price attached to counted things is per unit.
    // Only a few words of the thing in between: 'diccionarios y nos giró un anticipo de 600' is two facts.
    const inBetween = text.slice(q.end, price.start).replace(/\s+de\s*\$?\s*$/, '');
    const attached =
      /(?:^|\s)de\s*\$?\s*$/.test(before) &&
      /^[a-z ]*$/.test(inBetween) &&
      !/(?<![a-z])(?:y|e|total)(?![a-z])/.test(inBetween) &&
      // 'las 10 baterías que habían separado con el avance de 20 mil': a payment of its own, not the unit.
      !/(?<![a-z])(?:que|avance|anticipo|adelanto|sena|senal|abono|deposito)(?![a-z])/.test(inBetween) &&
      !/^\s*(?:en total|total|entre)/.test(after);
    // '37 clínicas pagaron el plan básico de 49 y 12 el plan pro de 99': a second count of the same
    // kind, its price attached to the thing named after it.
    const parallel =
      q.kind === 'money' &&
      out.some((v) => v.qty) &&
      /^\s+(?:el|la|los|las) [a-z ]+ de\s*\$?\s*$/.test(text.slice(q.end, price.start));
    const unit =
      UNIT_AFTER.test(after) || UNIT_BEFORE.test(before) || (attached && (q.kind === 'qty' || parallel));
    if (!unit) continue;
    consumed.add(price);
    consumed.add(q);
    // '3 cajas de 12 botellas a 2 la botella': the price is of the inner unit.
    const within = qtys.find((m) => inner.has(m) && m.start > q.end && m.start < price.start);
    const stem = within?.unit?.slice(0, 5);
    const perInner =
      within !== undefined &&
      stem !== undefined &&
      stem.length >= 3 &&
      new RegExp(`^\\s*(?:€|\\$|euros|dolares)?\\s*(?:la|el|por|cada) ${stem}`).test(after);
    const times = perCounted(text, q, after);
    out.push({
      cents: mulDiv(mulDiv(timesCount(price, q.value), perInner ? within.value : 100, 100), times, 1),
      start: q.start,
      end: price.end,
      qty: q,
      unitPrice: cents(price.value),
      priceMention: price,
    });
  }
  // 'Google Workspace 6,80 x 2 usuarios': a price said first, times the count after it.
  for (const m of kept) {
    if (consumed.has(m)) continue;
    const q = qtys.find(
      (x) =>
        !consumed.has(x) &&
        x.kind === 'qty' &&
        x.start > m.end &&
        /^\s*(?:€|\$|euros|dolares)?\s*x\s*$/.test(text.slice(m.end, x.start)),
    );
    if (!q) continue;
    consumed.add(m);
    consumed.add(q);
    out.push({
      cents: timesCount(m, q.value),
      start: m.start,
      end: q.end,
      qty: q,
      unitPrice: cents(m.value),
      priceMention: m,
    });
  }
  for (const m of kept) {
    if (consumed.has(m)) continue;
    out.push({ cents: cents(m.value), start: m.start, end: m.end });
  }
  return out.sort((a, b) => a.start - b.start);
}

const BREAKDOWN_HEAD = /^\s+[a-z]+(?:\s+(?!y\s|e\s)[a-z]+){0,4}\s*[,:]\s*/;
// 'uno grande de 300', 'otro de 85': a word or two may describe the part before its price.
const BREAKDOWN_PART =
  /(?:^|\s*(?:,|\by\b|\be\b)\s*)(uno|una|otro|otra|\d+)(?:\s+(?!a\b|de\b|por\b|y\b)[a-z]+){0,2}\s+(?:a|de|por)\s+\$?\s*(?=\d)/gy;

/**
 * The parts a count is broken into right after it ('3 fletes, dos de 80 y uno de 120'): each part's
 * count and price, when the counts add up to the whole.
 */
function breakdown(
  text: string,
  q: Mention,
  money: readonly Mention[],
): { n: number; count: Mention; price: Mention; start: number }[] | undefined {
  const head = BREAKDOWN_HEAD.exec(text.slice(q.end));
  if (!head) return undefined;
  let at = q.end + head[0].length;
  const parts: { n: number; count: Mention; price: Mention; start: number }[] = [];
  for (;;) {
    BREAKDOWN_PART.lastIndex = 0;
    const m = BREAKDOWN_PART.exec(text.slice(at));
    const said = m?.[1];
    if (!m || !said) break;
    const priceAt = at + m[0].length;
    const price = money.find((p) => p.start === priceAt);
    if (!price) break;
    const n = /^\d+$/.test(said) ? Number(said) : 1;
    const start = at + m[0].indexOf(said);
    // 'uno de 120' has no number to point at: its count is the word itself, one of the things counted.
    const count = money.find((p) => p.start === start && p !== price) ?? {
      kind: 'qty' as const,
      value: 100,
      start,
      end: start + said.length,
      currency: false,
      inParens: false,
      ...(q.unit ? { unit: q.unit } : {}),
    };
    parts.push({ n, count, price, start });
    at = price.end;
  }
  if (parts.length < 2) return undefined;
  return parts.reduce((a, p) => a + p.n, 0) === q.value / 100 ? parts : undefined;
}

/**
 * '6 pantallas a clientes, cobramos 45 por cada una': charging a price for each one names the
 * counted things of the clause before, across the comma.
 */
function chargedEach(between: string, after: string): boolean {
  return (
    /[,;]\s*(?:y\s+)?(?:les\s+|le\s+)?(?:cobramos|cobre|cobraron|cobro)\s*(?:a\s+)?\$?\s*$/.test(between) &&
    /^\s*(?:€|\$|euros|dolares)?\s*(?:por cada un[oa]|cada un[oa]|c\/u|por unidad)(?![a-z])/.test(after)
  );
}

/**
 * '12 perros a 15 cada paseo, 3 paseos por perro': the price is of another unit than the one counted,
 * and the message says how many of it each counted thing took; 1 when it does not.
 */
function perCounted(text: string, q: Mention, after: string): number {
  const priced =
    /^\s*(?:€|\$|euros|dolares)?\s*(?:(?:por )?cada un[oa] )?(?:cada|por|el|la|al) ([a-z]{3,})/.exec(
      after,
    )?.[1];
  const counted = /^\s+([a-z]{4,})/.exec(text.slice(q.end))?.[1];
  // '3 cabañas x 4 noches a 120 la noche': a count of things, each taken that many units.
  const outer = /(?<![\d.,])(\d+) [a-z]{3,}(?: [a-z]+)? (?:x|por) $/.exec(
    text.slice(Math.max(0, q.start - 30), q.start),
  );
  if (outer?.[1] && counted && (!priced || priced.slice(0, 4) === counted.slice(0, 4))) {
    const n = Number(outer[1]);
    if (Number.isInteger(n) && n > 1 && n < 1000) return n;
  }
  if (!priced || !counted || priced.slice(0, 4) === counted.slice(0, 4)) return 1;
  // '5 bicis a 15 cada una el día, 3 días': a price by time, and how long each was taken.
  const span = TIME_UNIT.has(priced) ? timesSaid(text, priced) : undefined;
  if (span) return span;
  // '5 noches por huésped', '5 días cada uno': how many of the priced unit each counted one took.
  const each = new RegExp(
    `(?<![\\d.,])(\\d+) ${priced.slice(0, 4)}[a-z]* (?:(?:por|cada|a cada|para cada) (?:un |una )?${counted.slice(0, 4)}|cada uno|cada una|c/u)`,
  ).exec(text);
  const n = each?.[1] ? Number(each[1]) : 1;
  return Number.isInteger(n) && n > 1 && n < 1000 ? n : 1;
}

const TIME_UNIT = new Set(['dia', 'noche', 'hora', 'semana', 'mes']);

/** A lone 'N días' (not a term: 'a 3 días', 'en 3 días') counting the priced unit of time. */
function timesSaid(text: string, unit: string): number | undefined {
  const m = new RegExp(
    `(?<!(?:a|en|de|plazo|dentro de|hasta|los|las|cada)\\s)(?<![\\d.,])(\\d+) ${unit.slice(0, 3)}[a-z]*(?![a-z])(?! (?:por|cada|a cada|para cada) )`,
  ).exec(text);
  const n = m?.[1] ? Number(m[1]) : undefined;
  return n !== undefined && Number.isInteger(n) && n > 1 && n < 1000 ? n : undefined;
}

/** True when another quantity sits between a quantity and a candidate price (each qty takes the nearest). */
function between(msg: Msg, from: number, to: number, skip: ReadonlySet<Mention>): boolean {
  return msg.mentions.some((m) => m.kind === 'qty' && !skip.has(m) && m.start > from && m.start < to);
}

/** Per-unit cost words in a sale ('cada bolsa nos cuesta 6,25', 'costo unitario 3.20'). */
export function isUnitCost(msg: Msg, m: Mention): boolean {
  const before = msg.text.slice(Math.max(0, m.start - 50), m.start);
  const after = msg.text.slice(m.end, m.end + 16);
  return (
    /(?:cada|c\/u|por unidad|unitari[oa]|la unidad|cada una?)\b[^.]*$/.test(before) ||
    UNIT_AFTER.test(after) ||
    // 'de las que compramos a 22': the price each was bought at.
    /(?<![a-z])(?:que )?(?:compramos|compre|compraron|pagamos|pague|trajimos|traje|habiamos comprado|habia comprado|habian comprado) a\s*\$?\s*$/.test(
      before,
    )
  );
}

/** 'un Mercedes Accelo 2018 a 32.000', '200 agendas 2025 a 11 mil': a year before a price is neither money nor a count. */
export function modelYear(text: string, m: Mention): boolean {
  return (
    !m.currency &&
    m.value >= 198_000 &&
    m.value <= 203_500 &&
    m.value % 100 === 0 &&
    /^(?:19|20)\d\d$/.test(text.slice(m.start, m.end)) &&
    (/^\s+(?:a|por|en)\s+\$?\s*\d/.test(text.slice(m.end, m.end + 10)) ||
      // '200 agendas 2025 para personalizar a 11 mil': counted things, their year, then their price.
      (/(?<![\d.,])\d+\s+[a-z]+\s+$/.test(text.slice(Math.max(0, m.start - 30), m.start)) &&
        /^(?:\s+[a-z]+){1,3}\s+(?:a|por)\s+\$?\s*\d/.test(text.slice(m.end, m.end + 40)))) &&
    !/^\s+(?:a|por|en)\s+\$?\s*\d+\s*(?:dias|meses|semanas|cuotas|anos)/.test(text.slice(m.end, m.end + 24))
  );
}

/**
 * 'el carro 1 para las clases', 'los dos monitores de 27': a number that names a thing or gives its
 * size (a unit's number, a screen's inches) is neither money nor a count.
 */
export function labelNumber(text: string, m: Mention): boolean {
  if (m.currency) return false;
  const said = text.slice(m.start, m.end);
  const before = text.slice(Math.max(0, m.start - 40), m.start);
  const after = text.slice(m.end, m.end + 12);
  // 'la 1ª cuota', 'el 2º pago': an ordinal.
  if (/^\d{1,2}$/.test(said) && /^[ªº°]/.test(after)) return true;
  // A day of the month can only be 1 to 31; a currency or a scale after a figure makes it money.
  const day = /^\d{1,2}$/.test(said) && Number(said) >= 1 && Number(said) <= 31;
  const moneyAfter = /^\s*(?:€|\$|dolares|euros|soles|pesos|mil|k)(?![a-z])/.test(after);
  // 'el 5 le transferimos el sueldo', 'día 1: le pagamos la nómina': a day of the month said first.
  if (
    day &&
    /(?:^|[.;!?,]\s*|:\s*|\s(?:y|e)\s+)(?:el|dia|hoy|ayer|(?:ya|hoy) es|ya estamos a|estamos a|hoy estamos a)\s+$/.test(
      text.slice(Math.max(0, m.start - 16), m.start),
    ) &&
    /^\s*[:,]?\s*(?:le|les|nos|se|me|ya|pagamos|pague|cobramos|transferimos|hicimos|compramos|vendimos|llego|llegaron|entro|entraron)(?![a-z])/.test(
      after,
    )
  )
    return true;
  // 'se lo pagamos el día 5 por transferencia': a day of the month named as one, never an amount.
  if (
    day &&
    /(?<![a-z])dia\s+$/.test(before) &&
    !/(?<![a-z])(?:por|al|cada|x|el mismo|un|una|otro) dia\s+$/.test(before) &&
    !moneyAfter
  )
    return true;
  // 'se lo pagamos el 5 por transferencia': a day after a promise to pay, never an amount.
  if (
    day &&
    /(?<![a-z])(?:se (?:lo|la|los|las|le|les) (?:pagamos|pago|paga|pagan|pagara|pagaremos|transferimos|transferiremos|depositamos|damos|daremos)|(?:lo|la) (?:cobra|cobran|cobrara))\s+(?:el|este)\s+$/.test(
      before,
    ) &&
    !moneyAfter
  )
    return true;
  // 'se lo pagamos el 5 del que viene', 'el 10 del mes próximo': a day of a month to come.
  if (
    day &&
    /(?<![a-z])(?:el|para el|antes del|hasta el)\s+$/.test(before) &&
    /^\s+(?:de|del)\s+(?:(?:mes\s+)?que viene|mes\s+(?:proximo|siguiente|entrante)|proximo(?:\s+mes)?|siguiente(?:\s+mes)?|otro mes|mes)(?![a-z])/.test(
      text.slice(m.end, m.end + 30),
    )
  )
    return true;
  // 'del 22 al 30 de diciembre': the first day of a range of dates.
  if (
    /^\d{1,2}$/.test(said) &&
    /(?<![a-z])(?:del|desde el|entre el)\s+$/.test(before) &&
    // (a date read out of the text leaves blanks where it was)
    /^\s+(?:al|hasta el|y el)(?:\s+\d{1,2}\s+de\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)(?![a-z])|\s{3,}|\s*$)/.test(
      text.slice(m.end, m.end + 30),
    )
  )
    return true;
  if (
    /^\d{2}$/.test(said) &&
    /(?<![a-z])(?:monitor|monitores|pantalla|pantallas|tele|teles|televisor|televisores|tv|tvs|smart tv) de\s+$/.test(
      before,
    ) &&
    !moneyAfter
  )
    return true;
  return (
    /^\d$/.test(said) &&
    /(?<![a-z])(?:el|la|del|de la) (?:carro|auto|coche|moto|camion|camioneta|aula|sala|local|consultorio|box|cabina|habitacion|cuarto|piso|nivel|puesto|bus|buseta|unidad|van|furgoneta|sucursal|tienda|estacion|modulo|salon|cohorte|grupo|turno|nivel|edicion|temporada|generacion|promocion|fase|etapa)\s+$/.test(
      before,
    ) &&
    /^(?:\s+(?:para|pa|de|del|que|es|ya|va|y|con|en)\b|\s*[,.;()]|\s*$)/.test(after)
  );
}
