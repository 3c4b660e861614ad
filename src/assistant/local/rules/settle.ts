import { namesOtherParty, partyNames, sameName } from '../refs';
import { ACCOUNT, cents, mulDiv, sum, type Cents, formatMoney } from '../../../domain';
import type { LedgerLine } from '../ledger';
import { ASSET_CONCEPTS, EXPENSE_CONCEPTS, findConcepts } from '../lexicon';
import { values } from '../values';
import { normalize } from '../text';
import { ask, movements, type Outcome, type RuleCtx } from './context';

/**
 * Settling what was left open: paying a supplier, a pending salary, a tax or the credit card, and
 * collecting from a customer. The amount may come from the books ('lo que faltaba de la laptop').
 */
const SETTLE_CUE =
  /(?<![a-z])(lo que (?:le |les )?(?:debiamos|debemos|debia|debo|faltaba|falta|quedaba|queda|quedabamos debiendo|quedamos debiendo|teniamos pendiente|estaba pendiente)|el saldo|la deuda|lo pendiente|lo adeudado|la factura pendiente|saldamos|salde|liquidamos|cancelamos la deuda|completa|completo|todo lo que)(?![a-z])/;
const COLLECT_CUE =
  /(?<![a-z])(lo que (?:nos |me )?(?:debia|debian|debe|deben|faltaba|quedaba|tenia pendiente)|el saldo|lo pendiente|la factura|las facturas|lo adeudado|el resto)(?![a-z])/;
const PAYABLE_CATEGORIES: readonly string[] = [
  ACCOUNT.payables,
  ACCOUNT.suppliers,
  ACCOUNT.salariesPayable,
  ACCOUNT.taxesPayable,
  ACCOUNT.shortTermLoans,
  ACCOUNT.otherCurrentLiabilities,
];

/** The named balance exists but is already at zero. */
interface Settled {
  readonly settled: true;
  readonly description: string;
}

interface Target {
  readonly category: string;
  readonly type: 'corriente' | 'no_corriente';
  readonly open: Cents;
  readonly lines: readonly LedgerLine[];
}

/** The open balance the message points at, among lines of the given accounts. */
function findTarget(
  ctx: RuleCtx,
  section: 'assets' | 'liabilities',
  categories: readonly string[],
  fallbackCategory?: string,
): Target | Settled | undefined {
  const matches = ctx.ledger
    .matching(ctx.ref, (l) => l.section === section && categories.includes(l.category))
    .filter((m) => m.specific > 0 && !namesOtherParty(ctx.msg.raw, m.line.description));
  if (matches.length > 0) {
    const best = matches[0];
    if (best) {
      // Every line of that account naming the same counterparty: the debt and its partial payments.
      const chosen = matches.filter((m) => m.line.category === best.line.category).map((m) => m.line);
      const open = sum(chosen.map((l) => l.amount));
      if (open > 0)
        return { category: best.line.category, type: best.line.type ?? 'corriente', open, lines: chosen };
      // 'le cancelamos a la imprenta todo lo que le debíamos' where only the goods sent back named
      // the printer: that return reduced a debt of the same account, the one still open there.
      const inAccount = ctx.ledger.lines.filter(
        (l) => l.section === section && l.category === best.line.category,
      );
      const owed = inAccount.filter((l) => l.amount > 0);
      const left = sum(inAccount.map((l) => l.amount));
      if (chosen.some((l) => l.amount < 0) && owed.length === 1 && left > 0)
        return {
          category: best.line.category,
          type: best.line.type ?? 'corriente',
          open: left,
          lines: inAccount,
        };
      return { settled: true, description: chosen[0]?.description ?? '' };
    }
  }
  // 'a Romi le dimos su sueldo': a name said short is the start of the one in the books (Romina).
  const shortNames = new Set(
    [...ctx.msg.raw.matchAll(/(?<=\s)\p{Lu}\p{Ll}{3,}(?![\p{L}])/gu)].map((m) => normalize(m[0])),
  );
  const said = partyNames(ctx.msg.raw).filter((n) => shortNames.has(n));
  const byName = ctx.ledger.lines.filter(
    (l) =>
      l.section === section &&
      categories.includes(l.category) &&
      said.some((n) =>
        normalize(l.description)
          .split(/[^a-z]+/)
          .some((w) => w !== n && sameName(n, w)),
      ),
  );
  const named = byName[0];
  if (named && byName.every((l) => l.category === named.category)) {
    const open = sum(byName.map((l) => l.amount));
    if (open > 0) return { category: named.category, type: named.type ?? 'corriente', open, lines: byName };
  }
  if (fallbackCategory) {
    const open = ctx.ledger.category(section, fallbackCategory);
    if (open > 0) return { category: fallbackCategory, type: 'corriente', open, lines: [] };
  }
  return undefined;
}

