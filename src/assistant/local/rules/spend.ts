import {
  cents,
  sum,
  formatMoney,
  kindOfAccount,
  raisedByPurchase,
  type Cents,
  type ExpenseKind,
  type Movement,
  type Purchased,
  type Settlement,
} from '../../../domain';
import { FOR_SALE, FOR_USE, OWN_USE } from '../lexicon/purpose';
import { BUY, FUTURE_PAY, OUT_PAY, OWN_POCKET, PENDING, SPEND } from '../cues';
import { capitalize, joinEs } from '../format';
import { boughtPhrase, describeHit, quantityPhrase } from '../describe';
import { assignItems, type Item } from '../items';
import {
  ASSET_CONCEPTS,
  EXPENSE_CONCEPTS,
  findConcepts,
  staffItIsFor,
  forProfessionalWork,
  namesPurpose,
  qualifiesThingBought,
  placeStocked,
  type Concept,
} from '../lexicon';
import { splitTotal, type Means } from '../means';
import { values } from '../values';
import { ask, movements, type Outcome, type RuleCtx } from './context';

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
  /(?<![a-z])(gast[a-z]*|invert(?!er(?:s)?(?![a-z]))[a-z]*|invirti[a-z]*|meti|metimos|metio|metido|nos cobr[a-z]*|me cobr[a-z]*|se fue en|se fueron en)(?![a-z])/;
const RESALE =
  /(?<![a-z])(para vender|para la venta|para revender|para reventa|para stock|en stock|para tener en stock|para el stock|inventario|mercaderia|mercancia|existencias)(?![a-z])/;

export const spend = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  // 'un soporte de reparación': a service word after the thing bought says what the thing is for.
  const found0 = findConcepts(t, OUT_CONCEPTS).filter(
    (h) => !qualifiesThingBought(t, h) && !placeStocked(t, h),
  );
  const found = found0.filter((h) => !forProfessionalWork(t, h, found0) && !namesPurpose(t, h));
  // The staff a thing is for gives way to the thing, when the thing is named.
  const forStaff = found.filter((h) => staffItIsFor(t, h));
  const hits = forStaff.length < found.length ? found.filter((h) => !forStaff.includes(h)) : found;
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
  const booked = new Set(items.map((it) => targetKey(resolvedConcept(ctx, it))));
  const strongOrphan = orphans.find(
    (o) =>
      o.concept.weight > 0 &&
      !booked.has(
        targetKey(resolvedConcept(ctx, { concept: o.concept, labels: [], cents: cents(0), values: [] })),
      ),
  );
  if (strongOrphan && items.length === 1 && items[0]?.concept) {
    return ask(
      `¿Cuánto corresponde a ${describeHit(t, ctx.msg.raw, strongOrphan)} y cuánto a ${items[0].labels[0] ?? 'lo demás'}?`,
    );
  }
  const total = sum(items.map((i) => i.cents));
  const targets: { it: Item; target: Target }[] = [];
  for (const it of items) {
    const target = resolvedConcept(ctx, it);
    if (!target)
      return ask('¿Qué fue exactamente lo que pagaron o compraron? Así lo clasifico en la cuenta correcta.');
    targets.push({ it, target });
  }
  const fallback = fallbackMeans(ctx);
  const split = splitTotal(total, ctx.means, fallback);
  if (!split.ok) return ask(meansQuestion(split.reason, total, ctx));
  const ways = new Set(split.portions.map((p) => p.means));
  // One way of paying for everything, or one thing paid in parts: the domain books each thing with
  // its own account and the payment the message gave. Several things paid in different ways would
  // need the message to say which was paid how.
  if (ways.size > 1 && items.length > 1)
    return ask(`¿Qué se pagó al contado y qué quedó pendiente de los ${formatMoney(total, ctx.currency)}?`);
  // Paid by a partner from their own pocket: the company owes it back, or it is their contribution.
  const settlement: Settlement | undefined = OWN_POCKET.test(t)
    ? { kind: 'partner', repay: GIVEN_BACK.test(t) && !/(?<![a-z])no (?:[a-z]+ ){0,2}devol/.test(t) }
    : settlementOf(split.portions, ctx.means.loanMonths, MORTGAGE.test(t));
  if (!settlement) return ask(meansQuestion('vague', total, ctx));
  return movements(targets.map(({ it, target }) => movementFor(ctx, it, target, settlement)));
};

/** The payment of a purchase, from the parts the message gave (cash, credit, card, loan). */
function settlementOf(
  portions: readonly { readonly means: Means; readonly cents: Cents }[],
  loanMonths: number | undefined,
  mortgage: boolean,
): Settlement | undefined {
  const loan = {
    ...(loanMonths !== undefined ? { termMonths: loanMonths } : {}),
    ...(mortgage ? { mortgage } : {}),
  };
  const part = (m: Means): Cents | undefined => portions.find((p) => p.means === m)?.cents;
  const ways = new Set(portions.map((p) => p.means));
  const cash = part('cash');
  if (ways.size === 1) {
    if (ways.has('cash')) return { kind: 'now' };
    if (ways.has('credit')) return { kind: 'credit' };
    if (ways.has('card')) return { kind: 'card' };
    return { kind: 'loan', ...loan };
  }
  if (ways.size !== 2 || cash === undefined) return undefined;
  if (ways.has('credit')) return { kind: 'split', now: cash };
  if (ways.has('card')) return { kind: 'split', now: cash, laterOnCard: true };
  return { kind: 'loan', down: cash, ...loan };
}

