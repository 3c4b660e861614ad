import { ACCOUNT, CATEGORY, cents, neg, sum, type Cents, formatMoney } from '../../../domain';
import { BUY, FUTURE_PAY, OUT_PAY, PENDING, SPEND } from '../cues';
import { line, type Line } from '../entry';
import { capitalize, joinEs } from '../format';
import { describeHit, quantityPhrase } from '../describe';
import { assignItems, type Item } from '../items';
import { ASSET_CONCEPTS, EXPENSE_CONCEPTS, findConcepts, type Concept } from '../lexicon';
import { splitTotal, type Means } from '../means';
import { values } from '../values';
import { ask, book, loanAccount, payableFor, type Outcome, type RuleCtx } from './context';

/**
 * Money going out for something: expenses of every category and purchases of assets, paid in cash,
 * on credit, with a card, with a bank loan, or split between them.
 */
const OUT_CONCEPTS: readonly Concept[] = [...EXPENSE_CONCEPTS, ...ASSET_CONCEPTS];
const PREPAID =
  /(?<![a-z])(por adelantado|por anticipado|adelantado|anticipado|por adelantar|prepagad[ao]|prepago)(?![a-z])/;
const PERIODIC =
  /(?<![a-z])(anual|anuales|semestral|semestrales|trimestral|trimestrales|del ano|de todo el ano|todo el ano|por un ano|por el ano|por 1 ano|\d+ meses|por adelantado)(?![a-z])/;
/** Software built for the company (not rented): an intangible asset. */
const BUILD =
  /(?<![a-z])(desarroll[a-z]*|a medida|nos (?:hicieron|hizo|programaron|programo|construyeron|crearon|creo|disenaron)|construccion|creacion|programacion)(?![a-z])/;
/** Verbs that say the money already went out ('gastamos', 'invertimos', 'metimos'). */
const SPENT =
  /(?<![a-z])(gast[a-z]*|invert[a-z]*|invirti[a-z]*|meti|metimos|metio|metido|nos cobr[a-z]*|me cobr[a-z]*|se fue en|se fueron en)(?![a-z])/;
const RESALE =
  /(?<![a-z])(para vender|para la venta|para revender|para reventa|para stock|en stock|para tener en stock|para el stock|inventario|mercaderia|mercancia|existencias)(?![a-z])/;

export const spend = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  const hits = findConcepts(t, OUT_CONCEPTS);
  const verb = BUY.test(t) || SPEND.test(t) || OUT_PAY.test(t) || PENDING.test(t);
  if (!verb && hits.length === 0) return null;
  let vals = values(ctx.msg, ctx.means.used);
  if (vals.length === 0) vals = values(ctx.msg);
  if (vals.length === 0) {
    const what = hits[0] ? describeHit(t, ctx.msg.raw, hits[0]) : undefined;
    const how =
      BUY.test(t) && ctx.means.global.size === 0 && ctx.means.parts.length === 0
        ? ' y cómo se pagó (al contado o a crédito)'
        : '';
    return ask(`¿Cuál fue el importe${what ? ` de ${what}` : ''}${how}?`);
  }
  const { items, orphans } = assignItems(ctx.msg, vals, hits);
  const booked = new Set(items.map((it) => resolvedConcept(ctx, it)?.category));
  const strongOrphan = orphans.find(
    (o) =>
      o.concept.weight > 0 &&
      !booked.has(
        resolvedConcept(ctx, { concept: o.concept, labels: [], cents: cents(0), values: [] })?.category,
      ),
  );
  if (strongOrphan && items.length === 1 && items[0]?.concept) {
    return ask(
      `¿Cuánto corresponde a ${describeHit(t, ctx.msg.raw, strongOrphan)} y cuánto a ${items[0].labels[0] ?? 'lo demás'}?`,
    );
  }
  const total = sum(items.map((i) => i.cents));
  const debit = items.map((it) => debitLine(ctx, it));
  if (debit.some((d) => d === null))
    return ask('¿Qué fue exactamente lo que pagaron o compraron? Así lo clasifico en la cuenta correcta.');
  const debitLines = debit.filter((d): d is Line => d !== null);
  const fallback = fallbackMeans(ctx);
  const split = splitTotal(total, ctx.means, fallback);
  if (!split.ok) return ask(meansQuestion(split.reason, total, ctx));
  const main = items[0] ? resolvedConcept(ctx, items[0]) : undefined;
  const desc = debitLines.map((d) => d.description).join(' y ');
  const credit: Line[] = [];
  for (const p of split.portions) {
    const l = creditLine(ctx, p.means, p.cents, main, desc);
    if (typeof l === 'string') return ask(l);
    credit.push(l);
  }
  return book(
    [...debitLines, ...credit],
    whatOf(debitLines),
    why(
      debitLines,
      split.portions.map((p) => p.means),
    ),
  );
};

