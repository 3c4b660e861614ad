import ExcelJS from 'exceljs';
import {
  CURRENCY_SYMBOL,
  financialReport,
  formatDateLong,
  formatPeriod,
  isIsoDate,
  toUnits,
  type Cents,
  type Currency,
  type FinancialReport,
  type Ratio,
} from '../../domain';
import type { ExportMeta, ExportSource } from './export-source';
import { currencyLine } from './pdf';
import {
  balanceSheetRows,
  cashFlowRows,
  equityStatementRows,
  incomeStatementRows,
  type StatementRow,
} from './statement-rows';

/** Rows above the data: title, period and currency line, column names. Frozen so they stay in view. */
export const HEADER_ROWS = 3;

export const SHEET_NAMES = {
  balanceSheet: 'Situación financiera',
  incomeStatement: 'Resultados',
  equityStatement: 'Patrimonio',
  cashFlow: 'Flujo de caja',
  ratios: 'Ratios',
  journal: 'Libro Diario',
  ledger: 'Libro Mayor',
  trialBalance: 'Balance de comprobación',
} as const;

/** Excel's own accounting style: the currency symbol, thousands, two decimals, negatives in parentheses. */
export function moneyFormat(currency: Currency): string {
  const symbol = `"${CURRENCY_SYMBOL[currency]}"`;
  return `${symbol}#,##0.00;(${symbol}#,##0.00)`;
}
export const AMOUNT_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';

const BOLD = { bold: true } as const;
const THIN = { style: 'thin' } as const;
const DOUBLE = { style: 'double' } as const;

interface SheetSpec {
  readonly name: string;
  readonly title: string;
  readonly columns: readonly { readonly header: string; readonly width: number }[];
}

function addSheet(book: ExcelJS.Workbook, spec: SheetSpec, meta: ExportMeta, generatedOn: string) {
  const sheet = book.addWorksheet(spec.name, {
    views: [{ state: 'frozen', ySplit: HEADER_ROWS, xSplit: 0 }],
  });
  sheet.columns = spec.columns.map((c) => ({ width: c.width }));
  sheet.addRow([`${meta.company} — ${spec.title}`]).font = { bold: true, size: 13 };
  sheet.addRow([
    `Periodo ${formatPeriod(meta.startDate, meta.endDate)} · ${currencyLine(meta.currency)} · ` +
      `Generado el ${formatDateLong(generatedOn)}`,
  ]).font = { italic: true, color: { argb: 'FF4B5563' } };
  const header = sheet.addRow(spec.columns.map((c) => c.header));
  header.font = BOLD;
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F4F6' } };
    cell.border = { bottom: THIN };
  });
  return sheet;
}

/** A book date as an Excel date (a number Excel can sort and filter), read at UTC midnight so no zone shifts it. */
function excelDate(iso: string | undefined): Date | null {
  return iso && isIsoDate(iso) ? new Date(`${iso}T00:00:00Z`) : null;
}

const units = (amount: Cents): number => toUnits(amount);
const unitsOrBlank = (amount: Cents): number | null => (amount === 0 ? null : toUnits(amount));

function statementSheet(
  book: ExcelJS.Workbook,
  source: ExportSource,
  name: string,
  title: string,
  rows: readonly StatementRow[],
): void {
  const { meta } = source;
  const sheet = addSheet(
    book,
    {
      name,
      title,
      columns: [
        { header: 'Concepto', width: 58 },
        { header: 'Importe', width: 20 },
      ],
    },
    meta,
    source.generatedOn,
  );
  sheet.getColumn(2).numFmt = moneyFormat(meta.currency);
  for (const r of rows) {
    if (r.kind === 'gap') {
      sheet.addRow([]);
      continue;
    }
    const row = sheet.addRow([r.label, r.amount === undefined ? null : units(r.amount)]);
    const label = row.getCell(1);
    const amount = row.getCell(2);
    label.alignment = { indent: r.indent ?? 0 };
    if (r.kind === 'heading' || r.kind === 'total' || r.kind === 'grandTotal') row.font = BOLD;
    if (r.kind === 'note') label.font = { italic: true, color: { argb: 'FF4B5563' } };
    if (r.kind === 'subtotal') amount.border = { top: THIN };
    if (r.kind === 'total') amount.border = { top: THIN, bottom: THIN };
    if (r.kind === 'grandTotal') amount.border = { top: THIN, bottom: DOUBLE };
  }
}

