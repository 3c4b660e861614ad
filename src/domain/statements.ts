import { computeFigures, type Figures } from './figures';
import { formatPercent, formatRatio } from './format';
import { accountBalances, type AccountBalance } from './accounts';
import { OPENING_TRANSACTION_ID } from './entries';
import type { StateView } from './lines';
import { cents, type Cents } from './money';
import type { AccountType, Section } from './sections';

/** One account or category with its balance, as a statement shows it. */
export interface AccountRow {
  readonly account: string;
  readonly amount: Cents;
  /** Not in the catalogue: a category the company added. */
  readonly isCustom: boolean;
  readonly lineCount: number;
}

export interface StatementGroup {
  readonly label: string;
  readonly rows: readonly AccountRow[];
  readonly total: Cents;
  readonly totalLabel: string;
}

export interface LabelledAmount {
  readonly label: string;
  readonly amount: Cents;
}

/** A statement group from account balances: those of a section (and term), settled accounts left out. */
function groupOf(
  balances: readonly AccountBalance[],
  label: string,
  totalLabel: string,
  section: Section,
  term?: AccountType,
): StatementGroup {
  const rows: AccountRow[] = [];
  let total = 0;
  for (const b of balances) {
    if (b.section !== section || (term !== undefined && b.type !== term)) continue;
    total += b.amount;
    if (b.amount !== 0)
      rows.push({ account: b.account, amount: b.amount, isCustom: b.isCustom, lineCount: b.lineCount });
  }
  return { label, rows, total: cents(total), totalLabel };
}

export interface BalanceSheet {
  readonly title: string;
  readonly assets: {
    readonly label: string;
    readonly current: StatementGroup;
    readonly nonCurrent: StatementGroup;
    readonly total: Cents;
    readonly totalLabel: string;
  };
  readonly liabilities: {
    readonly label: string;
    readonly current: StatementGroup;
    readonly nonCurrent: StatementGroup;
    readonly total: Cents;
    readonly totalLabel: string;
  };
  readonly equity: {
    readonly label: string;
    /** Contributions and other equity accounts. */
    readonly rows: readonly AccountRow[];
    /** The period's result, which belongs to equity until it is closed. */
    readonly netIncome: LabelledAmount;
    readonly total: Cents;
    readonly totalLabel: string;
  };
  readonly totalLiabilitiesAndEquity: Cents;
  readonly totalLiabilitiesAndEquityLabel: string;
  readonly isBalanced: boolean;
  /** Assets − (liabilities + equity). */
  readonly difference: Cents;
  readonly statusLabel: Figures['balanceLabel'];
}

/** Estado de Situación Financiera: current and non-current assets and liabilities by account, equity, totals. */
export function balanceSheet(state: StateView, figures: Figures = computeFigures(state)): BalanceSheet {
  return balanceSheetFrom(accountBalances(state), figures);
}

export function balanceSheetFrom(balances: readonly AccountBalance[], figures: Figures): BalanceSheet {
  return {
    title: 'Estado de Situación Financiera',
    assets: {
      label: 'Activos',
      current: groupOf(balances, 'Activo corriente', 'Total activo corriente', 'assets', 'corriente'),
      nonCurrent: groupOf(
        balances,
        'Activo no corriente',
        'Total activo no corriente',
        'assets',
        'no_corriente',
      ),
      total: figures.totalAssets,
      totalLabel: 'Total activos',
    },
    liabilities: {
      label: 'Pasivos',
      current: groupOf(balances, 'Pasivo corriente', 'Total pasivo corriente', 'liabilities', 'corriente'),
      nonCurrent: groupOf(
        balances,
        'Pasivo no corriente',
        'Total pasivo no corriente',
        'liabilities',
        'no_corriente',
      ),
      total: figures.totalLiabilities,
      totalLabel: 'Total pasivos',
    },
    equity: {
      label: 'Patrimonio',
      rows: groupOf(balances, 'Patrimonio', 'Total', 'equity').rows,
      netIncome: { label: resultLabel(figures.netIncome), amount: figures.netIncome },
      total: figures.totalEquity,
      totalLabel: 'Total patrimonio',
    },
    totalLiabilitiesAndEquity: figures.totalLiabilitiesAndEquity,
    totalLiabilitiesAndEquityLabel: 'Total pasivos y patrimonio',
    isBalanced: figures.isBalanced,
    difference: figures.balanceDifference,
    statusLabel: figures.balanceLabel,
  };
}

