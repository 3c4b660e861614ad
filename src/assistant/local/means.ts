import { add, cents, mulDiv, sub, sum, type Cents } from '../../domain';
import { termMonths, type Mention } from './amounts';
import type { Msg } from './analyze';
import { clauses, type Clause } from './clauses';
import { ASSET_CONCEPTS, EXPENSE_CONCEPTS, findConcepts, REVENUE_CONCEPTS } from './lexicon';
import { modelYear, unitPrices } from './values';

/**
 * Means of payment and splits: how a movement was paid or collected ('con la débito', 'a 30 días',
 * 'con la tarjeta de crédito', 'con un crédito del banco') and how a total divides between them
 * ('400 de contado y el resto a crédito', 'mitad y mitad', 'el 30% al contado').
 */
export type Means = 'cash' | 'credit' | 'card' | 'loan';

export type PartKind = 'amount' | 'rest' | 'fraction' | 'vague';

export interface Part {
  readonly means: Means;
  readonly kind: PartKind;
  readonly cents?: Cents;
  readonly num?: number;
  readonly den?: number;
  readonly mention?: Mention;
}

export interface MeansInfo {
  readonly parts: readonly Part[];
  /** Means named anywhere without an amount of their own. */
  readonly global: ReadonlySet<Means>;
  /** Loan term in months when stated ('a 24 meses', 'a 3 años', 'largo plazo' = 24). */
  readonly loanMonths?: number;
  /** Mentions consumed as amounts of parts. */
  readonly used: ReadonlySet<Mention>;
}

const LOAN_RE =
  /(?<![a-z])(prestamo (?:del|de un|con el|con un) banco|prestamo bancario|prestamo|credito (?:bancario|del banco|con el banco|de (?:un|el) banco|hipotecario|de consumo)|credito que nos (?:dio|dieron|aprobo|aprobaron) el banco|financiad[ao]s? (?:por|con) (?:el|un) banco|financiacion|financiamiento|hipoteca|linea de credito|con (?:un|el) credito|leasing|(?:en |a )?\d+ (?:cuotas|meses|letras|mensualidades) (?:al|con el|del|con un) banco|el banco (?:nos )?(?:financio|presto|puso)|financi[a-z]* (?:por )?(?:el|la) (?:banco|caja|financiera|cooperativa)|(?:el|la) (?:banco|caja|financiera|cooperativa)(?: [a-z]+)? (?:nos |me )?(?:lo |la |los |las )?(?:ha |han )?(?:financio|financiaron|financiado)|con (?:un |el )?credito (?:de|del|con) (?:la |el )?(?:banco|caja|financiera|cooperativa)|(?:le|les) (?:pago|pagaron|ha pagado|han pagado) (?:ellos |el banco |la caja )?(?:directo|directamente) al (?:proveedor|vendedor|concesionario|fabricante|importador|distribuidor)|(?:lo|la|los|las|le|les) (?:paga|pago|pagara|pagaron|pone|puso|cubre|cubrio|desembolso|giro) (?:directo |directamente )?(?:el banco|la financiera|la caja|la cooperativa|la entidad)|(?:el banco|la financiera|la caja|la cooperativa|la entidad) (?:se )?(?:lo|la|los|las|le|les) (?:paga|pago|pagara|pagaron|pone|puso|cubre|cubrio|desembolso|giro)(?: directo| directamente)? (?:al|a la) (?:proveedor|proveedora|vendedor|vendedora|concesionario|concesionaria|fabricante|importador|importadora|distribuidor|distribuidora|tienda|agencia))(?![a-z])/;
