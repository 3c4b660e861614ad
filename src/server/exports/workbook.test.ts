import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { financialReport, toUnits } from '../../domain';
import { arrayBufferOf, bakerySource } from '../test/sample-books';
import { balanceSheetRows, cashFlowRows, incomeStatementRows } from './statement-rows';
import {
  AMOUNT_FORMAT,
  DATE_FORMAT,
  HEADER_ROWS,
  moneyFormat,
  SHEET_NAMES,
  statementsWorkbook,
} from './workbook';

const source = bakerySource();
const report = financialReport(source.state);
const book = new ExcelJS.Workbook();
await book.xlsx.load(arrayBufferOf(await statementsWorkbook(source)));

function sheet(name: string): ExcelJS.Worksheet {
  const s = book.getWorksheet(name);
  if (!s) throw new Error(`falta la hoja ${name}`);
  return s;
}

/** Data rows under the frozen header, as [label or first cell, cells…]. */
function dataRows(s: ExcelJS.Worksheet): ExcelJS.Row[] {
  const rows: ExcelJS.Row[] = [];
  s.eachRow((row, n) => {
    if (n > HEADER_ROWS) rows.push(row);
  });
  return rows;
}

function numberCell(row: ExcelJS.Row, column: number): number {
  const cell = row.getCell(column);
  expect(cell.type, `${row.number}:${column}`).toBe(ExcelJS.ValueType.Number);
  return cell.value as number;
}

describe('workbook', () => {
  it('has one sheet per statement and book, each with its header rows frozen', () => {
    expect(book.worksheets.map((s) => s.name)).toEqual(Object.values(SHEET_NAMES));
    for (const s of book.worksheets) {
      expect(s.views[0]).toMatchObject({ state: 'frozen', ySplit: HEADER_ROWS });
      expect(String(s.getCell('A1').value)).toContain('Panadería Ñandú, S.L.');
      expect(String(s.getCell('A2').value)).toContain('Cifras en EUR (€)');
    }
  });

  it('writes every statement figure as a number, equal to the domain’s, in the currency format', () => {
    const checks = [
      [SHEET_NAMES.balanceSheet, balanceSheetRows(report.balanceSheet)],
      [SHEET_NAMES.incomeStatement, incomeStatementRows(report.incomeStatement)],
      [SHEET_NAMES.cashFlow, cashFlowRows(report.cashFlow)],
    ] as const;
    for (const [name, expected] of checks) {
      const rows = dataRows(sheet(name)).filter((r) => r.getCell(1).value !== null);
      const withAmounts = expected.filter((r) => r.kind !== 'gap');
      expect(rows.map((r) => r.getCell(1).value)).toEqual(withAmounts.map((r) => r.label));
      rows.forEach((row, i) => {
        const amount = withAmounts[i]?.amount;
        if (amount === undefined) return;
        expect(numberCell(row, 2)).toBe(toUnits(amount));
        expect(row.getCell(2).numFmt).toBe(moneyFormat('EUR'));
      });
    }
    const loss = dataRows(sheet(SHEET_NAMES.incomeStatement)).find(
      (r) => r.getCell(1).value === 'Pérdida neta',
    );
    expect(loss && numberCell(loss, 2)).toBe(-2500);
    expect(loss?.getCell(2).border?.bottom?.style).toBe('double');
  });

  it('writes the journal line by line with real dates and numbers, totals equal to the domain’s', () => {
    const rows = dataRows(sheet(SHEET_NAMES.journal));
    const lines = report.journal.entries.flatMap((e) => e.lines.map((l) => ({ e, l })));
    expect(rows).toHaveLength(lines.length + 1);
    lines.forEach(({ e, l }, i) => {
      const row = rows[i] as ExcelJS.Row;
      expect(numberCell(row, 1)).toBe(e.number);
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Date);
      expect((row.getCell(2).value as Date).toISOString().slice(0, 10)).toBe(e.date);
      expect(row.getCell(2).numFmt).toBe(DATE_FORMAT);
      expect(row.getCell(3).value).toBe(l.account);
      expect(row.getCell(4).value).toBe(l.description);
      const [amountColumn, amount] = l.debe > 0 ? [5, l.debe] : [6, l.haber];
      expect(numberCell(row, amountColumn)).toBe(toUnits(amount));
      expect(row.getCell(amountColumn).numFmt).toBe(AMOUNT_FORMAT);
    });
    const totals = rows.at(-1) as ExcelJS.Row;
    expect(totals.getCell(3).value).toBe('Totales');
    expect(numberCell(totals, 5)).toBe(toUnits(report.journal.totalDebe));
    expect(numberCell(totals, 6)).toBe(toUnits(report.journal.totalHaber));
  });

  it('writes the ledger with running balances and sides, and the trial balance with its totals', () => {
    const rows = dataRows(sheet(SHEET_NAMES.ledger));
    let i = 0;
    for (const a of report.ledger.accounts) {
      for (const m of a.movements) {
        const row = rows[i++] as ExcelJS.Row;
        expect(row.getCell(1).value).toBe(a.account);
        expect(numberCell(row, 7)).toBe(toUnits(m.balance));
        expect(row.getCell(8).value).toBe(m.side);
      }
      const total = rows[i++] as ExcelJS.Row;
      expect(total.getCell(4).value).toBe('Sumas y saldo final');
      expect(numberCell(total, 5)).toBe(toUnits(a.totalDebe));
      expect(numberCell(total, 6)).toBe(toUnits(a.totalHaber));
    }
    const trial = dataRows(sheet(SHEET_NAMES.trialBalance));
    const t = report.trialBalance;
    expect(trial).toHaveLength(t.rows.length + 1);
    const totals = trial.at(-1) as ExcelJS.Row;
    expect([2, 3, 4, 5].map((c) => numberCell(totals, c))).toEqual(
      [t.totalDebe, t.totalHaber, t.totalSaldoDeudor, t.totalSaldoAcreedor].map(toUnits),
    );
  });

  it('keeps each ratio a number with its format, and N/A as the domain displays it', () => {
    const rows = dataRows(sheet(SHEET_NAMES.ratios));
    report.ratios.forEach((r, i) => {
      const cell = (rows[i] as ExcelJS.Row).getCell(2);
      if (Number.isFinite(r.value)) expect(cell.value).toBe(r.value);
      else expect(cell.value).toBe('N/A');
    });
  });
});
