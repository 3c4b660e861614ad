import { mulDiv, neg, sub, sum, type Cents } from '../money';
import type { Currency } from '../sections';
import {
  account,
  CASH,
  DEPRECIATION,
  expenseAccount,
  incomeAccount,
  OTHER_CURRENT_ASSETS,
  OTHER_CURRENT_LIABILITIES,
  OTHER_NON_CURRENT_ASSETS,
  LONG_TERM_INVESTMENTS,
  PAYABLES,
  PREPAID,
  refAccount,
  balanceOf,
  SALARIES,
  SALARIES_PAYABLE,
  SHORT_TERM_MONTHS,
  TAXES_PAYABLE,
} from './accounts';
import { ask, askAmount, booked, given, isQuestion, positive, put } from './entry';
import type { BookedLine, Booking, BooksView, Movement } from './movement';
import { payFor } from './settle';
import { capitalize, QUESTION, SHORT_DEPOSIT_TEXT, WHY } from './text';

type Of<K extends Movement['kind']> = Extract<Movement, { kind: K }>;

/** Pay earned by staff (§6.1, §6.2): Salarios up; cash out when paid, else Salarios por pagar. */
export function bookSalary(m: Of<'salary'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  const label = capitalize(m.label);
  const lines = [
    put(SALARIES, m.amount, label),
    m.paid ? put(CASH, neg(m.amount), label) : put(SALARIES_PAYABLE, m.amount, label),
  ];
  return booked(m.kind, m.label, lines, currency);
}

/**
 * The employer's social charges (§6.3): Salarios (the preferred of `Salarios | Impuestos y tasas`);
 * cash out when paid, else Impuestos por pagar (the preferred of its pair).
 */
export function bookSocialCharges(m: Of<'social_charges'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  const label = capitalize(m.label);
  const lines = [
    put(SALARIES, m.amount, label),
    m.paid ? put(CASH, neg(m.amount), label) : put(TAXES_PAYABLE, m.amount, label),
  ];
  return booked(m.kind, m.label, lines, currency);
}

/**
 * Months of an expense paid ahead (§8): Gastos pagados por anticipado up. It is paid by definition,
 * so without a settlement it left cash; a settlement given is honoured (on credit, Cuentas por pagar).
 */
export function bookPrepaid(m: Of<'prepaid'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  const label = capitalize(m.label);
  const pay = payFor(m.amount, m.settlement ?? { kind: 'now' }, PAYABLES, label);
  if (isQuestion(pay)) return pay;
  return booked(m.kind, m.label, [put(PREPAID, m.amount, label), ...pay], currency, { why: WHY.prepaid });
}

/**
 * Part of a prepayment used up (§8): the amount given, or the prepayment's amount × months used ÷
 * months covered (rounded half away from zero); the expense up by kind, the prepayment down.
 */
export function bookPrepaidUsed(m: Of<'prepaid_used'>, currency: Currency): Booking {
  const amount = prepaidUsedAmount(m);
  if (amount === undefined) return askAmount(m.kind);
  const label = capitalize(m.label);
  const prepaid = m.prepaid ? refAccount(m.prepaid) : PREPAID;
  const lines = [put(expenseAccount(m.expense), amount, label), put(prepaid, neg(amount), label)];
  return booked(m.kind, m.label, lines, currency, { why: WHY.prepaidUsed });
}

export function prepaidUsedAmount(m: Of<'prepaid_used'>): Cents | undefined {
  if (m.amount !== undefined) return positive(m.amount) ? m.amount : undefined;
  const months = m.months;
  const of = m.ofMonths;
  if (!m.prepaid || !positive(m.prepaid.amount)) return undefined;
  if (months === undefined || of === undefined) return undefined;
  if (!Number.isSafeInteger(months) || !Number.isSafeInteger(of) || months <= 0 || of <= 0 || months > of) {
    return undefined;
  }
  const amount = mulDiv(m.prepaid.amount, months, of);
  return positive(amount) ? amount : undefined;
}

/**
 * A deposit given (§8): not an expense, it comes back. Otros activos no corrientes when the contract
 * runs more than 12 months or its length is not said; Otros activos corrientes for a year or less.
 */
