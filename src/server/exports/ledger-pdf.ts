import {
  ACCOUNT_TYPE_LABEL,
  formatAmount,
  formatDateShort,
  formatPeriod,
  ledger,
  SECTION_LABEL,
  trialBalance,
  type LedgerAccount,
  type TrialBalance,
} from '../../domain';
import type { ExportSource } from './export-source';
import { PdfWriter, type Cell, type Column, type Row } from './pdf';

export const LEDGER_COLUMNS: readonly Column[] = [
  { header: 'Nº', width: 26 },
  { header: 'Fecha', width: 52 },
  { header: 'Concepto', width: 'fill' },
  { header: 'Debe', width: 64, align: 'right' },
  { header: 'Haber', width: 64, align: 'right' },
  { header: 'Saldo', width: 68, align: 'right' },
  { header: '', width: 46 },
];

export const TRIAL_BALANCE_COLUMNS: readonly Column[] = [
  { header: 'Cuenta', width: 'fill' },
  { header: 'Debe', width: 70, align: 'right' },
  { header: 'Haber', width: 70, align: 'right' },
  { header: 'Saldo deudor', width: 70, align: 'right' },
  { header: 'Saldo acreedor', width: 70, align: 'right' },
];

/** 'Activos · corriente · naturaleza deudora': where the account sits and the side it normally carries. */
export function accountDescription(a: LedgerAccount): string {
  const term = a.type ? ` · ${ACCOUNT_TYPE_LABEL[a.type].toLowerCase()}` : '';
  return `${SECTION_LABEL[a.section]}${term} · naturaleza ${a.nature}`;
}

/** An account's movements with the balance each leaves, and its sums and final balance double-underlined. */
export function accountRows(a: LedgerAccount): Row[] {
  const rows: Row[] = a.movements.map((m) => ({
    cells: [
      String(m.entryNumber),
      m.date ? formatDateShort(m.date) : '—',
      m.description,
      m.debe > 0 ? formatAmount(m.debe) : '',
      m.haber > 0 ? formatAmount(m.haber) : '',
      formatAmount(m.balance),
      { text: m.side, muted: true },
    ],
  }));
  const total = (text: string): Cell => ({ text, bold: true, ruleAbove: true, doubleBelow: true });
  rows.push({
    gapBefore: 2,
    cells: [
      { text: 'Sumas y saldo final', bold: true, span: 3 },
      total(formatAmount(a.totalDebe)),
      total(formatAmount(a.totalHaber)),
      total(formatAmount(a.balance)),
      { text: a.side, bold: true },
    ],
  });
  return rows;
}

/** Balance de comprobación de sumas y saldos: each account's sums, and its balance on the side it falls. */
export function trialBalanceRows(t: TrialBalance): Row[] {
  const rows: Row[] = t.rows.map((r) => ({
    hairline: true,
    cells: [
      r.account,
      formatAmount(r.debe),
      formatAmount(r.haber),
      r.saldoDeudor > 0 ? formatAmount(r.saldoDeudor) : '',
      r.saldoAcreedor > 0 ? formatAmount(r.saldoAcreedor) : '',
    ],
  }));
  const total = (text: string): Cell => ({ text, bold: true, ruleAbove: true, doubleBelow: true });
  rows.push({
    gapBefore: 2,
    cells: [
      { text: 'Totales', bold: true },
      total(formatAmount(t.totalDebe)),
      total(formatAmount(t.totalHaber)),
      total(formatAmount(t.totalSaldoDeudor)),
      total(formatAmount(t.totalSaldoAcreedor)),
    ],
  });
  return rows;
}

/**
 * Libro Mayor: one section per account (its name repeated on every page it continues on) with
 * Fecha, Concepto, Debe, Haber, Saldo and whether it is deudor or acreedor; the Balance de
 * comprobación closes the book.
 */
export function ledgerPdf({ meta, state, generatedOn }: ExportSource): Promise<Buffer> {
  const l = ledger(state);
  const t = trialBalance(state);
  const period = `Por el periodo ${formatPeriod(meta.startDate, meta.endDate)}`;
  const pdf = new PdfWriter(meta, l.title, generatedOn);
  const count = `${l.accounts.length} ${l.accounts.length === 1 ? 'cuenta' : 'cuentas'}`;
  pdf.title(l.title, period, `${count}; el saldo de cada cuenta tras cada movimiento.`);
  for (const a of l.accounts) {
    pdf.table(LEDGER_COLUMNS, accountRows(a), {
      fontSize: 8,
      caption: [
        { text: a.account, bold: true, span: 3 },
        { text: accountDescription(a), muted: true, span: 4, italic: true },
      ],
    });
    pdf.gap(12);
  }
  pdf.pageBreak();
  pdf.title(
    t.title,
    period,
    t.balanced ? 'Las sumas y los saldos cuadran.' : 'Atención: las sumas o los saldos no cuadran.',
  );
  pdf.table(TRIAL_BALANCE_COLUMNS, trialBalanceRows(t), { fontSize: 8 });
  return pdf.finish();
}
