import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBalanced } from '../balance';
import { formatMoney } from '../format';
import { abs } from '../money';
import { ACCOUNT, catalogTypeOf, namesFor } from '../catalog';
import { cents, mulDiv, type Cents } from '../money';
import { EQUATION_SIGN, SECTIONS, sectionHasType, type Section } from '../sections';
import { raisedByPurchase } from './accounts';
import { bookMovement, bookMovements } from './book';
import { reviseEntry } from './revise';
import type {
  AccountRef,
  Booking,
  MissingFact,
  AssetKind,
  BooksLine,
  BooksView,
  ExpenseKind,
  IncomeKind,
  Movement,
  Portion,
  Revision,
  Settlement,
} from './movement';

/** Amounts up to 1e9 cents (ten million currency units). */
const MAX = 1_000_000_000;

const upTo = (max: number): fc.Arbitrary<Cents> => fc.integer({ min: 0, max }).map(cents);
const positiveAmount: fc.Arbitrary<Cents> = fc.integer({ min: 1, max: MAX }).map(cents);
const opt = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(a, { nil: undefined });
const months = fc.integer({ min: 1, max: 60 });

const assetKind: fc.Arbitrary<AssetKind> = fc.constantFrom(
  'equipment',
  'machinery',
  'vehicle',
  'intangible',
  'inventory',
  'property',
  'investment',
);
const expenseKind: fc.Arbitrary<ExpenseKind> = fc.constantFrom(
  'rent',
  'utilities',
  'marketing',
  'professional_fees',
  'software',
  'salaries',
  'taxes',
  'financial',
  'insurance',
  'supplies',
  'transport',
  'repairs',
  'other',
);
const incomeKind: fc.Arbitrary<IncomeKind> = fc.constantFrom('goods', 'services', 'other');
const label = fc.constantFrom('venta del día', 'compra de laptop', 'cuota', 'pago', 'aporte', '', 'ajuste');

/** A settlement consistent with `total`: the part paid now and the down payment never exceed it. */
function settlementFor(total: number): fc.Arbitrary<Settlement> {
  return fc.oneof(
    fc.constant<Settlement>({ kind: 'now' }),
    fc.constant<Settlement>({ kind: 'credit' }),
    fc.constant<Settlement>({ kind: 'card' }),
    fc
      .record({ now: upTo(total), laterOnCard: opt(fc.boolean()) })
      .map(({ now, laterOnCard }): Settlement =>
        laterOnCard === undefined ? { kind: 'split', now } : { kind: 'split', now, laterOnCard },
      ),
    fc
      .record({ down: opt(upTo(total)), termMonths: opt(months), mortgage: opt(fc.boolean()) })
      .map((r): Settlement => ({ kind: 'loan', ...defined(r) })),
  );
}

/** Drops undefined properties (the movement then does not give that fact). */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const portion: fc.Arbitrary<Portion> = fc.oneof(
  positiveAmount.map((amount): Portion => ({ kind: 'amount', amount })),
  fc.constant<Portion>({ kind: 'all' }),
  fc.constant<Portion>({ kind: 'half' }),
);

function refOf(section: Section, names: readonly string[]): fc.Arbitrary<AccountRef> {
  return fc
    .record({ category: fc.constantFrom(...names), description: opt(label) })
    .map(({ category, description }) => defined({ section, category, description }));
}

const loanRef = refOf('liabilities', [ACCOUNT.shortTermLoans, ACCOUNT.longTermLoans, ACCOUNT.mortgages]);
const debtRef = refOf('liabilities', namesFor('liabilities'));
const assetRef = refOf('assets', [ACCOUNT.ppe, ACCOUNT.machinery, ACCOUNT.vehicles, ACCOUNT.intangibles]);

const capital: fc.Arbitrary<Movement> = fc
  .record({
    label,
    cash: opt(upTo(MAX)),
    inKind: opt(
      fc.array(fc.record({ asset: assetKind, value: opt(upTo(MAX)), label }).map(defined), { maxLength: 3 }),
    ),
    later: opt(fc.boolean()),
    natureUnclear: opt(fc.boolean()),
  })
  .map((r) => ({ kind: 'capital', ...defined(r) }));

