import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatServer } from '../../assistant/test/fake-chat-server';
import { projectRoot } from '../paths';

function runBatch(
  input: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const root = projectRoot();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'src/server/cli/assistant-batch.ts')],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const empty = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
const cases = [
  {
    id: 'a',
    currency: 'USD',
    state: empty,
    history: [],
    message: 'Aporté 10.000 dólares de capital inicial en el banco',
    expect: { action: 'register' },
  },
  { id: 'b', currency: 'EUR', state: empty, history: [], message: 'hola', expect: { action: 'inform' } },
];

describe('npm run assistant:batch, con el proveedor configurado', () => {
  let fake: Awaited<ReturnType<typeof startFakeChatServer>>;
  beforeAll(async () => {
    fake = await startFakeChatServer();
  });
  afterAll(() => fake.close());

  it('local por defecto: una respuesta por caso, en orden', async () => {
    const r = await runBatch(cases.map((c) => JSON.stringify(c)).join('\n'), {});
    expect(r.code).toBe(0);
    const replies = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; reply: { action: string } });
    expect(replies.map((x) => [x.id, x.reply.action])).toEqual([
      ['a', 'register'],
      ['b', 'inform'],
    ]);
  });

  it('openai: consulta al servidor chat-completions configurado', async () => {
    const inform = {
      action: 'inform',
      response: '¡Hola! ¿Qué movimiento registramos?',
      transactions: [],
      transactions_to_remove: [],
      transactions_to_add: [],
    };
    fake.script.push({ kind: 'content', content: JSON.stringify(inform) });
    const r = await runBatch(JSON.stringify(cases[1]), {
      ASSISTANT_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'k',
      OPENAI_MODEL: 'modelo-local',
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout.trim())).toEqual({ id: 'b', reply: inform });
    expect(fake.received[0]?.body.model).toBe('modelo-local');
  });

  it('hybrid: solo lo que el intérprete local no lee llega al modelo; si el modelo falla, responde el local', async () => {
    fake.received.length = 0;
    const unreadable = { ...cases[1], id: 'c', message: 'el gato del vecino se comió la factura' };
    const model = {
      action: 'inform',
      response: 'Eso no es un movimiento de la empresa. ¿Qué quieres registrar?',
      transactions: [],
      transactions_to_remove: [],
      transactions_to_add: [],
    };
    fake.script.push({ kind: 'content', content: JSON.stringify(model) });
    fake.script.push({ kind: 'status', status: 503 });
    const r = await runBatch(
      [cases[0], unreadable, { ...unreadable, id: 'd' }].map((c) => JSON.stringify(c)).join('\n'),
      {
        ASSISTANT_PROVIDER: 'hybrid',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: 'modelo-local',
      },
    );
    expect(r.code).toBe(0);
    const replies = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; reply: { action: string; response: string } });
    expect(replies.map((x) => [x.id, x.reply.action])).toEqual([
      ['a', 'register'],
      ['c', 'inform'],
      ['d', 'inform'],
    ]);
    expect(replies[1]?.reply).toEqual(model);
    expect(replies[2]?.reply.response).toMatch(/asistente contable/);
    expect(fake.received.map((x) => x.body.messages.at(-1)?.content)).toEqual([
      unreadable.message,
      unreadable.message,
    ]);
    expect(r.stderr).toContain('assistant model failed, local reply used');
  });
});
