import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { account, session, user } from '../db/schema';
import { createTestDatabase, dialects, type TestDatabase } from '../test/database';
import { HttpClient, startTestServer, type TestServer } from '../test/server';

const GOOD = 'Cuadre-Perfecto-2026';
const TOO_MANY = 'Demasiados intentos. Espera un momento e inténtalo de nuevo.';
const TOO_MANY_ON_ACCOUNT =
  'Demasiados intentos fallidos en esta cuenta. Espera un rato o inicia sesión desde un navegador donde ya la hayas usado.';
let n = 0;
const email = () => `persona${++n}-${Date.now()}@empresa.test`;

describe.each(dialects())('autenticación sobre %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer | null = null;
  const start = async (overrides: Record<string, string> = {}) => {
    server = await startTestServer(database, {
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_ACCOUNT_MAX: '1000',
      RATE_LIMIT_ACCOUNT_CEILING: '1000',
      ...overrides,
    });
    return server;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await server?.close();
    server = null;
    await database.db.execute(sql`delete from rate_limits`);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const userCount = async () => (await database.db.select({ id: user.id }).from(user)).length;

  it('aplica la política de contraseñas en español y no guarda nada al rechazar', async () => {
    const s = await start();
    const c = s.client();
    const before = await userCount();
    const cases: Array<[string, string]> = [
      ['corta7!', 'La contraseña debe tener al menos 8 caracteres.'],
      ['x'.repeat(129), 'La contraseña no puede tener más de 128 caracteres.'],
      ['password1', 'Esa contraseña es demasiado común y fácil de adivinar. Elige otra.'],
      ['Qwertyuiop', 'Esa contraseña es demasiado común y fácil de adivinar. Elige otra.'],
    ];
    for (const [password, message] of cases) {
      const r = await c.signUp(email(), password);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect(await userCount()).toBe(before);
    const ok = await c.signUp(email(), GOOD);
    expect(ok.status).toBe(200);
    expect(await userCount()).toBe(before + 1);
  });

  it('guarda las contraseñas con argon2id m=19 MiB, t=2, p=1', async () => {
    const s = await start();
    const address = email();
    expect((await s.client().signUp(address, GOOD)).status).toBe(200);
    const rows = await database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(account.userId, user.id))
      .where(eq(user.email, address));
    expect(rows[0]?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password).not.toContain(GOOD);
  });

  it('da mensajes en español: contraseña incorrecta y correo ya registrado', async () => {
    const s = await start();
    const c = s.client();
    const address = email();
    await c.signUp(address, GOOD);
    const wrong = await c.signIn(address, 'otra-clave-larga');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Correo o contraseña incorrectos.');
    const again = await c.signUp(address.toUpperCase(), GOOD);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Ya existe una cuenta con ese correo electrónico.');
  });

  it('limita por dirección del cliente; un X-Forwarded-For falso no reinicia el contador', async () => {
    const s = await start({ RATE_LIMIT_AUTH_MAX: '3' });
    const c = s.client();
    for (let i = 0; i < 3; i++) expect((await c.signIn(email(), 'cualquier-clave')).status).toBe(401);
    const blocked = await c.signIn(email(), 'cualquier-clave');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
    const faked = await c.signIn(email(), 'cualquier-clave', { 'x-forwarded-for': '203.0.113.9' });
    expect(faked.status).toBe(429);
    // The counter lives in the database: a restarted server (or a second process) still refuses.
    await s.close();
    server = null;
    const restarted = await start({ RATE_LIMIT_AUTH_MAX: '3' });
    expect((await restarted.client().signIn(email(), 'cualquier-clave')).status).toBe(429);
  });

  it('detrás de un proxy de confianza cuenta por cliente real', async () => {
    const s = await start({ RATE_LIMIT_AUTH_MAX: '2', TRUST_PROXY: 'true' });
    const c = s.client();
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await c.signIn(email(), 'x-clave-mala', from('198.51.100.1'))).status).toBe(401);
    expect((await c.signIn(email(), 'x-clave-mala', from('198.51.100.1'))).status).toBe(401);
    expect((await c.signIn(email(), 'x-clave-mala', from('198.51.100.1'))).status).toBe(429);
    expect((await c.signIn(email(), 'x-clave-mala', from('198.51.100.2'))).status).toBe(401);
  });

  it('el techo de intentos fallidos de una cuenta cuenta todas las direcciones', async () => {
    // One address alone is limited per (account, address): src/server/security/sign-in-limits.*.
    const s = await start({ RATE_LIMIT_ACCOUNT_CEILING: '3', TRUST_PROXY: 'true' });
    const c = s.client();
    const address = email();
    await c.signUp(address, GOOD);
    for (let i = 0; i < 3; i++)
      expect(
        (await c.signIn(address, 'clave-equivocada', { 'x-forwarded-for': `192.0.2.${i}` })).status,
      ).toBe(401);
    const blocked = await c.signIn(address, GOOD, { 'x-forwarded-for': '192.0.2.99' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_ON_ACCOUNT);
    // Another account is not affected.
    const other = email();
    await c.signUp(other, GOOD);
    expect((await c.signIn(other, GOOD, { 'x-forwarded-for': '192.0.2.99' })).status).toBe(200);
  });

  it('pone cookies HttpOnly y SameSite=Lax; Secure con prefijo __Secure- bajo https', async () => {
    const s = await start();
    const c = s.client();
    const address = email();
    await c.signUp(address, GOOD);
    const r = await c.signIn(address, GOOD);
    const cookie = r.headers.getSetCookie().find((v) => v.startsWith('cuentas-claras.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    await s.close();

    const secure = await start({ BASE_URL: 'https://cuentas.example.com' });
    const sc = secure.client('https://cuentas.example.com');
    const r2 = await sc.signIn(address, GOOD);
    expect(r2.status).toBe(200);
    const secureCookie = r2.headers
      .getSetCookie()
      .find((v) => v.startsWith('__Secure-cuentas-claras.session_token='));
    expect(secureCookie).toMatch(/; Secure/i);
    expect(secureCookie).toMatch(/HttpOnly/i);
    expect(secureCookie).toMatch(/SameSite=Lax/i);
  });

  it('rechaza con 403 las peticiones que cambian datos desde otro origen', async () => {
    const s = await start();
    const c = s.client();
    const address = email();
    await c.signUp(address, GOOD);
    await c.signIn(address, GOOD);
    const foreign = new HttpClient(s.url, 'https://malicioso.example');
    for (const [k, v] of c.cookies) foreign.cookies.set(k, v);
    const r = await foreign.request<{ message: string }>('/api/auth/sign-out', { body: {} });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Origen no permitido.');
    const crossSite = await c.request('/api/auth/sign-out', {
      body: {},
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    // The session survived both attempts.
    expect((await c.session()).body?.user.email).toBe(address);
  });

  it('la sesión se desliza con el uso, caduca inactiva y el cierre la termina en el servidor', async () => {
    const s = await start({ SESSION_MAX_IDLE_SECONDS: '3600', SESSION_UPDATE_AGE_SECONDS: '60' });
    const c = s.client();
    const address = email();
    await c.signUp(address, GOOD);
    await c.signIn(address, GOOD);
    const me = (await c.session()).body;
    expect(me?.user.email).toBe(address);
    const userId = me?.user.id ?? '';

    // Used again after updateAge: the expiry moves forward to a full idle window from now.
    await database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 10 * 60_000) })
      .where(eq(session.userId, userId));
    expect((await c.session()).body?.user.email).toBe(address);
    const [slid] = await database.db.select().from(session).where(eq(session.userId, userId));
    expect(slid?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);

    // Idle past its expiry: gone.
    await database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, userId));
    expect((await c.session()).body).toBeNull();

    // Sign-out deletes the session row, so the old cookie is worthless even if replayed.
    await c.signIn(address, GOOD);
    const saved = new Map(c.cookies);
    expect((await c.request('/api/auth/sign-out', { body: {} })).status).toBe(200);
    expect(await database.db.select().from(session).where(eq(session.userId, userId))).toHaveLength(0);
    for (const [k, v] of saved) c.cookies.set(k, v);
    expect((await c.session()).body).toBeNull();
  });

  it('informa el estado de la base de datos en /api/health', async () => {
    const s = await start();
    const r = await s.client().request<{ status: string; database: string }>('/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', database: dialect });
  });
});
