import {
  formatDateLong,
  formatDateShort,
  formatMoney,
  formatMoneyAccounting,
  formatPeriod,
  financialReport,
  type CashFlowStatement,
  type Currency,
  type Ratio,
} from '../../domain';
import type { ExportSource } from './export-source';
import { PdfWriter, type Cell, type Column, type Row } from './pdf';
import {
  balanceSheetRows,
  cashFlowRows,
  equityStatementRows,
  incomeStatementRows,
  type StatementRow,
} from './statement-rows';

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
