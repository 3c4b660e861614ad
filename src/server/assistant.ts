import { createLocalProvider } from '../assistant/local';
import { createOpenAIProvider } from '../assistant/openai/provider';
import type { AssistantProvider } from '../assistant/types';
import type { Env } from './env';

/** The interpreter the configuration names: the offline one by default, or a chat-completions model. */
export function providerFromEnv(env: Env): AssistantProvider {
  if (env.ASSISTANT_PROVIDER === 'openai') {
    return createOpenAIProvider({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, timeoutMs: env.OPENAI_TIMEOUT_MS });
  }
  return createLocalProvider();
}
