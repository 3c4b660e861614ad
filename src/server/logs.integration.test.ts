import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, loggableError, loggablePath, maskEmails } from './logger';
import { createTestDatabase, dialects, type TestDatabase } from './test/database';
import { rawRequest } from './test/hostile';
import { bakeryReport } from './test/sample-books';
import { startTestServer, type HttpClient, type TestServer } from './test/server';

/**
 * The logs carry no personal data or secrets: requests that put an e-mail address, a password and a
 * token in the query and the body, including ones that fail deep in the database (whose errors quote
 * every query parameter), leave none of them in any line the server writes, on our logger or the
 * console.
 */

const PASSWORD = 'Cuadre-Perfecto-2026';
let n = 0;

describe('what a log line may say', () => {
  it('keeps the path without its query, masking any segment that could hold typed text', () => {
    expect(loggablePath('/api/reports/3f2a-9c/export/journal.pdf')).toBe(
      '/api/reports/3f2a-9c/export/journal.pdf',
    );
    expect(loggablePath('/api/auth/verify-email?token=abc&email=ana@x.test')).toBe('/api/auth/verify-email');
    expect(loggablePath('/api/reports/ana@x.test')).toBe('/api/reports/…');
    expect(loggablePath('/api/reports/ana%40x.test/chat')).toBe('/api/reports/…/chat');
  });

  it('keeps an error as its class, database code and frames, never its message', () => {
    const cause = Object.assign(new Error('duplicate key (email)=(ana@x.test)'), { code: '23505' });
    const error = new Error('Failed query: insert into users ... params: ana@x.test,secreto', { cause });
    const kept = loggableError(error);
    expect(kept).toMatchObject({ error: 'Error', cause: 'Error', code: '23505' });
    expect(JSON.stringify(kept)).not.toMatch(/ana@x\.test|secreto|Failed query/);
  });

  it("masks e-mail addresses in a library's message", () => {
    expect(maskEmails('Sign-up attempt for existing email: ana.p+1@x.test')).toBe(
      'Sign-up attempt for existing email: …',
    );
  });
});

describe.each(dialects())('los registros no guardan datos personales sobre %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  const lines: string[] = [];
  const consoleLines: string[] = [];
  const email = () => `privado${++n}-${Date.now()}@correo-personal.test`;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // LOG_LEVEL debug: every line any part of the server writes, better-auth's included.
    server = await startTestServer(
      database,
      { LOG_LEVEL: 'debug', RATE_LIMIT_AUTH_MAX: '1000' },
      createLogger('debug', (line) => lines.push(line)),
    );
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleLines.push(
          args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack ?? ''}` : String(a))).join(' '),
        );
      });
  });
  afterEach(() => {
    lines.length = 0;
    consoleLines.length = 0;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
    await database.dispose();
  });

  /** Everything written while the test ran, to check that `secrets` appear nowhere. */
  function expectNoneLogged(secrets: readonly string[]): void {
    const all = [...lines, ...consoleLines].join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      expect(all).not.toContain(secret);
      expect(all).not.toContain(encodeURIComponent(secret));
    }
  }

  async function signedIn(address: string): Promise<HttpClient> {
    const c = server.client();
    expect((await c.signUp(address, PASSWORD)).status).toBe(200);
    expect((await c.signIn(address, PASSWORD)).status).toBe(200);
    return c;
  }

  it('peticiones con el correo en la consulta y en el cuerpo', async () => {
    const address = email();
    const c = await signedIn(address);
    const q = `email=${encodeURIComponent(address)}&password=${PASSWORD}`;
    await c.request(`/api/reports?${q}`);
    await c.request(`/api/reports/${encodeURIComponent(address)}?${q}`);
    await c.request(`/api/auth/get-session?${q}`);
    await c.request(`/api/auth/verify-email?token=${PASSWORD}&${q}`);
    await c.request(`/api/nada?${q}`);
    await server.client().signIn(address, 'clave-equivocada-1');
    await server.client().signUp(address, PASSWORD); // already taken
    await c.request(`/api/reports?${q}`, { body: { ...bakeryReport(), name: address } });
    await c.request(`/api/assistant/reply?${q}`, {
      body: { currency: 'USD', state: bakeryReport().sections, history: [], message: `Soy ${address}` },
    });
    await rawRequest(c, 'POST', `/api/reports?${q}`, { body: address, contentType: 'text/plain' });
    expectNoneLogged([address, PASSWORD]);
  });

  it('errores de la base de datos, que citan cada parámetro de la consulta', async () => {
    const address = email();
    const c = await signedIn(address);
    const other = email();
    // Both tables gone for a moment: the save and the sign-up fail inside their queries.
    await database.db.execute(sql`alter table companies rename to companies_away`);
    await database.db.execute(sql`alter table accounts rename to accounts_away`);
    try {
      const save = await c.request(`/api/reports?email=${encodeURIComponent(address)}`, {
        body: { ...bakeryReport(), name: `Empresa de ${address}` },
      });
      expect(save.status).toBe(500);
      const signUp = await server.client().signUp(other, PASSWORD);
      expect(signUp.status).toBeGreaterThanOrEqual(400);
    } finally {
      await database.db.execute(sql`alter table companies_away rename to companies`);
      await database.db.execute(sql`alter table accounts_away rename to accounts`);
    }
    expect(lines.some((l) => l.includes('"unhandled error"'))).toBe(true);
    expectNoneLogged([address, other, PASSWORD, 'Failed query']);
  });
});
