import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyReply } from './apply';
import { ledger, journal } from './books';
import { ACCOUNT, CATEGORY } from './catalog';
import { indexEntries, OPENING_TRANSACTION_ID } from './entries';
import { hledgerJournal } from './export';
import { emptyState, makeLine, type Line, type WorkingState } from './lines';
import { cents, type Cents } from './money';
import {
  balanceAgainstRetained,
  canContinueFrom,
  closingBalances,
  mergeBalances,
  openingBalancesOf,
  openingDifference,
  openingEntryLines,
  openingMatches,
  OPENING_MESSAGES,
  openingProblems,
  redateOpening,
  replaceOpening,
  type OpeningBalance,
} from './opening';
import { balanceSheet, equityStatement } from './statements';
import { academy, Book, idGen, replyOf } from './test-support';

const START = '2026-04-01';
const c = (units: number): Cents => cents(Math.round(units * 100));

function opened(balances: readonly OpeningBalance[], state: WorkingState = emptyState()): WorkingState {
  return replaceOpening(state, openingEntryLines(balances, { date: START, newId: idGen('o') }));
}

describe('closing balances carried forward', () => {
  it('keeps every balance-sheet account and moves the result to Resultados acumulados', () => {
    // The academy: net income 184.01, contributions 11,300.
    const closing = closingBalances(academy().state);
    expect(closing.map((b) => [b.section, b.category, b.amount])).toEqual([
      ['assets', ACCOUNT.cash, c(11_184.01)],
      ['assets', ACCOUNT.receivables, c(500)],
      ['assets', ACCOUNT.inventories, c(500)],
      ['assets', ACCOUNT.ppe, c(2_400)],
      ['assets', ACCOUNT.intangibles, c(2_500)],
      ['liabilities', ACCOUNT.payables, c(600)],
      ['liabilities', ACCOUNT.longTermLoans, c(5_000)],
      ['equity', ACCOUNT.shareCapital, c(11_300)],
      ['equity', ACCOUNT.retainedEarnings, c(184.01)],
    ]);
    expect(openingDifference(closing)).toBe(0);
  });

  it('adds a booked Resultado del ejercicio and earlier retained earnings into one account', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 1000], ['equity', ACCOUNT.shareCapital, 1000]);
    b.add(['assets', ACCOUNT.cash, 300], ['equity', ACCOUNT.retainedEarnings, 300]);
    b.add(['assets', ACCOUNT.cash, 50], ['equity', ACCOUNT.currentYearEarnings, 50]);
    b.add(['assets', ACCOUNT.cash, 200], ['revenues', CATEGORY.services, 200]);
    const closing = closingBalances(b.state);
    expect(closing.filter((x) => x.section === 'equity').map((x) => [x.category, x.amount])).toEqual([
      [ACCOUNT.shareCapital, c(1000)],
      [ACCOUNT.retainedEarnings, c(550)],
    ]);
  });

  it('a loss carried forward is negative retained earnings, and settled accounts are left out', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 1000], ['equity', ACCOUNT.shareCapital, 1000]);
    b.add(['expenses', CATEGORY.rent, 400], ['assets', ACCOUNT.cash, -400]);
    b.add(['assets', ACCOUNT.ppe, 300], ['liabilities', ACCOUNT.payables, 300]);
    b.add(['liabilities', ACCOUNT.payables, -300], ['assets', ACCOUNT.cash, -300]);
    const closing = closingBalances(b.state);
    expect(closing.map((x) => [x.category, x.amount])).toEqual([
      [ACCOUNT.cash, c(300)],
      [ACCOUNT.ppe, c(300)],
      [ACCOUNT.shareCapital, c(1000)],
      [ACCOUNT.retainedEarnings, c(-400)],
    ]);
  });

  it('only to a report in the same currency that starts after the earlier one ends', () => {
    const march = { currency: 'EUR', endDate: '2026-03-31' };
    expect(canContinueFrom(march, { currency: 'EUR', startDate: '2026-04-01' })).toBe(true);
    expect(canContinueFrom(march, { currency: 'USD', startDate: '2026-04-01' })).toBe(false);
    expect(canContinueFrom(march, { currency: 'EUR', startDate: '2026-03-31' })).toBe(false);
  });
});

