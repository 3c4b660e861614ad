import { z } from 'zod';
import { assistantReplySchema } from '../../shared/assistant';

type JsonSchema = { [keyword: string]: unknown };

/** The keywords strict structured output reads; the rest (defaults, patterns, lengths) zod checks afterwards. */
const STRICT_KEYWORDS = new Set([
  'type',
  'enum',
  'description',
  'properties',
  'required',
  'additionalProperties',
  'items',
]);

/**
 * A zod schema as a strict structured-output JSON schema (`strict: true`): every object closed and
 * with every property required, and an optional property nullable instead (`withoutNulls` drops the
 * nulls before the zod contract reads the answer). Only the keywords above are kept: some
 * chat-completions servers refuse `pattern`, `maxLength` or `default`, and zod validates the reply anyway.
 */
export function strictJsonSchema(schema: z.ZodType): JsonSchema {
  return strict(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }));
}

function strict(node: JsonSchema): JsonSchema {
  if ('anyOf' in node || 'oneOf' in node || 'allOf' in node || '$ref' in node) {
    throw new Error(`strictJsonSchema: unsupported schema ${JSON.stringify(node)}`);
  }
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) if (STRICT_KEYWORDS.has(keyword)) out[keyword] = value;
  if (isSchema(node.items)) out.items = strict(node.items);
  if (isSchema(node.properties)) {
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    const properties: Record<string, JsonSchema> = {};
    for (const [name, property] of Object.entries(node.properties)) {
      if (!isSchema(property)) throw new Error(`strictJsonSchema: unsupported property ${name}`);
      properties[name] = required.has(name) ? strict(property) : nullable(strict(property));
    }
    out.properties = properties;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

/** An optional field as strict mode writes it: present, and null when there is nothing to say. */
function nullable(node: JsonSchema): JsonSchema {
  const types: unknown[] = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('null')) return node;
  if (!types.every((t) => typeof t === 'string')) {
    throw new Error(`strictJsonSchema: cannot make ${JSON.stringify(node)} nullable`);
  }
  return {
    ...node,
    type: [...types, 'null'],
    ...(Array.isArray(node.enum) ? { enum: [...(node.enum as unknown[]), null] } : {}),
    ...(typeof node.description === 'string' ? { description: `${node.description}; si no, null` } : {}),
  };
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `response_format` JSON schema, generated from the shared reply contract. */
export const REPLY_JSON_SCHEMA = {
  name: 'respuesta_contable',
  strict: true,
  schema: strictJsonSchema(assistantReplySchema),
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
