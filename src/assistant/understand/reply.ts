import { toUnits, type BookedLine, type Booking } from '../../domain';
import type { AssistantReply, ReplyLine } from '../../shared/assistant';

/** The reply for what the domain booked: its lines, or the one question it asks. */
const empty = { transactions: [], transactions_to_remove: [], transactions_to_add: [] };

export function replyLines(lines: readonly BookedLine[], date: string | undefined): ReplyLine[] {
  return lines.map((l) => ({
    section: l.section,
    data: {
      description: l.description,
      amount: toUnits(l.amount),
      category: l.category,
      ...(l.type ? { type: l.type } : {}),
      ...(date ? { date } : {}),
    },
  }));
}

export function bookingReply(b: Booking, date: string | undefined): AssistantReply {
  if (b.kind === 'question') return { ...empty, action: 'clarify', response: b.question };
  if (b.kind === 'nothing') return { ...empty, action: 'inform', response: b.text };
  const transactions = replyLines(b.lines, date);
  return {
    ...empty,
    action: 'register',
    response: `¡Listo! Registré ${lowerFirst(b.summary)}${b.why ? ` ${b.why}` : ''}`,
    transactions,
  };
}

/** 'Compra de computadora: sube…' reads on after 'Registré' in lower case; a name ('Booking') stays. */
export function lowerFirst(s: string): string {
  return /^\p{Lu}\p{Ll}/u.test(s) && !/^\p{Lu}\p{Ll}+ (?:de|del) \p{Lu}/u.test(s)
    ? s.charAt(0).toLowerCase() + s.slice(1)
    : s;
}
