import type { Cents } from '../money';
import type { AccountType, Section } from '../sections';

/**
 * What happened, in business terms, as the assistant read it from the founder's message. No account
 * names here: which account, which term and which sign are accounting choices, made once by
 * `bookMovement`. A fact the message did not give stays undefined, and booking asks for it instead
 * of inventing it.
 */

/** What was bought, contributed or used, as a kind of thing (the booking picks the account). */
export type AssetKind =
  /** Computers, furniture, shelving, air conditioning, fit-out of a rented premises. */
  | 'equipment'
  /** Machines, power tools, ovens, industrial kitchens, freezers, washers, gym machines. */
  | 'machinery'
  | 'vehicle'
  /** Perpetual licence, premium domain, brand, software built by a third party that we own. */
  | 'intangible'
  /** Goods for resale, raw materials, stock. */
  | 'inventory'
  /** Land or a building bought. */
  | 'property'
  /** A term deposit, shares of another company (the term decides current or not). */
  | 'investment';

/** What a cost was for (the booking picks the category). */
export type ExpenseKind =
  | 'rent'
  | 'utilities'
  | 'marketing'
  | 'professional_fees'
  | 'software'
  | 'salaries'
  | 'taxes'
  | 'financial'
  | 'insurance'
  | 'supplies'
  | 'transport'
  | 'repairs'
  | 'other';

/** What we earned from. */
export type IncomeKind = 'goods' | 'services' | 'other';

/**
 * An account already in the books that a message points at ('la cocina', 'el préstamo de Mibanco',
 * 'lo que le debemos a Pavco'): the reader resolves the words to a line of the state; the booking
 * moves that same account.
 */
export interface AccountRef {
  readonly section: Section;
  readonly category: string;
  readonly type?: AccountType;
  /** The description of the referenced line, for the new line's text. */
  readonly description?: string;
}

/**
 * How money moved for a purchase or a sale.
 * - `now`: cash, bank, debit card, transfer, Yape, Bizum, Stripe… all one account.
 * - `credit`: nothing paid yet (fiado, a 30 días, factura pendiente).
 * - `card`: the company's credit card (purchases only).
 * - `split`: part now (`now`), the rest on credit; `laterOnCard` when the rest went to the card.
 * - `loan`: a lender paid the seller directly (purchases only); `down` paid now, the rest is the loan.
 */
export type Settlement =
  | { readonly kind: 'now' }
  | { readonly kind: 'credit' }
  | { readonly kind: 'card' }
  /** Part now, the rest later; `now` undefined when the message did not say how much (it is asked). */
  | { readonly kind: 'split'; readonly now?: Cents; readonly laterOnCard?: boolean }
  | {
      readonly kind: 'loan';
      readonly down?: Cents;
      readonly termMonths?: number;
      /** The lender holds the property bought as security: Hipotecas por pagar. */
      readonly mortgage?: boolean;
    }
  /**
   * A partner paid it from their own pocket: the company owes it back (`repay`) or the partner
   * leaves it in the company as a contribution.
   */
  | { readonly kind: 'partner'; readonly repay: boolean };

/**
 * What a purchase buys: a kind of asset or of expense, or an account already in the books that the
 * message names again ('más fundas', when the books hold a line for the first ones).
 */
export type Purchased =
  { readonly asset: AssetKind } | { readonly expense: ExpenseKind } | { readonly account: AccountRef };

/** Ways a message can name an amount that depends on the books ('todo', 'la mitad', 'lo que faltaba'). */
export type Portion =
  { readonly kind: 'amount'; readonly amount: Cents } | { readonly kind: 'all' } | { readonly kind: 'half' };

