import { useId } from 'react';
import { formatMoney, type Cents, type Currency } from '@/domain';
import { cn } from '@/web/lib/cn';
import { compactMoney, niceTicks, svgSafeId, truncate } from './chart-utils';
import { PatternDef, Swatch, type ChartFill } from './patterns';

export interface ReportsChartItem {
  readonly name: string;
  readonly revenues: Cents;
  readonly expenses: Cents;
  readonly netIncome: Cents;
}

export interface ReportsChartProps {
  /** Newest first, as GET /api/reports lists them. All in `currency`: dollars and euros are never mixed. */
  readonly items: readonly ReportsChartItem[];
  readonly currency: Currency;
  readonly title?: string;
  readonly className?: string;
}

export const REPORTS_CHART_MAX_ITEMS = 12;

type SeriesKey = 'revenues' | 'expenses' | 'netIncome';

interface Series {
  readonly key: SeriesKey;
  readonly label: string;
  readonly fill: ChartFill;
}

const SERIES: readonly Series[] = [
  { key: 'revenues', label: 'Ingresos', fill: { kind: 'solid', color: '#0f766e', background: '#0f766e' } },
  { key: 'expenses', label: 'Gastos', fill: { kind: 'diagonal', color: '#b45309', background: '#fef3c7' } },
  {
    key: 'netIncome',
    label: 'Utilidad neta',
    fill: { kind: 'dots', color: '#4338ca', background: '#e0e7ff' },
  },
];

const LOSS_FILL: ChartFill = { kind: 'crosshatch', color: '#dc2626', background: '#fee2e2' };

const LEFT = 64;
const RIGHT = 16;
const TOP = 16;
const PLOT_H = 200;
const BOTTOM = 72;
const H = TOP + PLOT_H + BOTTOM;
const MIN_GROUP_W = 56;

