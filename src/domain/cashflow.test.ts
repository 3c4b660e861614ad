import { describe, expect, it } from 'vitest';
import { cashFlowStatement, flowClassOf, NO_INVESTING_TEXT, type CashFlowStatement } from './cashflow';
import { ACCOUNT, CATEGORY } from './catalog';
import { emptyState, type WorkingState } from './lines';
import { cents } from './money';
import { academy, Book } from './test-support';

const rows = (list: CashFlowStatement['investing']['rows']) => list.map((r) => [r.label, r.amount]);

describe('flow classes (NIIF para las PYMES 7.4–7.6)', () => {
  it('puts non-current assets in investing, equity and loans in financing, the rest in operating', () => {
    expect(flowClassOf({ section: 'assets', category: ACCOUNT.vehicles, type: 'no_corriente' })).toBe(
      'investing',
    );
    expect(flowClassOf({ section: 'assets', category: ACCOUNT.inventories, type: 'corriente' })).toBe(
      'operating',
    );
    expect(flowClassOf({ section: 'equity', category: ACCOUNT.partnerContributions })).toBe('financing');
    for (const loan of [ACCOUNT.shortTermLoans, ACCOUNT.longTermLoans, ACCOUNT.mortgages, ACCOUNT.bonds]) {
      expect(flowClassOf({ section: 'liabilities', category: loan })).toBe('financing');
    }
    expect(flowClassOf({ section: 'liabilities', category: 'Préstamo de un socio', isCustom: true })).toBe(
      'financing',
    );
    expect(
      flowClassOf({ section: 'liabilities', category: 'Tarjeta de crédito empresarial', isCustom: true }),
    ).toBe('financing');
    expect(flowClassOf({ section: 'liabilities', category: ACCOUNT.suppliers })).toBe('operating');
    expect(flowClassOf({ section: 'liabilities', category: ACCOUNT.longTermProvisions })).toBe('operating');
    expect(flowClassOf({ section: 'expenses', category: CATEGORY.financial })).toBe('operating');
  });
});

