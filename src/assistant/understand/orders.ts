import { ACCOUNT, mulDiv, type Cents, type Movement, type Settlement } from '../../domain';
import type { Ledger, LedgerLine, Transaction } from '../local/ledger';
import { matchScore, refTokens } from '../local/refs';
import { normalize } from '../local/text';
import type { Value } from '../local/values';
import { has, moneyIn, read, type Reading } from '../reading/read';
import { contractMonths } from './adjustments';
import type { Rule, Understood } from './rules';
import { GOODS, incomeKind, SERVICES } from './trade';
import { one } from './movements';
import { WORDS_OF_NUMBERS } from './settle';

/** Customer advances still open: a transaction that put cash in against Otros pasivos corrientes. */
function openAdvances(ledger: Ledger): { tx: Transaction; line: LedgerLine }[] {
  const out: { tx: Transaction; line: LedgerLine }[] = [];
  for (const tx of ledger.transactions) {
    const line = tx.lines.find(
      (l) => l.section === 'liabilities' && l.category === ACCOUNT.otherCurrentLiabilities && l.amount > 0,
    );
    if (!line || !tx.lines.some((l) => l.section === 'assets' && l.amount > 0)) continue;
    if (/dividend|utilidad/i.test(tx.text)) continue;
    const earned = ledger.lines.some(
      (l) =>
        l.section === 'liabilities' &&
        l.category === ACCOUNT.otherCurrentLiabilities &&
        l.amount < 0 &&
        matchScore(refTokens(normalize(tx.text)), normalize(l.description)).specific > 0,
    );
    if (!earned) out.push({ tx, line });
  }
  return out;
}

const DELIVERED =
  /(?<![a-z])(entregad[oa]s?|entregamos|entregue|(?:se fue|se fueron)(?! (?:el|la|los|las|un|una) (?:primer[oa]?|segund[oa]|tercer[oa]?|ultim[oa]|otro|otra)? ?(?:mes|meses|semana|semanas|ano|trimestre|quincena)(?![a-z]))|ya quedo|quedo listo|quedo lista|terminamos|terminad[oa]|al salir|vino a por|vinieron a por|(?:ha|han) venido (?:[a-z]+ ){0,3}a (?:por|buscar|recoger|retirar|llevarse)|vino (?:[a-z]+ ){1,3}a por|(?:ya )?(?:quedo|quedaron) (?!(?:pag|cobr|abon|transfer|deposit|consign|debit|cargad|fiad|pendient)[a-z]*)(?:[a-z]+(?:ad|id)[oa]s?)(?= (?:el|la|los|las|\d))|(?:le|les) (?:pusimos|colocamos|instalamos|montamos|entregamos)|(?:le|les) (?:llevamos|lleve)(?= (?:el|la|los|las|sus|su) )|(?:vino|vinieron|paso|pasaron) a (?:buscar|recoger|retirar|llevarse)|fuimos a recoger|recogio|recogieron|retiro|retiraron|finalizamos|concluimos|hicimos el evento|hech[oa]s?(?= [!.]| ?$)|list[oa]s? (?:el|la|los|las)|(?<=^\s{0,3})hech[oa]s? (?:el|la|los|las)|(?:montamos|hicimos|realizamos|cubrimos) (?:el|la) (?:boda|evento|fiesta|show|concierto|matrimonio|congreso|feria|sonido|montaje)|ya paso el evento|(?:ya )?(?:salio|salieron|despachamos|embarcamos) (?:el|la|los|las) (?:pedido|pedidos|despacho|envio|embarque|orden|encargo|contenedor)(?! (?:del|de la|de los) (?:proveedor|proveedora|fabrica|mayorista|distribuidor|importador)))(?![a-z])/;
const REST =
  /(?<![a-z])(el resto|lo que faltaba|lo que quedaba|el saldo|la diferencia|lo pendiente|lo demas)(?![a-z])/;
