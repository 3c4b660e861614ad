import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_TYPES, MAX_ABS_CENTS, SECTIONS } from '../../domain';
import { ASSISTANT_ACTIONS, assistantReplySchema, type AssistantReply } from '../../shared/assistant';
import { interpret } from '../local';
import { REPLY_JSON_SCHEMA, strictJsonSchema, withoutNulls } from './schema';

type Node = { [keyword: string]: unknown };

const ALLOWED = ['type', 'enum', 'description', 'properties', 'required', 'additionalProperties', 'items'];

function asNode(value: unknown): Node {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a schema');
  return value as Node;
}

/** Every schema node with its JSON pointer. */
function* nodes(node: Node, at = '#'): Generator<[string, Node]> {
  yield [at, node];
  if (node.items !== undefined) yield* nodes(asNode(node.items), `${at}/items`);
  if (node.properties !== undefined)
    for (const [name, child] of Object.entries(asNode(node.properties)))
      yield* nodes(asNode(child), `${at}/properties/${name}`);
}

/**
 * Validates against exactly the keywords the strict schema may use (the first test checks it uses no
 * other), so this small validator is complete for it. Returns the first problem, or null.
 */
function validate(schema: Node, value: unknown, at = '$'): string | null {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const typeOf =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'object'
          ? 'object'
          : typeof value;
  if (types.length && !types.some((t) => t === typeOf || (t === 'integer' && Number.isInteger(value))))
    return `${at}: ${typeOf} is not ${types.join('|')}`;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return `${at}: not in enum`;
  if (Array.isArray(value) && schema.items !== undefined) {
    for (const [i, item] of value.entries()) {
      const problem = validate(asNode(schema.items), item, `${at}[${i}]`);
      if (problem) return problem;
    }
  }
  if (typeOf === 'object' && schema.properties !== undefined) {
    const record = value as Record<string, unknown>;
    const properties = asNode(schema.properties);
    for (const name of (schema.required as string[] | undefined) ?? [])
      if (!(name in record)) return `${at}.${name}: missing`;
    for (const [name, item] of Object.entries(record)) {
      const property = properties[name];
      if (property === undefined) {
        if (schema.additionalProperties === false) return `${at}.${name}: not allowed`;
        continue;
      }
      const problem = validate(asNode(property), item, `${at}.${name}`);
      if (problem) return problem;
    }
  }
  return null;
}

/** A reply as a strict-mode model writes it: every property present, null where the contract omits it. */
function toWire(schema: Node, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => toWire(asNode(schema.items), item));
  if (typeof value !== 'object' || value === null || schema.properties === undefined) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(asNode(schema.properties)).map(([name, property]) => [
      name,
      record[name] === undefined ? null : toWire(asNode(property), record[name]),
    ]),
  );
}

const schema = asNode(REPLY_JSON_SCHEMA.schema);

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const replyLine = fc.record(
  {
    section: fc.constantFrom(...SECTIONS),
    data: fc.record(
      {
        description: fc.string({ maxLength: 40 }),
        amount: fc.integer({ min: -MAX_ABS_CENTS, max: MAX_ABS_CENTS }).map((c) => c / 100),
        category: fc.string({ maxLength: 40 }),
        type: fc.constantFrom(...ACCOUNT_TYPES),
        date: isoDate,
      },
      { requiredKeys: ['description', 'amount', 'category'] },
    ),
  },
  { requiredKeys: ['section', 'data'] },
);

const reply = fc.record({
  action: fc.constantFrom(...ASSISTANT_ACTIONS),
  response: fc.string({ maxLength: 80 }),
  transactions: fc.array(replyLine, { maxLength: 4 }),
  transactions_to_remove: fc.array(fc.record({ transaction_id: fc.string({ maxLength: 12 }) }), {
    maxLength: 3,
  }),
  transactions_to_add: fc.array(replyLine, { maxLength: 4 }),
});

/** The reply contract accepts it; the strict JSON schema accepts its wire form; reading that back gives it again. */
function roundTrip(candidate: unknown): void {
  const parsed: AssistantReply = assistantReplySchema.parse(candidate);
  const wire = JSON.parse(JSON.stringify(toWire(schema, parsed))) as unknown;
  expect(validate(schema, wire)).toBeNull();
  expect(assistantReplySchema.parse(withoutNulls(wire))).toEqual(parsed);
}

describe('REPLY_JSON_SCHEMA, generated from the reply contract', () => {
  it('is strict: every object closed with every property required, and no keyword beyond strict mode', () => {
    let objects = 0;
    for (const [at, node] of nodes(schema)) {
      for (const keyword of Object.keys(node)) expect(ALLOWED, `${at} uses ${keyword}`).toContain(keyword);
      if (node.type === 'object' || node.properties !== undefined) {
        objects++;
        expect(node.additionalProperties, at).toBe(false);
        expect(node.required, at).toEqual(Object.keys(asNode(node.properties)));
      }
    }
    expect(objects).toBe(6);
    expect(REPLY_JSON_SCHEMA).toMatchObject({ name: 'respuesta_contable', strict: true });
  });

  it("keeps the wire format: the optional 'type' and 'date' are nullable, every field required", () => {
    const data = asNode(asNode(asNode(asNode(asNode(schema.properties).transactions).items).properties).data);
    expect(data).toEqual({
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
    });
    expect(asNode(schema.properties).action).toEqual({ type: 'string', enum: [...ASSISTANT_ACTIONS] });
  });

  it('accepts every reply the contract accepts, and reading it back gives the same reply', () => {
    fc.assert(fc.property(reply, roundTrip), { numRuns: 300 });
  });

  it("accepts the offline interpreter's replies", () => {
    const empty = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
    for (const message of [
      'Aporté 10.000 dólares de capital inicial en el banco el 3 de enero',
      'Compré una laptop por 1.200 a crédito a largo plazo',
      'Pagué el alquiler de 500 en efectivo',
      '¿cuánto tengo en caja?',
    ]) {
      roundTrip(interpret({ currency: 'USD', state: empty, history: [], message, today: '2026-01-10' }));
    }
  });

  it('refuses what strict mode refuses: a missing field, an extra one, a value outside an enum', () => {
    const wire = toWire(schema, assistantReplySchema.parse({ action: 'inform', response: 'Hola' }));
    expect(validate(schema, wire)).toBeNull();
    const { response: _, ...missing } = wire as Record<string, unknown>;
    expect(validate(schema, missing)).toMatch(/response: missing/);
    expect(validate(schema, { ...(wire as object), extra: 1 })).toMatch(/extra: not allowed/);
    expect(validate(schema, { ...(wire as object), action: 'registrar' })).toMatch(/action: not in enum/);
  });

  it('refuses a schema strict mode cannot express instead of sending it', () => {
    const either = z.union([z.object({ a: z.string() }), z.string()]);
    expect(() => strictJsonSchema(z.object({ a: either }))).toThrow(/unsupported/);
    expect(strictJsonSchema(z.object({ a: z.string().nullable().optional() }))).toEqual({
      type: 'object',
      properties: { a: { type: ['string', 'null'] } },
      required: ['a'],
      additionalProperties: false,
    });
    expect(strictJsonSchema(z.object({ a: z.array(z.string()).optional() }))).toEqual({
      type: 'object',
      properties: { a: { type: ['array', 'null'], items: { type: 'string' } } },
      required: ['a'],
      additionalProperties: false,
    });
  });
});
