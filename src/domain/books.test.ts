import { describe, expect, it } from 'vitest';
import { journal, ledger, trialBalance } from './books';
import { ACCOUNT, CATEGORY } from './catalog';
import { debeHaber } from './debe-haber';
import { emptyState, type WorkingState } from './lines';
import { cents } from './money';
import { academy, Book } from './test-support';

describe('Debe and Haber', () => {
  it('assets and expenses increase on the Debe; liabilities, equity and revenues on the Haber', () => {
    expect(debeHaber({ section: 'assets', amount: cents(100) })).toEqual({ debe: 100, haber: 0 });
    expect(debeHaber({ section: 'assets', amount: cents(-100) })).toEqual({ debe: 0, haber: 100 });
    expect(debeHaber({ section: 'expenses', amount: cents(5) })).toEqual({ debe: 5, haber: 0 });
    expect(debeHaber({ section: 'liabilities', amount: cents(100) })).toEqual({ debe: 0, haber: 100 });
    expect(debeHaber({ section: 'liabilities', amount: cents(-100) })).toEqual({ debe: 100, haber: 0 });
    expect(debeHaber({ section: 'equity', amount: cents(7) })).toEqual({ debe: 0, haber: 7 });
    expect(debeHaber({ section: 'revenues', amount: cents(9) })).toEqual({ debe: 0, haber: 9 });
  });
});

