import { formatMoney, toCents, ZERO, type Cents, type Currency } from '@/domain';

/** API amounts are decimals in currency units; display goes through the domain's formatter in cents. */
export function unitsToCents(units: number): Cents {
  return toCents(units) ?? ZERO;
}

export function formatUnits(units: number, currency: Currency): string {
  return formatMoney(unitsToCents(units), currency);
}
