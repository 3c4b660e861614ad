import { describe, expect, it } from 'vitest';
import { ACCOUNT, CATEGORY } from '../catalog';
import { cents, type Cents } from '../money';
import { bookMovement } from './book';
import type { Booking, BooksLine, Movement, Revision } from './movement';
import { reviseEntry } from './revise';
import { at, EMPTY_BOOKS, sums } from './test-books';

const c = (n: number): Cents => cents(n);

/** Books a movement and hands its lines back as one transaction of the books. */
function entryOf(m: Movement): BooksLine[] {
  const b = bookMovement(m, EMPTY_BOOKS, 'USD');
  if (b.kind !== 'lines') throw new Error(JSON.stringify(b));
  return b.lines.map((l) => ({ ...l, transactionId: 'tx9' }));
}

const revise = (lines: readonly BooksLine[], r: Revision): Booking =>
  reviseEntry(lines, r, EMPTY_BOOKS, 'USD');

const CASH = at('assets', ACCOUNT.cash);
const RECEIVABLES = at('assets', ACCOUNT.receivables);
const INVENTORIES = at('assets', ACCOUNT.inventories);
const PPE = at('assets', ACCOUNT.ppe);
const VEHICLES = at('assets', ACCOUNT.vehicles);
const OCA = at('assets', ACCOUNT.otherCurrentAssets);
const ONCA = at('assets', ACCOUNT.otherNonCurrentAssets);
const PAYABLES = at('liabilities', ACCOUNT.payables);
const SUPPLIERS = at('liabilities', ACCOUNT.suppliers);
const SALARIES_PAYABLE = at('liabilities', ACCOUNT.salariesPayable);
const SHORT = at('liabilities', ACCOUNT.shortTermLoans);
const LONG = at('liabilities', ACCOUNT.longTermLoans);
const CAPITAL = at('equity', ACCOUNT.shareCapital);
const CONTRIBUTIONS = at('equity', ACCOUNT.partnerContributions);
const GOODS = at('revenues', CATEGORY.productSales);
const COGS = at('expenses', CATEGORY.costOfSales);
const SOFTWARE = at('expenses', CATEGORY.software);
const MARKETING = at('expenses', CATEGORY.marketing);
const SALARIES = at('expenses', CATEGORY.salaries);
const FEES = at('expenses', CATEGORY.financial);

const subscription = entryOf({
  kind: 'purchase',
  label: 'Suscripción de Figma',
  what: { expense: 'marketing' },
  amount: c(1_599),
  settlement: { kind: 'now' },
});