function cueCategory(t: string): string | undefined {
  // 'pagamos la tarjeta' settles the card; 'pagamos X con la tarjeta' only uses it.
  if (
    /(?<![a-z])(?:pag|abon|cancel|liquid|sald)[a-z]*\s+(?:[a-z]+\s+){0,5}tarjeta/.test(t) &&
    !/(?<![a-z])con (?:la |una |mi |nuestra )?tarjeta/.test(t)
  )
    return ACCOUNT.shortTermLoans;
  if (/(?<![a-z])proveedor/.test(t)) return ACCOUNT.suppliers;
  if (/(?<![a-z])(sueldo|sueldos|nomina|nominas|salario|salarios|quincena)(?![a-z])/.test(t))
    return ACCOUNT.salariesPayable;
  if (/(?<![a-z])(impuesto|impuestos|tasa|iva|tributo)(?![a-z])/.test(t)) return ACCOUNT.taxesPayable;
  return undefined;
}

/** The word a payroll is named by ('quincena', 'nómina'), said in a message. */
const PAY_WORD = /(?<![a-z])(quincena|nomina|sueldo|salario|planilla|jornal|mensualidad)(?![a-z])/;

/** The one pay owed in the books, when it is the only one (its lines, with any part already paid). */
function onlyPayOwed(ctx: RuleCtx): Target | undefined {
  const lines = ctx.ledger.lines.filter(
    (l) => l.section === 'liabilities' && l.category === ACCOUNT.salariesPayable,
  );
  const open = sum(lines.map((l) => l.amount));
  const owed = lines.filter((l) => l.amount > 0);
  if (open <= 0 || owed.length !== 1) return undefined;
  return { category: ACCOUNT.salariesPayable, type: owed[0]?.type ?? 'corriente', open, lines };
}

/** 'ya le pagamos la quincena al patojo' with one quincena owed: the pay named as the books name it. */
function theOnePayOwed(t: string, target: Target): boolean {
  const word = PAY_WORD.exec(t)?.[1];
  return (
    word !== undefined &&
    target.lines.filter((l) => l.amount > 0).length === 1 &&
    normalize(target.lines.map((l) => l.description).join(' ')).includes(word)
  );
}

const OWED_PAY =
  /(?<![a-z])(?:adeudad[oa]s?|pendientes?|atrasad[oa]s?|debiamos|debemos|debia|quedamos debiendo|le quedamos|les quedamos)(?![a-z])/;

/**
 * A person's name of the message, written in the descriptions of the balance ('Raya de Beto'); a
 * name said short is the start of the one booked ('Romi' for Romina), or the other way round.
 */
