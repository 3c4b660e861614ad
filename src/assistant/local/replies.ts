import { bookMovements, reviseEntry, type BooksView, type Currency, type Revision } from '../../domain';
import type { AssistantReply } from '../../shared/assistant';
import { explainLines, tidy, type Line } from './entry';
import { amountRevision, applyCorrections, changedMeans, corrections, swapWords } from './edit';
import { joinEs } from './format';
import type { Msg } from './analyze';
import type { Ledger, Transaction } from './ledger';
import { describeTx, findReferenced } from './references';
import type { Outcome } from './rules/context';
import { bookingReply, replyLines } from '../understand/reply';

/** Builders of the reply shape for each action, with the Spanish text the user reads. */

const empty = { transactions: [], transactions_to_remove: [], transactions_to_add: [] };

export function inform(response: string): AssistantReply {
  return { action: 'inform', response, ...empty };
}

export function clarify(question: string): AssistantReply {
  return { action: 'clarify', response: question, ...empty };
}

export function query(response: string): AssistantReply {
  return { action: 'query', response, ...empty };
}

/** What a rule read, booked by the domain (which checks that it balances), or its question or answer. */
export function registerReply(
  out: Outcome,
  books: BooksView,
  currency: Currency,
  date: string | undefined,
): AssistantReply {
  if (out.kind === 'clarify') return clarify(out.question);
  if (out.kind === 'inform') return inform(out.text);
  const reply = bookingReply(bookMovements(out.movements, books, currency), date);
  return reply.action === 'register' && out.note
    ? { ...reply, response: `${reply.response} ${out.note}` }
    : reply;
}

export function deleteReply(msg: Msg, ledger: Ledger): AssistantReply {
  const found = findReferenced(
    msg.text,
    ledger,
    msg.mentions.filter((m) => m.kind === 'money'),
  );
  if (found.kind === 'one') {
    return {
      ...empty,
      action: 'delete',
      response: `Hecho: eliminé el movimiento «${describeTx(found.tx)}» con todas sus líneas (${found.tx.lines.length}).`,
      transactions_to_remove: [{ transaction_id: found.tx.id }],
    };
  }
  if (found.kind === 'ambiguous')
    return clarify(
      `Encontré varios movimientos que encajan: ${joinEs(found.options.map(describeTx))}. ¿Cuál borro?`,
    );
  return clarify('No encuentro ese movimiento. ¿Me dices cuál es (la descripción o el importe)?');
}

/**
 * A correction of an earlier entry. `soft` is for messages that only might be corrections ('el sueldo
 * eran 1.150'): they edit only when one entry is clearly named, and otherwise fall through (null).
 */
export function editReply(msg: Msg, ledger: Ledger, currency: Currency, soft = false): AssistantReply | null {
  const list = corrections(msg);
  if (list.length === 0) return soft ? null : wordOrMeansEdit(msg, ledger, currency);
  const olds = list.map((c) => c.old).filter((m): m is NonNullable<typeof m> => Boolean(m));
  const found = findReferenced(msg.text, ledger, olds);
  if (soft && (found.kind !== 'one' || !found.strong)) return null;
  if (found.kind === 'none')
    return olds.length
      ? clarify('No encuentro el movimiento que quieres corregir. ¿Cuál es (descripción o importe original)?')
      : null;
  if (found.kind === 'ambiguous')
    return clarify(`¿Cuál de estos movimientos corrijo: ${joinEs(found.options.map(describeTx))}?`);
  const only = list.length === 1 ? list[0] : undefined;
  const revision = only ? amountRevision(msg, found.tx, only) : undefined;
  const revised = revision ? revisedReply(found.tx, revision, ledger, currency) : null;
  if (revised) return revised;
  const res = applyCorrections(msg, found.tx, list);
  return res.ok ? edited(found.tx, res.lines, currency) : clarify(res.question);
}

/** The entry corrected by the domain, or its question; null when the revision does not apply to it. */
function revisedReply(
  tx: Transaction,
  revision: Revision,
  ledger: Ledger,
  currency: Currency,
): AssistantReply | null {
  const b = reviseEntry(tx.lines, revision, ledger.books, currency);
  if (b.kind === 'question') return clarify(b.question);
  if (b.kind !== 'lines') return null;
  // A correction that leaves every account as it was read something else than what was said.
  if (sameAccounts(tx.lines, b.lines)) return null;
  return {
    ...empty,
    action: 'edit',
    response: `Corregido: reemplacé «${describeTx(tx)}». ${b.summary}`,
    transactions_to_remove: [{ transaction_id: tx.id }],
    transactions_to_add: replyLines(b.lines, undefined),
  };
}

type AccountLine = Pick<Line, 'section' | 'category' | 'type' | 'amount'>;
function sameAccounts(before: readonly AccountLine[], after: readonly AccountLine[]): boolean {
  const sums = (lines: readonly AccountLine[]): Map<string, number> => {
    const m = new Map<string, number>();
    for (const l of lines) {
      const k = `${l.section}|${l.category}|${l.type ?? ''}`;
      m.set(k, (m.get(k) ?? 0) + l.amount);
    }
    for (const [k, v] of m) if (v === 0) m.delete(k);
    return m;
  };
  const a = sums(before);
  const b = sums(after);
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
}

/** Corrections without a new figure: the means of payment or a word of the description. */
function wordOrMeansEdit(msg: Msg, ledger: Ledger, currency: Currency): AssistantReply | null {
  const found = findReferenced(msg.text, ledger);
  if (found.kind !== 'one') return null;
  const settlement = changedMeans(msg);
  if (settlement) {
    const revised = revisedReply(found.tx, { kind: 'settlement', settlement }, ledger, currency);
    if (revised) return revised;
  }
  const res = swapWords(msg, found.tx);
  if (!res) return null;
  if (res.ok && sameAccounts(found.tx.lines, res.lines)) return null;
  return res.ok ? edited(found.tx, res.lines, currency) : clarify(res.question);
}

function edited(tx: Transaction, corrected: readonly Line[], currency: Currency): AssistantReply {
  const lines = tidy(corrected);
  return {
    ...empty,
    action: 'edit',
    response: `Corregido: reemplacé «${describeTx(tx)}» por el asiento corregido: ${explainLines(lines, currency)}`,
    transactions_to_remove: [{ transaction_id: tx.id }],
    transactions_to_add: replyLines(lines, undefined),
  };
}
