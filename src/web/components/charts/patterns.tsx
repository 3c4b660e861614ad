import { useId } from 'react';
import { svgSafeId } from './chart-utils';

/**
 * Fills that differ by pattern as well as by colour, so a series can be told apart in greyscale,
 * in print and by people who do not see the colour difference.
 */
export type PatternKind = 'solid' | 'diagonal' | 'dots' | 'crosshatch' | 'horizontal';

export interface ChartFill {
  readonly kind: PatternKind;
  /** Ink of the pattern (Tailwind palette hex). */
  readonly color: string;
  /** Paper under the pattern. */
  readonly background: string;
}

const SIZE = 8;

export function PatternDef({ id, fill }: { id: string; fill: ChartFill }) {
  return (
    <pattern
      id={id}
      width={SIZE}
      height={SIZE}
      patternUnits="userSpaceOnUse"
      patternTransform={fill.kind === 'diagonal' ? 'rotate(45)' : undefined}
    >
      <rect width={SIZE} height={SIZE} fill={fill.kind === 'solid' ? fill.color : fill.background} />
      <PatternInk fill={fill} />
    </pattern>
  );
}

function PatternInk({ fill }: { fill: ChartFill }) {
  switch (fill.kind) {
    case 'solid':
      return null;
    case 'diagonal':
      return <rect width={3} height={SIZE} fill={fill.color} />;
    case 'dots':
      return <circle cx={SIZE / 2} cy={SIZE / 2} r={1.8} fill={fill.color} />;
    case 'crosshatch':
      return <path d={`M0 0L${SIZE} ${SIZE}M${SIZE} 0L0 ${SIZE}`} stroke={fill.color} strokeWidth={1.5} />;
    case 'horizontal':
      return <rect width={SIZE} height={2} fill={fill.color} />;
  }
}

/** A legend key drawn with the same pattern as the series; decorative, the label next to it carries the meaning. */
export function Swatch({ fill, shape = 'square' }: { fill: ChartFill; shape?: 'square' | 'circle' }) {
  // Each swatch owns its pattern, so the legend does not depend on the chart's <defs> being rendered.
  const id = svgSafeId(useId());
  const paint = `url(#${id})`;
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="shrink-0">
      <defs>
        <PatternDef id={id} fill={fill} />
      </defs>
      {shape === 'circle' ? (
        <circle cx={8} cy={8} r={7} fill={paint} stroke="#334155" strokeWidth={1} />
      ) : (
        <rect x={0.5} y={0.5} width={15} height={15} rx={3} fill={paint} stroke="#334155" strokeWidth={1} />
      )}
    </svg>
  );
}
