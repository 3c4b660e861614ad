import type { AssistantReply, AssistantRequest } from '../../shared/assistant';
import { createOpenAIProvider, FALLBACK_CLARIFY, type OpenAIProviderConfig } from '../openai/provider';
import type { AssistantProvider } from '../types';
import { interpretWithConfidence } from '../understand';

/** The local reading of a message and whether it was read with confidence. */
export type LocalReading = (req: AssistantRequest) => { reply: AssistantReply; confident: boolean };

export interface HybridOptions {
  /** The local interpreter; `interpretWithConfidence` unless a test gives another. */
  readonly local?: LocalReading;
  /** Told when the model failed and the local reply was used instead (for the logs). */
  readonly onModelError?: (error: unknown) => void;
}

/**
 * The local interpreter answers what it reads with confidence; only what it cannot read goes to the
 * configured model, through the `openai` provider (same prompt, validation with the accounting core,
 * one retry with the reason). When the model cannot be reached, times out, answers with an error, or
 * gives two unusable answers, the local reply is used: the user always gets a Spanish answer (the
 * local question names the missing fact, where the model's fallback would ask generically).
 */
export function createHybridProvider(
  config: OpenAIProviderConfig,
  options: HybridOptions = {},
): AssistantProvider {
  const model = createOpenAIProvider(config);
  const local = options.local ?? interpretWithConfidence;
  return {
    name: 'hybrid',
    async reply(req, signal) {
      const own = local(req);
      if (own.confident) return own.reply;
      try {
        const answer = await model.reply(req, signal);
        if (answer.action === 'clarify' && answer.response === FALLBACK_CLARIFY) {
          options.onModelError?.(new Error('El modelo dio dos respuestas inutilizables.'));
          return own.reply;
        }
        return answer;
      } catch (error) {
        options.onModelError?.(error);
        return own.reply;
      }
    },
  };
}