/** 'los 2.000 que quedaban', '35 mil restantes': a figure said to be what was left of the price. */
const REST_AFTER =
  /^\s*(?:€|\$|euros|dolares|pesos|soles|lucas|mil)?\s*(?:que (?:faltaba|faltaban|quedaba|quedaban|restaba|restaban|debia|debian|nos debia|nos debian)|restantes?|pendientes?|del resto|de resto|de saldo|del saldo)(?![a-z])/;
const COST =
  /(?:costo|coste|costaron|costaba|costaban|costado|nos costo|nos cuesta|nos salio|nos salieron|nos salen|cada [a-z]+ (?:nos |me )?(?:salio|sale) (?:en|a)|a nosotros|se (?:nos |me )?(?:fueron|usaron|gastaron|consumieron))[^0-9]{0,40}$/;
/** '…unos 180 del inventario': stock used up for the order is its cost. */
const FROM_STOCK =
  /^\s*(?:€|\$|dolares|euros|soles|pesos)?\s*(?:del|de) (?:inventario|stock|almacen|insumos|materia prima|material)(?![a-z])/;

/** An advance the customer paid, named as taken off the price ('ya nos habían dado 2 mil de anticipo'). */
const APPLIED =
  /(?<![a-z])(tenia (?:los |el )?\d[\d.,]* adelantad[oa]s?|ya (?:los |lo |las |la )?(?:teniamos|tenemos|habiamos cobrado|habiamos recibido)|del anticipo|del adelanto|de la senal|nos habian adelantado|ya nos habian|nos habia[n]? (?:dado|dejado|pagado|adelantado)|restando la senal|menos el anticipo|descontando el anticipo|la senal|el anticipo|el adelanto|(?:le |les )?(?:descontamos|restamos) (?:los |el |la )?[\d.,]+ (?:€ |\$ )?de (?:senal|sena|anticipo|adelanto|abono))(?![a-z])/;

/** A customer named with capitals after the word that says to whom ('a la Clínica Santa Fe'). */
const PARTY =
  /(?:^|\s)(?:a|al|a la|a los|a las|para el|para la|del|de la|(?:[Ee]l|[Ll]a) (?:colegio|escuela|clinica|clínica|empresa|tienda|restaurante|hotel|minera|constructora|agencia|oficina|academia|cliente|clienta|señora|señor|don|doña)) ((?:[A-ZÁÉÍÓÚÑ][\p{Ll}]{1,})(?: (?:de |del |y )?[A-ZÁÉÍÓÚÑ][\p{Ll}]+){0,3})/u;

/** 'nos pagaron el saldo (el 70%)': the advance was the rest of the price, so the price follows. */
function restShare(r: Reading, others: readonly Value[], advance: Cents): Cents | undefined {
  if (others.length > 0) return undefined;
  const pct = r.mentions.find(
    (m) =>
      m.kind === 'pct' &&
      /(?:saldo|resto|lo que faltaba|lo demas|restante)/.test(
        r.text.slice(Math.max(0, m.start - 25), m.end + 20),
      ),
  );
  if (!pct || pct.value <= 0 || pct.value >= 10_000) return undefined;
  return mulDiv(advance, 10_000, 10_000 - pct.value);
}

/**
 * An order paid in advance is delivered: the whole price is revenue, the advance stops being owed,
 * and the rest comes in now or stays receivable. The price comes from the message, from the advance
 * ('el 40%'), or from the chat where the order was told; otherwise it is asked.
 */
