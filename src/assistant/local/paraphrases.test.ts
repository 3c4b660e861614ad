import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assistantStateSchema, chatMessageSchema } from '../../shared/assistant';
import { currencySchema } from '../../shared/lines';
import { judge, type Expectation } from '../test/judge';
import paraphrases from './fixtures/paraphrases.json';
import { interpret } from '../understand';

/**
 * The development cases said differently (other verbs, word order, Spain/Latin-American wording):
 * same state, same history, same expected booking. A rule that only matched the original sentence
 * fails here.
 */
const here = dirname(fileURLToPath(import.meta.url));
const devSet = resolve(here, '..', '..', '..', '..', 'shared', 'assistant-eval', 'dev.jsonl');

const devCase = z.object({
  id: z.string(),
  currency: currencySchema,
  state: assistantStateSchema,
  history: z.array(chatMessageSchema),
  message: z.string(),
  expect: z.custom<Expectation>((v) => typeof v === 'object' && v !== null && 'action' in v),
});

const cases = existsSync(devSet)
  ? readFileSync(devSet, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => devCase.parse(JSON.parse(l)))
  : [];
const table = cases.flatMap((c) =>
  ((paraphrases as Record<string, string[]>)[c.id] ?? []).map(
    (message, i) => [`${c.id} #${i + 1}`, c, message] as const,
  ),
);

describe.skipIf(table.length === 0)('paraphrases of the development cases', () => {
  it.each(table)('%s', (_name, c, message) => {
    const reply = interpret({ currency: c.currency, state: c.state, history: c.history, message });
    expect(judge(c.expect, reply), `${message}\n${reply.response}`).toBeNull();
  });
});
