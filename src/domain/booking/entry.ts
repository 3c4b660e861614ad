import { isBalanced } from '../balance';
import { add, type Cents } from '../money';
import type { Currency } from '../sections';
import type { Account } from './accounts';
import type { BookedLine, Booking, MissingFact, MovementKind } from './movement';
import { AMOUNT_QUESTION, capitalize, summarize } from './text';

export type Question = Extract<Booking, { kind: 'question' }>;
export type Lines = Extract<Booking, { kind: 'lines' }>;

export function ask(missing: MissingFact, question: string): Question {
  return { kind: 'question', missing, question };
}

export function askAmount(kind: MovementKind): Question {
  return ask('amount', AMOUNT_QUESTION[kind]);
}

export function isQuestion(x: unknown): x is Question {
  return typeof x === 'object' && x !== null && (x as { kind?: unknown }).kind === 'question';
}

/** A line on an account; the description defaults to the movement's label when the caller sets it. */
export function put(acc: Account, amount: Cents, description: string): BookedLine {
  return acc.type
    ? { section: acc.section, category: acc.category, type: acc.type, amount, description }
    : { section: acc.section, category: acc.category, amount, description };
}

const keyOf = (l: BookedLine): string => `${l.section}\u0000${l.category}\u0000${l.type ?? ''}`;

/**
 * One line per (section, category, type), in order of first appearance, without zero lines. Lines
 * merged from different descriptions take `fallbackDescription` (the movement's label), or keep the
 * first one's when it is not given.
 */
export function tidy(lines: readonly BookedLine[], fallbackDescription?: string): BookedLine[] {
  const merged = new Map<string, BookedLine>();
  for (const l of lines) {
    const k = keyOf(l);
    const prev = merged.get(k);
    if (!prev) {
      merged.set(k, l);
      continue;
    }
    const description =
      prev.description === l.description ? prev.description : (fallbackDescription ?? prev.description);
    merged.set(k, { ...prev, amount: add(prev.amount, l.amount), description });
  }
  return [...merged.values()].filter((l) => l.amount !== 0);
}

export interface Extras {
  readonly why?: string;
  /** A sentence added to the summary (e.g. asking for the cost of what was sold). */
  readonly note?: string;
}

/**
 * The booking of a movement: tidy lines, their summary and the why. An entry that would not balance
 * is a bug of this module, never something to hand to the books: it throws.
 */
export function booked(
  kind: MovementKind,
  label: string,
  lines: readonly BookedLine[],
  currency: Currency,
  extras: Extras = {},
): Lines | Question {
  const description = capitalize(label);
  const out = tidy(lines, description);
  if (out.length === 0) return askAmount(kind);
  if (!isBalanced(out)) throw new Error(`booking of '${kind}' does not balance`);
  const summary = extras.note
    ? `${summarize(label, out, currency)} ${extras.note}`
    : summarize(label, out, currency);
  return extras.why
    ? { kind: 'lines', lines: out, summary, why: extras.why }
    : { kind: 'lines', lines: out, summary };
}

/** A figure the message gave: a safe integer of cents, not negative. */
export function given(x: Cents | undefined): x is Cents {
  return x !== undefined && Number.isSafeInteger(x) && x >= 0;
}

/** An amount that can be booked on its own: given and above zero. */
export function positive(x: Cents | undefined): x is Cents {
  return given(x) && x > 0;
}

/** A term in months that means something: a positive number. */
export function validMonths(x: number | undefined): x is number {
  return x !== undefined && Number.isFinite(x) && x > 0;
}
