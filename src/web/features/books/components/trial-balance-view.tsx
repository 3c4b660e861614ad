import {
  ACCOUNT_TYPE_LABEL,
  formatMoney,
  SECTION_LABEL,
  type Cents,
  type Currency,
  type TrialBalance,
} from '@/domain';
import { cn } from '@/web/lib/cn';
import { pageSlice } from '../model/pages';
import { AMOUNT_CELL, BookTable, CELL, HEAD_AMOUNT, HEAD_CELL, HEAD_ROW, MoneyCell } from './book-table';

/** Balance de comprobación de sumas y saldos: per account what went to each side and where it ends. */
export function TrialBalanceView({
  trialBalance,
  currency,
  page,
}: {
  trialBalance: TrialBalance;
  currency: Currency;
  page: number;
}) {
  const rows = pageSlice(trialBalance.rows, page);
  return (
    <div className="grid grid-cols-1 gap-3">
      <BookTable caption={trialBalance.title} minWidth="min-w-[720px]">
        <thead>
          <tr className={HEAD_ROW}>
            <th scope="col" rowSpan={2} className={cn(HEAD_CELL, 'min-w-56 align-bottom')}>
              Cuenta
            </th>
            <th scope="colgroup" colSpan={2} className="px-3 pt-2 text-center font-semibold">
              Sumas
            </th>
            <th scope="colgroup" colSpan={2} className="px-3 pt-2 text-center font-semibold">
              Saldos
            </th>
          </tr>
          <tr className={HEAD_ROW}>
            <th scope="col" className={cn(HEAD_AMOUNT, 'w-32')}>
              Debe
            </th>
            <th scope="col" className={cn(HEAD_AMOUNT, 'w-32')}>
              Haber
            </th>
            <th scope="col" className={cn(HEAD_AMOUNT, 'w-32')}>
              Deudor
            </th>
            <th scope="col" className={cn(HEAD_AMOUNT, 'w-32')}>
              Acreedor
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t border-slate-100 hover:bg-slate-50">
              <th scope="row" className={cn(CELL, 'text-left font-normal')}>
                <span className="text-slate-900">{r.account}</span>
                <span className="block text-xs text-slate-500">
                  {r.type
                    ? `${SECTION_LABEL[r.section]} · ${ACCOUNT_TYPE_LABEL[r.type].toLowerCase()}`
                    : SECTION_LABEL[r.section]}
                </span>
              </th>
              <MoneyCell value={r.debe} currency={currency} />
              <MoneyCell value={r.haber} currency={currency} />
              <MoneyCell value={r.saldoDeudor} currency={currency} blankZero />
              <MoneyCell value={r.saldoAcreedor} currency={currency} blankZero />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr
            className="border-t-2 border-slate-400 font-bold text-slate-900"
            data-testid="trial-balance-totals"
          >
            <th scope="row" className={cn(CELL, 'py-2.5 text-left')}>
              Totales
            </th>
            <Total value={trialBalance.totalDebe} currency={currency} />
            <Total value={trialBalance.totalHaber} currency={currency} />
            <Total value={trialBalance.totalSaldoDeudor} currency={currency} />
            <Total value={trialBalance.totalSaldoAcreedor} currency={currency} />
          </tr>
        </tfoot>
      </BookTable>
      {trialBalance.balanced ? (
        <p className="text-sm text-emerald-800" role="note">
          Cuadrado: las sumas del Debe y del Haber son iguales, y también los saldos deudores y acreedores.
        </p>
      ) : (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
          Descuadrado: las sumas o los saldos de ambos lados no coinciden.
        </p>
      )}
    </div>
  );
}

function Total({ value, currency }: { value: Cents; currency: Currency }) {
  return (
    <td className={cn(AMOUNT_CELL, 'py-2.5')}>
      <span className="inline-block border-b-[3px] border-double border-slate-900 pb-0.5 tabular-nums whitespace-nowrap">
        {formatMoney(value, currency)}
      </span>
    </td>
  );
}
