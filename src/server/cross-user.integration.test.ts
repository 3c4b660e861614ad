import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryReport } from './test/sample-books';
import { createTestDatabase, dialects, type TestDatabase } from './test/database';
import { startTestServer, type HttpClient, type TestServer } from './test/server';

const PASSWORD = 'Cuadre-Perfecto-2026';
const SESSION_COOKIE = 'cuentas-claras.session_token';
/** Ids no report has: a random UUID's shape, and one that is not a UUID at all. */
const UNKNOWN_IDS = ['3f1c2b9e-8d47-4a6e-9b1f-0c2d3e4f5a6b', 'no-existe-123'];

/**
 * What each data route is sent. A valid body and an invalid one per write: the refusal for another
 * user's report must not depend on whether the body would have been accepted. Every route the app
 * registers under /api (other than health, config and better-auth's own /api/auth/*) must be listed
 * here: a new route without an entry fails the first test, so it cannot escape the matrix.
 */
const BODIES: Readonly<Record<string, readonly unknown[]>> = {
  'GET /api/reports': [undefined],
  'POST /api/reports': [bakeryReport()],
  'GET /api/reports/:id': [undefined],
  'PUT /api/reports/:id': [{ ...bakeryReport(), name: 'Robado', version: 1 }, { name: '' }],
  'DELETE /api/reports/:id': [undefined],
  'GET /api/reports/:id/chat': [undefined],
  'PUT /api/reports/:id/chat': [{ messages: [{ role: 'user', content: 'hola' }] }, { messages: 'no' }],
  'GET /api/reports/:id/export/statements.pdf': [undefined],
  'GET /api/reports/:id/export/journal.pdf': [undefined],
  'GET /api/reports/:id/export/ledger.pdf': [undefined],
  'GET /api/reports/:id/export/workbook.xlsx': [undefined],
  'GET /api/reports/:id/export/journal.hledger': [undefined],
  'GET /api/reports/:id/export/journal.beancount': [undefined],
  'POST /api/assistant/reply': [
    {
      currency: 'USD',
      state: { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] },
      history: [],
      message: 'Vendimos 100 en efectivo',
    },
  ],
};

const NOT_DATA = new Set(['/api/health', '/api/config', '/api/*']);

/** Every method and path the app answers under /api with a handler of its own, from its route table. */
function dataRoutes(server: TestServer): string[] {
  const found = new Set<string>();
  for (const route of server.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    if (route.path.startsWith('/api/auth/') || NOT_DATA.has(route.path)) continue;
    found.add(`${route.method} ${route.path}`);
  }
  return [...found].sort();
}

interface Raw {
  readonly status: number;
  readonly type: string | null;
  readonly disposition: string | null;
  readonly bytes: Buffer;
}

/** The answer as bytes: "the same 404" means the same status, headers that matter and body, exactly. */
async function raw(client: HttpClient, method: string, path: string, body: unknown, cookie?: string) {
  const headers = new Headers({ origin: client.origin });
  if (body !== undefined) headers.set('content-type', 'application/json');
  const jar = cookie ?? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (jar) headers.set('cookie', jar);
  const response = await fetch(client.base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  } satisfies Raw;
}

/** A session token with its signature tampered, and one made up whole: neither may open a session. */
function forgedCookies(owner: HttpClient): string[] {
  const real = owner.cookies.get(SESSION_COOKIE);
  if (!real) throw new Error('the owner has no session cookie');
  const decoded = decodeURIComponent(real);
  const dot = decoded.lastIndexOf('.');
  const token = decoded.slice(0, dot);
  const signature = decoded.slice(dot + 1);
  const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
  const others = [...owner.cookies]
    .filter(([k]) => k !== SESSION_COOKIE)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const jar = (value: string) =>
    [`${SESSION_COOKIE}=${encodeURIComponent(value)}`, others].filter(Boolean).join('; ');
  return [
    jar(`${token}.${flipped}`),
    jar(`${'x'.repeat(token.length)}.${signature}`),
    `${SESSION_COOKIE}=inventada`,
  ];
}

