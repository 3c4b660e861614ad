import { createLocalProvider } from './understand';
import { createOpenAIProvider, type OpenAIProviderConfig } from './openai/provider';
import type { AssistantProvider } from './types';

/**
 * Which interpreter answers: the offline `local` one (default, needs nothing) or `openai`, any
 * chat-completions server. The settings come from src/server/env.ts; nothing here reads the environment.
 */
export type AssistantConfig =
  { readonly provider: 'local' } | ({ readonly provider: 'openai' } & OpenAIProviderConfig);

export const DEFAULT_ASSISTANT_CONFIG: AssistantConfig = { provider: 'local' };

export function createProvider(config: AssistantConfig = DEFAULT_ASSISTANT_CONFIG): AssistantProvider {
  switch (config.provider) {
    case 'local':
      return createLocalProvider();
    case 'openai':
      return createOpenAIProvider(config);
  }
}
