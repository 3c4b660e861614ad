import { Fragment } from 'react';
import {
  ACCOUNT_TYPE_LABEL,
  cents,
  formatDateLong,
  formatMoney,
  SECTION_LABEL,
  type Currency,
  type OpeningBalance,
} from '@/domain';
import { cn } from '@/web/lib/cn';

function groupOf(b: OpeningBalance): string {
  return b.type
    ? `${SECTION_LABEL[b.section]} · ${ACCOUNT_TYPE_LABEL[b.type].toLowerCase()}`
    : SECTION_LABEL[b.section];
}

/**
 * The opening balances in a compact table: account and amount under its group, and the two sides
 * of the equation at the foot.
 */
export function OpeningPreview({
  balances,
  currency,
  date,
  title,
}: {
  balances: readonly OpeningBalance[];
  currency: Currency;
  date: string;
  title: string;
}) {
  let assets = 0;
  let other = 0;
  for (const b of balances) {
    if (b.section === 'assets') assets += b.amount;
    else other += b.amount;
  }
  return (
    <div className="max-w-2xl overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-sm text-slate-800" data-testid="opening-preview">
        <caption className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-sm font-semibold text-slate-900">
          {date ? `${title} ` : title}
          {date && <span className="font-normal text-slate-500">al {formatDateLong(date)}</span>}
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Cuenta</th>
            <th scope="col">Saldo</th>
          </tr>
        </thead>
        <tbody>
          {balances.map((b, i) => {
            const g = groupOf(b);
            const before = balances[i - 1];
            const first = !before || groupOf(before) !== g;
            return (
              <Fragment key={`${g}|${b.category}`}>
                {first && (
                  <tr>
                    <th
                      scope="colgroup"
                      colSpan={2}
                      className="px-3 pt-2.5 pb-1 text-left text-xs font-semibold uppercase tracking-wide text-slate-500"
                    >
                      {g}
                    </th>
                  </tr>
                )}
                <tr className="border-t border-slate-100">
                  <td className="px-3 py-1">{b.category}</td>
                  <td
                    className={cn(
                      'px-3 py-1 text-right tabular-nums whitespace-nowrap',
                      b.amount < 0 && 'text-red-700',
                    )}
                  >
                    {formatMoney(b.amount, currency)}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 font-semibold text-slate-900">
          <tr>
            <th scope="row" className="px-3 pt-2 pb-0.5 text-left font-semibold">
              Activos
            </th>
            <td className="px-3 pt-2 pb-0.5 text-right tabular-nums whitespace-nowrap">
              {formatMoney(cents(assets), currency)}
            </td>
          </tr>
          <tr>
            <th scope="row" className="px-3 pt-0.5 pb-2 text-left font-semibold">
              Pasivos + Patrimonio
            </th>
            <td className="px-3 pt-0.5 pb-2 text-right tabular-nums whitespace-nowrap">
              {formatMoney(cents(other), currency)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
