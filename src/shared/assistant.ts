import { z } from 'zod';
import { SECTIONS, type Currency } from '../domain/sections';
import { currencySchema, lineSchema } from './lines';

/**
 * The assistant's reply shape (specification §3), the one contract between the interpreters
 * (offline or a model), the server's validation and the browser. Amounts are decimals in currency
 * units, signed as the change of that section's balance.
 */
export const ASSISTANT_ACTIONS = ['register', 'edit', 'delete', 'query', 'clarify', 'inform'] as const;
export type AssistantAction = (typeof ASSISTANT_ACTIONS)[number];

/** A line of a reply: the base line with its section and, when the user said it, its date. */
export const replyLineSchema = z.object({
  section: z.enum(SECTIONS),
  data: lineSchema.extend({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe('AAAA-MM-DD si el usuario dijo la fecha'),
  }),
});
export type ReplyLine = z.infer<typeof replyLineSchema>;

export const assistantReplySchema = z.object({
  action: z.enum(ASSISTANT_ACTIONS),
  response: z.string(),
  transactions: z.array(replyLineSchema).default([]),
  transactions_to_remove: z.array(z.object({ transaction_id: z.string() })).default([]),
  transactions_to_add: z.array(replyLineSchema).default([]),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A line of the current state as the assistant sees it (the eval's `state` and the server's context). */
export const stateLineSchema = lineSchema.extend({
  transactionId: z.string().optional(),
  date: z.string().optional(),
});
export type StateLine = z.infer<typeof stateLineSchema>;

export const assistantStateSchema = z.object({
  revenues: z.array(stateLineSchema),
  expenses: z.array(stateLineSchema),
  assets: z.array(stateLineSchema),
  liabilities: z.array(stateLineSchema),
  equity: z.array(stateLineSchema),
});
export type AssistantState = z.infer<typeof assistantStateSchema>;

/** What an interpreter receives: the report context, the state, the earlier chat and the new message. */
export interface AssistantRequest {
  readonly currency: Currency;
  readonly state: AssistantState;
  readonly history: readonly ChatMessage[];
  readonly message: string;
  /** The report period, so relative dates ('ayer') and 'el 15 de marzo' land inside it. */
  readonly period?: { readonly start: string; readonly end: string };
  /** Today's date (YYYY-MM-DD) as the server sees it; interpreters never read the clock themselves. */
  readonly today?: string;
}

export const GREETING =
  'Hola! Soy tu asistente contable. Describe cada movimiento financiero de tu nueva empresa en orden cronológico, empezando por el capital inicial.';

/** POST /api/assistant/reply: the report context and the working state travel with each message. */
export const assistantCallSchema = z.object({
  currency: currencySchema,
  period: z.object({ start: z.string(), end: z.string() }).optional(),
  state: assistantStateSchema,
  history: z.array(chatMessageSchema).max(200, 'La conversación es demasiado larga.'),
  message: z.string().trim().min(1, 'Escribe un mensaje.'),
});
export type AssistantCall = z.infer<typeof assistantCallSchema>;

export const assistantAnswerSchema = z.object({ reply: assistantReplySchema });
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

/** The assistant's message when it fails (specification §8). */
export const AI_FAILURE_MESSAGE =
  'Lo siento, tuve un problema para procesar tu solicitud. Por favor, intenta de nuevo.';
export const AI_FAILURE_TOAST_FALLBACK = 'No se pudo comunicar con el asistente.';
