import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('configuración', () => {
  it('tiene valores por defecto que no necesitan ninguna clave', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.BASE_URL).toBe('http://localhost:3000');
    expect(env.ASSISTANT_PROVIDER).toBe('local');
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('explica en español cada variable inválida', () => {
    expect(() => parseEnv({ PORT: 'abc', ASSISTANT_PROVIDER: 'magia' })).toThrow(
      /Configuración inválida:\n- PORT: .*\n- ASSISTANT_PROVIDER/,
    );
  });

  it('acepta el proveedor hybrid con la misma configuración que openai', () => {
    expect(() => parseEnv({ ASSISTANT_PROVIDER: 'hybrid' })).toThrow(
      'OPENAI_API_KEY: requerido con ASSISTANT_PROVIDER=hybrid',
    );
    const env = parseEnv({ ASSISTANT_PROVIDER: 'hybrid', OPENAI_API_KEY: 'k' });
    expect([env.ASSISTANT_PROVIDER, env.OPENAI_MODEL]).toEqual(['hybrid', 'gpt-4o']);
    expect(() => parseEnv({ ASSISTANT_PROVIDER: 'magia' })).toThrow(
      'ASSISTANT_PROVIDER: debe ser local, openai o hybrid',
    );
  });

  it('exige una clave o una URL para el proveedor openai', () => {
    expect(() => parseEnv({ ASSISTANT_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(
      parseEnv({ ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).OPENAI_MODEL,
    ).toBe('gpt-4o');
  });

  it('lee TRUST_PROXY como booleano', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });
});
