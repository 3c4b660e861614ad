import { formatAmount, formatDateShort, formatPeriod, journal, type Journal } from '../../domain';
import type { ExportSource } from './export-source';
import { PdfWriter, type Column, type Row } from './pdf';

export const JOURNAL_COLUMNS: readonly Column[] = [
  { header: 'Nº', width: 26 },
  { header: 'Fecha', width: 52 },
  { header: 'Cuenta', width: 150 },
  { header: 'Concepto', width: 'fill' },
  { header: 'Debe', width: 66, align: 'right' },
  { header: 'Haber', width: 66, align: 'right' },
];

/** Haber accounts are indented under the Debe ones, as a journal is written by hand. */
const HABER_INDENT = 12;

/**
 * The journal's rows: an entry's number and date on its first line, a hairline between entries,
 * an unbalanced entry's note under it, and the totals double-underlined at the end. The opening
 * entry (issue 15) is headed by its concept, 'Asiento de apertura', on the row with its number and
 * date, as the books page shows it: its lines all say 'Saldo inicial'.
 */
export function journalRows(j: Journal): Row[] {
  const rows: Row[] = [];
  for (const entry of j.entries) {
    if (entry.opening)
      rows.push({
        hairline: true,
        cells: [
          String(entry.number),
          entry.date ? formatDateShort(entry.date) : '—',
          { text: `${entry.concept}: saldos iniciales del período`, bold: true, span: 4 },
        ],
      });
    entry.lines.forEach((l, i) => {
      const first = i === 0 && !entry.opening;
      rows.push({
        hairline: first,
        cells: [
          first ? String(entry.number) : '',
          first ? (entry.date ? formatDateShort(entry.date) : '—') : '',
          { text: l.account, indent: l.haber > 0 ? HABER_INDENT : 0 },
          l.description,
          l.debe > 0 ? formatAmount(l.debe) : '',
          l.haber > 0 ? formatAmount(l.haber) : '',
        ],
      });
    });
    if (entry.note)
      rows.push({
        cells: [
          '',
          '',
          {
            text: `${entry.note}: Debe ${formatAmount(entry.totalDebe)} · Haber ${formatAmount(entry.totalHaber)}`,
            italic: true,
            muted: true,
            span: 4,
          },
        ],
      });
  }
  rows.push({
    gapBefore: 2,
    cells: [
      { text: 'Totales', bold: true, span: 4 },
      { text: formatAmount(j.totalDebe), bold: true, ruleAbove: true, doubleBelow: true },
      { text: formatAmount(j.totalHaber), bold: true, ruleAbove: true, doubleBelow: true },
    ],
  });
  return rows;
}

function journalNote(j: Journal): string {
  const entries = `${j.entries.length} ${j.entries.length === 1 ? 'asiento' : 'asientos'}`;
  if (j.balanced) return `${entries}; la suma del Debe es igual a la del Haber.`;
  return `${entries}; ${j.unbalancedCount} sin cuadrar (señalados en el libro).`;
}

/** Libro Diario: Nº de asiento, Fecha, Cuenta, Concepto, Debe, Haber, and the totals. */
export function journalPdf({ meta, state, generatedOn }: ExportSource): Promise<Buffer> {
  const j = journal(state);
  const pdf = new PdfWriter(meta, j.title, generatedOn);
  pdf.title(j.title, `Por el periodo ${formatPeriod(meta.startDate, meta.endDate)}`, journalNote(j));
  pdf.table(JOURNAL_COLUMNS, journalRows(j), { fontSize: 8 });
  return pdf.finish();
}
