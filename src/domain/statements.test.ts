import { describe, expect, it } from 'vitest';
import { ACCOUNT, CATEGORY } from './catalog';
import { computeFigures } from './figures';
import { emptyState } from './lines';
import { cents } from './money';
import { balanceSheet, equityStatement, incomeStatement, ratios } from './statements';
import { academy, Book } from './test-support';

describe('computed figures (specification §3 and §5)', () => {
  it('are all zero, balanced, with the spec limits, for an empty state', () => {
    const f = computeFigures(emptyState());
    expect(f.totalAssets).toBe(0);
    expect(f.currentRatio).toBe(Number.POSITIVE_INFINITY);
    expect(f.debtToEquity).toBe(Number.POSITIVE_INFINITY);
    expect(f.netProfitMargin).toBe(0);
    expect(f.isBalanced).toBe(true);
    expect(f.balanceLabel).toBe('Balance Cuadrado');
  });

  it('follow the formulas on the academy example, to the cent', () => {
    const f = computeFigures(academy().state);
    expect(f).toMatchObject({
      totalRevenues: 800_00,
      totalExpenses: 615_99,
      netIncome: 184_01,
      totalCurrentAssets: 12_184_01,
      totalNonCurrentAssets: 4_900_00,
      totalAssets: 17_084_01,
      totalCurrentLiabilities: 600_00,
      totalNonCurrentLiabilities: 5_000_00,
      totalLiabilities: 5_600_00,
      totalEquityContributions: 11_300_00,
      totalEquity: 11_484_01,
      totalLiabilitiesAndEquity: 17_084_01,
      balanceDifference: 0,
      isBalanced: true,
    });
    expect(f.currentRatio).toBeCloseTo(12_184.01 / 600, 10);
    expect(f.debtToEquity).toBeCloseTo(5_600 / 11_484.01, 10);
    expect(f.netProfitMargin).toBeCloseTo(23.00125, 10);
  });

  it("flags an unbalanced state 'Atención: Balance Descuadrado'", () => {
    const s = emptyState();
    s.assets.push({
      id: 'a',
      section: 'assets',
      category: ACCOUNT.cash,
      type: 'corriente',
      description: 'Caja',
      amount: cents(1),
    });
    const f = computeFigures(s);
    expect(f.isBalanced).toBe(false);
    expect(f.balanceDifference).toBe(1);
    expect(f.balanceLabel).toBe('Atención: Balance Descuadrado');
  });

  it('sets debt-to-equity to infinity when equity is not positive and the margin from a loss', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 1000], ['liabilities', ACCOUNT.shortTermLoans, 1000]);
    b.add(['expenses', CATEGORY.rent, 300], ['assets', ACCOUNT.cash, -300]);
    b.add(['assets', ACCOUNT.cash, 100], ['revenues', CATEGORY.services, 100]);
    const f = computeFigures(b.state);
    expect(f.totalEquity).toBe(-200_00);
    expect(f.debtToEquity).toBe(Number.POSITIVE_INFINITY);
    expect(f.netProfitMargin).toBe(-200);
    expect(f.currentRatio).toBeCloseTo(0.8, 12);
  });
});