const loanReceived: fc.Arbitrary<Movement> = fc
  .record({
    label,
    amount: opt(positiveAmount),
    termMonths: opt(months),
    mortgage: opt(fc.boolean()),
    creditLine: opt(fc.boolean()),
  })
  .map((r) => ({ kind: 'loan_received', ...defined(r) }));

/** Principal and interest, and which of total, principal and interest the message gives. */
const loanPayment: fc.Arbitrary<Movement> = fc
  .record({
    label,
    principal: upTo(MAX),
    interest: upTo(MAX),
    give: fc.record({ total: fc.boolean(), principal: fc.boolean(), interest: fc.boolean() }),
    interestOnly: opt(fc.boolean()),
    loan: opt(loanRef),
  })
  .map(({ label: l, principal, interest, give, interestOnly, loan }) =>
    interestOnly
      ? {
          kind: 'loan_payment',
          ...defined({ label: l, total: give.total ? interest : undefined, interestOnly, loan }),
        }
      : {
          kind: 'loan_payment',
          ...defined({
            label: l,
            total: give.total ? cents(principal + interest) : undefined,
            principal: give.principal ? principal : undefined,
            interest: give.interest ? interest : undefined,
            interestOnly,
            loan,
          }),
        },
  );

const purchase: fc.Arbitrary<Movement> = fc
  .record({
    label,
    what: fc.oneof(
      assetKind.map((asset) => ({ asset })),
      expenseKind.map((expense) => ({ expense })),
      // A line already in the books named again, catalogue or custom.
      fc
        .oneof(
          refOf(
            'assets',
            [...namesFor('assets', 'corriente'), ...namesFor('assets', 'no_corriente'), 'Moldes'].filter(
              (n) => raisedByPurchase('assets', n),
            ),
          ),
          refOf(
            'expenses',
            [...namesFor('expenses'), 'Gastos de viaje'].filter((n) => raisedByPurchase('expenses', n)),
          ),
        )
        .map((account) => ({ account })),
    ),
    amount: positiveAmount,
    given: fc.boolean(),
    termMonths: opt(fc.integer({ min: 1, max: 60 })),
  })
  .chain(({ label: l, what, amount, given, termMonths }) =>
    upTo(amount).chain((advance) =>
      fc
        .record({ settlement: opt(settlementFor(amount - advance)), withAdvance: fc.boolean() })
        .map(({ settlement, withAdvance }) => ({
          kind: 'purchase' as const,
          ...defined({
            label: l,
            what,
            amount: given ? amount : undefined,
            settlement,
            termMonths,
            advanceApplied: given && withAdvance ? advance : undefined,
          }),
        })),
    ),
  );

/** Cash a settlement brings in for `rest`. */
function cashPart(rest: number, s: Settlement | undefined): number {
  if (!s) return 0;
  switch (s.kind) {
    case 'credit':
      return 0;
    case 'split':
      return s.now ?? 0;
    default:
      return rest;
  }
}

const sale: fc.Arbitrary<Movement> = fc.oneof(
  fc
    .record({ label, income: incomeKind, amount: positiveAmount, cost: opt(upTo(MAX)), given: fc.boolean() })
    .chain(({ label: l, income, amount, cost, given }) =>
      upTo(amount).chain((advance) =>
        fc
          .record({ settlement: opt(settlementFor(amount - advance)), withAdvance: fc.boolean() })
          .chain(({ settlement, withAdvance }) => {
            const adv = withAdvance ? advance : 0;
            const rest = amount - adv;
            const s = settlement;
            return opt(upTo(cashPart(rest, s))).map((cardFee) => ({
              kind: 'sale' as const,
              ...defined({
                label: l,
                income,
                amount: given ? amount : undefined,
                settlement: s,
                cost,
                cardFee,
                advanceApplied: withAdvance && given ? advance : undefined,
              }),
            }));
          }),
      ),
    ),
  fc
    .record({
      label,
      income: incomeKind,
      amount: opt(positiveAmount),
      cardFee: opt(upTo(MAX)),
      cost: opt(upTo(MAX)),
    })
    .map((r) => ({
      kind: 'sale' as const,
      settlement: { kind: 'now' as const },
      netOnly: true,
      ...defined(r),
    })),
);

