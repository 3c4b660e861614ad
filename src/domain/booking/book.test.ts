import { describe, expect, it } from 'vitest';
import { isBalanced } from '../balance';
import { ACCOUNT, CATEGORY } from '../catalog';
import { cents, type Cents } from '../money';
import { kindOfAccount, raisedByPurchase } from './accounts';
import { bookMovement, bookMovements } from './book';
import type { AssetKind, Booking, BooksView, ExpenseKind, Movement } from './movement';
import { at, booksOf, EMPTY_BOOKS, sums } from './test-books';

const c = (n: number): Cents => cents(n);
const book = (m: Movement, books: BooksView = EMPTY_BOOKS): Booking => bookMovement(m, books, 'USD');

const CASH = at('assets', ACCOUNT.cash);
const RECEIVABLES = at('assets', ACCOUNT.receivables);
const INVENTORIES = at('assets', ACCOUNT.inventories);
const PREPAID = at('assets', ACCOUNT.prepaid);
const OCA = at('assets', ACCOUNT.otherCurrentAssets);
const ONCA = at('assets', ACCOUNT.otherNonCurrentAssets);
const PPE = at('assets', ACCOUNT.ppe);
const LONG_INVESTMENTS = at('assets', ACCOUNT.longTermInvestments);
const MACHINERY = at('assets', ACCOUNT.machinery);
const VEHICLES = at('assets', ACCOUNT.vehicles);
const INTANGIBLES = at('assets', ACCOUNT.intangibles);
const PAYABLES = at('liabilities', ACCOUNT.payables);
const SUPPLIERS = at('liabilities', ACCOUNT.suppliers);
const TAXES_PAYABLE = at('liabilities', ACCOUNT.taxesPayable);
const SALARIES_PAYABLE = at('liabilities', ACCOUNT.salariesPayable);
const SHORT = at('liabilities', ACCOUNT.shortTermLoans);
const LONG = at('liabilities', ACCOUNT.longTermLoans);
const MORTGAGES = at('liabilities', ACCOUNT.mortgages);
const OCL = at('liabilities', ACCOUNT.otherCurrentLiabilities);
const CAPITAL = at('equity', ACCOUNT.shareCapital);
const CONTRIBUTIONS = at('equity', ACCOUNT.partnerContributions);
const RETAINED = at('equity', ACCOUNT.retainedEarnings);
const OTHER_EQUITY = at('equity', ACCOUNT.otherEquity);
const GOODS = at('revenues', CATEGORY.productSales);
const SERVICES = at('revenues', CATEGORY.services);
const COGS = at('expenses', CATEGORY.costOfSales);
const FINANCIAL = at('expenses', CATEGORY.financial);
const SALARIES = at('expenses', CATEGORY.salaries);
const RENT = at('expenses', CATEGORY.rent);
const SOFTWARE = at('expenses', CATEGORY.software);
const MARKETING = at('expenses', CATEGORY.marketing);
const OTHER_EXPENSES = at('expenses', CATEGORY.otherExpenses);
const DEPRECIATION = at('expenses', CATEGORY.depreciation);

function question(b: Booking): { missing: string; question: string } {
  if (b.kind !== 'question') throw new Error(`expected a question, got ${JSON.stringify(b)}`);
  return { missing: b.missing, question: b.question };
}

describe('capital (movimientos §1)', () => {
  it('cash at the founding: Efectivo / Capital social', () => {
    const b = book({ kind: 'capital', label: 'depositamos el capital de la SAC', cash: c(1_450_000) });
    expect(sums(b)).toEqual({ [CASH]: 1_450_000, [CAPITAL]: 1_450_000 });
  });

  it('a thing alone goes to its account against Capital social', () => {
    const b = book({
      kind: 'capital',
      label: 'aporte de la cocina industrial',
      inKind: [{ asset: 'machinery', value: c(215_000), label: 'cocina industrial' }],
    });
    expect(sums(b)).toEqual({ [MACHINERY]: 215_000, [CAPITAL]: 215_000 });
  });

  it('cash and a thing: Capital social for the cash, Aportes de socios for the thing', () => {
    const b = book({
      kind: 'capital',
      label: 'capital inicial',
      cash: c(300_000),
      inKind: [
        { asset: 'equipment', value: c(110_000), label: 'laptop' },
        { asset: 'inventory', value: c(94_000), label: 'mercadería' },
      ],
    });
    expect(sums(b)).toEqual({
      [CASH]: 300_000,
      [CAPITAL]: 300_000,
      [PPE]: 110_000,
      [INVENTORIES]: 94_000,
      [CONTRIBUTIONS]: 204_000,
    });
  });

  it('later contributions go to Aportes de socios', () => {
    const b = book({ kind: 'capital', label: 'Sofi inyectó capital fresco', cash: c(270_000), later: true });
    expect(sums(b)).toEqual({ [CASH]: 270_000, [CONTRIBUTIONS]: 270_000 });
  });

  it('asks the nature, a missing value or a missing amount', () => {
    expect(
      question(book({ kind: 'capital', label: 'puso plata', cash: c(500_000), natureUnclear: true })),
    ).toEqual({
      missing: 'nature',
      question: '¿Es un aporte de capital o un préstamo que la empresa le devolverá, y en qué plazo?',
    });
    expect(
      question(
        book({ kind: 'capital', label: 'el dominio', inKind: [{ asset: 'intangible', label: 'dominio' }] }),
      ),
    ).toMatchObject({ missing: 'value' });
    expect(question(book({ kind: 'capital', label: 'mi cuñado metió dinero', later: true }))).toMatchObject({
      missing: 'amount',
    });
  });
});

