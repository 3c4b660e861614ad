import type { Cents } from './money';
import type { Currency } from './sections';

export const CURRENCY_SYMBOL: Readonly<Record<Currency, string>> = { USD: '$', EUR: '€' };

/**
 * Cents → '1,234.56' (en-US grouping, 2 decimals, specification §9). Built from the integer digits,
 * so no amount is ever rounded by a float on its way to the screen.
 */
export function formatAmount(amount: Cents): string {
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const units = Math.floor(abs / 100);
  const frac = abs - units * 100;
  const text = `${groupThousands(String(units))}.${frac < 10 ? '0' : ''}${frac}`;
  return negative ? `-${text}` : text;
}

/** Cents → '$1,234.56', '€1,234.56', '-$1,234.56' (en-US currency style). */
export function formatMoney(amount: Cents, currency: Currency): string {
  const text = formatAmount(amount);
  const symbol = CURRENCY_SYMBOL[currency];
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/**
 * Cents → '$1,234.56', and a negative as '($1,234.56)': printed statements put losses and
 * outflows in parentheses, where a leading minus is easy to miss on paper.
 */
export function formatMoneyAccounting(amount: Cents, currency: Currency): string {
  return amount < 0 ? `(${formatMoney(-amount as Cents, currency)})` : formatMoney(amount, currency);
}

/** Cents → '1,234.56', and a negative as '(1,234.56)', for columns whose currency is in the heading. */
export function formatAmountAccounting(amount: Cents): string {
  return amount < 0 ? `(${formatAmount(-amount as Cents)})` : formatAmount(amount);
}

function groupThousands(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

const NUMBER_2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A ratio as '2.50'; 'N/A' when it is not finite (specification §9). */
export function formatRatio(value: number): string {
  return Number.isFinite(value) ? NUMBER_2.format(value) : 'N/A';
}

/** A percentage already multiplied by 100, as '12.50%'; 'N/A' when it is not finite. */
export function formatPercent(value: number): string {
  return Number.isFinite(value) ? `${NUMBER_2.format(value)}%` : 'N/A';
}

export const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * '2026-01-15' → '15 de enero de 2026'. Read from the digits rather than through Date, which would
 * shift a bare date by the viewer's time zone. Anything that is not a date comes back unchanged.
 */
export function formatDateLong(iso: string): string {
  if (!isIsoDate(iso)) return iso;
  const [y, m, d] = iso.split('-');
  return `${Number(d)} de ${MONTHS_ES[Number(m) - 1]} de ${Number(y)}`;
}

/** '2026-01-15' → '15/01/2026', for date columns of the books; anything else comes back unchanged. */
export function formatDateShort(iso: string): string {
  if (!isIsoDate(iso)) return iso;
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** 'del 1 de enero de 2026 al 31 de diciembre de 2026', for report headers. */
export function formatPeriod(start: string, end: string): string {
  return `del ${formatDateLong(start)} al ${formatDateLong(end)}`;
}