const simple = <K extends 'deposit_given' | 'advance_received' | 'advance_given' | 'stock_used'>(
  kind: K,
): fc.Arbitrary<Movement> =>
  fc.record({ label, amount: opt(positiveAmount) }).map((r) => ({ kind, ...defined(r) }) as Movement);

const movement: fc.Arbitrary<Movement> = fc.oneof(
  capital,
  loanReceived,
  loanPayment,
  purchase,
  sale,
  fc.record({ label, portion: opt(portion) }).map((r): Movement => ({ kind: 'collection', ...defined(r) })),
  fc
    .record({ label, portion: opt(portion), debt: opt(debtRef) })
    .map((r): Movement => ({ kind: 'debt_payment', ...defined(r) })),
  fc
    .record({ label, amount: opt(positiveAmount), paid: fc.boolean() })
    .map((r): Movement => ({ kind: 'salary', ...defined(r) })),
  fc
    .record({ label, amount: opt(positiveAmount), paid: fc.boolean() })
    .map((r): Movement => ({ kind: 'social_charges', ...defined(r) })),
  fc
    .record({ label, expense: expenseKind, amount: positiveAmount, given: fc.boolean() })
    .chain(({ amount, given, ...r }) =>
      opt(settlementFor(amount)).map((settlement): Movement => ({
        kind: 'prepaid',
        ...defined({ ...r, amount: given ? amount : undefined, settlement }),
      })),
    ),
  fc
    .record({
      label,
      expense: expenseKind,
      amount: opt(positiveAmount),
      months: opt(fc.integer({ min: 1, max: 24 })),
      ofMonths: opt(fc.integer({ min: 1, max: 24 })),
      prepaid: opt(
        fc
          .record({ category: fc.constant(ACCOUNT.prepaid), amount: positiveAmount })
          .map((p) => ({ section: 'assets' as const, ...p })),
      ),
    })
    .map((r): Movement => ({ kind: 'prepaid_used', ...defined(r) })),
  fc
    .record({ label, amount: opt(positiveAmount), contractMonths: opt(months) })
    .map((r): Movement => ({ kind: 'deposit_given', ...defined(r) })),
  fc
    .record({ label, amount: opt(positiveAmount), termMonths: opt(months) })
    .map((r): Movement => ({ kind: 'term_deposit', ...defined(r) })),
  simple('advance_received'),
  fc
    .record({ label, income: incomeKind, amount: opt(positiveAmount) })
    .map((r): Movement => ({ kind: 'advance_earned', ...defined(r) })),
  simple('advance_given'),
  fc
    .record({ label, items: fc.array(fc.record({ asset: assetRef, amount: upTo(MAX) }), { maxLength: 4 }) })
    .map((r): Movement => ({ kind: 'depreciation', ...r })),
  fc
    .record({
      label,
      amount: opt(positiveAmount),
      repay: opt(fc.boolean()),
      personal: opt(fc.boolean()),
      goods: opt(fc.boolean()),
    })
    .map((r): Movement => ({ kind: 'withdrawal', ...defined(r) })),
  fc
    .record({ label, amount: opt(positiveAmount), termMonths: opt(months) })
    .map((r): Movement => ({ kind: 'loan_given', ...defined(r) })),
  fc
    .record({ label, amount: opt(positiveAmount), paid: fc.boolean() })
    .map((r): Movement => ({ kind: 'dividend', ...defined(r) })),
  fc
    .record({
      label,
      income: incomeKind,
      amount: opt(positiveAmount),
      cost: opt(upTo(MAX)),
      unpaid: opt(fc.boolean()),
    })
    .map((r): Movement => ({ kind: 'customer_refund', ...defined(r) })),
  fc
    .record({ label, amount: opt(positiveAmount), refunded: fc.boolean() })
    .map((r): Movement => ({ kind: 'supplier_return', ...defined(r) })),
  fc.record({ label, portion: opt(portion) }).map((r): Movement => ({ kind: 'bad_debt', ...defined(r) })),
  simple('stock_used'),
  label.map((l): Movement => ({ kind: 'cash_transfer', label: l })),
  fc
    .record({
      label,
      amount: opt(positiveAmount),
      deposit: refOf('assets', [ACCOUNT.otherNonCurrentAssets, ACCOUNT.otherCurrentAssets]),
    })
    .map((r): Movement => ({ kind: 'deposit_returned', ...defined(r) })),
  fc.record({ label, amount: positiveAmount, given: fc.boolean() }).chain(({ label: l, amount, given }) =>
    fc
      .record({ carrying: opt(upTo(MAX)), asset: opt(assetRef), settlement: opt(settlementFor(amount)) })
      .map((r): Movement => ({
        kind: 'asset_sold',
        ...defined({ label: l, amount: given ? amount : undefined, ...r }),
      })),
  ),
);