function resultLabel(netIncome: Cents): string {
  return netIncome < 0 ? 'Pérdida del ejercicio' : 'Utilidad del ejercicio';
}

export interface IncomeStatement {
  readonly title: string;
  readonly revenues: StatementGroup;
  readonly expenses: StatementGroup;
  readonly netIncome: Cents;
  readonly netIncomeLabel: string;
}

/** Estado de Resultados: revenues and expenses by category, and the net income. */
export function incomeStatement(state: StateView): IncomeStatement {
  return incomeStatementFrom(accountBalances(state));
}

export function incomeStatementFrom(balances: readonly AccountBalance[]): IncomeStatement {
  const revenues = groupOf(balances, 'Ingresos', 'Total ingresos', 'revenues');
  const expenses = groupOf(balances, 'Gastos', 'Total gastos', 'expenses');
  const netIncome = cents(revenues.total - expenses.total);
  return {
    title: 'Estado de Resultados',
    revenues,
    expenses,
    netIncome,
    netIncomeLabel: netIncome < 0 ? 'Pérdida neta' : 'Utilidad neta',
  };
}

export interface EquityStatement {
  readonly title: string;
  /** What the period starts with: the opening entry's equity (zero for a company starting from zero). */
  readonly openingEquity: LabelledAmount;
  /** The opening equity by account; no rows without an opening. */
  readonly opening: StatementGroup;
  /** Accounts the period's movements raised (contributions, in cash or in kind). */
  readonly contributions: StatementGroup;
  /** Accounts the period's movements lowered (owner withdrawals, dividends). */
  readonly withdrawals: StatementGroup;
  readonly netIncome: LabelledAmount;
  readonly finalEquity: LabelledAmount;
  /** The same figures as a flat list, in reading order: opening + contributions − withdrawals + result = final. */
  readonly rows: readonly LabelledAmount[];
}

/**
 * Estado de Cambios en el Patrimonio (NIIF para las PYMES, sección 6): opening equity, the period's
 * contributions, withdrawals and dividends, the result, final equity. The opening is the opening
 * entry's equity; each account's movement in the period is its balance less its opening.
 */
export function equityStatement(state: StateView, figures: Figures = computeFigures(state)): EquityStatement {
  return equityStatementFrom(accountBalances(state), figures, openingEquityOf(state));
}

/** The opening entry's equity lines as balances per account (only the equity list is read). */
export function openingEquityOf(state: StateView): ReadonlyMap<string, Cents> {
  const out = new Map<string, Cents>();
  for (const l of state.equity) {
    if (l.transactionId !== OPENING_TRANSACTION_ID) continue;
    out.set(l.category, cents((out.get(l.category) ?? 0) + l.amount));
  }
  return out;
}

export function equityStatementFrom(
  balances: readonly AccountBalance[],
  figures: Figures,
  openingByAccount: ReadonlyMap<string, Cents> = new Map(),
): EquityStatement {
  const openingRows: AccountRow[] = [];
  const raised: AccountRow[] = [];
  const lowered: AccountRow[] = [];
  let openingTotal = 0;
  let raisedTotal = 0;
  let loweredTotal = 0;
  for (const b of balances) {
    if (b.section !== 'equity') continue;
    const start = openingByAccount.get(b.account) ?? 0;
    const moved = b.amount - start;
    openingTotal += start;
    if (start !== 0)
      openingRows.push({ account: b.account, amount: cents(start), isCustom: b.isCustom, lineCount: 1 });
    const row = { account: b.account, amount: cents(moved), isCustom: b.isCustom, lineCount: b.lineCount };
    if (moved > 0) {
      raised.push(row);
      raisedTotal += moved;
    } else if (moved < 0) {
      lowered.push(row);
      loweredTotal += moved;
    }
  }
  const opening = { label: 'Patrimonio inicial', amount: cents(openingTotal) };
  const contributions = {
    label: 'Aportes de capital',
    rows: raised,
    total: cents(raisedTotal),
    totalLabel: 'Total aportes',
  };
  const withdrawals = {
    label: 'Retiros y dividendos',
    rows: lowered,
    total: cents(loweredTotal),
    totalLabel: 'Total retiros y dividendos',
  };
  const netIncome = { label: resultLabel(figures.netIncome), amount: figures.netIncome };
  const finalEquity = { label: 'Patrimonio final', amount: figures.totalEquity };
  return {
    title: 'Estado de Cambios en el Patrimonio',
    openingEquity: opening,
    opening: {
      label: 'Patrimonio inicial',
      rows: openingRows,
      total: opening.amount,
      totalLabel: 'Total patrimonio inicial',
    },
    contributions,
    withdrawals,
    netIncome,
    finalEquity,
    rows: [
      opening,
      { label: contributions.totalLabel, amount: contributions.total },
      ...(lowered.length > 0 ? [{ label: withdrawals.totalLabel, amount: withdrawals.total }] : []),
      netIncome,
      finalEquity,
    ],
  };
}

