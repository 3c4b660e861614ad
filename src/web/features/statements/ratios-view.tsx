import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { Currency, Ratio } from '@/domain';
import { cn } from '@/web/lib/cn';
import { Amount } from './amount';
import { StatementPanel } from './statement-panel';

export const RATIOS_TITLE = 'Razones financieras';

export function RatiosView({
  ratios,
  currency,
  empty,
}: {
  ratios: readonly Ratio[];
  currency: Currency;
  empty: boolean;
}) {
  return (
    <StatementPanel
      title={RATIOS_TITLE}
      empty={empty}
      emptyHint="Registra movimientos con el asistente y aquí aparecerán las razones financieras."
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {ratios.map((r) => (
          <li key={r.key} className="min-w-0">
            <RatioCard ratio={r} currency={currency} />
          </li>
        ))}
      </ul>
    </StatementPanel>
  );
}

/** The domain already formats the value; a non-finite one must never reach the screen as 'Infinity'. */
function displayOf(ratio: Ratio): string {
  return Number.isFinite(ratio.value) ? ratio.display : 'N/A';
}

function RatioCard({ ratio, currency }: { ratio: Ratio; currency: Currency }) {
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-label={ratio.label}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-700">{ratio.label}</h4>
        <HealthBadge healthy={ratio.healthy} />
      </div>
      <p
        className={cn(
          'text-3xl font-bold tabular-nums',
          Number.isFinite(ratio.value) && ratio.value < 0 ? 'text-red-600' : 'text-slate-900',
        )}
      >
        {displayOf(ratio)}
      </p>
      <p className="text-sm text-slate-600">{ratio.hint}</p>
      {ratio.note && <p className="text-xs text-slate-500">{ratio.note}</p>}
      <section className="mt-auto rounded-lg bg-slate-50 p-3 text-xs">
        <h5 className="font-semibold text-slate-700">Cómo se calcula</h5>
        <p className="mt-1 text-slate-600">{ratio.formula}</p>
        <dl className="mt-2 space-y-1">
          {ratio.inputs.map((input) => (
            <div key={input.label} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-slate-600">{input.label}</dt>
              <dd className="text-slate-900">
                <Amount value={input.amount} currency={currency} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}

function HealthBadge({ healthy }: { healthy: boolean | null }) {
  if (healthy === null) return null;
  return healthy ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
      <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />
      Saludable
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300">
      <TriangleAlert className="h-3.5 w-3.5" aria-hidden="true" />
      Por mejorar
    </span>
  );
}
