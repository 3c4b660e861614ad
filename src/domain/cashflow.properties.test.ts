import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashFlowStatement, type CashFlowStatement } from './cashflow';
import { ACCOUNT, CATEGORY, catalogRank } from './catalog';
import { emptyState, isCashLine, makeLine, type Line, type WorkingState } from './lines';
import { cents, type Cents } from './money';
import { closingBalances, openingEntryLines, openingMatches, replaceOpening } from './opening';
import { computeFigures } from './figures';
import { balanceSheet, equityStatement, incomeStatement, type AccountRow } from './statements';
import { financialReport } from './report';
import { idGen } from './test-support';
import { OPENING_TRANSACTION_ID } from './entries';
import type { AccountType, Section } from './sections';

/*
 * Books made of business movements (purchases on credit and on a card, payments that name their
 * origin or not, dividends, interest, sales of equipment, loans), the way a company books them, so the
 * settlements meet real origins. Amounts are cents.
 */

const CARD = 'Tarjeta corporativa';
const DIVIDENDS_PAYABLE = 'Dividendos por pagar';
const custom = new Set([CARD, DIVIDENDS_PAYABLE, 'Depreciación acumulada']);
const NON_CURRENT = new Set<string>([
  ACCOUNT.ppe,
  ACCOUNT.machinery,
  ACCOUNT.vehicles,
  ACCOUNT.longTermLoans,
  'Depreciación acumulada',
]);
const ASSETS = [ACCOUNT.ppe, ACCOUNT.machinery, ACCOUNT.vehicles] as const;
const PAYABLES = [ACCOUNT.payables, ACCOUNT.suppliers, CARD] as const;

type Spec = readonly [Section, string, number];

const amountArb = fc.integer({ min: 1, max: 5_000_00 });
const pctArb = fc.integer({ min: 0, max: 100 });
const movementArb = fc.oneof(
  fc.record({
    k: fc.constant('equipment' as const),
    asset: fc.constantFrom(...ASSETS),
    price: amountArb,
    down: pctArb,
    via: fc.constantFrom(...PAYABLES),
  }),
  fc.record({
    k: fc.constant('expense' as const),
    cat: fc.constantFrom(CATEGORY.software, CATEGORY.rent, CATEGORY.financial),
    amount: amountArb,
    via: fc.constantFrom('cash', ...PAYABLES),
  }),
  fc.record({
    k: fc.constant('dividend' as const),
    amount: amountArb,
    paid: pctArb,
    via: fc.constantFrom(ACCOUNT.otherCurrentLiabilities, DIVIDENDS_PAYABLE),
  }),
  fc.record({
    k: fc.constant('pay' as const),
    via: fc.constantFrom(
      ...PAYABLES,
      ACCOUNT.otherCurrentLiabilities,
      DIVIDENDS_PAYABLE,
      ACCOUNT.longTermLoans,
    ),
    part: fc.integer({ min: 1, max: 120 }),
    names: fc.option(fc.nat(), { nil: undefined }),
    interest: fc.integer({ min: 0, max: 50_00 }),
  }),
  fc.record({
    k: fc.constant('sell' as const),
    asset: fc.constantFrom(...ASSETS),
    part: fc.integer({ min: 1, max: 100 }),
    gain: fc.integer({ min: -200_00, max: 200_00 }),
    now: pctArb,
  }),
  fc.record({ k: fc.constant('collect' as const), part: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ k: fc.constant('sale' as const), amount: amountArb, credit: fc.boolean() }),
  fc.record({ k: fc.constant('loan' as const), amount: amountArb }),
  fc.record({ k: fc.constant('depreciate' as const), asset: fc.constantFrom(...ASSETS), part: pctArb }),
);
type Movement = typeof movementArb extends fc.Arbitrary<infer M> ? M : never;