function namedIn(raw: string, target: Target): boolean {
  const owed = normalize(target.lines.map((l) => l.description).join(' ')).split(/[^a-z]+/);
  // 'la nómina de la administrativa': whose pay it was, named by role as it was booked.
  const role = normalize(raw)
    .split(/[^a-z]+/)
    .some((w) => w.length >= 5 && !PAY_WORDS.test(w) && owed.includes(w));
  return (
    role ||
    [...raw.matchAll(/\p{Lu}\p{Ll}{2,}/gu)].some((m) => {
      const name = normalize(m[0]);
      return m.index > 0 && owed.some((w) => sameName(name, w));
    })
  );
}
/** Words every pay line shares, which never say whose pay it was. */
const PAY_WORDS =
  /^(?:nomina|nominas|sueldo|sueldos|salario|salarios|quincena|quincenas|pendiente|pendientes|pagar|pagado|pagada|pagamos|todos|todas|equipo|personal|trabajadores|empleados|semana|primera|segunda|marzo|abril|mayo|junio|julio|agosto|enero|febrero|septiembre|octubre|noviembre|diciembre)$/;

/** Paying something owed. Only when the books hold an open balance the message names, or a clear cue. */
export const payDebt = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  const cue = SETTLE_CUE.test(t);
  const byCue = cueCategory(t);
  // 'le pagué al retocador lo que le debíamos': with no word for which debt, Cuentas por pagar is
  // the debt only when no other debt is open; otherwise whom it went to is asked.
  const openKinds = PAYABLE_CATEGORIES.filter((c) => ctx.ledger.category('liabilities', c) > 0);
  const fallback = byCue ?? (cue && openKinds.length <= 1 ? ACCOUNT.payables : undefined);
  const target =
    findTarget(
      ctx,
      'liabilities',
      // 'les transferí el sueldo a los dos técnicos': pay owed, never another debt of the same entry.
      byCue === ACCOUNT.salariesPayable && ctx.ledger.category('liabilities', ACCOUNT.salariesPayable) > 0
        ? [ACCOUNT.salariesPayable]
        : PAYABLE_CATEGORIES,
      cue || byCue === ACCOUNT.shortTermLoans ? fallback : undefined,
    ) ?? (byCue === ACCOUNT.salariesPayable ? onlyPayOwed(ctx) : undefined);
  if (!target) {
    if (cue && byCue)
      return ask('No encuentro esa deuda pendiente en los registros: ¿cuánto pagaron y a quién?');
    return null;
  }
  // 'pagada la factura del taller por la revisión de los Dacia': the bill of someone the debt does not
  // name is another bill, whatever thing it was about; its amount is asked.
  const billOf = /(?<![a-z])factura (?:del|de la|de los|de las|de) ([a-z]{4,})/.exec(t)?.[1];
  if (
    billOf &&
    !('settled' in target) &&
    !target.lines.some((l) => normalize(l.description).includes(billOf.slice(0, 5))) &&
    ctx.msg.mentions.every((m) => m.kind !== 'money')
  )
    return ask(`¿Cuál fue el importe de la factura del ${billOf}?`);
  // 'la pagamos con la tarjeta de la empresa': the card pays something else; its debt is not settled.
  if (
    !('settled' in target) &&
    target.category === ACCOUNT.shortTermLoans &&
    /(?<![a-z])con (?:la |una |nuestra |mi )?tarjeta(?![a-z])/.test(t) &&
    !/(?<![a-z])(?:pag|abon|cancel|liquid|sald)[a-z]* (?:el |la )?(?:saldo|resumen|extracto|deuda|cuota) de (?:la )?tarjeta(?![a-z])/.test(
      t,
    )
  )
    return null;
  // 'con la tarjeta de débito' is the bank account paying, never the credit card's debt settled.
  if (
    !('settled' in target) &&
    target.category === ACCOUNT.shortTermLoans &&
    /(?<![a-z])(?:tarjeta de debito|la debito)(?![a-z])/.test(t) &&
    !/(?<![a-z])(?:tarjeta de credito|la visa|la master|resumen|extracto)(?![a-z])/.test(t)
  )
    return null;
  // 'licencia perpetua del software…, pago único de 1.150': a new thing named and paid for, that the
  // open debt the words happened to match ('…con sensor') does not name, is a purchase, not that debt.
  if (
    !cue &&
    !byCue &&
    !('settled' in target) &&
    !/(?<![a-z])(?:que (?:le |les )?(?:debiamos|debemos|debia|quedaba|faltaba)|la deuda|el saldo|lo pendiente|lo que falta|a cuenta)(?![a-z])/.test(
      t,
    )
  ) {
    const things = findConcepts(t, [...EXPENSE_CONCEPTS, ...ASSET_CONCEPTS]).filter(
      (h) => h.concept.weight > 0,
    );
    const owed = normalize(target.lines.map((l) => l.description).join(' '));
    if (things.length > 0 && !things.some((h) => owed.includes(h.key))) return null;
  }
  const vals = values(ctx.msg);
  // 'ya le dimos un abono al de la carne': a part of the debt paid, with no figure, is asked, never
  // taken for the whole debt.
  if (vals.length === 0 && partOfOpen(ctx, target)) return ask(PART_ASKED.paid);
  if ('settled' in target) {
    return vals.length
      ? null
      : ask(
          `Según los registros, «${target.description}» ya está pagado por completo. ¿Es un pago nuevo? Dime el importe y el concepto.`,
        );
  }
  // 'ya les pagué la raya a los chavos': pay with no figure settles the pay owed only when the message
  // says it was owed, or names whose it was; otherwise the amount is asked (movimientos §6.1).
  if (
    vals.length === 0 &&
    target.category === ACCOUNT.salariesPayable &&
    !OWED_PAY.test(t) &&
    !namedIn(ctx.msg.raw, target) &&
    !theOnePayOwed(t, target)
  )
    return ask(
      '¿Cuánto se pagó de sueldos y a quién? Si era un sueldo que ya estaba registrado como pendiente, dímelo y lo doy por pagado.',
    );
  // 'abonamos 1.500 y el saldo a 30 días' defers a rest: a new purchase, not this debt.
  if (REST_LATER.test(ctx.msg.text)) return null;
  const amount: Cents = vals.length
    ? cents(Math.max(...vals.map((v) => v.cents)))
    : portionOf(ctx, target.open);
  // More than is owed is not a payment of this debt.
  if (amount > target.open) return null;
  const viaCard = ctx.means.global.has('card');
  const note =
    vals.length && amount < target.open
      ? `Queda pendiente ${formatMoney(cents(target.open - amount), ctx.currency)}.`
      : undefined;
  return movements(
    [
      {
        kind: 'debt_payment',
        label: describePayment(target),
        portion: { kind: 'amount', amount },
        debt: { section: 'liabilities', category: target.category, type: target.type },
        ...(viaCard ? { settlement: { kind: 'card' as const } } : {}),
      },
    ],
    note,
  );
};