/** Money from a loan already received, spent now: a cash payment, never new financing. */
const LOAN_FUNDS =
  /(?<![a-z])(?:(?:con|usando|de|del|con parte de|con todo) (?:el|la|los|las|lo)? ?(?:dinero|plata|fondos|lana|pasta|guita|platica|monto|efectivo|billete|plata que entro) (?:del|de la|de los|que (?:nos )?(?:dio|dieron|presto|prestaron|desembolso|desembolsaron) (?:el|la)?) ?(?:prestamo|credito|financiamiento|financiacion|banco|financiera)|con lo que (?:nos )?(?:prestaron|presto|dieron|dio|desembolsaron|desembolso)(?: el banco| la financiera| mi [a-z]+)?|con (?:el|la) (?:prestamo|credito) que (?:ya )?(?:nos )?(?:dieron|dio|prestaron|presto|desembolsaron|desembolso|aprobaron|aprobo|sacamos|pedimos)|usamos (?:el|la) (?:prestamo|credito|plata del prestamo|dinero del prestamo) para|(?:del|de lo del|de la plata del|del dinero del) (?:prestamo|credito|financiamiento) (?:(?:que|del|de) [a-z]+ )?(?:tambien |ya |ademas )?(?:salieron|salio|sacamos|saque|pagamos|pague|usamos|use|tomamos|tome|cogimos|agarramos)|(?:usamos|use|utilizamos|utilice|tomamos|tome|gastamos|destinamos|agarramos|cogimos) (?:parte|una parte|algo|un poco|otra parte|el resto|lo que quedaba|lo que queda)(?: de la plata| del dinero)? (?:del|de lo del) (?:prestamo|credito|financiamiento)|con (?:parte|una parte|el resto|lo que quedaba|lo que queda) (?:del|de lo del|de la plata del|del dinero del) (?:prestamo|credito|financiamiento)|con lo del (?:prestamo|credito)|(?:^|(?<=[,;.]\s)|(?<=\sy\s))con (?:el|ese|este) (?:prestamo|credito)(?= (?:ya |ahi |al toque |de una )?(?:hemos |he )?(?:pagad[oa]|pagamos|pague|compramos|compre|comprado|adquirimos))|(?:con|usando) (?:el|la|los|las) (?:dinero|plata|fondos|lana|pasta|guita|platica) (?:del|de la) (?:ico|caja [a-z]+|cooperativa|financiera|mutual)|con lo (?:ultimo |poco )?que (?:quedaba|sobro|nos quedaba|nos sobro) (?:del|de la) (?:prestamo|credito|financiamiento|ico)|de lo que (?:nos )?(?:prestaron|presto|desembolsaron|desembolso))(?![a-z])/;
export const spendsLoanMoney = (text: string): boolean => LOAN_FUNDS.test(text);
const CARD_RE =
  /(?<![a-z])(tarjeta de credito|tarjetas de credito|la de credito|tdc|tarjeta corporativa de credito|visa de credito|con la visa|american express|amex|(?:cargad[oa]s?|cargamos|cargue) (?:a|en) la (?:tarjeta|visa|master|tc)(?! de debito| debito))(?![a-z])/;