describe('loans (§2.1, §2.3)', () => {
  it('the term decides short or long; a mortgage and a credit line have their own account', () => {
    const loan = (termMonths?: number, extra: object = {}): Booking =>
      book({ kind: 'loan_received', label: 'préstamo', amount: c(750_000), termMonths, ...extra });
    expect(sums(loan(36))).toEqual({ [CASH]: 750_000, [LONG]: 750_000 });
    expect(sums(loan(12))).toEqual({ [CASH]: 750_000, [SHORT]: 750_000 });
    expect(sums(loan(13))).toEqual({ [CASH]: 750_000, [LONG]: 750_000 });
    expect(sums(loan(undefined, { mortgage: true }))).toEqual({ [CASH]: 750_000, [MORTGAGES]: 750_000 });
    expect(sums(loan(24, { creditLine: true }))).toEqual({ [CASH]: 750_000, [SHORT]: 750_000 });
    expect(question(loan())).toEqual({ missing: 'term', question: '¿A qué plazo es el préstamo?' });
    expect(question(book({ kind: 'loan_received', label: 'préstamo', termMonths: 6 }))).toMatchObject({
      missing: 'amount',
    });
  });

  const withLongLoan = booksOf(['liabilities', ACCOUNT.longTermLoans, 900_000, 'Préstamo ICO']);

  it('an instalment: total and interest, principal deduced, on the only loan of the books', () => {
    const b = book(
      { kind: 'loan_payment', label: 'cuota del ICO', total: c(31_000), interest: c(4_700) },
      withLongLoan,
    );
    expect(sums(b)).toEqual({ [LONG]: -26_300, [FINANCIAL]: 4_700, [CASH]: -31_000 });
    expect(b.kind === 'lines' && b.why).toBe(
      'Los intereses son un gasto; el principal no lo es: solo reduce la deuda.',
    );
  });

  it('principal and interest give the total; the named loan is used', () => {
    const b = book({
      kind: 'loan_payment',
      label: 'cuota',
      principal: c(41_667),
      interest: c(3_563),
      loan: { section: 'liabilities', category: ACCOUNT.mortgages },
    });
    expect(sums(b)).toEqual({ [MORTGAGES]: -41_667, [FINANCIAL]: 3_563, [CASH]: -45_230 });
  });

  it('a grace-period instalment is all interest', () => {
    const b = book(
      { kind: 'loan_payment', label: 'carencia', total: c(8_333), interestOnly: true },
      withLongLoan,
    );
    expect(sums(b)).toEqual({ [FINANCIAL]: 8_333, [CASH]: -8_333 });
  });

  it('with no loan in the books the principal reduces Préstamos a corto plazo', () => {
    const b = book({ kind: 'loan_payment', label: 'cuota', total: c(26_000), principal: c(20_000) });
    expect(sums(b)).toEqual({ [SHORT]: -20_000, [FINANCIAL]: 6_000, [CASH]: -26_000 });
  });

  it('asks the split, and which loan when the books hold several', () => {
    expect(question(book({ kind: 'loan_payment', label: 'cuota', total: c(26_000) }))).toEqual({
      missing: 'interest_split',
      question: '¿Qué parte es principal y qué parte intereses?',
    });
    expect(
      question(
        book({ kind: 'loan_payment', label: 'cuota', total: c(100), principal: c(80), interest: c(30) }),
      ),
    ).toMatchObject({ missing: 'interest_split' });
    const two = booksOf(
      ['liabilities', ACCOUNT.longTermLoans, 900_000],
      ['liabilities', ACCOUNT.shortTermLoans, 200_000],
    );
    expect(
      question(book({ kind: 'loan_payment', label: 'cuota', total: c(26_000), interest: c(6_000) }, two)),
    ).toMatchObject({ missing: 'which_debt' });
    expect(question(book({ kind: 'loan_payment', label: 'cuota' }))).toMatchObject({ missing: 'amount' });
  });
});

