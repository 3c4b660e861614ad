import {
  ACCOUNT,
  CATEGORY,
  add,
  cents,
  kindOfAccount,
  mulDiv,
  sub,
  sum,
  type Cents,
  type IncomeKind,
  type Settlement,
  formatMoney,
} from '../../../domain';
import type { Mention } from '../amounts';
import { clauseAt, clauses } from '../clauses';
import { IN_PAY, RECEIVABLE } from '../cues';
import { capitalize } from '../format';
import { customerPhrase, describeHit } from '../describe';
import { head } from '../items';
import { matchScore, namesOtherParty, refTokens } from '../refs';
import { normalize } from '../text';
import { findConcepts, REVENUE_CONCEPTS } from '../lexicon';
import { splitTotal, type Means } from '../means';
import { isUnitCost, values } from '../values';
import { ask, movements, type Outcome, type RuleCtx } from './context';

/**
 * Sales of products and services, cash or on credit, with their cost of sales when the user gives it
 * ('cada bolsa nos cuesta 6,25'), applying a customer's earlier advance when the books hold one.
 */
const COST =
  /(?<![a-z])(cuesta|cuestan|costo|costaron|costaba|costaban|coste|nos salio|nos salieron|de costo|costo de ventas|costo de la mercaderia|costo unitario|nos habia costado|nos habian costado|habia costado|habian costado|valia|compramos a|compradas a|comprados a|compramos por|habiamos comprado a|habia comprado a|habiamos pagado a)(?![a-z])/;
const CASH_SALE =
  /(?<![a-z])(cobr[a-z]*|pagad[ao]s?|pagaron|pago|nos pag[a-z]*|me pag[a-z]*|ventas del dia|venta del dia|primer dia|fin de semana|caja del dia|en caja|al publico|en el local|en la feria|en mostrador|hoy)(?![a-z])/;
const REST =
  /(?<![a-z])(el resto|lo que faltaba|lo que quedaba|que faltaban?|que quedaban?|la diferencia|el saldo|lo restante|restantes?)(?![a-z])/;

export const sale = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  const cl = clauses(t);
  const costMentions = new Set<Mention>();
  for (const m of ctx.msg.mentions) {
    if (m.kind !== 'money') continue;
    const ci = clauseAt(cl, m.start);
    const own = cl[ci];
    // 'Coste del material: 420' puts the cost word in the clause before the amount.
    const from =
      own && own.text.slice(0, m.start - own.start).trim() === '' && ci > 0
        ? (cl[ci - 1]?.start ?? 0)
        : (own?.start ?? 0);
    const before = t.slice(from, m.start);
    if (COST.test(before) || /^\s*(de costo|de coste|es el costo|es costo)/.test(t.slice(m.end)))
      costMentions.add(m);
  }
  const itemVals = values(ctx.msg, new Set<Mention>([...ctx.means.used, ...costMentions]));
  const vals = itemVals.length ? itemVals : values(ctx.msg, costMentions);
  const advance = openAdvance(ctx);
  const revenueHit = head(findConcepts(t, REVENUE_CONCEPTS));
  const category = revenueHit?.concept.category ?? defaultRevenue(ctx);
  // With no price said, the advance is not the price: the sale's total is asked (never guessed).
  if (vals.length === 0)
    return ask(
      '¡Qué bien! ¿Cuánto vendieron en total (cantidad y precio) y cómo lo cobraron: al contado o a crédito?',
    );
  let total: Cents = sum(vals.map((v) => v.cents));
  let receipt: Cents = total;
  if (advance) {
    // Either the full price is given (the advance is deducted) or only what the customer paid now.
    const fullPrice = itemVals.length > 0 && !REST.test(t) && total > advance.open;
    if (fullPrice) {
      receipt = sub(total, advance.open);
    } else {
      receipt = total;
      total = add(total, advance.open);
    }
  }
  const desc = describeSale(
    ctx,
    revenueHit ? describeHit(t, ctx.msg.raw, revenueHit, true) : undefined,
    category,
  );
  let settlement: Settlement | undefined;
  if (receipt > 0) {
    const portions = receiptPortions(ctx, receipt);
    if (typeof portions === 'string') return ask(portions);
    const now = sum(portions.filter((p) => p.means !== 'credit').map((p) => p.cents));
    settlement = now === receipt ? { kind: 'now' } : now === 0 ? { kind: 'credit' } : { kind: 'split', now };
  }
  const cost = costOfSales(
    ctx,
    [...costMentions],
    vals.map((v) => v.qty).filter((q): q is Mention => Boolean(q)),
  );
  const kind = kindOfAccount('revenues', category);
  const income: IncomeKind = kind && 'income' in kind ? kind.income : cost > 0 ? 'goods' : 'services';
  return movements([
    {
      kind: 'sale',
      label: desc,
      income,
      ...(kind ? {} : { revenue: { section: 'revenues' as const, category } }),
      amount: total,
      ...(settlement ? { settlement } : {}),
      ...(cost > 0 ? { cost } : {}),
      ...(advance ? { advanceApplied: advance.open } : {}),
    },
  ]);
};

