import { describe, expect, it } from 'vitest';
import { cashFlowStatement, flowClassOf, NO_INVESTING_TEXT, type CashFlowStatement } from './cashflow';
import { ACCOUNT, CATEGORY } from './catalog';
import { emptyState, type Line, type WorkingState } from './lines';
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

  it('the academy example, by hand: operating −715.99, investing −3,100, financing 15,000, net 11,184.01 = cash', () => {
    const cf = cashFlowStatement(academy().state);
    expect(cf.operating.netIncome.amount).toBe(184_01);
    expect(cf.operating.adjustments.map((r) => [r.label, r.amount])).toEqual([
      [CATEGORY.depreciation, 100_00],
    ]);
    // The 200 paid to the shop settles the laptop bought on credit (7.5(a)): investing, not working capital.
    expect(cf.operating.workingCapital.map((r) => [r.label, r.amount])).toEqual([
      ['Aumento en Cuentas por cobrar', -500_00],
      ['Aumento en Inventarios', -500_00],
    ]);
    expect(cf.operating.residual).toBeUndefined();
    expect(cf.operating.total).toBe(-715_99);
    expect(rows(cf.investing.rows)).toEqual([
      ['Pagos por adquisición de Propiedad, planta y equipo', -600_00],
      ['Pagos por adquisición de Activos intangibles', -2_500_00],
    ]);
    expect(cf.investing.total).toBe(-3_100_00);
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

/** The lines of entry `tx` on `category` name the entry they settle, as a saved report can say. */
function settling(state: WorkingState, tx: string, category: string, origin: string): WorkingState {
  const mark = (l: Line): Line =>
    l.transactionId === tx && l.category === category ? { ...l, settles: origin } : l;
  return {
    revenues: state.revenues.map(mark),
    expenses: state.expenses.map(mark),
    assets: state.assets.map(mark),
    liabilities: state.liabilities.map(mark),
    equity: state.equity.map(mark),
  };
}

const opening = (b: Book, amount = 20000) =>
  b.add(['assets', ACCOUNT.cash, amount, 'Capital inicial'], ['equity', ACCOUNT.shareCapital, amount]);

describe('a settlement takes the class of its origin (NIIF para las PYMES 7.5, 7.16, 7.18)', () => {
  it('7.5(a): paying later for equipment bought on credit is an investing outflow, and the purchase stays a non-cash transaction (7.18)', () => {
    const b = new Book();
    opening(b);
    const bought = b.add(
      ['assets', ACCOUNT.machinery, 3000, 'Torno'],
      ['liabilities', ACCOUNT.payables, 3000, 'Torno a crédito'],
    );
    b.add(['liabilities', ACCOUNT.payables, -1000, 'Primer pago del torno'], ['assets', ACCOUNT.cash, -1000]);
    b.add(['liabilities', ACCOUNT.payables, -2000, 'Saldo del torno'], ['assets', ACCOUNT.cash, -2000]);
    const cf = cashFlowStatement(b.state);
    expect(rows(cf.investing.rows)).toEqual([['Pagos por adquisición de Maquinaria', -3_000_00]]);
    expect(cf.operating.workingCapital).toEqual([]);
    expect(cf.operating.total).toBe(0);
    expect(cf.nonCashTransactions.map((n) => [n.transactionId, n.investing, n.operating])).toEqual([
      [bought, -3_000_00, 3_000_00],
    ]);
    expect(cf.netChange).toBe(17_000_00);
    expect(cf.reconciles).toBe(true);
  });

  it('7.5(b): collecting later a receivable from selling equipment is an investing inflow, gross of the gain, which leaves operating', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.vehicles, 5000], ['equity', ACCOUNT.partnerContributions, 5000]);
    b.add(
      ['assets', ACCOUNT.receivables, 1200, 'Venta de la camioneta a plazo'],
      ['assets', ACCOUNT.vehicles, -1000, 'Venta de la camioneta a plazo'],
      ['revenues', CATEGORY.otherIncome, 200, 'Ganancia en la venta'],
    );
    b.add(['assets', ACCOUNT.cash, 700, 'Primer cobro'], ['assets', ACCOUNT.receivables, -700]);
    b.add(['assets', ACCOUNT.cash, 500, 'Segundo cobro'], ['assets', ACCOUNT.receivables, -500]);
    const cf = cashFlowStatement(b.state);
    expect(rows(cf.investing.rows)).toEqual([['Cobros por venta de Vehículos', 1_200_00]]);
    expect(cf.operating.netIncome.amount).toBe(200_00);
    expect(cf.operating.adjustments.map((r) => [r.label, r.amount])).toEqual([
      ['Ganancia en venta de activos no corrientes', -200_00],
    ]);
    expect(cf.operating.workingCapital).toEqual([]);
    expect(cf.operating.total).toBe(0);
    expect(cf.netChange).toBe(1_200_00);
    // The sale on credit itself moved no cash: a non-cash investing transaction.
    expect(cf.nonCashTransactions.at(-1)).toMatchObject({ investing: 1_200_00, operating: -1_200_00 });
  });

  it('FIFO: a payment with no origin named settles the oldest balance first, split exactly to the cent across origins', () => {
    const b = new Book();
    opening(b);
    b.add(['expenses', CATEGORY.professionalFees, 100.01], ['liabilities', ACCOUNT.payables, 100.01]);
    b.add(['assets', ACCOUNT.ppe, 200], ['liabilities', ACCOUNT.payables, 200]);
    b.add(['liabilities', ACCOUNT.payables, -150], ['assets', ACCOUNT.cash, -150]);
    const cf = cashFlowStatement(b.state);
    // The fees owed (100.01) are paid in full and the machine for the other 49.99: the payable nets to nothing.
    expect(cf.operating.workingCapital).toEqual([]);
    expect(rows(cf.investing.rows)).toEqual([
      ['Pagos por adquisición de Propiedad, planta y equipo', -49_99],
    ]);
    expect(cf.operating.total).toBe(-100_01);
    expect(cf.netChange).toBe(20_000_00 - 150_00);
  });

  it('a payment that names its origin (settles) takes that origin, not the oldest', () => {
    const b = new Book();
    opening(b);
    b.add(['expenses', CATEGORY.professionalFees, 500], ['liabilities', ACCOUNT.payables, 500]);
    const machine = b.add(['assets', ACCOUNT.machinery, 800], ['liabilities', ACCOUNT.payables, 800]);
    const paid = b.add(['liabilities', ACCOUNT.payables, -800], ['assets', ACCOUNT.cash, -800]);
    const inferred = cashFlowStatement(b.state);
    expect(inferred.investing.total).toBe(-300_00);
    const named = cashFlowStatement(settling(b.state, paid, ACCOUNT.payables, machine));
    expect(rows(named.investing.rows)).toEqual([['Pagos por adquisición de Maquinaria', -800_00]]);
    expect(named.operating.total).toBe(0);
    // A name that is no earlier origin on the account falls back to first-in-first-out.
    const unknown = cashFlowStatement(settling(b.state, paid, ACCOUNT.payables, 'no-existe'));
    expect(unknown.investing.total).toBe(-300_00);
    for (const cf of [inferred, named, unknown]) expect(cf.netChange).toBe(19_200_00);
  });

  it('a supplier credit that paid for stock and a machine settles in the same mix, exact to the cent', () => {
    const b = new Book();
    opening(b);
    b.add(
      ['assets', ACCOUNT.machinery, 2000],
      ['assets', ACCOUNT.inventories, 1000],
      ['assets', ACCOUNT.cash, -1000],
      ['liabilities', ACCOUNT.suppliers, 2000],
    );
    b.add(['liabilities', ACCOUNT.suppliers, -1000.01], ['assets', ACCOUNT.cash, -1000.01]);
    const cf = cashFlowStatement(b.state);
    // The credit covered 1,000 of stock (operating) and 1,000 of the machine (investing): half and half,
    // the odd cent to the first part.
    expect(cf.investing.total).toBe(-1_000_00 - 500_01);
    expect(cf.operating.total).toBe(-500_00);
    expect(cf.netChange).toBe(20_000_00 - 2_000_01);
  });

  it('a balance from before these books, or an overpayment, settles as the account itself (operating)', () => {
    const b = new Book();
    opening(b);
    b.add(['liabilities', ACCOUNT.payables, -300], ['assets', ACCOUNT.cash, -300]);
    const cf = cashFlowStatement(b.state);
    expect(cf.operating.workingCapital.map((r) => [r.label, r.amount])).toEqual([
      ['Disminución en Cuentas por pagar', -300_00],
    ]);
    expect(cf.investing.total).toBe(0);
  });

  it('7.16: a dividend declared to a payable and paid later is financing when paid; the declaration is neither operating nor a non-cash item', () => {
    for (const payable of [ACCOUNT.otherCurrentLiabilities, 'Dividendos por pagar']) {
      const b = new Book();
      opening(b);
      b.add(
        ['equity', ACCOUNT.retainedEarnings, -1500, 'Dividendos declarados'],
        ['liabilities', payable, 1500, 'Dividendos declarados', { type: 'corriente' }],
      );
      b.add(
        ['liabilities', payable, -1500, 'Pago de dividendos', { type: 'corriente' }],
        ['assets', ACCOUNT.cash, -1500],
      );
      const cf = cashFlowStatement(b.state);
      expect(rows(cf.financing.rows)).toEqual([
        ['Aportes de los propietarios (Capital social)', 20_000_00],
        ['Retiros y dividendos pagados (Resultados acumulados)', -1_500_00],
      ]);
      expect(cf.operating.workingCapital).toEqual([]);
      expect(cf.operating.total).toBe(0);
      expect(cf.nonCashTransactions).toEqual([]);
      expect(cf.netChange).toBe(18_500_00);
    }
  });

  it('7.16: a dividend partly paid when declared is financing for the part paid and for the rest when it is paid', () => {
    const b = new Book();
    opening(b);
    b.add(
      ['equity', ACCOUNT.retainedEarnings, -1000],
      ['assets', ACCOUNT.cash, -400],
      ['liabilities', ACCOUNT.otherCurrentLiabilities, 600],
    );
    b.add(['liabilities', ACCOUNT.otherCurrentLiabilities, -600], ['assets', ACCOUNT.cash, -600]);
    const cf = cashFlowStatement(b.state);
    expect(cf.financing.rows.at(-1)).toMatchObject({
      label: 'Retiros y dividendos pagados (Resultados acumulados)',
      amount: -1_000_00,
    });
    expect(cf.operating.total).toBe(0);
    expect(cf.nonCashTransactions).toEqual([]);
  });
});