const CREDIT_RE =
  /(?<![a-z])(a credito|credito|a \d+ dias|(?<!(?:(?<!(?<![a-z])a )los|estos|esos|durante|unos|primeros|ultimos) )(?<![\d.,])\d+ dias(?! cada| c\/u| por (?:cabeza|persona|perro|cliente|huesped|nino|alumno)| a \$?\d)|a \d+ meses|en \d+ meses|fiad[oa]s?|al fiado|debiendo|a deber|le debemos|debemos|debo|(?:nos|me) (?:debe|deben|adeuda|adeudan)|lo debemos|lo quedamos debiendo|quedamos a deber|a plazos|en plazos|\d+ plazos|en cuotas|\d+ cuotas|en letras|\d+ letras|en \d+ letras|pendiente de pago|pendiente de cobro|queda pendiente|quedo pendiente|quedan pendientes|esta pendiente|estan pendientes|sigue pendiente|(?:la |lo |el )?dejamos pendiente|por pagar|por cobrar|factura pendiente|despues(?! de (?:\d+ |un |una |unos |unas |varios |varias |muchas |muchos )?(?:semanas?|dias?|horas?|meses|mes|rato|tanto|tramites|colas|papeleo)(?![a-z]))(?<!(?:^|[.;:!]\s*|,\s*|y\s+|e\s+)despues(?=,? (?:(?:nomas|ya) )?(?:pagamos|pague|fuimos|fui|compramos|compre|cobramos|cobre|vendimos|vendi|hicimos|hice|transferimos|transferi|pasamos|pase)(?![a-z])))|mas adelante|el mes que viene|la otra semana|la semana que viene|la proxima semana|el otro mes|el proximo mes|a fin de mes|(?:me|nos) paga(?:ra|n|ran)? (?:a|en|el|la)|(?:me|nos) (?:lo |la |los |las )?(?:paga(?:ra|n|ran)?|pasan|pasa|pasara|pasaran|dan|da|dara|daran|transfieren|transfiere|depositan|deposita|yapean|yapea)(?=\s*$|\s{2,}| (?:manana|pasado manana|luego|despues|mas tarde|esta semana|la otra semana|la semana que viene|a fin de mes|a final de mes|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)))|pagara|pagaran|se (?:lo|la|los|las) (?:pago|pagare|pagaremos|doy|dare|daremos|consigno|consignare|transfiero|transferire|deposito|depositare|yapeo|paso|mando)(?![a-z])(?! (?:ayer|anoche|esta manana|hoy))|se (?:le |les |lo |la |los |las )?(?:paga|pagara|pagaran)(?: (?:el|a|en|la|dentro)|(?=\s*$|\s{2,}))|le pagamos a (?:\d+ dias|\d+ meses|fin de mes|final de mes)|sin pagar|sin cobrar|(?<!(?:pagamos|pague|pagado|pagada|cobramos|cobre|cobrado|cobrada)(?: [a-z]+){0,4} )al (?:terminar|finalizar|acabar)|cuando (?:termine|terminemos|terminen|acabe|acabemos|finalice)|(?:resto|saldo|otro \d+ ?%|otra mitad|lo demas|lo que falta|restante)(?: [a-z0-9%]+){0,3} cuando|no (?:lo |la )?(?:hemos )?pagado|todavia no|aun no)(?![a-z])/;
const CASH_RE =
  /(?<![a-z])(efectivo|en efectivo|en efe|en efvo|contado|al contado|de contado|(?<!\d |\d(?:[€$]| (?:€|\$|dolares|euros|soles|pesos|lempiras|quetzales|colones|bolivianos))? (?:la|por|cada|x) |una |cada )caja(?! de (?!ahorro)| con)|en caja|cash|billetes|en billete|(?<!(?:una|cada|unas|dos|tres|\d+) )(?:transferencia|transferencias)(?! internacional| al exterior| interbancaria)|transferi|transferimos|transfirio|transfirieron|transferid[oa]s?|por banco|del banco|desde el banco|en el banco|al banco|de la cuenta|en la cuenta|cuenta bancaria|cuenta corriente|cuenta de la empresa|tarjeta de debito|la debito|debito|con tarjeta|con la tarjeta|la tarjeta|bizum|yape|plin|nequi|daviplata|sinpe|ach|yappy|tigo money|zelle|pago movil|pagomovil|binance|payoneer|transfiya|cuenta dni|uala|abitab|redpagos|rapipago|pago ?facil|oxxo|mercado ?pago|(?<=(?:por|con|via|x|en) )mp|paypal|pasarela|pasarela de pago|stripe|cheque|deposito(?! (?:dental|de materiales|de madera|de maderas|de construccion|de bebidas|ferretero))|depositad[oa]s?|depositamos|domiciliad[oa]s?|domiciliacion|domiciliaron|cargo en cuenta|pasad[oa]s? por (?:el )?banco|debitad[oa]s? (?:de|en) (?:la )?cuenta|cargad[oa]s? en (?:la )?cuenta|(?<!(?:del|de la|de un|de una|para el|para la|un|una|nuevo|nueva) )(?:tpv|datafono)|inicial|de inicial|de entrada|(?<=\d(?: mil)? )de entrega|entrada|enganche|de pie|cuota inicial|pago inicial|cobrad[ao]s?|cobramos|cobre|cobraron|cobrando|ya pagad[ao]s?|pagad[ao]s?|(?:nos|me) (?:ha |han )?(?:pago|pagaron|pagado|abono|abonaron|transfirio|transfirieron)|(?:nos|me) (?:la|lo|las|los) (?:pago|pagaron|transfirio|transfirieron|pasaron|paso|consignaron|consigno|depositaron|deposito|abonaron|abono)|(?<!se )(?:la|lo|las|los) (?:consignaron|consigno|depositaron|deposito)|consignad[oa]s?|spei|(?<!factura |facturas |presupuesto |pedido |su factura )por la web|por la tienda online|en el momento|en el acto|al momento|en mano|en la mano|(?:ahora|ahorita)(?! (?:mismo )?(?:compr|vend|pedi|encarg|contrat|alquil|arrend|hicimos|hice|fuimos|fui|llego|llegaron)[a-z]*)|al tiro|al toque)(?![a-z])/;
