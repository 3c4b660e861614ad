/* Builders shared by the booking tests; not exported from the barrel. */
import { cents } from '../money';
import { catalogTypeOf } from '../catalog';
import { sectionHasType, type Section } from '../sections';
import type { Booking, BooksLine, BooksView } from './movement';

export const EMPTY_BOOKS: BooksView = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };

/** Books from [section, category, amount in cents, description?, type?] rows. */
export function booksOf(
  ...rows: readonly (readonly [Section, string, number, string?, ('corriente' | 'no_corriente')?])[]
): BooksView {
  const out: Record<Section, BooksLine[]> = {
    revenues: [],
    expenses: [],
    assets: [],
    liabilities: [],
    equity: [],
  };
  rows.forEach(([section, category, amount, description, type], i) => {
    out[section].push({
      section,
      category,
      amount: cents(amount),
      description: description ?? category,
      transactionId: `t${i + 1}`,
      ...(type ? { type } : {}),
    });
  });
  return out;
}

/** The lines of a booking as { 'section|category': cents } (type appended for assets and liabilities). */
export function sums(b: Booking): Record<string, number> {
  if (b.kind !== 'lines') throw new Error(`expected lines, got ${b.kind}: ${JSON.stringify(b)}`);
  const out: Record<string, number> = {};
  for (const l of b.lines) {
    const k = l.type ? `${l.section}|${l.category}|${l.type}` : `${l.section}|${l.category}`;
    out[k] = (out[k] ?? 0) + l.amount;
  }
  return out;
}

/** The key `sums` uses for a catalogue account. */
export function at(section: Section, category: string): string {
  const type = sectionHasType(section) ? (catalogTypeOf(section, category) ?? 'corriente') : undefined;
  return type ? `${section}|${category}|${type}` : `${section}|${category}`;
}