/** Splits what the customer pays now between cash and receivable. */
function receiptPortions(ctx: RuleCtx, receipt: Cents): { means: Means; cents: Cents }[] | string {
  const t = ctx.msg.text;
  const split = ctx.msg.countSplit;
  if (split) {
    const paid = mulDiv(receipt, split.paid, split.paid + split.pending);
    return [
      { means: 'cash', cents: paid },
      { means: 'credit', cents: sub(receipt, paid) },
    ];
  }
  // Without a word about how it was collected the assistant asks; 'cobramos', 'nos pagaron' or a day's till mean cash.
  const fallback: Means | undefined = RECEIVABLE.test(t)
    ? 'credit'
    : CASH_SALE.test(t) || IN_PAY.test(t)
      ? 'cash'
      : undefined;
  const info = {
    ...ctx.means,
    global: new Set([...ctx.means.global].map((m): Means => (m === 'card' || m === 'loan' ? 'cash' : m))),
  };
  const parts = info.parts.map((p) =>
    p.means === 'card' || p.means === 'loan' ? { ...p, means: 'cash' as const } : p,
  );
  const res = splitTotal(receipt, { ...info, parts }, fallback);
  if (!res.ok) {
    if (res.reason === 'no-total')
      return `Se cobraron ${formatMoney(receipt, ctx.currency)} al contado: ¿por cuánto fue la venta en total?`;
    if (res.reason === 'no-means')
      return `¿La venta de ${formatMoney(receipt, ctx.currency)} ya está cobrada o queda pendiente de cobro?`;
    return `¿Cuánto de los ${formatMoney(receipt, ctx.currency)} ya se cobró y cuánto queda pendiente?`;
  }
  return res.portions;
}

function costOfSales(ctx: RuleCtx, costs: readonly Mention[], qtys: readonly Mention[]): Cents {
  let total = 0;
  const soldUnits = qtys.reduce((n, q) => n + q.value, 0);
  for (const m of costs) {
    if (soldUnits > 0 && isUnitCost(ctx.msg, m)) total += mulDiv(cents(m.value), soldUnits, 100);
    else total += m.value;
  }
  return cents(total);
}

/** An open customer advance ('Otros pasivos corrientes') that the message's words point at. */
function openAdvance(ctx: RuleCtx): { open: Cents } | undefined {
  const matches = ctx.ledger
    .matching(ctx.ref, (l) => l.section === 'liabilities' && l.category === ACCOUNT.otherCurrentLiabilities)
    .filter((m) => m.specific > 0 && !namesOtherParty(ctx.msg.raw, m.line.description));
  if (matches.length === 0) return undefined;
  // 'a la tienda de Astorga': a customer named who is not the one who paid ahead.
  const who = customerPhrase(ctx.msg.text, ctx.msg.raw);
  if (who) {
    const words = refTokens(normalize(who));
    if (words.length > 0 && !matches.some((m) => matchScore(words, m.line.description).specific > 0))
      return undefined;
  }
  const open = sum(matches.map((m) => m.line.amount));
  return open > 0 ? { open } : undefined;
}

function defaultRevenue(ctx: RuleCtx): string {
  const t = ctx.msg.text;
  if (/(?<![a-z])(vend[a-z]*|venta|ventas)(?![a-z])/.test(t)) {
    const dominant = ctx.ledger.dominantRevenue();
    return dominant && dominant !== CATEGORY.services ? dominant : CATEGORY.productSales;
  }
  return ctx.ledger.dominantRevenue() ?? CATEGORY.services;
}

function describeSale(ctx: RuleCtx, label: string | undefined, category: string): string {
  const who = label ? undefined : customerPhrase(ctx.msg.text, ctx.msg.raw);
  if (category === CATEGORY.services)
    return label
      ? capitalize(label)
      : who
        ? `Servicios ${who.startsWith('a ') ? who : `a ${who}`}`
        : 'Prestación de servicios';
  if (!label && who) return `Venta a ${who}`;
  if (category === CATEGORY.otherIncome) return label ? capitalize(label) : 'Otros ingresos';
  const qty = ctx.msg.mentions.find(
    (m) =>
      m.kind === 'qty' &&
      label !== undefined &&
      ctx.msg.text.slice(m.end, m.end + 40).includes(normalizeLabel(label).split(' ')[0] ?? ''),
  );
  return label ? `Venta de ${qty ? `${qty.value / 100} ` : ''}${label}` : 'Venta';
}

function normalizeLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