describe('purchases (§2.2, §2.4, §3, §4.1, §4.3, §7)', () => {
  it('an account already in the books is bought again on that account; its kind decides whom it is owed to', () => {
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'más moldes',
          what: { account: { section: 'assets', category: 'Moldes', type: 'no_corriente' } },
          amount: c(30_000),
          settlement: { kind: 'credit' },
        }),
      ),
    ).toEqual({ ['assets|Moldes|no_corriente']: 30_000, [PAYABLES]: 30_000 });
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'más harina',
          what: { account: { section: 'assets', category: ACCOUNT.inventories } },
          amount: c(12_000),
          settlement: { kind: 'credit' },
        }),
      ),
    ).toEqual({ [INVENTORIES]: 12_000, [SUPPLIERS]: 12_000 });
  });

  it('shares held up to twelve months are a current asset; longer, or not said, a long-term investment (§8)', () => {
    const shares = (termMonths?: number): Movement => ({
      kind: 'purchase',
      label: 'acciones',
      what: { asset: 'investment' },
      amount: c(200_000),
      settlement: { kind: 'now' },
      ...(termMonths !== undefined ? { termMonths } : {}),
    });
    expect(sums(book(shares(6)))).toEqual({ [OCA]: 200_000, [CASH]: -200_000 });
    expect(sums(book(shares(24)))).toEqual({ [LONG_INVESTMENTS]: 200_000, [CASH]: -200_000 });
    expect(sums(book(shares()))).toEqual({ [LONG_INVESTMENTS]: 200_000, [CASH]: -200_000 });
  });

  it('shares held a few months, paid all by an advance on the same account, change no balance', () => {
    const b = book({
      kind: 'purchase',
      label: 'acciones',
      what: { asset: 'investment' },
      termMonths: 6,
      amount: c(50_000),
      advanceApplied: c(50_000),
      settlement: { kind: 'now' },
    });
    expect(b.kind).toBe('nothing');
  });

  it('the kind each catalogue account holds, and which accounts a purchase can raise', () => {
    expect(kindOfAccount('assets', ACCOUNT.ppe)).toEqual({ asset: 'equipment' });
    expect(kindOfAccount('assets', ACCOUNT.inventories)).toEqual({ asset: 'inventory' });
    expect(kindOfAccount('expenses', CATEGORY.otherExpenses)).toEqual({ expense: 'other' });
    expect(kindOfAccount('expenses', CATEGORY.salaries)).toEqual({ expense: 'salaries' });
    expect(kindOfAccount('revenues', CATEGORY.services)).toEqual({ income: 'services' });
    expect(kindOfAccount('assets', ACCOUNT.cash)).toBeUndefined();
    expect(kindOfAccount('expenses', 'Gastos de viaje')).toBeUndefined();
    expect(raisedByPurchase('assets', ACCOUNT.prepaid)).toBe(true);
    expect(raisedByPurchase('expenses', 'Gastos de viaje')).toBe(true);
    expect(raisedByPurchase('assets', ACCOUNT.cash)).toBe(false);
    expect(raisedByPurchase('assets', ACCOUNT.receivables)).toBe(false);
    expect(raisedByPurchase('expenses', CATEGORY.costOfSales)).toBe(false);
    expect(raisedByPurchase('expenses', CATEGORY.depreciation)).toBe(false);
    expect(raisedByPurchase('liabilities', ACCOUNT.payables)).toBe(false);
  });

  it('cash, credit, card and split', () => {
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'mobiliario',
          what: { asset: 'equipment' },
          amount: c(218_000),
          settlement: { kind: 'now' },
        }),
      ),
    ).toEqual({ [PPE]: 218_000, [CASH]: -218_000 });
    expect(
      sums(
        book({
          kind: 'purchase',
          label: '650 micas',
          what: { asset: 'inventory' },
          amount: c(136_500),
          settlement: { kind: 'credit' },
        }),
      ),
    ).toEqual({ [INVENTORIES]: 136_500, [SUPPLIERS]: 136_500 });
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'horno',
          what: { asset: 'machinery' },
          amount: c(340_000),
          settlement: { kind: 'credit' },
        }),
      ),
    ).toEqual({ [MACHINERY]: 340_000, [PAYABLES]: 340_000 });
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'Meta Ads',
          what: { expense: 'marketing' },
          amount: c(18_500),
          settlement: { kind: 'card' },
        }),
      ),
    ).toEqual({ [MARKETING]: 18_500, [SHORT]: 18_500 });
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'notebook',
          what: { asset: 'equipment' },
          amount: c(95_000),
          settlement: { kind: 'split', now: c(30_000) },
        }),
      ),
    ).toEqual({ [PPE]: 95_000, [CASH]: -30_000, [PAYABLES]: 65_000 });
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'compu',
          what: { asset: 'equipment' },
          amount: c(95_000),
          settlement: { kind: 'split', now: c(30_000), laterOnCard: true },
        }),
      ),
    ).toEqual({ [PPE]: 95_000, [CASH]: -30_000, [SHORT]: 65_000 });
  });

  it('a loan that paid the seller: down payment in cash, the rest on the loan its term decides', () => {
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'furgoneta',
          what: { asset: 'vehicle' },
          amount: c(2_400_000),
          settlement: { kind: 'loan', down: c(400_000), termMonths: 36 },
        }),
      ),
    ).toEqual({ [VEHICLES]: 2_400_000, [CASH]: -400_000, [LONG]: 2_000_000 });
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'moto',
          what: { asset: 'vehicle' },
          amount: c(170_000),
          settlement: { kind: 'loan', termMonths: 10 },
        }),
      ),
    ).toEqual({ [VEHICLES]: 170_000, [SHORT]: 170_000 });
    expect(
      question(
        book({
          kind: 'purchase',
          label: 'auto',
          what: { asset: 'vehicle' },
          amount: c(1_000_000),
          settlement: { kind: 'loan' },
        }),
      ),
    ).toMatchObject({ missing: 'term' });
    // A mortgage names its account, so no term is needed.
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'terreno',
          what: { asset: 'equipment' },
          amount: c(3_000_000),
          settlement: { kind: 'loan', down: c(1_000_000), mortgage: true },
        }),
      ),
    ).toEqual({ [PPE]: 3_000_000, [CASH]: -1_000_000, [MORTGAGES]: 2_000_000 });
  });

  it('unpaid pay is Salarios por pagar; other expenses on credit Cuentas por pagar', () => {
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'nómina',
          what: { expense: 'salaries' },
          amount: c(135_000),
          settlement: { kind: 'credit' },
        }),
      ),
    ).toEqual({ [SALARIES]: 135_000, [SALARIES_PAYABLE]: 135_000 });
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'gestoría',
          what: { expense: 'professional_fees' },
          amount: c(9_000),
          settlement: { kind: 'credit' },
        }),
      ),
    ).toEqual({ [at('expenses', CATEGORY.professionalFees)]: 9_000, [PAYABLES]: 9_000 });
  });

  it('a tax assessed and not yet paid is owed to the tax office: Impuestos por pagar', () => {
    expect(
      sums(
        book({
          kind: 'purchase',
          label: 'impuesto municipal',
          what: { expense: 'taxes' },
          amount: c(42_000),
          settlement: { kind: 'credit' },
        }),
      ),
    ).toEqual({
      [at('expenses', CATEGORY.taxes)]: 42_000,
      [at('liabilities', ACCOUNT.taxesPayable)]: 42_000,
    });
  });

  it('every kind of asset and expense lands on its account', () => {
    const assets: Record<AssetKind, string> = {
      equipment: PPE,
      machinery: MACHINERY,
      vehicle: VEHICLES,
      intangible: INTANGIBLES,
      inventory: INVENTORIES,
      property: PPE,
      investment: at('assets', ACCOUNT.longTermInvestments),
    };
    for (const [asset, key] of Object.entries(assets)) {
      const b = book({
        kind: 'purchase',
        label: 'x',
        what: { asset: asset as AssetKind },
        amount: c(100),
        settlement: { kind: 'now' },
      });
      expect(sums(b)).toEqual({ [key]: 100, [CASH]: -100 });
    }
    const expenses: Record<ExpenseKind, string> = {
      rent: RENT,
      utilities: at('expenses', CATEGORY.utilities),
      marketing: MARKETING,
      professional_fees: at('expenses', CATEGORY.professionalFees),
      software: SOFTWARE,
      salaries: SALARIES,
      taxes: at('expenses', CATEGORY.taxes),
      financial: FINANCIAL,
      insurance: OTHER_EXPENSES,
      supplies: OTHER_EXPENSES,
      transport: OTHER_EXPENSES,
      repairs: OTHER_EXPENSES,
      other: OTHER_EXPENSES,
    };
    for (const [expense, key] of Object.entries(expenses)) {
      const b = book({
        kind: 'purchase',
        label: 'x',
        what: { expense: expense as ExpenseKind },
        amount: c(100),
        settlement: { kind: 'now' },
      });
      expect(sums(b)).toEqual({ [key]: 100, [CASH]: -100 });
    }
  });

  it('a delivery against an advance: the advance off Otros activos corrientes, the rest settled', () => {
    const b = book({
      kind: 'purchase',
      label: 'llegó el pedido',
      what: { asset: 'inventory' },
      amount: c(246_000),
      advanceApplied: c(82_000),
      settlement: { kind: 'credit' },
    });
    expect(sums(b)).toEqual({ [INVENTORIES]: 246_000, [OCA]: -82_000, [SUPPLIERS]: 164_000 });
    const whole = book({
      kind: 'purchase',
      label: 'pedido',
      what: { asset: 'inventory' },
      amount: c(5_000),
      advanceApplied: c(5_000),
    });
    expect(sums(whole)).toEqual({ [INVENTORIES]: 5_000, [OCA]: -5_000 });
  });

  it('asks the payment, the parts or the amount', () => {
    expect(
      question(
        book({ kind: 'purchase', label: 'turismo', what: { asset: 'vehicle' }, amount: c(2_100_000) }),
      ),
    ).toEqual({
      missing: 'settlement',
      question:
        '¿Cómo se pagó: al contado (efectivo, transferencia, débito), a crédito con el proveedor o con tarjeta de crédito?',
    });
    expect(
      question(
        book({
          kind: 'purchase',
          label: 'x',
          what: { asset: 'equipment' },
          amount: c(100),
          settlement: { kind: 'split', now: c(101) },
        }),
      ),
    ).toMatchObject({ missing: 'split' });
    expect(
      question(
        book({ kind: 'purchase', label: 'x', what: { expense: 'rent' }, settlement: { kind: 'now' } }),
      ),
    ).toEqual({
      missing: 'amount',
      question: '¿Por cuánto fue la compra?',
    });
  });
});

