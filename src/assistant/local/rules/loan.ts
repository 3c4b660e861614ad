import { ACCOUNT, cents, sub, type Cents, formatMoney } from '../../../domain';
import { clauseAt, clauses } from '../clauses';
import { BUY, SPEND } from '../cues';
import { spendsLoanMoney } from '../means';
import { values } from '../values';
import { ask, movements, type Outcome, type RuleCtx } from './context';

/** Bank and private loans: receiving one (by term) and paying an instalment (principal + interest). */
const LOAN_WORD =
  /(?<![a-z])(prestamo|prestamos|credito bancario|credito del banco|credito con el banco|credito de consumo|un credito|el credito|financiacion|financiamiento|hipoteca|linea de credito|sobregiro|ico|microcredito|nos prest[a-z]*|me prest[a-z]*|pedimos prestado|le pedimos prestado)(?![a-z])/;
const RECEIVE =
  /(?<![a-z])((?:nos|me) (?:ha |han )?(?:concedido|dado|otorgado|aprobado|prestado|depositado|ingresado|desembolsado|transferido)|nos (?:dieron|dio|otorgaron|otorgo|aprobaron|aprobo|concedieron|concedio|depositaron|deposito|desembolsaron|desembolso|prestaron|presto|ingresaron|ingreso|transfirieron)|me (?:dieron|dio|presto|prestaron|aprobaron|concedieron)|recibimos|recibi|pedimos|pedi|sacamos|saque|solicitamos|obtuvimos|conseguimos|consegui|tomamos|firmamos|firme|contratamos|nos llego|entro|entraron|desembolso|prestamo de|prestamo del|prestamo por)(?![a-z])/;
const REPAY =
  /(?<![a-z])(cuota|cuotas|pagamos|pague|pagado|pagada|abonamos|abone|amortizamos|amortice|amortizacion de capital|devolvimos|devolvi|devolver|cancelamos|cancele|liquidamos|mensualidad|letra)(?![a-z])/;
const INTEREST = /(?<![a-z])(interes|intereses)(?![a-z])/;
const PRINCIPAL = /(?<![a-z])(capital|principal|amortizacion)(?![a-z])/;
const TOTAL = /(?<![a-z])(en total|total|la cuota (?:es|fue|era|de)|cuota de)(?![a-z])/;
const PAID_SELLER =
  /(?<![a-z])(?:directo|directamente)(?: [a-z]+){0,3} (?:al|a la) (?:proveedor|proveedora|vendedor|vendedora|concesionario|concesionaria|agencia|fabricante|importador|importadora|distribuidor|distribuidora|tienda)(?![a-z])/;
const LOAN_CATEGORIES: readonly string[] = [ACCOUNT.shortTermLoans, ACCOUNT.longTermLoans, ACCOUNT.mortgages];

export function mentionsLoan(ctx: RuleCtx): boolean {
  return LOAN_WORD.test(ctx.msg.text);
}

export const loanReceived = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  if (!LOAN_WORD.test(t) || REPAY.test(t) || INTEREST.test(t) || spendsLoanMoney(t)) return null;
  // 'se los paga directamente el banco al proveedor': the loan paid a purchase; no money came in.
  if (PAID_SELLER.test(t)) return null;
  // A loan named without buying anything with it is money coming in ('nos concedieron un préstamo').
  if (BUY.test(t) || (!RECEIVE.test(t) && SPEND.test(t))) return null;
  // The loan's own amount sits next to 'préstamo', which the means reader also sees as a part.
  const vals = values(ctx.msg);
  const amount = vals.length ? cents(Math.max(...vals.map((v) => v.cents))) : undefined;
  if (amount === undefined)
    return ask(
      ctx.means.loanMonths === undefined
        ? '¿De cuánto es el préstamo y a qué plazo hay que devolverlo?'
        : '¿De cuánto es el préstamo?',
    );
  const mortgage = /(?<![a-z])hipoteca/.test(t);
  const creditLine = /(?<![a-z])(linea de credito|sobregiro)(?![a-z])/.test(t);
  const months = ctx.means.loanMonths ?? (creditLine ? 12 : undefined);
  if (months === undefined && !mortgage)
    return ask(
      `¿A qué plazo es el préstamo de ${formatMoney(amount, ctx.currency)}? (en meses o años; hasta 12 meses es corto plazo)`,
    );
  return movements([
    {
      kind: 'loan_received',
      label: describeLoan(t, months),
      amount,
      ...(months !== undefined ? { termMonths: months } : {}),
      ...(mortgage ? { mortgage } : {}),
      ...(creditLine ? { creditLine } : {}),
    },
  ]);
};

