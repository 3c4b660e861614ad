import { cents, mulDiv, neg, sub, sum, type Cents } from '../money';
import type { Currency } from '../sections';
import {
  assetAccount,
  balanceOf,
  CASH,
  COST_OF_SALES,
  expenseAccount,
  FINANCIAL_EXPENSES,
  incomeAccount,
  kindOfAccount,
  INVENTORIES,
  OTHER_CURRENT_ASSETS,
  TAXES_PAYABLE,
  OTHER_CURRENT_LIABILITIES,
  OTHER_EXPENSES,
  PAYABLE_ACCOUNTS,
  PAYABLES,
  RECEIVABLES,
  refAccount,
  SALARIES_PAYABLE,
  sameAccount,
  SUPPLIERS,
  withBalance,
  SHORT_TERM_MONTHS,
  SHORT_TERM_LOANS,
  type Account,
} from './accounts';
import { ask, askAmount, booked, given, isQuestion, positive, put, tidy } from './entry';
import type { BookedLine, Booking, BooksView, Movement, Portion } from './movement';
import { payFor, receiveFor } from './settle';
import { ADVANCE_COVERED_TEXT, capitalize, COST_NOTE, QUESTION, WHY } from './text';

type Of<K extends Movement['kind']> = Extract<Movement, { kind: K }>;
type What = Of<'purchase'>['what'];

/**
 * Whom a purchase on credit is owed to: goods for resale to Proveedores (§4.1), pay earned by staff
 * to Salarios por pagar (§6.2), taxes assessed to Impuestos por pagar, everything else (assets, services, expenses) to Cuentas por pagar.
 */
export function creditAccountFor(what: What): Account {
  if ('account' in what) {
    const kind = kindOfAccount(what.account.section, what.account.category);
    return kind && !('income' in kind) ? creditAccountFor(kind) : PAYABLES;
  }
  if ('asset' in what) return what.asset === 'inventory' ? SUPPLIERS : PAYABLES;
  if (what.expense === 'salaries') return SALARIES_PAYABLE;
  return what.expense === 'taxes' ? TAXES_PAYABLE : PAYABLES;
}

/** The account a purchase raises; an investment held up to twelve months is a current asset (§8). */
export function subjectAccountFor(what: What, termMonths?: number): Account {
  if ('account' in what) return refAccount(what.account);
  if ('asset' in what)
    return what.asset === 'investment' && termMonths !== undefined && termMonths <= SHORT_TERM_MONTHS
      ? OTHER_CURRENT_ASSETS
      : assetAccount(what.asset);
  return expenseAccount(what.expense);
}

/** Any figure of the movement that is present must be a non-negative number of cents. */
function figuresValid(...xs: (Cents | undefined)[]): boolean {
  return xs.every((x) => x === undefined || given(x));
}

/**
 * Buying (§3.1, §3.2, §4.1, §4.3, §7): the asset or expense rises by the total; an advance already
 * given to this supplier is taken off Otros activos corrientes and only the rest is settled.
 */
export function bookPurchase(m: Of<'purchase'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  if (!figuresValid(m.advanceApplied)) return askAmount(m.kind);
  const advance = m.advanceApplied ?? (0 as Cents);
  if (advance > m.amount) return askAmount(m.kind);
  const label = capitalize(m.label);
  const vat = m.vat ?? (0 as Cents);
  if (vat < 0) return askAmount(m.kind);
  const pay = payFor(sub(cents(m.amount + vat), advance), m.settlement, creditAccountFor(m.what), label);
  if (isQuestion(pay)) return pay;
  const lines = [
    put(subjectAccountFor(m.what, m.termMonths), m.amount, label),
    put(OTHER_CURRENT_ASSETS, vat, label),
    put(OTHER_CURRENT_ASSETS, neg(advance), label),
    ...pay,
  ];
  // What is bought sits on the same account as the advance that paid it all (a short investment):
  // one current asset becomes another of the same account, and no balance changes.
  if (tidy(lines).length === 0) return { kind: 'nothing', text: ADVANCE_COVERED_TEXT };
  return booked(m.kind, m.label, lines, currency, advance > 0 ? { why: WHY.advanceApplied } : {});
}

