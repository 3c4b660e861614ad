import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateShort, journal } from '../../domain';
import { pdfPages, renderPages } from '../test/pdf-tools';
import { bakerySource, salesSections, stateOf } from '../test/sample-books';
import { journalPdf } from './journal-pdf';

describe('Libro Diario PDF', () => {
  const source = bakerySource();
  const j = journal(source.state);

  it('lists every line with entry number, date, account, concept and Debe or Haber, and the totals', async () => {
    const [page, ...rest] = pdfPages(await journalPdf(source));
    expect(rest).toHaveLength(0);
    expect(page).toMatch(/Nº\s+Fecha\s+Cuenta\s+Concepto\s+Debe\s+Haber/);
    const lines = (page ?? '').split('\n');
    for (const entry of j.entries) {
      const first = entry.lines[0];
      expect(first).toBeDefined();
      for (const l of entry.lines) {
        const amount = formatAmount(l.debe > 0 ? l.debe : l.haber);
        const row = lines.find(
          (t) =>
            t.includes(l.account) && t.includes(l.description.slice(0, 20)) && t.trimEnd().endsWith(amount),
        );
        expect(row, `${entry.number} ${l.account}`).toBeDefined();
        if (l === first)
          expect(row).toMatch(new RegExp(`^\\s*${entry.number}\\s+${formatDateShort(entry.date ?? '')}`));
      }
    }
    // Wrapped in its column, as pdftotext shows it.
    expect(page).toContain('¿Horno de leña? Sí, de segunda');
    expect(page).toContain('Nómina de Begoña');
    expect(j.totalDebe).toBe(j.totalHaber);
    expect(page).toMatch(
      new RegExp(`Totales\\s+${formatAmount(j.totalDebe)}\\s+${formatAmount(j.totalHaber)}`),
    );
    expect(page).toContain('6 asientos; la suma del Debe es igual a la del Haber.');
    expect(page).toContain('Página 1 de 1');
    expect(page).toContain('Cifras en EUR (€)');
  });

  it('repeats the column names and the page frame on every page of a long journal', async () => {
    const long = { ...source, state: stateOf(salesSections(400)) };
    const pdf = await journalPdf(long);
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, i) => {
      expect(page).toMatch(/Nº\s+Fecha\s+Cuenta\s+Concepto\s+Debe\s+Haber/);
      expect(page).toContain(`Página ${i + 1} de ${pages.length}`);
      expect(page).toContain('Panadería Ñandú, S.L.');
      expect(page).toContain('Generado el 23 de noviembre de 2026');
    });
    // No entry is split across pages: the line under the column names opens an entry.
    for (const page of pages.slice(1)) {
      const lines = page.split('\n').filter((l) => l.trim() !== '');
      const header = lines.findIndex((l) => /Nº\s+Fecha\s+Cuenta/.test(l));
      expect(lines[header + 1]).toMatch(/^\s*\d+\s+\d{2}\/\d{2}\/2026\s/);
    }
    const all = pages.join('\n');
    expect(all).toContain('Venta nº 400 en la tienda de Ñuñoa');
    const total = journal(long.state).totalDebe;
    expect(pages.at(-1)).toMatch(new RegExp(`Totales\\s+${formatAmount(total)}\\s+${formatAmount(total)}`));
    const dir = '/tmp/cuentas-claras-exports';
    mkdirSync(dir, { recursive: true });
    expect(renderPages(pdf, { dir, prefix: 'diario' })).toHaveLength(pages.length);
  });
});