/** Cash when the user says they paid or spent; credit when it is still owed; otherwise ask. */
function fallbackMeans(ctx: RuleCtx): Means | undefined {
  const t = ctx.msg.text;
  // 'le debemos', 'se lo pagamos el 5' outrank a pay verb; a bare 'pendiente' does not ('pagamos el sueldo pendiente').
  if (FUTURE_PAY.test(t)) return 'credit';
  if (OUT_PAY.test(t) || SPENT.test(t)) return 'cash';
  if (PENDING.test(t)) return 'credit';
  return undefined;
}

const ONE_THING =
  /(?<![a-z])(?:compr[a-z]*|adquiri[a-z]*|nos (?:vendieron|trajeron)) (?:un|una|uno|el|la|nuestro|nuestra|otro|otra)(?: nuevo| nueva| segunda)?(?: [a-z]+(?<!s))?(?![a-z])/;

const SPENT_ON =
  /(?<![a-z])(?:gastamos|gaste|gasto|se gasto|se gastaron|hemos gastado|he gastado) (?:\d[\d.,]*|[a-z]+) (?:[a-z]+ )?en (?!(?:el|la|los|las) (?:banco|cuenta|caja)(?![a-z]))/;

const INVOICED =
  /(?<![a-z])(?:(?:nos|me) (?:paso|mando|envio|emitio|hizo|dejo) (?:su|la|una) (?:factura|boleta|cuenta de cobro|recibo)|boleta de honorarios|recibo por honorarios|emitio su (?:factura|boleta)|su factura de)(?![a-z])/;

/** Things bought to fit out the premises ('los candados y cofres de la sala') stay there. */
const FITTING_OUT =
  /(?<![a-z])(?:de|para|en) (?:la|el|nuestra|nuestro) (?:sala|local|tienda|oficina|estudio|taller|consultorio|salon|nave|bodega)(?![a-z])/;

function meansQuestion(reason: string, total: Cents, ctx: RuleCtx): string {
  const amount = formatMoney(total, ctx.currency);
  if (reason === 'vague') return `¿Cuánto de los ${amount} se pagó al contado y cuánto quedó a crédito?`;
  if (reason === 'inconsistent')
    return `Las partes no suman ${amount}: ¿cuánto se pagó al contado y cuánto quedó pendiente?`;
  if (reason === 'no-total') return `Se pagaron ${amount} al contado: ¿por cuánto fue la compra en total?`;
  return `¿Cómo se pagaron los ${amount}: al contado (efectivo, banco, tarjeta de débito) o a crédito?`;
}

