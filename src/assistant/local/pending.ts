import type { ChatMessage } from '../../shared/assistant';

/**
 * The movement a clarifying question left open: the user's earlier message(s) before the assistant's
 * last question. The interpreter stays stateless; the history carries the pending movement.
 */
const MAX_CHAIN = 3;

export function pendingText(history: readonly ChatMessage[]): string | undefined {
  const parts: string[] = [];
  let i = history.length - 1;
  while (i >= 1 && parts.length < MAX_CHAIN) {
    const assistant = history[i];
    const user = history[i - 1];
    if (!assistant || assistant.role !== 'assistant' || !isQuestion(assistant.content)) break;
    if (!user || user.role !== 'user') break;
    parts.unshift(user.content);
    i -= 2;
  }
  return parts.length ? parts.join('. ') : undefined;
}

function isQuestion(text: string): boolean {
  return /\?\s*\)?\s*$|¿[^?]*\?/.test(text.trim());
}