/** The ratio itself is a number when it has one; 'N/A' stays text, as the domain displays it. */
function ratiosSheet(book: ExcelJS.Workbook, source: ExportSource, ratios: readonly Ratio[]): void {
  const sheet = addSheet(
    book,
    {
      name: SHEET_NAMES.ratios,
      title: 'Razones financieras',
      columns: [
        { header: 'Indicador', width: 36 },
        { header: 'Valor', width: 12 },
        { header: 'Fórmula', width: 40 },
        { header: 'Referencia', width: 44 },
        { header: 'Nota', width: 56 },
      ],
    },
    source.meta,
    source.generatedOn,
  );
  for (const r of ratios) {
    const finite = Number.isFinite(r.value);
    const row = sheet.addRow([r.label, finite ? r.value : r.display, r.formula, r.hint, r.note ?? null]);
    const value = row.getCell(2);
    value.numFmt = r.key === 'netProfitMargin' ? '0.00"%"' : '0.00';
    value.alignment = { horizontal: 'right' };
  }
}

function journalSheet(book: ExcelJS.Workbook, source: ExportSource, report: FinancialReport): void {
  const j = report.journal;
  const sheet = addSheet(
    book,
    {
      name: SHEET_NAMES.journal,
      title: j.title,
      columns: [
        { header: 'Nº de asiento', width: 9 },
        { header: 'Fecha', width: 12 },
        { header: 'Cuenta', width: 40 },
        { header: 'Concepto', width: 48 },
        { header: 'Debe', width: 16 },
        { header: 'Haber', width: 16 },
      ],
    },
    source.meta,
    source.generatedOn,
  );
  sheet.getColumn(2).numFmt = DATE_FORMAT;
  sheet.getColumn(5).numFmt = AMOUNT_FORMAT;
  sheet.getColumn(6).numFmt = AMOUNT_FORMAT;
  // Every line carries its entry's number and date, so a filter or a sort keeps the entry readable.
  for (const e of j.entries)
    for (const l of e.lines)
      sheet.addRow([
        e.number,
        excelDate(e.date),
        l.account,
        // Each row stands alone in a filtered sheet: the opening's lines say whose entry they are.
        e.opening ? `${e.concept}: ${l.description}` : l.description,
        unitsOrBlank(l.debe),
        unitsOrBlank(l.haber),
      ]);
  sheet.autoFilter = { from: { row: HEADER_ROWS, column: 1 }, to: { row: HEADER_ROWS, column: 6 } };
  const totals = sheet.addRow([null, null, 'Totales', null, units(j.totalDebe), units(j.totalHaber)]);
  totals.font = BOLD;
  for (const c of [5, 6]) totals.getCell(c).border = { top: THIN, bottom: DOUBLE };
}

