import { add, neg, sub, type Cents } from '../money';
import type { Currency } from '../sections';
import {
  assetAccount,
  CASH,
  FINANCIAL_EXPENSES,
  INVENTORIES,
  LOAN_ACCOUNTS_FOR_PAYMENTS,
  loanAccountFor,
  MORTGAGES,
  OTHER_CURRENT_ASSETS,
  OTHER_CURRENT_LIABILITIES,
  OTHER_EQUITY,
  OTHER_NON_CURRENT_ASSETS,
  PARTNER_CONTRIBUTIONS,
  refAccount,
  RETAINED_EARNINGS,
  SHARE_CAPITAL,
  SHORT_TERM_LOANS,
  SHORT_TERM_MONTHS,
  withBalance,
  type Account,
} from './accounts';
import { ask, askAmount, booked, given, positive, put, validMonths } from './entry';
import type { BookedLine, Booking, BooksView, Movement } from './movement';
import { capitalize, QUESTION, WHY } from './text';

type Of<K extends Movement['kind']> = Extract<Movement, { kind: K }>;

/**
 * Contributions (movimientos §1): cash to Capital social at the founding and to Aportes de socios
 * later; things to their asset account against Capital social, or Aportes de socios when the same
 * message also brings cash (§1.2) or the contribution comes later (§1.3).
 */
export function bookCapital(m: Of<'capital'>, currency: Currency): Booking {
  if (m.natureUnclear) return ask('nature', QUESTION.nature);
  if (m.cash !== undefined && !given(m.cash)) return askAmount(m.kind);
  const items = m.inKind ?? [];
  for (const item of items) if (!given(item.value)) return ask('value', QUESTION.value(item.label));
  const cash = m.cash ?? (0 as Cents);
  const label = capitalize(m.label);
  const lines: BookedLine[] = [];
  if (cash > 0) {
    lines.push(put(CASH, cash, label), put(m.later ? PARTNER_CONTRIBUTIONS : SHARE_CAPITAL, cash, label));
  }
  const inKindEquity = m.later || cash > 0 ? PARTNER_CONTRIBUTIONS : SHARE_CAPITAL;
  for (const item of items) {
    const value = item.value ?? (0 as Cents);
    lines.push(put(assetAccount(item.asset), value, capitalize(item.label) || label));
    lines.push(put(inKindEquity, value, label));
  }
  return booked(m.kind, m.label, lines, currency);
}

/**
 * A loan received in cash (§2.1): up to 12 months short term, more long term; a mortgage on
 * Hipotecas por pagar; a credit line drawn, short term whatever its term.
 */
export function bookLoanReceived(m: Of<'loan_received'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  let loan: Account;
  if (m.mortgage) loan = MORTGAGES;
  else if (m.creditLine) loan = SHORT_TERM_LOANS;
  else if (validMonths(m.termMonths)) loan = loanAccountFor(m.termMonths);
  else return ask('term', QUESTION.term);
  const label = capitalize(m.label);
  return booked(m.kind, m.label, [put(CASH, m.amount, label), put(loan, m.amount, label)], currency);
}

/**
 * An instalment (§2.3): the principal reduces the loan, the interest is Gastos financieros, the
 * instalment leaves cash. Given the total and one part, the other is their difference; in a grace
 * period the whole instalment is interest. The loan is the one named; else the only loan account
 * with a balance in the books; with none, Préstamos a corto plazo; with several, the booking asks.
 */