/** The concept an item books to, after the rules that depend on context (resale, prepaid, deposits). */
function resolvedConcept(
  ctx: RuleCtx,
  it: Item,
): {
  section: 'assets' | 'expenses';
  category: string;
  type?: 'corriente' | 'no_corriente';
  tags: readonly string[];
} | null {
  const t = ctx.msg.text;
  const c = it.concept;
  const goodsByQty =
    it.values.some((v) => v.qty) && (!c || c.section !== 'assets' || c.tags?.includes('goods'));
  if (!c) {
    if (goodsByQty || RESALE.test(t))
      return { section: 'assets', category: ACCOUNT.inventories, tags: ['goods'] };
    const fromBooks = categoryFromBooks(ctx);
    if (fromBooks) return fromBooks;
    // One unnamed thing bought ('una vitrina') lasts; unnamed supplies in the plural could be stock,
    // supplies or equipment, so they are asked.
    // 'gastamos 640 en shampoo y cera': the word itself says it was consumed, whatever it was.
    if (SPENT_ON.test(t) && !BUY.test(t))
      return { section: 'expenses', category: CATEGORY.otherExpenses, tags: [] };
    if (BUY.test(t) && (ONE_THING.test(t) || FITTING_OUT.test(t)))
      return { section: 'assets', category: ACCOUNT.ppe, tags: [] };
    return null;
  }
  // 'la profe de tango nos pasó su factura': someone who invoices is paid fees, not a salary.
  if (c.category === CATEGORY.salaries && INVOICED.test(t))
    return { section: 'expenses', category: CATEGORY.professionalFees, tags: [] };
  if (c.tags?.includes('renewable') && !BUY.test(t))
    return { section: 'expenses', category: CATEGORY.software, tags: [] };
  if (c.category === CATEGORY.software && BUILD.test(t))
    return { section: 'assets', category: ACCOUNT.intangibles, type: 'no_corriente', tags: [] };
  if (c.section === 'expenses') {
    if (
      (c.tags?.includes('prepaid') && PERIODIC.test(t)) ||
      (PREPAID.test(t) && c.category !== CATEGORY.salaries)
    ) {
      return { section: 'assets', category: ACCOUNT.prepaid, type: 'corriente', tags: [] };
    }
    return { section: 'expenses', category: c.category, tags: c.tags ?? [] };
  }
  if (c.tags?.includes('deposit')) {
    // A rental deposit is returned at the end of the contract: non-current unless the contract is short.
    const contract = /(?<![a-z])(?:contrato|alquiler|arriendo)[a-z ]*?(?:de|a|por) (\d+) (meses|anos)/.exec(
      t,
    );
    const months = contract ? Number(contract[1]) * (contract[2] === 'anos' ? 12 : 1) : undefined;
    return months !== undefined && months <= 12
      ? { section: 'assets', category: ACCOUNT.otherCurrentAssets, type: 'corriente', tags: [] }
      : { section: 'assets', category: ACCOUNT.otherNonCurrentAssets, type: 'no_corriente', tags: [] };
  }
  if (c.category === ACCOUNT.longTermInvestments) {
    const months = ctx.means.loanMonths;
    if (months !== undefined && months <= 12)
      return { section: 'assets', category: ACCOUNT.otherCurrentAssets, type: 'corriente', tags: [] };
  }
  if (
    RESALE.test(t) &&
    c.category !== ACCOUNT.inventories &&
    !c.tags?.includes('goods') &&
    it.values.some((v) => v.qty)
  ) {
    return { section: 'assets', category: ACCOUNT.inventories, tags: ['goods'] };
  }
  return { section: 'assets', category: c.category, ...(c.type ? { type: c.type } : {}), tags: c.tags ?? [] };
}

/**
 * Accounts a payment never buys: cash itself, what customers owe, the cost of goods sold (it comes
 * with a sale) and depreciation (it comes with time). A line there that shares words with the message
 * says nothing about what was paid.
 */
const NEVER_BOUGHT: ReadonlySet<string> = new Set([
  ACCOUNT.cash,
  ACCOUNT.receivables,
  CATEGORY.costOfSales,
  CATEGORY.depreciation,
]);

