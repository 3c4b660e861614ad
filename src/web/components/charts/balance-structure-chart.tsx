import { useId } from 'react';
import { formatMoney, type Cents, type Currency } from '@/domain';
import { cn } from '@/web/lib/cn';
import { svgSafeId } from './chart-utils';
import { PatternDef, Swatch, type ChartFill } from './patterns';

export interface BalanceStructureChartProps {
  readonly currentAssets: Cents;
  readonly nonCurrentAssets: Cents;
  readonly currentLiabilities: Cents;
  readonly nonCurrentLiabilities: Cents;
  readonly equity: Cents;
  readonly currency: Currency;
  readonly title?: string;
  readonly className?: string;
}

interface Segment {
  readonly key: string;
  readonly label: string;
  /** Fits inside a bar; the bar itself says whether it is an asset or a liability. */
  readonly shortLabel: string;
  readonly amount: Cents;
  readonly fill: ChartFill;
}

interface Stack {
  readonly key: string;
  readonly label: string;
  readonly segments: readonly Segment[];
}

const FILLS = {
  currentAssets: { kind: 'solid', color: '#0f766e', background: '#0f766e' },
  nonCurrentAssets: { kind: 'diagonal', color: '#0f766e', background: '#ccfbf1' },
  currentLiabilities: { kind: 'dots', color: '#b45309', background: '#fef3c7' },
  nonCurrentLiabilities: { kind: 'crosshatch', color: '#c2410c', background: '#ffedd5' },
  equity: { kind: 'horizontal', color: '#4f46e5', background: '#e0e7ff' },
} as const satisfies Record<string, ChartFill>;

const W = 320;
const PLOT_TOP = 12;
const PLOT_BOTTOM = 196;
const BAR_W = 104;
const BAR_X = [36, 180] as const;
const H = 244;

interface PlacedSegment extends Segment {
  readonly y: number;
  readonly height: number;
}

interface Layout {
  readonly baseline: number;
  readonly stacks: readonly {
    readonly stack: Stack;
    readonly x: number;
    readonly placed: readonly PlacedSegment[];
  }[];
}

/**
 * Positive amounts pile up from the baseline and negative ones (negative equity after losses, an
 * overdrawn account) pile down from it, on one scale, so both bars stay comparable.
 */
function layout(stacks: readonly Stack[]): Layout {
  const up = Math.max(0, ...stacks.map((s) => s.segments.reduce((t, g) => t + Math.max(0, g.amount), 0)));
  const down = Math.max(0, ...stacks.map((s) => s.segments.reduce((t, g) => t + Math.max(0, -g.amount), 0)));
  const span = up + down;
  const plot = PLOT_BOTTOM - PLOT_TOP;
  const scale = span === 0 ? 0 : plot / span;
  const baseline = span === 0 ? PLOT_BOTTOM : PLOT_TOP + up * scale;
  return {
    baseline,
    stacks: stacks.map((stack, i) => {
      let above = baseline;
      let below = baseline;
      const placed = stack.segments.map((seg) => {
        const height = Math.abs(seg.amount) * scale;
        if (seg.amount >= 0) {
          above -= height;
          return { ...seg, y: above, height };
        }
        const y = below;
        below += height;
        return { ...seg, y, height };
      });
      return { stack, x: BAR_X[i] ?? 0, placed };
    }),
  };
}

function stackTotal(stack: Stack): Cents {
  return stack.segments.reduce((t, s) => t + s.amount, 0) as Cents;
}