export type RatioKey = 'currentRatio' | 'debtToEquity' | 'netProfitMargin';

/**
 * Where the two judged ratios turn healthy (specification §5), with the figure as people write it.
 * The statements, the ratio cards and the assistant's explanations all read them from here.
 */
export const RATIO_GUIDES = {
  currentRatio: { threshold: 1.5, shown: '1.5' },
  debtToEquity: { threshold: 1, shown: '1.0' },
} as const;

export interface Ratio {
  readonly key: RatioKey;
  readonly label: string;
  /** May be Infinity (specification §5); only `display` is meant for people. */
  readonly value: number;
  readonly display: string;
  readonly formula: string;
  readonly inputs: readonly LabelledAmount[];
  readonly hint: string;
  /** Whether the value is on the good side of the hint; null when there is nothing to judge. */
  readonly healthy: boolean | null;
  /** Why the value is what it is when a formula cannot apply (no current liabilities, equity not positive, no revenues). */
  readonly note?: string;
}

/** The three key ratios with their formula and inputs, so a user can see why each value is what it is. */
export function ratios(state: StateView, figures: Figures = computeFigures(state)): Ratio[] {
  const f = figures;
  const cr = f.currentRatio;
  const de = f.debtToEquity;
  const nm = f.netProfitMargin;
  return [
    {
      key: 'currentRatio',
      label: 'Razón corriente',
      value: cr,
      display: formatRatio(cr),
      formula: 'Activo corriente ÷ Pasivo corriente',
      inputs: [
        { label: 'Activo corriente', amount: f.totalCurrentAssets },
        { label: 'Pasivo corriente', amount: f.totalCurrentLiabilities },
      ],
      hint: `Ideal: mayor a ${RATIO_GUIDES.currentRatio.shown}`,
      healthy: Number.isFinite(cr) ? cr > RATIO_GUIDES.currentRatio.threshold : null,
      ...(Number.isFinite(cr) ? {} : { note: 'No hay pasivos corrientes: la razón no se puede calcular.' }),
    },
    {
      key: 'debtToEquity',
      label: 'Endeudamiento (deuda / patrimonio)',
      value: de,
      display: formatRatio(de),
      formula: 'Pasivo total ÷ Patrimonio total',
      inputs: [
        { label: 'Pasivo total', amount: f.totalLiabilities },
        { label: 'Patrimonio total', amount: f.totalEquity },
      ],
      hint: `Ideal: menor a ${RATIO_GUIDES.debtToEquity.shown}`,
      healthy: Number.isFinite(de) ? de < RATIO_GUIDES.debtToEquity.threshold : false,
      ...(Number.isFinite(de)
        ? {}
        : { note: 'El patrimonio no es positivo: la razón no se puede calcular.' }),
    },
    {
      key: 'netProfitMargin',
      label: 'Margen de utilidad neta',
      value: nm,
      display: formatPercent(nm),
      formula: 'Utilidad neta ÷ Ingresos totales × 100',
      inputs: [
        { label: 'Utilidad neta', amount: f.netIncome },
        { label: 'Ingresos totales', amount: f.totalRevenues },
      ],
      hint: 'Porcentaje de los ingresos que queda como utilidad',
      healthy: f.totalRevenues > 0 ? nm > 0 : null,
      ...(f.totalRevenues > 0 ? {} : { note: 'Sin ingresos registrados el margen se muestra como 0.' }),
    },
  ];
}
