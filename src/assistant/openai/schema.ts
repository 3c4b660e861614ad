import { ACCOUNT_TYPES, SECTIONS } from '../../domain';

/**
 * The JSON schema sent as `response_format` (structured output, strict). Strict mode wants every
 * property required, so the optional `type` and `date` are nullable and cleaned before validation.
 */
const line = {
  type: 'object',
  additionalProperties: false,
  required: ['section', 'data'],
  properties: {
    section: { type: 'string', enum: [...SECTIONS] },
    data: {
      type: 'object',
      additionalProperties: false,
      required: ['description', 'amount', 'category', 'type', 'date'],
      properties: {
        description: { type: 'string' },
        amount: { type: 'number' },
        category: { type: 'string' },
        type: { type: ['string', 'null'], enum: [...ACCOUNT_TYPES, null] },
        date: {
          type: ['string', 'null'],
          description: 'AAAA-MM-DD si el usuario dijo la fecha; si no, null',
        },
      },
    },
  },
} as const;

export const REPLY_JSON_SCHEMA = {
  name: 'respuesta_contable',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['action', 'response', 'transactions', 'transactions_to_remove', 'transactions_to_add'],
    properties: {
      action: { type: 'string', enum: ['register', 'edit', 'delete', 'query', 'clarify', 'inform'] },
      response: { type: 'string' },
      transactions: { type: 'array', items: line },
      transactions_to_remove: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['transaction_id'],
          properties: { transaction_id: { type: 'string' } },
        },
      },
      transactions_to_add: { type: 'array', items: line },
    },
  },
} as const;

/** Drops the nulls strict mode forces, so the reply matches the shared zod contract. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  }
  return value;
}
