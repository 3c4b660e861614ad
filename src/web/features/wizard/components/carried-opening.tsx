import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import {
  canContinueFrom,
  closingBalances,
  continuationProblem,
  formatDateLong,
  formatDateShort,
  fromPlainState,
  hasOpening,
  openingBalancesOf,
  openingEntryLines,
  OPENING_MESSAGES,
  type Line,
  type StateView,
} from '@/domain';
import type { ReportSummary } from '@/shared/reports';
import { toast } from '@/web/components/ui/toast-store';
import { ApiError } from '@/web/lib/api-client';
import { reportQuery, reportsQuery } from '@/web/features/reports';
import { newId } from '../model/new-id';
import { CURRENCY_OPTIONS, type CompanyForm } from '../model/types';
import { OpeningPreview } from './opening-preview';

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600/40 disabled:opacity-50';

function optionLabel(r: ReportSummary): string {
  const period = `${formatDateShort(r.startDate)} – ${formatDateShort(r.endDate)}`;
  return `${r.name} (${period})${r.status === 'draft' ? ' · borrador' : ''}`;
}

function Note({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <p
      className={
        tone === 'warning'
          ? 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950'
          : 'rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700'
      }
    >
      {children}
    </p>
  );
}

/**
 * 'Continuar desde un reporte anterior': the user's reports that end before this period starts, in
 * the same currency; picking one reads it and puts its closing balance sheet in as the opening entry.
 */
export function CarriedOpening({
  form,
  state,
  reportId,
  disabled,
  onOpening,
}: {
  form: CompanyForm;
  state: StateView;
  reportId: string | null;
  disabled: boolean;
  onOpening: (lines: readonly Line[], openingFrom: string | null) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const list = useQuery(reportsQuery);
  const [fetching, setFetching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const reports = list.data?.reports ?? [];
  const eligible = form.startDate
    ? reports
        .filter((r) => r.id !== reportId && canContinueFrom(r, form))
        .sort((a, b) => (a.endDate === b.endDate ? 0 : a.endDate < b.endDate ? 1 : -1))
    : [];
  const linked = reports.find((r) => r.id === form.openingFrom);
  const linkedListed = eligible.some((r) => r.id === form.openingFrom);
  const currencyLabel = CURRENCY_OPTIONS.find((c) => c.value === form.currency)?.label ?? form.currency;

  const pick = async (sourceId: string) => {
    setProblem(null);
    setFetching(true);
    try {
      const detail = await queryClient.fetchQuery(reportQuery(sourceId));
      const parsed = fromPlainState(detail.sections, { newId });
      if (!parsed.ok) {
        setProblem('Los datos del reporte anterior no son válidos.');
        return;
      }
      const lines = openingEntryLines(closingBalances(parsed.state), {
        date: form.startDate || undefined,
        newId,
      });
      onOpening(lines, sourceId);
      toast({
        title: 'Saldos iniciales traídos',
        description: `El cierre de «${detail.report.name}» es el asiento de apertura de este reporte.`,
      });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'No se pudo traer el reporte anterior.');
    } finally {
      setFetching(false);
    }
  };

  const balances = form.openingFrom ? openingBalancesOf(state) : [];
  const typedBefore = !form.openingFrom && hasOpening(state) && eligible.length > 0;
  // The linked report may no longer fit: the start date or the currency changed since it was picked.
  const unfit = linked && form.startDate ? continuationProblem(linked, form) : null;
  const mismatch = unfit ? OPENING_MESSAGES[unfit] : null;

  let choice: ReactNode;
  if (!form.startDate) {
    choice = (
      <Note>
        Elige primero la fecha de inicio: la lista muestra tus reportes que terminan antes de ese día.
      </Note>
    );
  } else if (list.isPending) {
    choice = (
      <p role="status" className="text-sm text-slate-500">
        Cargando tus reportes…
      </p>
    );
  } else if (list.isError) {
    choice = <Note tone="warning">No se pudieron cargar tus reportes. Inténtalo de nuevo más tarde.</Note>;
  } else if (eligible.length === 0 && !form.openingFrom) {
    choice = (
      <Note>
        No tienes reportes en {currencyLabel} que terminen antes del {formatDateLong(form.startDate)}. Para
        continuar desde un reporte anterior, este debe estar en la misma moneda y terminar antes de que
        empiece este período.
      </Note>
    );
  } else {
    choice = (
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-source`} className="text-sm font-medium text-slate-700">
          Reporte anterior
        </label>
        <select
          id={`${id}-source`}
          value={form.openingFrom ?? ''}
          disabled={disabled || fetching}
          aria-describedby={`${id}-source-help`}
          onChange={(e) => {
            if (e.target.value) void pick(e.target.value);
          }}
          className={SELECT}
        >
          <option value="" disabled>
            Elige un reporte…
          </option>
          {form.openingFrom && !linkedListed && (
            <option value={form.openingFrom} disabled>
              {linked ? optionLabel(linked) : 'Reporte anterior (ya no está en tu lista)'}
            </option>
          )}
          {eligible.map((r) => (
            <option key={r.id} value={r.id}>
              {optionLabel(r)}
            </option>
          ))}
        </select>
        <p id={`${id}-source-help`} className="text-xs text-slate-500">
          Tus reportes en {currencyLabel} que terminan antes del {formatDateLong(form.startDate)}.
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {choice}
      {fetching && (
        <p role="status" className="text-sm text-slate-500">
          Trayendo los saldos de cierre…
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {mismatch && <Note tone="warning">{mismatch}</Note>}
      {typedBefore && (
        <Note>
          Este reporte ya tiene saldos iniciales escritos: al elegir un reporte anterior, su cierre los
          reemplaza.
        </Note>
      )}
      {form.openingFrom &&
        !fetching &&
        (balances.length > 0 ? (
          <OpeningPreview
            balances={balances}
            currency={form.currency}
            date={form.startDate}
            title={linked ? `Saldos iniciales desde «${linked.name}»` : 'Saldos iniciales'}
          />
        ) : (
          <Note>El reporte anterior cerró sin saldos: todas las cuentas empiezan en cero.</Note>
        ))}
    </div>
  );
}
