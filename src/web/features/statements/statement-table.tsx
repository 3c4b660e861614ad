import { useId, type ReactNode } from 'react';
import type { Cents, Currency } from '@/domain';
import { cn } from '@/web/lib/cn';
import { Amount } from './amount';

type Indent = 0 | 1 | 2;

const INDENT: Readonly<Record<Indent, string>> = { 0: 'pl-0', 1: 'pl-4 sm:pl-6', 2: 'pl-8 sm:pl-12' };

/**
 * A two-column statement (concept, amount). The wrapper scrolls sideways on narrow screens instead of
 * pushing the page wider; it is focusable and named so keyboard users can scroll it too.
 */
export function StatementTable({
  caption,
  currency,
  children,
}: {
  caption: string;
  currency: Currency;
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
      <table className="w-full border-collapse text-sm text-slate-800">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="py-2 pr-4 text-left font-medium">
              Concepto
            </th>
            <th scope="col" className="py-2 text-right font-medium whitespace-nowrap">
              Importe ({currency})
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A heading inside the statement: level 0 for a section (ACTIVOS), 1 for a group (Activo corriente). */
export function HeadingRow({ children, level = 0 }: { children: ReactNode; level?: 0 | 1 }) {
  return (
    <tr>
      <th
        colSpan={2}
        className={cn(
          'pb-1 text-left',
          level === 0
            ? 'pt-5 text-xs font-bold uppercase tracking-wider text-slate-900'
            : cn('pt-3 font-semibold text-slate-700', INDENT[1]),
        )}
      >
        {children}
      </th>
    </tr>
  );
}

interface AmountRowProps {
  label: ReactNode;
  amount: Cents;
  currency: Currency;
  indent?: Indent;
}

/** One account or concept. */
export function LineRow({ label, amount, currency, indent = 1 }: AmountRowProps) {
  return (
    <tr className="hover:bg-slate-50">
      <th scope="row" className={cn('py-1.5 pr-4 text-left font-normal text-slate-700', INDENT[indent])}>
        {label}
      </th>
      <td className="py-1.5 text-right align-top">
        <Amount value={amount} currency={currency} />
      </td>
    </tr>
  );
}

/** Sum of the rows above it, ruled off with a single line. */
export function SubtotalRow({ label, amount, currency, indent = 0 }: AmountRowProps) {
  return (
    <tr className="border-t border-slate-300">
      <th scope="row" className={cn('py-2 pr-4 text-left font-semibold text-slate-800', INDENT[indent])}>
        {label}
      </th>
      <td className="py-2 text-right align-top font-semibold">
        <Amount value={amount} currency={currency} />
      </td>
    </tr>
  );
}

/** A total: bold, and for the statement's final figures the accountant's double underline. */
export function TotalRow({
  label,
  amount,
  currency,
  final = false,
}: Omit<AmountRowProps, 'indent'> & { final?: boolean }) {
  return (
    <tr className="border-t-2 border-slate-400">
      <th scope="row" className="py-2.5 pr-4 text-left font-bold text-slate-900">
        {label}
      </th>
      <td className="py-2.5 text-right align-top font-bold text-slate-900">
        <Amount
          value={amount}
          currency={currency}
          className={cn(final && 'inline-block border-b-[3px] border-double border-slate-900 pb-0.5')}
        />
      </td>
    </tr>
  );
}

/** Text in place of rows, such as an activity with no movements. */
export function NoteRow({ children, indent = 1 }: { children: ReactNode; indent?: Indent }) {
  return (
    <tr>
      <td colSpan={2} className={cn('py-1.5 text-sm italic text-slate-500', INDENT[indent])}>
        {children}
      </td>
    </tr>
  );
}

/** A spacer between sections, so a statement reads in blocks like a printed one. */
export function GapRow() {
  return (
    <tr aria-hidden="true">
      <td colSpan={2} className="h-3" />
    </tr>
  );
}