const MORTGAGE = /(?<![a-z])hipotec[a-z]*/;

function movementFor(ctx: RuleCtx, it: Item, target: Target, settlement: Settlement): Movement {
  const label = labelOf(ctx, it, target);
  switch (target.kind) {
    case 'prepaid':
      return { kind: 'prepaid', label, expense: target.expense, amount: it.cents, settlement };
    case 'deposit':
      return {
        kind: 'deposit_given',
        label,
        amount: it.cents,
        ...(target.contractMonths !== undefined ? { contractMonths: target.contractMonths } : {}),
      };
    case 'purchase':
      return {
        kind: 'purchase',
        label,
        what: target.what,
        amount: it.cents,
        settlement,
        ...(target.termMonths !== undefined ? { termMonths: target.termMonths } : {}),
      };
  }
}

const GIVEN_BACK =
  /(?<![a-z])(?:devolver[a-z]*|devuelve|devolvera|devolvemos|reembols[a-z]*|repon[a-z]*|(?:me|le|nos) lo debe)(?![a-z])/;

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

const SPENT_MONEY = /(?<![a-z])(?:gastamos|gaste|hemos gastado|he gastado|se gasto|se gastaron)(?![a-z])/;

const ONE_MEASURE =
  /(?<![a-z])(?:un|una|el|la|otro|otra) (?:bolsa|caja|paquete|saco|costal|bulto|bidon|garrafa|botella|lata|rollo|frasco|kilo|litro|galon|docena|tarro|pote|balde|cubeta|resma|carton|bandeja|funda|sobre|tambor|barril) de [a-z]+/;

const SPENT_ON =
  /(?<![a-z])(?:gastamos|gaste|gasto|se gasto|se gastaron|hemos gastado|he gastado) (?:\d[\d.,]*|[a-z]+) (?:[a-z]+ )?en (?!(?:el|la|los|las) (?:banco|cuenta|caja)(?![a-z]))/;

const INVOICED =
  /(?<![a-z])(?:(?:nos|me) (?:paso|pasaron|pasa|pasan|mando|mandaron|manda|mandan|envio|enviaron|envia|envian|emitio|emitieron|emite|emiten|hizo|hicieron|hace|hacen|dio|dieron|da|dan|dejo) (?:(?:su|la|una) )?(?:factura|boleta|cuenta de cobro|recibo)|como (?:autonom[oa]|monotributista|freelance|independiente|trabajador[a]? independiente)|boleta de honorarios|recibo por honorarios|emitio su (?:factura|boleta)|su factura de)(?![a-z])/;

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

/** What an item is, as the domain books it: a purchase of a kind of thing, a prepayment or a deposit. */
type Target =
  | {
      readonly kind: 'purchase';
      readonly what: Purchased;
      readonly termMonths?: number;
    }
  | { readonly kind: 'prepaid'; readonly expense: ExpenseKind }
  | { readonly kind: 'deposit'; readonly contractMonths?: number };

const buys = (what: Purchased): Target => ({ kind: 'purchase', what });
const STOCK = buys({ asset: 'inventory' });

/** The kind a lexicon word names (the domain knows which kind each catalogue account holds). */
function kindOf(c: Concept): Purchased {
  const kind = c.kind ?? kindOfAccount(c.section, c.category);
  if (kind && !('income' in kind)) return kind;
  return { account: { section: c.section, category: c.category, ...(c.type ? { type: c.type } : {}) } };
}

/** Two items of the same key are booked to the same place. */
function targetKey(t: Target | null): string {
  return t ? JSON.stringify(t) : '';
}

