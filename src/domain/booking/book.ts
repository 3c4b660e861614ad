import type { Currency } from '../sections';
import {
  bookAdvanceEarned,
  bookAdvanceGiven,
  bookAdvanceReceived,
  bookTermDeposit,
  bookDepositGiven,
  bookDepositReturned,
  bookDepreciation,
  bookPrepaid,
  bookPrepaidUsed,
  bookSalary,
  bookSocialCharges,
} from './adjustments';
import {
  bookCapital,
  bookDividend,
  bookLoanGiven,
  bookLoanPayment,
  bookLoanReceived,
  bookWithdrawal,
} from './financing';
import type { BookedLine, Booking, BooksView, Movement } from './movement';
import { CASH_TRANSFER_TEXT } from './text';
import {
  bookAssetSold,
  bookBadDebt,
  bookCollection,
  bookCustomerRefund,
  bookDebtPayment,
  bookPurchase,
  bookSale,
  bookStockUsed,
  bookSupplierReturn,
} from './trade';

/**
 * Books one movement as the accounting rules of `movimientos.md` say: balanced lines (one per
 * account, no zero lines) with a plain-Spanish summary whose amounts are written in `currency`, or
 * the one question for the first fact the booking needs and the movement does not give, or nothing to
 * book with the reason. Pure: the books are only read ('todo lo que faltaba', which loan).
 */
export function bookMovement(movement: Movement, books: BooksView, currency: Currency): Booking {
  const m = movement;
  switch (m.kind) {
    case 'capital':
      return bookCapital(m, currency);
    case 'loan_received':
      return bookLoanReceived(m, currency);
    case 'loan_payment':
      return bookLoanPayment(m, books, currency);
    case 'purchase':
      return bookPurchase(m, currency);
    case 'sale':
      return bookSale(m, currency);
    case 'collection':
      return bookCollection(m, books, currency);
    case 'debt_payment':
      return bookDebtPayment(m, books, currency);
    case 'salary':
      return bookSalary(m, currency);
    case 'social_charges':
      return bookSocialCharges(m, currency);
    case 'prepaid':
      return bookPrepaid(m, currency);
    case 'prepaid_used':
      return bookPrepaidUsed(m, currency);
    case 'deposit_given':
      return bookDepositGiven(m, currency);
    case 'advance_received':
      return bookAdvanceReceived(m, currency);
    case 'term_deposit':
      return bookTermDeposit(m, currency);
    case 'advance_earned':
      return bookAdvanceEarned(m, currency);
    case 'advance_given':
      return bookAdvanceGiven(m, currency);
    case 'depreciation':
      return bookDepreciation(m, currency);
    case 'withdrawal':
      return bookWithdrawal(m, currency);
    case 'loan_given':
      return bookLoanGiven(m, currency);
    case 'dividend':
      return bookDividend(m, currency);
    case 'customer_refund':
      return bookCustomerRefund(m, currency);
    case 'supplier_return':
      return bookSupplierReturn(m, books, currency);
    case 'bad_debt':
      return bookBadDebt(m, books, currency);
    case 'stock_used':
      return bookStockUsed(m, currency);
    case 'cash_transfer':
      return { kind: 'nothing', text: CASH_TRANSFER_TEXT };
    case 'asset_sold':
      return bookAssetSold(m, currency);
    case 'deposit_returned':
      return bookDepositReturned(m, books, currency);
  }
}

export const NOTHING_TO_BOOK = 'No hay movimientos que registrar.';

/**
 * Several movements of one message as one balanced group (movimientos §10): each movement is booked
 * on its own (so each part balances) against the same books, and the lines are their concatenation,
 * in order. The first question any of them asks is the answer; movements with nothing to book add
 * their reason to the summary; when none has lines, the reasons come back as 'nothing'.
 */
export function bookMovements(movements: readonly Movement[], books: BooksView, currency: Currency): Booking {
  const bookings = movements.map((m) => bookMovement(m, books, currency));
  const question = bookings.find((b) => b.kind === 'question');
  if (question) return question;
  const lines: BookedLine[] = [];
  const summaries: string[] = [];
  const whys: string[] = [];
  let any = false;
  for (const b of bookings) {
    if (b.kind === 'lines') {
      any = true;
      lines.push(...b.lines);
      summaries.push(b.summary);
      if (b.why && !whys.includes(b.why)) whys.push(b.why);
    } else if (b.kind === 'nothing') {
      if (!summaries.includes(b.text)) summaries.push(b.text);
    }
  }
  if (!any) return { kind: 'nothing', text: summaries.join(' ') || NOTHING_TO_BOOK };
  const summary = summaries.join(' ');
  return whys.length > 0
    ? { kind: 'lines', lines, summary, why: whys.join(' ') }
    : { kind: 'lines', lines, summary };
}