describe('interest paid on its own line (NIIF para las PYMES 7.14, policy: operating)', () => {
  it('7.14: interest paid with a loan instalment is its own operating line; the principal is financing', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 5000], ['liabilities', ACCOUNT.longTermLoans, 5000]);
    b.add(
      ['liabilities', ACCOUNT.longTermLoans, -1000, 'Cuota'],
      ['expenses', CATEGORY.financial, 50, 'Intereses'],
      ['assets', ACCOUNT.cash, -1050, 'Cuota'],
    );
    const cf = cashFlowStatement(b.state);
    expect(cf.operating.netIncome.amount).toBe(-50_00);
    expect(cf.operating.adjustments.map((r) => [r.label, r.amount])).toEqual([[CATEGORY.financial, 50_00]]);
    expect(cf.operating.interestPaid).toEqual({
      key: 'interestPaid',
      label: 'Intereses pagados',
      amount: -50_00,
    });
    expect(cf.operating.total).toBe(-50_00);
    expect(rows(cf.financing.rows)).toEqual([
      ['Préstamos recibidos (Préstamos a largo plazo)', 5_000_00],
      ['Pagos de préstamos (Préstamos a largo plazo)', -1_000_00],
    ]);
    expect(cf.netChange).toBe(3_950_00);
  });

  it('7.14: interest accrued is not paid until the payable it sits on is paid, and then it is interest paid', () => {
    const b = new Book();
    opening(b);
    b.add(['expenses', CATEGORY.financial, 80, 'Intereses del mes'], ['liabilities', ACCOUNT.payables, 80]);
    const accrued = cashFlowStatement(b.state);
    expect(accrued.operating.interestPaid).toBeUndefined();
    expect(accrued.operating.workingCapital).toEqual([]);
    expect(accrued.operating.total).toBe(0);
    b.add(['liabilities', ACCOUNT.payables, -80, 'Pago de intereses'], ['assets', ACCOUNT.cash, -80]);
    const paid = cashFlowStatement(b.state);
    expect(paid.operating.interestPaid?.amount).toBe(-80_00);
    expect(paid.operating.adjustments.map((r) => [r.label, r.amount])).toEqual([[CATEGORY.financial, 80_00]]);
    expect(paid.operating.total).toBe(-80_00);
    expect(paid.netChange).toBe(19_920_00);
  });
});