function lineOf(section: Section): fc.Arbitrary<BooksLine> {
  return fc
    .record({
      category: fc.constantFrom(...namesFor(section)),
      amount: fc.integer({ min: -MAX, max: MAX }).map(cents),
      description: label,
      transactionId: fc.constantFrom('t1', 't2', 't3', 't4'),
    })
    .map((l) => {
      const type = sectionHasType(section) ? catalogTypeOf(section, l.category) : undefined;
      return type ? { section, ...l, type } : { section, ...l };
    });
}

/** Books of up to six lines per section on catalogue accounts, with any signs. */
const books: fc.Arbitrary<BooksView> = fc
  .tuple(...SECTIONS.map((s) => fc.array(lineOf(s), { maxLength: 6 })))
  .map((lists) => Object.fromEntries(SECTIONS.map((s, i) => [s, lists[i] ?? []])) as unknown as BooksView);

const revision: fc.Arbitrary<Revision> = fc.oneof(
  fc
    .record({
      amount: positiveAmount,
      line: opt(fc.oneof(assetRef, debtRef, refOf('revenues', namesFor('revenues')))),
    })
    .map((r): Revision => ({ kind: 'amount', ...defined(r) })),
  settlementFor(MAX).map((settlement): Revision => ({ kind: 'settlement', settlement })),
  months.map((termMonths): Revision => ({ kind: 'term', termMonths })),
  fc
    .oneof(
      assetKind.map((asset) => ({ asset })),
      expenseKind.map((expense) => ({ expense })),
      incomeKind.map((income) => ({ income })),
    )
    .map((to): Revision => ({ kind: 'account', to })),
  fc
    .record({ value: positiveAmount, line: opt(assetRef) })
    .map((r): Revision => ({ kind: 'valuation', ...defined(r) })),
);

// ---------------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------------

const RUNS = { numRuns: 3000 };

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/** The well-formedness every 'lines' booking has. */
function checkLines(b: Booking): void {
  if (b.kind !== 'lines') return;
  expect(b.lines.length).toBeGreaterThan(0);
  expect(isBalanced(b.lines)).toBe(true);
  const keys = new Set<string>();
  for (const l of b.lines) {
    expect(l.amount).not.toBe(0);
    expect(Number.isSafeInteger(l.amount)).toBe(true);
    expect(l.type !== undefined).toBe(sectionHasType(l.section));
    const key = `${l.section}|${l.category}|${l.type ?? ''}`;
    expect(keys.has(key)).toBe(false);
    keys.add(key);
  }
}

