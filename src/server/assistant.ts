import { createProvider } from '../assistant/provider';
import type { AssistantProvider } from '../assistant/types';
import { AssistantUnavailableError } from '../assistant/errors';
import type { Env } from './env';
import type { Logger } from './logger';

/**
 * The interpreter the configuration names: the offline one by default, a chat-completions model, or
 * both (`hybrid`: the model only for what the offline one cannot read). The hybrid provider's
 * fallbacks to the offline reply, when the model fails, are logged as warnings.
 */
export function providerFromEnv(env: Env, logger?: Pick<Logger, 'warn'>): AssistantProvider {
  if (env.ASSISTANT_PROVIDER === 'local') return createProvider({ provider: 'local' });
  const model = {
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
  };
  if (env.ASSISTANT_PROVIDER === 'openai') return createProvider({ provider: 'openai', ...model });
  return createProvider(
    { provider: 'hybrid', ...model },
    {
      onModelError: (error) =>
        logger?.warn('assistant model failed, local reply used', {
          provider: 'hybrid',
          detail:
            error instanceof AssistantUnavailableError
              ? error.detail
              : error instanceof Error
                ? error.message
                : String(error),
        }),
    },
  );
}