/** Builds the books of the movements, entry by entry, keeping each account's balance to size payments. */
class Books {
  readonly state: WorkingState = emptyState();
  readonly txs: string[] = [];
  private readonly balance = new Map<string, number>();
  private n = 0;

  add(specs: readonly Spec[], settles?: string): string {
    const tx = `t${this.txs.length}`;
    this.txs.push(tx);
    for (const [section, category, amount] of specs) {
      if (amount === 0) continue;
      const type: AccountType | undefined =
        section === 'assets' || section === 'liabilities'
          ? NON_CURRENT.has(category)
            ? 'no_corriente'
            : 'corriente'
          : undefined;
      this.state[section].push(
        makeLine({
          id: `l${++this.n}`,
          transactionId: tx,
          section,
          category,
          type,
          description: `Movimiento ${tx}`,
          amount: cents(amount),
          isCustom: custom.has(category) ? true : undefined,
          settles: settles !== undefined && section === 'liabilities' && amount < 0 ? settles : undefined,
        }),
      );
      this.balance.set(category, (this.balance.get(category) ?? 0) + amount);
    }
    return tx;
  }

  /** Starts the books from an opening entry (month two): its lines first, its balances known. */
  openWith(lines: readonly Line[]): void {
    this.txs.push(OPENING_TRANSACTION_ID);
    for (const l of lines) {
      this.state[l.section].push(l);
      this.balance.set(l.category, (this.balance.get(l.category) ?? 0) + l.amount);
    }
  }

  of(category: string): number {
    return this.balance.get(category) ?? 0;
  }

  move(mv: Movement): void {
    switch (mv.k) {
      case 'equipment': {
        const down = Math.floor((mv.price * mv.down) / 100);
        this.add([
          ['assets', mv.asset, mv.price],
          ['assets', ACCOUNT.cash, -down],
          ['liabilities', mv.via, mv.price - down],
        ]);
        return;
      }
      case 'expense':
        this.add([
          ['expenses', mv.cat, mv.amount],
          mv.via === 'cash' ? ['assets', ACCOUNT.cash, -mv.amount] : ['liabilities', mv.via, mv.amount],
        ]);
        return;
      case 'dividend': {
        const paid = Math.floor((mv.amount * mv.paid) / 100);
        this.add([
          ['equity', ACCOUNT.retainedEarnings, -mv.amount],
          ['assets', ACCOUNT.cash, -paid],
          ['liabilities', mv.via, mv.amount - paid],
        ]);
        return;
      }
      case 'pay': {
        const owed = this.of(mv.via);
        if (owed <= 0) return;
        // Up to a fifth more than owed: an overpayment settles as the account itself.
        const amount = Math.max(1, Math.floor((owed * mv.part) / 100));
        const interest = mv.via === ACCOUNT.longTermLoans ? mv.interest : 0;
        const named = mv.names === undefined ? undefined : this.txs[mv.names % this.txs.length];
        this.add(
          [
            ['liabilities', mv.via, -amount],
            ['expenses', CATEGORY.financial, interest],
            ['assets', ACCOUNT.cash, -(amount + interest)],
          ],
          named,
        );
        return;
      }
      case 'sell': {
        const book = Math.floor((this.of(mv.asset) * mv.part) / 100);
        if (book <= 0) return;
        const price = Math.max(0, book + mv.gain);
        const now = Math.floor((price * mv.now) / 100);
        this.add([
          ['assets', ACCOUNT.cash, now],
          ['assets', ACCOUNT.receivables, price - now],
          ['assets', mv.asset, -book],
          price > book
            ? ['revenues', CATEGORY.otherIncome, price - book]
            : ['expenses', CATEGORY.otherExpenses, book - price],
        ]);
        return;
      }
      case 'collect': {
        const due = this.of(ACCOUNT.receivables);
        if (due <= 0) return;
        const amount = Math.max(1, Math.floor((due * mv.part) / 100));
        this.add([
          ['assets', ACCOUNT.cash, amount],
          ['assets', ACCOUNT.receivables, -amount],
        ]);
        return;
      }
      case 'sale':
        this.add([
          ['assets', mv.credit ? ACCOUNT.receivables : ACCOUNT.cash, mv.amount],
          ['revenues', CATEGORY.services, mv.amount],
        ]);
        return;
      case 'loan':
        this.add([
          ['assets', ACCOUNT.cash, mv.amount],
          ['liabilities', ACCOUNT.longTermLoans, mv.amount],
        ]);
        return;
      case 'depreciate': {
        const amount = Math.floor((this.of(mv.asset) * mv.part) / 1000);
        if (amount <= 0) return;
        this.add([
          ['expenses', CATEGORY.depreciation, amount],
          ['assets', 'Depreciación acumulada', -amount],
        ]);
        return;
      }
    }
  }
}