describe('sales and collections (§5)', () => {
  it('VAT the user separated is owed to the tax office, not income (§0)', () => {
    const b = book({
      kind: 'sale',
      label: 'Servicio con IVA',
      income: 'services',
      amount: c(150_000),
      vat: c(18_000),
      settlement: { kind: 'credit' },
    });
    expect(sums(b)).toEqual({ [SERVICES]: 150_000, [TAXES_PAYABLE]: 18_000, [RECEIVABLES]: 168_000 });
  });

  it('a bill a partner paid from their pocket: owed back, or left as a contribution', () => {
    const owed = book({
      kind: 'purchase',
      label: 'Internet',
      what: { expense: 'utilities' },
      amount: c(3_000),
      settlement: { kind: 'partner', repay: true },
    });
    expect(sums(owed)).toEqual({ [at('expenses', CATEGORY.utilities)]: 3_000, [PAYABLES]: 3_000 });
    const given = book({
      kind: 'purchase',
      label: 'Internet',
      what: { expense: 'utilities' },
      amount: c(3_000),
      settlement: { kind: 'partner', repay: false },
    });
    expect(sums(given)).toEqual({ [at('expenses', CATEGORY.utilities)]: 3_000, [CONTRIBUTIONS]: 3_000 });
  });

  it('VAT on a purchase is recoverable: an asset beside the cost (§0)', () => {
    const b = book({
      kind: 'purchase',
      label: 'Monitor con IVA',
      what: { asset: 'equipment' },
      amount: c(40_000),
      vat: c(8_400),
      settlement: { kind: 'now' },
    });
    expect(sums(b)).toEqual({ [PPE]: 40_000, [OCA]: 8_400, [CASH]: -48_400 });
  });

  it('goods for cash with their cost', () => {
    const b = book({
      kind: 'sale',
      label: '16 mochilas a 24',
      income: 'goods',
      amount: c(38_400),
      cost: c(22_400),
      settlement: { kind: 'now' },
    });
    expect(sums(b)).toEqual({ [GOODS]: 38_400, [CASH]: 38_400, [COGS]: 22_400, [INVENTORIES]: -22_400 });
    expect(b.kind === 'lines' && b.summary).not.toContain('costo de ventas.');
  });

  it('without the cost the sale is booked alone and the summary asks for the cost', () => {
    const b = book({
      kind: 'sale',
      label: 'parlantes',
      income: 'goods',
      amount: c(45_000),
      settlement: { kind: 'credit' },
    });
    expect(sums(b)).toEqual({ [GOODS]: 45_000, [RECEIVABLES]: 45_000 });
    expect(b.kind === 'lines' && b.summary).toContain('Si me dices cuánto costó lo vendido');
  });

  it('services on credit and in part now', () => {
    expect(
      sums(
        book({
          kind: 'sale',
          label: 'auditoría',
          income: 'services',
          amount: c(195_000),
          settlement: { kind: 'credit' },
        }),
      ),
    ).toEqual({
      [SERVICES]: 195_000,
      [RECEIVABLES]: 195_000,
    });
    expect(
      sums(
        book({
          kind: 'sale',
          label: 'clases',
          income: 'services',
          amount: c(60_000),
          settlement: { kind: 'split', now: c(35_000) },
        }),
      ),
    ).toEqual({ [SERVICES]: 60_000, [CASH]: 35_000, [RECEIVABLES]: 25_000 });
  });

  it('a fee paid out later comes off the receivable; a platform fee is what selling there costs', () => {
    expect(
      sums(
        book({
          kind: 'sale',
          label: 'app de reparto',
          income: 'goods',
          amount: c(120_000),
          cardFee: c(18_000),
          feeBy: 'platform',
          cost: c(0),
          settlement: { kind: 'credit' },
        }),
      ),
    ).toEqual({ [GOODS]: 120_000, [MARKETING]: 18_000, [RECEIVABLES]: 102_000 });
    expect(
      sums(
        book({
          kind: 'sale',
          label: 'pasarela',
          income: 'services',
          amount: c(50_000),
          cardFee: c(1_500),
          settlement: { kind: 'credit' },
        }),
      ),
    ).toEqual({ [SERVICES]: 50_000, [FINANCIAL]: 1_500, [RECEIVABLES]: 48_500 });
  });

  it('card fee: gross income, fee expense, net cash; net only asks the gross', () => {
    expect(
      sums(
        book({
          kind: 'sale',
          label: 'datáfono',
          income: 'goods',
          amount: c(274_000),
          cardFee: c(4_900),
          cost: c(0),
          settlement: { kind: 'now' },
        }),
      ),
    ).toEqual({ [GOODS]: 274_000, [FINANCIAL]: 4_900, [CASH]: 269_100 });
    expect(
      sums(
        book({
          kind: 'sale',
          label: 'posnet',
          income: 'goods',
          amount: c(145_500),
          cardFee: c(4_500),
          netOnly: true,
          settlement: { kind: 'now' },
        }),
      ),
    ).toEqual({ [GOODS]: 150_000, [FINANCIAL]: 4_500, [CASH]: 145_500 });
    expect(
      question(
        book({
          kind: 'sale',
          label: 'posnet',
          income: 'goods',
          amount: c(145_500),
          netOnly: true,
          settlement: { kind: 'now' },
        }),
      ),
    ).toEqual({
      missing: 'gross',
      question: '¿De cuánto fue la venta bruta, o la comisión?',
    });
  });

  it('a delivery against a customer advance', () => {
    const b = book({
      kind: 'sale',
      label: 'cocina instalada',
      income: 'services',
      amount: c(200_000),
      advanceApplied: c(62_000),
      settlement: { kind: 'now' },
    });
    expect(sums(b)).toEqual({ [SERVICES]: 200_000, [OCL]: -62_000, [CASH]: 138_000 });
  });

  it('asks how it was collected', () => {
    expect(question(book({ kind: 'sale', label: 'parlantes', income: 'goods', amount: c(45_000) }))).toEqual({
      missing: 'settlement',
      question: '¿Cómo lo cobraste: al contado o a crédito?',
    });
  });

  const receivable = booksOf(['assets', ACCOUNT.receivables, 175_100, 'Venta fiada']);

  it('collections: an amount, all or half of the receivables', () => {
    expect(
      sums(
        book(
          { kind: 'collection', label: 'el maestro abonó', portion: { kind: 'amount', amount: c(60_000) } },
          receivable,
        ),
      ),
    ).toEqual({
      [CASH]: 60_000,
      [RECEIVABLES]: -60_000,
    });
    expect(sums(book({ kind: 'collection', label: 'saldó', portion: { kind: 'all' } }, receivable))).toEqual({
      [CASH]: 175_100,
      [RECEIVABLES]: -175_100,
    });
    expect(
      sums(book({ kind: 'collection', label: 'media deuda', portion: { kind: 'half' } }, receivable)),
    ).toEqual({
      [CASH]: 87_550,
      [RECEIVABLES]: -87_550,
    });
    expect(question(book({ kind: 'collection', label: 'saldó', portion: { kind: 'all' } }))).toMatchObject({
      missing: 'amount',
    });
    expect(question(book({ kind: 'collection', label: 'pagó' }, receivable))).toMatchObject({
      missing: 'amount',
    });
  });

  it('customer refunds and bad debts', () => {
    expect(
      sums(
        book({
          kind: 'customer_refund',
          label: 'devolvió un taladro',
          income: 'goods',
          amount: c(9_500),
          cost: c(6_200),
        }),
      ),
    ).toEqual({
      [GOODS]: -9_500,
      [CASH]: -9_500,
      [INVENTORIES]: 6_200,
      [COGS]: -6_200,
    });
    expect(
      sums(
        book({
          kind: 'customer_refund',
          label: 'nota de crédito',
          income: 'services',
          amount: c(8_900),
          unpaid: true,
        }),
      ),
    ).toEqual({
      [SERVICES]: -8_900,
      [RECEIVABLES]: -8_900,
    });
    expect(
      sums(book({ kind: 'bad_debt', label: 'dalo por perdido', portion: { kind: 'all' } }, receivable)),
    ).toEqual({
      [OTHER_EXPENSES]: 175_100,
      [RECEIVABLES]: -175_100,
    });
  });
});

