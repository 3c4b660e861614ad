import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AssistantRequest } from '../../shared/assistant';
import { startFakeChatServer } from '../test/fake-chat-server';
import { createOpenAIProvider, FALLBACK_CLARIFY } from './provider';

const emptyState = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
const withCapital = {
  ...emptyState,
  assets: [
    {
      transactionId: 't1',
      description: 'Aporte inicial',
      amount: 10000,
      category: 'Efectivo y equivalentes de efectivo',
      type: 'corriente' as const,
    },
  ],
  equity: [{ transactionId: 't1', description: 'Aporte inicial', amount: 10000, category: 'Capital social' }],
};

const capitalReply = {
  action: 'register',
  response: 'Registré el aporte de capital.',
  transactions: [
    {
      section: 'assets',
      data: {
        description: 'Aporte de capital',
        amount: 10000,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
        date: null,
      },
    },
    {
      section: 'equity',
      data: {
        description: 'Aporte de capital',
        amount: 10000,
        category: 'Capital social',
        type: null,
        date: null,
      },
    },
  ],
  transactions_to_remove: [],
  transactions_to_add: [],
};

function request(overrides: Partial<AssistantRequest> = {}): AssistantRequest {
  return {
    currency: 'USD',
    state: emptyState,
    history: [],
    message: 'Aporté 10.000 dólares de capital inicial en el banco',
    ...overrides,
  };
}

describe('proveedor openai contra un servidor chat-completions real en loopback', () => {
  let fake: Awaited<ReturnType<typeof startFakeChatServer>>;
  let provider: ReturnType<typeof createOpenAIProvider>;

  beforeAll(async () => {
    fake = await startFakeChatServer();
    provider = createOpenAIProvider({
      apiKey: 'clave-de-prueba',
      baseURL: fake.baseURL,
      model: 'gpt-4o',
      timeoutMs: 500,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.script.length = 0;
    fake.received.length = 0;
  });

  it('una buena respuesta se valida y se devuelve; la petición sigue la especificación', async () => {
    fake.script.push({ kind: 'content', content: JSON.stringify(capitalReply) });
    const history = Array.from({ length: 14 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: `mensaje ${i}`,
    }));
    const reply = await provider.reply(request({ history }));
    expect(reply.action).toBe('register');
    expect(reply.transactions).toHaveLength(2);
    expect(reply.transactions[1]?.data).toEqual({
      description: 'Aporte de capital',
      amount: 10000,
      category: 'Capital social',
    });

    const sent = fake.received[0];
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer clave-de-prueba');
    expect(sent?.body.model).toBe('gpt-4o');
    expect(sent?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'respuesta_contable', strict: true },
    });
    const [system, ...rest] = sent?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Aún no hay transacciones registradas.');
    expect(system?.content).toContain('transaction_id EXACTO');
    expect(system?.content).toContain('Efectivo y equivalentes de efectivo');
    // The last 10 earlier messages, then the new one.
    expect(rest).toHaveLength(11);
    expect(rest[0]?.content).toBe('mensaje 4');
    expect(rest[10]).toEqual({
      role: 'user',
      content: 'Aporté 10.000 dólares de capital inicial en el banco',
    });
  });

  it('el estado actual viaja con los transaction_id', async () => {
    fake.script.push({
      kind: 'content',
      content: JSON.stringify({
        ...capitalReply,
        action: 'query',
        response: 'Tienes 10,000.00 en efectivo.',
        transactions: [],
      }),
    });
    await provider.reply(request({ state: withCapital, message: '¿cuánto tengo en caja?' }));
    expect(fake.received[0]?.body.messages[0]?.content).toContain(
      '[transaction_id: t1] Aporte inicial | Efectivo y equivalentes de efectivo, corriente | 10000',
    );
  });

  it('un 500 del servidor es un error del asistente en español', async () => {
    fake.script.push({ kind: 'status', status: 500 });
    await expect(provider.reply(request())).rejects.toThrow(
      'El servicio del asistente respondió con un error.',
    );
  });

  it('un 401 dice que la clave fue rechazada', async () => {
    fake.script.push({ kind: 'status', status: 401, body: '{"error":{"message":"bad key"}}' });
    await expect(provider.reply(request())).rejects.toThrow(
      'El servicio del asistente rechazó la clave configurada.',
    );
  });

  it('si el modelo no responde a tiempo, avisa que tardó demasiado', async () => {
    fake.script.push({ kind: 'stall', ms: 3000 });
    await expect(provider.reply(request())).rejects.toThrow('El asistente tardó demasiado en responder.');
  });

  it('si el servidor no existe, no se pudo comunicar', async () => {
    const down = createOpenAIProvider({
      apiKey: 'x',
      baseURL: 'http://127.0.0.1:9/v1',
      model: 'gpt-4o',
      timeoutMs: 500,
    });
    await expect(down.reply(request())).rejects.toThrow('No se pudo comunicar con el asistente.');
  });

  it('JSON malformado: reintenta una vez con el motivo y usa la respuesta corregida', async () => {
    fake.script.push({ kind: 'content', content: '{"action": "register", "respo' });
    fake.script.push({ kind: 'content', content: JSON.stringify(capitalReply) });
    const reply = await provider.reply(request());
    expect(reply.action).toBe('register');
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]?.body.messages.at(-1)?.content).toContain('La respuesta no es un JSON válido.');
  });

  it('forma equivocada dos veces: pide aclaración y no registra nada', async () => {
    fake.script.push({ kind: 'content', content: JSON.stringify({ accion: 'registrar' }) });
    fake.script.push({ kind: 'content', content: JSON.stringify({ action: 'register', response: 3 }) });
    const reply = await provider.reply(request());
    expect(reply).toEqual({
      action: 'clarify',
      response: FALLBACK_CLARIFY,
      transactions: [],
      transactions_to_remove: [],
      transactions_to_add: [],
    });
  });

  it('un asiento que no cuadra nunca pasa: reintenta con el motivo y luego aclara', async () => {
    const unbalanced = structuredClone(capitalReply);
    const equityLine = unbalanced.transactions[1];
    if (!equityLine) throw new Error('fixture');
    equityLine.data.amount = 9000;
    fake.script.push({ kind: 'content', content: JSON.stringify(unbalanced) });
    fake.script.push({ kind: 'content', content: JSON.stringify(unbalanced) });
    const reply = await provider.reply(request());
    expect(reply.action).toBe('clarify');
    expect(reply.transactions).toEqual([]);
    expect(fake.received[1]?.body.messages.at(-1)?.content).toMatch(/no cuadra/);
  });

  it('editar un id que no existe se rechaza', async () => {
    const edit = {
      ...capitalReply,
      action: 'edit',
      transactions: [],
      transactions_to_remove: [{ transaction_id: 'inventado-99' }],
      transactions_to_add: capitalReply.transactions,
    };
    fake.script.push({ kind: 'content', content: JSON.stringify(edit) });
    fake.script.push({ kind: 'content', content: JSON.stringify(edit) });
    const reply = await provider.reply(request({ state: withCapital, message: 'el aporte era de 12.000' }));
    expect(reply.action).toBe('clarify');
    expect(reply.transactions_to_remove).toEqual([]);
    expect(fake.received[1]?.body.messages.at(-1)?.content).toContain('inventado-99');
  });

  it('una página HTML en lugar de la respuesta del protocolo es un error del servicio', async () => {
    fake.script.push({ kind: 'html' });
    await expect(provider.reply(request())).rejects.toThrow(
      'El servicio del asistente respondió con un formato inesperado.',
    );
  });
});
