import { CreditCard, Landmark, PiggyBank, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { SECTIONS, SECTION_LABEL, sectionTotal, type Currency, type Section, type StateView } from '@/domain';
import { Card } from '@/web/components/ui/card';
import { FinanceCard } from './finance-card';

const LOOK: Readonly<Record<Section, { icon: LucideIcon; tone: string }>> = {
  revenues: { icon: TrendingUp, tone: 'bg-emerald-100 text-emerald-700' },
  expenses: { icon: TrendingDown, tone: 'bg-rose-100 text-rose-700' },
  assets: { icon: Landmark, tone: 'bg-sky-100 text-sky-700' },
  liabilities: { icon: CreditCard, tone: 'bg-amber-100 text-amber-700' },
  equity: { icon: PiggyBank, tone: 'bg-violet-100 text-violet-700' },
};

/** 'Finanzas en Tiempo Real': the five lists as the assistant books them. */
export function FinancePanel({
  state,
  currency,
  disabled,
  onDelete,
}: {
  state: StateView;
  currency: Currency;
  disabled: boolean;
  onDelete: (lineId: string) => void;
}) {
  return (
    <Card className="min-w-0 p-4" data-testid="finance-panel">
      <h2 className="text-base font-semibold text-slate-900">Finanzas en Tiempo Real</h2>
      <p className="mt-0.5 text-xs text-slate-500">
        Se actualiza con cada movimiento que registra el asistente.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {SECTIONS.map((section) => (
          <FinanceCard
            key={section}
            title={SECTION_LABEL[section]}
            icon={LOOK[section].icon}
            tone={LOOK[section].tone}
            total={sectionTotal(state, section)}
            lines={state[section]}
            currency={currency}
            disabled={disabled}
            onDelete={onDelete}
          />
        ))}
      </div>
    </Card>
  );
}