/** Two stacked bars: what the company has (assets) against who financed it (liabilities and equity). */
export function BalanceStructureChart(props: BalanceStructureChartProps) {
  const { currency, title = 'Estructura del balance', className } = props;
  const baseId = svgSafeId(useId());
  const titleId = `${baseId}-title`;
  const descId = `${baseId}-desc`;
  const stacks: Stack[] = [
    {
      key: 'assets',
      label: 'Activos',
      segments: [
        {
          key: 'currentAssets',
          label: 'Activo corriente',
          shortLabel: 'Corriente',
          amount: props.currentAssets,
          fill: FILLS.currentAssets,
        },
        {
          key: 'nonCurrentAssets',
          label: 'Activo no corriente',
          shortLabel: 'No corriente',
          amount: props.nonCurrentAssets,
          fill: FILLS.nonCurrentAssets,
        },
      ],
    },
    {
      key: 'claims',
      label: 'Pasivos + Patrimonio',
      segments: [
        {
          key: 'currentLiabilities',
          label: 'Pasivo corriente',
          shortLabel: 'Pasivo corr.',
          amount: props.currentLiabilities,
          fill: FILLS.currentLiabilities,
        },
        {
          key: 'nonCurrentLiabilities',
          label: 'Pasivo no corriente',
          shortLabel: 'Pasivo no corr.',
          amount: props.nonCurrentLiabilities,
          fill: FILLS.nonCurrentLiabilities,
        },
        {
          key: 'equity',
          label: 'Patrimonio',
          shortLabel: 'Patrimonio',
          amount: props.equity,
          fill: FILLS.equity,
        },
      ],
    },
  ];
  const { baseline, stacks: placedStacks } = layout(stacks);
  const allZero = stacks.every((s) => s.segments.every((g) => g.amount === 0));
  const hasNegative = stacks.some((s) => s.segments.some((g) => g.amount < 0));
  const description = describe(stacks, currency, hasNegative);

  return (
    <figure className={cn('min-w-0', className)}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">{title}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className="h-auto w-full max-w-md"
        focusable="false"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <defs>
          {stacks
            .flatMap((s) => s.segments)
            .map((g) => (
              <PatternDef key={g.key} id={`${baseId}-${g.key}`} fill={g.fill} />
            ))}
        </defs>
        {placedStacks.map(({ stack, x, placed }) => (
          <g key={stack.key}>
            {placed.map((seg) =>
              seg.height > 0 ? (
                <SegmentShape
                  key={seg.key}
                  seg={seg}
                  x={x}
                  patternId={`${baseId}-${seg.key}`}
                  currency={currency}
                />
              ) : null,
            )}
            <text
              x={x + BAR_W / 2}
              y={PLOT_BOTTOM + 22}
              textAnchor="middle"
              className="fill-slate-900 text-[12px] font-semibold"
            >
              {stack.label}
            </text>
            <text
              x={x + BAR_W / 2}
              y={PLOT_BOTTOM + 38}
              textAnchor="middle"
              className={cn(
                'text-[11px] tabular-nums',
                stackTotal(stack) < 0 ? 'fill-red-600' : 'fill-slate-600',
              )}
            >
              {formatMoney(stackTotal(stack), currency)}
            </text>
          </g>
        ))}
        <line x1={16} x2={W - 16} y1={baseline} y2={baseline} stroke="#475569" strokeWidth={1.5} />
        {allZero && (
          <text x={W / 2} y={PLOT_BOTTOM - 80} textAnchor="middle" className="fill-slate-500 text-[12px]">
            Sin saldos que mostrar
          </text>
        )}
      </svg>
      <Legend stacks={stacks} currency={currency} />
      {hasNegative && (
        <p className="mt-2 text-xs text-slate-600">
          Los importes negativos se dibujan por debajo de la línea base y se muestran con signo menos.
        </p>
      )}
    </figure>
  );
}

function SegmentShape({
  seg,
  x,
  patternId,
  currency,
}: {
  seg: PlacedSegment;
  x: number;
  patternId: string;
  currency: Currency;
}) {
  const cx = x + BAR_W / 2;
  const cy = seg.y + seg.height / 2;
  const amount = formatMoney(seg.amount, currency);
  // Labels sit on a white halo so they stay legible over any pattern.
  const halo = {
    stroke: '#ffffff',
    strokeWidth: 3,
    paintOrder: 'stroke' as const,
    strokeLinejoin: 'round' as const,
  };
  return (
    <g>
      <rect
        x={x}
        y={seg.y}
        width={BAR_W}
        height={seg.height}
        fill={`url(#${patternId})`}
        stroke="#ffffff"
        strokeWidth={1.5}
      >
        <title>{`${seg.label}: ${amount}`}</title>
      </rect>
      {seg.height >= 32 ? (
        <text x={cx} y={cy} textAnchor="middle" className="fill-slate-900 text-[11px]" {...halo}>
          <tspan x={cx} dy={-3}>
            {seg.shortLabel}
          </tspan>
          <tspan x={cx} dy={13} className="font-semibold tabular-nums">
            {amount}
          </tspan>
        </text>
      ) : seg.height >= 14 ? (
        <text
          x={cx}
          y={cy + 4}
          textAnchor="middle"
          className="fill-slate-900 text-[11px] font-semibold tabular-nums"
          {...halo}
        >
          {amount}
        </text>
      ) : null}
    </g>
  );
}

function Legend({ stacks, currency }: { stacks: readonly Stack[]; currency: Currency }) {
  return (
    <div className="mt-3 grid gap-3 text-xs sm:grid-cols-2">
      {stacks.map((stack) => (
        <div key={stack.key}>
          <p className="mb-1 font-semibold text-slate-700">{stack.label}</p>
          <ul className="space-y-1">
            {stack.segments.map((seg) => (
              <li key={seg.key} className="flex items-center gap-2">
                <Swatch fill={seg.fill} />
                <span className="min-w-0 flex-1 text-slate-700">{seg.label}</span>
                <span
                  className={cn(
                    'whitespace-nowrap tabular-nums',
                    seg.amount < 0 ? 'text-red-600' : 'text-slate-900',
                  )}
                >
                  {formatMoney(seg.amount, currency)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function describe(stacks: readonly Stack[], currency: Currency, hasNegative: boolean): string {
  const parts = stacks.map(
    (s) =>
      `${s.label}: total ${formatMoney(stackTotal(s), currency)} (${s.segments.map((g) => `${g.label} ${formatMoney(g.amount, currency)}`).join('; ')}).`,
  );
  if (hasNegative) parts.push('Los importes negativos se dibujan por debajo de la línea base.');
  return parts.join(' ');
}
