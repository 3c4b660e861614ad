import { useId, type ReactNode } from 'react';
import { formatMoney, type Cents, type Currency } from '@/domain';
import { cn } from '@/web/lib/cn';

/**
 * A book's table. On a phone it scrolls sideways inside its own box instead of squeezing the
 * columns or widening the page; the box is focusable and named so a keyboard can scroll it too.
 */
export function BookTable({
  caption,
  minWidth,
  children,
}: {
  caption: string;
  /** Below this width the table scrolls rather than wrapping amounts. */
  minWidth: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
    >
      <table className={cn('w-full border-collapse text-sm text-slate-800', minWidth)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export const HEAD_ROW =
  'border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500';
export const HEAD_CELL = 'px-3 py-2 text-left font-semibold';
export const HEAD_AMOUNT = 'px-3 py-2 text-right font-semibold whitespace-nowrap';
export const CELL = 'px-3 py-1.5 align-top';
export const AMOUNT_CELL = 'px-3 py-1.5 text-right align-top';

/** An amount in a Debe or Haber column; the column that does not apply stays blank, as in a printed book. */
export function MoneyCell({
  value,
  currency,
  blankZero = false,
  className,
}: {
  value: Cents;
  currency: Currency;
  blankZero?: boolean;
  className?: string;
}) {
  return (
    <td className={cn(AMOUNT_CELL, className)}>
      {blankZero && value === 0 ? null : (
        <span className="whitespace-nowrap tabular-nums">{formatMoney(value, currency)}</span>
      )}
    </td>
  );
}
