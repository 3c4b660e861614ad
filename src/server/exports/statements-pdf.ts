import {
  formatDateLong,
  formatDateShort,
  formatMoney,
  formatMoneyAccounting,
  formatPeriod,
  financialReport,
  type AccountRow,
  type BalanceSheet,
  type CashFlowSection,
  type CashFlowStatement,
  type Cents,
  type Currency,
  type EquityStatement,
  type IncomeStatement,
  type Ratio,
  type StatementGroup,
} from '../../domain';
import type { ExportSource } from './export-source';
import { PdfWriter, type Cell, type Column, type Row } from './pdf';

export type StatementRowKind = 'heading' | 'item' | 'note' | 'subtotal' | 'total' | 'grandTotal' | 'gap';

/** One line of a printed statement; `indent` is the nesting level of the label. */
export interface StatementRow {
  readonly kind: StatementRowKind;
  readonly label: string;
  readonly amount?: Cents;
  readonly indent?: number;
}

function accountRows(rows: readonly AccountRow[], indent: number): StatementRow[] {
  return rows.map((r) => ({ kind: 'item', label: r.account, amount: r.amount, indent }));
}

/** A group as printed: its heading, one line per account, and its total under a rule. */
function groupRows(group: StatementGroup, indent: number, emptyText: string): StatementRow[] {
  return [
    { kind: 'heading', label: group.label, indent },
    ...(group.rows.length > 0
      ? accountRows(group.rows, indent + 1)
      : [{ kind: 'note' as const, label: emptyText, indent: indent + 1 }]),
    { kind: 'subtotal', label: group.totalLabel, amount: group.total, indent },
  ];
}

export function balanceSheetRows(b: BalanceSheet): StatementRow[] {
  const rows: StatementRow[] = [
    { kind: 'heading', label: b.assets.label },
    ...groupRows(b.assets.current, 1, 'Sin activos corrientes.'),
    ...groupRows(b.assets.nonCurrent, 1, 'Sin activos no corrientes.'),
    { kind: 'grandTotal', label: b.assets.totalLabel, amount: b.assets.total },
    { kind: 'gap', label: '' },
    { kind: 'heading', label: b.liabilities.label },
    ...groupRows(b.liabilities.current, 1, 'Sin pasivos corrientes.'),
    ...groupRows(b.liabilities.nonCurrent, 1, 'Sin pasivos no corrientes.'),
    { kind: 'total', label: b.liabilities.totalLabel, amount: b.liabilities.total },
    { kind: 'gap', label: '' },
    { kind: 'heading', label: b.equity.label },
    ...accountRows(b.equity.rows, 1),
    { kind: 'item', label: b.equity.netIncome.label, amount: b.equity.netIncome.amount, indent: 1 },
    { kind: 'total', label: b.equity.totalLabel, amount: b.equity.total },
    { kind: 'gap', label: '' },
    { kind: 'grandTotal', label: b.totalLiabilitiesAndEquityLabel, amount: b.totalLiabilitiesAndEquity },
  ];
  if (!b.isBalanced)
    rows.push(
      { kind: 'gap', label: '' },
      { kind: 'note', label: `${b.statusLabel}: activos − (pasivos + patrimonio)`, amount: b.difference },
    );
  return rows;
}

export function incomeStatementRows(s: IncomeStatement): StatementRow[] {
  return [
    ...groupRows(s.revenues, 0, 'Sin ingresos registrados.'),
    { kind: 'gap', label: '' },
    ...groupRows(s.expenses, 0, 'Sin gastos registrados.'),
    { kind: 'gap', label: '' },
    { kind: 'grandTotal', label: s.netIncomeLabel, amount: s.netIncome },
  ];
}

export function equityStatementRows(s: EquityStatement): StatementRow[] {
  return [
    { kind: 'item', label: s.openingEquity.label, amount: s.openingEquity.amount },
    { kind: 'gap', label: '' },
    ...groupRows(s.contributions, 0, 'Sin aportes registrados.'),
    { kind: 'item', label: s.netIncome.label, amount: s.netIncome.amount },
    { kind: 'gap', label: '' },
    { kind: 'grandTotal', label: s.finalEquity.label, amount: s.finalEquity.amount },
  ];
}

function activityRows(section: CashFlowSection): StatementRow[] {
  return [
    { kind: 'heading', label: section.label },
    ...(section.rows.length === 0 && section.emptyText
      ? [{ kind: 'note' as const, label: section.emptyText, indent: 1 }]
      : section.rows.map((r) => ({ kind: 'item' as const, label: r.label, amount: r.amount, indent: 1 }))),
    { kind: 'subtotal', label: section.totalLabel, amount: section.total },
  ];
}

/** The same rows, in the same order, as the cash-flow tab of the report viewer. */
export function cashFlowRows(s: CashFlowStatement): StatementRow[] {
  const op = s.operating;
  const rows: StatementRow[] = [
    { kind: 'heading', label: op.label },
    { kind: 'item', label: op.netIncome.label, amount: op.netIncome.amount, indent: 1 },
  ];
  if (op.adjustments.length > 0) {
    rows.push({ kind: 'heading', label: op.adjustmentsLabel, indent: 1 });
    for (const r of op.adjustments) rows.push({ kind: 'item', label: r.label, amount: r.amount, indent: 2 });
  }
  if (op.workingCapital.length > 0) {
    rows.push({ kind: 'heading', label: op.workingCapitalLabel, indent: 1 });
    for (const r of op.workingCapital)
      rows.push({ kind: 'item', label: r.label, amount: r.amount, indent: 2 });
  }
  if (op.residual)
    rows.push({ kind: 'item', label: op.residual.label, amount: op.residual.amount, indent: 1 });
  rows.push(
    { kind: 'subtotal', label: op.totalLabel, amount: op.total },
    { kind: 'gap', label: '' },
    ...activityRows(s.investing),
    { kind: 'gap', label: '' },
    ...activityRows(s.financing),
    { kind: 'gap', label: '' },
    { kind: 'total', label: s.netChangeLabel, amount: s.netChange },
    { kind: 'item', label: s.openingCashLabel, amount: s.openingCash },
    { kind: 'grandTotal', label: s.closingCashLabel, amount: s.closingCash },
  );
  return rows;
}