describe('the opening entry', () => {
  it('is one entry dated the first day, described as Saldo inicial, first in the journal', () => {
    const b = new Book();
    b.add(['expenses', CATEGORY.rent, 100], ['assets', ACCOUNT.cash, -100]);
    const state = opened(
      [
        { section: 'assets', category: ACCOUNT.cash, amount: c(5000) },
        { section: 'liabilities', category: ACCOUNT.suppliers, amount: c(2000) },
        { section: 'equity', category: ACCOUNT.retainedEarnings, amount: c(3000) },
      ],
      b.state,
    );
    const j = journal(state);
    expect(j.entries[0]).toMatchObject({
      number: 1,
      opening: true,
      concept: 'Asiento de apertura',
      date: START,
      transactionId: OPENING_TRANSACTION_ID,
    });
    expect(j.entries[1]?.opening).toBe(false);
    expect(j.entries[0]?.lines.map((l) => [l.account, l.debe, l.haber, l.description])).toEqual([
      [ACCOUNT.cash, c(5000), 0, 'Saldo inicial'],
      [ACCOUNT.suppliers, 0, c(2000), 'Saldo inicial'],
      [ACCOUNT.retainedEarnings, 0, c(3000), 'Saldo inicial'],
    ]);
    // The Libro Mayor opens each account with its opening balance.
    const cash = ledger(state).accounts.find((a) => a.account === ACCOUNT.cash);
    expect(cash?.movements[0]).toMatchObject({ entryNumber: 1, debe: c(5000), balance: c(5000) });
    expect(cash?.balance).toBe(c(4900));
  });

  it('goes first even when its lines were stored after the period’s movements', () => {
    const b = new Book();
    b.add(['expenses', CATEGORY.rent, 100], ['assets', ACCOUNT.cash, -100]);
    b.add(['expenses', CATEGORY.rent, 50], ['liabilities', ACCOUNT.payables, 50]);
    const lines = openingEntryLines(
      [
        { section: 'liabilities', category: ACCOUNT.suppliers, amount: c(10) },
        { section: 'equity', category: ACCOUNT.retainedEarnings, amount: c(-10) },
      ],
      { date: START, newId: idGen('o') },
    );
    const state: WorkingState = {
      ...b.state,
      liabilities: [...b.state.liabilities, ...lines.filter((l) => l.section === 'liabilities')],
      equity: [...b.state.equity, ...lines.filter((l) => l.section === 'equity')],
    };
    expect(indexEntries(state).keys[0]).toBe(OPENING_TRANSACTION_ID);
    expect(indexEntries(state).size).toBe(3);
  });

  it('is replaced as a whole, moved with the start date, and removed with no lines', () => {
    const first = opened([
      { section: 'assets', category: ACCOUNT.cash, amount: c(100) },
      { section: 'equity', category: ACCOUNT.shareCapital, amount: c(100) },
    ]);
    const second = opened(
      [
        { section: 'assets', category: ACCOUNT.cash, amount: c(70) },
        { section: 'equity', category: ACCOUNT.shareCapital, amount: c(70) },
      ],
      first,
    );
    expect(openingBalancesOf(second).map((b) => b.amount)).toEqual([c(70), c(70)]);
    expect(second.assets).toHaveLength(1);
    const moved = redateOpening(second, '2026-05-01');
    expect([...moved.assets, ...moved.equity].map((l) => l.date)).toEqual(['2026-05-01', '2026-05-01']);
    expect(redateOpening(moved, '2026-05-01')).toEqual(moved);
    expect(replaceOpening(second, [])).toEqual(emptyState());
  });

  it('matches balances by account and amount, whatever the order or the descriptions', () => {
    const state = opened([
      { section: 'assets', category: ACCOUNT.cash, amount: c(100) },
      { section: 'equity', category: ACCOUNT.shareCapital, amount: c(100) },
    ]);
    expect(
      openingMatches(state, [
        { section: 'equity', category: 'capital social', amount: c(60) },
        { section: 'equity', category: ACCOUNT.shareCapital, amount: c(40) },
        { section: 'assets', category: ACCOUNT.cash, amount: c(100) },
      ]),
    ).toBe(true);
    expect(
      openingMatches(state, [
        { section: 'assets', category: ACCOUNT.cash, amount: c(101) },
        { section: 'equity', category: ACCOUNT.shareCapital, amount: c(101) },
      ]),
    ).toBe(false);
  });

  it('balances against Resultados acumulados only when asked, by exactly the gap', () => {
    const typed: OpeningBalance[] = [
      { section: 'assets', category: ACCOUNT.cash, amount: c(5000) },
      { section: 'liabilities', category: ACCOUNT.suppliers, amount: c(2000) },
    ];
    expect(openingDifference(typed)).toBe(c(3000));
    const balanced = balanceAgainstRetained(typed);
    expect(openingDifference(balanced)).toBe(0);
    expect(balanced.at(-1)).toEqual({
      section: 'equity',
      category: ACCOUNT.retainedEarnings,
      amount: c(3000),
    });
    expect(mergeBalances(typed)).toHaveLength(2);
  });

  it('names what is wrong with an opening', () => {
    const ok = [
      { section: 'assets' as const, amount: c(1), date: START },
      { section: 'equity' as const, amount: c(1), date: START },
    ];
    expect(openingProblems(ok, START)).toEqual([]);
    expect(openingProblems([], START)).toEqual([]);
    expect(openingProblems([...ok, { section: 'revenues', amount: c(1), date: START }], START)).toEqual([
      OPENING_MESSAGES.onlyBalanceSheet,
      OPENING_MESSAGES.unbalanced,
    ]);
    expect(openingProblems(ok, '2026-03-01')).toEqual([OPENING_MESSAGES.date]);
  });

  it('any balanced closing carries into a balanced opening with the same totals', () => {
    const lineArb = fc.record({
      account: fc.constantFrom(
        ['assets', ACCOUNT.cash] as const,
        ['assets', ACCOUNT.ppe] as const,
        ['liabilities', ACCOUNT.suppliers] as const,
        ['liabilities', 'Préstamo del socio'] as const,
        ['equity', ACCOUNT.shareCapital] as const,
        ['revenues', CATEGORY.services] as const,
        ['expenses', CATEGORY.rent] as const,
      ),
      amount: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(lineArb, { minLength: 1, maxLength: 4 }), { maxLength: 10 }),
        (groups) => {
          const state = emptyState();
          let n = 0;
          groups.forEach((g, i) => {
            const push = (section: Line['section'], category: string, amount: number) =>
              state[section].push(
                makeLine({
                  id: `l${++n}`,
                  transactionId: `t${i}`,
                  section,
                  category,
                  type: section === 'assets' && category === ACCOUNT.ppe ? 'no_corriente' : undefined,
                  description: 'x',
                  amount: cents(amount),
                }),
              );
            let gap = 0;
            for (const { account, amount } of g) {
              push(account[0], account[1], amount);
              gap += (account[0] === 'assets' || account[0] === 'expenses' ? 1 : -1) * amount;
            }
            push('equity', ACCOUNT.otherEquity, gap);
          });
          const closing = closingBalances(state);
          expect(openingDifference(closing)).toBe(0);
          const before = balanceSheet(state);
          const after = balanceSheet(opened(closing));
          expect([after.assets.total, after.liabilities.total, after.equity.total]).toEqual([
            before.assets.total,
            before.liabilities.total,
            before.equity.total,
          ]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('opening balances told in the chat (reply with opening: true)', () => {
  const period = { start: START, end: '2026-04-30' };
  const reply = (lines: Parameters<typeof replyOf>[0], action = 'register') => ({
    ...(replyOf(lines, action) as object),
    opening: true,
  });

  it('are added to the opening entry, which must balance', () => {
    const newId = idGen('n');
    const first = applyReply(
      emptyState(),
      reply([
        ['assets', ACCOUNT.cash, 5000, 'Banco'],
        ['liabilities', ACCOUNT.suppliers, 2000, 'Deuda con el proveedor'],
        ['equity', ACCOUNT.retainedEarnings, 3000, 'Diferencia'],
      ]),
      { newId, period, currency: 'EUR' },
    );
    if (!first.ok) throw new Error(first.reason);
    expect(first.transactionId).toBe(OPENING_TRANSACTION_ID);
    expect(first.toast).toBe('¡Movimiento Registrado!');
    expect(first.state.assets[0]).toMatchObject({ transactionId: 'apertura', date: START, amount: c(5000) });
    const more = applyReply(
      first.state,
      reply([
        ['assets', ACCOUNT.ppe, 800, 'Horno'],
        ['equity', ACCOUNT.shareCapital, 800, 'Aporte'],
      ]),
      { newId, period },
    );
    if (!more.ok) throw new Error(more.reason);
    expect(openingBalancesOf(more.state).map((b) => [b.category, b.amount])).toEqual([
      [ACCOUNT.cash, c(5000)],
      [ACCOUNT.ppe, c(800)],
      [ACCOUNT.suppliers, c(2000)],
      [ACCOUNT.shareCapital, c(800)],
      [ACCOUNT.retainedEarnings, c(3000)],
    ]);
  });

  it('are refused when they do not balance, name revenues or expenses, or try to change the opening as a movement', () => {
    const newId = idGen('n');
    const unbalanced = applyReply(
      emptyState(),
      reply([
        ['assets', ACCOUNT.cash, 5000],
        ['liabilities', ACCOUNT.suppliers, 2000],
      ]),
      { newId, period, currency: 'EUR' },
    );
    expect(unbalanced).toMatchObject({ ok: false });
    if (!unbalanced.ok) expect(unbalanced.reason).toContain('Resultados acumulados');
    const income = applyReply(
      emptyState(),
      reply([
        ['assets', ACCOUNT.cash, 50],
        ['revenues', CATEGORY.services, 50],
      ]),
      { newId, period },
    );
    expect(income).toEqual({ ok: false, reason: OPENING_MESSAGES.onlyBalanceSheet, warnings: [] });
    const state = opened([
      { section: 'assets', category: ACCOUNT.cash, amount: c(100) },
      { section: 'equity', category: ACCOUNT.shareCapital, amount: c(100) },
    ]);
    const del = applyReply(
      state,
      { action: 'delete', response: '', transactions_to_remove: [{ transaction_id: 'apertura' }] },
      { newId },
    );
    expect(del).toEqual({ ok: false, reason: OPENING_MESSAGES.notFromChat, warnings: [] });
    const edit = applyReply(
      state,
      {
        ...(replyOf(
          [
            ['assets', ACCOUNT.cash, 1],
            ['equity', ACCOUNT.shareCapital, 1],
          ],
          'edit',
        ) as object),
        transactions_to_remove: [{ transaction_id: 'apertura' }],
      },
      { newId },
    );
    expect(edit).toEqual({ ok: false, reason: OPENING_MESSAGES.notFromChat, warnings: [] });
  });

  it('an edit with opening: true replaces the whole opening', () => {
    const state = opened([
      { section: 'assets', category: ACCOUNT.cash, amount: c(100) },
      { section: 'equity', category: ACCOUNT.shareCapital, amount: c(100) },
    ]);
    const r = applyReply(
      state,
      reply(
        [
          ['assets', ACCOUNT.cash, 60],
          ['equity', ACCOUNT.shareCapital, 60],
        ],
        'edit',
      ),
      { newId: idGen('n'), period },
    );
    if (!r.ok) throw new Error(r.reason);
    expect(r.kind).toBe('edited');
    expect(openingBalancesOf(r.state).map((b) => b.amount)).toEqual([c(60), c(60)]);
  });
});

describe('statements with an opening', () => {
  it('the equity statement goes from opening equity through contributions and withdrawals to the final equity', () => {
    const b = new Book();
    b.state = opened([
      { section: 'assets', category: ACCOUNT.cash, amount: c(9000) },
      { section: 'equity', category: ACCOUNT.shareCapital, amount: c(8000) },
      { section: 'equity', category: ACCOUNT.retainedEarnings, amount: c(1000) },
    ]);
    b.add(['assets', ACCOUNT.cash, 2000], ['equity', ACCOUNT.partnerContributions, 2000]);
    b.add(['equity', ACCOUNT.otherEquity, -500], ['assets', ACCOUNT.cash, -500]);
    b.add(['equity', ACCOUNT.retainedEarnings, -300], ['assets', ACCOUNT.cash, -300]);
    b.add(['assets', ACCOUNT.cash, 700], ['revenues', CATEGORY.services, 700]);
    const es = equityStatement(b.state);
    expect(es.openingEquity).toEqual({ label: 'Patrimonio inicial', amount: c(9000) });
    expect(es.opening.rows.map((r) => [r.account, r.amount])).toEqual([
      [ACCOUNT.shareCapital, c(8000)],
      [ACCOUNT.retainedEarnings, c(1000)],
    ]);
    expect(es.contributions.rows.map((r) => [r.account, r.amount])).toEqual([
      [ACCOUNT.partnerContributions, c(2000)],
    ]);
    expect(es.withdrawals.rows.map((r) => [r.account, r.amount])).toEqual([
      [ACCOUNT.retainedEarnings, c(-300)],
      [ACCOUNT.otherEquity, c(-500)],
    ]);
    expect(es.rows.map((r) => [r.label, r.amount])).toEqual([
      ['Patrimonio inicial', c(9000)],
      ['Total aportes', c(2000)],
      ['Total retiros y dividendos', c(-800)],
      ['Utilidad del ejercicio', c(700)],
      ['Patrimonio final', c(10_900)],
    ]);
  });

  it('the hledger journal writes the opening as its first transaction, dated the first day', () => {
    const state = opened([
      { section: 'assets', category: ACCOUNT.cash, amount: c(100) },
      { section: 'equity', category: ACCOUNT.shareCapital, amount: c(100) },
    ]);
    const text = hledgerJournal(state, {
      company: 'X',
      currency: 'EUR',
      startDate: START,
      endDate: '2026-04-30',
    });
    expect(text).toMatch(/\n2026-04-01 \* \(1\) Asiento de apertura\n/);
  });
});