describe('Balance tab: Estado de Situación Financiera', () => {
  it('groups current and non-current assets and liabilities by account, with equity and totals', () => {
    const bs = balanceSheet(academy().state);
    expect(bs.title).toBe('Estado de Situación Financiera');
    expect(bs.assets.current.label).toBe('Activo corriente');
    expect(bs.assets.current.rows.map((r) => [r.account, r.amount])).toEqual([
      [ACCOUNT.cash, 11_184_01],
      [ACCOUNT.receivables, 500_00],
      [ACCOUNT.inventories, 500_00],
    ]);
    expect(bs.assets.nonCurrent.rows.map((r) => [r.account, r.amount])).toEqual([
      [ACCOUNT.ppe, 2_400_00],
      [ACCOUNT.intangibles, 2_500_00],
    ]);
    expect(bs.assets.total).toBe(17_084_01);
    expect(bs.assets.totalLabel).toBe('Total activos');
    expect(bs.liabilities.current.rows.map((r) => [r.account, r.amount])).toEqual([
      [ACCOUNT.payables, 600_00],
    ]);
    expect(bs.liabilities.nonCurrent.rows.map((r) => [r.account, r.amount])).toEqual([
      [ACCOUNT.longTermLoans, 5_000_00],
    ]);
    expect(bs.equity.rows.map((r) => [r.account, r.amount])).toEqual([[ACCOUNT.shareCapital, 11_300_00]]);
    expect(bs.equity.netIncome).toEqual({ label: 'Utilidad del ejercicio', amount: 184_01 });
    expect(bs.equity.total).toBe(11_484_01);
    expect(bs.totalLiabilitiesAndEquity).toBe(17_084_01);
    expect(bs.statusLabel).toBe('Balance Cuadrado');
  });

  it('puts custom accounts after the catalogue ones and leaves settled accounts out', () => {
    const b = new Book();
    b.add(['assets', 'Caja chica', 50], ['equity', ACCOUNT.shareCapital, 50]);
    b.add(['assets', ACCOUNT.cash, 100], ['equity', ACCOUNT.shareCapital, 100]);
    b.add(['assets', ACCOUNT.receivables, 20], ['revenues', CATEGORY.services, 20]);
    b.add(['assets', ACCOUNT.cash, 20], ['assets', ACCOUNT.receivables, -20]);
    const rows = balanceSheet(b.state).assets.current.rows;
    expect(rows.map((r) => [r.account, r.isCustom])).toEqual([
      [ACCOUNT.cash, false],
      ['Caja chica', true],
    ]);
  });
});

describe('Resultados and Patrimonio tabs', () => {
  it('show revenues and expenses by category and the net income', () => {
    const is = incomeStatement(academy().state);
    expect(is.revenues.rows.map((r) => [r.account, r.amount])).toEqual([[CATEGORY.productSales, 800_00]]);
    expect(is.expenses.rows.map((r) => [r.account, r.amount])).toEqual([
      [CATEGORY.software, 15_99],
      [CATEGORY.costOfSales, 500_00],
      [CATEGORY.depreciation, 100_00],
    ]);
    expect(is.expenses.total).toBe(615_99);
    expect(is.netIncome).toBe(184_01);
    expect(is.netIncomeLabel).toBe('Utilidad neta');
  });

  it('call a negative result a loss', () => {
    const b = new Book();
    b.add(['expenses', CATEGORY.rent, 10], ['assets', ACCOUNT.cash, -10]);
    expect(incomeStatement(b.state).netIncomeLabel).toBe('Pérdida neta');
    expect(equityStatement(b.state).netIncome.label).toBe('Pérdida del ejercicio');
  });

  it('show contributions, net income and final equity', () => {
    const es = equityStatement(academy().state);
    expect(es.rows).toEqual([
      { label: 'Patrimonio inicial', amount: 0 },
      { label: 'Total aportes', amount: 11_300_00 },
      { label: 'Utilidad del ejercicio', amount: 184_01 },
      { label: 'Patrimonio final', amount: 11_484_01 },
    ]);
  });
});

describe('Ratios tab', () => {
  it('gives value, display, formula, inputs, hint and judgement', () => {
    const [cr, de, nm] = ratios(academy().state);
    expect(cr).toMatchObject({
      key: 'currentRatio',
      display: '20.31',
      hint: 'Ideal: mayor a 1.5',
      healthy: true,
      formula: 'Activo corriente ÷ Pasivo corriente',
    });
    expect(cr?.inputs).toEqual([
      { label: 'Activo corriente', amount: 12_184_01 },
      { label: 'Pasivo corriente', amount: 600_00 },
    ]);
    expect(de).toMatchObject({
      key: 'debtToEquity',
      display: '0.49',
      hint: 'Ideal: menor a 1.0',
      healthy: true,
    });
    expect(nm).toMatchObject({ key: 'netProfitMargin', display: '23.00%', healthy: true });
  });

  it("shows 'N/A' for non-finite values", () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 100], ['equity', ACCOUNT.shareCapital, 100]);
    const [cr, de, nm] = ratios(b.state);
    expect(cr?.display).toBe('N/A');
    expect(cr?.healthy).toBeNull();
    expect(cr?.note).toMatch(/No hay pasivos corrientes/);
    expect(de?.display).toBe('0.00');
    expect(nm?.display).toBe('0.00%');
    expect(nm?.healthy).toBeNull();
    const loss = new Book();
    loss.add(['expenses', CATEGORY.rent, 10], ['liabilities', ACCOUNT.payables, 10]);
    expect(ratios(loss.state)[1]).toMatchObject({ display: 'N/A', healthy: false });
  });
});
