import { CURRENCY_SYMBOL, type Currency } from '@/domain';

/**
 * useId() returns values with characters such as ':' or '«', which break `url(#id)` references
 * inside SVG attributes; pattern and title ids go through this first.
 */
export function svgSafeId(reactId: string): string {
  return `c${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/** Shortens a label for an axis; the full text stays available in a <title>. */
export function truncate(text: string, maxChars: number): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  return `${chars
    .slice(0, Math.max(1, maxChars - 1))
    .join('')
    .trimEnd()}…`;
}

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Cents → '$12.5K' for axis ticks only, where exact amounts would not fit; values shown to people elsewhere use formatMoney. */
export function compactMoney(amountInCents: number, currency: Currency): string {
  const text = `${CURRENCY_SYMBOL[currency]}${COMPACT.format(Math.abs(amountInCents) / 100)}`;
  return amountInCents < 0 ? `-${text}` : text;
}

/** A step of 1, 2, 2.5 or 5 times a power of ten, so gridlines fall on round amounts. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const f = rough / power;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return Math.max(1, nice * power);
}

/**
 * Tick values (in cents) spanning [min, max] on round steps. The axis always includes zero, because
 * bars start at the zero line and a loss must visibly fall below it.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  if (lo === hi) return [0];
  const step = niceStep((hi - lo) / Math.max(1, count - 1));
  const first = Math.floor(lo / step);
  const last = Math.ceil(hi / step);
  const ticks: number[] = [];
  for (let i = first; i <= last; i++) ticks.push(Math.round(i * step));
  return ticks;
}