const REST_RE =
  /(?<![a-z])(resto|lo restante|restante|la diferencia|lo demas|el saldo|lo que falta|lo que queda|la otra mitad|otra mitad|el otro \d+ ?%|lo otro|la otra parte)(?![a-z])/;
const PAID_NOW =
  /(?<![a-z])(pagamos|pague|abonamos|abone|dimos|di|adelantamos|dejamos|entregamos|pagaron|abonaron|adelantaron|dejaron|pago|abono|adelanto|dejo|dio|giramos|gire|pasamos|pase|transferimos|transferi|consignamos|consigne|depositamos|deposite|mandamos|mande|yapeamos|yapee|(?:hemos|he) (?:pagado|dado|abonado|adelantado|dejado|transferido|pasado|girado|mandado))(?![a-z])/;
const OBJECTS = [...EXPENSE_CONCEPTS, ...ASSET_CONCEPTS, ...REVENUE_CONCEPTS];

/** A clause that names what is bought or sold carries an item's amount, not a part of a split. */
function namesSomething(text: string): boolean {
  return findConcepts(text, OBJECTS).some(
    (h) =>
      h.concept.weight > 0 &&
      !DOWN_PAYMENT.test(text) &&
      // 'le dimos 500 al vendedor': the seller the part went to, not staff paid for their work.
      !(
        h.concept.tags?.includes('salary') &&
        /(?<![a-z])(?:al|a la|a los|a las)\s+$/.test(text.slice(0, h.start))
      ),
  );
}

const DOWN_PAYMENT = /(?<![a-z])(inicial|entrada|enganche|de pie|anticipo|senal)(?![a-z])/;
const HALF_RE = /(?<![a-z])(mitad|medio y medio|50 ?%)(?![a-z])/;
/** Fractions said in words ('dos tercios', 'la cuarta parte'), as numerator and denominator. */
const FRACTIONS: readonly (readonly [RegExp, number, number])[] = [
  [/(?<![a-z0-9])(?:(?:dos|2) tercios|(?:las )?(?:dos|2) terceras partes)(?![a-z])/, 2, 3],
  [/(?<![a-z0-9])(?:(?:un|1) tercio|(?:la |una )?tercera parte)(?![a-z])/, 1, 3],
  [/(?<![a-z0-9])(?:(?:tres|3) cuartos|(?:las )?(?:tres|3) cuartas partes)(?![a-z])/, 3, 4],
  [/(?<![a-z0-9])(?:(?:un|1) cuarto|(?:la |una )?cuarta parte)(?![a-z])/, 1, 4],
];
const fractionIn = (text: string): readonly [number, number] | undefined => {
  const hit = FRACTIONS.find(([re]) => re.test(text));
  return hit ? [hit[1], hit[2]] : undefined;
};
const VAGUE_RE =
  /(?<![a-z])(una parte|parte|otra(?! (?:semana|vez|dia|quincena|mes|ano))|otra parte|algo|un poco|lo otro)(?![a-z])/;

const PER_TIME_COUNT =
  /(?<![a-z])((?:el|por|al|cada|la) (?:dia|noche|hora|semana)),? \d+ (?:dias|noches|horas|semanas)(?![a-z])/g;

