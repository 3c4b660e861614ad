import { AlertTriangle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney, formatPeriod, type Currency } from '@/domain';
import type { OpeningSourceStatus } from './use-opening-source';

export const OPENING_STALE_MESSAGE =
  'Los saldos iniciales ya no coinciden con el cierre del reporte anterior.';
export const OPENING_SOURCE_GONE_MESSAGE =
  'El reporte anterior ya no existe; los saldos iniciales se conservan.';
export const REFRESH_OPENING_LABEL = 'Actualizar saldos iniciales';

/**
 * What the wizard and the viewer say about a carried opening whose earlier report changed (with
 * what would change and `action`, the way to refresh it) or was deleted. Nothing when it matches.
 */
export function OpeningSourceNotice({
  status,
  currency,
  action,
}: {
  status: OpeningSourceStatus;
  currency: Currency;
  action?: ReactNode;
}) {
  if (status.state === 'missing') {
    return (
      <div
        role="status"
        className="mb-4 flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
      >
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        <p>{OPENING_SOURCE_GONE_MESSAGE}</p>
      </div>
    );
  }
  if (status.state !== 'stale') return null;
  const { source, changes } = status;
  return (
    <div
      role="status"
      data-testid="opening-stale"
      className="mb-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="font-semibold">{OPENING_STALE_MESSAGE}</p>
        <p>
          El reporte «{source.name}» ({formatPeriod(source.startDate, source.endDate)}) cambió después de
          traer sus saldos. Los saldos iniciales de este reporte no cambian hasta que lo pidas.
        </p>
        {changes.length > 0 && (
          <ul className="grid gap-0.5" aria-label="Cambios en el cierre del reporte anterior">
            {changes.map((c) => (
              <li
                key={`${c.balance.section}|${c.balance.type ?? ''}|${c.balance.category}`}
                className="flex flex-wrap gap-x-2"
              >
                <span className="font-medium">{c.balance.category}:</span>
                <span className="tabular-nums">
                  {formatMoney(c.from, currency)} → {formatMoney(c.to, currency)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {action && <div className="mt-1">{action}</div>}
      </div>
    </div>
  );
}
