import { createProvider } from '../assistant/provider';
import type { AssistantProvider } from '../assistant/types';
import type { Env } from './env';

/** The interpreter the configuration names: the offline one by default, or a chat-completions model. */
export function providerFromEnv(env: Env): AssistantProvider {
  return createProvider(
    env.ASSISTANT_PROVIDER === 'openai'
      ? {
          provider: 'openai',
          apiKey: env.OPENAI_API_KEY,
          baseURL: env.OPENAI_BASE_URL,
          model: env.OPENAI_MODEL,
          timeoutMs: env.OPENAI_TIMEOUT_MS,
        }
      : { provider: 'local' },
  );
}