export type Movement =
  /** Founders or partners put money and/or things into the company. `later`: after the founding. */
  | {
      readonly kind: 'capital';
      readonly label: string;
      readonly cash?: Cents;
      readonly inKind?: readonly {
        readonly asset: AssetKind;
        readonly value?: Cents;
        readonly label: string;
      }[];
      readonly later?: boolean;
      /** Money put in that may be given back: contribution or loan is not known. */
      readonly natureUnclear?: boolean;
    }
  /** A loan received in cash. `termMonths` undefined when the message did not say. */
  | {
      readonly kind: 'loan_received';
      readonly label: string;
      readonly amount?: Cents;
      readonly termMonths?: number;
      readonly mortgage?: boolean;
      /** A credit line drawn: always short term. */
      readonly creditLine?: boolean;
    }
  /** An instalment: principal and interest (either may be deduced from the total). */
  | {
      readonly kind: 'loan_payment';
      readonly label: string;
      readonly total?: Cents;
      readonly principal?: Cents;
      readonly interest?: Cents;
      /** A grace period: the whole instalment is interest. */
      readonly interestOnly?: boolean;
      /** The loan in the books, when the message or the books tell which. */
      readonly loan?: AccountRef;
    }
  /** Buying an asset, stock, a service or an expense. `amount` is the total (quantity × unit price). */
  | {
      readonly kind: 'purchase';
      readonly label: string;
      readonly what: Purchased;
      readonly amount?: Cents;
      readonly settlement?: Settlement;
      /** How long an investment is held, when said: up to twelve months it is a current asset. */
      readonly termMonths?: number;
      /** Part of the total already paid as an advance to this supplier (in the books). */
      /** VAT (IVA/IGV) the user separated: recoverable, an asset until it is offset (movimientos §0). */
      readonly vat?: Cents;
      readonly advanceApplied?: Cents;
    }
  /** Selling goods or services. `cost`: the cost of the goods sold, when given. */
  | {
      readonly kind: 'sale';
      readonly label: string;
      readonly income: IncomeKind;
      /**
       * The income category when the words or the books name one the kinds do not (a membership of an
       * online school, a category of the company's own); it wins over `income` for the account.
       */
      readonly revenue?: AccountRef;
      readonly amount?: Cents;
      readonly settlement?: Settlement;
      readonly cost?: Cents;
      /** The card terminal's fee, taken from the gross. */
      readonly cardFee?: Cents;
      /**
       * Who took the fee: the card terminal (a financial expense) or a marketplace or delivery
       * platform selling for us (what it costs to sell there). A card terminal when not said.
       */
      readonly feeBy?: 'card' | 'platform';
      /** Part of the price the customer had paid as an advance (in the books). */
      /** VAT (IVA/IGV) the user separated: owed to the tax office, not income (movimientos §0). */
      readonly vat?: Cents;
      readonly advanceApplied?: Cents;
      /**
       * Only the net amount paid out by the card processor is known: `amount` is that net. With
       * `cardFee` the gross is `amount + cardFee`; without it the booking asks for the gross.
       */
      readonly netOnly?: boolean;
    }
  /** A customer pays what it owed us. */
  | { readonly kind: 'collection'; readonly label: string; readonly portion?: Portion }
  /** We pay what we owed (a supplier, a creditor, the credit card, salaries, taxes, dividends). */
  | {
      readonly kind: 'debt_payment';
      readonly label: string;
      readonly portion?: Portion;
      /** The debt in the books; undefined when the message did not say which. */
      readonly debt?: AccountRef;
      /** Paid from cash unless the settlement says otherwise (the company's credit card). */
      readonly settlement?: Settlement;
    }
  /** Pay earned by staff. `paid`: paid now; otherwise it is owed. */
  | { readonly kind: 'salary'; readonly label: string; readonly amount?: Cents; readonly paid: boolean }
  /** The employer's social charges (Seguridad Social, EsSalud, IMSS…). */
  | {
      readonly kind: 'social_charges';
      readonly label: string;
      readonly amount?: Cents;
      readonly paid: boolean;
    }
  /** Several months of an expense paid ahead (insurance, rent, hosting). */
  | {
      readonly kind: 'prepaid';
      readonly label: string;
      readonly expense: ExpenseKind;
      readonly amount?: Cents;
      readonly settlement?: Settlement;
    }
  /** Part of a prepaid expense is used up ('ya pasó un mes del seguro'). */
  | {
      readonly kind: 'prepaid_used';
      readonly label: string;
      readonly expense: ExpenseKind;
      readonly amount?: Cents;
      /** How many months of the prepayment are used, to compute the amount from the books. */
      readonly months?: number;
      /** How many months the prepayment covered, when the message or the books tell. */
      readonly ofMonths?: number;
      readonly prepaid?: AccountRef & { readonly amount: Cents };
    }
  /** A deposit or guarantee given (rent deposit). `contractMonths` decides the term. */
  | {
      readonly kind: 'deposit_given';
      readonly label: string;
      readonly amount?: Cents;
      readonly contractMonths?: number;
    }
  /**
   * Money put in a term deposit at the bank (plazo fijo, imposición, CDT). `termMonths` decides where it
   * goes (§8): up to 3 months it is still cash, up to 12 another current asset, beyond that an investment.
   */
  | {
      readonly kind: 'term_deposit';
      readonly label: string;
      readonly amount?: Cents;
      readonly termMonths?: number;
    }
  /** A customer pays ahead of our delivery. */
  | { readonly kind: 'advance_received'; readonly label: string; readonly amount?: Cents }
  /** An advance received is earned ('ya pasó el primer mes, reconoce lo ganado'). */
  | {
      readonly kind: 'advance_earned';
      readonly label: string;
      readonly income: IncomeKind;
      readonly amount?: Cents;
    }
  /** We pay a supplier ahead of its delivery; from cash unless the settlement says otherwise (the card). */
  | {
      readonly kind: 'advance_given';
      readonly label: string;
      readonly amount?: Cents;
      readonly settlement?: Settlement;
    }
  /** Depreciation or amortisation: one amount per asset, each on the account where it sits. */
  | {
      readonly kind: 'depreciation';
      readonly label: string;
      readonly items: readonly { readonly asset: AccountRef; readonly amount: Cents }[];
    }
  /**
   * The owner takes money. `repay`: it will be given back (a loan to the partner). `goods`: what
   * was taken is stock, at its cost, not cash.
   */
  | {
      readonly kind: 'withdrawal';
      readonly label: string;
      readonly amount?: Cents;
      readonly repay?: boolean;
      readonly personal?: boolean;
      readonly goods?: boolean;
    }
  /** A loan the company grants (to a partner, an employee). */
  | {
      readonly kind: 'loan_given';
      readonly label: string;
      readonly amount?: Cents;
      readonly termMonths?: number;
    }
  /** Dividends declared (`paid` false) or declared and paid at once. */
  | { readonly kind: 'dividend'; readonly label: string; readonly amount?: Cents; readonly paid: boolean }
  /** Money (or a credit note) given back to a customer; goods back in stock when `cost` is given. */
  | {
      readonly kind: 'customer_refund';
      readonly label: string;
      readonly income: IncomeKind;
      readonly amount?: Cents;
      readonly cost?: Cents;
      /** The customer had not paid yet: the receivable goes down instead of cash. */
      readonly unpaid?: boolean;
    }
  /** Goods sent back to a supplier: it refunds the money or takes it off what we owe. */
  | {
      readonly kind: 'supplier_return';
      readonly label: string;
      readonly amount?: Cents;
      readonly refunded: boolean;
    }
  /** A receivable that will not be collected. */
  | { readonly kind: 'bad_debt'; readonly label: string; readonly portion?: Portion }
  /** Stock used or sold whose cost is recognised on its own ('consumimos 300 de insumos'). */
  | { readonly kind: 'stock_used'; readonly label: string; readonly amount?: Cents }
  /** Money moved between cash, bank and wallets: one account, nothing to book. */
  | { readonly kind: 'cash_transfer'; readonly label: string }
  /** A deposit or guarantee given earlier comes back (the lease ended): cash up, the deposit down. */
  | {
      readonly kind: 'deposit_returned';
      readonly label: string;
      readonly amount?: Cents;
      /** Where the deposit sits in the books. */
      readonly deposit: AccountRef;
    }
  /**
   * One of the company's own things sold (an old printer), not its goods: the thing leaves at its
   * carrying amount (`carrying`, cost less depreciation; 0 when it was never booked) from `asset`'s
   * account, and the difference with the price is a gain or a loss.
   */
  | {
      readonly kind: 'asset_sold';
      readonly label: string;
      readonly amount?: Cents;
      readonly carrying?: Cents;
      readonly asset?: AccountRef;
      readonly settlement?: Settlement;
    };

