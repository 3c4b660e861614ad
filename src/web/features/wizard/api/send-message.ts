import { assistantAnswerSchema, type AssistantCall, type AssistantReply } from '@/shared/assistant';
import { apiRequest } from '@/web/lib/api-client';

/** One chat turn: the server runs the assistant and checks its reply against the books. */
export async function sendMessage(call: AssistantCall): Promise<AssistantReply> {
  const answer = assistantAnswerSchema.parse(
    await apiRequest<unknown>('/api/assistant/reply', { method: 'POST', body: call }),
  );
  return answer.reply;
}
