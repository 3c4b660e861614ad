import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDetail, SavedReport } from '../shared/reports';
import { openDatabase, type DatabaseHandle } from './db/client';
import { testSettings } from './env';
import { bakeryReport } from './test/sample-books';
import { createTestDatabase, type TestDatabase } from './test/database';
import { type HttpClient, startTestServer, type TestServer } from './test/server';

const PASSWORD = 'Cuadre-Perfecto-2026';
let n = 0;

/**
 * Two app servers, each with its own connection pool, on one PostgreSQL database: what two processes
 * behind a load balancer share. PGlite is one process by design (DATA_DIR is locked against a second
 * one), so there is nothing to share there and this runs only with TEST_DATABASE_URL.
 */
interface Pair {
  readonly database: TestDatabase;
  readonly second: DatabaseHandle;
  readonly a: TestServer;
  readonly b: TestServer;
  close(): Promise<void>;
}

async function startPair(overrides: Record<string, string>): Promise<Pair> {
  const database = await createTestDatabase('postgres');
  if (!database.url) throw new Error('a PostgreSQL test database has a URL');
  const second = await openDatabase({ kind: 'postgres', url: database.url });
  const a = await startTestServer(database, overrides);
  const b = await startTestServer(second, overrides);
  return {
    database,
    second,
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await second.close();
      await database.dispose();
    },
  };
}

/** The same browser talking to the other server: its cookies, that server's address and origin. */
function sameBrowserOn(server: TestServer, from: HttpClient): HttpClient {
  const other = server.client();
  for (const [name, value] of from.cookies) other.cookies.set(name, value);
  return other;
}

async function signedIn(server: TestServer): Promise<HttpClient> {
  const c = server.client();
  const email = `dos${++n}-${Date.now()}@empresa.test`;
  expect((await c.signUp(email, PASSWORD)).status).toBe(200);
  expect((await c.signIn(email, PASSWORD)).status).toBe(200);
  return c;
}

const onPostgres = Boolean(testSettings().databaseUrl);

describe.skipIf(!onPostgres)(
  'dos servidores sobre una PostgreSQL (solo con TEST_DATABASE_URL: PGlite es de un solo proceso)',
  () => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await startPair({ RATE_LIMIT_AUTH_MAX: '1000', ASSISTANT_MAX_CALLS: '3' });
    });
    afterAll(async () => {
      await pair.close();
    });

    it('lo guardado en uno se lee en el otro, y el guardado del otro se ve en el primero', async () => {
      const onA = await signedIn(pair.a);
      const onB = sameBrowserOn(pair.b, onA);
      const created = await onA.request<SavedReport>('/api/reports', { body: bakeryReport() });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const onAFirst = await onA.request<ReportDetail>(`/api/reports/${id}`);

      const read = await onB.request<ReportDetail>(`/api/reports/${id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(onAFirst.body);
      expect(read.body.report.version).toBe(created.body.version);

      const saved = await onB.request<SavedReport>(`/api/reports/${id}`, {
        method: 'PUT',
        body: { ...bakeryReport(), name: 'Panadería Ñandú, guardada en B', version: created.body.version },
      });
      expect(saved.status).toBe(200);
      const back = await onA.request<ReportDetail>(`/api/reports/${id}`);
      expect(back.body.report.name).toBe('Panadería Ñandú, guardada en B');
      expect(back.body.report.version).toBe(saved.body.version);
      expect(back.body.sections).toEqual(read.body.sections);
      // A save based on the version read before B's save is stale on either server.
      const stale = await onA.request(`/api/reports/${id}`, {
        method: 'PUT',
        body: { ...bakeryReport(), version: created.body.version },
      });
      expect(stale.status).toBe(409);
    });

    it('cerrar sesión en uno la cierra en los dos', async () => {
      const onA = await signedIn(pair.a);
      const onB = sameBrowserOn(pair.b, onA);
      // Both servers know the session (and would have it in any cache they keep) before the sign-out.
      expect((await onA.session()).body?.user.email).toMatch(/@empresa\.test$/);
      expect((await onB.session()).body?.user.email).toMatch(/@empresa\.test$/);
      expect((await onB.request('/api/reports')).status).toBe(200);

      const cookies = new Map(onA.cookies);
      expect((await onA.request('/api/auth/sign-out', { body: {} })).status).toBe(200);
      // The browser on B still sends the old cookie, as a second tab or a replayed cookie would.
      for (const [name, value] of cookies) onB.cookies.set(name, value);
      expect((await onB.request('/api/reports')).status).toBe(401);
      expect((await onB.session()).body).toBeNull();
      const replayOnA = sameBrowserOn(pair.a, onB);
      for (const [name, value] of cookies) replayOnA.cookies.set(name, value);
      expect((await replayOnA.request('/api/reports')).status).toBe(401);
    });

    it('el límite del asistente por usuario cuenta las llamadas de los dos', async () => {
      const onA = await signedIn(pair.a);
      const onB = sameBrowserOn(pair.b, onA);
      const call = {
        currency: 'USD',
        state: { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] },
        history: [],
        message: 'Vendimos 100 en efectivo',
      };
      const statuses: number[] = [];
      for (const client of [onA, onB, onA, onB])
        statuses.push((await client.request('/api/assistant/reply', { body: call })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  },
);

describe.skipIf(!onPostgres)(
  'dos servidores sobre una PostgreSQL comparten el límite de acceso por dirección (solo con TEST_DATABASE_URL)',
  () => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await startPair({ RATE_LIMIT_AUTH_MAX: '4', RATE_LIMIT_AUTH_WINDOW_SECONDS: '600' });
    });
    afterAll(async () => {
      await pair.close();
    });

    it('cuatro intentos repartidos entre los dos agotan el límite en ambos', async () => {
      const clients = [pair.a.client(), pair.b.client()];
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const client = clients[i % 2] ?? pair.a.client();
        statuses.push((await client.signIn(`nadie${i}@empresa.test`, 'No-Es-La-Clave-1')).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    });
  },
);
