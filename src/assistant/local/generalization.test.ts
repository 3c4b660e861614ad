import { describe, expect, it } from 'vitest';
import type { AssistantState, ChatMessage } from '../../shared/assistant';
import { judge, type Expectation } from '../testing/judge';
import fixture from './fixtures/generalization.json';
import { interpret } from './index';

/**
 * Sentences written for this interpreter, not taken from the evaluation set: other businesses
 * (bakery, mechanic, clothing, consultancy), Spain and Latin-American Spanish, typos, words for
 * numbers, multi-turn completions, edits, deletes, queries and small talk. They check that the rules
 * generalise beyond the development cases.
 */
interface FixtureCase {
  readonly id: string;
  readonly currency: 'USD' | 'EUR';
  readonly state: string;
  readonly history: readonly ChatMessage[];
  readonly message: string;
  readonly expect: Expectation;
}

const data = fixture as unknown as { readonly states: Readonly<Record<string, AssistantState>>; readonly cases: readonly FixtureCase[] };

describe('generalisation sentences', () => {
  it.each(data.cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const state = data.states[c.state];
    if (!state) throw new Error(`missing state ${c.state}`);
    const reply = interpret({ currency: c.currency, state, history: c.history, message: c.message });
    expect(judge(c.expect, reply), `${c.message}\n${reply.response}`).toBeNull();
  });
});