describe('suppliers and debts (§4.2, §4.4)', () => {
  it('pays the named debt, all or half of its balance', () => {
    const books = booksOf(
      ['liabilities', ACCOUNT.suppliers, 300_000, 'Pavco'],
      ['liabilities', ACCOUNT.payables, 12_000, 'Diseñador'],
    );
    const suppliers = { section: 'liabilities', category: ACCOUNT.suppliers } as const;
    expect(
      sums(
        book({ kind: 'debt_payment', label: 'a Pavco', debt: suppliers, portion: { kind: 'all' } }, books),
      ),
    ).toEqual({
      [SUPPLIERS]: -300_000,
      [CASH]: -300_000,
    });
    expect(
      sums(
        book({ kind: 'debt_payment', label: 'a Pavco', debt: suppliers, portion: { kind: 'half' } }, books),
      ),
    ).toEqual({
      [SUPPLIERS]: -150_000,
      [CASH]: -150_000,
    });
    // Paid with the company's card: the supplier is paid, the card is owed; the card itself never.
    const onCard = { kind: 'card' } as const;
    expect(
      sums(
        book(
          {
            kind: 'debt_payment',
            label: 'a Pavco',
            debt: suppliers,
            portion: { kind: 'all' },
            settlement: onCard,
          },
          books,
        ),
      ),
    ).toEqual({ [SUPPLIERS]: -300_000, [SHORT]: 300_000 });
    const card = booksOf(['liabilities', ACCOUNT.shortTermLoans, 50_000, 'Tarjeta']);
    expect(
      sums(
        book(
          {
            kind: 'debt_payment',
            label: 'la tarjeta',
            debt: { section: 'liabilities', category: ACCOUNT.shortTermLoans },
            portion: { kind: 'all' },
            settlement: onCard,
          },
          card,
        ),
      ),
    ).toEqual({ [SHORT]: -50_000, [CASH]: -50_000 });
    expect(
      question(book({ kind: 'debt_payment', label: 'pagamos', portion: { kind: 'all' } }, books)),
    ).toEqual({
      missing: 'which_debt',
      question: '¿A qué deuda corresponde el pago?',
    });
  });

  it('without a name, the only debt of the books with a balance', () => {
    const books = booksOf(
      ['liabilities', ACCOUNT.shortTermLoans, 41_000, 'Visa'],
      ['liabilities', ACCOUNT.payables, 0],
    );
    expect(
      sums(book({ kind: 'debt_payment', label: 'saldamos la TC', portion: { kind: 'all' } }, books)),
    ).toEqual({
      [SHORT]: -41_000,
      [CASH]: -41_000,
    });
    expect(
      question(book({ kind: 'debt_payment', label: 'pagamos', portion: { kind: 'all' } })),
    ).toMatchObject({ missing: 'which_debt' });
  });

  it('goods back to the supplier: refunded in cash, or off Proveedores / Cuentas por pagar', () => {
    expect(
      sums(book({ kind: 'supplier_return', label: 'cajas', amount: c(12_000), refunded: true })),
    ).toEqual({
      [INVENTORIES]: -12_000,
      [CASH]: 12_000,
    });
    const onSuppliers = booksOf(['liabilities', ACCOUNT.suppliers, 50_000]);
    const onPayables = booksOf(['liabilities', ACCOUNT.payables, 50_000]);
    expect(
      sums(
        book(
          { kind: 'supplier_return', label: 'griferías', amount: c(12_000), refunded: false },
          onSuppliers,
        ),
      ),
    ).toEqual({
      [INVENTORIES]: -12_000,
      [SUPPLIERS]: -12_000,
    });
    expect(
      sums(
        book({ kind: 'supplier_return', label: 'griferías', amount: c(12_000), refunded: false }, onPayables),
      ),
    ).toEqual({
      [INVENTORIES]: -12_000,
      [PAYABLES]: -12_000,
    });
  });

  it('stock used: Costo de ventas against Inventarios', () => {
    expect(sums(book({ kind: 'stock_used', label: 'insumos consumidos', amount: c(30_000) }))).toEqual({
      [COGS]: 30_000,
      [INVENTORIES]: -30_000,
    });
  });
});

