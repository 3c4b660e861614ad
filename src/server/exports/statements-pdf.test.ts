import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { financialReport, formatMoneyAccounting } from '../../domain';
import { pdfPages, renderPages } from '../test/pdf-tools';
import { bakerySource } from '../test/sample-books';
import {
  balanceSheetRows,
  cashFlowRows,
  equityStatementRows,
  incomeStatementRows,
  type StatementRow,
} from './statement-rows';
import { statementsPdf } from './statements-pdf';

const source = bakerySource();
const report = financialReport(source.state);
const pdf = await statementsPdf(source);
const pages = pdfPages(pdf);

/** A statement line as pdftotext -layout prints it: the label, spaces, the figure at the end. */
function printed(page: string, row: StatementRow): boolean {
  const amount = formatMoneyAccounting(row.amount ?? (0 as never), 'EUR');
  return page
    .split('\n')
    .some((line) => line.trim().startsWith(row.label) && line.trimEnd().endsWith(amount));
}

describe('statements PDF', () => {
  it('is a PDF of five pages, one per statement, in Spanish', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toHaveLength(5);
    expect(pages[0]).toContain('Estado de Situación Financiera');
    expect(pages[0]).toContain('Al 31 de diciembre de 2026');
    expect(pages[1]).toContain('Estado de Resultados');
    expect(pages[2]).toContain('Estado de Cambios en el Patrimonio');
    expect(pages[3]).toContain(report.cashFlow.title);
    expect(pages[3]).toContain(report.cashFlow.method);
    expect(pages[4]).toContain('Razones financieras');
  });

  it('repeats company, period, currency, generation date and page number on every page', () => {
    pages.forEach((page, i) => {
      expect(page).toContain('Panadería Ñandú, S.L.');
      expect(page).toContain('Periodo del 1 de enero de 2026 al 31 de diciembre de 2026');
      expect(page).toContain('Cifras en EUR (€)');
      expect(page).toContain('Generado el 23 de noviembre de 2026');
      expect(page).toContain(`Página ${i + 1} de 5`);
    });
  });

  it('prints every line of every statement with the figure as the domain formats it', () => {
    const statements: [number, StatementRow[]][] = [
      [0, balanceSheetRows(report.balanceSheet)],
      [1, incomeStatementRows(report.incomeStatement)],
      [2, equityStatementRows(report.equityStatement)],
      [3, cashFlowRows(report.cashFlow)],
    ];
    for (const [page, rows] of statements)
      for (const row of rows.filter((r) => r.amount !== undefined))
        expect(printed(pages[page] ?? '', row), `${row.label} en la página ${page + 1}`).toBe(true);
  });

  it('puts the loss in parentheses and the hand-checked totals on the page', () => {
    expect(report.incomeStatement.netIncome).toBe(-250000);
    expect(pages[1]).toMatch(/Pérdida neta\s+\(€2,500\.00\)/);
    expect(pages[0]).toMatch(/Total activos\s+€26,500\.00/);
    expect(pages[0]).toMatch(/Total pasivos y patrimonio\s+€26,500\.00/);
    expect(pages[3]).toMatch(/Efectivo al final del período\s+€20,500\.00/);
  });

  it('shows each ratio with its value, formula and inputs', () => {
    for (const r of report.ratios) {
      expect(pages[4]).toContain(r.label.split(' (')[0]);
      expect(pages[4]).toContain(r.display);
    }
    expect(pages[4]).toContain('Activo corriente ÷ Pasivo corriente');
  });

  it('renders every page to an image with pdftoppm', () => {
    const dir = '/tmp/cuentas-claras-exports';
    mkdirSync(dir, { recursive: true });
    const images = renderPages(pdf, { dir, prefix: 'estados' });
    expect(images).toHaveLength(5);
    for (const image of images) expect(image.bytes).toBeGreaterThan(5_000);
  });
});
