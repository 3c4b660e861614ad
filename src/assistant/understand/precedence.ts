import {
  advanceEarned,
  badDebt,
  cardSale,
  cashTransfer,
  customerRefund,
  dividend,
  hypothetical,
  loanGiven,
  socialCharges,
  supplierReturn,
  withdrawal,
  type Rule,
} from './rules';
import { capital, loanPayment, loanReceived } from './financing';
import { sale } from './trade';
import { advanceGiven, advanceReceived, depositGiven, depreciation, prepaid } from './adjustments';

/**
 * The order in which rules are tried, top to bottom; the first that answers wins. Questions about a
 * hypothesis come first (they must never book), then the movements whose words are unmistakable,
 * then the ones that need more context. A message no rule here reads goes to the general reader.
 */
export const PRECEDENCE: readonly (readonly [string, Rule])[] = [
  ['hypothesis or why-question → inform', hypothetical],
  ['cash ↔ bank transfer → nothing to book', cashTransfer],
  ['company lends to someone', loanGiven],
  ['owner withdrawal', withdrawal],
  ['dividends declared or paid', dividend],
  ['bad debt', badDebt],
  ['customer advance earned', advanceEarned],
  ['goods returned to a supplier', supplierReturn],
  ['refund to a customer', customerRefund],
  ['employer social charges', socialCharges],
  ['loan instalment (principal and interest)', loanPayment],
  ['contribution in kind, per head, or of unclear nature', capital],
  ['loan received', loanReceived],
  ['card sale with the terminal fee', cardSale],
  ['depreciation of named assets', depreciation],
  ['sale of goods or services', sale],
  ['rent deposit', depositGiven],
  ['months paid ahead', prepaid],
  ['customer advance received', advanceReceived],
  ['advance to a supplier', advanceGiven],
];
