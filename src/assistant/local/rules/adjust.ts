import {
  ACCOUNT,
  ASSET_ACCOUNT,
  cents,
  kindOfAccount,
  MONTHS_ES,
  mulDiv,
  sum,
  type AccountRef,
  type Cents,
  type ExpenseKind,
} from '../../../domain';
import { IN_PAY, OUT_PAY, SPEND } from '../cues';
import { ASSET_CONCEPTS, EXPENSE_CONCEPTS, findConcepts } from '../lexicon';
import { head } from '../items';
import { values } from '../values';
import { ask, movements, type Outcome, type RuleCtx } from './context';

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
  const asset: AccountRef = fromBooks
    ? { section: 'assets', category: fromBooks.category, type: 'no_corriente' }
    : { section: 'assets', category: hit?.concept.category ?? ASSET_ACCOUNT.equipment, type: 'no_corriente' };
  const label = fromBooks?.description ?? (hit ? t.slice(hit.start, hit.end) : 'activos fijos');
  const word = asset.category === ASSET_ACCOUNT.intangible ? 'Amortización' : 'Depreciación';
  return movements([
    {
      kind: 'depreciation',
      label: `${word}: ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
      items: [{ asset, amount }],
    },
  ]);
};

const TO_EXPENSE =
  /(?<![a-z])(pasa(?:r|lo|la)? (?:a|al) gasto|pasalo a gasto|a gastos?|al gasto|devenga[a-z]*|imputa[a-z]*|reconoce[a-z]* (?:el|como) gasto|consumi(?:mos|do|eron)|se consumio|se consumieron|transcurri[a-z]*|devengaron|ya (?:ha |han )?pas[a-z]*|han pasado|ya se uso|ya usamos|llevar a gasto|amortiza el anticipo|(?:carga|cargalo|cargala|apunta|apuntalo|apuntala|anota|anotalo|anotala|registra|registralo|mete|metelo|pon|ponlo)(?: ya)? (?:como|el|al|a) gasto|el gasto (?:de|del) (?:este|el|ese) (?:(?:primer|segundo|tercer|ultimo) )?mes|ya se (?:nos )?(?:fue|paso|consumio|gasto|vencio|cumplio) (?:el|un) (?:(?:primer|segundo|tercer) )?mes)(?![a-z])/;
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
  // 'el mes de cowork' of an entry that paid the cowork and a fee: what the message names first.
  const conceptsIn = (text: string) =>
    findConcepts(text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), EXPENSE_CONCEPTS);
  const hit = head(conceptsIn(t)) ?? head(conceptsIn(`${original.description.toLowerCase()} ${t}`));
  const kind = hit
    ? (hit.concept.kind ?? kindOfAccount(hit.concept.section, hit.concept.category))
    : undefined;
  const expense: ExpenseKind = kind && 'expense' in kind ? kind.expense : 'other';
  const label = `${original.description.replace(/\s*(pagad[oa]s?|pago) por (adelantado|anticipado)/i, '')}: paso a gasto`;
  const prepaidRef = {
    section: 'assets' as const,
    category: original.category,
    ...(original.type ? { type: original.type } : {}),
    description: original.description,
  };
  // What is left of the prepayment is all it can give: an amount above it, or 'todo', takes what is left.
  const said = vals.length ? cents(Math.max(...vals.map((v) => v.cents))) : undefined;
  // The period is in the prepayment's description, or in the message's name for it ('del seguro anual').
  const months = periodMonths(original.description) ?? periodWord(t);
  const whole = /(?<![a-z])(todo|completo|entero|toda)(?![a-z])/.test(t);
  if (said !== undefined || !months || whole) {
    const amount = said !== undefined && said < open ? said : open;
    return movements([
      { kind: 'prepaid_used', label, expense, amount, prepaid: { ...prepaidRef, amount: original.amount } },
    ]);
  }
  return movements([
    {
      kind: 'prepaid_used',
      label,
      expense,
      months: Math.min(monthsAsked(t), months),
      ofMonths: months,
      prepaid: { ...prepaidRef, amount: original.amount },
    },
  ]);
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
  // '3 meses de renta adelantada…, contrato de un año': the months paid, not the contract's length.
  const paid =
    /(\d+|dos|tres|seis)\s*meses\s+(?:de\s+)?(?:renta|alquiler|arriendo|adelantad|pagad|por adelantado)/.exec(
      d,
    );
  if (paid?.[1]) return ({ dos: 2, tres: 3, seis: 6 } as Record<string, number>)[paid[1]] ?? Number(paid[1]);
  if (/anual|un ano|12 meses|doce meses/.test(d)) return 12;
  if (/semestr|6 meses|seis meses/.test(d)) return 6;
  if (/trimestr|3 meses|tres meses/.test(d)) return 3;
  const n = /(\d+)\s*meses/.exec(d);
  return n ? Number(n[1]) : undefined;
}

function periodWord(t: string): number | undefined {
  if (/(?<![a-z])anual(?:es)?(?![a-z])/.test(t)) return 12;
  if (/(?<![a-z])semestral(?:es)?(?![a-z])/.test(t)) return 6;
  if (/(?<![a-z])trimestral(?:es)?(?![a-z])/.test(t)) return 3;
  return undefined;
}

function monthsAsked(t: string): number {
  // '(de los 3 meses que le adelantamos)' names the months paid, not the months used.
  const n = /(?<!(?:de los|de las|dura|duran)\s)(\d+)\s*meses/.exec(t);
  if (n) return Number(n[1]);
  const named = MONTH_NAMES.filter((m) => new RegExp(`(?<![a-z])${m}(?![a-z])`).test(t)).length;
  return Math.max(1, named);
}

const ADVANCE =
  /(?<![a-z])(senal|anticipo|anticipos|adelant[a-z]*|por adelantado|a cuenta(?! de (?:lo que|la deuda|su deuda|la factura|su factura|sus facturas|lo pendiente|lo adeudado|el saldo|lo debido))|reserva|deposito del cliente|pago inicial del cliente)(?![a-z])/;
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
  return movements([{ kind: 'advance_received', label: 'Anticipo de cliente', amount }]);
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
  const viaCard = ctx.means.global.has('card');
  return movements([
    {
      kind: 'advance_given',
      label: 'Anticipo a proveedor',
      amount,
      ...(viaCard ? { settlement: { kind: 'card' as const } } : {}),
    },
  ]);
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
  // 'gastamos 86,40 en productos de limpieza con la de débito': money spent, not stock used.
  if (
    /(?<![a-z])(?:gastamos|gaste|gastaron|gasto)(?![a-z])/.test(t) &&
    (ctx.means.global.has('cash') || ctx.means.global.has('card') || ctx.means.global.has('credit')) &&
    !/(?<![a-z])(?:del|de) (?:inventario|stock|almacen|bodega|despensa)(?![a-z])/.test(t)
  )
    return null;
  const vals = values(ctx.msg);
  if (vals.length === 0) return ask('¿Cuánto costó lo que salió del inventario?');
  const amount = cents(Math.max(...vals.map((v) => v.cents)));
  return movements([{ kind: 'stock_used', label: 'Costo de la mercadería e insumos consumidos', amount }]);
};