describe.each(dialects())('la matriz entre usuarios sobre %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: HttpClient;
  let bob: HttpClient;
  let aliceId = '';
  let n = 0;

  const user = async () => {
    const c = server.client();
    const email = `matriz${++n}-${Date.now()}@empresa.test`;
    expect((await c.signUp(email, PASSWORD)).status).toBe(200);
    expect((await c.signIn(email, PASSWORD)).status).toBe(200);
    return c;
  };

  /** Everything the owner can read of the report, to prove that nothing was changed. */
  const aliceView = async () =>
    Promise.all([
      alice.request(`/api/reports/${aliceId}`),
      alice.request(`/api/reports/${aliceId}/chat`),
      alice.request('/api/reports'),
    ]).then((answers) => answers.map((a) => ({ status: a.status, body: a.body })));

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database, { RATE_LIMIT_AUTH_MAX: '1000' });
    alice = await user();
    bob = await user();
    const created = await alice.request<{ id: string }>('/api/reports', { body: bakeryReport() });
    expect(created.status).toBe(201);
    aliceId = created.body.id;
    const chat = await alice.request(`/api/reports/${aliceId}/chat`, {
      method: 'PUT',
      body: { messages: [{ role: 'user', content: 'secreto' }] },
    });
    expect(chat.status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  it('cada ruta de datos del servidor está en la matriz', () => {
    const routes = dataRoutes(server);
    expect(routes.length).toBeGreaterThanOrEqual(14);
    expect(routes).toEqual(Object.keys(BODIES).sort());
  });

  it('el reporte de otro usuario responde el mismo 404, byte a byte, que un id inexistente, y nada cambia', async () => {
    const before = await aliceView();
    let compared = 0;
    for (const route of dataRoutes(server).filter((r) => r.includes(':id'))) {
      const [method = '', pattern = ''] = route.split(' ');
      for (const body of BODIES[route] ?? []) {
        const theirs = await raw(bob, method, pattern.replace(':id', aliceId), body);
        expect(theirs.status, `${route} ${JSON.stringify(body)}`).toBe(404);
        expect(theirs.disposition, route).toBeNull();
        expect(theirs.bytes.toString('utf8'), route).not.toContain('Panader');
        for (const unknown of UNKNOWN_IDS) {
          const none = await raw(bob, method, pattern.replace(':id', unknown), body);
          expect({ ...none, bytes: none.bytes.toString('utf8') }, `${route} con ${unknown}`).toEqual({
            ...theirs,
            bytes: theirs.bytes.toString('utf8'),
          });
          expect(none.bytes.equals(theirs.bytes)).toBe(true);
          compared++;
        }
      }
    }
    const withId = Object.entries(BODIES).filter(([route]) => route.includes(':id'));
    expect(compared).toBe(UNKNOWN_IDS.length * withId.reduce((sum, [, bodies]) => sum + bodies.length, 0));
    const list = await bob.request<{ reports: Array<{ id: string }> }>('/api/reports');
    expect(list.body.reports.map((r) => r.id)).not.toContain(aliceId);
    expect(await aliceView()).toEqual(before);
  });

  it('sin sesión o con una cookie falsificada, cada ruta responde 401 y nada cambia', async () => {
    const before = await aliceView();
    const anonymous = server.client();
    const jars = ['', ...forgedCookies(alice)];
    let checked = 0;
    for (const route of dataRoutes(server)) {
      const [method = '', pattern = ''] = route.split(' ');
      for (const body of BODIES[route] ?? []) {
        for (const jar of jars) {
          const r = await raw(anonymous, method, pattern.replace(':id', aliceId), body, jar);
          expect(r.status, `${route} cookie=${jar.slice(0, 40)}`).toBe(401);
          expect(JSON.parse(r.bytes.toString('utf8'))).toEqual({
            code: 'UNAUTHENTICATED',
            message: 'Debes iniciar sesión.',
          });
          checked++;
        }
      }
    }
    expect(checked).toBe(jars.length * Object.values(BODIES).reduce((sum, bodies) => sum + bodies.length, 0));
    expect(await aliceView()).toEqual(before);
    // The real cookie still works: the forged ones were refused for being forged.
    expect((await alice.request(`/api/reports/${aliceId}`)).status).toBe(200);
  });
});