function ledgerSheet(book: ExcelJS.Workbook, source: ExportSource, report: FinancialReport): void {
  const sheet = addSheet(
    book,
    {
      name: SHEET_NAMES.ledger,
      title: report.ledger.title,
      columns: [
        { header: 'Cuenta', width: 40 },
        { header: 'Nº de asiento', width: 9 },
        { header: 'Fecha', width: 12 },
        { header: 'Concepto', width: 44 },
        { header: 'Debe', width: 16 },
        { header: 'Haber', width: 16 },
        { header: 'Saldo', width: 16 },
        { header: 'Deudor / acreedor', width: 16 },
      ],
    },
    source.meta,
    source.generatedOn,
  );
  sheet.getColumn(3).numFmt = DATE_FORMAT;
  for (const c of [5, 6, 7]) sheet.getColumn(c).numFmt = AMOUNT_FORMAT;
  for (const a of report.ledger.accounts) {
    for (const m of a.movements)
      sheet.addRow([
        a.account,
        m.entryNumber,
        excelDate(m.date),
        m.description,
        unitsOrBlank(m.debe),
        unitsOrBlank(m.haber),
        units(m.balance),
        m.side,
      ]);
    const total = sheet.addRow([
      a.account,
      null,
      null,
      'Sumas y saldo final',
      units(a.totalDebe),
      units(a.totalHaber),
      units(a.balance),
      a.side,
    ]);
    total.font = BOLD;
    for (const c of [5, 6, 7]) total.getCell(c).border = { top: THIN, bottom: DOUBLE };
  }
  sheet.autoFilter = { from: { row: HEADER_ROWS, column: 1 }, to: { row: HEADER_ROWS, column: 8 } };
}

function trialBalanceSheet(book: ExcelJS.Workbook, source: ExportSource, report: FinancialReport): void {
  const t = report.trialBalance;
  const sheet = addSheet(
    book,
    {
      name: SHEET_NAMES.trialBalance,
      title: t.title,
      columns: [
        { header: 'Cuenta', width: 44 },
        { header: 'Debe', width: 16 },
        { header: 'Haber', width: 16 },
        { header: 'Saldo deudor', width: 16 },
        { header: 'Saldo acreedor', width: 16 },
      ],
    },
    source.meta,
    source.generatedOn,
  );
  for (const c of [2, 3, 4, 5]) sheet.getColumn(c).numFmt = AMOUNT_FORMAT;
  for (const r of t.rows)
    sheet.addRow([
      r.account,
      units(r.debe),
      units(r.haber),
      unitsOrBlank(r.saldoDeudor),
      unitsOrBlank(r.saldoAcreedor),
    ]);
  const totals = sheet.addRow([
    'Totales',
    units(t.totalDebe),
    units(t.totalHaber),
    units(t.totalSaldoDeudor),
    units(t.totalSaldoAcreedor),
  ]);
  totals.font = BOLD;
  for (const c of [2, 3, 4, 5]) totals.getCell(c).border = { top: THIN, bottom: DOUBLE };
}

/** The five statements and the three books as one workbook, one sheet each, every figure a number. */
export async function statementsWorkbook(source: ExportSource): Promise<Buffer> {
  const report = financialReport(source.state);
  const book = new ExcelJS.Workbook();
  book.creator = 'Cuentas Claras';
  book.title = `${source.meta.company} — ${formatPeriod(source.meta.startDate, source.meta.endDate)}`;
  statementSheet(
    book,
    source,
    SHEET_NAMES.balanceSheet,
    report.balanceSheet.title,
    balanceSheetRows(report.balanceSheet),
  );
  statementSheet(
    book,
    source,
    SHEET_NAMES.incomeStatement,
    report.incomeStatement.title,
    incomeStatementRows(report.incomeStatement),
  );
  statementSheet(
    book,
    source,
    SHEET_NAMES.equityStatement,
    report.equityStatement.title,
    equityStatementRows(report.equityStatement),
  );
  statementSheet(book, source, SHEET_NAMES.cashFlow, report.cashFlow.title, cashFlowRows(report.cashFlow));
  ratiosSheet(book, source, report.ratios);
  journalSheet(book, source, report);
  ledgerSheet(book, source, report);
  trialBalanceSheet(book, source, report);
  // JSZip deflates in JavaScript: its fastest level takes a fifth less time for a sixth more bytes.
  const zip = { compression: 'DEFLATE', compressionOptions: { level: 1 } } as const;
  return Buffer.from(await book.xlsx.writeBuffer({ zip }));
}