function describePayment(target: Target): string {
  const first = target.lines[0]?.description;
  switch (target.category) {
    case ACCOUNT.salariesPayable:
      return 'Pago del sueldo pendiente';
    case ACCOUNT.taxesPayable:
      return first ? `Pago de ${strip(first)}` : 'Pago de impuestos pendientes';
    case ACCOUNT.shortTermLoans:
      return 'Pago de la tarjeta de crédito';
    default:
      return first
        ? `Pago de ${strip(first)}`
        : target.category === ACCOUNT.suppliers
          ? 'Pago a proveedor'
          : 'Pago de cuentas por pagar';
  }
}

function strip(desc: string): string {
  return desc
    .replace(/\s*\((?:pendiente|a crédito|a \d+ días)[^)]*\)/i, '')
    .replace(/^\w/, (c) => c.toLowerCase());
}

const REST_LATER =
  /(?<![a-z])(?:el saldo|el resto|lo demas|lo restante|la diferencia) (?:a|en|para|queda a) (?:\d+ dias|credito|fin de mes|final de mes|\d+ meses|\d+ cuotas|cuotas)(?![a-z])/;

/** Collecting from a customer what the books show as receivable. */
export const collect = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  const cue = COLLECT_CUE.test(t);
  const target = findTarget(
    ctx,
    'assets',
    [ACCOUNT.receivables],
    cue && /(?<![a-z])(cliente|clientes|factura|facturas)(?![a-z])/.test(t) ? ACCOUNT.receivables : undefined,
  );
  if (!target) return null;
  const vals = values(ctx.msg);
  if (vals.length === 0 && partOfOpen(ctx, target)) return ask(PART_ASKED.collected);
  // 'entraron 75 lucas de baños': money in for a kind of work the open invoice also names is new
  // income, unless the message says it is a collection or names the customer.
  if (
    !cue &&
    vals.length > 0 &&
    /(?<![a-z])(?:entraron|entro|ingresaron|cayeron|cayo|hicimos|sacamos)(?![a-z])/.test(t) &&
    !/(?<![a-z])(?:cliente|clienta|nos pago|nos pagaron|pago|pagaron|abono|abonaron)(?![a-z])/.test(t) &&
    !('settled' in target) &&
    !namedIn(ctx.msg.raw, target)
  )
    return null;
  if ('settled' in target) {
    return vals.length
      ? null
      : ask(
          `Según los registros, «${target.description}» ya está cobrado por completo. ¿Es un cobro nuevo? Dime el importe y el concepto.`,
        );
  }
  if (REST_LATER.test(ctx.msg.text)) return null;
  const amount: Cents = vals.length
    ? cents(Math.max(...vals.map((v) => v.cents)))
    : portionOf(ctx, target.open);
  // More than is owed is not a collection of this receivable.
  if (amount > target.open) return null;
  const first = target.lines[0]?.description;
  const note =
    vals.length && amount < target.open
      ? `Queda por cobrar ${formatMoney(cents(target.open - amount), ctx.currency)}.`
      : undefined;
  return movements(
    [
      {
        kind: 'collection',
        label: first ? `Cobro de ${strip(first)}` : 'Cobro a cliente',
        portion: { kind: 'amount', amount },
      },
    ],
    note,
  );
};