describe('Libro Diario', () => {
  it('numbers every entry in order, with concept, Debe lines first and equal totals', () => {
    const j = journal(academy().state);
    expect(j.title).toBe('Libro Diario');
    expect(j.entries).toHaveLength(11);
    expect(j.entries.map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(j.totalDebe).toBe(22_915_99);
    expect(j.totalHaber).toBe(22_915_99);
    expect(j.balanced).toBe(true);
    const laptop = j.entries[2];
    expect(laptop?.concept).toBe('Laptop para edición');
    expect(laptop?.lines.map((l) => [l.account, l.debe, l.haber])).toEqual([
      [ACCOUNT.ppe, 1_200_00, 0],
      [ACCOUNT.cash, 0, 400_00],
      [ACCOUNT.payables, 0, 800_00],
    ]);
    // Each line also carries what the Libro Mayor shows: its account and the balance it leaves there.
    expect(laptop?.lines[0]).toMatchObject({
      entryNumber: 3,
      accountKey: 'assets|no_corriente|Propiedad, planta y equipo',
      balance: 2_500_00,
      side: 'deudor',
    });
    expect(laptop?.lines[2]).toMatchObject({
      description: 'Saldo a crédito con la tienda',
      balance: 800_00,
      side: 'acreedor',
    });
    const sale = j.entries[7];
    expect(sale?.lines.map((l) => [l.account, l.debe, l.haber])).toEqual([
      [ACCOUNT.receivables, 800_00, 0],
      [CATEGORY.costOfSales, 500_00, 0],
      [ACCOUNT.inventories, 0, 500_00],
      [CATEGORY.productSales, 0, 800_00],
    ]);
    expect(sale?.totalDebe).toBe(1_300_00);
  });

  it('dates an entry with its earliest date and can order by date', () => {
    const b = new Book();
    b.add(
      ['assets', ACCOUNT.cash, 100, 'Capital', { date: '2026-01-02' }],
      ['equity', ACCOUNT.shareCapital, 100, 'Capital'],
    );
    b.add(
      ['expenses', CATEGORY.rent, 10, 'Alquiler de marzo', { date: '2026-03-01' }],
      ['assets', ACCOUNT.cash, -10, 'Alquiler'],
    );
    b.add(['expenses', CATEGORY.software, 5, 'Software sin fecha'], ['assets', ACCOUNT.cash, -5, 'Software']);
    b.add(
      ['expenses', CATEGORY.utilities, 7, 'Luz de febrero', { date: '2026-02-10' }],
      ['assets', ACCOUNT.cash, -7, 'Luz'],
    );
    expect(journal(b.state).entries.map((e) => [e.concept, e.date])).toEqual([
      ['Capital', '2026-01-02'],
      ['Alquiler de marzo', '2026-03-01'],
      ['Software sin fecha', undefined],
      ['Luz de febrero', '2026-02-10'],
    ]);
    expect(journal(b.state, { order: 'date' }).entries.map((e) => [e.number, e.concept])).toEqual([
      [1, 'Capital'],
      [2, 'Luz de febrero'],
      [3, 'Alquiler de marzo'],
      [4, 'Software sin fecha'],
    ]);
  });

  it('flags a line without entry that does not balance as sin contrapartida', () => {
    const s: WorkingState = {
      ...emptyState(),
      expenses: [
        {
          id: 'a',
          section: 'expenses',
          category: CATEGORY.rent,
          description: 'Alquiler',
          amount: cents(100),
        },
      ],
    };
    const j = journal(s);
    expect(j.entries[0]).toMatchObject({
      number: 1,
      balanced: false,
      note: 'Sin contrapartida',
      totalDebe: 100,
      totalHaber: 0,
    });
    expect(j.balanced).toBe(false);
    expect(j.unbalancedCount).toBe(1);
  });
});

describe('Libro Mayor', () => {
  it('lists each account with its movements, running balance and side', () => {
    const l = ledger(academy().state);
    expect(l.title).toBe('Libro Mayor');
    const cash = l.accounts.find((a) => a.account === ACCOUNT.cash);
    expect(cash?.nature).toBe('deudora');
    expect(cash?.movements.map((m) => [m.entryNumber, m.debe, m.haber, m.balance, m.side])).toEqual([
      [1, 10_000_00, 0, 10_000_00, 'deudor'],
      [3, 0, 400_00, 9_600_00, 'deudor'],
      [4, 0, 15_99, 9_584_01, 'deudor'],
      [5, 0, 2_500_00, 7_084_01, 'deudor'],
      [6, 5_000_00, 0, 12_084_01, 'deudor'],
      [7, 0, 1_000_00, 11_084_01, 'deudor'],
      [10, 300_00, 0, 11_384_01, 'deudor'],
      [11, 0, 200_00, 11_184_01, 'deudor'],
    ]);
    expect(cash).toMatchObject({
      balance: 11_184_01,
      side: 'deudor',
      totalDebe: 15_300_00,
      totalHaber: 4_115_99,
    });
    const payables = l.accounts.find((a) => a.account === ACCOUNT.payables);
    expect(payables).toMatchObject({ nature: 'acreedora', balance: 600_00, side: 'acreedor' });
    expect(l.accounts.map((a) => a.account)).toEqual([
      ACCOUNT.cash,
      ACCOUNT.receivables,
      ACCOUNT.inventories,
      ACCOUNT.ppe,
      ACCOUNT.intangibles,
      ACCOUNT.payables,
      ACCOUNT.longTermLoans,
      ACCOUNT.shareCapital,
      CATEGORY.productSales,
      CATEGORY.software,
      CATEGORY.costOfSales,
      CATEGORY.depreciation,
    ]);
  });

  it('calls a settled account saldada', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.receivables, 50], ['revenues', CATEGORY.services, 50]);
    b.add(['assets', ACCOUNT.cash, 50], ['assets', ACCOUNT.receivables, -50]);
    const rec = ledger(b.state).accounts.find((a) => a.account === ACCOUNT.receivables);
    expect(rec).toMatchObject({ balance: 0, side: 'saldada' });
  });
});

describe('Balance de comprobación', () => {
  it('has total Debe equal to total Haber and balances that agree', () => {
    const tb = trialBalance(academy().state);
    expect(tb.totalDebe).toBe(22_915_99);
    expect(tb.totalHaber).toBe(22_915_99);
    expect(tb.totalSaldoDeudor).toBe(17_700_00);
    expect(tb.totalSaldoAcreedor).toBe(17_700_00);
    expect(tb.balanced).toBe(true);
    expect(tb.rows.find((r) => r.account === ACCOUNT.cash)).toMatchObject({
      debe: 15_300_00,
      haber: 4_115_99,
      saldoDeudor: 11_184_01,
      saldoAcreedor: 0,
    });
    expect(tb.rows.find((r) => r.account === ACCOUNT.shareCapital)).toMatchObject({
      debe: 0,
      haber: 11_300_00,
      saldoDeudor: 0,
      saldoAcreedor: 11_300_00,
    });
  });
});
