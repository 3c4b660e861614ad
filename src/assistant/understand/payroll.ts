import type { Cents, Movement } from '../../domain';
import { has, moneyIn, read, type Reading } from '../reading/read';
import type { Rule, Understood } from './rules';
import { WORDS_OF_NUMBERS } from './settle';

/**
 * A payroll told in parts ('a los 3 ayudantes 210 a cada uno en efectivo, el aporte patronal, 96,30,
 * ya pagado; al tostador le debemos 340'): each part is one person's or group's pay, or the
 * employer's charges, and each is paid or still owed. The parts are summed into at most four
 * movements: pay paid, pay owed, charges paid, charges owed. Only a message made of pay and
 * charges is read here; anything else in it (a sale, a purchase) leaves it to the other rules.
 */
export const payroll: Rule = ({ r }) => {
  if (r.question || has(r, 'hypothetical')) return null;
  if (!has(r, 'salary') && !has(r, 'socialCharges')) return null;
  if (OTHER_MOVES.some((c) => has(r, c))) return null;
  // '…la quincena a Josué, 230, y al importador le abonamos 400 de lo que le debemos': a supplier's
  // debt paid beside the pay is a movement of its own.
  if (
    /(?<![a-z])(?:al|a la|a los) (?:importador|importadora|proveedor|proveedora|distribuidor|distribuidora|mayorista|fabricante|banco|mecanica|mecanico|taller|ferreteria|almacen|imprenta)(?![a-z])/.test(
      r.text,
    ) &&
    /(?<![a-z])(?:lo que (?:le |les )?(?:debemos|debiamos)|lo que se (?:le|les) debe|le abonamos|les abonamos|a cuenta)(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  const parts = partsOf(r.msg.raw);
  if (parts.length < 2) return null;
  const read1 = parts.map((p) => read(p));
  // One figure per part: a part with two is a list this reading does not split.
  if (read1.some((p) => moneyIn(p).length > 1)) return null;
  const states = settledOf(read1);
  const sums = { payPaid: 0, payOwed: 0, chargesPaid: 0, chargesOwed: 0 };
  let payTotal = 0;
  // '3 profes a 750 cada uno: a la Javi y al Tomás ya les transferimos, al Matías se lo pagamos el
  // lunes': one figure per head, and the people told apart by whether they were paid.
  const shared = sharedPay(read1, states);
  if (shared) {
    sums.payPaid = shared.paid;
    sums.payOwed = shared.owed;
  }
  if (shared) payTotal = shared.paid + shared.owed;
  const withMoney = read1.filter((p) => moneyIn(p).length > 0 || PERCENT.test(p.text));
  if (!shared && withMoney.length < 2) return null;
  const charges = read1.filter((p) => has(p, 'socialCharges'));
  const mixed = charges.length > 0 && charges.length < withMoney.length;
  if (!shared && !mixed && !(states.includes('owed') && states.includes('paid'))) return null;
  const percents: { share: number; owed: boolean }[] = [];
  for (const [i, p] of read1.entries()) {
    const vals = moneyIn(p);
    const owed = states[i] === 'owed';
    if (has(p, 'socialCharges')) {
      const v = vals[0];
      const rate = PERCENT.exec(p.text);
      // 'el EsSalud, 9% sobre los 1.200': the rate over the pay said, not that pay again.
      if (v && rate?.[1] && /(?<![a-z])(?:sobre|de)\s+(?:los\s+|las\s+)?[$€]?\s*\d/.test(p.text)) {
        const share = Number(rate[1].replace(',', '.'));
        if (!(share > 0 && share < 100)) return null;
        sums[owed ? 'chargesOwed' : 'chargesPaid'] += Math.round((v.cents * share) / 100);
      } else if (v) sums[owed ? 'chargesOwed' : 'chargesPaid'] += v.cents;
      else {
        const pct = PERCENT.exec(p.text);
        if (!pct?.[1]) return null;
        percents.push({ share: Number(pct[1].replace(',', '.')), owed });
      }
      continue;
    }
    if (shared) continue;
    const v = vals[0];
    if (!v) continue;
    if (!PAY_PART.test(p.text) && !has(p, 'salary') && i > 0 && !has(read1[0] as Reading, 'salary'))
      return null;
    // 'y la factura de UTE, 210': a bill or a thing paid beside the pay is not pay.
    if (THING_PAID.test(p.text)) return null;
    const heads = v.qty ? 1 : headsOf(p.text);
    if (heads === undefined) return null;
    const amount = v.cents * heads;
    sums[owed ? 'payOwed' : 'payPaid'] += amount;
    payTotal += amount;
  }
  // 'el EsSalud del 9%': the employer's share is that rate of the pay told in the message.
  for (const { share, owed } of percents) {
    if (!(share > 0 && share < 100) || payTotal === 0) return null;
    sums[owed ? 'chargesOwed' : 'chargesPaid'] += Math.round((payTotal * share) / 100);
  }
  const movements: Movement[] = [];
  const cents = (n: number): Cents => n as Cents;
  if (sums.payPaid)
    movements.push({ kind: 'salary', label: 'Sueldos pagados', amount: cents(sums.payPaid), paid: true });
  if (sums.payOwed)
    movements.push({ kind: 'salary', label: 'Sueldos por pagar', amount: cents(sums.payOwed), paid: false });
  if (sums.chargesPaid)
    movements.push({
      kind: 'social_charges',
      label: 'Cargas sociales del empleador',
      amount: cents(sums.chargesPaid),
      paid: true,
    });
  if (sums.chargesOwed)
    movements.push({
      kind: 'social_charges',
      label: 'Cargas sociales del empleador por pagar',
      amount: cents(sums.chargesOwed),
      paid: false,
    });
  return movements.length > 1 ? ({ kind: 'movements', movements } satisfies Understood) : null;
};

const OTHER_MOVES = ['sell', 'buy', 'borrow', 'contribute', 'personal', 'takeOut', 'refundCustomer'] as const;

const THING_PAID =
  /(?<![a-z])(?:factura|recibo|boleta|cuenta de|luz|agua|internet|telefono|gas|alquiler|renta|arriendo|seguro|impuesto|proveedor|compra|cuota del|prestamo|credito|tarjeta)(?![a-z])/;

const PERCENT = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*%/;

/** A part about someone's pay: a person, a group of staff, or the pay itself. */
const PAY_PART =
  /(?<![a-z])(?:a|al|a la|a los|a las|le|les)\s|(?:sueldo|sueldos|salario|quincena|jornal|su mes|la suya|el suyo|lo suyo)(?![a-z])/;

/**
 * The parts of a payroll: sentences, and clauses that start with whom they are about ('…, y el
 * aporte patronal…', '…, al lavacarros…'). A clause with no figure ('todo por transferencia', 'se
 * lo pagamos el 5') says how the parts before it were settled.
 */
function partsOf(raw: string): string[] {
  return raw
    .split(
      /(?<=[.;!])\s+|:\s+|,\s+(?=(?:y\s+|e\s+|mas\s+|más\s+|pero\s+)?(?:a|al|a la|a los|a las|el|la|los|las)\s)|\s+y\s+(?=(?:a|al|a la|a los|a las|el|la|los|las)\s+(?!cada\b))/iu,
    )
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A day or a time still to come ('el lunes', 'el 5', 'a fin de mes', 'recién en abril'). */
const LATER =
  '(?:hasta\\s+)?(?:(?:el|la|este|esta|los|las|a|en|hasta|para|recien|recien en)\\s+)?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|(?<=(?:el|del|dia|hasta) )\\d{1,2}(?![\\d.,])|dia \\d+|1ro|primero|proximo|proxima|otro mes|otra semana|semana que viene|mes que viene|fin de mes|final de mes|manana|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|enero|febrero|marzo)(?![a-z])';
const OWED = new RegExp(
  `(?<![a-z])(?:le debemos|les debemos|debemos|quedamos debiendo|le quedamos|les quedamos|todavia no|aun no|pendientes?|por pagar|(?:se|le|les)(?: (?:lo|la|los|las))? (?:pagamos|damos|depositamos|transferimos|consignamos|paga|pagan|pagara|pagaran|pagaremos|daremos|pago|doy|deposito|transfiero|consigno) ${LATER}|se (?:paga|pagan|pagara|pagaran) ${LATER}|(?:lo|la|los|las) (?:pagamos|damos) ${LATER}|recien en|el mes que viene|la semana que viene|el proximo mes|el otro mes|a fin de mes|a final de mes)(?![a-z])`,
);
const SAME_DAY =
  /(?<![a-z])(?:ese mismo dia|el mismo dia|ese dia|junto con (?:el|la|los|las) (?:sueldo|sueldos|planilla|nomina|quincena))(?![a-z])/;
const PAID =
  /(?<![a-z])(?:ya|pagad[oa]s?|transferid[oa]s?|depositad[oa]s?|en efectivo|por transferencia|en el banco|por sinpe|por yape|por plin|por nequi|por bizum|pague|pagamos|le pagamos|les pagamos|transferimos|le dimos|les dimos|depositamos)(?![a-z])/;

/**
 * Each part paid or owed, read on the words as typed (a payment date leaves the text read). A part
 * that says neither takes the word of a part after it with no figure ('…, todo por transferencia'),
 * else of the message: paid unless it says owed.
 */
function settledOf(parts: readonly Reading[]): ('paid' | 'owed')[] {
  const own: ('paid' | 'owed' | 'unsaid')[] = [];
  for (const p of parts)
    own.push(
      // 'se pagan ese mismo día': settled when the part before it is.
      SAME_DAY.test(p.said)
        ? (own[own.length - 1] ?? 'unsaid')
        : OWED.test(p.said)
          ? 'owed'
          : PAID.test(p.said)
            ? 'paid'
            : 'unsaid',
    );
  const out = [...own];
  for (let i = 0; i < parts.length; i++) {
    if (moneyIn(parts[i] as Reading).length > 0 || PERCENT.test((parts[i] as Reading).text)) continue;
    // 'a Sofi se lo pagamos el 5': a part about its own people settles only them.
    if (peopleIn((parts[i] as Reading).text) > 0 && own[i] !== 'unsaid' && i > 0 && hasPeopleBefore(parts, i))
      continue;
    const mark = own[i];
    if (mark === 'unsaid' || mark === undefined) continue;
    // 'todo por transferencia' or 'se les paga el 1ro' settles every part before it that said
    // nothing; 'se lo pagamos el 5', the one just before.
    const all =
      /(?<![a-z])(?:todo|todos|todas|ambos|ambas|les|los dos|las dos|los tres|las tres)(?![a-z])/.test(
        (parts[i] as Reading).text,
      );
    for (let j = i - 1; j >= 0; j--) {
      if (own[j] !== 'unsaid' && !(j === i - 1 && mark === 'owed')) break;
      out[j] = mark;
      if (!all) break;
    }
  }
  return out.map((s) => (s === 'unsaid' ? 'paid' : s));
}

/**
 * The one pay figure said per head, split by the parts with no figure that tell whom it was paid to
 * and whom it is owed to ('a tres ya les consignamos y a Brayan le quedamos debiendo'), when the
 * people they count are all the heads.
 */
function sharedPay(
  parts: readonly Reading[],
  states: readonly ('paid' | 'owed')[],
): { paid: number; owed: number } | undefined {
  const pay = parts.filter((p) => moneyIn(p).length > 0 && !has(p, 'socialCharges') && !countOnly(p));
  if (pay.length !== 1) return undefined;
  const v = moneyIn(pay[0] as Reading)[0];
  if (!v) return undefined;
  // 'tenemos 2 plebes…, la quincena es de 280 c/u': the people may be counted in a part of their own.
  const heads = v.qty
    ? v.qty.value / 100
    : (headsOf((pay[0] as Reading).text) ?? headsOf(parts.map((p) => p.text).join(' ')));
  if (heads === undefined || heads < 2 || !Number.isInteger(heads)) return undefined;
  const unit = v.unitPrice ?? (v.qty ? Math.round(v.cents / heads) : v.cents);
  let paid = 0;
  let owed = 0;
  for (const [i, p] of parts.entries()) {
    if (
      p === pay[0] ||
      (moneyIn(p).length > 0 && !countOnly(p)) ||
      has(p, 'socialCharges') ||
      PERCENT.test(p.text)
    )
      continue;
    const n = peopleIn(p.text);
    if (n === 0) continue;
    if (states[i] === 'owed') owed += n;
    else paid += n;
  }
  if (paid + owed !== heads || owed === 0) return undefined;
  return { paid: paid * unit, owed: owed * unit };
}

/** 'a tres ya les consignamos': the only figure of the part is how many people it names. */
function countOnly(p: Reading): boolean {
  const vals = moneyIn(p);
  const n = peopleIn(p.text);
  return vals.length === 1 && n > 0 && (vals[0] as { cents: number }).cents === n * 100;
}

/** How many people a part names: 'a dos', 'a los tres', 'a la Javi y al Tomás', 'al Flaco'. */
function peopleIn(text: string): number {
  const n =
    /^(?:y\s+)?a\s+(?:los\s+|las\s+)?(\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)(?![a-z])/.exec(
      text,
    );
  if (n?.[1]) return WORDS_OF_NUMBERS[n[1]] ?? Number(n[1]);
  if (!/^(?:y\s+)?(?:a|al|a la|a los|a las)\s+[a-z]/.test(text)) return 0;
  return 1 + (text.match(/\s+y\s+(?:a\s+|al\s+|a la\s+)?(?=[a-z])/g) ?? []).length;
}

/** A part before `i`, other than the first, names people: the parts are a list of whom was paid. */
function hasPeopleBefore(parts: readonly Reading[], i: number): boolean {
  return parts.slice(0, i).some((p) => peopleIn(p.text) > 0 && (moneyIn(p).length === 0 || countOnly(p)));
}

/** How many people a per-head figure is for ('a los 3 ayudantes… a cada uno'); 1 when not per head. */
function headsOf(text: string): number | undefined {
  if (!/(?<![a-z])(?:cada uno|cada una|a cada|c\/u|por cabeza|por persona)(?![a-z])/.test(text)) return 1;
  const n =
    /(?<![a-z])(?:a|de|los|las|mis|nuestros|nuestras|sus|tenemos|contratamos|hay)\s+(?:los\s+|las\s+)?(\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\s+[a-z]+/.exec(
      text,
    );
  if (!n?.[1]) return undefined;
  const k = WORDS_OF_NUMBERS[n[1]] ?? Number(n[1]);
  return Number.isInteger(k) && k > 1 && k < 100 ? k : undefined;
}