/** Whether the fact a question names is one the movement does not give (or gives as nothing). */
function absent(m: Movement, fact: MissingFact): boolean {
  switch (fact) {
    case 'amount':
      switch (m.kind) {
        case 'capital':
          return (m.cash ?? 0) + (m.inKind ?? []).reduce((t, i) => t + (i.value ?? 0), 0) === 0;
        case 'loan_payment':
          return m.interestOnly
            ? (m.total ?? m.interest ?? 0) === 0
            : (m.total ?? 0) + (m.principal ?? 0) + (m.interest ?? 0) === 0;
        case 'collection':
        case 'debt_payment':
        case 'bad_debt':
          // 'todo' or 'la mitad' of a balance the books do not have is no amount either.
          return m.portion?.kind !== 'amount';
        case 'depreciation':
          return m.items.every((i) => i.amount === 0);
        case 'cash_transfer':
          return false;
        default:
          return m.amount === undefined;
      }
    case 'settlement':
      return (
        (m.kind === 'purchase' || m.kind === 'sale' || m.kind === 'asset_sold') && m.settlement === undefined
      );
    case 'term':
      if (m.kind === 'loan_received') return m.termMonths === undefined && !m.mortgage && !m.creditLine;
      if (m.kind === 'purchase' || m.kind === 'prepaid')
        return m.settlement?.kind === 'loan' && m.settlement.termMonths === undefined;
      if (m.kind === 'term_deposit') return m.termMonths === undefined;
      return false;
    case 'interest_split':
      return m.kind === 'loan_payment' && (m.principal === undefined || m.interest === undefined);
    case 'nature':
      return m.kind === 'capital' && m.natureUnclear === true;
    case 'gross':
      return m.kind === 'sale' && m.netOnly === true && m.cardFee === undefined;
    case 'which_debt':
      return (m.kind === 'debt_payment' && !m.debt) || (m.kind === 'loan_payment' && !m.loan);
    case 'withdrawal_purpose':
      return m.kind === 'withdrawal' && m.repay === undefined && m.personal === undefined;
    case 'value':
      return m.kind === 'capital' && (m.inKind ?? []).some((i) => i.value === undefined);
    case 'carrying_amount':
      return m.kind === 'asset_sold' && m.carrying === undefined;
    case 'split':
    case 'unit_cost':
    case 'which_line':
      return false;
  }
}

const NOT_MONEY = new Set(['termMonths', 'months', 'ofMonths', 'contractMonths']);

/** Every amount of money the movement gives. */
function figuresOf(x: unknown, out: number[] = []): number[] {
  if (typeof x !== 'object' || x === null) return out;
  for (const [k, v] of Object.entries(x)) {
    if (typeof v === 'number') {
      if (!NOT_MONEY.has(k)) out.push(v);
    } else {
      figuresOf(v, out);
    }
  }
  return out;
}

/** Every value reachable as ± a sum of some of the figures (each used at most once). */
function signedSums(figures: readonly number[]): Set<number> {
  let reach = new Set<number>([0]);
  for (const f of figures) {
    const next = new Set<number>(reach);
    for (const s of reach) {
      next.add(s + f);
      next.add(s - f);
    }
    reach = next;
  }
  return reach;
}

/** Balances of the books' accounts, and their halves (what 'todo' and 'la mitad' point at). */
function balancesOf(b: BooksView): number[] {
  const totals = new Map<string, number>();
  for (const s of SECTIONS)
    for (const l of b[s]) {
      const k = `${s}|${l.category}|${l.type ?? ''}`;
      totals.set(k, (totals.get(k) ?? 0) + l.amount);
    }
  return [...totals.values()].flatMap((t) => [t, mulDiv(cents(t), 1, 2)]);
}