describe('staff (§6)', () => {
  it('salaries paid or owed, social charges paid or owed', () => {
    expect(
      sums(book({ kind: 'salary', label: 'sueldo de la barista', amount: c(46_000), paid: true })),
    ).toEqual({
      [SALARIES]: 46_000,
      [CASH]: -46_000,
    });
    expect(
      sums(book({ kind: 'salary', label: 'sueldo de la profe', amount: c(90_000), paid: false })),
    ).toEqual({
      [SALARIES]: 90_000,
      [SALARIES_PAYABLE]: 90_000,
    });
    expect(sums(book({ kind: 'social_charges', label: 'EsSalud', amount: c(26_600), paid: false }))).toEqual({
      [SALARIES]: 26_600,
      [TAXES_PAYABLE]: 26_600,
    });
    expect(sums(book({ kind: 'social_charges', label: 'IMSS', amount: c(26_600), paid: true }))).toEqual({
      [SALARIES]: 26_600,
      [CASH]: -26_600,
    });
    expect(question(book({ kind: 'salary', label: 'ya se les pagó', paid: true }))).toEqual({
      missing: 'amount',
      question: '¿De cuánto fue el sueldo?',
    });
  });
});

describe('prepayments, deposits and advances (§8, §4.3, §5.6)', () => {
  it('a prepayment is an asset, then an expense month by month', () => {
    const b = book({
      kind: 'prepaid',
      label: 'póliza anual del local',
      expense: 'insurance',
      amount: c(48_000),
    });
    expect(sums(b)).toEqual({ [PREPAID]: 48_000, [CASH]: -48_000 });
    expect(b.kind === 'lines' && b.why).toBeTruthy();
    expect(
      sums(
        book({
          kind: 'prepaid',
          label: 'hosting',
          expense: 'software',
          amount: c(48_000),
          settlement: { kind: 'credit' },
        }),
      ),
    ).toEqual({ [PREPAID]: 48_000, [PAYABLES]: 48_000 });
    const prepaid = { section: 'assets', category: ACCOUNT.prepaid, amount: c(48_000) } as const;
    expect(
      sums(
        book({
          kind: 'prepaid_used',
          label: 'el mes de seguro',
          expense: 'insurance',
          months: 1,
          ofMonths: 12,
          prepaid,
        }),
      ),
    ).toEqual({
      [OTHER_EXPENSES]: 4_000,
      [PREPAID]: -4_000,
    });
    expect(
      sums(
        book({
          kind: 'prepaid_used',
          label: 'julio del cowork',
          expense: 'rent',
          months: 2,
          ofMonths: 3,
          prepaid,
        }),
      ),
    ).toEqual({
      [RENT]: 32_000,
      [PREPAID]: -32_000,
    });
    expect(
      sums(book({ kind: 'prepaid_used', label: 'servidor', expense: 'software', amount: c(2_600) })),
    ).toEqual({
      [SOFTWARE]: 2_600,
      [PREPAID]: -2_600,
    });
    expect(
      question(book({ kind: 'prepaid_used', label: 'pasa al gasto', expense: 'insurance', months: 1 })),
    ).toMatchObject({
      missing: 'amount',
    });
  });

  it('a deposit is non-current unless the contract runs 12 months or less', () => {
    const deposit = (contractMonths?: number): Booking =>
      book({ kind: 'deposit_given', label: 'garantía', amount: c(160_000), contractMonths });
    expect(sums(deposit(48))).toEqual({ [ONCA]: 160_000, [CASH]: -160_000 });
    expect(sums(deposit(12))).toEqual({ [OCA]: 160_000, [CASH]: -160_000 });
    // A lease whose length is not said is taken as a premises lease, longer than a year.
    expect(sums(deposit())).toEqual({ [ONCA]: 160_000, [CASH]: -160_000 });
  });

  it('a term deposit: cash up to 3 months, current up to 12, an investment beyond (§8, NIIF 7.2)', () => {
    const deposit = (termMonths?: number): Booking =>
      book({ kind: 'term_deposit', label: 'plazo fijo', amount: c(300_000), termMonths });
    expect(deposit(3)).toMatchObject({ kind: 'nothing' });
    expect(sums(deposit(6))).toEqual({ [OCA]: 300_000, [CASH]: -300_000 });
    expect(sums(deposit(12))).toEqual({ [OCA]: 300_000, [CASH]: -300_000 });
    expect(sums(deposit(24))).toEqual({
      [at('assets', ACCOUNT.longTermInvestments)]: 300_000,
      [CASH]: -300_000,
    });
    expect(deposit()).toMatchObject({ kind: 'question', missing: 'term' });
    expect(book({ kind: 'term_deposit', label: 'plazo fijo', termMonths: 6 })).toMatchObject({
      kind: 'question',
      missing: 'amount',
    });
  });

  it('advances received, earned and given', () => {
    expect(sums(book({ kind: 'advance_received', label: 'señal', amount: c(60_000) }))).toEqual({
      [CASH]: 60_000,
      [OCL]: 60_000,
    });
    expect(
      sums(book({ kind: 'advance_earned', label: 'primer mes', income: 'services', amount: c(20_000) })),
    ).toEqual({
      [OCL]: -20_000,
      [SERVICES]: 20_000,
    });
    expect(sums(book({ kind: 'advance_given', label: 'anticipo a Stanley', amount: c(9_900) }))).toEqual({
      [OCA]: 9_900,
      [CASH]: -9_900,
    });
    expect(
      sums(
        book({
          kind: 'advance_given',
          label: 'anticipo al taller',
          amount: c(30_000),
          settlement: { kind: 'card' },
        }),
      ),
    ).toEqual({ [OCA]: 30_000, [SHORT]: 30_000 });
    for (const kind of ['advance_received', 'advance_earned', 'advance_given'] as const) {
      const b =
        kind === 'advance_earned'
          ? book({ kind, label: 'x', income: 'goods', amount: c(1) })
          : book({ kind, label: 'x', amount: c(1) });
      expect(b.kind === 'lines' && b.why).toBeTruthy();
    }
  });
});

