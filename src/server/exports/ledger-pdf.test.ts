import { describe, expect, it } from 'vitest';
import { formatAmount, ledger, trialBalance } from '../../domain';
import { pdfPages } from '../test/pdf-tools';
import { bakerySource, salesSections, stateOf } from '../test/sample-books';
import { accountDescription } from './ledger-pdf';
import { ledgerPdf } from './ledger-pdf';

describe('Libro Mayor PDF', () => {
  const source = bakerySource();

  it('has a section per account with its movements, running balance and final deudor or acreedor balance', async () => {
    const pages = pdfPages(await ledgerPdf(source));
    const text = pages.join('\n');
    const lines = text.split('\n');
    for (const a of ledger(source.state).accounts) {
      expect(text).toContain(a.account);
      expect(text).toContain(accountDescription(a));
      for (const m of a.movements) {
        const row = lines.find(
          (t) =>
            t.includes(m.description) && new RegExp(`${formatAmount(m.balance)}\\s+${m.side}\\s*$`).test(t),
        );
        expect(row, `${a.account}: ${m.description}`).toBeDefined();
      }
      expect(text).toMatch(
        new RegExp(
          `Sumas y saldo final\\s+${formatAmount(a.totalDebe)}\\s+${formatAmount(a.totalHaber)}\\s+${formatAmount(a.balance)}\\s+${a.side}`,
        ),
      );
    }
    expect(text).toMatch(
      /Efectivo y equivalentes de efectivo[\s\S]*?Sumas y saldo final\s+28,500\.00\s+8,000\.00\s+20,500\.00\s+deudor/,
    );
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
  });

  it('closes with the Balance de comprobación, sums and balances agreeing', async () => {
    const pages = pdfPages(await ledgerPdf(source));
    const last = pages.at(-1) ?? '';
    const t = trialBalance(source.state);
    expect(last).toContain('Balance de comprobación de sumas y saldos');
    expect(last).toContain('Las sumas y los saldos cuadran.');
    expect(last).toMatch(
      new RegExp(
        `Totales\\s+${[t.totalDebe, t.totalHaber, t.totalSaldoDeudor, t.totalSaldoAcreedor].map(formatAmount).join('\\s+')}`,
      ),
    );
  });

  it('repeats an account’s name, marked as continued, and the column names on every page it spans', async () => {
    const pages = pdfPages(await ledgerPdf({ ...source, state: stateOf(salesSections(300)) }));
    expect(pages.length).toBeGreaterThan(4);
    const cash = pages.filter(
      (p) => p.includes('Efectivo y equivalentes de efectivo') && !p.includes('Balance de comprobación'),
    );
    expect(cash.length).toBeGreaterThan(2);
    cash.slice(1).forEach((page) => {
      expect(page).toContain('Efectivo y equivalentes de efectivo (continuación)');
      expect(page).toMatch(/Nº\s+Fecha\s+Concepto\s+Debe\s+Haber\s+Saldo/);
    });
    expect(cash[0]).not.toContain('(continuación)');
  });
});