export function bookLoanPayment(m: Of<'loan_payment'>, books: BooksView, currency: Currency): Booking {
  const label = capitalize(m.label);
  for (const x of [m.total, m.principal, m.interest])
    if (x !== undefined && !given(x)) return askAmount(m.kind);
  if (m.interestOnly) {
    const interest = m.total ?? m.interest;
    if (!positive(interest)) return askAmount(m.kind);
    return booked(
      m.kind,
      m.label,
      [put(FINANCIAL_EXPENSES, interest, label), put(CASH, neg(interest), label)],
      currency,
      { why: WHY.interestOnly },
    );
  }
  if (m.total === undefined && m.principal === undefined && m.interest === undefined)
    return askAmount(m.kind);
  let principal: Cents;
  let interest: Cents;
  if (m.principal !== undefined && m.interest !== undefined) {
    principal = m.principal;
    interest = m.interest;
    if (m.total !== undefined && add(principal, interest) !== m.total) {
      return ask('interest_split', QUESTION.interestSplit);
    }
  } else if (m.total !== undefined && m.principal !== undefined) {
    principal = m.principal;
    interest = sub(m.total, m.principal);
  } else if (m.total !== undefined && m.interest !== undefined) {
    interest = m.interest;
    principal = sub(m.total, m.interest);
  } else {
    return ask('interest_split', QUESTION.interestSplit);
  }
  if (principal < 0 || interest < 0) return ask('interest_split', QUESTION.interestSplit);
  const total = add(principal, interest);
  if (total === 0) return askAmount(m.kind);
  let loan: Account = SHORT_TERM_LOANS;
  if (principal > 0) {
    if (m.loan) {
      loan = refAccount(m.loan);
    } else {
      const open = withBalance(books, LOAN_ACCOUNTS_FOR_PAYMENTS);
      if (open.length > 1) return ask('which_debt', QUESTION.whichLoan);
      loan = open[0] ?? SHORT_TERM_LOANS;
    }
  }
  const lines = [
    put(loan, neg(principal), label),
    put(FINANCIAL_EXPENSES, interest, label),
    put(CASH, neg(total), label),
  ];
  return booked(m.kind, m.label, lines, currency, { why: WHY.loanPayment });
}

/** A loan the company grants (§9): a right to collect, current up to 12 months or when unsaid. */
export function bookLoanGiven(m: Of<'loan_given'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  const long = validMonths(m.termMonths) && m.termMonths > SHORT_TERM_MONTHS;
  const label = capitalize(m.label);
  const lines = [
    put(long ? OTHER_NON_CURRENT_ASSETS : OTHER_CURRENT_ASSETS, m.amount, label),
    put(CASH, neg(m.amount), label),
  ];
  return booked(m.kind, m.label, lines, currency, { why: WHY.loanGiven });
}

/**
 * The owner takes money (§9): if it will be given back it is a loan to the partner (Otros activos
 * corrientes); a personal withdrawal reduces equity (Otros componentes del patrimonio). Never an
 * expense. When neither is known, the booking asks.
 */
export function bookWithdrawal(m: Of<'withdrawal'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  if (m.repay === undefined && m.personal === undefined)
    return ask('withdrawal_purpose', QUESTION.withdrawal);
  const label = capitalize(m.label);
  const loan = m.repay === true;
  // Goods taken from stock leave the inventory at their cost; money leaves cash.
  const lines = [
    loan ? put(OTHER_CURRENT_ASSETS, m.amount, label) : put(OTHER_EQUITY, neg(m.amount), label),
    put(m.goods ? INVENTORIES : CASH, neg(m.amount), label),
  ];
  return booked(m.kind, m.label, lines, currency, { why: loan ? WHY.partnerLoan : WHY.withdrawal });
}

/**
 * Dividends (§9): out of Resultados acumulados; owed to the partners (Otros pasivos corrientes) until
 * paid, or straight out of cash when declared and paid at once.
 */
export function bookDividend(m: Of<'dividend'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  const label = capitalize(m.label);
  const lines = [
    put(RETAINED_EARNINGS, neg(m.amount), label),
    m.paid ? put(CASH, neg(m.amount), label) : put(OTHER_CURRENT_LIABILITIES, m.amount, label),
  ];
  return booked(m.kind, m.label, lines, currency, {
    why: m.paid ? WHY.dividendPaid : WHY.dividendDeclared,
  });
}