describe('depreciation (§3.3)', () => {
  it('the total is an expense; each asset goes down where it sits', () => {
    const b = book({
      kind: 'depreciation',
      label: 'depreciación del mes',
      items: [
        {
          asset: { section: 'assets', category: ACCOUNT.machinery, description: 'Cocina' },
          amount: c(3_500),
        },
        { asset: { section: 'assets', category: ACCOUNT.ppe, description: 'Mesas' }, amount: c(1_800) },
        { asset: { section: 'assets', category: ACCOUNT.intangibles }, amount: c(900) },
      ],
    });
    expect(sums(b)).toEqual({
      [DEPRECIATION]: 6_200,
      [MACHINERY]: -3_500,
      [PPE]: -1_800,
      [INTANGIBLES]: -900,
    });
    expect(b.kind === 'lines' && b.lines.find((l) => l.category === ACCOUNT.machinery)?.description).toBe(
      'Depreciación del mes (Cocina)',
    );
    expect(question(book({ kind: 'depreciation', label: 'pasá la depre', items: [] }))).toMatchObject({
      missing: 'amount',
    });
  });
});

describe('withdrawals, loans given and dividends (§9)', () => {
  it('a personal withdrawal reduces equity, never an expense; a loan to the partner is an asset', () => {
    const personal = book({
      kind: 'withdrawal',
      label: 'Rosa sacó para algo personal',
      amount: c(30_000),
      personal: true,
    });
    expect(sums(personal)).toEqual({ [OTHER_EQUITY]: -30_000, [CASH]: -30_000 });
    expect(personal.kind === 'lines' && personal.why).toContain('nunca es un gasto');
    expect(sums(book({ kind: 'withdrawal', label: 'retiro', amount: c(30_000), repay: false }))).toEqual({
      [OTHER_EQUITY]: -30_000,
      [CASH]: -30_000,
    });
    expect(
      sums(book({ kind: 'withdrawal', label: 'préstamo a Matías', amount: c(200_000), repay: true })),
    ).toEqual({
      [OCA]: 200_000,
      [CASH]: -200_000,
    });
    expect(
      sums(
        book({
          kind: 'withdrawal',
          label: 'kit para su casa',
          amount: c(4_000),
          personal: true,
          goods: true,
        }),
      ),
    ).toEqual({ [OTHER_EQUITY]: -4_000, [INVENTORIES]: -4_000 });
    expect(question(book({ kind: 'withdrawal', label: 'tomé del cajón', amount: c(25_000) }))).toEqual({
      missing: 'withdrawal_purpose',
      question: '¿Lo va a devolver o es un retiro?',
    });
  });

  it('loans given: current up to 12 months', () => {
    expect(sums(book({ kind: 'loan_given', label: 'préstamo', amount: c(200_000), termMonths: 6 }))).toEqual({
      [OCA]: 200_000,
      [CASH]: -200_000,
    });
    expect(sums(book({ kind: 'loan_given', label: 'préstamo', amount: c(200_000), termMonths: 18 }))).toEqual(
      {
        [ONCA]: 200_000,
        [CASH]: -200_000,
      },
    );
  });

  it('dividends declared are owed; declared and paid leave cash', () => {
    expect(
      sums(book({ kind: 'dividend', label: 'la junta aprobó', amount: c(300_000), paid: false })),
    ).toEqual({
      [RETAINED]: -300_000,
      [OCL]: 300_000,
    });
    expect(sums(book({ kind: 'dividend', label: 'pagado hoy', amount: c(300_000), paid: true }))).toEqual({
      [RETAINED]: -300_000,
      [CASH]: -300_000,
    });
  });
});

