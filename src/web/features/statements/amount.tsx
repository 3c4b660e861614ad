import { formatMoney, type Cents, type Currency } from '@/domain';
import { cn } from '@/web/lib/cn';

/** A money amount as statements print it: fixed-width digits, and red with a minus sign when negative. */
export function Amount({
  value,
  currency,
  className,
}: {
  value: Cents;
  currency: Currency;
  className?: string;
}) {
  return (
    <span className={cn('whitespace-nowrap tabular-nums', value < 0 && 'text-red-600', className)}>
      {formatMoney(value, currency)}
    </span>
  );
}
