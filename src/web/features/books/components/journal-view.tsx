import { Fragment } from 'react';
import { formatDateShort, formatMoney, type Currency, type Journal } from '@/domain';
import { cn } from '@/web/lib/cn';
import { pageSlice } from '../model/pages';
import { AMOUNT_CELL, BookTable, CELL, HEAD_AMOUNT, HEAD_CELL, HEAD_ROW, MoneyCell } from './book-table';

/**
 * Libro Diario: one page of entries, each with its number and date on its first line, the Debe
 * lines before the Haber ones (the domain writes them so), and the whole book's totals at the foot.
 */
export function JournalView({
  journal,
  currency,
  page,
}: {
  journal: Journal;
  currency: Currency;
  page: number;
}) {
  const entries = pageSlice(journal.entries, page);
  return (
    <div className="grid grid-cols-1 gap-3">
      <BookTable caption="Libro Diario" minWidth="min-w-[880px]">
        <thead>
          <tr className={HEAD_ROW}>
            <th scope="col" className={cn(HEAD_CELL, 'w-20')}>
              Nº de asiento
            </th>
            <th scope="col" className={cn(HEAD_CELL, 'w-28')}>
              Fecha
            </th>
            <th scope="col" className={cn(HEAD_CELL, 'min-w-56')}>
              Cuenta
            </th>
            <th scope="col" className={HEAD_CELL}>
              Concepto
            </th>
            <th scope="col" className={cn(HEAD_AMOUNT, 'w-36')}>
              Debe
            </th>
            <th scope="col" className={cn(HEAD_AMOUNT, 'w-36')}>
              Haber
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <Fragment key={entry.number}>
              {entry.opening && (
                // The opening entry is headed by its concept: the balances the period starts from.
                <tr data-entry={entry.number} className="border-t border-teal-200 bg-teal-50">
                  <th
                    scope="colgroup"
                    colSpan={6}
                    className={cn(CELL, 'py-1.5 text-left text-xs font-semibold text-teal-900')}
                  >
                    {entry.concept}
                    <span className="ml-2 font-normal text-teal-800">saldos iniciales del período</span>
                  </th>
                </tr>
              )}
              {entry.lines.map((line, i) => (
                <tr
                  key={line.lineId}
                  data-entry={entry.number}
                  className={cn(
                    entry.opening ? 'bg-teal-50/40 hover:bg-teal-50' : 'hover:bg-slate-50',
                    i === 0 && !entry.opening && 'border-t border-slate-200',
                  )}
                >
                  <td className={cn(CELL, 'font-medium tabular-nums text-slate-900')}>
                    {i === 0 ? entry.number : null}
                  </td>
                  <td className={cn(CELL, 'whitespace-nowrap tabular-nums text-slate-600')}>
                    {i === 0 ? (entry.date ? formatDateShort(entry.date) : '') : null}
                  </td>
                  {/* The Haber accounts are set in, as a journal writes 'a Cuenta'. */}
                  <td className={cn(CELL, line.haber > 0 && 'pl-8')}>{line.account}</td>
                  <td className={cn(CELL, 'text-slate-600')}>{line.description}</td>
                  <MoneyCell value={line.debe} currency={currency} blankZero={line.haber > 0} />
                  <MoneyCell value={line.haber} currency={currency} blankZero={line.haber === 0} />
                </tr>
              ))}
              {!entry.balanced && (
                <tr className="bg-amber-50 text-amber-900">
                  <td colSpan={4} className={cn(CELL, 'text-sm font-medium')}>
                    {entry.note ?? 'Asiento descuadrado'}: el Debe no es igual al Haber.
                  </td>
                  <MoneyCell value={entry.totalDebe} currency={currency} />
                  <MoneyCell value={entry.totalHaber} currency={currency} />
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-400 font-bold text-slate-900">
            <th scope="row" colSpan={4} className={cn(CELL, 'py-2.5 text-left')}>
              Totales
            </th>
            <td className={cn(AMOUNT_CELL, 'py-2.5')} data-testid="journal-total-debe">
              <span className="inline-block border-b-[3px] border-double border-slate-900 pb-0.5 tabular-nums whitespace-nowrap">
                {formatMoney(journal.totalDebe, currency)}
              </span>
            </td>
            <td className={cn(AMOUNT_CELL, 'py-2.5')} data-testid="journal-total-haber">
              <span className="inline-block border-b-[3px] border-double border-slate-900 pb-0.5 tabular-nums whitespace-nowrap">
                {formatMoney(journal.totalHaber, currency)}
              </span>
            </td>
          </tr>
        </tfoot>
      </BookTable>
      <JournalCheck journal={journal} />
    </div>
  );
}

function JournalCheck({ journal }: { journal: Journal }) {
  if (journal.balanced)
    return (
      <p className="text-sm text-emerald-800" role="note">
        Sumas iguales: el total del Debe es igual al total del Haber.
      </p>
    );
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
      {journal.unbalancedCount === 1
        ? 'Hay 1 asiento descuadrado: el total del Debe no es igual al total del Haber.'
        : `Hay ${journal.unbalancedCount} asientos descuadrados: el total del Debe no es igual al total del Haber.`}
    </p>
  );
}