describe('reviseEntry (movimientos §11)', () => {
  it("a card terminal's fee changed on a sale: the money received takes the difference, the sale stays", () => {
    const sale = entryOf({
      kind: 'sale',
      label: '20 poleras por Webpay',
      income: 'goods',
      amount: c(32_000),
      settlement: { kind: 'now' },
      cardFee: c(880),
    });
    const r = revise(sale, {
      kind: 'amount',
      amount: c(968),
      line: { section: 'expenses', category: CATEGORY.financial },
    });
    expect(sums(r)).toEqual({ [GOODS]: 32_000, [FEES]: 968, [CASH]: 31_032 });
  });

  it("'eran 19.99, no 15.99': the whole entry takes the new total", () => {
    const r = revise(subscription, { kind: 'amount', amount: c(1_999) });
    expect(sums(r)).toEqual({ [MARKETING]: 1_999, [CASH]: -1_999 });
    expect(r.kind === 'lines' && r.lines[0]?.description).toBe('Suscripción de Figma');
    expect(r.kind === 'lines' && r.summary).toMatch(/^Asiento corregido: se reconoce Marketing y comunidad/);
  });

  it('a whole entry is scaled, the cents of rounding on the settlement line', () => {
    const split = entryOf({
      kind: 'purchase',
      label: 'notebook',
      what: { asset: 'equipment' },
      amount: c(120_000),
      settlement: { kind: 'split', now: c(40_000) },
    });
    expect(sums(revise(split, { kind: 'amount', amount: c(150_000) }))).toEqual({
      [PPE]: 150_000,
      [CASH]: -50_000,
      [PAYABLES]: 100_000,
    });
    const odd = sums(revise(split, { kind: 'amount', amount: c(100_001) }));
    expect(odd[PPE]).toBe(100_001);
    expect(odd[CASH]).toBe(-33_334);
    expect((odd[PAYABLES] ?? 0) - (odd[CASH] ?? 0)).toBe(100_001);
  });

  it('a named line takes the new amount; the credit part absorbs it, or the other settlement line', () => {
    const split = entryOf({
      kind: 'purchase',
      label: 'notebook',
      what: { asset: 'equipment' },
      amount: c(120_000),
      settlement: { kind: 'split', now: c(40_000) },
    });
    expect(
      sums(
        revise(split, {
          kind: 'amount',
          amount: c(150_000),
          line: { section: 'assets', category: ACCOUNT.ppe },
        }),
      ),
    ).toEqual({
      [PPE]: 150_000,
      [CASH]: -40_000,
      [PAYABLES]: 110_000,
    });
    expect(
      sums(
        revise(split, {
          kind: 'amount',
          amount: c(50_000),
          line: { section: 'assets', category: ACCOUNT.cash },
        }),
      ),
    ).toEqual({
      [PPE]: 120_000,
      [CASH]: -50_000,
      [PAYABLES]: 70_000,
    });
    expect(
      revise(split, {
        kind: 'amount',
        amount: c(130_000),
        line: { section: 'assets', category: ACCOUNT.cash },
      }),
    ).toMatchObject({
      kind: 'question',
      missing: 'amount',
    });
  });

  it("'fueron 14, no 12': the income line of a sale, its collection follows", () => {
    const sale = entryOf({
      kind: 'sale',
      label: '12 parlantes a 25',
      income: 'goods',
      amount: c(30_000),
      cost: c(18_000),
      settlement: { kind: 'now' },
    });
    expect(
      sums(
        revise(sale, {
          kind: 'amount',
          amount: c(35_000),
          line: { section: 'revenues', category: CATEGORY.productSales },
        }),
      ),
    ).toEqual({
      [GOODS]: 35_000,
      [CASH]: 35_000,
      [COGS]: 18_000,
      [INVENTORIES]: -18_000,
    });
  });

  it("'no lo pagamos, se lo quedamos debiendo': cash becomes the debt the purchase calls for", () => {
    expect(sums(revise(subscription, { kind: 'settlement', settlement: { kind: 'credit' } }))).toEqual({
      [MARKETING]: 1_599,
      [PAYABLES]: 1_599,
    });
    const stock = entryOf({
      kind: 'purchase',
      label: 'stock',
      what: { asset: 'inventory' },
      amount: c(27_500),
      settlement: { kind: 'now' },
    });
    expect(sums(revise(stock, { kind: 'settlement', settlement: { kind: 'credit' } }))).toEqual({
      [INVENTORIES]: 27_500,
      [SUPPLIERS]: 27_500,
    });
    const pay = entryOf({ kind: 'salary', label: 'sueldo', amount: c(46_000), paid: true });
    expect(sums(revise(pay, { kind: 'settlement', settlement: { kind: 'credit' } }))).toEqual({
      [SALARIES]: 46_000,
      [SALARIES_PAYABLE]: 46_000,
    });
    const owed = entryOf({
      kind: 'purchase',
      label: 'stock',
      what: { asset: 'inventory' },
      amount: c(27_500),
      settlement: { kind: 'credit' },
    });
    expect(sums(revise(owed, { kind: 'settlement', settlement: { kind: 'split', now: c(7_500) } }))).toEqual({
      [INVENTORIES]: 27_500,
      [CASH]: -7_500,
      [SUPPLIERS]: 20_000,
    });
  });

  it('a sale paid now becomes a receivable, and back', () => {
    const sale = entryOf({
      kind: 'sale',
      label: 'venta',
      income: 'goods',
      amount: c(41_000),
      settlement: { kind: 'now' },
    });
    const credit = revise(sale, { kind: 'settlement', settlement: { kind: 'credit' } });
    expect(sums(credit)).toEqual({ [GOODS]: 41_000, [RECEIVABLES]: 41_000 });
    if (credit.kind !== 'lines') throw new Error('lines');
    const back = revise(
      credit.lines.map((l) => ({ ...l, transactionId: 'tx9' })),
      { kind: 'settlement', settlement: { kind: 'now' } },
    );
    expect(sums(back)).toEqual({ [GOODS]: 41_000, [CASH]: 41_000 });
  });

  it("'al final es a 2 años, no a 4 meses': the loan moves to long term", () => {
    const loan = entryOf({ kind: 'loan_received', label: 'préstamo', amount: c(500_000), termMonths: 4 });
    expect(sums(revise(loan, { kind: 'term', termMonths: 24 }))).toEqual({
      [CASH]: 500_000,
      [LONG]: 500_000,
    });
    const long = entryOf({ kind: 'loan_received', label: 'préstamo', amount: c(500_000), termMonths: 36 });
    expect(sums(revise(long, { kind: 'term', termMonths: 12 }))).toEqual({
      [CASH]: 500_000,
      [SHORT]: 500_000,
    });
    const deposit = entryOf({
      kind: 'deposit_given',
      label: 'garantía',
      amount: c(80_000),
      contractMonths: 12,
    });
    expect(sums(revise(deposit, { kind: 'term', termMonths: 48 }))).toEqual({
      [ONCA]: 80_000,
      [CASH]: -80_000,
    });
    expect(revise(subscription, { kind: 'term', termMonths: 24 }).kind).toBe('nothing');
  });

  it("'lo pusiste como marketing pero es una suscripción': the line changes account", () => {
    expect(sums(revise(subscription, { kind: 'account', to: { expense: 'software' } }))).toEqual({
      [SOFTWARE]: 1_599,
      [CASH]: -1_599,
    });
    const licence = entryOf({
      kind: 'purchase',
      label: 'licencia',
      what: { asset: 'intangible' },
      amount: c(37_500),
      settlement: { kind: 'credit' },
    });
    expect(sums(revise(licence, { kind: 'account', to: { expense: 'software' } }))).toEqual({
      [SOFTWARE]: 37_500,
      [PAYABLES]: 37_500,
    });
    const sale = entryOf({
      kind: 'sale',
      label: 'taller',
      income: 'goods',
      amount: c(9_000),
      settlement: { kind: 'now' },
    });
    expect(sums(revise(sale, { kind: 'account', to: { income: 'services' } }))).toEqual({
      [at('revenues', CATEGORY.services)]: 9_000,
      [CASH]: 9_000,
    });
  });

  it('asks which line when the entry has several that could change', () => {
    const two = entryOf({
      kind: 'capital',
      label: 'aportes',
      inKind: [
        { asset: 'equipment', value: c(100_000), label: 'laptop' },
        { asset: 'vehicle', value: c(580_000), label: 'furgoneta' },
      ],
    });
    expect(revise(two, { kind: 'account', to: { asset: 'machinery' } })).toMatchObject({
      kind: 'question',
      missing: 'which_line',
    });
    expect(revise(two, { kind: 'valuation', value: c(700_000) })).toMatchObject({
      kind: 'question',
      missing: 'which_line',
    });
    expect(
      sums(
        revise(two, {
          kind: 'valuation',
          value: c(700_000),
          line: { section: 'assets', category: ACCOUNT.vehicles },
        }),
      ),
    ).toEqual({ [PPE]: 100_000, [VEHICLES]: 700_000, [CAPITAL]: 800_000 });
  });

  it("'la furgoneta la tasaron en 7.000': the thing and its contribution take the value", () => {
    const capital = entryOf({
      kind: 'capital',
      label: 'capital inicial',
      cash: c(300_000),
      inKind: [{ asset: 'vehicle', value: c(580_000), label: 'furgoneta' }],
    });
    expect(sums(revise(capital, { kind: 'valuation', value: c(700_000) }))).toEqual({
      [CASH]: 300_000,
      [CAPITAL]: 300_000,
      [VEHICLES]: 700_000,
      [CONTRIBUTIONS]: 700_000,
    });
  });

  it('nothing to revise: no lines, or an entry that does not balance', () => {
    expect(revise([], { kind: 'amount', amount: c(1) }).kind).toBe('nothing');
    expect(revise(subscription.slice(0, 1), { kind: 'amount', amount: c(1) }).kind).toBe('nothing');
    expect(
      revise(subscription, {
        kind: 'amount',
        amount: c(5),
        line: { section: 'assets', category: ACCOUNT.vehicles },
      }),
    ).toEqual({
      kind: 'nothing',
      text: 'Ese asiento no tiene la cuenta Vehículos.',
    });
    expect(revise(subscription, { kind: 'term', termMonths: 0 })).toMatchObject({
      kind: 'question',
      missing: 'term',
    });
  });

  it('advances and loans given keep their term rules', () => {
    const loan = entryOf({
      kind: 'loan_given',
      label: 'préstamo a Matías',
      amount: c(200_000),
      termMonths: 6,
    });
    expect(sums(revise(loan, { kind: 'term', termMonths: 18 }))).toEqual({
      [ONCA]: 200_000,
      [CASH]: -200_000,
    });
    expect(sums(revise(loan, { kind: 'amount', amount: c(250_000) }))).toEqual({
      [OCA]: 250_000,
      [CASH]: -250_000,
    });
  });
});