export type MovementKind = Movement['kind'];

/** The one fact a booking is missing; the question asked names it. */
export type MissingFact =
  | 'amount'
  | 'settlement'
  | 'split'
  | 'term'
  | 'interest_split'
  | 'nature'
  | 'gross'
  | 'which_debt'
  | 'withdrawal_purpose'
  | 'value'
  | 'unit_cost'
  /** What a thing of the company's own sold was carried at in the books. */
  | 'carrying_amount'
  /** A correction (`reviseEntry`) that does not say which line of the entry it changes. */
  | 'which_line';

/** One line the booking produces; `amount` is the signed change of its section's balance. */
export interface BookedLine {
  readonly section: Section;
  readonly category: string;
  readonly type?: AccountType;
  readonly amount: Cents;
  readonly description: string;
}

/** A line of the books as the booking reads them (to settle a debt, find a loan, use a prepayment). */
export interface BooksLine {
  readonly section: Section;
  readonly category: string;
  readonly type?: AccountType;
  readonly amount: Cents;
  readonly description: string;
  readonly transactionId?: string;
}

export type BooksView = { readonly [S in Section]: readonly BooksLine[] };

/** Where a reclassified line goes: a kind of asset, of expense or of income (the booking picks the account). */
export type Reclassification =
  { readonly asset: AssetKind } | { readonly expense: ExpenseKind } | { readonly income: IncomeKind };

