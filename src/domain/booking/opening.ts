import { formatMoney } from '../format';
import { cents, type Cents } from '../money';
import { balanceAgainstRetained, mergeBalances, openingDifference, type OpeningBalance } from '../opening';
import type { Currency } from '../sections';
import {
  ASSET_ACCOUNT,
  CASH,
  loanAccountFor,
  MORTGAGES,
  PAYABLES,
  PREPAID,
  RECEIVABLES,
  RETAINED_EARNINGS,
  SALARIES_PAYABLE,
  SHARE_CAPITAL,
  SUPPLIERS,
  TAXES_PAYABLE,
  type Account,
} from './accounts';
import type { AssetKind } from './movement';

/*
 * Opening balances told in words ('ya teníamos 5.000 en el banco y una deuda de 2.000 con el
 * proveedor'): what the company had, owed and was given when these books start. The reader names
 * each thing; the accounts, the loan's term and the gap to 'Resultados acumulados' are decided here.
 */

export type OpeningThing =
  | { readonly kind: 'cash' }
  | { readonly kind: 'receivable' }
  | { readonly kind: 'prepaid' }
  | { readonly kind: 'asset'; readonly asset: AssetKind }
  | { readonly kind: 'supplier_debt' }
  | { readonly kind: 'debt' }
  | { readonly kind: 'taxes_owed' }
  | { readonly kind: 'salaries_owed' }
  /** termMonths: what is left to pay; undefined when the message did not say (it is asked). */
  | { readonly kind: 'loan'; readonly termMonths?: number; readonly mortgage?: boolean }
  | { readonly kind: 'capital' }
  /** Earnings kept from before; a loss carried is a negative amount. */
  | { readonly kind: 'retained' };

export interface OpeningItem {
  readonly thing: OpeningThing;
  /** Positive: what the company has, owes or was given (a loss carried is negative retained earnings). */
  readonly amount: Cents;
}

export const OPENING_QUESTION = {
  loanTerm:
    '¿Ese préstamo se termina de pagar en los próximos 12 meses o en más tiempo? Lo necesito para ponerlo como pasivo corriente o no corriente.',
  /** The end of the question about the gap: a later 'sí' is read as its answer. */
  gapAsk: '¿Llevo esa diferencia a Resultados acumulados?',
  nothing:
    'No registré los saldos iniciales. Dime qué falta (por ejemplo, el capital de los socios) para que cuadren.',
} as const;

const WHY =
  'El asiento de apertura es el punto de partida del período, no un movimiento: los ingresos y gastos empiezan en cero y su efectivo es el efectivo inicial del flujo.';

function accountOf(thing: OpeningThing): Account | undefined {
  switch (thing.kind) {
    case 'cash':
      return CASH;
    case 'receivable':
      return RECEIVABLES;
    case 'prepaid':
      return PREPAID;
    case 'asset':
      // A term deposit or shares held when the books start: long term unless told otherwise.
      return {
        section: 'assets',
        category: ASSET_ACCOUNT[thing.asset],
        type: thing.asset === 'inventory' ? 'corriente' : 'no_corriente',
      };
    case 'supplier_debt':
      return SUPPLIERS;
    case 'debt':
      return PAYABLES;
    case 'taxes_owed':
      return TAXES_PAYABLE;
    case 'salaries_owed':
      return SALARIES_PAYABLE;
    case 'loan':
      if (thing.mortgage) return MORTGAGES;
      return thing.termMonths === undefined ? undefined : loanAccountFor(thing.termMonths);
    case 'capital':
      return SHARE_CAPITAL;
    case 'retained':
      return RETAINED_EARNINGS;
  }
}

export type OpeningReading =
  | {
      readonly kind: 'balances';
      /** Per account, zeros dropped, in chart order. */
      readonly balances: readonly OpeningBalance[];
      /** Assets − liabilities − equity: what 'Resultados acumulados' takes if the user confirms. */
      readonly difference: Cents;
    }
  | { readonly kind: 'question'; readonly text: string };

/** The opening balances of the things told, or the one question a missing fact needs. */
export function openingFromItems(items: readonly OpeningItem[]): OpeningReading {
  const balances: OpeningBalance[] = [];
  for (const item of items) {
    const a = accountOf(item.thing);
    if (!a) return { kind: 'question', text: OPENING_QUESTION.loanTerm };
    if (a.section === 'revenues' || a.section === 'expenses') continue;
    balances.push({ section: a.section, category: a.category, type: a.type, amount: item.amount });
  }
  const merged = mergeBalances(balances);
  return { kind: 'balances', balances: merged, difference: openingDifference(merged) };
}

function listed(balances: readonly OpeningBalance[], currency: Currency): string {
  return balances.map((b) => `${b.category} ${formatMoney(b.amount, currency)}`).join('; ');
}

/** The question when the balances told do not balance: the gap, and whether it goes to retained earnings. */
export function openingGapQuestion(
  balances: readonly OpeningBalance[],
  difference: Cents,
  currency: Currency,
): string {
  const gap = formatMoney(cents(Math.abs(difference)), currency);
  const what =
    difference > 0
      ? `faltan ${gap} de patrimonio: lo que la empresa ganó antes y dejó en el negocio (utilidades acumuladas)`
      : `sobran ${gap} de deudas y patrimonio: pérdidas acumuladas de antes, que restan patrimonio`;
  return `Anoté estos saldos iniciales: ${listed(balances, currency)}. Para que el asiento de apertura cuadre (activos = pasivos + patrimonio) ${what}. ${OPENING_QUESTION.gapAsk}`;
}

/** The balances to book: those told, with the gap in 'Resultados acumulados' when the user confirmed it. */
export function openingToBook(balances: readonly OpeningBalance[], withGap: boolean): OpeningBalance[] {
  return withGap ? balanceAgainstRetained(balances) : mergeBalances(balances);
}

/** The chat's answer once the opening is booked. */
export function openingBookedText(
  balances: readonly OpeningBalance[],
  currency: Currency,
  gap: Cents,
): string {
  const told = `¡Listo! Registré los saldos iniciales en el asiento de apertura: ${listed(balances, currency)}.`;
  const moved =
    gap === 0
      ? ''
      : ` La diferencia de ${formatMoney(cents(Math.abs(gap)), currency)} va a Resultados acumulados${gap < 0 ? ' (pérdidas acumuladas)' : ''}.`;
  return `${told}${moved} ${WHY}`;
}