/**
 * Selling (§5.1–5.6): the income rises by the gross; an advance the customer had paid is taken off
 * Otros pasivos corrientes and the rest is collected per the settlement; a card fee is Gastos
 * financieros and comes off the cash; with the cost, Costo de ventas against Inventarios.
 */
export function bookSale(m: Of<'sale'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  if (!figuresValid(m.cost, m.cardFee, m.advanceApplied)) return askAmount(m.kind);
  if (m.netOnly && m.cardFee === undefined) return ask('gross', QUESTION.gross);
  const fee = m.cardFee ?? (0 as Cents);
  const gross = m.netOnly ? cents(m.amount + fee) : m.amount;
  const advance = m.advanceApplied ?? (0 as Cents);
  const vat = m.vat ?? (0 as Cents);
  if (advance > gross || vat < 0) return askAmount(m.kind);
  const label = capitalize(m.label);
  const receive = receiveFor(sub(cents(gross + vat), advance), m.settlement, label);
  if (isQuestion(receive)) return receive;
  const cashIn = sum(receive.filter((l) => sameAccount(l, CASH)).map((l) => l.amount));
  const owedIn = sum(receive.filter((l) => sameAccount(l, RECEIVABLES)).map((l) => l.amount));
  // The fee comes off what the processor pays: the cash it paid, or, when it pays out later, what
  // it still owes us.
  const feeFrom = fee <= cashIn ? CASH : fee <= owedIn ? RECEIVABLES : undefined;
  if (!feeFrom) return ask('gross', QUESTION.gross);
  const cost = m.cost ?? (0 as Cents);
  const lines: BookedLine[] = [
    put(
      m.revenue && m.revenue.section === 'revenues' ? refAccount(m.revenue) : incomeAccount(m.income),
      gross,
      label,
    ),
    put(TAXES_PAYABLE, vat, label),
    put(OTHER_CURRENT_LIABILITIES, neg(advance), label),
    ...receive,
    put(feeFrom, neg(fee), label),
    put(m.feeBy === 'platform' ? expenseAccount('marketing') : FINANCIAL_EXPENSES, fee, label),
    put(COST_OF_SALES, cost, label),
    put(INVENTORIES, neg(cost), label),
  ];
  const note = m.income === 'goods' && m.cost === undefined ? COST_NOTE : undefined;
  return booked(m.kind, m.label, lines, currency, {
    ...(advance > 0 ? { why: WHY.advanceApplied } : {}),
    ...(note ? { note } : {}),
  });
}

/**
 * How much a portion names: an amount as given, all of the balance or half of it (rounded half away
 * from zero). Undefined when there is no portion or it comes to nothing.
 */
export function portionAmount(portion: Portion | undefined, balance: Cents): Cents | undefined {
  if (!portion) return undefined;
  let amount: Cents;
  switch (portion.kind) {
    case 'amount':
      amount = portion.amount;
      break;
    case 'all':
      amount = balance;
      break;
    case 'half':
      amount = mulDiv(balance, 1, 2);
      break;
  }
  return positive(amount) ? amount : undefined;
}

/** A customer pays what it owed (§5.5): cash up, Cuentas por cobrar down ('todo', 'la mitad' from the books). */
export function bookCollection(m: Of<'collection'>, books: BooksView, currency: Currency): Booking {
  const amount = portionAmount(m.portion, balanceOf(books, RECEIVABLES));
  if (amount === undefined) return askAmount(m.kind);
  const label = capitalize(m.label);
  return booked(m.kind, m.label, [put(CASH, amount, label), put(RECEIVABLES, neg(amount), label)], currency);
}

/**
 * Paying a debt (§4.4, §2.4, §6.2): the debt's account down, cash down. The debt is the one named;
 * else, when the books hold exactly one payable account with a balance (Cuentas por pagar,
 * Proveedores, the card, Salarios or Impuestos por pagar, Otros pasivos corrientes), that one; else
 * the booking asks. 'Todo' and 'la mitad' are of that account's balance in the books.
 */
