import { Lock, Trash2, type LucideIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { formatMoney, isOpeningLine, type Cents, type Currency, type Line } from '@/domain';
import { cn } from '@/web/lib/cn';

export interface FinanceCardProps {
  readonly title: string;
  readonly icon: LucideIcon;
  readonly tone: string;
  readonly total: Cents;
  readonly lines: readonly Line[];
  readonly currency: Currency;
  readonly disabled: boolean;
  readonly onDelete: (lineId: string) => void;
}

function money(amount: Cents, currency: Currency) {
  return (
    <span className={cn('tabular-nums', amount < 0 && 'text-red-600')}>{formatMoney(amount, currency)}</span>
  );
}

/** One section of the live panel: its total and its lines, each deletable. */
export function FinanceCard({
  title,
  icon: Icon,
  tone,
  total,
  lines,
  currency,
  disabled,
  onDelete,
}: FinanceCardProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      <div className="flex items-center gap-2">
        <span className={cn('flex h-7 w-7 shrink-0 items-center justify-center rounded-md', tone)}>
          <Icon className="h-4 w-4" aria-hidden="true" />
        </span>
        <h3 id={headingId} className="flex-1 text-sm font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-sm font-bold" data-testid="section-total">
          <span className="sr-only">Total: </span>
          {money(total, currency)}
        </p>
      </div>
      {lines.length === 0 ? (
        <p className="mt-2 text-xs text-slate-500">Sin movimientos todavía.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {lines.map((line) => (
            <li key={line.id} className="flex items-center gap-2 py-1.5 text-sm">
              <div className="min-w-0 flex-1">
                <p className="break-words text-slate-800">{line.description || line.category}</p>
                {line.description && <p className="break-words text-xs text-slate-500">{line.category}</p>}
              </div>
              <span className="shrink-0 text-right">{money(line.amount, currency)}</span>
              {isOpeningLine(line) ? (
                // The opening entry is changed in step 1, never line by line here.
                <span
                  className="inline-flex h-7 w-7 shrink-0 items-center justify-center text-slate-300"
                  title="Los saldos iniciales se cambian en el paso 1 (Datos de la Empresa)"
                >
                  <Lock className="h-3.5 w-3.5" aria-hidden="true" />
                  <span className="sr-only">Se cambia en el paso 1</span>
                </span>
              ) : (
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => {
                    onDelete(line.id);
                    // The button disappears with its line; keep the keyboard user in this card.
                    sectionRef.current?.focus();
                  }}
                  aria-label={`Eliminar «${line.description || line.category}»`}
                  title={line.transactionId ? 'Eliminar el movimiento completo' : 'Eliminar este elemento'}
                  className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-40"
                >
                  <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