describe('nothing to book and the summary', () => {
  it('a transfer between till and bank books nothing', () => {
    const b = book({ kind: 'cash_transfer', label: 'pasé a banco' });
    expect(b.kind).toBe('nothing');
    expect(b.kind === 'nothing' && b.text).toContain('Efectivo y equivalentes de efectivo');
  });

  it('the summary names each line with its money in the currency', () => {
    const b = bookMovement(
      {
        kind: 'purchase',
        label: 'compra de laptop',
        what: { asset: 'equipment' },
        amount: c(120_000),
        settlement: { kind: 'now' },
      },
      EMPTY_BOOKS,
      'EUR',
    );
    expect(b).toEqual({
      kind: 'lines',
      lines: [
        {
          section: 'assets',
          category: ACCOUNT.ppe,
          type: 'no_corriente',
          amount: 120_000,
          description: 'Compra de laptop',
        },
        {
          section: 'assets',
          category: ACCOUNT.cash,
          type: 'corriente',
          amount: -120_000,
          description: 'Compra de laptop',
        },
      ],
      summary:
        'Compra de laptop: sube Propiedad, planta y equipo (activo no corriente) en €1,200.00 y baja Efectivo y equivalentes de efectivo (activo corriente) en €1,200.00.',
    });
    const rent = book({
      kind: 'purchase',
      label: 'renta',
      what: { expense: 'rent' },
      amount: c(95_000),
      settlement: { kind: 'now' },
    });
    expect(rent.kind === 'lines' && rent.summary).toContain('se reconoce Alquiler (gasto) en $950.00');
  });
});

describe('bookMovements (§10)', () => {
  it('two movements of one message: one group, each part balanced', () => {
    const b = bookMovements(
      [
        {
          kind: 'purchase',
          label: 'renta',
          what: { expense: 'rent' },
          amount: c(95_000),
          settlement: { kind: 'now' },
        },
        {
          kind: 'sale',
          label: 'ventas al contado',
          income: 'goods',
          amount: c(41_000),
          settlement: { kind: 'now' },
        },
      ],
      EMPTY_BOOKS,
      'USD',
    );
    expect(sums(b)).toEqual({ [RENT]: 95_000, [GOODS]: 41_000, [CASH]: -54_000 });
    expect(b.kind === 'lines' && isBalanced(b.lines)).toBe(true);
    expect(b.kind === 'lines' && b.summary).toMatch(/^Renta: .*\. Ventas al contado: /);
  });

  it('the first question wins; only transfers give nothing', () => {
    const b = bookMovements(
      [
        { kind: 'salary', label: 'sueldo', amount: c(1), paid: true },
        { kind: 'withdrawal', label: 'retiro', amount: c(1) },
        { kind: 'sale', label: 'venta', income: 'goods' },
      ],
      EMPTY_BOOKS,
      'USD',
    );
    expect(question(b)).toMatchObject({ missing: 'withdrawal_purpose' });
    expect(bookMovements([{ kind: 'cash_transfer', label: 'x' }], EMPTY_BOOKS, 'USD').kind).toBe('nothing');
    expect(bookMovements([], EMPTY_BOOKS, 'USD').kind).toBe('nothing');
  });
});

describe('a thing of the company sold (not its goods)', () => {
  const OTHER_INCOME = at('revenues', CATEGORY.otherIncome);
  const printer = { section: 'assets' as const, category: ACCOUNT.ppe, description: 'Impresora' };

  it('leaves at its carrying amount; a price above it is a gain', () => {
    const b = book({
      kind: 'asset_sold',
      label: 'venta de la impresora vieja',
      amount: c(15_000),
      carrying: c(10_000),
      asset: printer,
      settlement: { kind: 'now' },
    });
    expect(sums(b)).toEqual({ [CASH]: 15_000, [PPE]: -10_000, [OTHER_INCOME]: 5_000 });
  });

  it('a price below the carrying amount is a loss, and a buyer who owes it is a receivable', () => {
    const b = book({
      kind: 'asset_sold',
      label: 'venta de la camioneta',
      amount: c(600_000),
      carrying: c(750_000),
      asset: { section: 'assets', category: ACCOUNT.vehicles },
      settlement: { kind: 'credit' },
    });
    expect(sums(b)).toEqual({ [RECEIVABLES]: 600_000, [VEHICLES]: -750_000, [OTHER_EXPENSES]: 150_000 });
  });

  it('a thing never booked is carried at 0: the whole price is a gain', () => {
    const b = book({
      kind: 'asset_sold',
      label: 'venta de la silla vieja',
      amount: c(4_000),
      carrying: c(0),
      settlement: { kind: 'now' },
    });
    expect(sums(b)).toEqual({ [CASH]: 4_000, [OTHER_INCOME]: 4_000 });
  });

  it('asks what it was carried at before booking anything, then how it was collected', () => {
    expect(question(book({ kind: 'asset_sold', label: 'impresora', amount: c(15_000) }))).toMatchObject({
      missing: 'carrying_amount',
    });
    expect(
      question(book({ kind: 'asset_sold', label: 'impresora', amount: c(15_000), carrying: c(0) })),
    ).toMatchObject({ missing: 'settlement' });
  });
});

describe('a deposit given back (§8)', () => {
  const deposit = {
    section: 'assets' as const,
    category: ACCOUNT.otherNonCurrentAssets,
    type: 'no_corriente' as const,
  };
  const books = booksOf(['assets', ACCOUNT.otherNonCurrentAssets, 140_000, 'Garantía del local']);

  it('comes back to cash and leaves the account where it sat', () => {
    const b = book(
      { kind: 'deposit_returned', label: 'garantía devuelta', amount: c(140_000), deposit },
      books,
    );
    expect(sums(b)).toEqual({ [CASH]: 140_000, [ONCA]: -140_000 });
  });

  it('more than the deposit holds is other income; a missing amount is asked', () => {
    const b = book(
      { kind: 'deposit_returned', label: 'garantía con intereses', amount: c(150_000), deposit },
      books,
    );
    expect(sums(b)).toEqual({
      [CASH]: 150_000,
      [ONCA]: -140_000,
      [at('revenues', CATEGORY.otherIncome)]: 10_000,
    });
    expect(question(book({ kind: 'deposit_returned', label: 'garantía', deposit }, books))).toMatchObject({
      missing: 'amount',
    });
  });
});