/** The means named in a stretch of text, strongest first: a bank loan, a credit card, trade credit, cash. */
export function meansIn(text: string): Means[] {
  const found: Means[] = [];
  // The term of a deposit or a contract is not a credit term ('plazo fijo a 18 meses').
  let rest = text.replace(
    /(?<![a-z])(plazo fijo|deposito|garantia|fianza|contrato|seguro|suscripcion)[^,.;]*?(?:a|de|por) \d+ (?:meses|anos)/g,
    ' ',
  );
  // 'la tarjeta de la empresa (la de débito)': the company's debit card is its bank account.
  rest = rest.replace(
    /(?<![a-z])tarjeta (?:de la empresa|del negocio|corporativa|empresarial)[ ,(]{0,3}(?:la )?(?:de )?debito\)?/g,
    ' debito ',
  );
  // 'con la plata del préstamo compramos…': money a loan brought in earlier pays now, from the bank.
  if (LOAN_FUNDS.test(rest)) {
    found.push('cash');
    rest = rest.replace(new RegExp(LOAN_FUNDS.source, 'g'), ' ');
  }
  if (LOAN_RE.test(rest)) {
    found.push('loan');
    rest = rest.replace(new RegExp(LOAN_RE.source, 'g'), ' ');
  }
  if (CARD_RE.test(rest)) {
    found.push('card');
    // '6 meses sin intereses' with a card is the card's instalment plan, not supplier credit.
    rest = rest
      .replace(new RegExp(CARD_RE.source, 'g'), ' ')
      .replace(/(?<![a-z])(?:a|en) \d+ (?:meses|cuotas)(?: sin intereses)?/g, ' ');
  }
  if (CREDIT_RE.test(rest)) found.push('credit');
  if (CASH_RE.test(rest)) found.push('cash');
  return found;
}

/** 'en dos partes: 1.200 hoy y 1.000 el mes que viene': an amount said with today alone was paid now. */
const PART_TODAY =
  /^[\s:,]*(?:\$|€)?\s*\d[\d.,]*\s*(?:€|\$|dolares|euros|soles|pesos)?\s+(?:hoy|hoy mismo|ya|en el dia)\s*$/;

/**
 * '1.000 hoy y 2.000 en diciembre': an amount said with a month still to come, or with the end of
 * the job, is owed.
 */
const PART_LATER =
  /^[\s:,]*(?:y\s+)?(?:\$|€)?\s*\d[\d.,]*\s*(?:€|\$|dolares|euros|soles|pesos)?\s+(?:(?:en|para|a|hacia)\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|navidad|fin de ano)|(?:al|a la|contra) (?:terminar|acabar|entrega|entregar|final de la obra|fin de la obra)|cuando (?:termine|terminemos|acabe|acabemos|entregue|entreguemos|este lista?|esten listos?))\s*$/;

