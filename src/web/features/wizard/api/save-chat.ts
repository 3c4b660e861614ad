import type { ChatMessage } from '@/shared/assistant';
import { apiRequest } from '@/web/lib/api-client';

/** Keeps a saved report's conversation on the server after each exchange. */
export async function saveChat(reportId: string, messages: readonly ChatMessage[]): Promise<void> {
  await apiRequest(`/api/reports/${encodeURIComponent(reportId)}/chat`, {
    method: 'PUT',
    body: { messages },
  });
}
