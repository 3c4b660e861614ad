import { useId } from 'react';
import { formatPeriod } from '@/domain';
import type { ReportSummary } from '@/shared/reports';

/** Which report's books are shown. The choice lives in the URL, so this only asks for a new one. */
export function ReportPicker({
  reports,
  value,
  onChange,
}: {
  reports: readonly ReportSummary[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const known = reports.some((r) => r.id === value);
  return (
    <div className="flex w-full min-w-0 flex-col gap-1 sm:w-auto">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Reporte
      </label>
      <select
        id={id}
        value={known && value ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-600 sm:w-96"
      >
        {!known && (
          <option value="" disabled>
            Elige un reporte…
          </option>
        )}
        {reports.map((r) => (
          <option key={r.id} value={r.id} title={formatPeriod(r.startDate, r.endDate)}>
            {r.name} ·{' '}
            {r.startDate.slice(0, 4) === r.endDate.slice(0, 4)
              ? r.startDate.slice(0, 4)
              : `${r.startDate.slice(0, 4)}–${r.endDate.slice(0, 4)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
