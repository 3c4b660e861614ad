import type { AssistantReply, AssistantRequest } from '../shared/assistant';

/**
 * One interpreter of the chat: the offline `local` one or a model-backed one. Providers are
 * stateless: everything they need (state, history, period) arrives in the request.
 */
export interface AssistantProvider {
  readonly name: string;
  reply(req: AssistantRequest, signal?: AbortSignal): Promise<AssistantReply>;
}
