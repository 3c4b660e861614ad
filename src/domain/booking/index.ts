/**
 * Booking: from a movement as the assistant read it (what happened, in business terms) to balanced
 * lines. Every accounting choice (which account, which term, cost of sales, where a withdrawal goes)
 * is made here, once.
 */
export type * from './movement';
export { bookMovement, bookMovements } from './book';
export { reviseEntry } from './revise';
export {
  ASSET_ACCOUNT,
  EXPENSE_CATEGORY,
  INCOME_CATEGORY,
  SHORT_TERM_MONTHS,
  accountOfKind,
  kindOfAccount,
  raisedByPurchase,
  loanAccountFor,
} from './accounts';
export type { Account } from './accounts';
export { creditAccountFor } from './trade';
export { CASH_TRANSFER_TEXT, COST_NOTE } from './text';
export {
  OPENING_QUESTION,
  openingBookedText,
  openingFromItems,
  openingGapQuestion,
  openingToBook,
} from './opening';
export type { OpeningItem, OpeningReading, OpeningThing } from './opening';