export const advanceDelivery: Rule = ({ r, ledger, history, raw }) => {
  // 'le hemos devuelto 120 … porque la entregamos tarde': money given back, not a delivery.
  if (r.question || has(r, 'hypothetical') || has(r, 'buy') || has(r, 'borrow') || has(r, 'refundCustomer'))
    return null;
  // 'llegaron las mantas…, descontando el adelanto que les dimos': goods that came to us, on an
  // advance we gave, are a supplier's delivery, never our customer's order.
  if (
    /(?<![a-z])(?:llego|llegaron|(?:ha|han) llegado|nos (?:entrego|entregaron|trajo|trajeron|mando|mandaron|(?:ha|han) (?:traido|entregado|mandado)))(?![a-z])/.test(
      r.text,
    ) &&
    /(?<![a-z])(?:(?:le|les) (?:dimos|di|habiamos dado|habia dado|habiamos adelantado|habiamos pagado|habiamos transferido|habiamos pasado|habiamos girado|pagamos|adelantamos|transferimos|giramos|mandamos|depositamos|yapeamos)|(?:nos )?(?:descontaron|restaron|descontaron ya))(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  // 'pagamos la planilla: 2 técnicos a 280…': pay of our staff is never a customer's order delivered.
  if ((has(r, 'salary') || has(r, 'socialCharges')) && has(r, 'payOut') && !has(r, 'sell')) return null;
  // 'entregamos… a la Clínica Santa Fe': a customer named who is not the one who paid ahead.
  const party = PARTY.exec(raw)?.[1];
  const open = openAdvances(ledger).filter(
    (o) =>
      !party ||
      new RegExp(`(?<![a-z])${normalize(party.split(' ')[0] ?? party)}(?![a-z])`).test(normalize(o.tx.text)),
  );
  const delivered = DELIVERED.test(r.text);
  if (open.length === 0) return unbookedAdvance(r, ledger);
  const rest =
    (REST.test(r.text) || moneyIn(r).some((v) => REST_AFTER.test(r.text.slice(v.end, v.end + 30)))) &&
    (has(r, 'payIn') ||
      /(?<![a-z])(pago|pagaron|pagado|liquido|liquidaron|cancelo|cancelaron|saldo|abono|abonaron)(?![a-z])/.test(
        r.text,
      ));
  const applied = APPLIED.test(r.text);
  if (!delivered && !rest) return null;
  // 'cobramos 900: 400 al tiro y el resto a 30 días': a new job settled in its own words, no advance named.
  if (!delivered && !applied && has(r, 'credit')) return null;
  const words = refTokens(r.text);
  // 'terminamos el audiolibro…, la mitad ahora y el resto a 60 días': a job with its own split, and
  // no word of the one advance in the books, is a sale of its own.
  if (!applied && has(r, 'credit') && !open.some((o) => matchScore(words, o.tx.text).specific > 0))
    return null;
  const scored = open
    .map((o) => ({ o, s: matchScore(words, o.tx.text) }))
    .filter((x) => x.s.specific > 0)
    .sort((a, b) => b.s.score - a.s.score);
  // A sale told on its own ('vendimos 1.940 con la maquinita') that names neither the advance nor its
  // order is a sale, whatever advance the books hold.
  const pick =
    scored[0]?.o ?? (open.length === 1 && (applied || (delivered && !has(r, 'sell'))) ? open[0] : undefined);
  if (!pick) return null;
  // A new job told with its own total and its own first payment is a sale, not a delivery.
  if (!scored[0] && !applied && /(?<![a-z])(en total|total)(?![a-z])/.test(r.text) && !delivered) return null;
  const advance = pick.line.amount;
  const vals = moneyIn(r);
  const costs = vals.filter(
    (v) =>
      COST.test(r.text.slice(Math.max(0, v.start - 45), v.start)) ||
      FROM_STOCK.test(r.text.slice(v.end, v.end + 30)),
  );
  // '…nos salieron a 165 y el inversor en 720': the next item of a list of costs is a cost too.
  for (const v of vals) {
    const prev = costs[costs.length - 1];
    if (
      prev &&
      v.start > prev.end &&
      !costs.includes(v) &&
      /^\s*(?:y|,)\s+(?:el|la|los|las)\s+[a-z ]{2,25}?\s+(?:en|a|de|por)?\s*[$€]?\s*$/.test(
        r.text.slice(prev.end, v.start),
      )
    )
      costs.push(v);
  }
  // 'los 6.000 restantes': the rest may be the same figure as the advance (half and half).
  const saidAsRest = (v: Value): boolean =>
    /^\s*(?:€|\$|dolares|euros)?\s*(?:restantes?|que falta(?:ba|ban)|pendientes?)(?![a-z])/.test(
      r.text.slice(v.end, v.end + 24),
    ) ||
    /(?<![a-z])(?:el resto|lo que faltaba|el saldo)[,:]?\s*(?:de\s*)?(?:€|\$)?\s*$/.test(
      r.text.slice(Math.max(0, v.start - 24), v.start),
    );
  const others = vals.filter((v) => !costs.includes(v) && (v.cents !== advance || saidAsRest(v)));
  let total =
    totalSaid(r, others, advance) ??
    fromShare(pick.tx, advance) ??
    priceInDescription(pick.tx, advance) ??
    // 'nos pagaron la otra mitad': the advance was half of the price.
    (/(?<![a-z])(?:la otra mitad|el otro 50 ?%)(?![a-z])/.test(r.text) && others.length === 0
      ? ((advance * 2) as Cents)
      : undefined) ??
    restShare(r, others, advance);
  const restPaid = others.find(
    (v) =>
      v.cents < (total ?? Infinity) &&
      (/(?:resto|restante|saldo|faltaba|diferencia|pago|pagaron|pagado)/.test(
        r.text.slice(Math.max(0, v.start - 30), v.end + 30),
      ) ||
        REST_AFTER.test(r.text.slice(v.end, v.end + 30))),
  );
  if (total === undefined && restPaid) total = (restPaid.cents + advance) as Cents;
  // 'eran 40 a 25.000… nos costaron 15.000 cada uno': a cost per unit, or below one unit's price, is
  // multiplied by the count delivered.
  const counted = vals.find((v) => v.qty);
  // 'vino a buscar las 10 baterías…': the count delivered, priced or not.
  const units = counted?.qty ?? r.mentions.find((m) => m.kind === 'qty');
  const cost = costs.reduce((a, v) => {
    const perUnit =
      units !== undefined &&
      (/^\s*(?:€|\$)?\s*(?:cada un[oa]|c\/u|por unidad|la unidad)/.test(r.text.slice(v.end, v.end + 16)) ||
        /(?<![a-z])(?:cada [a-z]+|por unidad|c\/u|unitario)(?: [a-z]+){0,5}\s*[$€]?\s*$/.test(
          r.text.slice(Math.max(0, v.start - 40), v.start),
        ) ||
        (counted?.unitPrice !== undefined && v.cents < counted.unitPrice));
    // '10 paneles y 1 inversor… los paneles nos salieron a 165 y el inversor en 720': each item's cost
    // times its own count.
    const item = countOfItemBefore(r, v);
    if (item !== undefined) return a + mulDiv(v.cents, item, 100);
    return a + (perUnit && units ? mulDiv(v.cents, units.value, 100) : v.cents);
  }, 0);
  const label = `Entrega: ${pick.line.description}`;
  // The advance's own words say what was ordered ('Anticipo hotel (ajardinamiento patio…)').
  const ordered = normalize(pick.line.description);
  const jobDone =
    /(?<![a-z])(?:terminamos|terminado|terminada|acabamos|finalizamos)(?![a-z])/.test(r.text) &&
    !GOODS.test(r.text);
  const income =
    jobDone && SERVICES.test(ordered) && !GOODS.test(ordered) ? ('services' as const) : incomeKind(r, ledger);
  total ??= history ? priceFromHistory(history, advance) : undefined;
  if (total === undefined)
    return {
      kind: 'clarify',
      text: `¿Cuál era el precio total de «${pick.line.description}»? Así registro la venta completa y aplico el anticipo que ya estaba cobrado.`,
    };
  const credit =
    has(r, 'credit') &&
    !/(?<![a-z])(efectivo|contado|transferencia|debito|yape|bizum|nequi)(?![a-z])/.test(r.text);
  // 'hoy nos transfirieron 50 mil y los 40 mil restantes nos los pagan en 15 días': the rest after the
  // advance, part collected now and part owed.
  const later = others.find((v) => REST_AFTER.test(r.text.slice(v.end, v.end + 30)));
  const nowPart = others.find((v) => v !== later && !costs.includes(v) && v.cents !== total);
  const split =
    has(r, 'credit') &&
    later !== undefined &&
    nowPart !== undefined &&
    nowPart.cents + later.cents + advance === total;
  return one({
    kind: 'sale',
    label,
    income,
    amount: total,
    advanceApplied: advance,
    settlement: split ? { kind: 'split', now: nowPart.cents } : credit ? { kind: 'credit' } : { kind: 'now' },
    ...(cost > 0 ? { cost: cost as Cents } : {}),
  });
};

/** The count of the item named just before a cost ('los paneles nos salieron a 165'), in hundredths. */
function countOfItemBefore(r: Reading, v: Value): number | undefined {
  const counts = r.mentions.filter((m) => m.kind === 'qty' && m.unit && m.end <= v.start);
  if (counts.length < 2) return undefined;
  const before = r.text.slice(Math.max(0, v.start - 40), v.start);
  let best: { at: number; value: number } | undefined;
  for (const q of counts) {
    const stem = (q.unit ?? '').replace(/(?:es|s)$/, '').slice(0, 5);
    if (stem.length < 3) continue;
    for (const m of before.matchAll(new RegExp(`(?<![a-z])${stem}`, 'g')))
      if (!best || m.index > best.at) best = { at: m.index, value: q.value };
  }
  return best?.value;
}

/** 'ya nos habían adelantado 2.000', '…menos los 300 de seña que nos dejó': an earlier payment named. */
const EARLIER_ADVANCE =
  /(?<![a-z])(?:ya )?(?:nos|me) (?:habia[n]?|habiamos) (?:adelantado|dado|dejado|pagado|anticipado|transferido)(?: [a-z]+){0,2} \$? ?(\d[\d.,]*)|(?<![a-z])(?:restando|menos|descontando) (?:los |el |la )?\$? ?(\d[\d.,]*) (?:de|del) (?:anticipo|adelanto|sena|senal|abono)/;

/**
 * A job billed whose customer had paid part before, when no advance is in the books: the part paid
 * came in (the message says so) and was never booked, so it is booked now as collected, beside the
 * rest as the message tells it.
 */
function unbookedAdvance(r: Reading, ledger: Ledger): Understood | null {
  if (!has(r, 'sell') && !DELIVERED.test(r.text)) return null;
  const m = EARLIER_ADVANCE.exec(r.text);
  if (!m) return null;
  const vals = moneyIn(r).filter((v) => !COST.test(r.text.slice(Math.max(0, v.start - 45), v.start)));
  const paid = vals.find((v) => v.start >= m.index && v.end <= m.index + m[0].length);
  const others = vals.filter((v) => v !== paid);
  if (!paid || others.length !== 1) return null;
  const total = (others[0] as Value).cents;
  if (total <= paid.cents) return null;
  const restNow =
    /(?<![a-z])(?:el resto|el saldo|lo demas|la diferencia|lo que faltaba)(?: [a-z]+){0,3} (?:en efectivo|al contado|por transferencia|cash|ya (?:nos )?(?:lo )?(?:pago|pagaron|transfirio|transfirieron))/.test(
      r.text,
    );
  const settlement: Settlement = restNow ? { kind: 'now' } : { kind: 'split', now: paid.cents };
  return one({
    kind: 'sale',
    label: 'Venta con anticipo cobrado antes (no estaba registrado)',
    income: incomeKind(r, ledger),
    amount: total,
    settlement,
  });
}

function totalSaid(r: Reading, vals: readonly Value[], advance: Cents): Cents | undefined {
  const said = vals.find((v) =>
    /(?:=|en total|total|el total eran|el total era|precio|(?:la cuenta|el total|la factura) (?:quedo|queda|fue|salio) (?:en|de)|(?:el resto|lo que faltaba|el saldo) de (?:los|las))\s*:?\s*\$?\s*$/.test(
      r.text.slice(Math.max(0, v.start - 24), v.start),
    ),
  );
  if (said) return said.cents;
  const counted = vals.filter((v) => v.qty);
  if (counted.length > 0) return counted.reduce((a, v) => (a + v.cents) as Cents, 0 as Cents);
  const bigger = vals.filter(
    (v) =>
      v.cents > advance &&
      !/(?:resto|saldo|faltaba|pagaron|pago)/.test(r.text.slice(Math.max(0, v.start - 25), v.start)) &&
      // 'los 35 mil que faltaban': the rest, named after its figure.
      !REST_AFTER.test(r.text.slice(v.end, v.end + 30)),
  );
  return bigger.length === 1 ? (bigger[0] as Value).cents : undefined;
}

/**
 * 'Anticipo hotel Gran Vía (ajardinamiento patio, 3.200)': the price the advance was booked with,
 * when the description holds one figure above the advance.
 */
function priceInDescription(tx: Transaction, advance: Cents): Cents | undefined {
  const figures = [
    ...normalize(tx.text).matchAll(/(?<![\d.,])(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?(?![\d%])/g),
  ]
    .map((m) => Number((m[1] ?? '').replace(/\./g, '')) * 100 + Number((m[2] ?? '0').padEnd(2, '0')))
    .filter((c) => c > advance);
  // The text holds each line's description: the same figure said twice is one figure.
  const distinct = [...new Set(figures)];
  return distinct.length === 1 ? (distinct[0] as Cents) : undefined;
}

/** 'Anticipo (40%)': the advance was a share of the price, so the price follows. */
function fromShare(tx: Transaction, advance: Cents): Cents | undefined {
  const m = /(\d+(?:[.,]\d+)?)\s?%/.exec(tx.text);
  if (!m?.[1]) return undefined;
  const pct = Number(m[1].replace(',', '.'));
  if (!(pct > 0 && pct < 100)) return undefined;
  return mulDiv(advance, 100, pct);
}

/** The price of an order told earlier in the chat: the message that gave the advance and a larger sum. */
export function priceFromHistory(
  history: readonly { role: string; content: string }[],
  advance: Cents,
): Cents | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i];
    if (!h || h.role !== 'user') continue;
    const hr = read(h.content);
    const vals = moneyIn(hr);
    if (!vals.some((v) => v.cents === advance)) continue;
    const bigger = vals.filter((v) => v.cents > advance);
    if (bigger.length === 1) return (bigger[0] as Value).cents;
  }
  return undefined;
}

