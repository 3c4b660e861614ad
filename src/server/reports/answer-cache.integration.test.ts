import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDetail, ReportList, SavedReport } from '../../shared/reports';
import { chatMessages, company, line } from '../db/schema';
import { bakeryReport } from '../test/sample-books';
import { createTestDatabase, dialects, type TestDatabase } from '../test/database';
import { startTestServer, type HttpClient, type TestServer } from '../test/server';
import type { ReportAnswerCache } from './answer-cache';

const PASSWORD = 'Cuadre-Perfecto-2026';
let n = 0;

/**
 * Resolves once `answers` has applied a notification of the database (an event, no timer): the next
 * one, or the next equal to `payload`.
 */
function nextNotification(answers: ReportAnswerCache, payload?: string): Promise<string> {
  return new Promise((resolve) => {
    const notified = answers.notified.bind(answers);
    answers.notified = (received: string) => {
      notified(received);
      if (payload !== undefined && received !== payload) return;
      answers.notified = notified;
      resolve(received);
    };
  });
}

/** Resolves when `check` holds, looked at once per turn of the event loop (no timer). */
function until(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const look = () => (check() ? resolve() : setImmediate(look));
    look();
  });
}

describe.each(dialects())('respuestas de los reportes guardadas en memoria, sobre %s', (dialect) => {
  let database: TestDatabase;
  const servers: TestServer[] = [];
  const start = async () => {
    const s = await startTestServer(database, { RATE_LIMIT_AUTH_MAX: '1000' });
    servers.push(s);
    return s;
  };
  const signedIn = async (s: TestServer): Promise<HttpClient> => {
    const c = s.client();
    const email = `respuestas${++n}-${Date.now()}@empresa.test`;
    await c.signUp(email, PASSWORD);
    expect((await c.signIn(email, PASSWORD)).status).toBe(200);
    return c;
  };
  const on = (s: TestServer, c: HttpClient): HttpClient => {
    const copy = s.client();
    for (const [k, v] of c.cookies) copy.cookies.set(k, v);
    return copy;
  };
  const userOf = async (c: HttpClient) => (await c.session()).body?.user.id ?? '';
  /**
   * Waits until `s` has heard every notification sent so far: PostgreSQL delivers them in commit
   * order, so once a fence sent now arrives, the earlier writes' have too.
   */
  let fences = 0;
  const heardAll = async (s: TestServer) => {
    const fence = `r:fence-${++fences}`;
    const heard = nextNotification(s.answers, fence);
    await database.db.execute(sql`select pg_notify('cc_session_changes', ${fence})`);
    await heard;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('cada escritura se ve en la lectura siguiente, aunque la anterior estuviera guardada', async () => {
    const s = await start();
    const c = await signedIn(s);
    const created = await c.request<SavedReport>('/api/reports', { body: bakeryReport() });
    const id = created.body.id;
    // The create's own notification may still be on its way (PostgreSQL): heard before reading.
    await heardAll(s);
    // Read twice: the second comes from memory.
    for (let i = 0; i < 2; i++) {
      expect((await c.request<ReportList>('/api/reports')).body.reports).toHaveLength(1);
      expect((await c.request<ReportDetail>(`/api/reports/${id}`)).body.report.version).toBe(1);
    }
    expect(s.answers.size).toBeGreaterThan(0);

    const saved = await c.request<SavedReport>(`/api/reports/${id}`, {
      method: 'PUT',
      body: { ...bakeryReport(), name: 'Panadería Ñandú, segunda versión', version: 1 },
    });
    expect(saved.status).toBe(200);
    const list = await c.request<ReportList>('/api/reports');
    expect(list.body.reports[0]).toMatchObject({ name: 'Panadería Ñandú, segunda versión', version: 2 });
    const read = await c.request<ReportDetail>(`/api/reports/${id}`);
    expect(read.body.report).toMatchObject({ name: 'Panadería Ñandú, segunda versión', version: 2 });

    // The stale save is still refused, and still changes nothing.
    const stale = await c.request(`/api/reports/${id}`, {
      method: 'PUT',
      body: { ...bakeryReport(), name: 'Pestaña vieja', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await c.request<ReportDetail>(`/api/reports/${id}`)).body.report.name).toBe(
      'Panadería Ñandú, segunda versión',
    );

    const messages = [{ role: 'user' as const, content: '¿Cuánto vendimos en marzo?' }];
    expect((await c.request(`/api/reports/${id}/chat`, { method: 'PUT', body: { messages } })).status).toBe(
      200,
    );
    expect((await c.request<ReportDetail>(`/api/reports/${id}`)).body.messages).toEqual(messages);

    const second = await c.request<SavedReport>('/api/reports', {
      body: { ...bakeryReport(), name: 'Segunda' },
    });
    expect((await c.request<ReportList>('/api/reports')).body.reports).toHaveLength(2);
    expect((await c.request(`/api/reports/${second.body.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await c.request<ReportList>('/api/reports')).body.reports).toHaveLength(1);
    expect((await c.request(`/api/reports/${second.body.id}`)).status).toBe(404);
  });

  it('con If-None-Match la misma respuesta es un 304 sin cuerpo, y tras guardar un 200 nuevo', async () => {
    const s = await start();
    const c = await signedIn(s);
    const id = (await c.request<SavedReport>('/api/reports', { body: bakeryReport() })).body.id;
    for (const path of ['/api/reports', `/api/reports/${id}`]) {
      const first = await c.request(path);
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('no-store');
      for (const tag of [etag, `W/${etag}`, `"otro", ${etag}`, '*']) {
        const again = await c.request(path, { headers: { 'if-none-match': tag } });
        expect(again.status).toBe(304);
        expect(again.body).toBeNull();
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe('no-store');
      }
      // Every encoding is the same answer, with the same ETag.
      const br = await fetch(s.url + path, {
        headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'accept-encoding': 'br' },
      });
      expect(br.headers.get('etag')).toBe(etag);
      expect(JSON.parse(await br.text())).toEqual(first.body);
      const plain = await c.request(path, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('etag')).toBe(etag);
      expect(plain.headers.get('content-encoding')).toBeNull();
    }
    const before = (await c.request(`/api/reports/${id}`)).headers.get('etag') ?? '';
    await c.request(`/api/reports/${id}`, {
      method: 'PUT',
      body: { ...bakeryReport(), name: 'Otra', version: 1 },
    });
    const after = await c.request<ReportDetail>(`/api/reports/${id}`, {
      headers: { 'if-none-match': before },
    });
    expect(after.status).toBe(200);
    expect(after.body.report.name).toBe('Otra');
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('el reporte de otro usuario sigue siendo un 404, también con su ETag', async () => {
    const s = await start();
    const alice = await signedIn(s);
    const bob = await signedIn(s);
    const id = (await alice.request<SavedReport>('/api/reports', { body: bakeryReport() })).body.id;
    const hers = await alice.request(`/api/reports/${id}`);
    await alice.request(`/api/reports/${id}`);
    const etag = hers.headers.get('etag') ?? '';
    const missing = await bob.request('/api/reports/00000000-0000-4000-8000-000000000000');
    const variants: Array<Record<string, string>> = [{}, { 'if-none-match': etag }, { 'if-none-match': '*' }];
    for (const headers of variants) {
      const theirs = await bob.request(`/api/reports/${id}`, { headers });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    }
    const list = await bob.request<ReportList>('/api/reports', {
      headers: { 'if-none-match': (await alice.request('/api/reports')).headers.get('etag') ?? '' },
    });
    expect(list.status).toBe(200);
    expect(list.body.reports).toEqual([]);
  });

  it('un cambio hecho a mano en la base se ve en cuanto llega su aviso', async () => {
    const s = await start();
    const c = await signedIn(s);
    const id = (await c.request<SavedReport>('/api/reports', { body: bakeryReport() })).body.id;
    await c.request(`/api/reports/${id}/chat`, {
      method: 'PUT',
      body: { messages: [{ role: 'user', content: 'Hola' }] },
    });
    const before = await c.request<ReportDetail>(`/api/reports/${id}`);
    await c.request<ReportList>('/api/reports');
    await heardAll(s);

    let notified = nextNotification(s.answers);
    await database.db.update(line).set({ description: 'Corregido a mano' }).where(eq(line.companyId, id));
    expect(await notified).toBe(`r:${await userOf(c)}`);
    const lines = (await c.request<ReportDetail>(`/api/reports/${id}`)).body.sections;
    expect(lines.revenues[0]?.description).toBe('Corregido a mano');
    expect(lines.revenues.length).toBe(before.body.sections.revenues.length);

    notified = nextNotification(s.answers);
    await database.db.update(company).set({ name: 'Renombrada a mano' }).where(eq(company.id, id));
    await notified;
    expect((await c.request<ReportList>('/api/reports')).body.reports[0]?.name).toBe('Renombrada a mano');

    await c.request(`/api/reports/${id}`);
    notified = nextNotification(s.answers);
    await database.db.delete(chatMessages).where(eq(chatMessages.companyId, id));
    await notified;
    expect((await c.request<ReportDetail>(`/api/reports/${id}`)).body.messages).toEqual([]);

    await c.request(`/api/reports/${id}`);
    notified = nextNotification(s.answers);
    await database.db.execute(sql`truncate table lines`);
    expect(await notified).toBe('r*');
    expect((await c.request<ReportDetail>(`/api/reports/${id}`)).body.sections.revenues).toEqual([]);
  });

  it('lo guardado en otra instancia se ve aquí en cuanto llega el aviso de la base', async () => {
    const a = await start();
    const b = await start();
    const ca = await signedIn(a);
    const cb = on(b, ca);
    const id = (await ca.request<SavedReport>('/api/reports', { body: bakeryReport() })).body.id;
    await heardAll(a);
    for (let i = 0; i < 2; i++) {
      await ca.request(`/api/reports/${id}`);
      await ca.request('/api/reports');
    }
    expect(a.answers.size).toBeGreaterThan(0);

    const notified = nextNotification(a.answers);
    const saved = await cb.request<SavedReport>(`/api/reports/${id}`, {
      method: 'PUT',
      body: { ...bakeryReport(), name: 'Guardada en B', version: 1 },
    });
    expect(saved.status).toBe(200);
    await notified;
    expect((await ca.request<ReportDetail>(`/api/reports/${id}`)).body.report).toMatchObject({
      name: 'Guardada en B',
      version: 2,
    });
    expect((await ca.request<ReportList>('/api/reports')).body.reports[0]?.version).toBe(2);
    // A's answer after B's save is the one a save needs: a save from the old version is refused.
    const stale = await ca.request(`/api/reports/${id}`, {
      method: 'PUT',
      body: { ...bakeryReport(), version: 1 },
    });
    expect(stale.status).toBe(409);
  });

  it.skipIf(dialect !== 'postgres')(
    'sin la conexión de avisos no guarda nada, y vuelve a guardar cuando escucha de nuevo',
    async () => {
      const s = await start();
      const c = await signedIn(s);
      const id = (await c.request<SavedReport>('/api/reports', { body: bakeryReport() })).body.id;
      await heardAll(s);
      await c.request(`/api/reports/${id}`);
      expect(s.answers.size).toBeGreaterThan(0);
      // Every listening connection of this test database: the server's (and none other's) is cut.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
      await until(() => !s.answers.enabled);
      expect(s.answers.size).toBe(0);
      await c.request(`/api/reports/${id}`);
      expect(s.answers.size).toBe(0);
      expect(s.auth.sessions.enabled).toBe(false);
      await until(() => s.answers.enabled);
      await c.request(`/api/reports/${id}`);
      expect(s.answers.size).toBeGreaterThan(0);
    },
  );

  it('una respuesta comprimida es el mismo JSON', async () => {
    const s = await start();
    const c = await signedIn(s);
    for (let i = 0; i < 8; i++)
      await c.request('/api/reports', { body: { ...bakeryReport(), name: `Empresa ${i}` } });
    const plain = await c.request<ReportList>('/api/reports', { headers: { 'accept-encoding': 'identity' } });
    for (let i = 0; i < 2; i++) {
      const raw = await fetch(s.url + '/api/reports', {
        headers: {
          cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'accept-encoding': 'br',
        },
      });
      expect(raw.headers.get('content-encoding')).toBe('br');
      expect(raw.headers.get('vary')).toContain('Accept-Encoding');
      const bytes = Buffer.from(await raw.arrayBuffer());
      // fetch decodes on its own; the length on the wire is the compressed one.
      expect(Number(raw.headers.get('content-length') ?? 0)).toBeLessThan(JSON.stringify(plain.body).length);
      expect(JSON.parse(bytes.toString())).toEqual(plain.body);
    }
  });
});
