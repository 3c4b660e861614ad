import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assistantStateSchema, chatMessageSchema } from '../../shared/assistant';
import { currencySchema } from '../../shared/lines';
import { judge, type Expectation } from '../test/judge';
import fixture from './fixtures/generalization.json';
import { interpret } from '../understand';

/**
 * Sentences written for this interpreter, not taken from the evaluation set: other businesses
 * (bakery, mechanic, clothing, consultancy), Spain and Latin-American Spanish, typos, words for
 * numbers, multi-turn completions, edits, deletes, queries and small talk. They check that the rules
 * generalise beyond the development cases.
 */
const fixtureSchema = z.object({
  states: z.record(z.string(), assistantStateSchema),
  cases: z.array(
    z.object({
      id: z.string(),
      currency: currencySchema,
      state: z.string(),
      history: z.array(chatMessageSchema),
      message: z.string(),
      expect: z.custom<Expectation>((v) => typeof v === 'object' && v !== null && 'action' in v),
    }),
  ),
});

const data = fixtureSchema.parse(fixture);

describe('generalisation sentences', () => {
  it.each(data.cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const state = data.states[c.state];
    if (!state) throw new Error(`missing state ${c.state}`);
    const reply = interpret({ currency: c.currency, state, history: c.history, message: c.message });
    expect(judge(c.expect, reply), `${c.message}\n${reply.response}`).toBeNull();
  });
});
