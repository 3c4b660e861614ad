import type { AssistantProvider } from './types';
import { createLocalProvider } from './local';

/**
 * Which interpreter answers. Only `local` exists for now; the server adds model-backed providers
 * (e.g. `openai`) here, with their settings read by src/server/env.ts and passed in.
 */
export type AssistantConfig = { readonly provider: 'local' };

export const DEFAULT_ASSISTANT_CONFIG: AssistantConfig = { provider: 'local' };

export function createProvider(config: AssistantConfig = DEFAULT_ASSISTANT_CONFIG): AssistantProvider {
  switch (config.provider) {
    case 'local':
      return createLocalProvider();
  }
}
