import { ACCOUNT, CATEGORY, cents, MONTHS_ES, mulDiv, neg, sum, type Cents } from '../../../domain';
import { IN_PAY, OUT_PAY, SPEND } from '../cues';
import { line } from '../entry';
import { ASSET_CONCEPTS, EXPENSE_CONCEPTS, findConcepts } from '../lexicon';
import { head } from '../items';
import { values } from '../values';
import { ask, book, type Outcome, type RuleCtx } from './context';

/**
 * Movements that are not a plain purchase or sale: depreciation, a prepaid expense reaching its
 * month, and advances (from customers, to suppliers).
 */
const DEPRECIATION =
  /(?<![a-z])(depreciacion|depreciaciones|depreci[a-z]+|amortizacion|amortizaciones|amortiz[a-z]+|desgaste)(?![a-z])/;
const NOT_DEPRECIATION = /(?<![a-z])(prestamo|credito|cuota|capital|deuda|hipoteca|tarjeta)(?![a-z])/;

export const depreciation = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  if (!DEPRECIATION.test(t) || NOT_DEPRECIATION.test(t)) return null;
  const vals = values(ctx.msg);
  if (vals.length === 0) return ask('¿De cuánto es la depreciación (o amortización) del período?');
  const amount = cents(Math.max(...vals.map((v) => v.cents)));
  const fromBooks = ctx.ledger
    .matching(ctx.ref, (l) => l.section === 'assets' && l.type === 'no_corriente' && l.amount > 0)
    .find((m) => m.specific > 0)?.line;
  const hit = head(findConcepts(t, ASSET_CONCEPTS).filter((h) => !h.concept.tags?.includes('goods')));
  const category = fromBooks?.category ?? hit?.concept.category ?? ACCOUNT.ppe;
  const label = fromBooks?.description ?? (hit ? t.slice(hit.start, hit.end) : 'activos fijos');
  const desc = `${category === ACCOUNT.intangibles ? 'Amortización' : 'Depreciación'}: ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  return book(
    [
      line('expenses', CATEGORY.depreciation, amount, desc),
      line('assets', category, neg(amount), desc, 'no_corriente'),
    ],
    `la ${desc.toLowerCase()}`,
    'El desgaste del período es un gasto y reduce el valor del activo no corriente; no sale dinero.',
  );
};

const TO_EXPENSE =
  /(?<![a-z])(pasa(?:r|lo|la)? (?:a|al) gasto|pasalo a gasto|a gastos?|al gasto|devenga[a-z]*|imputa[a-z]*|reconoce[a-z]* (?:el|como) gasto|consumi(?:mos|do|eron)|se consumio|se consumieron|transcurri[a-z]*|devengaron|ya (?:ha |han )?pas[a-z]*|han pasado|ya se uso|ya usamos|llevar a gasto|amortiza el anticipo)(?![a-z])/;
const MONTH_NAMES: readonly string[] = MONTHS_ES;

/** A prepaid expense whose period arrived: the asset becomes expense ('pasa al gasto el mes de coworking'). */
export const prepaidToExpense = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  if (!TO_EXPENSE.test(t)) return null;
  const prepaid = ctx.ledger.matching(
    ctx.ref,
    (l) => l.section === 'assets' && l.category === ACCOUNT.prepaid,
  );
  const relevant = prepaid.filter((m) => m.specific > 0);
  const lines = (relevant.length ? relevant : prepaid).map((m) => m.line);
  const original = lines.find((l) => l.amount > 0);
  if (!original) return null;
  const open = sum(lines.map((l) => l.amount));
  if (open <= 0)
    return ask('Ese pago adelantado ya está todo pasado a gasto: ¿a qué otro anticipo te refieres?');
  const vals = values(ctx.msg);
  let amount: Cents;
  if (vals.length) {
    amount = cents(Math.max(...vals.map((v) => v.cents)));
  } else {
    const months = periodMonths(original.description);
    const asked = monthsAsked(t);
    if (!months || /(?<![a-z])(todo|completo|entero|toda)(?![a-z])/.test(t)) amount = open;
    else amount = mulDiv(original.amount, Math.min(asked, months), months);
  }
  if (amount > open) amount = open;
  const hit = head(
    findConcepts(
      `${original.description.toLowerCase()} ${t}`.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
      EXPENSE_CONCEPTS,
    ),
  );
  const category = hit?.concept.category ?? CATEGORY.otherExpenses;
  const desc = `${original.description.replace(/\s*(pagad[oa]s?|pago) por (adelantado|anticipado)/i, '')}: paso a gasto`;
  return book(
    [line('expenses', category, amount, desc), line('assets', ACCOUNT.prepaid, neg(amount), desc)],
    'el paso a gasto del pago adelantado',
    'El período ya transcurrió: lo pagado por adelantado deja de ser activo y se reconoce como gasto.',
  );
};

/** Months a prepaid description covers: 'julio-septiembre' 3, 'anual' 12, 'semestral' 6, '3 meses' 3. */
function periodMonths(description: string): number | undefined {
  const d = description
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const range = new RegExp(
    `(${MONTH_NAMES.join('|')})\\s*(?:-|a|al|hasta)\\s*(${MONTH_NAMES.join('|')})`,
  ).exec(d);
  if (range) {
    const a = MONTH_NAMES.indexOf(range[1] ?? '');
    const b = MONTH_NAMES.indexOf(range[2] ?? '');
    return ((b - a + 12) % 12) + 1;
  }
  if (/anual|un ano|12 meses|doce meses/.test(d)) return 12;
  if (/semestr|6 meses|seis meses/.test(d)) return 6;
  if (/trimestr|3 meses|tres meses/.test(d)) return 3;
  const n = /(\d+)\s*meses/.exec(d);
  return n ? Number(n[1]) : undefined;
}

function monthsAsked(t: string): number {
  const n = /(\d+)\s*meses/.exec(t);
  if (n) return Number(n[1]);
  const named = MONTH_NAMES.filter((m) => new RegExp(`(?<![a-z])${m}(?![a-z])`).test(t)).length;
  return Math.max(1, named);
}

const ADVANCE =
  /(?<![a-z])(senal|anticipo|anticipos|adelant[a-z]*|por adelantado|a cuenta|reserva|deposito del cliente|pago inicial del cliente)(?![a-z])/;
const SUPPLIER =
  /(?<![a-z])(proveedor|proveedores|fabricante|pedido|encargo|importacion|orden de compra)(?![a-z])/;
const CUSTOMER =
  /(?<![a-z])(cliente|clienta|clientes|(?:nos|me) encarga[a-z]*|(?:nos|me) (?:ha |han )?(?:deja|dejo|dejado|dejaron|adelant[a-z]*|pag[a-z]*|transfiri[a-z]*|transferido|dio|dieron|dado|ingres[a-z]*)|recibimos|recibi|cobramos|cobre)(?![a-z])/;

function advanceAmount(ctx: RuleCtx): Cents | undefined {
  const t = ctx.msg.text;
  const at = ADVANCE.exec(t);
  if (!at) return undefined;
  const money = ctx.msg.mentions.filter((m) => m.kind === 'money');
  if (money.length === 0) return undefined;
  const near = [...money].sort((a, b) => Math.abs(a.start - at.index) - Math.abs(b.start - at.index))[0];
  const pct = ctx.msg.mentions.find((m) => m.kind === 'pct');
  // '30% de anticipo de un pedido de 330': the percentage applies to the order, unless the amount is the advance itself.
  const tied = near !== undefined && Math.abs(near.start - at.index) <= 20;
  if (money.length === 1 && pct && near && !tied) return mulDiv(cents(near.value), pct.value, 10_000);
  return near ? cents(near.value) : undefined;
}

/** A customer pays before we deliver: cash in, and we owe them the work ('600 de señal'). */
export const customerAdvance = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  if (
    !ADVANCE.test(t) ||
    !CUSTOMER.test(t) ||
    /(?<![a-z])(le |les )?(mandamos|pagamos|dimos|enviamos|transferimos|pague|mande|adelantamos|anticipamos|he pagado|hemos pagado|pagado por adelantado|pagada por adelantado)(?![a-z])/.test(
      t,
    )
  )
    return null;
  if (
    !IN_PAY.test(t) &&
    !/(?<![a-z])(nos deja|nos dejo|me deja|me dejo|cliente|nos encarg|me encarg)/.test(t)
  )
    return null;
  // Delivering the work applies an earlier advance: that is the sale rule's job.
  if (
    /(?<![a-z])(entreg[a-z]*|termin[a-z]*|finaliz[a-z]*|complet[a-z]*|restando|descontando)(?![a-z])/.test(t)
  )
    return null;
  const amount = advanceAmount(ctx);
  if (amount === undefined) return ask('¿De cuánto fue el anticipo que dejó el cliente?');
  const desc = 'Anticipo de cliente';
  return book(
    [
      line('assets', ACCOUNT.cash, amount, desc),
      line('liabilities', ACCOUNT.otherCurrentLiabilities, amount, desc),
    ],
    'el anticipo del cliente',
    'Aún no es ingreso: hasta entregar el trabajo, lo cobrado por adelantado es una obligación con el cliente (pasivo corriente).',
  );
};

/** We pay a supplier before receiving the goods: a current asset, not inventory yet. */
export const supplierAdvance = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  if (
    !ADVANCE.test(t) ||
    !SUPPLIER.test(t) ||
    !(
      OUT_PAY.test(t) ||
      SPEND.test(t) ||
      /(?<![a-z])(le |les )?(mandamos|dimos|enviamos|transferimos|pague|mande|adelantamos|adelante|anticipamos|anticipe)(?![a-z])/.test(
        t,
      )
    )
  )
    return null;
  if (/(?<![a-z])nos (adelant|dej|pag)/.test(t)) return null;
  const amount = advanceAmount(ctx);
  if (amount === undefined) return ask('¿De cuánto fue el anticipo al proveedor?');
  const desc = 'Anticipo a proveedor';
  const viaCard = ctx.means.global.has('card');
  return book(
    [
      line('assets', ACCOUNT.otherCurrentAssets, amount, desc),
      viaCard
        ? line('liabilities', ACCOUNT.shortTermLoans, amount, desc)
        : line('assets', ACCOUNT.cash, neg(amount), desc),
    ],
    'el anticipo al proveedor',
    'Hasta que llegue el pedido, lo adelantado es un derecho frente al proveedor (otro activo corriente), no inventario ni gasto.',
  );
};

const USE =
  /(?<![a-z])(usamos|consumimos|utilizamos|gastamos|se usaron|se uso|se consumieron|se consumio|salieron|sacamos|salida|consumo|consumidos|usados|utilizados|gastados)(?![a-z])/;
const STOCK =
  /(?<![a-z])(insumos|inventario|materia prima|materias primas|materiales|mercaderia|mercancia|existencias|stock|ingredientes|cafe|productos|madera)(?![a-z])/;
const COGS =
  /(?<![a-z])(costo de (?:las |los )?ventas|coste de (?:las |los )?ventas|costo de lo vendido|costo de la mercaderia vendida|costo de la mercancia vendida)(?![a-z])/;

/** Stock used up or sold, booked on its own: cost of sales up, inventory down. */
export const inventoryUse = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  if (!(COGS.test(t) || (USE.test(t) && STOCK.test(t)))) return null;
  if (/(?<![a-z])(vend[a-z]*|compr[a-z]*|factur[a-z]*)(?![a-z])/.test(t)) return null;
  const vals = values(ctx.msg);
  if (vals.length === 0) return ask('¿Cuánto costó lo que salió del inventario?');
  const amount = cents(Math.max(...vals.map((v) => v.cents)));
  const desc = 'Costo de la mercadería e insumos consumidos';
  return book(
    [
      line('expenses', CATEGORY.costOfSales, amount, desc),
      line('assets', ACCOUNT.inventories, neg(amount), desc),
    ],
    'el consumo de inventario',
    'Lo que se vendió o consumió sale del inventario y pasa a costo de ventas.',
  );
};
