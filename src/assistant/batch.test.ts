import { describe, expect, it } from 'vitest';
import type { AssistantProvider } from './types';
import { runBatch } from './batch';
import { createProvider } from './provider';

const state = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
const line = (id: string, message: string): string =>
  JSON.stringify({ id, currency: 'USD', state, history: [], message, expect: { action: 'register' } });

describe('runBatch', () => {
  it('answers every case in order, one JSON line each', async () => {
    const out = await runBatch(
      `${line('a', 'aportamos 1000 de capital')}\n\n${line('b', 'hola')}\n`,
      createProvider(),
    );
    const rows = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; reply: { action: string } });
    expect(rows.map((r) => [r.id, r.reply.action])).toEqual([
      ['a', 'register'],
      ['b', 'inform'],
    ]);
  });

  it('keeps going when a case is malformed or the provider fails', async () => {
    const failing: AssistantProvider = {
      name: 'failing',
      reply: (req) =>
        req.message === 'boom' ? Promise.reject(new Error('kaput')) : createProvider().reply(req),
    };
    const out = await runBatch(
      ['{not json', line('x', 'boom'), line('y', 'aportamos 500 de capital')].join('\n'),
      failing,
    );
    const rows = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; reply: { action: string; response: string } });
    expect(rows).toHaveLength(3);
    expect(rows[0]?.reply.action).toBe('inform');
    expect(rows[1]).toMatchObject({ id: 'x', reply: { action: 'inform' } });
    expect(rows[1]?.reply.response).toMatch(/kaput/);
    expect(rows[2]).toMatchObject({ id: 'y', reply: { action: 'register' } });
  });
});
