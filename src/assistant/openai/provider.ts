import OpenAI from 'openai';
import { assistantReplySchema, type AssistantReply, type AssistantRequest } from '../../shared/assistant';
import { AssistantUnavailableError } from '../errors';
import type { AssistantProvider } from '../types';
import { clarifyReply, replyProblem } from '../validate';
import { chatMessages } from './prompt';
import { REPLY_JSON_SCHEMA, withoutNulls } from './schema';

export interface OpenAIProviderConfig {
  readonly apiKey?: string;
  /** Any chat-completions server: OpenAI by default, or Ollama, vLLM, llama.cpp… */
  readonly baseURL?: string;
  readonly model: string;
  readonly timeoutMs: number;
}

export const FALLBACK_CLARIFY =
  'No pude interpretar ese movimiento con seguridad. ¿Puedes describirlo de nuevo indicando el monto, en qué se usó y cómo se pagó (efectivo, banco o a crédito)?';

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

/** Reads the model's content into a reply the accounting core accepts, or says what is wrong with it. */
function interpret(
  content: string | null | undefined,
  req: AssistantRequest,
): { reply: AssistantReply } | { problem: string } {
  if (!content) return { problem: 'La respuesta vino vacía.' };
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { problem: 'La respuesta no es un JSON válido.' };
  }
  const parsed = assistantReplySchema.safeParse(withoutNulls(json));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      problem: `La respuesta no tiene la forma pedida (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}).`,
    };
  }
  const problem = replyProblem(req.state, parsed.data, req.currency, req.period);
  return problem ? { problem } : { reply: parsed.data };
}

function unavailable(error: unknown): AssistantUnavailableError {
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new AssistantUnavailableError('El asistente tardó demasiado en responder.', String(error));
  if (error instanceof OpenAI.APIConnectionError)
    return new AssistantUnavailableError('No se pudo comunicar con el asistente.', String(error));
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    const message =
      status === 401 || status === 403
        ? 'El servicio del asistente rechazó la clave configurada.'
        : status === 429
          ? 'El servicio del asistente está saturado. Inténtalo de nuevo en un momento.'
          : 'El servicio del asistente respondió con un error.';
    return new AssistantUnavailableError(message, `${status} ${error.message}`);
  }
  return new AssistantUnavailableError(
    'No se pudo comunicar con el asistente.',
    error instanceof Error ? error.message : String(error),
  );
}

/**
 * A model behind the chat-completions protocol. The reply is validated with the accounting core;
 * a bad one gets one retry with the reason, then a clarify answer, so it never changes the books.
 */
export function createOpenAIProvider(config: OpenAIProviderConfig): AssistantProvider {
  const client = new OpenAI({
    apiKey: config.apiKey ?? 'sin-clave',
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });

  async function complete(messages: Message[], signal?: AbortSignal): Promise<string | null | undefined> {
    let completion: unknown;
    try {
      completion = await client.chat.completions.create(
        {
          model: config.model,
          messages,
          response_format: { type: 'json_schema', json_schema: REPLY_JSON_SCHEMA },
          temperature: 0,
        },
        { signal },
      );
    } catch (error) {
      throw unavailable(error);
    }
    // A proxy's HTML error page arrives as a 200 with no choices: that is the service failing, not the model.
    const choices =
      completion && typeof completion === 'object' && 'choices' in completion
        ? completion.choices
        : undefined;
    if (!Array.isArray(choices))
      throw new AssistantUnavailableError(
        'El servicio del asistente respondió con un formato inesperado.',
        String(completion).slice(0, 200),
      );
    const first: unknown = choices[0];
    const message = first && typeof first === 'object' && 'message' in first ? first.message : undefined;
    const content =
      message && typeof message === 'object' && 'content' in message ? message.content : undefined;
    return typeof content === 'string' ? content : null;
  }

  return {
    name: 'openai',
    async reply(req, signal) {
      const messages = chatMessages(req);
      const first = await complete(messages, signal);
      const attempt = interpret(first, req);
      if ('reply' in attempt) return attempt.reply;
      const retryMessages: Message[] = [
        ...messages,
        { role: 'assistant', content: first ?? '' },
        {
          role: 'user',
          content: `Tu respuesta anterior no se puede usar: ${attempt.problem} Responde de nuevo solo con el JSON corregido.`,
        },
      ];
      const second = interpret(await complete(retryMessages, signal), req);
      return 'reply' in second ? second.reply : clarifyReply(FALLBACK_CLARIFY);
    },
  };
}
