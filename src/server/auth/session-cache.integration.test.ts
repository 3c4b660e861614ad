import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../db/schema';
import { createLogger } from '../logger';
import { createTestDatabase, dialects, type TestDatabase } from '../test/database';
import { startTestServer, type HttpClient, type TestServer } from '../test/server';
import { SessionCache, followSessionChanges } from './session-cache';

const PASSWORD = 'Cuadre-Perfecto-2026';
let n = 0;

/** Resolves when `cache` has applied one more eviction: the notification arrived (no timer). */
function nextEviction(cache: SessionCache): Promise<void> {
  return new Promise((resolve) => {
    const notified = cache.notified.bind(cache);
    cache.notified = (payload: string) => {
      notified(payload);
      cache.notified = notified;
      resolve();
    };
  });
}

describe.each(dialects())('caché de sesiones sobre %s', (dialect) => {
  let database: TestDatabase;
  const servers: TestServer[] = [];
  const start = async () => {
    const s = await startTestServer(database, { RATE_LIMIT_AUTH_MAX: '1000' });
    servers.push(s);
    return s;
  };
  const signedIn = async (s: TestServer): Promise<HttpClient> => {
    const c = s.client();
    const email = `cache${++n}-${Date.now()}@empresa.test`;
    await c.signUp(email, PASSWORD);
    expect((await c.signIn(email, PASSWORD)).status).toBe(200);
    return c;
  };
  /** The same cookies, sent to another server instance. */
  const on = (s: TestServer, c: HttpClient): HttpClient => {
    const copy = s.client();
    for (const [k, v] of c.cookies) copy.cookies.set(k, v);
    return copy;
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

  it('cerrar sesión la termina al instante en el mismo servidor, aunque estuviera en caché', async () => {
    const s = await start();
    const c = await signedIn(s);
    expect((await c.request('/api/reports')).status).toBe(200);
    expect((await c.request('/api/reports')).status).toBe(200);
    expect(s.auth.sessions.size).toBe(1);
    const saved = new Map(c.cookies);
    expect((await c.request('/api/auth/sign-out', { body: {} })).status).toBe(200);
    for (const [k, v] of saved) c.cookies.set(k, v);
    // The very next request, with the old cookie replayed: no wait of any kind.
    expect((await c.request('/api/reports')).status).toBe(401);
  });

  it('cerrar sesión en otra instancia la termina aquí en cuanto llega el aviso de la base', async () => {
    const a = await start();
    const b = await start();
    const ca = await signedIn(a);
    const cb = on(b, ca);
    expect((await ca.request('/api/reports')).status).toBe(200);
    expect((await cb.request('/api/reports')).status).toBe(200);
    expect((await cb.request('/api/reports')).status).toBe(200);
    expect(b.auth.sessions.size).toBe(1);

    const evicted = nextEviction(cacheOf(b));
    expect((await ca.request('/api/auth/sign-out', { body: {} })).status).toBe(200);
    await evicted;
    expect((await cb.request('/api/reports')).status).toBe(401);
  });

  it('una sesión borrada a mano en la base, o su usuario, deja de valer', async () => {
    const s = await start();
    const c = await signedIn(s);
    const me = (await c.session()).body?.user.id ?? '';
    expect((await c.request('/api/reports')).status).toBe(200);
    const evicted = nextEviction(cacheOf(s));
    await database.db.delete(session).where(eq(session.userId, me));
    await evicted;
    expect((await c.request('/api/reports')).status).toBe(401);

    const d = await signedIn(s);
    const other = (await d.session()).body?.user.id ?? '';
    expect((await d.request('/api/reports')).status).toBe(200);
    const gone = nextEviction(cacheOf(s));
    await database.db.delete(user).where(eq(user.id, other));
    await gone;
    expect((await d.request('/api/reports')).status).toBe(401);
  });

  it('sin avisos de la base la caché no sirve nada, y vuelve vacía al recuperarlos', async () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    const entry = { user: { id: 'u1', email: 'a@b.c' }, sessionId: 's1', expiresAt: Date.now() + 3_600_000 };
    let lose: () => void = () => undefined;
    let attempts = 0;
    const feed = await followSessionChanges(
      cache,
      {
        listen: async (_channel, _onMessage, onLost) => {
          attempts++;
          lose = onLost;
          return { close: async () => undefined };
        },
      },
      createLogger('silent'),
      0,
    );
    expect(cache.enabled).toBe(true);
    cache.set('cookie', entry, cache.begin());
    expect(cache.get('cookie')?.user.id).toBe('u1');

    lose();
    expect(cache.enabled).toBe(false);
    expect(cache.get('cookie')).toBeNull();
    cache.set('cookie', entry, cache.begin());
    expect(cache.get('cookie')).toBeNull();

    await new Promise<void>((resolve) => {
      const check = () => (attempts >= 2 ? resolve() : setImmediate(check));
      check();
    });
    expect(cache.enabled).toBe(true);
    expect(cache.get('cookie')).toBeNull();
    await feed.stop();
  });

  it('no guarda lo leído si una sesión terminó mientras se leía', () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    cache.setLive(true);
    const entry = { user: { id: 'u1', email: 'a@b.c' }, sessionId: 's1', expiresAt: Date.now() + 3_600_000 };
    const begun = cache.begin();
    cache.notified('s:s1');
    cache.set('cookie', entry, begun);
    expect(cache.get('cookie')).toBeNull();
    // Nor past the session's own expiry.
    cache.set('late', { ...entry, expiresAt: Date.now() - 1 }, cache.begin());
    expect(cache.get('late')).toBeNull();
  });

  it('vaciar la tabla de sesiones las termina todas', async () => {
    const s = await start();
    const c = await signedIn(s);
    expect((await c.request('/api/reports')).status).toBe(200);
    const evicted = nextEviction(cacheOf(s));
    await database.db.execute(sql`truncate table sessions`);
    await evicted;
    expect((await c.request('/api/reports')).status).toBe(401);
  });
});

function cacheOf(s: TestServer): SessionCache {
  return s.auth.sessions;
}