function booksOf(movements: readonly Movement[]): Books {
  const b = new Books();
  b.add([
    ['assets', ACCOUNT.cash, 1_000_000_00],
    ['equity', ACCOUNT.shareCapital, 1_000_000_00],
  ]);
  for (const mv of movements) b.move(mv);
  return b;
}

const sumCash = (s: WorkingState) => s.assets.filter(isCashLine).reduce((t, l) => t + l.amount, 0);
const total = (rows: readonly { amount: Cents }[]) => rows.reduce((t, r) => t + r.amount, 0);

function checkAddsUp(cf: CashFlowStatement, s: WorkingState): void {
  expect(cf.operating.total + cf.investing.total + cf.financing.total).toBe(cf.netChange);
  expect(cf.netChange).toBe(sumCash(s));
  expect(cf.reconciles).toBe(true);
  const op = cf.operating;
  expect(op.residual).toBeUndefined();
  expect(
    op.netIncome.amount + total(op.adjustments) + total(op.workingCapital) + (op.interestPaid?.amount ?? 0),
  ).toBe(op.total);
  expect(total(cf.investing.rows)).toBe(cf.investing.total);
  expect(total(cf.financing.rows)).toBe(cf.financing.total);
  for (const r of [...op.adjustments, ...op.workingCapital, ...cf.investing.rows, ...cf.financing.rows])
    expect(Number.isSafeInteger(r.amount)).toBe(true);
  // A contra account is never bought or sold.
  expect(cf.investing.rows.some((r) => r.account === 'Depreciación acumulada')).toBe(false);
}

