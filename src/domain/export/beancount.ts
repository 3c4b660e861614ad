import type { StateView } from '../lines';
import { neg, type Cents } from '../money';
import { BEANCOUNT_DISCREPANCY } from './accounts';
import { plainBooks, type ExportMeta } from './entries';
import { beancountString, decimalOf, oneLine } from './text';

/**
 * The Libro Diario as a Beancount file: every account opened on the first date with its name as
 * the company wrote it (`nombre`), one transaction per entry with its concept as the narration and
 * its number (`asiento`), each line's own description (`descripcion`), amounts exact to the cent.
 */
export function beancountLedger(state: StateView, meta: ExportMeta): string {
  const books = plainBooks(state, meta);
  const c = meta.currency;
  const out: string[] = [
    `; Cuentas Claras · Libro Diario de ${oneLine(meta.company)} para Beancount`,
    `; Periodo: ${meta.startDate} a ${meta.endDate} · Moneda: ${c}`,
    `; Un asiento sin fecha en el reporte lleva la fecha de inicio del periodo (${meta.startDate}) y la etiqueta #sin-fecha.`,
    '; Debe en positivo y Haber en negativo: los ingresos, los pasivos y el patrimonio suman en negativo.',
  ];
  if (books.hasDiscrepancy)
    out.push(`; Un asiento que no cuadra se cierra contra ${BEANCOUNT_DISCREPANCY} por su diferencia.`);
  out.push('', `option "title" ${beancountString(meta.company)}`, `option "operating_currency" "${c}"`, '');
  for (const a of books.accounts) {
    out.push(`${books.openDate} open ${a.beancount} ${c}`, `  nombre: ${beancountString(a.account)}`);
  }
  if (books.hasDiscrepancy)
    out.push(`${books.openDate} open ${BEANCOUNT_DISCREPANCY} ${c}`, `  nombre: "Descuadre"`);

  let nameWidth = BEANCOUNT_DISCREPANCY.length;
  for (const a of books.accounts) nameWidth = Math.max(nameWidth, a.beancount.length);
  let amountWidth = 1;
  for (const e of books.entries) {
    for (const p of e.postings) amountWidth = Math.max(amountWidth, decimalOf(p.amount).length);
    amountWidth = Math.max(amountWidth, decimalOf(e.discrepancy).length + 1);
  }
  const posting = (account: string, amount: Cents): string =>
    `  ${account}${' '.repeat(nameWidth - account.length + 2)}${decimalOf(amount).padStart(amountWidth)} ${c}`;

  for (const e of books.entries) {
    out.push(
      '',
      `${e.date} * ${beancountString(e.concept)}${e.dated ? '' : ' #sin-fecha'}`,
      `  asiento: ${e.number}`,
    );
    for (const p of e.postings) {
      out.push(posting(p.account.beancount, p.amount));
      if (p.description !== undefined) out.push(`    descripcion: ${beancountString(p.description)}`);
    }
    if (e.discrepancy !== 0) {
      out.push(posting(BEANCOUNT_DISCREPANCY, neg(e.discrepancy)));
      out.push(`    descripcion: ${beancountString(e.note ?? 'Asiento descuadrado')}`);
    }
  }
  return out.join('\n') + '\n';
}
