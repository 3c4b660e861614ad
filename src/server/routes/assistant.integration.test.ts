import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatServer } from '../../assistant/test/fake-chat-server';
import type { AssistantAnswer } from '../../shared/assistant';
import { createTestDatabase, dialects, type TestDatabase } from '../test/database';
import { signedInClient, startTestServer, type TestServer } from '../test/server';

const empty = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };

describe.each(dialects())('POST /api/assistant/reply sobre %s', (dialect) => {
  let database: TestDatabase;
  let local: TestServer;
  let fake: Awaited<ReturnType<typeof startFakeChatServer>>;
  let remote: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    local = await startTestServer(database, {
      RATE_LIMIT_AUTH_MAX: '1000',
      ASSISTANT_MAX_CALLS: '3',
      ASSISTANT_MAX_MESSAGE_CHARS: '200',
    });
    fake = await startFakeChatServer();
    remote = await startTestServer(database, {
      RATE_LIMIT_AUTH_MAX: '1000',
      ASSISTANT_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'k',
      OPENAI_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await local.close();
    await remote.close();
    await fake.close();
    await database.dispose();
  });

  it('el intérprete local responde con un asiento que cuadra', async () => {
    const c = await signedInClient(local);
    const r = await c.request<AssistantAnswer>('/api/assistant/reply', {
      body: {
        currency: 'USD',
        state: empty,
        history: [],
        message: 'Aporté 10.000 dólares de capital inicial en el banco',
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.reply.action).toBe('register');
    const byCategory = Object.fromEntries(
      r.body.reply.transactions.map((t) => [t.data.category, t.data.amount]),
    );
    expect(byCategory).toEqual({ 'Efectivo y equivalentes de efectivo': 10000, 'Capital social': 10000 });
  });

  it('sin sesión: 401; mensaje demasiado largo: 400; demasiadas llamadas: 429', async () => {
    expect(
      (
        await local.client().request('/api/assistant/reply', {
          body: { currency: 'USD', state: empty, history: [], message: 'hola' },
        })
      ).status,
    ).toBe(401);
    const c = await signedInClient(local);
    const long = await c.request<{ message: string }>('/api/assistant/reply', {
      body: { currency: 'USD', state: empty, history: [], message: 'a'.repeat(201) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('El mensaje es demasiado largo: escribe como máximo 200 caracteres.');
    const blank = await c.request<{ message: string }>('/api/assistant/reply', {
      body: { currency: 'USD', state: empty, history: [], message: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Escribe un mensaje.');
    for (let i = 0; i < 3; i++)
      expect(
        (
          await c.request('/api/assistant/reply', {
            body: { currency: 'USD', state: empty, history: [], message: 'hola' },
          })
        ).status,
      ).toBe(200);
    const limited = await c.request<{ message: string }>('/api/assistant/reply', {
      body: { currency: 'USD', state: empty, history: [], message: 'hola' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      'Has enviado demasiados mensajes al asistente. Espera un momento e inténtalo de nuevo.',
    );
  });

  it('con el modelo caído responde 502 con el motivo en español', async () => {
    const c = await signedInClient(remote);
    fake.script.push({ kind: 'status', status: 503 });
    const r = await c.request<{ code: string; message: string }>('/api/assistant/reply', {
      body: { currency: 'USD', state: empty, history: [], message: 'Aporté 500 en efectivo' },
    });
    expect(r.status).toBe(502);
    expect(r.body).toEqual({
      code: 'AI_ERROR',
      message: 'El servicio del asistente respondió con un error.',
    });
  });
});