describe('presentation of disposals and borrowings (NIIF para las PYMES 7.2, 7.5, 7.6, 7.10)', () => {
  it('7.5(b): a machine sold with its accumulated depreciation shows the gross receipt; the contra account never shows as an acquisition', () => {
    const b = new Book();
    opening(b);
    b.add(['assets', ACCOUNT.machinery, 5000], ['assets', ACCOUNT.cash, -5000]);
    b.add(
      ['expenses', CATEGORY.depreciation, 1000],
      ['assets', 'Depreciación acumulada', -1000, 'Depreciación', { type: 'no_corriente' }],
    );
    b.add(
      ['assets', ACCOUNT.cash, 3500, 'Venta de la máquina'],
      ['assets', 'Depreciación acumulada', 1000, 'Baja de la depreciación', { type: 'no_corriente' }],
      ['assets', ACCOUNT.machinery, -5000, 'Venta de la máquina'],
      ['expenses', CATEGORY.otherExpenses, 500, 'Pérdida en la venta'],
    );
    const cf = cashFlowStatement(b.state);
    expect(rows(cf.investing.rows)).toEqual([
      ['Pagos por adquisición de Maquinaria', -5_000_00],
      ['Cobros por venta de Maquinaria', 3_500_00],
    ]);
    expect(cf.investing.rows.some((r) => r.account === 'Depreciación acumulada')).toBe(false);
    expect(cf.operating.adjustments.map((r) => [r.label, r.amount])).toEqual([
      [CATEGORY.depreciation, 1_000_00],
      ['Pérdida en venta de activos no corrientes', 500_00],
    ]);
    expect(cf.operating.total).toBe(0);
    expect(cf.netChange).toBe(18_500_00);
  });

  it('7.6: a liability is a borrowing by its account: the catalogue loans and any custom liability, whatever its name', () => {
    for (const loan of [ACCOUNT.shortTermLoans, ACCOUNT.longTermLoans, ACCOUNT.mortgages, ACCOUNT.bonds])
      expect(flowClassOf({ section: 'liabilities', category: loan })).toBe('financing');
    for (const name of [
      'Tarjeta corporativa',
      'Tarjeta de crédito',
      'Sobregiro bancario',
      'Visa de la empresa',
    ])
      expect(flowClassOf({ section: 'liabilities', category: name, isCustom: true })).toBe('financing');
    for (const operating of [
      ACCOUNT.payables,
      ACCOUNT.suppliers,
      ACCOUNT.taxesPayable,
      ACCOUNT.salariesPayable,
      ACCOUNT.otherCurrentLiabilities,
      ACCOUNT.longTermProvisions,
    ])
      expect(flowClassOf({ section: 'liabilities', category: operating })).toBe('operating');
  });

  it("7.6: a credit card named 'Tarjeta corporativa' and one named 'Tarjeta de crédito' get the same treatment", () => {
    const statements = ['Tarjeta corporativa', 'Tarjeta de crédito'].map((card) => {
      const b = new Book();
      opening(b);
      b.add(
        ['expenses', CATEGORY.software, 120],
        ['liabilities', card, 120, 'Compra con tarjeta', { type: 'corriente' }],
      );
      b.add(
        ['assets', ACCOUNT.ppe, 900],
        ['liabilities', card, 900, 'Laptop con tarjeta', { type: 'corriente' }],
      );
      b.add(
        ['liabilities', card, -1020, 'Pago de la tarjeta', { type: 'corriente' }],
        ['assets', ACCOUNT.cash, -1020],
      );
      return cashFlowStatement(b.state);
    });
    const [a, c] = statements as [CashFlowStatement, CashFlowStatement];
    // The card paid the shop: the purchases are non-cash and paying the card is repaying a borrowing.
    expect(a.financing.rows.map((r) => r.amount)).toEqual([20_000_00, -1_020_00]);
    expect(a.financing.rows.at(-1)?.label).toBe('Pagos de préstamos (Tarjeta corporativa)');
    expect(c.financing.rows.at(-1)?.label).toBe('Pagos de préstamos (Tarjeta de crédito)');
    for (const k of ['operating', 'investing', 'financing'] as const) expect(a[k].total).toBe(c[k].total);
    expect(a.nonCashTransactions.map((n) => n.financing)).toEqual(
      c.nonCashTransactions.map((n) => n.financing),
    );
  });

  it('7.2: a bank overdraft in its own account is financing, never operating', () => {
    const b = new Book();
    b.add(
      ['assets', ACCOUNT.cash, 300, 'Giro en descubierto'],
      ['liabilities', 'Sobregiro bancario', 300, 'Giro en descubierto', { type: 'corriente' }],
    );
    b.add(['expenses', CATEGORY.rent, 300], ['assets', ACCOUNT.cash, -300]);
    b.add(
      ['expenses', CATEGORY.utilities, 50],
      ['liabilities', 'Sobregiro bancario', 50, 'Luz', { type: 'corriente' }],
    );
    b.add(['assets', ACCOUNT.cash, 1000], ['revenues', CATEGORY.services, 1000]);
    b.add(
      ['liabilities', 'Sobregiro bancario', -350, 'Cancelación', { type: 'corriente' }],
      ['assets', ACCOUNT.cash, -350],
    );
    const cf = cashFlowStatement(b.state);
    expect(cf.operating.workingCapital).toEqual([]);
    expect(rows(cf.financing.rows)).toEqual([
      ['Préstamos recibidos (Sobregiro bancario)', 300_00],
      ['Pagos de préstamos (Sobregiro bancario)', -350_00],
    ]);
    expect(cf.operating.total).toBe(1000_00 - 300_00);
    expect(cf.netChange).toBe(650_00);
  });
});
