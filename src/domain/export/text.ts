import type { Cents } from '../money';

/**
 * Cents as a plain decimal with exactly two places and no grouping ('-1234.50'): both tools read
 * it unambiguously (a grouped '1.000' could be one thousand or one), and no float is ever involved.
 */
export function decimalOf(amount: Cents): string {
  const negative = amount < 0;
  const abs = negative ? -amount : amount;
  const units = Math.floor(abs / 100);
  const rest = abs - units * 100;
  return `${negative ? '-' : ''}${units}.${rest < 10 ? '0' : ''}${rest}`;
}

/**
 * Text on one line: every run of whitespace or control characters (newlines, tabs, NUL) as one
 * space, since both tools read a file line by line and neither expects control characters.
 */
export function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

/** A Beancount string literal: one line, with backslashes and quotes escaped. */
export function beancountString(text: string): string {
  return `"${oneLine(text).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