const LANDLORD =
  /(?<![a-z])(arrendador[a]?|casero|casera|dueno|duena|propietari[oa]|inmobiliaria|contrato|arriendo|alquiler|renta|local|bodega|oficina|nave)(?![a-z])/;
const DEPOSIT_WORD = /(?<![a-z])(garantia|fianza|deposito|mes de deposito)(?![a-z])/;
const RENT_WORD =
  /(?<![a-z])(primer mes|renta|alquiler|arriendo|mensualidad|mes de (?:renta|alquiler|arriendo)|(?:el|primer) (?:trimestre|semestre)|(?:pagado|pagamos|pagar|y) (?:el mes de )?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre))(?![a-z])/;
const AHEAD =
  /(?<![a-z])(por adelantado|adelantad[oa]s?|prepag[a-z]*|(\d+|dos|tres|seis) meses de (?:renta|alquiler|arriendo))(?![a-z])/;

/**
 * Signing a lease: the deposit (recovered at the end, so an asset whose term follows the contract)
 * and the first rent (an expense) or several months paid ahead (a prepaid expense), in one message.
 */
/** The rent is paid now unless it is said to be owed. */
const rentSettlement = (r: Reading): Settlement =>
  has(r, 'credit') && !has(r, 'now') ? { kind: 'credit' } : { kind: 'now' };

