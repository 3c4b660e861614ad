import { CURRENCIES, type Currency } from '@/domain';

export type { Currency };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
