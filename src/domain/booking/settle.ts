import { cents, neg, type Cents } from '../money';
import {
  CASH,
  loanAccountFor,
  MORTGAGES,
  PARTNER_CONTRIBUTIONS,
  PAYABLES,
  RECEIVABLES,
  SHORT_TERM_LOANS,
  type Account,
} from './accounts';
import { ask, given, put, validMonths, type Question } from './entry';
import type { BookedLine, Settlement } from './movement';
import { QUESTION } from './text';

/**
 * The paying side of a purchase of `total` (movimientos §2.2, §2.4, §3.1, §4.1, §7): cash out now, a
 * debt with the seller on `credit`, the company's credit card (Préstamos a corto plazo), part now and
 * the rest on credit or on the card, or a loan that paid the seller (down payment in cash, the rest on
 * the loan account its term decides). A `loan` without `down` had no down payment.
 */
export function payFor(
  total: Cents,
  settlement: Settlement | undefined,
  credit: Account,
  description: string,
): BookedLine[] | Question {
  if (total === 0) return [];
  if (!settlement) return ask('settlement', QUESTION.payment);
  switch (settlement.kind) {
    case 'now':
      return [put(CASH, neg(total), description)];
    case 'credit':
      return [put(credit, total, description)];
    case 'card':
      return [put(SHORT_TERM_LOANS, total, description)];
    case 'split': {
      const now = settlement.now;
      if (!given(now) || now > total) return ask('split', QUESTION.splitPaid);
      const later = settlement.laterOnCard ? SHORT_TERM_LOANS : credit;
      return [put(CASH, neg(now), description), put(later, cents(total - now), description)];
    }
    case 'partner':
      return [put(settlement.repay ? PAYABLES : PARTNER_CONTRIBUTIONS, total, description)];
    case 'loan': {
      // A mortgage has its own account whatever its term (§2.1), so its term is never asked.
      const months = settlement.termMonths;
      const lender = settlement.mortgage
        ? MORTGAGES
        : validMonths(months)
          ? loanAccountFor(months)
          : undefined;
      if (!lender) return ask('term', QUESTION.term);
      const down = settlement.down ?? (0 as Cents);
      if (!given(down) || down > total) return ask('split', QUESTION.splitPaid);
      return [put(CASH, neg(down), description), put(lender, cents(total - down), description)];
    }
  }
}

/**
 * The receiving side of a sale of `total` (movimientos §5.1–5.4): cash now, a receivable on credit,
 * or both. A card is a cash collection through the terminal (§5.3), and a lender paying us on the
 * customer's behalf is cash too.
 */
export function receiveFor(
  total: Cents,
  settlement: Settlement | undefined,
  description: string,
): BookedLine[] | Question {
  if (total === 0) return [];
  if (!settlement) return ask('settlement', QUESTION.collection);
  switch (settlement.kind) {
    case 'now':
    case 'card':
    case 'loan':
    case 'partner':
      return [put(CASH, total, description)];
    case 'credit':
      return [put(RECEIVABLES, total, description)];
    case 'split': {
      const now = settlement.now;
      if (!given(now) || now > total) return ask('split', QUESTION.splitCollected);
      return [put(CASH, now, description), put(RECEIVABLES, cents(total - now), description)];
    }
  }
}
