import { abs, toUnits, type Cents, type Currency } from '../../domain';

/** Amounts as the product shows them: en-US grouping, two decimals ('12,500.00'). */
export function fmt(amount: Cents): string {
  return toUnits(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function fmtMoney(amount: Cents, currency: Currency): string {
  const shown = fmt(abs(amount));
  const sign = amount < 0 ? '-' : '';
  return currency === 'EUR' ? `${sign}${shown} €` : `${sign}$${shown}`;
}

export function fmtRatio(value: number): string {
  if (!Number.isFinite(value)) return 'N/A';
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** 'a', 'a y b', 'a, b y c'. */
export function joinEs(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

export function capitalize(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

export function lowerFirst(s: string): string {
  return s ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}
