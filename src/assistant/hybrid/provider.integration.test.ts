import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AssistantRequest } from '../../shared/assistant';
import { AssistantUnavailableError } from '../errors';
import { createProvider } from '../provider';
import { startFakeChatServer } from '../test/fake-chat-server';
import { interpretWithConfidence } from '../understand';
import { createHybridProvider } from './provider';

const emptyState = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };

function request(message: string): AssistantRequest {
  return { currency: 'USD', state: emptyState, history: [], message };
}

/** Read with confidence by the local interpreter: a capital contribution, a rent paid in cash. */
const READABLE = [
  'Aporté 10.000 dólares de capital inicial en el banco',
  'pagamos el alquiler del mes, 800 en efectivo',
  'hola',
];
/** Not read with confidence: slang for the amount, and a sentence that is not a movement. */
const SLANG = 'el socio entró con una decena de palos verdes al banco como capital';
const OFF_TOPIC = 'el gato del vecino se comió la factura';

const millionCapital = {
  action: 'register',
  response: 'Registré el aporte de capital de 10.000.000.',
  transactions: [
    {
      section: 'assets',
      data: {
        description: 'Aporte de capital',
        amount: 10_000_000,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
        date: null,
      },
    },
    {
      section: 'equity',
      data: {
        description: 'Aporte de capital',
        amount: 10_000_000,
        category: 'Capital social',
        type: null,
        date: null,
      },
    },
  ],
  transactions_to_remove: [],
  transactions_to_add: [],
};

describe('proveedor hybrid: local cuando lee con confianza, el modelo para el resto', () => {
  let fake: Awaited<ReturnType<typeof startFakeChatServer>>;
  let provider: ReturnType<typeof createHybridProvider>;
  const modelErrors: unknown[] = [];

  beforeAll(async () => {
    fake = await startFakeChatServer();
    provider = createHybridProvider(
      { apiKey: 'clave-de-prueba', baseURL: fake.baseURL, model: 'gpt-4o', timeoutMs: 500 },
      { onModelError: (error) => modelErrors.push(error) },
    );
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.script.length = 0;
    fake.received.length = 0;
    modelErrors.length = 0;
  });

  it('las premisas: el intérprete local lee unos mensajes con confianza y otros no', () => {
    for (const message of READABLE) expect(interpretWithConfidence(request(message)).confident).toBe(true);
    for (const message of [SLANG, OFF_TOPIC])
      expect(interpretWithConfidence(request(message)).confident).toBe(false);
  });

  it('lo que el intérprete local lee con confianza nunca llega al servidor', async () => {
    for (const message of READABLE) {
      const reply = await provider.reply(request(message));
      expect(reply).toEqual(interpretWithConfidence(request(message)).reply);
    }
    expect(fake.received).toHaveLength(0);
    expect(modelErrors).toEqual([]);
  });

  it('lo que no lee va al modelo configurado y se devuelve su respuesta validada', async () => {
    fake.script.push({ kind: 'content', content: JSON.stringify(millionCapital) });
    const reply = await provider.reply(request(SLANG));
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]?.body.model).toBe('gpt-4o');
    expect(fake.received[0]?.body.messages.at(-1)).toEqual({ role: 'user', content: SLANG });
    expect(reply.action).toBe('register');
    // Validated and cleaned like the openai provider's replies: nulls dropped.
    expect(reply.transactions[1]?.data).toEqual({
      description: 'Aporte de capital',
      amount: 10_000_000,
      category: 'Capital social',
    });
    expect(modelErrors).toEqual([]);
  });

  it('la misma validación: un asiento que no cuadra se reintenta con el motivo', async () => {
    const unbalanced = structuredClone(millionCapital);
    const equity = unbalanced.transactions[1];
    if (!equity) throw new Error('fixture');
    equity.data.amount = 9_000_000;
    fake.script.push({ kind: 'content', content: JSON.stringify(unbalanced) });
    fake.script.push({ kind: 'content', content: JSON.stringify(millionCapital) });
    const reply = await provider.reply(request(SLANG));
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]?.body.messages.at(-1)?.content).toMatch(/no cuadra/);
    expect(reply.transactions).toHaveLength(2);
  });

  it('dos respuestas inutilizables: la respuesta local, sin registrar nada', async () => {
    fake.script.push({ kind: 'content', content: '{"action": "regis' });
    fake.script.push({ kind: 'content', content: JSON.stringify({ accion: 'registrar' }) });
    const reply = await provider.reply(request(SLANG));
    expect(fake.received).toHaveLength(2);
    expect(reply).toEqual(interpretWithConfidence(request(SLANG)).reply);
    expect(reply.transactions).toEqual([]);
    expect(modelErrors).toHaveLength(1);
  });

  it.each([
    ['un 500', { kind: 'status', status: 500 } as const, 'El servicio del asistente respondió con un error.'],
    [
      'un 401',
      { kind: 'status', status: 401, body: '{"error":{"message":"bad key"}}' } as const,
      'El servicio del asistente rechazó la clave configurada.',
    ],
    ['un 429', { kind: 'status', status: 429 } as const, 'El servicio del asistente está saturado.'],
    ['una página HTML', { kind: 'html' } as const, 'formato inesperado'],
    ['un modelo que no responde a tiempo', { kind: 'stall', ms: 3000 } as const, 'tardó demasiado'],
  ])('si el servidor falla (%s), responde el intérprete local en español', async (_, scripted, why) => {
    fake.script.push(scripted);
    const reply = await provider.reply(request(OFF_TOPIC));
    expect(fake.received).toHaveLength(1);
    expect(reply).toEqual(interpretWithConfidence(request(OFF_TOPIC)).reply);
    expect(reply.action).toBe('inform');
    expect(reply.response).toMatch(/asistente contable/);
    expect(modelErrors).toHaveLength(1);
    expect(modelErrors[0]).toBeInstanceOf(AssistantUnavailableError);
    expect((modelErrors[0] as Error).message).toContain(why);
  });

  it('si el servidor no existe, también responde el intérprete local', async () => {
    const down = createProvider({
      provider: 'hybrid',
      apiKey: 'x',
      baseURL: 'http://127.0.0.1:9/v1',
      model: 'gpt-4o',
      timeoutMs: 500,
    });
    expect(down.name).toBe('hybrid');
    const reply = await down.reply(request(SLANG));
    expect(reply).toEqual(interpretWithConfidence(request(SLANG)).reply);
    expect(reply.action).toBe('clarify');
    expect(reply.response).toMatch(/¿/);
  });
});
