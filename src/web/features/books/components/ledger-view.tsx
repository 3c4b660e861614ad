import { useId } from 'react';
import { flushSync } from 'react-dom';
import {
  ACCOUNT_TYPE_LABEL,
  formatDateShort,
  formatMoney,
  SECTION_LABEL,
  type BalanceSide,
  type Cents,
  type Currency,
  type Ledger,
  type LedgerAccount,
} from '@/domain';
import { cn } from '@/web/lib/cn';
import { ledgerPage, pageOfAccount, type LedgerPaging, type LedgerSlice } from '../model/pages';
import { AMOUNT_CELL, BookTable, CELL, HEAD_AMOUNT, HEAD_CELL, HEAD_ROW, MoneyCell } from './book-table';

const sectionId = (index: number) => `mayor-cuenta-${index}`;

/**
 * Libro Mayor: one section per account, its movements with the balance each leaves. The pages run
 * on across accounts (see ledgerPaging); an account cut by a page break says where it comes from
 * and where it goes on, and only its last part closes it with totals and its final balance.
 */
export function LedgerView({
  ledger,
  paging,
  currency,
  page,
  onPage,
}: {
  ledger: Ledger;
  paging: LedgerPaging;
  currency: Currency;
  page: number;
  onPage: (page: number) => void;
}) {
  const slices = ledgerPage(ledger.accounts, paging, page);
  const selectId = useId();
  return (
    <div className="grid grid-cols-1 gap-6">
      {ledger.accounts.length > 1 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={selectId} className="font-medium text-slate-700">
            Ir a la cuenta
          </label>
          <select
            id={selectId}
            value=""
            onChange={(e) => {
              const index = Number(e.target.value);
              // Rendered at once so the chosen account's section exists to be scrolled to.
              flushSync(() => onPage(pageOfAccount(paging, index)));
              document.getElementById(sectionId(index))?.scrollIntoView({ block: 'start' });
            }}
            className="h-9 max-w-full min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm sm:flex-none"
          >
            <option value="" disabled>
              Elige una cuenta…
            </option>
            {ledger.accounts.map((a, i) => (
              <option key={a.key} value={i}>
                {a.account}
                {a.type ? ` (${ACCOUNT_TYPE_LABEL[a.type].toLowerCase()})` : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      {slices.map((slice) => (
        <LedgerAccountSection key={slice.account.key} slice={slice} currency={currency} />
      ))}
    </div>
  );
}

function describe(a: LedgerAccount): string {
  const group = a.type
    ? `${SECTION_LABEL[a.section]} · ${ACCOUNT_TYPE_LABEL[a.type].toLowerCase()}`
    : SECTION_LABEL[a.section];
  return `${group} · naturaleza ${a.nature}`;
}

function LedgerAccountSection({ slice, currency }: { slice: LedgerSlice; currency: Currency }) {
  const { account, index, from, to } = slice;
  const headingId = useId();
  const movements = account.movements.slice(from, to);
  const before = from > 0 ? account.movements[from - 1] : undefined;
  const closes = to === account.movements.length;
  return (
    <section
      id={sectionId(index)}
      aria-labelledby={headingId}
      className="min-w-0 scroll-mt-20 rounded-lg border border-slate-200"
      data-testid="ledger-account"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-3 py-2.5">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {account.account}
        </h3>
        <p className="text-xs text-slate-500">{describe(account)}</p>
      </header>
      <BookTable caption={`Libro Mayor: ${account.account}`} minWidth="min-w-[780px]">
        <thead>
          <tr className={HEAD_ROW}>
            <th scope="col" className={cn(HEAD_CELL, 'w-28')}>
              Fecha
            </th>
            <th scope="col" className={cn(HEAD_CELL, 'min-w-60')}>
              Concepto
            </th>
            <th scope="col" className={cn(HEAD_AMOUNT, 'w-32')}>
              Debe
            </th>
            <th scope="col" className={cn(HEAD_AMOUNT, 'w-32')}>
              Haber
            </th>
            <th scope="col" className={cn(HEAD_AMOUNT, 'w-44')}>
              Saldo
            </th>
          </tr>
        </thead>
        <tbody>
          {before && (
            <tr className="text-slate-500 italic">
              <td className={CELL} />
              <td className={CELL}>Viene de la página anterior</td>
              <td className={CELL} />
              <td className={CELL} />
              <SaldoCell balance={before.balance} side={before.side} currency={currency} />
            </tr>
          )}
          {movements.map((m) => (
            <tr key={m.lineId} className="border-t border-slate-100 hover:bg-slate-50">
              <td className={cn(CELL, 'whitespace-nowrap tabular-nums text-slate-600')}>
                {m.date ? formatDateShort(m.date) : ''}
              </td>
              <td className={CELL}>
                {m.description}
                <span className="ml-2 whitespace-nowrap text-xs text-slate-500">Asiento {m.entryNumber}</span>
              </td>
              <MoneyCell value={m.debe} currency={currency} blankZero />
              <MoneyCell value={m.haber} currency={currency} blankZero />
              <SaldoCell balance={m.balance} side={m.side} currency={currency} />
            </tr>
          ))}
          {!closes && (
            <tr className="border-t border-slate-100 text-slate-500 italic">
              <td className={CELL} />
              <td className={CELL} colSpan={4}>
                Continúa en la página siguiente
              </td>
            </tr>
          )}
        </tbody>
        {closes && (
          <tfoot>
            <tr className="border-t-2 border-slate-400 font-semibold text-slate-900">
              <th scope="row" colSpan={2} className={cn(CELL, 'py-2 text-left')}>
                Totales
              </th>
              <MoneyCell value={account.totalDebe} currency={currency} className="py-2" />
              <MoneyCell value={account.totalHaber} currency={currency} className="py-2" />
              <td className={AMOUNT_CELL} />
            </tr>
            <tr className="font-bold text-slate-900" data-testid="ledger-balance">
              <th scope="row" colSpan={4} className={cn(CELL, 'py-2 text-left')}>
                {account.side === 'saldada' ? 'Cuenta saldada' : `Saldo ${account.side}`}
              </th>
              <SaldoCell balance={account.balance} side={account.side} currency={currency} final />
            </tr>
          </tfoot>
        )}
      </BookTable>
    </section>
  );
}

/** The balance and its side; the side sits in a column of its own so the amounts line up. */
function SaldoCell({
  balance,
  side,
  currency,
  final = false,
}: {
  balance: Cents;
  side: BalanceSide;
  currency: Currency;
  final?: boolean;
}) {
  return (
    <td className={cn(AMOUNT_CELL, final && 'py-2')}>
      <span
        className={cn(
          'whitespace-nowrap tabular-nums',
          final && 'inline-block border-b-[3px] border-double border-slate-900 pb-0.5',
        )}
      >
        {formatMoney(balance, currency)}
      </span>
      <span className="ml-1.5 inline-block w-14 text-left text-xs text-slate-500">
        {side === 'saldada' ? '' : side}
      </span>
    </td>
  );
}
