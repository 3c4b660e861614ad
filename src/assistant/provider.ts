import { createHybridProvider, type HybridOptions } from './hybrid/provider';
import { createLocalProvider } from './understand';
import { createOpenAIProvider, type OpenAIProviderConfig } from './openai/provider';
import type { AssistantProvider } from './types';

/**
 * Which interpreter answers: the offline `local` one (default, needs nothing), `openai`, any
 * chat-completions server, or `hybrid`: the local one for what it reads with confidence and the model
 * for the rest. The settings come from src/server/env.ts; nothing here reads the environment.
 */
export type AssistantConfig =
  | { readonly provider: 'local' }
  | ({ readonly provider: 'openai' } & OpenAIProviderConfig)
  | ({ readonly provider: 'hybrid' } & OpenAIProviderConfig);

export const DEFAULT_ASSISTANT_CONFIG: AssistantConfig = { provider: 'local' };

/** What the caller wants to hear about (the `hybrid` provider's fallbacks, for the logs). */
export type ProviderHooks = Pick<HybridOptions, 'onModelError'>;

export function createProvider(
  config: AssistantConfig = DEFAULT_ASSISTANT_CONFIG,
  hooks: ProviderHooks = {},
): AssistantProvider {
  switch (config.provider) {
    case 'local':
      return createLocalProvider();
    case 'openai':
      return createOpenAIProvider(config);
    case 'hybrid':
      return createHybridProvider(config, hooks);
  }
}
