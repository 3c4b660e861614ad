import type { ChatMessage } from '@/shared/assistant';
import { MAX_SAVED_MESSAGES } from '@/shared/reports';
import { apiRequest } from '@/web/lib/api-client';

/** Keeps a saved report's conversation on the server after each exchange (its last messages, as it caps them). */
export async function saveChat(reportId: string, messages: readonly ChatMessage[]): Promise<void> {
  await apiRequest(`/api/reports/${encodeURIComponent(reportId)}/chat`, {
    method: 'PUT',
    body: { messages: messages.slice(-MAX_SAVED_MESSAGES) },
  });
}