export function analyzeMeans(msg: Msg): MeansInfo {
  const parts: Part[] = [];
  const global = new Set<Means>();
  const used = new Set<Mention>();
  // '15 el día, 3 días': how long a thing priced by the day was taken, never a credit term.
  const list = clauses(
    msg.text.replace(PER_TIME_COUNT, (m: string, head: string) => head + ' '.repeat(m.length - head.length)),
  );
  const unit = unitPrices(msg);
  const hasRest = list.some((c) => REST_RE.test(c.text));
  for (const c of list) {
    // 'pagamos 400 y el resto lo debemos': a paid amount beside a rest is the cash part.
    const found =
      ((hasRest || VAGUE_RE.test(c.text)) && PAID_NOW.test(c.text)) || PART_TODAY.test(c.text)
        ? meansIn(c.text).length === 0
          ? (['cash'] as Means[])
          : meansIn(c.text)
        : PART_LATER.test(c.text) && meansIn(c.text).length === 0
          ? (['credit'] as Means[])
          : meansIn(c.text);
    const means = found[0];
    if (!means) continue;
    const inClause = msg.mentions.filter((m) => m.start >= c.start && m.start < c.end);
    const moneyHere = inClause.filter((m) => m.kind === 'money' && !unit.has(m) && !modelYear(msg.text, m));
    const pct = inClause.find((m) => m.kind === 'pct');
    if (REST_RE.test(c.text)) {
      parts.push({ means, kind: 'rest' });
    } else if (HALF_RE.test(c.text) && moneyHere.length === 0) {
      parts.push({ means, kind: 'fraction', num: 1, den: 2 });
    } else if (fractionIn(c.text) && moneyHere.length === 0) {
      const [num, den] = fractionIn(c.text) ?? [1, 1];
      parts.push({ means, kind: 'fraction', num, den });
    } else if (pct && moneyHere.length === 0) {
      parts.push({ means, kind: 'fraction', num: pct.value, den: 10_000 });
    } else if (
      moneyHere.length === 1 &&
      moneyHere[0] &&
      isPartAmount(c, moneyHere[0]) &&
      !namesSomething(c.text)
    ) {
      parts.push({ means, kind: 'amount', cents: cents(moneyHere[0].value), mention: moneyHere[0] });
      used.add(moneyHere[0]);
    } else if (VAGUE_RE.test(c.text) && moneyHere.length === 0) {
      parts.push({ means, kind: 'vague' });
    } else {
      global.add(means);
    }
  }
  // 'cobramos 640; la mitad ya la pagaron y la otra mitad…': a share needs a whole, so the one amount
  // said before the shares is the total, not a part paid.
  const first = parts[0];
  if (
    first?.kind === 'amount' &&
    parts.filter((p) => p.kind === 'amount').length === 1 &&
    parts.some((p) => p.kind === 'fraction')
  ) {
    parts.shift();
    if (first.mention) used.delete(first.mention);
  }
  // 'una parte al contado y otra a crédito… mitad y mitad': the vague parts are halves.
  if (
    /(?<![a-z])(?:mitad y mitad|medio y medio|50 y 50|cincuenta y cincuenta|50\/50)(?![a-z0-9])/.test(
      msg.text,
    )
  ) {
    const vague = parts.filter((p) => p.kind === 'vague');
    if (vague.length === 2 && vague[0] && vague[1] && vague[0].means !== vague[1].means) {
      const [a, b] = vague;
      parts.splice(parts.indexOf(a), 1, { means: a.means, kind: 'fraction', num: 1, den: 2 });
      parts.splice(parts.indexOf(b), 1, { means: b.means, kind: 'rest' });
    }
  }
  const loanMonths = loanTerm(msg);
  // 'nos la ha financiado el banco…: 2.400 a 24 meses': months of a bank's financing are the loan's
  // term, not credit from the seller.
  if (
    global.has('loan') &&
    loanMonths !== undefined &&
    !parts.some((p) => p.means === 'loan') &&
    !/(?<![a-z])(?:\d+ dias|fiad[oa]s?|al fiado|el proveedor nos|la tienda nos|nos lo fia)(?![a-z])/.test(
      msg.text,
    )
  ) {
    for (const [i, p] of parts.entries()) if (p.means === 'credit') parts[i] = { ...p, means: 'loan' };
    global.delete('credit');
  }
  return { parts, global, used, ...(loanMonths !== undefined ? { loanMonths } : {}) };
}

/**
 * In '...por 1.800, con la tarjeta' the amount belongs to the item; in '400 de contado' it is a part.
 * A part's amount sits right before or after its means words, with no object noun in between.
 */
function isPartAmount(c: Clause, m: Mention): boolean {
  const before = c.text.slice(0, m.start - c.start);
  return (
    !/(?<![a-z])(por|costo|costaron|cuesta|vale|valen|valorad[ao]|tasad[ao]|precio|total de)\s*$/.test(
      before.trimEnd() + ' ',
    ) ||
    /(?<![a-z])(inicial|entrada|enganche|contado|efectivo|transferencia)/.test(c.text.slice(m.end - c.start))
  );
}