/** Revenue, expenses and net income per report, as grouped bars with a zero line losses fall below. */
export function ReportsChart({
  items,
  currency,
  title = 'Ingresos, gastos y utilidad por reporte',
  className,
}: ReportsChartProps) {
  const baseId = svgSafeId(useId());
  const titleId = `${baseId}-title`;
  const descId = `${baseId}-desc`;
  // Kept newest first as received, then drawn oldest → newest so time reads left to right.
  const shown = items.slice(0, REPORTS_CHART_MAX_ITEMS).reverse();

  if (shown.length === 0) {
    return (
      <figure className={cn('min-w-0', className)}>
        <figcaption className="mb-2 text-sm font-semibold text-slate-900">{title}</figcaption>
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
          Todavía no hay reportes para comparar.
        </p>
      </figure>
    );
  }

  const hasLoss = shown.some((i) => i.netIncome < 0);
  const values = shown.flatMap((i) => [i.revenues, i.expenses, i.netIncome]);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const lo = ticks[0] ?? 0;
  const hi = ticks[ticks.length - 1] ?? 0;
  const span = hi - lo;
  const yOf = (v: number) => (span === 0 ? TOP + PLOT_H : TOP + ((hi - v) / span) * PLOT_H);
  const zeroY = yOf(0);
  const groupW = Math.max(MIN_GROUP_W, Math.min(120, 560 / shown.length));
  const W = LEFT + shown.length * groupW + RIGHT;
  const barW = Math.min(22, (groupW - 16) / 3);
  const rotateLabels = groupW < 100;
  const maxChars = rotateLabels ? 14 : Math.floor(groupW / 7);

  return (
    <figure className={cn('min-w-0', className)}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">{title}</figcaption>
      <ChartLegend hasLoss={hasLoss} />
      {items.length > REPORTS_CHART_MAX_ITEMS && (
        <p className="mt-1 text-xs text-slate-500">
          Se muestran los {REPORTS_CHART_MAX_ITEMS} reportes más recientes de {items.length}.
        </p>
      )}
      {/* Focusable so keyboard users can scroll a chart wider than a phone screen. */}
      <div
        role="region"
        aria-label={`${title} (gráfico desplazable)`}
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          focusable="false"
          className="h-auto max-h-96 w-full"
          style={{ minWidth: `${Math.min(W, shown.length * 48 + LEFT)}px` }}
        >
          <title id={titleId}>{title}</title>
          <desc
            id={descId}
          >{`${shown.length === 1 ? 'Un reporte' : `${shown.length} reportes`}, del más antiguo al más reciente. Los valores exactos están en la tabla que acompaña al gráfico.`}</desc>
          <defs>
            {SERIES.map((s) => (
              <PatternDef key={s.key} id={`${baseId}-${s.key}`} fill={s.fill} />
            ))}
            <PatternDef id={`${baseId}-loss`} fill={LOSS_FILL} />
          </defs>
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={LEFT}
                x2={W - RIGHT}
                y1={yOf(t)}
                y2={yOf(t)}
                stroke="#e2e8f0"
                strokeDasharray={t === 0 ? undefined : '3 3'}
              />
              <text
                x={LEFT - 6}
                y={yOf(t) + 4}
                textAnchor="end"
                className="fill-slate-500 text-[11px] tabular-nums"
              >
                {compactMoney(t, currency)}
              </text>
            </g>
          ))}
          {shown.map((item, i) => {
            const x0 = LEFT + i * groupW + (groupW - 3 * barW - 4) / 2;
            const cx = LEFT + i * groupW + groupW / 2;
            const labelY = TOP + PLOT_H + 16;
            return (
              <g key={i}>
                {SERIES.map((s, k) => {
                  const v = item[s.key];
                  const y = Math.min(yOf(v), zeroY);
                  const h = Math.abs(yOf(v) - zeroY);
                  const paint = s.key === 'netIncome' && v < 0 ? `${baseId}-loss` : `${baseId}-${s.key}`;
                  return (
                    <rect
                      key={s.key}
                      x={x0 + k * (barW + 2)}
                      y={y}
                      width={barW}
                      height={Math.max(h, 0)}
                      fill={`url(#${paint})`}
                      stroke="#334155"
                      strokeWidth={0.75}
                    >
                      <title>{`${item.name} — ${s.key === 'netIncome' && v < 0 ? 'Pérdida neta' : s.label}: ${formatMoney(v, currency)}`}</title>
                    </rect>
                  );
                })}
                <text
                  x={cx}
                  y={labelY}
                  textAnchor={rotateLabels ? 'end' : 'middle'}
                  transform={rotateLabels ? `rotate(-35 ${cx} ${labelY})` : undefined}
                  className="fill-slate-700 text-[11px]"
                >
                  <title>{item.name}</title>
                  {truncate(item.name, maxChars)}
                </text>
              </g>
            );
          })}
          <line x1={LEFT} x2={W - RIGHT} y1={zeroY} y2={zeroY} stroke="#475569" strokeWidth={1.5} />
        </svg>
      </div>
      <DataTable items={shown} currency={currency} title={title} />
    </figure>
  );
}

function ChartLegend({ hasLoss }: { hasLoss: boolean }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label="Leyenda">
      {SERIES.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <Swatch fill={s.fill} shape={s.key === 'netIncome' ? 'circle' : 'square'} />
          {s.label}
        </li>
      ))}
      {hasLoss && (
        <li className="flex items-center gap-1.5">
          <Swatch fill={LOSS_FILL} shape="circle" />
          Pérdida neta (bajo la línea cero)
        </li>
      )}
    </ul>
  );
}

/**
 * The exact figures for screen readers, which cannot read bar heights. The wrapper is what gets
 * hidden: a table ignores the 1px width of sr-only and would widen the page.
 */
function DataTable({
  items,
  currency,
  title,
}: {
  items: readonly ReportsChartItem[];
  currency: Currency;
  title: string;
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Reporte</th>
            {SERIES.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => (
            <tr key={i}>
              <th scope="row">{item.name}</th>
              {SERIES.map((s) => (
                <td key={s.key}>{formatMoney(item[s.key], currency)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