const MONTHLY_AFTER =
  /^\s*(?:€|\$|euros|dolares)?\s*(?:mensuales|al mes|por mes|mensual|de renta|de alquiler|de arriendo|el mes|\/\s*mes)(?![a-z])/;
const MONTHS_OF_DEPOSIT =
  /(?<![a-z0-9])(\d+|una|un) (?:mes|meses|mensualidad|mensualidades) (?:de )?(?:garantia|fianza|deposito)(?![a-z])|(?<![a-z])(?:garantia|fianza|deposito),? (?:(?:de|por) |\(\s*|(?:que|q) (?:son|es|serian|equivale a) )?(\d+|una|un) (?:mes|meses|mensualidad|mensualidades|renta|rentas|alquiler|alquileres|arriendo|arriendos)(?![a-z])|(?<=(?:mes|renta|alquiler|arriendo)[^.;]{0,12} (?:y|e) )(uno|una|otro|dos|2) (?:mas )?de (?:garantia|fianza|deposito)(?![a-z])/;
/** How many months of rent the deposit said near `at` is ('dos meses de garantía'): 1 to 12. */
function depositMonths(r: Reading, at: number): number | undefined {
  const m = MONTHS_OF_DEPOSIT.exec(r.text.slice(Math.max(0, at - 24), at + 40));
  const said = m?.[1] ?? m?.[2] ?? m?.[3] ?? '';
  // 'el primer mes y otro de depósito': one more month.
  const n = said === 'otro' ? 1 : (WORDS_OF_NUMBERS[said] ?? Number(said));
  return m && Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
}

/** '(1.100 cada uno)' after the months of a deposit: the figure is one month's rent. */
const EACH_MONTH_AFTER =
  /^\s*(?:€|\$|euros|dolares)?\s*\)?\s*(?:cada uno|cada una|c\/u|c\/mes|cada mes|por mes|al mes|del mes|mensuales?)(?![a-z])/;