const STATEMENT_COLUMNS: readonly Column[] = [
  { header: 'Concepto', width: 'fill' },
  { header: 'Importe', width: 130, align: 'right' },
];

/**
 * Statement rows as a label and an amount: a subtotal has a rule above its figure, a total one above
 * and one below, a grand total the double underline of printed statements.
 */
export function statementTableRows(rows: readonly StatementRow[], currency: Currency): Row[] {
  const out: Row[] = [];
  let gap = 0;
  for (const r of rows) {
    if (r.kind === 'gap') {
      gap += 6;
      continue;
    }
    const strong = r.kind === 'heading' || r.kind === 'total' || r.kind === 'grandTotal';
    const label: Cell = {
      text: r.label,
      bold: strong,
      italic: r.kind === 'note',
      muted: r.kind === 'note',
      indent: (r.indent ?? 0) * 12,
    };
    const amount: Cell = {
      text: r.amount === undefined ? '' : formatMoneyAccounting(r.amount, currency),
      bold: strong,
      ruleAbove: r.kind === 'subtotal' || r.kind === 'total' || r.kind === 'grandTotal',
      ruleBelow: r.kind === 'total',
      doubleBelow: r.kind === 'grandTotal',
    };
    out.push({ cells: [label, amount], gapBefore: gap + (r.kind === 'heading' ? 2 : 0) });
    gap = 0;
  }
  return out;
}

/** NIIF para las PYMES 7.18: investing and financing that used no cash are disclosed beside the statement. */
function nonCashNote(pdf: PdfWriter, s: CashFlowStatement, currency: Currency): void {
  if (s.nonCashTransactions.length === 0) return;
  pdf.gap(10);
  pdf.paragraph(s.nonCashTitle, { bold: true });
  pdf.table(
    [
      { header: 'Fecha', width: 56 },
      { header: 'Transacción', width: 'fill' },
      { header: 'Importe', width: 110, align: 'right' },
    ],
    s.nonCashTransactions.map((t) => ({
      cells: [t.date ? formatDateShort(t.date) : '—', t.description, formatMoney(t.amount, currency)],
    })),
  );
}

function reconciliationNote(pdf: PdfWriter, s: CashFlowStatement, currency: Currency): void {
  if (s.reconciles) return;
  pdf.gap(8);
  pdf.paragraph(
    'El efectivo al final del período no coincide con el saldo de la cuenta de efectivo ' +
      `(${formatMoney(s.cashAccountBalance, currency)}). Revisa los asientos descuadrados.`,
    { italic: true },
  );
}

/** Each ratio with its value, then its formula, the figures it reads and what a healthy value is. */
export function ratioRows(list: readonly Ratio[], currency: Currency): Row[] {
  const rows: Row[] = [];
  for (const r of list) {
    rows.push({
      cells: [{ text: r.label, bold: true }, r.formula, { text: r.display, bold: true }],
      hairline: true,
    });
    const inputs = r.inputs
      .map((i) => `${i.label}: ${formatMoneyAccounting(i.amount, currency)}`)
      .join('   ·   ');
    rows.push({ cells: ['', { text: inputs, muted: true }, ''] });
    rows.push({ cells: ['', { text: r.hint, muted: true, italic: true }, ''] });
    if (r.note) rows.push({ cells: ['', { text: r.note, muted: true, italic: true }, ''] });
  }
  return rows;
}

export const STATEMENTS_TITLE = 'Estados financieros';

/** Estado de Situación Financiera, Resultados, Cambios en el Patrimonio, Flujo de Caja and Ratios, one per page. */
export function statementsPdf({ meta, state, generatedOn }: ExportSource): Promise<Buffer> {
  const report = financialReport(state);
  const { currency } = meta;
  const period = `Por el periodo ${formatPeriod(meta.startDate, meta.endDate)}`;
  const closing = `Al ${formatDateLong(meta.endDate)}`;
  const pdf = new PdfWriter(meta, STATEMENTS_TITLE, generatedOn);
  const statement = (title: string, subtitle: string, rows: readonly StatementRow[], first = false) => {
    if (!first) pdf.pageBreak();
    pdf.title(title, subtitle);
    pdf.table(STATEMENT_COLUMNS, statementTableRows(rows, currency), { showHeader: false, fontSize: 9.5 });
  };
  statement(report.balanceSheet.title, closing, balanceSheetRows(report.balanceSheet), true);
  statement(report.incomeStatement.title, period, incomeStatementRows(report.incomeStatement));
  statement(report.equityStatement.title, period, equityStatementRows(report.equityStatement));
  statement(report.cashFlow.title, `${period} · ${report.cashFlow.method}`, cashFlowRows(report.cashFlow));
  reconciliationNote(pdf, report.cashFlow, currency);
  nonCashNote(pdf, report.cashFlow, currency);
  pdf.pageBreak();
  pdf.title('Razones financieras', closing);
  pdf.table(
    [
      { header: 'Indicador', width: 150 },
      { header: 'Fórmula y datos', width: 'fill' },
      { header: 'Valor', width: 70, align: 'right' },
    ],
    ratioRows(report.ratios, currency),
    { fontSize: 9 },
  );
  return pdf.finish();
}