describe('bookMovement properties', () => {
  it('every booking with lines balances, has no zero lines and one line per account', () => {
    fc.assert(
      fc.property(movement, books, (m, b) => {
        checkLines(bookMovement(m, b, 'USD'));
      }),
      RUNS,
    );
  });

  it('a question always names a fact the movement does not give', () => {
    fc.assert(
      fc.property(movement, books, (m, b) => {
        const r = bookMovement(m, b, 'USD');
        if (r.kind === 'question') {
          expect(absent(m, r.missing), `${r.missing} for ${JSON.stringify(m)}`).toBe(true);
          expect(r.question).toMatch(/^¿.*\?$/);
        }
      }),
      RUNS,
    );
  });

  it('a movement that gives every fact is booked, not asked about (empty books)', () => {
    const facts: MissingFact[] = [
      'amount',
      'settlement',
      'term',
      'interest_split',
      'nature',
      'gross',
      'which_debt',
      'withdrawal_purpose',
      'value',
      'carrying_amount',
    ];
    fc.assert(
      fc.property(movement, (m) => {
        if (facts.some((f) => absent(m, f))) return;
        expect(bookMovement(m, EMPTY, 'USD').kind, JSON.stringify(m)).not.toBe('question');
      }),
      RUNS,
    );
  });

  it('never invents a figure: every amount comes from the movement or the books', () => {
    fc.assert(
      fc.property(movement, books, (m, b) => {
        const r = bookMovement(m, b, 'USD');
        if (r.kind !== 'lines') return;
        const reach = signedSums(figuresOf(m));
        const derived = new Set<number>(balancesOf(b).map((x) => Math.abs(x)));
        if (m.kind === 'prepaid_used' && m.prepaid && m.months && m.ofMonths)
          derived.add(mulDiv(m.prepaid.amount, m.months, m.ofMonths));
        // A deposit returned beyond what its account holds: the excess over that balance.
        if (m.kind === 'deposit_returned' && m.amount !== undefined)
          for (const held of balancesOf(b)) derived.add(Math.abs(m.amount - held));
        for (const l of r.lines) {
          const a = Math.abs(l.amount);
          expect(reach.has(a) || derived.has(a), `${a} in ${JSON.stringify({ m, lines: r.lines })}`).toBe(
            true,
          );
        }
      }),
      RUNS,
    );
  });

  it('is pure: the same answer twice, the books and the movement left untouched', () => {
    fc.assert(
      fc.property(movement, books, (m, b) => {
        const frozenM = deepFreeze(structuredClone(m));
        const frozenB = deepFreeze(structuredClone(b));
        const first = bookMovement(frozenM, frozenB, 'EUR');
        expect(bookMovement(frozenM, frozenB, 'EUR')).toEqual(first);
        expect(frozenB).toEqual(b);
      }),
      { numRuns: 500 },
    );
  });

  it('the summary names every line with its amount in the currency', () => {
    fc.assert(
      fc.property(movement, books, fc.constantFrom('USD' as const, 'EUR' as const), (m, b, currency) => {
        const r = bookMovement(m, b, currency);
        if (r.kind !== 'lines') return;
        for (const l of r.lines) {
          expect(r.summary).toContain(`${l.category} (`);
          expect(r.summary).toContain(formatMoney(abs(l.amount), currency));
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('bookMovements properties', () => {
  it('n movements: the first question, else the concatenation of their lines', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 4 }), books, (ms, b) => {
        const one = ms.map((m) => bookMovement(m, b, 'USD'));
        const all = bookMovements(ms, b, 'USD');
        const question = one.find((r) => r.kind === 'question');
        if (question) {
          expect(all).toEqual(question);
          return;
        }
        const lines = one.flatMap((r) => (r.kind === 'lines' ? r.lines : []));
        if (lines.length === 0) {
          expect(all.kind).toBe('nothing');
          return;
        }
        expect(all.kind).toBe('lines');
        if (all.kind !== 'lines') return;
        expect(all.lines).toEqual(lines);
        expect(isBalanced(all.lines)).toBe(true);
        for (const r of one) if (r.kind === 'lines') expect(all.summary).toContain(r.summary);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('reviseEntry properties', () => {
  it('a revised entry is complete, balanced, without zero lines; or a question, or nothing', () => {
    fc.assert(
      fc.property(movement, revision, books, fc.nat(), (m, rev, b, pick) => {
        const booked = bookMovement(m, b, 'USD');
        if (booked.kind !== 'lines') return;
        const entry = booked.lines.map((l) => ({ ...l, transactionId: 'tx' }));
        // Half the named lines are lines of the entry, as a reader pointing at it would name them.
        const named = entry[pick % entry.length];
        const onEntry =
          'line' in rev && rev.line && named && pick % 2 === 0
            ? { ...rev, line: { section: named.section, category: named.category } }
            : rev;
        checkLines(reviseEntry(entry, onEntry, b, 'USD'));
      }),
      RUNS,
    );
  });

  it('revising the amount of the whole entry to its own total changes nothing', () => {
    fc.assert(
      fc.property(movement, books, (m, b) => {
        const booked = bookMovement(m, b, 'USD');
        if (booked.kind !== 'lines') return;
        const total = booked.lines.reduce((t, l) => t + Math.max(0, EQUATION_SIGN[l.section] * l.amount), 0);
        const r = reviseEntry(booked.lines, { kind: 'amount', amount: cents(total) }, b, 'USD');
        expect(r.kind === 'lines' && r.lines.map((l) => [l.category, l.amount])).toEqual(
          booked.lines.map((l) => [l.category, l.amount]),
        );
      }),
      RUNS,
    );
  });
});

const EMPTY: BooksView = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
