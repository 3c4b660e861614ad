import type { StateView } from '../lines';
import { neg, type Cents } from '../money';
import { HLEDGER_DISCREPANCY, type HledgerType } from './accounts';
import { plainBooks, type ExportMeta } from './entries';
import { decimalOf, oneLine } from './text';

const ROOTS: readonly (readonly [string, HledgerType])[] = [
  ['Activo', 'A'],
  ['Activo:Corriente', 'A'],
  ['Activo:No corriente', 'A'],
  ['Pasivo', 'L'],
  ['Pasivo:Corriente', 'L'],
  ['Pasivo:No corriente', 'L'],
  ['Patrimonio', 'E'],
  ['Ingresos', 'R'],
  ['Gastos', 'X'],
];

/**
 * hledger reads ';' in a description as the start of a comment, and 'word:' in a comment as a tag
 * (a 'date:' tag would even move the posting), so free text keeps their full-width look-alikes.
 */
function descriptionText(text: string): string {
  return oneLine(text).replace(/;/g, '；');
}

function commentText(text: string): string {
  return oneLine(text).replace(/:/g, '：');
}

/**
 * The Libro Diario as an hledger journal: one transaction per entry (its number as the code, its
 * date and concept), Spanish account names declared with their type so `hledger bs`, `bse`, `is`
 * and `cashflow` classify them, amounts exact to the cent.
 */
export function hledgerJournal(state: StateView, meta: ExportMeta): string {
  const books = plainBooks(state, meta);
  const c = meta.currency;
  const out: string[] = [
    `; Cuentas Claras · Libro Diario de ${oneLine(meta.company)} para hledger`,
    `; Periodo: ${meta.startDate} a ${meta.endDate} · Moneda: ${c}`,
    `; Un asiento sin fecha en el reporte lleva la fecha de inicio del periodo (${meta.startDate}) y la etiqueta sin-fecha.`,
    '; Debe en positivo y Haber en negativo: los ingresos, los pasivos y el patrimonio suman en negativo.',
  ];
  if (books.hasDiscrepancy)
    out.push(`; Un asiento que no cuadra se cierra contra ${HLEDGER_DISCREPANCY} por su diferencia.`);
  out.push('', `commodity 1000.00 ${c}`, '');
  for (const [name, type] of ROOTS) out.push(`account ${name}  ; type: ${type}`);
  for (const a of books.accounts) {
    const written = a.hledger.slice(a.hledger.lastIndexOf(':') + 1);
    if (written !== a.account) out.push(`; ${JSON.stringify(a.account)} se escribe ${a.hledger}`);
    out.push(`account ${a.hledger}  ; type: ${a.hledgerType}`);
  }
  if (books.hasDiscrepancy) out.push(`account ${HLEDGER_DISCREPANCY}  ; type: E`);

  // Columns as `hledger print` would set them, so the file reads well before any tool touches it.
  let nameWidth = HLEDGER_DISCREPANCY.length;
  for (const a of books.accounts) nameWidth = Math.max(nameWidth, width(a.hledger));
  let amountWidth = 1;
  for (const e of books.entries) {
    for (const p of e.postings) amountWidth = Math.max(amountWidth, decimalOf(p.amount).length);
    amountWidth = Math.max(amountWidth, decimalOf(e.discrepancy).length + 1);
  }
  const posting = (account: string, amount: Cents, comment?: string): string =>
    `    ${account}${' '.repeat(nameWidth - width(account) + 2)}${decimalOf(amount).padStart(amountWidth)} ${c}` +
    (comment ? `  ; ${commentText(comment)}` : '');

  for (const e of books.entries) {
    const concept = descriptionText(e.concept);
    out.push(
      '',
      `${e.date} * (${e.number})${concept ? ` ${concept}` : ''}${e.dated ? '' : '  ; sin-fecha:'}`,
    );
    for (const p of e.postings) out.push(posting(p.account.hledger, p.amount, p.description));
    if (e.discrepancy !== 0)
      out.push(posting(HLEDGER_DISCREPANCY, neg(e.discrepancy), e.note ?? 'Asiento descuadrado'));
  }
  return out.join('\n') + '\n';
}

/** Width in characters (code points), so accented names line up like the others. */
function width(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