export function bookDepositGiven(m: Of<'deposit_given'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  // A lease whose length is not said is taken as longer than a year, as premises leases are: the
  // deposit comes back at its end. A contract of a year or less makes it current.
  const long = m.contractMonths === undefined || m.contractMonths > SHORT_TERM_MONTHS;
  const label = capitalize(m.label);
  const lines = [
    put(long ? OTHER_NON_CURRENT_ASSETS : OTHER_CURRENT_ASSETS, m.amount, label),
    put(CASH, neg(m.amount), label),
  ];
  return booked(m.kind, m.label, lines, currency, { why: WHY.deposit });
}

/**
 * A term deposit (§8): up to 3 months it is a cash equivalent (nothing to book); up to 12, Otros
 * activos corrientes; longer, Inversiones a largo plazo. The term decides, so it is asked when missing.
 */
export function bookTermDeposit(m: Of<'term_deposit'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  if (m.termMonths === undefined || !(m.termMonths > 0)) return ask('term', QUESTION.depositTerm);
  if (m.termMonths <= CASH_EQUIVALENT_MONTHS) return { kind: 'nothing', text: SHORT_DEPOSIT_TEXT };
  const label = capitalize(m.label);
  const to = m.termMonths > SHORT_TERM_MONTHS ? LONG_TERM_INVESTMENTS : OTHER_CURRENT_ASSETS;
  return booked(m.kind, m.label, [put(to, m.amount, label), put(CASH, neg(m.amount), label)], currency, {
    why: WHY.termDeposit,
  });
}

/** NIIF para las PYMES 7.2: a deposit maturing within three months is a cash equivalent. */
const CASH_EQUIVALENT_MONTHS = 3;

/** A customer pays ahead (§5.6): cash up, Otros pasivos corrientes up. */
export function bookAdvanceReceived(m: Of<'advance_received'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  const label = capitalize(m.label);
  const lines = [put(CASH, m.amount, label), put(OTHER_CURRENT_LIABILITIES, m.amount, label)];
  return booked(m.kind, m.label, lines, currency, { why: WHY.advanceReceived });
}

/** An advance received is earned (§5.6): Otros pasivos corrientes down, the income up. */
export function bookAdvanceEarned(m: Of<'advance_earned'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  const label = capitalize(m.label);
  const lines = [
    put(OTHER_CURRENT_LIABILITIES, neg(m.amount), label),
    put(incomeAccount(m.income), m.amount, label),
  ];
  return booked(m.kind, m.label, lines, currency, { why: WHY.advanceEarned });
}

/** We pay a supplier ahead (§4.3): Otros activos corrientes up, cash down. */
export function bookAdvanceGiven(m: Of<'advance_given'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  const label = capitalize(m.label);
  const pay = payFor(m.amount, m.settlement ?? { kind: 'now' }, PAYABLES, label);
  if (isQuestion(pay)) return pay;
  const lines = [put(OTHER_CURRENT_ASSETS, m.amount, label), ...pay];
  return booked(m.kind, m.label, lines, currency, { why: WHY.advanceGiven });
}

/**
 * Depreciation (§3.3): Depreciación y amortización up by the total; each asset down by its part on
 * the account where it sits in the books (no accumulated depreciation in the catalogue).
 */
export function bookDepreciation(m: Of<'depreciation'>, currency: Currency): Booking {
  if (m.items.some((item) => !given(item.amount))) return askAmount(m.kind);
  const total = sum(m.items.map((item) => item.amount));
  if (total === 0) return askAmount(m.kind);
  const label = capitalize(m.label);
  const lines: BookedLine[] = [put(DEPRECIATION, total, label)];
  for (const item of m.items) {
    const where = account('assets', item.asset.category, item.asset.type ?? 'no_corriente');
    const text = item.asset.description?.trim() ? `${label} (${item.asset.description.trim()})` : label;
    lines.push(put(where, neg(item.amount), text));
  }
  return booked(m.kind, m.label, lines, currency, { why: WHY.depreciation });
}

/**
 * A deposit given earlier comes back (§8: it is recovered, never an expense): cash up and the deposit
 * down on the account where it sits; anything beyond what that account holds (interest on it) is
 * Otros ingresos.
 */
export function bookDepositReturned(
  m: Of<'deposit_returned'>,
  books: BooksView,
  currency: Currency,
): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  const where = refAccount(m.deposit);
  const held = balanceOf(books, where);
  const back = held > 0 ? (m.amount < held ? m.amount : held) : (0 as Cents);
  const label = capitalize(m.label);
  const lines = [
    put(CASH, m.amount, label),
    put(where, neg(back), label),
    put(incomeAccount('other'), sub(m.amount, back), label),
  ];
  return booked(m.kind, m.label, lines, currency, { why: WHY.depositReturned });
}
