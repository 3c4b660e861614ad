import type { Cents } from './money';
import { cents } from './money';
import { EQUATION_SIGN, type Section } from './sections';

/**
 * How far a group of lines is from Δassets = Δliabilities + Δequity + revenues − expenses, in cents.
 * Zero means the entry balances.
 */
export function imbalance(lines: Iterable<{ readonly section: Section; readonly amount: Cents }>): Cents {
  let total = 0;
  for (const l of lines) total += EQUATION_SIGN[l.section] * l.amount;
  return cents(total);
}

export function isBalanced(lines: Iterable<{ readonly section: Section; readonly amount: Cents }>): boolean {
  return imbalance(lines) === 0;
}