function describeLoan(t: string, months: number | undefined): string {
  const who = /(?<![a-z])ico(?![a-z])/.test(t)
    ? ' ICO'
    : /(?<![a-z])banc|(?<![a-z])banco/.test(t)
      ? ' bancario'
      : '';
  const term =
    months === undefined
      ? ''
      : months % 12 === 0 && months >= 12
        ? ` a ${months / 12} ${months === 12 ? 'año' : 'años'}`
        : ` a ${Math.round(months)} meses`;
  return `Préstamo${who}${term}`;
}

/**
 * An instalment: '260 en total, de eso 60 son intereses' → principal 200 down the loan, 60 of
 * interest expense, 260 out of cash. Without the interest split the assistant asks for it.
 */
export const loanPayment = (ctx: RuleCtx): Outcome | null => {
  const t = ctx.msg.text;
  const loans = ctx.ledger.lines.filter(
    (l) => l.section === 'liabilities' && LOAN_CATEGORIES.includes(l.category),
  );
  const loanMatch = ctx.ledger
    .matching(ctx.ref, (l) => l.section === 'liabilities' && LOAN_CATEGORIES.includes(l.category))
    .some((m) => m.specific > 0);
  const namesLoan =
    LOAN_WORD.test(t) ||
    (/(?<![a-z])(cuota|devolvimos|devolvi|abonamos)/.test(t) && loans.length > 0 && loanMatch);
  if (!namesLoan || !REPAY.test(t) || /tarjeta de credito/.test(t) || spendsLoanMoney(t)) return null;
  // 'compramos ... el resto con un préstamo': the loan pays a purchase, nothing is repaid.
  if (BUY.test(t) || /(?<![a-z])con (?:un|el|una) (?:prestamo|credito|financiacion)/.test(t)) return null;
  const cl = clauses(t);
  const vals = values(ctx.msg);
  if (vals.length === 0) return ask('¿Cuánto pagaron de la cuota y cuánto de eso fueron intereses?');
  let interest: Cents | undefined;
  let principal: Cents | undefined;
  let total: Cents | undefined;
  for (const v of vals) {
    const c = cl[clauseAt(cl, v.start)]?.text ?? '';
    if (INTEREST.test(c) && !TOTAL.test(c)) interest = v.cents;
    else if (PRINCIPAL.test(c) && !TOTAL.test(c)) principal = v.cents;
    else total ??= v.cents;
  }
  // Giving back money borrowed from people usually carries no interest unless the user says so.
  if (
    /(?<![a-z])sin intereses(?![a-z])/.test(t) ||
    (interest === undefined &&
      principal === undefined &&
      /(?<![a-z])(devolvimos|devolvi|devolver|devuelvo|devolvemos|le devolvimos)(?![a-z])/.test(t))
  )
    interest = cents(0);
  if (total !== undefined && interest !== undefined && principal === undefined)
    principal = sub(total, interest);
  if (total !== undefined && principal !== undefined && interest === undefined)
    interest = sub(total, principal);
  if (principal !== undefined && interest === undefined && total === undefined) interest = cents(0);
  if (principal === undefined && interest !== undefined && total === undefined)
    return ask('¿Cuánto fue la cuota en total (capital más intereses)?');
  if (principal === undefined || interest === undefined)
    return ask('¿Qué parte de la cuota corresponde a intereses y qué parte a capital?');
  if (principal < 0 || interest < 0)
    return ask('Los intereses no pueden ser mayores que la cuota: ¿me confirmas los importes?');
  // The loan the message names; otherwise the domain takes the only one open, or asks which.
  const named = ctx.ledger
    .matching(ctx.ref, (l) => l.section === 'liabilities' && LOAN_CATEGORIES.includes(l.category))
    .find((m) => m.specific > 0)?.line;
  return movements([
    {
      kind: 'loan_payment',
      label: 'Cuota del préstamo',
      principal,
      interest,
      ...(named
        ? {
            loan: {
              section: 'liabilities' as const,
              category: named.category,
              ...(named.type ? { type: named.type } : {}),
              description: named.description,
            },
          }
        : {}),
    },
  ]);
};
