import { applyReply, fromPlainState, type Currency } from '../domain';
import type { AssistantReply, AssistantState } from '../shared/assistant';

let counter = 0;
const scratchId = () => `v${++counter}`;

/**
 * Checks a reply against the current state with the accounting core, exactly as the browser will
 * apply it: a reply that would be refused there (unbalanced group, unknown id, no usable lines) is
 * refused here first. Returns the Spanish reason, or null when the reply is applicable.
 */
export function replyProblem(
  state: AssistantState,
  reply: AssistantReply,
  currency: Currency,
  period?: { start: string; end: string },
): string | null {
  const parsed = fromPlainState(state, { newId: scratchId });
  if (!parsed.ok) return parsed.errors.join(' ');
  const result = applyReply(parsed.state, reply, {
    newId: scratchId,
    currency,
    ...(period ? { period } : {}),
  });
  return result.ok ? null : result.reason;
}

export function clarifyReply(response: string): AssistantReply {
  return {
    action: 'clarify',
    response,
    transactions: [],
    transactions_to_remove: [],
    transactions_to_add: [],
  };
}
