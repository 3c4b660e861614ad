import { z } from 'zod';
import { SECTIONS, type Currency } from '../domain/sections';
import {
  currencySchema,
  lineSchema,
  MAX_CATEGORY_CHARS,
  MAX_CHAT_MESSAGE_CHARS,
  MAX_DESCRIPTION_CHARS,
  MAX_LINES_PER_REPORT,
  MAX_TRANSACTION_ID_CHARS,
} from './lines';
import { isoDate, storableText } from './text';

/** Bounds of what the browser sends the assistant, the same as a saved report's (src/shared/lines.ts). */
export const MAX_STATE_LINES = MAX_LINES_PER_REPORT;
export const MAX_HISTORY_MESSAGES = 200;
export { MAX_CHAT_MESSAGE_CHARS };

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
  /**
   * Opening balances ('ya teníamos 5.000 en el banco'): the lines go to the asiento de apertura
   * (register adds to it, edit replaces it) instead of being a movement of the period.
   */
  opening: z
    .boolean()
    .optional()
    .describe('true solo si las líneas son saldos iniciales (asiento de apertura)'),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant'], { error: 'El autor de un mensaje debe ser user o assistant.' }),
  content: storableText('Un mensaje de la conversación'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * A line of the current state as the assistant sees it (the eval's `state` and the server's context),
 * bounded like a saved report's line: the working state is a report not yet saved.
 */
export const stateLineSchema = lineSchema.extend({
  description: lineSchema.shape.description.max(
    MAX_DESCRIPTION_CHARS,
    `La descripción no puede superar ${MAX_DESCRIPTION_CHARS} caracteres.`,
  ),
  category: lineSchema.shape.category.max(
    MAX_CATEGORY_CHARS,
    `El nombre de la cuenta no puede superar ${MAX_CATEGORY_CHARS} caracteres.`,
  ),
  transactionId: storableText('El identificador del asiento')
    .max(MAX_TRANSACTION_ID_CHARS, 'El identificador del asiento es demasiado largo.')
    .optional(),
  date: isoDate('La fecha de la línea').optional(),
});
export type StateLine = z.infer<typeof stateLineSchema>;

const stateSection = z
  .array(stateLineSchema, { error: 'Cada sección del estado debe ser una lista.' })
  .max(MAX_STATE_LINES, 'El estado tiene demasiadas líneas.');

export const assistantStateSchema = z.object(
  {
    revenues: stateSection,
    expenses: stateSection,
    assets: stateSection,
    liabilities: stateSection,
    equity: stateSection,
  },
  { error: 'Falta el estado del reporte.' },
);
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
  /** The report's period, checked as the report's own (both dates in range, the start first). */
  period: z
    .object(
      { start: isoDate('La fecha de inicio'), end: isoDate('La fecha de fin') },
      { error: 'El período debe tener fecha de inicio y de fin.' },
    )
    .refine((p) => p.start < p.end, {
      message: 'La fecha de inicio debe ser anterior a la fecha de fin.',
      path: ['end'],
    })
    .optional(),
  state: assistantStateSchema,
  history: z
    .array(
      chatMessageSchema.extend({
        content: chatMessageSchema.shape.content.max(
          MAX_CHAT_MESSAGE_CHARS,
          'Un mensaje de la conversación es demasiado largo.',
        ),
      }),
      { error: 'La conversación debe ser una lista de mensajes.' },
    )
    .max(MAX_HISTORY_MESSAGES, 'La conversación es demasiado larga.'),
  message: storableText('El mensaje').trim().min(1, 'Escribe un mensaje.'),
});
export type AssistantCall = z.infer<typeof assistantCallSchema>;

export const assistantAnswerSchema = z.object({ reply: assistantReplySchema });
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

/** The assistant's message when it fails (specification §8). */
export const AI_FAILURE_MESSAGE =
  'Lo siento, tuve un problema para procesar tu solicitud. Por favor, intenta de nuevo.';
export const AI_FAILURE_TOAST_FALLBACK = 'No se pudo comunicar con el asistente.';