/** A part of a debt paid or collected, its figure unsaid ('un abono', 'una parte', 'algo a cuenta'). */
export const PART_UNSAID =
  /(?<![a-z])(?:un abono|un abonito|una parte|un pago parcial|un pago a cuenta|algo a cuenta|algo de lo que|parte de lo que|un poco de lo que)(?![a-z])/;

/** What is asked when a part paid or collected is named without its figure. */
export const PART_ASKED = {
  paid: '¿De cuánto fue el abono? Así lo descuento de lo que se debe.',
  collected: '¿De cuánto fue el abono? Así lo descuento de lo que nos debe.',
} as const;

/** 'un abono' of an open balance, not a share of it the message says ('la mitad', '30%'). */
function partOfOpen(ctx: RuleCtx, target: Target | Settled): boolean {
  return (
    !('settled' in target) && PART_UNSAID.test(ctx.msg.text) && portionOf(ctx, target.open) === target.open
  );
}

/** 'la mitad de lo que nos debe', 'el 30% de la deuda': a share of the open balance. */
function portionOf(ctx: RuleCtx, open: Cents): Cents {
  const t = ctx.msg.text;
  // 'pagó el otro 50%', 'la otra mitad': the share left of the whole, which is what is still open.
  if (/(?<![a-z])(?:el otro|la otra)(?![a-z])/.test(t)) return open;
  if (/(?<![a-z])(la mitad|mitad)(?![a-z])/.test(t)) return mulDiv(open, 1, 2);
  const pct = ctx.msg.mentions.find((m) => m.kind === 'pct');
  if (pct) return mulDiv(open, pct.value, 10_000);
  return open;
}
