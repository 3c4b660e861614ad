import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS, TOO_MANY_ON_ACCOUNT } from '../auth/messages';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestDatabase, dialects, type TestDatabase } from '../test/database';
import { startTestServer, type TestServer } from '../test/server';
import { DEVICE_COOKIE } from './sign-in-limits';

const GOOD = 'Cuadre-Perfecto-2026';
const WRONG = 'clave-equivocada-1';
let n = 0;
const email = () => `duena${++n}-${Date.now()}@empresa.test`;

interface Answer {
  readonly status: number;
  readonly message: string | undefined;
  readonly retryAfter: number | null;
  /** The device cookie the answer set, as `name=value`. */
  readonly device: string | null;
}

/**
 * A sign-in from a real client address: the socket is bound to `from` (any 127.x.y.z reaches the
 * server on Linux), so the server sees that address without trusting any header.
 */
function signIn(
  server: TestServer,
  from: string,
  address: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL('/api/auth/sign-in/email', server.url);
  const body = JSON.stringify({ email: address, password });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          origin: new URL(server.env.BASE_URL).origin,
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const parsed = (text ? JSON.parse(text) : {}) as { message?: string };
          const retry = res.headers['retry-after'];
          const device =
            (res.headers['set-cookie'] ?? [])
              .map((cookie) => cookie.split(';')[0] ?? '')
              .find((pair) => pair.startsWith(`${DEVICE_COOKIE}=`)) ?? null;
          resolve({
            status: res.statusCode ?? 0,
            message: parsed.message,
            retryAfter: retry ? Number(retry) : null,
            device,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.each(dialects())('inicios de sesión sin botón de bloqueo, sobre %s', (dialect) => {
  let database: TestDatabase;
  const servers: TestServer[] = [];
  const extraHandles: DatabaseHandle[] = [];
  const start = async (overrides: Record<string, string> = {}, on: DatabaseHandle = database) => {
    // The per-address limit on every auth POST is lifted so each test sees the sign-in limits alone.
    const server = await startTestServer(on, { RATE_LIMIT_AUTH_MAX: '100000', ...overrides });
    servers.push(server);
    return server;
  };
  const account = async (server: TestServer) => {
    const address = email();
    expect((await server.client().signUp(address, GOOD)).status).toBe(200);
    return address;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    for (const handle of extraHandles.splice(0)) await handle.close();
    await database.db.execute(sql`delete from rate_limits`);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('un atacante desde la dirección A no impide que la dueña entre desde B (límites por defecto)', async () => {
    const s = await start();
    const owner = await account(s);
    const statuses: number[] = [];
    let last: Answer | null = null;
    for (let i = 0; i < 40; i++) {
      last = await signIn(s, '127.0.0.2', owner, `${WRONG}-${i}`);
      statuses.push(last.status);
    }
    // Five guesses per 15 minutes from one address, then 429 in Spanish with how long to wait.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(last?.message).toBe(TOO_MANY_ATTEMPTS);
    expect(last?.retryAfter).toBeGreaterThan(800);
    expect(last?.retryAfter).toBeLessThanOrEqual(900);
    // Guessing right from A is refused too, so the attacker learns nothing from further tries.
    expect((await signIn(s, '127.0.0.2', owner, GOOD)).status).toBe(429);

    const fromB = await signIn(s, '127.0.0.3', owner, GOOD);
    expect(fromB.status).toBe(200);
    expect(fromB.device).not.toBeNull();
  });

  it('bloquea la fuerza bruta desde una dirección también en paralelo, y una cuenta inexistente igual', async () => {
    const s = await start();
    const owner = await account(s);
    const parallel = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn(s, '127.0.0.4', owner, `${WRONG}-${i}`)),
    );
    const counts = (answers: Answer[]) => ({
      wrong: answers.filter((a) => a.status === 401).length,
      refused: answers.filter((a) => a.status === 429).length,
    });
    // Each attempt is counted before the password is checked: never more than five guesses.
    expect(counts(parallel)).toEqual({ wrong: 5, refused: 20 });
    // An e-mail with no account is answered the same way (nothing tells the two apart).
    const nobody = email();
    const unknown: Answer[] = [];
    for (let i = 0; i < 7; i++) unknown.push(await signIn(s, '127.0.0.4', nobody, WRONG));
    expect(counts(unknown)).toEqual({ wrong: 5, refused: 2 });
    expect(unknown[6]?.message).toBe(TOO_MANY_ATTEMPTS);
  });

  it('frena la fuerza bruta repartida entre muchas direcciones; la dueña entra desde su navegador', async () => {
    const s = await start({ TRUST_PROXY: 'true', RATE_LIMIT_ACCOUNT_CEILING: '12' });
    const owner = await account(s);
    const from = (ip: string, cookie?: string) => ({
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
    });
    const before = await signIn(s, '127.0.0.1', owner, GOOD, from('198.51.100.7'));
    expect(before.status).toBe(200);
    const browser = before.device ?? '';
    expect(browser).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+$`));

    // 40 addresses, two guesses each: the account takes 12 wrong passwords in the hour, then 429.
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i++)
      for (let j = 0; j < 2; j++)
        answers.push(await signIn(s, '127.0.0.1', owner, `${WRONG}-${i}-${j}`, from(`203.0.113.${i}`)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(12);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(68);
    expect(answers.at(-1)?.message).toBe(TOO_MANY_ON_ACCOUNT);
    // Right password, new address, no device cookie: still refused (the guesser could be anyone).
    expect((await signIn(s, '127.0.0.1', owner, GOOD, from('192.0.2.50'))).status).toBe(429);
    // A forged device cookie, or one of another account, counts as none.
    const forged = `${DEVICE_COOKIE}=${'A'.repeat(22)}.${'B'.repeat(43)}`;
    expect((await signIn(s, '127.0.0.1', owner, GOOD, from('192.0.2.51', forged))).status).toBe(429);
    const other = await account(s);
    const otherBrowser = (await signIn(s, '127.0.0.1', other, GOOD, from('192.0.2.52'))).device ?? '';
    expect((await signIn(s, '127.0.0.1', owner, GOOD, from('192.0.2.52', otherBrowser))).status).toBe(429);

    // The owner's own browser, from yet another address, gets in.
    expect((await signIn(s, '127.0.0.1', owner, GOOD, from('192.0.2.53', browser))).status).toBe(200);
    // A stolen device cookie gives no free guesses: five per window, wherever they come from.
    const stolen: number[] = [];
    for (let i = 0; i < 7; i++)
      stolen.push((await signIn(s, '127.0.0.1', owner, WRONG, from(`192.0.2.${60 + i}`, browser))).status);
    expect(stolen).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('dos servidores sobre la misma base comparten los límites', async () => {
    // On PostgreSQL the second server has its own connection pool, as a second process would.
    let second: DatabaseHandle = database;
    if (database.url) {
      second = await openDatabase({ kind: 'postgres', url: database.url });
      extraHandles.push(second);
    }
    const one = await start({ RATE_LIMIT_ACCOUNT_CEILING: '7', TRUST_PROXY: 'true' });
    const two = await start({ RATE_LIMIT_ACCOUNT_CEILING: '7', TRUST_PROXY: 'true' }, second);
    const owner = await account(one);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await signIn(one, '127.0.0.1', owner, WRONG, { 'x-forwarded-for': '198.51.100.20' })).status,
      );
      statuses.push(
        (await signIn(two, '127.0.0.1', owner, WRONG, { 'x-forwarded-for': '198.51.100.20' })).status,
      );
    }
    // The pair (account, 198.51.100.20) allows five wrong passwords across both servers.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The account-wide ceiling is shared too: two more elsewhere reach 7, then both refuse.
    expect(
      (await signIn(two, '127.0.0.1', owner, WRONG, { 'x-forwarded-for': '198.51.100.21' })).status,
    ).toBe(401);
    expect(
      (await signIn(one, '127.0.0.1', owner, WRONG, { 'x-forwarded-for': '198.51.100.22' })).status,
    ).toBe(401);
    for (const server of [one, two]) {
      const refused = await signIn(server, '127.0.0.1', owner, GOOD, { 'x-forwarded-for': '198.51.100.23' });
      expect(refused.status).toBe(429);
      expect(refused.message).toBe(TOO_MANY_ON_ACCOUNT);
    }
  });
});
