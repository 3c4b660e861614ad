import { z } from 'zod';
import {
  assistantReplySchema,
  assistantStateSchema,
  chatMessageSchema,
  type AssistantReply,
  type AssistantRequest,
} from '../shared/assistant';
import { currencySchema } from '../shared/lines';
import type { AssistantProvider } from './types';

/**
 * The evaluation contract (../shared/assistant-eval/README.md): JSON Lines of cases in, one
 * `{"id","reply"}` line per case out, in order. A failing case answers with an error message and never
 * stops the others. The command (`npm run --silent assistant:batch`, src/server/cli/assistant-batch.ts)
 * reads stdin and passes the configured provider.
 */
const caseSchema = z.object({
  id: z.string(),
  currency: currencySchema.default('USD'),
  state: assistantStateSchema,
  history: z.array(chatMessageSchema).default([]),
  message: z.string(),
  period: z.object({ start: z.string(), end: z.string() }).optional(),
  today: z.string().optional(),
});

export async function runBatch(input: string, provider: AssistantProvider): Promise<string> {
  const out: string[] = [];
  const lines = input
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const [i, raw] of lines.entries()) {
    let id = `line-${i + 1}`;
    try {
      const json: unknown = JSON.parse(raw);
      if (json && typeof json === 'object' && 'id' in json && typeof json.id === 'string') id = json.id;
      const c = caseSchema.parse(json);
      const req: AssistantRequest = {
        currency: c.currency,
        state: c.state,
        history: c.history,
        message: c.message,
        ...(c.period ? { period: c.period } : {}),
        ...(c.today ? { today: c.today } : {}),
      };
      const reply = assistantReplySchema.parse(await provider.reply(req));
      out.push(JSON.stringify({ id, reply }));
    } catch (err) {
      out.push(JSON.stringify({ id, reply: failure(err) }));
    }
  }
  return out.length ? `${out.join('\n')}\n` : '';
}

function failure(err: unknown): AssistantReply {
  const detail = err instanceof Error ? err.message : String(err);
  return {
    action: 'inform',
    response: `Lo siento, tuve un problema para procesar tu solicitud. Por favor, intenta de nuevo. (${detail.slice(0, 200)})`,
    transactions: [],
    transactions_to_remove: [],
    transactions_to_add: [],
  };
}