/** What an item is, after the rules that depend on context (resale, prepaid, deposits). */
function resolvedConcept(ctx: RuleCtx, it: Item): Target | null {
  const t = ctx.msg.text;
  const c = it.concept;
  const goodsByQty =
    it.values.some((v) => v.qty) && (!c || c.section !== 'assets' || c.tags?.includes('goods'));
  if (!c) {
    // 'esterillas para las clases': counted things used up in the work are a cost, not stock.
    if (goodsByQty && FOR_USE.test(t) && !FOR_SALE.test(t) && !RESALE.test(t))
      return buys({ expense: 'other' });
    if (RESALE.test(t)) return STOCK;
    // 'neoprenos pa' la escuela': kept for the company's own use or to lend, they are equipment.
    if (goodsByQty && OWN_USE.test(t) && !FOR_SALE.test(t)) return buys({ asset: 'equipment' });
    // Unnamed things counted at a price are stock (materials or goods), equipment being named.
    if (goodsByQty) return STOCK;
    // Someone who sends us their invoice for work done is paid fees, whatever their trade is called.
    if (INVOICED.test(t) && !BUY.test(t)) return buys({ expense: 'professional_fees' });
    const fromBooks = categoryFromBooks(ctx);
    if (fromBooks) return fromBooks;
    // One unnamed thing bought ('una vitrina') lasts; unnamed supplies in the plural could be stock,
    // supplies or equipment, so they are asked.
    // 'gastamos 640 en shampoo y cera': the word itself says it was consumed, whatever it was.
    if (SPENT_ON.test(t) && !BUY.test(t)) return buys({ expense: 'other' });
    // 'compramos una torta… gastamos 45 de la caja chica': money said spent is a cost, not a thing kept.
    if (SPENT_MONEY.test(t)) return buys({ expense: 'other' });
    // 'una bolsa de alimento', 'un bidón de aceite': a measure of some stuff, not one lasting thing.
    if (BUY.test(t) && ONE_MEASURE.test(t)) return null;
    if (BUY.test(t) && (ONE_THING.test(t) || FITTING_OUT.test(t))) return buys({ asset: 'equipment' });
    return null;
  }
  const kind = kindOf(c);
  // 'la profe de tango nos pasó su factura': someone who invoices is paid fees, not a salary.
  if ('expense' in kind && kind.expense === 'salaries' && INVOICED.test(t))
    return buys({ expense: 'professional_fees' });
  if (c.tags?.includes('renewable') && !BUY.test(t)) return buys({ expense: 'software' });
  if ('expense' in kind && kind.expense === 'software' && BUILD.test(t)) return buys({ asset: 'intangible' });
  if (c.section === 'expenses') {
    const salary = 'expense' in kind && kind.expense === 'salaries';
    if ((c.tags?.includes('prepaid') && PERIODIC.test(t)) || (PREPAID.test(t) && !salary))
      return { kind: 'prepaid', expense: 'expense' in kind ? kind.expense : 'other' };
    return buys(kind);
  }
  if (c.tags?.includes('deposit')) {
    // A rental deposit is returned at the end of the contract: the contract's length decides its term.
    const contract = /(?<![a-z])(?:contrato|alquiler|arriendo)[a-z ]*?(?:de|a|por) (\d+) (meses|anos)/.exec(
      t,
    );
    const months = contract ? Number(contract[1]) * (contract[2] === 'anos' ? 12 : 1) : undefined;
    return { kind: 'deposit', ...(months !== undefined ? { contractMonths: months } : {}) };
  }
  if ('asset' in kind && kind.asset === 'investment' && ctx.means.loanMonths !== undefined)
    return { kind: 'purchase', what: kind, termMonths: ctx.means.loanMonths };
  if (RESALE.test(t) && !('asset' in kind && kind.asset === 'inventory') && it.values.some((v) => v.qty))
    return STOCK;
  return buys(kind);
}

/** When the lexicon does not know the thing, reuse the account of an earlier line that names it. */
function categoryFromBooks(ctx: RuleCtx): Target | null {
  const m = ctx.ledger
    .matching(ctx.ref, (l) => raisedByPurchase(l.section, l.category) && l.amount > 0)
    .find((x) => x.specific > 0);
  if (!m) return null;
  const kind = kindOfAccount(m.line.section, m.line.category);
  if (kind && !('income' in kind)) return buys(kind);
  return buys({
    account: {
      section: m.line.section,
      category: m.line.category,
      ...(m.line.type ? { type: m.line.type } : {}),
    },
  });
}

/** The words of an entry: things bought are listed ('mesas, sillas y barra'); an expense is named by its fullest phrase. */
function labelOf(ctx: RuleCtx, it: Item, target: Target): string {
  const expense = target.kind === 'purchase' && 'expense' in target.what;
  const longest = [...it.labels].sort((a, b) => b.split(' ').length - a.split(' ').length)[0];
  const counted = it.values.find((v) => v.qty)?.qty;
  // Two names of one kind ('Canva y Dropbox') are both said; a name inside a longer one is not.
  const distinct = it.labels.filter((l) => !it.labels.some((o) => o !== l && o.includes(l)));
  const named = it.labels.length
    ? expense && longest && distinct.length < 2
      ? longest
      : joinEs(expense ? distinct : it.labels)
    : counted
      ? quantityPhrase(ctx.msg.text, ctx.msg.raw, counted.start)
      : boughtPhrase(ctx.msg.text, ctx.msg.raw);
  if (target.kind === 'prepaid') return `${capitalize(named ?? 'gasto')} pagado por adelantado`;
  if (target.kind === 'deposit') return named ? `Depósito: ${named}` : 'Depósito';
  if (expense) return capitalize(named ?? 'gasto');
  if ('asset' in target.what && target.what.asset === 'investment')
    return named ? `Inversión: ${named}` : 'Inversión';
  return named ? `Compra de ${named}` : 'Compra';
}
