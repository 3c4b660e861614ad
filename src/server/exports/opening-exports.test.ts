/*
 * The PDFs of a report that starts from an opening entry (issue 15): the journal opens with the
 * 'Asiento de apertura', the cash flow starts from the opening cash (never a flow), and the equity
 * statement goes from the opening equity by account to the final one.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { financialReport, formatAmount, formatMoneyAccounting, type Cents } from '../../domain';
import { createReportSchema } from '../../shared/reports';
import { pdfPages, renderPages } from '../test/pdf-tools';
import { openingSections, openingSource, WORKSHOP } from '../test/sample-books';
import { journalPdf } from './journal-pdf';
import { equityStatementRows } from './statement-rows';
import { statementsPdf } from './statements-pdf';

const source = openingSource();
const report = financialReport(source.state);
const money = (amount: number) => formatMoneyAccounting(amount as Cents, 'USD');

/** The page's line that starts with `label` (after its indent), with its spaces squeezed. */
function lineOf(page: string, label: string): string | undefined {
  return page
    .split('\n')
    .map((l) => l.trim().replace(/\s{2,}/g, '  '))
    .find((l) => l.startsWith(label));
}

describe('PDF de un reporte con asiento de apertura', () => {
  it('the sample is a report the API accepts', () => {
    const parsed = createReportSchema.safeParse({
      ...WORKSHOP,
      status: 'completed',
      sections: openingSections(),
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('Libro Diario: the Asiento de apertura is entry 1, dated the first day, with every opening balance', async () => {
    const [page, ...rest] = pdfPages(await journalPdf(source));
    expect(rest).toHaveLength(0);
    const lines = (page ?? '').split('\n');
    // Entry 1 is headed by its concept, on the row with its number and date.
    const first = lines.findIndex((l) => /^\s*1\s+01\/04\/2026\s/.test(l));
    expect(lines[first]?.trim().replace(/\s{2,}/g, '  ')).toBe(
      '1  01/04/2026  Asiento de apertura: saldos iniciales del período',
    );
    expect(lines.slice(0, first).join('\n')).not.toMatch(/\d{2}\/\d{2}\/2026/);
    const second = lines.findIndex((l) => /^\s*2\s+08\/04\/2026\s/.test(l));
    expect(second).toBeGreaterThan(first);
    // Its lines, Debe first, every one a 'Saldo inicial', before entry 2 starts.
    const entryOne = lines
      .slice(first + 1, second)
      .map((l) => l.trim().replace(/\s{2,}/g, '  '))
      .filter((l) => l !== '');
    expect(entryOne).toEqual([
      `Efectivo y equivalentes de efectivo  Saldo inicial  ${formatAmount(800_000 as Cents)}`,
      `Propiedad, planta y equipo  Saldo inicial  ${formatAmount(500_000 as Cents)}`,
      `Proveedores  Saldo inicial  ${formatAmount(150_000 as Cents)}`,
      `Capital social  Saldo inicial  ${formatAmount(1_000_000 as Cents)}`,
      `Resultados acumulados  Saldo inicial  ${formatAmount(150_000 as Cents)}`,
    ]);
    expect(page).toContain('6 asientos; la suma del Debe es igual a la del Haber.');
  });

  it('Estados: the equity statement from the opening equity to the final, the cash flow from the opening cash', async () => {
    const pdf = await statementsPdf(source);
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(5);
    const equity = pages[2] ?? '';
    const cash = pages[3] ?? '';
    expect(equity).toContain('Estado de Cambios en el Patrimonio');

    // The domain's figures, hand-checked in sample-books.ts.
    const s = report.equityStatement;
    expect(s.opening.rows.map((r) => [r.account, r.amount])).toEqual([
      ['Capital social', 1_000_000],
      ['Resultados acumulados', 150_000],
    ]);
    expect([s.openingEquity.amount, s.contributions.total, s.withdrawals.total]).toEqual([
      1_150_000, 100_000, -50_000,
    ]);
    expect([s.netIncome.amount, s.finalEquity.amount]).toEqual([180_000, 1_380_000]);

    // Printed in reading order: opening by account, contributions, withdrawals, result, final.
    const order = [
      ['Patrimonio inicial', undefined],
      ['Capital social', 1_000_000],
      ['Resultados acumulados', 150_000],
      ['Total patrimonio inicial', 1_150_000],
      ['Aportes de capital', undefined],
      ['Aportes de socios', 100_000],
      ['Total aportes', 100_000],
      ['Retiros y dividendos', undefined],
      ['Resultados acumulados', -50_000],
      ['Total retiros y dividendos', -50_000],
      ['Utilidad del ejercicio', 180_000],
      ['Patrimonio final', 1_380_000],
    ] as const;
    const printed = equity
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    let at = printed.findIndex((l) => l.startsWith('Concepto'));
    for (const [label, amount] of order) {
      const next = printed.findIndex(
        (l, i) => i > at && l.startsWith(label) && (amount === undefined || l.endsWith(money(amount))),
      );
      expect(next, `${label} ${amount ?? ''}`).toBeGreaterThan(at);
      at = next;
    }
    // The rows printed are the domain's rows, each with its figure.
    for (const row of equityStatementRows(s).filter((r) => r.amount !== undefined))
      expect(
        printed.some((l) => l.startsWith(row.label) && l.endsWith(money(row.amount ?? 0))),
        row.label,
      ).toBe(true);

    // Cash flow: the opening cash is where it starts, not a flow.
    const cf = report.cashFlow;
    expect([cf.openingCash, cf.netChange, cf.closingCash]).toEqual([800_000, 130_000, 930_000]);
    expect(lineOf(cash, 'Efectivo al inicio del período')).toBe(
      `Efectivo al inicio del período  ${money(800_000)}`,
    );
    expect(lineOf(cash, 'Efectivo al final del período')).toBe(
      `Efectivo al final del período  ${money(930_000)}`,
    );
    expect(cash).not.toContain('Asiento de apertura');
    expect(cash).not.toContain('Saldo inicial');

    // Balance sheet: the opening result carried is 'Resultados acumulados', less the dividend.
    expect(lineOf(pages[0] ?? '', 'Resultados acumulados')).toBe(`Resultados acumulados  ${money(100_000)}`);
    expect(lineOf(pages[0] ?? '', 'Total activos')).toBe(`Total activos  ${money(1_430_000)}`);

    const dir = '/tmp/cuentas-claras-exports';
    mkdirSync(dir, { recursive: true });
    const images = renderPages(pdf, { dir, prefix: 'apertura-estados' });
    expect(images).toHaveLength(5);
    for (const image of images) expect(image.bytes).toBeGreaterThan(5_000);
  });
});