/**
 * A correction of an entry already in the books (movimientos §11, 'edit'), applied by `reviseEntry`
 * to that entry's lines. `line` names the line the correction is about when the entry has several.
 * - `amount`: a new total for the whole entry (every line scaled, 'eran 19.99, no 15.99'), or with
 *   `line` a new amount for that line, the entry rebalanced through its counterpart.
 * - `settlement`: paid now, on credit, on the card, in part or with a loan ('no lo pagamos').
 * - `term`: the loan's term in months ('al final es a 2 años'): short or long term.
 * - `account`: the line is another kind of asset, expense or income ('es una suscripción').
 * - `valuation`: a new value for a thing contributed or bought ('la tasaron en 7.000').
 */
export type Revision =
  | { readonly kind: 'amount'; readonly amount: Cents; readonly line?: AccountRef }
  | { readonly kind: 'settlement'; readonly settlement: Settlement }
  | { readonly kind: 'term'; readonly termMonths: number }
  | { readonly kind: 'account'; readonly to: Reclassification; readonly line?: AccountRef }
  | { readonly kind: 'valuation'; readonly value: Cents; readonly line?: AccountRef };

/**
 * The result of booking one movement: balanced lines with a plain-Spanish account of them (amounts
 * written with `formatMoney` in the currency passed to `bookMovement`; and, for the movements students
 * come to learn, one sentence saying why), the one question that is missing, or nothing to book with
 * the reason.
 */
export type Booking =
  | {
      readonly kind: 'lines';
      readonly lines: readonly BookedLine[];
      readonly summary: string;
      readonly why?: string;
    }
  | { readonly kind: 'question'; readonly missing: MissingFact; readonly question: string }
  | { readonly kind: 'nothing'; readonly text: string };
