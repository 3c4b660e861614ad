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
/**
 * A state is written whole, or as an earlier state of the same story plus the lines added after it
 * (most cases of a story only add an entry to the books before them): the file stays small.
 */
const storedStateSchema = z.union([
  assistantStateSchema,
  z.object({ extends: z.string(), add: assistantStateSchema.partial() }).strict(),
]);
type StoredState = z.infer<typeof storedStateSchema>;
type State = z.infer<typeof assistantStateSchema>;

function resolveStates(stored: Readonly<Record<string, StoredState>>): Map<string, State> {
  const done = new Map<string, State>();
  const resolve = (name: string, seen: ReadonlySet<string>): State => {
    const known = done.get(name);
    if (known) return known;
    const s = stored[name];
    if (!s) throw new Error(`missing state ${name}`);
    if (seen.has(name)) throw new Error(`state ${name} extends itself`);
    let state: State;
    if ('extends' in s) {
      const base = resolve(s.extends, new Set([...seen, name]));
      state = {
        revenues: [...base.revenues, ...(s.add.revenues ?? [])],
        expenses: [...base.expenses, ...(s.add.expenses ?? [])],
        assets: [...base.assets, ...(s.add.assets ?? [])],
        liabilities: [...base.liabilities, ...(s.add.liabilities ?? [])],
        equity: [...base.equity, ...(s.add.equity ?? [])],
      };
    } else state = s;
    done.set(name, state);
    return state;
  };
  for (const name of Object.keys(stored)) resolve(name, new Set());
  return done;
}

const fixtureSchema = z.object({
  states: z.record(z.string(), storedStateSchema),
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
const states = resolveStates(data.states);

describe('generalisation sentences', () => {
  it.each(data.cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const state = states.get(c.state);
    if (!state) throw new Error(`missing state ${c.state}`);
    const reply = interpret({ currency: c.currency, state, history: c.history, message: c.message });
    expect(judge(c.expect, reply), `${c.message}\n${reply.response}`).toBeNull();
  });
});
