import type { Cents } from './money';
import { cents } from './money';
import { NORMAL_SIDE, type Section } from './sections';

/**
 * Debe and Haber of a line: a positive amount goes on its section's normal side (assets and expenses
 * on the Debe; liabilities, equity and revenues on the Haber), a negative one on the other side.
 */
export function debeHaber(line: { readonly section: Section; readonly amount: Cents }): {
  debe: Cents;
  haber: Cents;
} {
  const a = line.amount;
  if (a === 0) return { debe: cents(0), haber: cents(0) };
  const onDebe = (NORMAL_SIDE[line.section] === 'debe') === a > 0;
  const abs = (a < 0 ? -a : a) as Cents;
  return onDebe ? { debe: abs, haber: 0 as Cents } : { debe: 0 as Cents, haber: abs };
}