/** When the lexicon does not know the thing, reuse the account of an earlier line that names it. */
function categoryFromBooks(
  ctx: RuleCtx,
): { section: 'assets' | 'expenses'; category: string; tags: readonly string[] } | null {
  const m = ctx.ledger
    .matching(
      ctx.ref,
      (l) =>
        (l.section === 'expenses' || l.section === 'assets') && !NEVER_BOUGHT.has(l.category) && l.amount > 0,
    )
    .find((x) => x.specific > 0);
  if (!m) return null;
  const section = m.line.section === 'expenses' ? 'expenses' : 'assets';
  return {
    section,
    category: m.line.category,
    tags: m.line.category === ACCOUNT.inventories ? ['goods'] : [],
  };
}

function debitLine(ctx: RuleCtx, it: Item): Line | null {
  const r = resolvedConcept(ctx, it);
  if (!r) return null;
  // Things bought are listed ('mesas, sillas y barra'); an expense is named by its fullest phrase.
  const longest = [...it.labels].sort((a, b) => b.split(' ').length - a.split(' ').length)[0];
  const counted = it.values.find((v) => v.qty)?.qty;
  const fallbackLabel =
    (counted ? quantityPhrase(ctx.msg.text, ctx.msg.raw, counted.start) : undefined) ??
    r.category.toLowerCase();
  const label = it.labels.length
    ? r.section === 'expenses' && longest
      ? longest
      : joinEs(it.labels)
    : fallbackLabel;
  const desc =
    r.section === 'expenses'
      ? capitalize(label)
      : r.category === ACCOUNT.prepaid
        ? `${capitalize(label)} pagado por adelantado`
        : r.category === ACCOUNT.otherNonCurrentAssets || r.category === ACCOUNT.otherCurrentAssets
          ? `Depósito: ${label}`
          : r.category === ACCOUNT.longTermInvestments
            ? `Inversión: ${label}`
            : `Compra de ${label}`;
  return line(r.section, r.category, it.cents, desc, r.type);
}

function creditLine(
  ctx: RuleCtx,
  means: Means,
  amount: Cents,
  main: ReturnType<typeof resolvedConcept> | undefined,
  desc: string,
): Line | string {
  switch (means) {
    case 'cash':
      return line('assets', ACCOUNT.cash, neg(amount), desc);
    case 'card':
      return line('liabilities', ACCOUNT.shortTermLoans, amount, `${desc} (tarjeta de crédito)`);
    case 'loan': {
      const months = ctx.means.loanMonths;
      if (months === undefined)
        return `¿A qué plazo es el crédito de ${formatMoney(amount, ctx.currency)}? (en meses o años)`;
      const acc = loanAccount(months);
      return line(
        'liabilities',
        acc.category,
        amount,
        `Crédito bancario a ${months >= 12 && months % 12 === 0 ? `${months / 12} ${months === 12 ? 'año' : 'años'}` : `${Math.round(months)} meses`}`,
        acc.type,
      );
    }
    case 'credit': {
      return line('liabilities', payableFor(main ?? undefined), amount, `${desc} (pendiente de pago)`);
    }
  }
}

/** 'la compra de laptop', 'el gasto «Anuncios de Instagram»', or both joined. */
function whatOf(debit: readonly Line[]): string {
  const parts = debit.map((d) =>
    d.section === 'expenses'
      ? `el gasto «${d.description}»`
      : d.category === ACCOUNT.prepaid
        ? `el pago adelantado «${d.description}»`
        : `la ${d.description.charAt(0).toLowerCase()}${d.description.slice(1)}`,
  );
  return joinEs(parts);
}

function why(debit: readonly Line[], means: readonly Means[]): string {
  const kinds = new Set(debit.map((d) => d.section));
  const first =
    kinds.has('expenses') && !kinds.has('assets')
      ? 'Es un gasto del período'
      : kinds.has('assets') && !kinds.has('expenses')
        ? 'Es un activo que se queda en la empresa'
        : 'Una parte es gasto y otra es activo';
  const second =
    means.includes('credit') || means.includes('card') || means.includes('loan')
      ? 'lo que no se pagó aún queda como deuda'
      : 'sale el dinero de caja/banco';
  return `${first}; ${second}.`;
}
