import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { Currency, Figures } from '@/domain';
import { cn } from '@/web/lib/cn';
import { Amount } from './amount';

/** Whether assets equal liabilities plus equity, the first thing an accountant checks. */
export function BalanceBanner({ figures, currency }: { figures: Figures; currency: Currency }) {
  const balanced = figures.isBalanced;
  const Icon = balanced ? CircleCheck : TriangleAlert;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4',
        balanced
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <Icon
        className={cn('mt-0.5 h-5 w-5 shrink-0', balanced ? 'text-emerald-600' : 'text-amber-600')}
        aria-hidden="true"
      />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{figures.balanceLabel}</p>
        {balanced ? (
          <p className="mt-0.5 text-emerald-800">
            Activos <Amount value={figures.totalAssets} currency={currency} /> = Pasivos + Patrimonio{' '}
            <Amount value={figures.totalLiabilitiesAndEquity} currency={currency} />
          </p>
        ) : (
          <p className="mt-0.5">
            Diferencia (activos − pasivos − patrimonio):{' '}
            <Amount value={figures.balanceDifference} currency={currency} className="font-semibold" />
          </p>
        )}
      </div>
    </div>
  );
}