describe('cash-flow properties over books of business movements', () => {
  it('operating + investing + financing = the change in cash, to the cent, whatever settles what', () => {
    fc.assert(
      fc.property(fc.array(movementArb, { maxLength: 30 }), (movements) => {
        const b = booksOf(movements);
        checkAddsUp(cashFlowStatement(b.state), b.state);
      }),
      { numRuns: 500 },
    );
  });

  it('7.5(a): equipment bought on credit and fully paid later is an investing outflow of exactly its price', () => {
    const noiseArb = fc.array(
      fc.oneof(
        movementArb.filter((mv) => mv.k === 'expense' || mv.k === 'sale' || mv.k === 'collect'),
        fc.record({
          k: fc.constant('pay' as const),
          via: fc.constantFrom(...PAYABLES),
          part: fc.integer({ min: 1, max: 100 }),
          names: fc.constant(undefined),
          interest: fc.constant(0),
        }),
      ),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(
        noiseArb,
        fc.constantFrom(...ASSETS),
        fc.constantFrom(...PAYABLES),
        amountArb,
        pctArb,
        noiseArb,
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (before, asset, via, price, downPct, after, instalments, name) => {
          const b = booksOf(before);
          const down = Math.floor((price * downPct) / 100);
          const bought = b.add([
            ['assets', asset, price],
            ['assets', ACCOUNT.cash, -down],
            ['liabilities', via, price - down],
          ]);
          for (const mv of after) b.move(mv);
          // Instalments on the account, then whatever is still owed on every payable: all paid.
          for (const pct of instalments) {
            const owed = b.of(via);
            const amount = Math.floor((owed * pct) / 100);
            if (amount > 0)
              b.add(
                [
                  ['liabilities', via, -amount],
                  ['assets', ACCOUNT.cash, -amount],
                ],
                name ? bought : undefined,
              );
          }
          for (const account of PAYABLES) {
            const owed = b.of(account);
            if (owed > 0)
              b.add([
                ['liabilities', account, -owed],
                ['assets', ACCOUNT.cash, -owed],
              ]);
          }
          const cf = cashFlowStatement(b.state);
          checkAddsUp(cf, b.state);
          if (via === CARD) {
            // Paid with the card: the card (a borrowing) paid the seller, so only the cash down is investing.
            expect(cf.investing.total + down).toBe(0);
          } else {
            expect(cf.investing.total).toBe(-price);
            expect(cf.investing.rows).toEqual([expect.objectContaining({ account: asset, amount: -price })]);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('relabelling a custom card liability does not change the classification', () => {
    const otherNameArb = fc
      .stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúñÑ0-9][A-Za-zÁÉÍÓÚáéíóúñÑ0-9 ]{0,24}$/)
      .filter((name) => catalogRank('liabilities', name) === Number.POSITIVE_INFINITY && !custom.has(name));
    fc.assert(
      fc.property(fc.array(movementArb, { maxLength: 25 }), otherNameArb, (movements, other) => {
        const b = booksOf(movements);
        const rename = (l: Line): Line => (l.category === CARD ? makeLine({ ...l, category: other }) : l);
        const renamed: WorkingState = {
          revenues: b.state.revenues,
          expenses: b.state.expenses,
          assets: b.state.assets,
          liabilities: b.state.liabilities.map(rename),
          equity: b.state.equity,
        };
        const cf = cashFlowStatement(b.state);
        const relabelled = cashFlowStatement(renamed);
        expect(JSON.stringify(relabelled)).toBe(JSON.stringify(cf).split(CARD).join(other));
      }),
      { numRuns: 300 },
    );
  });
});

describe('month two: a period that starts from the closing of the one before', () => {
  const APRIL = '2026-04-01';
  const carried = (march: Books): Line[] => {
    let n = 0;
    return openingEntryLines(closingBalances(march.state), { date: APRIL, newId: () => `o${++n}` });
  };
  const sameRows = (a: readonly AccountRow[], b: readonly AccountRow[]) =>
    expect(a.map((r) => [r.account, r.amount])).toEqual(b.map((r) => [r.account, r.amount]));

  it('carrying a closing balance forward and adding nothing gives the same balance sheet', () => {
    fc.assert(
      fc.property(fc.array(movementArb, { maxLength: 30 }), (movements) => {
        const march = booksOf(movements);
        const april = replaceOpening(emptyState(), carried(march));
        const before = balanceSheet(march.state);
        const after = balanceSheet(april);
        sameRows(after.assets.current.rows, before.assets.current.rows);
        sameRows(after.assets.nonCurrent.rows, before.assets.nonCurrent.rows);
        sameRows(after.liabilities.current.rows, before.liabilities.current.rows);
        sameRows(after.liabilities.nonCurrent.rows, before.liabilities.nonCurrent.rows);
        expect(after.assets.total).toBe(before.assets.total);
        expect(after.liabilities.total).toBe(before.liabilities.total);
        expect(after.equity.total).toBe(before.equity.total);
        expect(after.isBalanced).toBe(true);
        // The result of March is now Resultados acumulados; April has earned nothing yet.
        expect(after.equity.netIncome.amount).toBe(0);
        const retained = (rows: readonly AccountRow[]) =>
          rows.find((r) => r.account === ACCOUNT.retainedEarnings)?.amount ?? 0;
        expect(retained(after.equity.rows)).toBe(
          retained(before.equity.rows) + before.equity.netIncome.amount,
        );
        expect(incomeStatement(april).netIncome).toBe(0);
        // Nothing happened in April: no flow, the cash at the start is the cash at the end.
        const cf = cashFlowStatement(april);
        expect(cf.netChange).toBe(0);
        expect(cf.openingCash).toBe(sumCash(march.state));
        expect(cf.closingCash).toBe(sumCash(march.state));
        expect(cf.nonCashTransactions).toEqual([]);
        expect(openingMatches(april, closingBalances(march.state))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('equity and cash reconcile opening → closing, and the opening is never a flow', () => {
    fc.assert(
      fc.property(
        fc.array(movementArb, { maxLength: 20 }),
        fc.array(movementArb, { maxLength: 20 }),
        (marchMoves, aprilMoves) => {
          const march = booksOf(marchMoves);
          const april = new Books();
          april.openWith(carried(march));
          for (const mv of aprilMoves) april.move(mv);
          const s = april.state;
          const figures = computeFigures(s);
          const es = equityStatement(s);
          expect(es.openingEquity.amount).toBe(computeFigures(march.state).totalEquity);
          expect(
            es.openingEquity.amount + es.contributions.total + es.withdrawals.total + es.netIncome.amount,
          ).toBe(es.finalEquity.amount);
          expect(es.finalEquity.amount).toBe(figures.totalEquity);
          expect(es.netIncome.amount).toBe(incomeStatement(s).netIncome);

          const cf = cashFlowStatement(s);
          expect(cf.openingCash).toBe(sumCash(march.state));
          expect(cf.operating.total + cf.investing.total + cf.financing.total).toBe(cf.netChange);
          expect(cf.openingCash + cf.netChange).toBe(cf.closingCash);
          expect(cf.closingCash).toBe(sumCash(s));
          expect(cf.reconciles).toBe(true);
          expect(cf.operating.residual).toBeUndefined();
          expect(cf.nonCashTransactions.some((t) => t.transactionId === OPENING_TRANSACTION_ID)).toBe(false);
          // April's own movements alone give the same flows: the opening adds cash at the start, nothing else.
          expect(cf.netChange).toBe(sumCash(s) - sumCash(march.state));
          // The journal opens with the opening entry.
          expect(financialReport(s).journal.entries[0]?.concept).toBe('Asiento de apertura');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('paying what was owed at the opening is an operating outflow for a supplier and financing for a loan', () => {
    const april = new Books();
    april.openWith(
      openingEntryLines(
        [
          { section: 'assets', category: ACCOUNT.cash, amount: cents(10_000_00) },
          { section: 'liabilities', category: ACCOUNT.suppliers, amount: cents(2_000_00) },
          { section: 'liabilities', category: ACCOUNT.longTermLoans, amount: cents(5_000_00) },
          { section: 'equity', category: ACCOUNT.shareCapital, amount: cents(3_000_00) },
        ],
        { date: APRIL, newId: idGen('o') },
      ),
    );
    april.add(
      [
        ['liabilities', ACCOUNT.suppliers, -2_000_00],
        ['assets', ACCOUNT.cash, -2_000_00],
      ],
      OPENING_TRANSACTION_ID,
    );
    april.add([
      ['liabilities', ACCOUNT.longTermLoans, -1_000_00],
      ['assets', ACCOUNT.cash, -1_000_00],
    ]);
    const cf = cashFlowStatement(april.state);
    expect(cf.openingCash).toBe(10_000_00);
    expect(cf.operating.workingCapital.map((r) => [r.account, r.amount])).toEqual([
      [ACCOUNT.suppliers, -2_000_00],
    ]);
    expect(cf.operating.total).toBe(-2_000_00);
    expect(cf.financing.total).toBe(-1_000_00);
    expect(cf.investing.total).toBe(0);
    expect(cf.closingCash).toBe(7_000_00);
    expect(cf.reconciles).toBe(true);
  });
});