describe('Flujo de Caja, método indirecto', () => {
  it('capital of 10,000 in the bank is a financing inflow; no investing shows the spec text', () => {
    const b = new Book();
    b.add(
      ['assets', ACCOUNT.cash, 10000, 'Capital inicial'],
      ['equity', ACCOUNT.shareCapital, 10000, 'Capital inicial'],
    );
    const cf = cashFlowStatement(b.state);
    expect(cf.operating.total).toBe(0);
    expect(cf.investing.rows).toEqual([]);
    expect(cf.investing.emptyText).toBe(NO_INVESTING_TEXT);
    expect(cf.investing.emptyText).toBe('No se registraron actividades de inversión.');
    expect(rows(cf.financing.rows)).toEqual([['Aportes de los propietarios (Capital social)', 10_000_00]]);
    expect(cf.netChange).toBe(10_000_00);
    expect(cf.closingCash).toBe(10_000_00);
    expect(cf.reconciles).toBe(true);
  });

  it('a laptop of 1,200 paid 400 in cash and 800 on credit: investing −400 only, 800 as a non-cash transaction', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 10000], ['equity', ACCOUNT.shareCapital, 10000]);
    const t = b.add(
      ['assets', ACCOUNT.ppe, 1200, 'Laptop para edición'],
      ['assets', ACCOUNT.cash, -400, 'Pago inicial en efectivo'],
      ['liabilities', ACCOUNT.payables, 800, 'Saldo a crédito con la tienda'],
    );
    const cf = cashFlowStatement(b.state);
    expect(rows(cf.investing.rows)).toEqual([
      ['Pagos por adquisición de Propiedad, planta y equipo', -400_00],
    ]);
    expect(cf.investing.emptyText).toBeUndefined();
    expect(cf.operating.total).toBe(0);
    expect(cf.operating.workingCapital).toEqual([]);
    expect(cf.netChange).toBe(9_600_00);
    expect(cf.nonCashTransactions).toEqual([
      {
        transactionId: t,
        description: 'Laptop para edición',
        amount: 800_00,
        operating: 800_00,
        investing: -800_00,
        financing: 0,
        lines: [
          { account: ACCOUNT.ppe, section: 'assets', amount: -800_00 },
          { account: ACCOUNT.payables, section: 'liabilities', amount: 800_00 },
        ],
      },
    ]);
    // The specification's simplified version would call the whole 10,000 financing and nothing investing.
    expect(cf.simplified).toEqual({ operating: 0, investing: 0, financing: 10_000_00, net: 10_000_00 });
  });

  it('a contribution in kind moves no cash and is disclosed', () => {
    const b = new Book();
    b.add(
      ['assets', ACCOUNT.ppe, 1300, 'Cámara y micrófono'],
      ['equity', ACCOUNT.partnerContributions, 1300, 'Cámara y micrófono'],
    );
    const cf = cashFlowStatement(b.state);
    expect(cf.netChange).toBe(0);
    expect(cf.financing.rows).toEqual([]);
    expect(cf.financing.emptyText).toBe('No se registraron actividades de financiación.');
    expect(cf.nonCashTransactions.map((n) => [n.description, n.amount, n.investing, n.financing])).toEqual([
      ['Cámara y micrófono', 1_300_00, -1_300_00, 1_300_00],
    ]);
    expect(cf.simplified.financing).toBe(1_300_00);
  });

  it('a loan received is financing; its repayment with interest splits principal (financing) and interest (operating)', () => {
    const b = new Book();
    b.add(
      ['assets', ACCOUNT.cash, 5000, 'Préstamo'],
      ['liabilities', ACCOUNT.longTermLoans, 5000, 'Préstamo'],
    );
    b.add(
      ['liabilities', ACCOUNT.longTermLoans, -1000, 'Cuota'],
      ['expenses', CATEGORY.financial, 50, 'Intereses'],
      ['assets', ACCOUNT.cash, -1050, 'Cuota'],
    );
    const cf = cashFlowStatement(b.state);
    expect(rows(cf.financing.rows)).toEqual([
      ['Préstamos recibidos (Préstamos a largo plazo)', 5_000_00],
      ['Pagos de préstamos (Préstamos a largo plazo)', -1_000_00],
    ]);
    expect(cf.operating.netIncome.amount).toBe(-50_00);
    expect(cf.operating.total).toBe(-50_00);
    expect(cf.netChange).toBe(3_950_00);
  });

  it('a vehicle bought with a loan is a non-cash investing and financing transaction', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 2000], ['equity', ACCOUNT.shareCapital, 2000]);
    b.add(
      ['assets', ACCOUNT.vehicles, 5000, 'Camioneta'],
      ['assets', ACCOUNT.cash, -1000, 'Camioneta'],
      ['liabilities', ACCOUNT.longTermLoans, 4000, 'Camioneta'],
    );
    const cf = cashFlowStatement(b.state);
    expect(rows(cf.investing.rows)).toEqual([['Pagos por adquisición de Vehículos', -1_000_00]]);
    expect(rows(cf.financing.rows)).toEqual([['Aportes de los propietarios (Capital social)', 2_000_00]]);
    expect(cf.nonCashTransactions.map((n) => [n.investing, n.financing, n.amount])).toEqual([
      [-4_000_00, 4_000_00, 4_000_00],
    ]);
  });

  it('adds back depreciation as a non-cash item and does not disclose it as a transaction', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 3000], ['equity', ACCOUNT.shareCapital, 3000]);
    b.add(['assets', ACCOUNT.machinery, 2400], ['assets', ACCOUNT.cash, -2400]);
    b.add(['expenses', CATEGORY.depreciation, 200], ['assets', ACCOUNT.machinery, -200]);
    const cf = cashFlowStatement(b.state);
    expect(cf.operating.netIncome).toMatchObject({ label: 'Pérdida del ejercicio', amount: -200_00 });
    expect(cf.operating.adjustments.map((r) => [r.label, r.amount])).toEqual([
      [CATEGORY.depreciation, 200_00],
    ]);
    expect(cf.operating.total).toBe(0);
    expect(rows(cf.investing.rows)).toEqual([['Pagos por adquisición de Maquinaria', -2_400_00]]);
    expect(cf.nonCashTransactions).toEqual([]);
  });

  it('the academy example, by hand: operating −915.99, investing −2,900, financing 15,000, net 11,184.01 = cash', () => {
    const cf = cashFlowStatement(academy().state);
    expect(cf.operating.netIncome.amount).toBe(184_01);
    expect(cf.operating.adjustments.map((r) => [r.label, r.amount])).toEqual([
      [CATEGORY.depreciation, 100_00],
    ]);
    expect(cf.operating.workingCapital.map((r) => [r.label, r.amount])).toEqual([
      ['Aumento en Cuentas por cobrar', -500_00],
      ['Aumento en Inventarios', -500_00],
      ['Disminución en Cuentas por pagar', -200_00],
    ]);
    expect(cf.operating.residual).toBeUndefined();
    expect(cf.operating.total).toBe(-915_99);
    expect(rows(cf.investing.rows)).toEqual([
      ['Pagos por adquisición de Propiedad, planta y equipo', -400_00],
      ['Pagos por adquisición de Activos intangibles', -2_500_00],
    ]);
    expect(cf.investing.total).toBe(-2_900_00);
    expect(rows(cf.financing.rows)).toEqual([
      ['Aportes de los propietarios (Capital social)', 10_000_00],
      ['Préstamos recibidos (Préstamos a largo plazo)', 5_000_00],
    ]);
    expect(cf.financing.total).toBe(15_000_00);
    expect(cf.netChange).toBe(11_184_01);
    expect(cf.cashAccountBalance).toBe(11_184_01);
    expect(cf.reconciles).toBe(true);
    expect(cf.nonCashTransactions.map((n) => n.description)).toEqual([
      'Aporte en especie: cámara y micrófono',
      'Laptop para edición',
    ]);
    // What the specification's version would have shown instead: 11,484.01, off by the 300 that never was cash.
    expect(cf.simplified).toEqual({ operating: 184_01, investing: 0, financing: 11_300_00, net: 11_484_01 });
  });

  it('a vehicle sold for cash at a gain: the whole price is investing, the gain leaves operating', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.vehicles, 5000], ['equity', ACCOUNT.partnerContributions, 5000]);
    b.add(
      ['assets', ACCOUNT.cash, 1200, 'Venta de la moto'],
      ['assets', ACCOUNT.vehicles, -1000, 'Venta de la moto'],
      ['revenues', CATEGORY.otherIncome, 200, 'Ganancia en venta'],
    );
    const cf = cashFlowStatement(b.state);
    expect(rows(cf.investing.rows)).toEqual([['Cobros por venta de Vehículos', 1_200_00]]);
    expect(cf.operating.netIncome.amount).toBe(200_00);
    expect(cf.operating.adjustments.map((r) => [r.label, r.amount])).toEqual([
      ['Ganancia en venta de activos no corrientes', -200_00],
    ]);
    expect(cf.operating.total).toBe(0);
    expect(cf.netChange).toBe(1_200_00);
  });

  it('a machine sold for cash at a loss: investing gets the price, the loss is added back', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.machinery, 3000], ['equity', ACCOUNT.partnerContributions, 3000]);
    b.add(
      ['assets', ACCOUNT.cash, 800],
      ['assets', ACCOUNT.machinery, -1000],
      ['expenses', CATEGORY.otherExpenses, 200],
    );
    const cf = cashFlowStatement(b.state);
    expect(rows(cf.investing.rows)).toEqual([['Cobros por venta de Maquinaria', 800_00]]);
    expect(cf.operating.adjustments.map((r) => [r.label, r.amount])).toEqual([
      ['Pérdida en venta de activos no corrientes', 200_00],
    ]);
    expect(cf.operating.total).toBe(0);
  });

  it('shares cash among classes moving in its direction in proportion, exact to the cent', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 10000], ['equity', ACCOUNT.shareCapital, 10000]);
    b.add(['assets', ACCOUNT.cash, 3000], ['liabilities', ACCOUNT.shortTermLoans, 3000]);
    // 1,000 of cash goes out for a machine (investing −2,000) and a loan repayment (financing −1,000),
    // 2,000 stays owed to a supplier: the cash splits 2:1, the rest is non-cash.
    b.add(
      ['assets', ACCOUNT.machinery, 2000],
      ['liabilities', ACCOUNT.shortTermLoans, -1000],
      ['assets', ACCOUNT.cash, -1000],
      ['liabilities', ACCOUNT.suppliers, 2000],
    );
    const cf = cashFlowStatement(b.state);
    expect(cf.investing.total).toBe(-666_67);
    expect(cf.financing.total).toBe(13_000_00 - 333_33);
    expect(cf.operating.total).toBe(0);
    expect(cf.netChange).toBe(12_000_00);
    expect(cf.nonCashTransactions.at(-1)).toMatchObject({
      operating: 2_000_00,
      investing: -1_333_33,
      financing: -666_67,
    });
  });

  it('nets the lines of one class before sharing: stock bought on credit from a supplier uses no cash', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 10000], ['equity', ACCOUNT.shareCapital, 10000]);
    b.add(
      ['assets', ACCOUNT.machinery, 2000],
      ['assets', ACCOUNT.inventories, 1000],
      ['assets', ACCOUNT.cash, -1000],
      ['liabilities', ACCOUNT.suppliers, 2000],
    );
    const cf = cashFlowStatement(b.state);
    expect(cf.investing.total).toBe(-1_000_00);
    expect(cf.operating.total).toBe(0);
    // The supplier's credit covers the stock (operating, shown gross) and the rest of the machine (non-cash).
    expect(cf.operating.workingCapital.map((r) => [r.label, r.amount])).toEqual([
      ['Aumento en Inventarios', -1_000_00],
      ['Aumento en Proveedores', 1_000_00],
    ]);
    expect(cf.nonCashTransactions.at(-1)).toMatchObject({
      investing: -1_000_00,
      operating: 1_000_00,
      financing: 0,
    });
  });

  it('closes entries that do not balance with a labelled residual line, and still equals the change in cash', () => {
    const s: WorkingState = {
      ...emptyState(),
      assets: [
        {
          id: 'a',
          section: 'assets',
          category: ACCOUNT.cash,
          type: 'corriente',
          description: 'Caja sin origen',
          amount: cents(700),
        },
      ],
      expenses: [
        {
          id: 'b',
          section: 'expenses',
          category: CATEGORY.rent,
          description: 'Alquiler suelto',
          amount: cents(200),
        },
      ],
    };
    const cf = cashFlowStatement(s);
    expect(cf.operating.netIncome.amount).toBe(-200);
    expect(cf.operating.residual).toEqual({
      key: 'residual',
      label: 'Efectivo sin contrapartida (asientos que no cuadran)',
      amount: 900,
    });
    expect(cf.operating.total).toBe(700);
    expect(cf.netChange).toBe(700);
    expect(cf.reconciles).toBe(true);
  });

  it('has opening cash zero for a company starting from zero and labels in Spanish', () => {
    const cf = cashFlowStatement(emptyState());
    expect(cf).toMatchObject({
      title: 'Estado de Flujos de Efectivo',
      method: 'Método indirecto (NIIF para las PYMES, sección 7)',
      openingCash: 0,
      closingCash: 0,
      netChange: 0,
    });
    expect(cf.operating.label).toBe('Actividades de operación');
    expect(cf.investing.label).toBe('Actividades de inversión');
    expect(cf.financing.label).toBe('Actividades de financiación');
  });
});
