import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ACCOUNT,
  balanceAgainstRetained,
  formatMoney,
  hasOpening,
  mergeBalances,
  openingBalancesOf,
  openingDifference,
  openingEntryLines,
  openingMatches,
  OPENING_MESSAGES,
  type Line,
  type StateView,
} from '@/domain';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toast-store';
import { cn } from '@/web/lib/cn';
import { newId } from '../model/new-id';
import {
  OPENING_ACCOUNT_GROUPS,
  readAccount,
  readRows,
  rowsFromBalances,
  rowsTotals,
  starterRows,
  type OpeningRow,
} from '../model/typed-opening';
import type { CompanyForm } from '../model/types';

let rowCounter = 0;
const newKey = () => `fila-${++rowCounter}`;

const KNOWN = new Set(OPENING_ACCOUNT_GROUPS.flatMap((g) => g.options.map((o) => o.value)));

const SELECT =
  'h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600/40 disabled:opacity-50';

/**
 * 'Empresa existente (saldos iniciales)': a short list of accounts and amounts (assets, liabilities,
 * equity), its totals, and 'Aplicar saldos iniciales', which writes them as the opening entry. An
 * opening that does not balance is applied only when the user ticks that the difference goes to
 * 'Resultados acumulados'.
 */
export function TypedOpening({
  form,
  state,
  disabled,
  onOpening,
}: {
  form: CompanyForm;
  state: StateView;
  disabled: boolean;
  onOpening: (lines: readonly Line[], openingFrom: string | null) => void;
}) {
  const id = useId();
  const [rows, setRows] = useState<OpeningRow[]>(() => {
    const applied = openingBalancesOf(state);
    return applied.length > 0 ? rowsFromBalances(applied, newKey) : starterRows(newKey);
  });
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const totals = rowsTotals(rows);
  const read = readRows(rows);
  const applied = hasOpening(state);
  const upToDate =
    applied &&
    read.ok &&
    openingMatches(state, totals.difference === 0 ? read.balances : balanceAgainstRetained(read.balances));

  const edit = (key: string, change: Partial<OpeningRow>) => {
    setProblem(null);
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  };

  const apply = () => {
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    const difference = openingDifference(read.balances);
    if (difference !== 0 && !confirmed) {
      setProblem(OPENING_MESSAGES.unbalanced);
      return;
    }
    const balances = difference === 0 ? mergeBalances(read.balances) : balanceAgainstRetained(read.balances);
    onOpening(openingEntryLines(balances, { date: form.startDate || undefined, newId }), null);
    // The rows now read as what was applied, the difference included.
    setRows(rowsFromBalances(balances, newKey));
    setConfirmed(false);
    setProblem(null);
    toast({
      title: 'Saldos iniciales aplicados',
      description: `El asiento de apertura tiene ${balances.length} ${balances.length === 1 ? 'cuenta' : 'cuentas'}.`,
    });
  };

  return (
    <fieldset disabled={disabled} className="grid gap-4" aria-describedby={`${id}-help`}>
      <legend className="sr-only">Saldos iniciales</legend>
      <p id={`${id}-help`} className="text-sm text-slate-600">
        Un saldo por cuenta, en positivo (una pérdida acumulada se escribe en negativo). Los ingresos y gastos
        empiezan en cero.
      </p>
      <div className="grid gap-2">
        <div className="hidden grid-cols-[minmax(0,1fr)_11rem_2.5rem] gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500 sm:grid">
          <span>Cuenta</span>
          <span className="text-right">Monto</span>
          <span className="sr-only">Quitar</span>
        </div>
        <ul className="grid gap-3 sm:gap-2" aria-label="Saldos iniciales por cuenta">
          {rows.map((row, i) => {
            const n = i + 1;
            const unknown = row.account !== '' && !KNOWN.has(row.account);
            return (
              <li
                key={row.key}
                className="grid grid-cols-[minmax(0,1fr)_2.5rem] gap-2 sm:grid-cols-[minmax(0,1fr)_11rem_2.5rem]"
              >
                <select
                  aria-label={`Cuenta, fila ${n}`}
                  value={row.account}
                  onChange={(e) => edit(row.key, { account: e.target.value })}
                  className={cn(SELECT, 'col-span-2 sm:col-span-1')}
                >
                  <option value="" disabled>
                    Elige una cuenta…
                  </option>
                  {OPENING_ACCOUNT_GROUPS.map((g) => (
                    <optgroup key={g.label} label={g.label}>
                      {g.options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                  {unknown && (
                    <optgroup label="Otras cuentas">
                      <option value={row.account}>{readAccount(row.account)?.category ?? row.account}</option>
                    </optgroup>
                  )}
                </select>
                <Input
                  aria-label={`Monto, fila ${n}`}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  value={row.amount}
                  onChange={(e) => edit(row.key, { amount: e.target.value })}
                  className="text-right tabular-nums"
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Quitar la fila ${n}`}
                  title="Quitar la fila"
                  disabled={rows.length === 1}
                  onClick={() => {
                    setProblem(null);
                    setRows((list) => list.filter((r) => r.key !== row.key));
                  }}
                  className="h-10 w-10"
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setRows((list) => [...list, { key: newKey(), account: '', amount: '' }])}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Agregar cuenta
          </Button>
        </div>
      </div>

      <dl
        className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm sm:grid-cols-3"
        aria-label="Totales de los saldos iniciales"
      >
        <div className="flex items-baseline justify-between gap-3 sm:block">
          <dt className="text-slate-500">Activos</dt>
          <dd className="font-semibold tabular-nums text-slate-900" data-testid="opening-assets">
            {formatMoney(totals.assets, form.currency)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 sm:block">
          <dt className="text-slate-500">Pasivos + Patrimonio</dt>
          <dd className="font-semibold tabular-nums text-slate-900" data-testid="opening-claims">
            {formatMoney(totals.liabilitiesAndEquity, form.currency)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 sm:block">
          <dt className="text-slate-500">Diferencia</dt>
          <dd
            className={cn(
              'font-semibold tabular-nums',
              totals.difference === 0 ? 'text-emerald-700' : 'text-amber-700',
            )}
            data-testid="opening-difference"
          >
            {formatMoney(totals.difference, form.currency)}
            {totals.difference === 0 && <span className="ml-2 text-xs font-medium">Cuadra</span>}
          </dd>
        </div>
      </dl>

      {totals.difference !== 0 && (
        <label className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(e) => {
              setProblem(null);
              setConfirmed(e.target.checked);
            }}
            className="mt-0.5 h-4 w-4 shrink-0 accent-teal-700"
          />
          <span>
            {`Llevar la diferencia de ${formatMoney(totals.difference, form.currency)} a '${ACCOUNT.retainedEarnings}'`}
            {totals.difference > 0
              ? ' (lo que la empresa ganó antes de este período).'
              : ' (lo que la empresa perdió antes de este período).'}
          </span>
        </label>
      )}

      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button variant={upToDate ? 'outline' : 'primary'} onClick={apply}>
          Aplicar saldos iniciales
        </Button>
        {upToDate ? (
          <span className="text-sm text-emerald-700">Aplicados: son los saldos del asiento de apertura.</span>
        ) : applied ? (
          <span className="text-sm text-amber-700">Hay cambios sin aplicar.</span>
        ) : null}
      </div>
    </fieldset>
  );
}