export function bookDebtPayment(m: Of<'debt_payment'>, books: BooksView, currency: Currency): Booking {
  let debt: Account;
  if (m.debt) {
    if (m.debt.section !== 'liabilities') return ask('which_debt', QUESTION.whichDebt);
    debt = refAccount(m.debt);
  } else {
    const open = withBalance(books, PAYABLE_ACCOUNTS);
    const only = open.length === 1 ? open[0] : undefined;
    if (!only) return ask('which_debt', QUESTION.whichDebt);
    debt = only;
  }
  const amount = portionAmount(m.portion, balanceOf(books, debt));
  if (amount === undefined) return askAmount(m.kind);
  const label = capitalize(m.label);
  // Paying the card with the card moves nothing: only another debt can be paid with it.
  const onCard = m.settlement?.kind === 'card' && !sameAccount(debt, SHORT_TERM_LOANS);
  const pay = onCard ? put(SHORT_TERM_LOANS, amount, label) : put(CASH, neg(amount), label);
  return booked(m.kind, m.label, [put(debt, neg(amount), label), pay], currency);
}

/**
 * Money given back to a customer (§5.7): the same income category down, cash down (or the
 * receivable, when the customer had not paid); goods back in stock at their cost when it is given.
 */
export function bookCustomerRefund(m: Of<'customer_refund'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  if (!figuresValid(m.cost)) return askAmount(m.kind);
  const cost = m.cost ?? (0 as Cents);
  const label = capitalize(m.label);
  const lines = [
    put(incomeAccount(m.income), neg(m.amount), label),
    put(m.unpaid ? RECEIVABLES : CASH, neg(m.amount), label),
    put(INVENTORIES, cost, label),
    put(COST_OF_SALES, neg(cost), label),
  ];
  return booked(m.kind, m.label, lines, currency);
}

/**
 * Goods sent back to a supplier (§4.2): Inventarios down; cash back when refunded, else off what we
 * owe: Proveedores when it has a balance, else Cuentas por pagar when that has one, else Proveedores.
 */
export function bookSupplierReturn(m: Of<'supplier_return'>, books: BooksView, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  const label = capitalize(m.label);
  let back: BookedLine;
  if (m.refunded) {
    back = put(CASH, m.amount, label);
  } else {
    const owed =
      balanceOf(books, SUPPLIERS) > 0 ? SUPPLIERS : balanceOf(books, PAYABLES) > 0 ? PAYABLES : SUPPLIERS;
    back = put(owed, neg(m.amount), label);
  }
  return booked(m.kind, m.label, [put(INVENTORIES, neg(m.amount), label), back], currency);
}

/** A receivable written off (§5.8): Otros gastos up, Cuentas por cobrar down ('todo' is its balance). */
export function bookBadDebt(m: Of<'bad_debt'>, books: BooksView, currency: Currency): Booking {
  const amount = portionAmount(m.portion, balanceOf(books, RECEIVABLES));
  if (amount === undefined) return askAmount(m.kind);
  const label = capitalize(m.label);
  return booked(
    m.kind,
    m.label,
    [put(OTHER_EXPENSES, amount, label), put(RECEIVABLES, neg(amount), label)],
    currency,
  );
}

/** Stock used or sold, recognised on its own (§4.1): Costo de ventas up, Inventarios down. */
export function bookStockUsed(m: Of<'stock_used'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  const label = capitalize(m.label);
  return booked(
    m.kind,
    m.label,
    [put(COST_OF_SALES, m.amount, label), put(INVENTORIES, neg(m.amount), label)],
    currency,
  );
}

/**
 * One of the company's own things sold: the price comes in (or is owed), the thing leaves at its
 * carrying amount, and the difference is a gain (Otros ingresos) or a loss (Otros gastos). A thing
 * never booked is carried at 0, so the whole price is a gain.
 */
export function bookAssetSold(m: Of<'asset_sold'>, currency: Currency): Booking {
  if (!positive(m.amount)) return askAmount(m.kind);
  if (m.carrying === undefined || m.carrying < 0) return ask('carrying_amount', QUESTION.carrying);
  const label = capitalize(m.label);
  const receive = receiveFor(m.amount, m.settlement, label);
  if (isQuestion(receive)) return receive;
  const where = m.asset ? refAccount(m.asset) : assetAccount('equipment');
  const result = sub(m.amount, m.carrying);
  const lines: BookedLine[] = [
    ...receive,
    put(where, neg(m.carrying), label),
    put(incomeAccount('other'), result > 0 ? result : (0 as Cents), label),
    put(OTHER_EXPENSES, result < 0 ? neg(result) : (0 as Cents), label),
  ];
  return booked(m.kind, m.label, lines, currency, { why: WHY.assetSold });
}