/**
 * 'arrendamos la sala: 450 mensuales, pagamos el primer mes y 1 mes de garantía': one figure, the
 * monthly rent, and the deposit counted in months of it.
 */
function leaseInMonths(r: Reading, rentVal: Value, depAt: number): Understood | null {
  // The value may hold its period ('650 al mes' read as a price per month).
  const monthly =
    MONTHLY_AFTER.test(r.text.slice(rentVal.end, rentVal.end + 16)) ||
    // 'la renta de este mes, 850', 'fianza de una mensualidad (650€)': a month's rent named before its figure.
    /(?:renta|alquiler|arriendo|mensualidad|primer mes)(?: (?:de|del) (?:este )?(?:mes|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre))?\s*[,:(]?\s*[$€]?\s*$/.test(
      r.text.slice(Math.max(0, rentVal.start - 30), rentVal.start),
    ) ||
    MONTHLY_AFTER.test(r.text.slice(rentVal.start, rentVal.end + 16).replace(/^[$€]?\s*\d[\d.,]*/, '')) ||
    EACH_MONTH_AFTER.test(r.text.slice(rentVal.end, rentVal.end + 16));
  if (!monthly) return null;
  // '3 meses adelantados (550 c/mes) y un mes de garantía': months of rent paid ahead beside the deposit.
  const aheadSaid = MONTHS_AHEAD.exec(r.text);
  const ahead = aheadSaid?.[1] ? (WORD_MONTHS[aheadSaid[1]] ?? Number(aheadSaid[1])) : undefined;
  if (
    ahead === undefined &&
    !/(?<![a-z])(primer mes|del mes|1 mes de (?:renta|alquiler|arriendo)|mes en curso|(?:el|la) (?:alquiler|renta|arriendo) de este mes|(?:renta|alquiler|arriendo) (?:de|del) (?:este )?mes|(?:renta|alquiler|arriendo) de (?:este|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|enero|febrero))(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  const n = depositMonths(r, depAt);
  if (n === undefined) return null;
  const months = contractMonths(r);
  const settlement = rentSettlement(r);
  return {
    kind: 'movements',
    movements: [
      {
        kind: 'deposit_given',
        label: 'Garantía del alquiler',
        amount: (rentVal.cents * n) as Cents,
        ...(months !== undefined ? { contractMonths: months } : {}),
      },
      ahead !== undefined && Number.isInteger(ahead) && ahead > 1 && ahead <= 24
        ? {
            kind: 'prepaid',
            label: 'Alquiler pagado por adelantado',
            expense: 'rent',
            amount: (rentVal.cents * ahead) as Cents,
            settlement,
          }
        : {
            kind: 'purchase',
            label: 'Alquiler',
            what: { expense: 'rent' },
            amount: rentVal.cents,
            settlement,
          },
    ],
  };
}

const MONTHS_AHEAD =
  /(?<![a-z0-9])(\d+|dos|tres|cuatro|cinco|seis|doce) meses (?:de (?:renta|alquiler|arriendo) )?(?:adelantad[oa]s|adelantaos|por adelantado|de adelanto|anticipad[oa]s|por anticipado|pagados por adelantado)(?![a-z])/;
const WORD_MONTHS: Readonly<Record<string, number>> = {
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  doce: 12,
};

/** Things paid beside a lease that are not its rent. */
const OTHER_THAN_RENT =
  /(?<![a-z])(?:seguro|poliza|licencia|tasa|notaria|notario|gestoria|abogad[oa]|luz|agua|internet|alarma|mudanza|pintura|reforma|compr[a-z]*|adquiri[a-z]*|montad[oa]s?|instalad[oa]s?|fabricad[oa]s?|carpinter[oa]|vitrinas?|mostrador|estanterias?|racks?|muebles?)(?![a-z])/;

export const leaseStart: Rule = ({ r }) => {
  if (r.question || has(r, 'hypothetical') || has(r, 'sell') || has(r, 'payIn')) return null;
  const dep = DEPOSIT_WORD.exec(r.text);
  if (!dep || !LANDLORD.test(r.text)) return null;
  const vals = moneyIn(r);
  if (vals.length === 1) return leaseInMonths(r, vals[0] as Value, dep.index);
  if (vals.length !== 2) return null;
  const near = (at: number): Value =>
    [...vals].sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at))[0] as Value;
  // 'el primer mes, 850, y la garantía de dos meses (1.700)': a figure follows the word it is for.
  const after = vals.find(
    (v) =>
      v.start > dep.index && !/[,;]\s+y\s/.test(r.text.slice(dep.index, v.start)) && v.start - dep.index < 48,
  );
  // '2.400 de depósito (2 meses) y 1.200 de la renta': a figure followed by the word it is for.
  const before = vals.find((v) =>
    /^\s*(?:€|\$|dolares|dls|euros|pesos|soles)?\s*(?:de|en|como|por|para)\s+(?:la |el )?(?:garantia|fianza|deposito)(?![a-z])/.test(
      r.text.slice(v.end, v.end + 30),
    ),
  );
  const depositVal0 = before ?? after ?? near(dep.index);
  // 'dos meses de depósito (1.800 c/u)': the figure is one month's; the deposit is that many.
  const perMonth = EACH_MONTH_AFTER.test(r.text.slice(depositVal0.end, depositVal0.end + 16));
  const times = perMonth ? depositMonths(r, dep.index) : undefined;
  const depositVal =
    times !== undefined && times > 1
      ? { ...depositVal0, cents: (depositVal0.cents * times) as Cents }
      : depositVal0;
  const rentMatch = [...r.text.matchAll(new RegExp(RENT_WORD.source, 'g'))].find(
    (m) => Math.abs(m.index - dep.index) > 12,
  );
  if (!rentMatch) return null;
  const rentVal = vals.find((v) => v !== depositVal0);
  if (!rentVal) return null;
  // '…la fianza, 2.200, y el seguro del local para todo el año, 540': the other figure is of another
  // thing named before it, not the rent.
  const ownWords = r.text.slice(depositVal0.start < rentVal.start ? depositVal0.end : 0, rentVal.start);
  if (OTHER_THAN_RENT.test(ownWords) && !RENT_WORD.test(ownWords)) return null;
  const months = contractMonths(r);
  const ahead = AHEAD.test(r.text.slice(Math.max(0, rentVal.start - 60), rentVal.end + 40));
  const settlement = rentSettlement(r);
  const deposit: Movement = {
    kind: 'deposit_given',
    label: 'Garantía del alquiler',
    amount: depositVal.cents,
    ...(months !== undefined ? { contractMonths: months } : {}),
  };
  const rent: Movement = ahead
    ? {
        kind: 'prepaid',
        label: 'Alquiler pagado por adelantado',
        expense: 'rent',
        amount: rentVal.cents,
        settlement,
      }
    : { kind: 'purchase', label: 'Alquiler', what: { expense: 'rent' }, amount: rentVal.cents, settlement };
  return { kind: 'movements', movements: [deposit, rent] };
};
