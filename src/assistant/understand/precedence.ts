import {
  advanceEarned,
  badDebt,
  cardSale,
  cashTransfer,
  customerRefund,
  dividend,
  greeting,
  injection,
  hypothetical,
  loanGiven,
  notYet,
  passThrough,
  salary,
  stockUsed,
  socialCharges,
  supplierReturn,
  withdrawal,
  type Rule,
} from './rules';
import { capital, loanPayment, loanReceived } from './financing';
import { assetSale, commissionEarned, interestEarned, knownIncome, otherIncome, sale } from './trade';
import { purchase } from './purchase';
import { collection, debtPayment } from './settle';
import { advanceDelivery, leaseStart } from './orders';
import {
  advanceGiven,
  advanceReceived,
  depositGiven,
  depositReturned,
  depreciation,
  prepaid,
  termDeposit,
} from './adjustments';
import { deletion } from './delete';
import { payroll } from './payroll';
import { correction } from './edit';
import { query } from './query';

/**
 * The order in which rules are tried, top to bottom; the first that answers wins. Questions about a
 * hypothesis come first (they must never book), then the movements whose words are unmistakable,
 * then the ones that need more context. A message no rule here reads goes to the general reader.
 */
export interface Entry {
  readonly name: string;
  readonly rule: Rule;
  /**
   * `movement`: a new movement, tried only when the message is not a question, a correction or a
   * deletion; `intent`: the rule reads the intent itself (questions, corrections, deletions).
   */
  readonly scope: 'movement' | 'intent';
}

const m = (name: string, rule: Rule): Entry => ({ name, rule, scope: 'movement' });
const i = (name: string, rule: Rule): Entry => ({ name, rule, scope: 'intent' });

export const PRECEDENCE: readonly Entry[] = [
  i("words aimed at the assistant's instructions → inform, nothing changes", injection),
  i('deletion of one, two related, the latest or a duplicate entry', deletion),
  i('correction of an entry (amount, quantity, payment, term, account, valuation)', correction),
  i('hypothesis or why-question → inform', hypothetical),
  i('a quote or a plan, nothing happened yet → inform', notYet),
  i('question about the figures → query (before greetings: «hola, ¿cuánto hay?»)', query),
  i('greeting or how it works → inform', greeting),
  m('cash ↔ bank transfer → nothing to book', cashTransfer),
  m('tips handed to the staff → nothing; a bounced cheque → asked', passThrough),
  m(
    'interest earned on the money of the company (before deposits: «intereses del plazo fijo»)',
    interestEarned,
  ),
  m('term deposit at the bank (before contributions: «metimos 3.000 en un plazo fijo»)', termDeposit),
  m('company lends to someone', loanGiven),
  m('owner withdrawal', withdrawal),
  m('dividends declared or paid', dividend),
  m('bad debt', badDebt),
  m('customer advance earned', advanceEarned),
  m('an order paid in advance is delivered', advanceDelivery),
  m('goods returned to a supplier', supplierReturn),
  m('a deposit we gave comes back (before refunds: «nos devolvió la garantía»)', depositReturned),
  m('refund to a customer', customerRefund),
  m('a payroll told in parts: pay and charges, each paid or owed', payroll),
  m('employer social charges', socialCharges),
  m('pay earned by staff, paid or owed', salary),
  m('stock used up or consumed', stockUsed),
  m('loan instalment (principal and interest)', loanPayment),
  m('contribution in kind, per head, or of unclear nature', capital),
  m('loan received', loanReceived),
  m(
    'commission earned as an intermediary (before card fees: «nos pagó 2.300 de comisiones»)',
    commissionEarned,
  ),
  m('card sale with the terminal fee', cardSale),
  m('depreciation of named assets', depreciation),
  m('income no sale earned: an insurance claim, a grant (before sales)', otherIncome),
  m("one of the company's own things sold (before sales: «vendimos la impresora vieja»)", assetSale),
  m('sale of goods or services', sale),
  m('a lease starts: deposit and first rent', leaseStart),
  m('rent deposit', depositGiven),
  m('months paid ahead', prepaid),
  m('customer advance received', advanceReceived),
  m('advance to a supplier', advanceGiven),
  m('a customer pays what it owed', collection),
  m('we pay what we owed', debtPayment),
  m('income of a kind the books already hold, named by the same words', knownIncome),
  m('purchase of an asset, stock, a service or an expense', purchase),
];
