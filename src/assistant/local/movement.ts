import { direction, FUTURE_PAY, IN_PAY, SELL } from './cues';
import { findConcepts, REVENUE_CONCEPTS } from './lexicon';
import { capital } from './rules/capital';
import { ask, tell, type Outcome, type Rule, type RuleCtx } from './rules/context';
import {
  customerAdvance,
  depreciation,
  inventoryUse,
  prepaidToExpense,
  supplierAdvance,
} from './rules/adjust';
import { loanPayment, loanReceived } from './rules/loan';
import { sale } from './rules/sale';
import { collect, payDebt } from './rules/settle';
import { spend } from './rules/spend';
import { values } from './values';

/**
 * Books one movement: the specific kinds first (they have unmistakable words), then by which way the
 * money moves. Returns null when the message is not a movement at all.
 */
/** We charged someone ('cobramos 250 por una clase'): a sale even without a product word. */
const CHARGED = /(?<![a-z])(cobramos|cobre|cobrado|cobrada|le cobramos|les cobramos)(?![a-z])/;
const FIRST_PERSON_PAY =
  /(?<![a-z])(pague|pagamos|pagado|pagada|pagados|pagadas|he pagado|hemos pagado|le pago|les pago|le pagamos|les pagamos|le pague|les pague|pagar|abonamos|abone|transferimos|transferi|hemos transferido|he transferido|(?:le|les) (?:hemos hecho|he hecho|hicimos|hice) (?:la|una|otra|el|un) (?:transferencia|transfe|bizum|yape|plin|deposito|ingreso|sinpe|nequi|pago)|mandamos|mande)(?![a-z])/;
const SPECIFIC: readonly Rule[] = [
  loanPayment,
  depreciation,
  prepaidToExpense,
  inventoryUse,
  supplierAdvance,
  customerAdvance,
  capital,
  loanReceived,
];

/** Money that came in at the counter or the till ('en el mostrador entraron 1.120') is takings. */
const AT_THE_TILL =
  /(?<![a-z])(?:en|por) (?:el |la )?(?:mostrador|caja registradora|registradora|taquilla|recepcion|barra|ventanilla|tpv|datafono)(?![a-z])/;

/** 'entraron 260 de canastas sueltas': money in for things or work named after it is takings. */
const TAKINGS_OF =
  /(?<![a-z])(?:entr(?:o|aron)|ingres(?:o|aron)|cay(?:o|eron)|hicimos|sacamos)\s+\$?\s*\d[\d.,]*(?:\s*(?:mil|k|lucas|pesos|dolares|euros|soles|pavos))?\s+(?:en\s+[a-z]+\s+)?de\s+(?!(?:un|una|mi|tu|su|sus|el|la|los|las|nuestro|nuestra)\s|(?:prestamo|credito|capital|aporte|socio|socia|socios|banco|intereses|devolucion|reembolso)(?![a-z]))[a-z]{4,}/;

/** Moving money between the bank and the till: both are 'Efectivo y equivalentes', nothing to book. */
const CASH_TRANSFER =
  /(?<![a-z])(retir[a-z]*|sac[a-z]*|deposit[a-z]*|pas[a-z]*|transfer[a-z]*|llev[a-z]*|ingres[a-z]*)(?![a-z])(?:(?!\.\s).)*?(?<![a-z])(del banco|de la cuenta|del cajero|al banco|a la cuenta|en el banco|en la cuenta|a caja|de caja|a la caja|de la caja|en caja|en la caja|caja chica)(?![a-z])(?:(?!\.\s).)*?(?<![a-z])(banco|cuenta|caja|cajero)(?![a-z])/;

export function interpretMovement(ctx: RuleCtx): Outcome | null {
  const t = ctx.msg.text;
  if (
    CASH_TRANSFER.test(t) &&
    !/(?<![a-z])(prestamo|aporte|capital|venta|vendimos|cobr[a-z]*|pag[a-z]*|compr[a-z]*|plazo fijo)(?![a-z])/.test(
      t,
    )
  ) {
    return tell(
      'Mover dinero entre el banco y la caja no cambia los estados: las dos son «Efectivo y equivalentes de efectivo», así que no registro ningún asiento. Si el dinero salió para un pago, cuéntame el pago.',
    );
  }
  for (const rule of SPECIFIC) {
    const out = rule(ctx);
    if (out) return out;
  }
  const { dir, first } = direction(t);
  if (dir === 'in') {
    if (first === 'in-pay' || !SELL.test(t)) {
      const c = collect(ctx);
      if (c) return c;
    }
    const sells = SELL.test(t) || findConcepts(t, REVENUE_CONCEPTS).length > 0;
    if (sells || CHARGED.test(t) || AT_THE_TILL.test(t) || TAKINGS_OF.test(t)) return sale(ctx);
    if (IN_PAY.test(t))
      return ask(
        '¿De dónde viene ese dinero: una venta, el cobro de una factura pendiente, un préstamo o un aporte de los socios?',
      );
    return sale(ctx);
  }
  if (dir === 'out') {
    // 'la alumna ya pagó', 'el cliente pagó la factura': a third party paying us an open receivable.
    if (first === 'pay' && !FIRST_PERSON_PAY.test(t)) {
      const c = collect(ctx);
      if (c) return c;
    }
    if (first !== 'buy' && first !== 'spend' && !(FUTURE_PAY.test(t) && first === 'pending')) {
      const p = payDebt(ctx);
      if (p) return p;
    }
    return spend(ctx);
  }
  // No verb at all ('anuncios en Facebook: 450,75 con la débito'): what is named decides.
  const s = spend(ctx);
  if (s) return s;
  if (values(ctx.msg).length > 0)
    return ask('¿Qué movimiento es ese importe: un gasto, una compra, una venta, un cobro o un aporte?');
  return null;
}