function loanTerm(msg: Msg): number | undefined {
  const t = msg.text;
  const term = msg.mentions.find((m) => m.kind === 'term' && (m.termUnit !== 'dia' || m.value >= 36_000));
  if (term) return termMonths(term);
  if (/(?<![a-z])largo plazo(?![a-z])/.test(t)) return 24;
  if (/(?<![a-z])corto plazo(?![a-z])/.test(t)) return 6;
  const days = msg.mentions.find((m) => m.kind === 'term');
  return days ? termMonths(days) : undefined;
}

export interface Portion {
  readonly means: Means;
  readonly cents: Cents;
}

export type SplitResult =
  | { readonly ok: true; readonly portions: Portion[] }
  | { readonly ok: false; readonly reason: 'vague' | 'inconsistent' | 'no-means' | 'no-total' };

/**
 * Divides a total between the means: explicit parts, fractions, and the rest. `fallback` is the
 * means the whole takes when nothing is named (e.g. cash when the user says 'pagamos').
 */
export function splitTotal(total: Cents, info: MeansInfo, fallback?: Means): SplitResult {
  const parts = info.parts;
  // 'una parte en efectivo' needs a figure somewhere ('200 en efectivo'); a rest alone is not one.
  if (
    parts.some((p) => p.kind === 'vague') &&
    !parts.some((p) => p.kind === 'amount' || p.kind === 'fraction')
  )
    return { ok: false, reason: 'vague' };
  const portions: Portion[] = [];
  let rest: Means | undefined;
  for (const p of parts) {
    if (p.kind === 'amount' && p.cents !== undefined) portions.push({ means: p.means, cents: p.cents });
    else if (p.kind === 'fraction' && p.num !== undefined && p.den !== undefined)
      portions.push({ means: p.means, cents: mulDiv(total, p.num, p.den) });
    else if (p.kind === 'rest') rest = p.means;
  }
  // 'una parte en efectivo y otra a crédito' + '200 en efectivo': the rest is the vague part not yet given.
  const vague = parts.find((p) => p.kind === 'vague' && !portions.some((q) => q.means === p.means));
  if (rest === undefined && vague) rest = vague.means;
  const covered = sum(portions.map((p) => p.cents));
  // 'el resto a crédito' alone says another part exists without saying how much.
  if (portions.length === 0 && rest !== undefined && parts.every((p) => p.kind === 'rest'))
    return { ok: false, reason: 'vague' };
  if (portions.length === 0 && rest === undefined) {
    const g = [...info.global];
    const single = g.length === 1 ? g[0] : g.length === 0 ? fallback : undefined;
    if (!single) return { ok: false, reason: g.length ? 'vague' : 'no-means' };
    return { ok: true, portions: [{ means: single, cents: total }] };
  }
  if (covered > total) return { ok: false, reason: 'inconsistent' };
  // '300 al contado, el saldo a 60 días' read against a total of 300: the rest said is missing.
  // With the rest's own figure said too ('600 por ACH y los 800 que faltan'), the parts are the total.
  if (
    rest !== undefined &&
    covered === total &&
    portions.length === 1 &&
    parts.some((p) => p.kind === 'rest')
  )
    return { ok: false, reason: 'no-total' };
  const remaining = sub(total, covered);
  if (remaining > 0) {
    // The rest goes to the means named without an amount ('pagamos 400 en efectivo ... a crédito').
    // 'la mitad fiado': a share left owing says the other share was paid.
    const owedShare =
      parts.length > 0 &&
      parts.every((p) => p.kind === 'fraction' && p.means !== 'cash') &&
      info.global.size === 0;
    const other =
      rest ??
      [...info.global].find((m) => !portions.some((p) => p.means === m)) ??
      (owedShare ? 'cash' : undefined);
    if (!other) return { ok: false, reason: 'inconsistent' };
    portions.push({ means: other, cents: remaining });
  }
  return { ok: true, portions: merge(portions) };
}

function merge(portions: readonly Portion[]): Portion[] {
  const out: Portion[] = [];
  for (const p of portions) {
    const same = out.find((o) => o.means === p.means);
    if (same) out[out.indexOf(same)] = { means: p.means, cents: add(same.cents, p.cents) };
    else if (p.cents !== 0) out.push(p);
  }
  return out;
}
