import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../shared/assistant';
import type { CreateReportInput } from '../shared/reports';
import { testSettings } from './env';
import { AUTH_MAX_BODY_BYTES } from './routes/auth';
import { createTestDatabase, dialects, type TestDatabase } from './test/database';
import { leakIn, rawRequest, storedSnapshot, type RawAnswer } from './test/hostile';
import { bakeryReport } from './test/sample-books';
import { startTestServer, type HttpClient, type TestServer } from './test/server';

/**
 * Bad input never reaches the database as an error: every endpoint that takes a body or a parameter
 * answers hostile input with a 4xx and a Spanish message, shows nothing of its insides, and stores
 * nothing. First the cases an outside probe found (issue #14), then property-based fuzzing.
 */

const PASSWORD = 'Cuadre-Perfecto-2026';
/** Fuzzed requests per database (FUZZ_RUNS raises it for a longer soak); docs/reliability.md quotes it. */
const FUZZ_RUNS = testSettings().fuzzRuns ?? 300;
const FUZZ_SEED = testSettings().fuzzSeed ?? Date.now() % 2 ** 31;
let n = 0;

const chat = (): ChatMessage[] => [
  { role: 'user', content: 'Aporté 20.000 de capital' },
  { role: 'assistant', content: 'Registrado.' },
];

const reportBody = (): CreateReportInput => ({ ...bakeryReport(), messages: chat() });

function assistantBody(): Record<string, unknown> {
  const { sections } = bakeryReport();
  return {
    currency: 'EUR',
    period: { start: '2026-01-01', end: '2026-12-31' },
    state: sections,
    history: chat(),
    message: 'Vendí pan por 120 en efectivo',
  };
}

/** The answer of a refused request: a 4xx JSON body with a code and a Spanish message, nothing inside. */
function expectRefused(answer: RawAnswer, status: number, message?: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.contentType).toContain('application/json');
  const body = JSON.parse(answer.text) as { code?: unknown; message?: unknown };
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
  expect(leakIn(answer.text)).toBeUndefined();
}

describe.each(dialects())('entradas hostiles sobre %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: HttpClient;
  let aliceEmail = '';
  let reportId = '';
  let version = 1;

  const json = (client: HttpClient, method: string, path: string, body: unknown) =>
    rawRequest(client, method, path, { body: JSON.stringify(body) });

  /** Sends the request and proves it was refused with `status` and changed nothing stored. */
  async function refusedUnchanged(
    send: () => Promise<RawAnswer>,
    status: number,
    message?: string,
  ): Promise<void> {
    const before = await storedSnapshot(database);
    expectRefused(await send(), status, message);
    expect(await storedSnapshot(database)).toEqual(before);
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database, {
      RATE_LIMIT_AUTH_MAX: '1000000',
      ASSISTANT_MAX_CALLS: '1000000',
    });
    alice = server.client();
    aliceEmail = `hostil${++n}-${Date.now()}@empresa.test`;
    expect((await alice.signUp(aliceEmail, PASSWORD)).status).toBe(200);
    expect((await alice.signIn(aliceEmail, PASSWORD)).status).toBe(200);
    const created = await alice.request<{ id: string; version: number }>('/api/reports', {
      body: reportBody(),
    });
    expect(created.status).toBe(201);
    reportId = created.body.id;
    version = created.body.version;
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  describe('lo que la sonda encontró (issue #14)', () => {
    const withName = (name: string) => ({ ...reportBody(), name });
    const withDescription = (description: string) => {
      const body = reportBody();
      const first = body.sections.revenues[0];
      if (first) first.description = description;
      return body;
    };
    const withCategory = (category: string) => {
      const body = reportBody();
      const first = body.sections.expenses[0];
      if (first) first.category = category;
      return body;
    };

    it('el carácter NUL en cualquier texto: 400 con el campo nombrado', async () => {
      const cases: Array<[string, string, unknown, string]> = [
        [
          'POST',
          '/api/reports',
          withName('Pan\u0000'),
          'El nombre de la empresa contiene caracteres no válidos.',
        ],
        [
          'POST',
          '/api/reports',
          withDescription('Venta\u0000'),
          'La descripción contiene caracteres no válidos.',
        ],
        [
          'POST',
          '/api/reports',
          withCategory('Alquiler\u0000'),
          'La cuenta o categoría contiene caracteres no válidos.',
        ],
        [
          'PUT',
          `/api/reports/${reportId}/chat`,
          { messages: [{ role: 'user', content: 'hola\u0000' }] },
          'Un mensaje de la conversación contiene caracteres no válidos.',
        ],
        [
          'POST',
          '/api/assistant/reply',
          { ...assistantBody(), message: 'Vendí\u0000 pan' },
          'El mensaje contiene caracteres no válidos.',
        ],
        [
          'POST',
          '/api/assistant/reply',
          { ...assistantBody(), history: [{ role: 'user', content: '\u0000' }] },
          'Un mensaje de la conversación contiene caracteres no válidos.',
        ],
      ];
      for (const [method, path, body, message] of cases)
        await refusedUnchanged(() => json(alice, method, path, body), 400, message);
      await refusedUnchanged(
        () => json(alice, 'PUT', `/api/reports/${reportId}`, { ...withName('x\u0000'), version }),
        400,
        'El nombre de la empresa contiene caracteres no válidos.',
      );
      const visitor = server.client();
      await refusedUnchanged(
        () =>
          json(visitor, 'POST', '/api/auth/sign-up/email', {
            email: `nul${++n}@empresa.test`,
            password: PASSWORD,
            name: 'Ana\u0000',
          }),
        400,
        'El nombre contiene caracteres no válidos.',
      );
      await refusedUnchanged(
        () =>
          json(visitor, 'POST', '/api/auth/sign-in/email', { email: `a\u0000@b.test`, password: PASSWORD }),
        400,
        'El correo electrónico contiene caracteres no válidos.',
      );
    });

    it('un sustituto UTF-16 suelto en el chat o en un texto: 400', async () => {
      await refusedUnchanged(
        () =>
          json(alice, 'PUT', `/api/reports/${reportId}/chat`, {
            messages: [{ role: 'assistant', content: 'a\ud800b' }],
          }),
        400,
        'Un mensaje de la conversación contiene caracteres no válidos.',
      );
      await refusedUnchanged(
        () =>
          json(alice, 'POST', '/api/reports', {
            ...reportBody(),
            messages: [{ role: 'user', content: '\udc00' }],
          }),
        400,
        'Un mensaje de la conversación contiene caracteres no válidos.',
      );
      await refusedUnchanged(
        () => json(alice, 'POST', '/api/reports', withDescription('\ud83d')),
        400,
        'La descripción contiene caracteres no válidos.',
      );
      await refusedUnchanged(
        () => json(alice, 'POST', '/api/assistant/reply', { ...assistantBody(), message: '\ud800' }),
        400,
        'El mensaje contiene caracteres no válidos.',
      );
      // A whole pair is a character like any other.
      const emoji = await json(alice, 'PUT', `/api/reports/${reportId}/chat`, {
        messages: [{ role: 'user', content: 'Pan 🥖' }],
      });
      expect(emoji.status).toBe(200);
    });

    it('fechas fuera de 1900-01-01..2999-12-31 (no hay año 0): 400', async () => {
      await refusedUnchanged(
        () => json(alice, 'POST', '/api/reports', { ...reportBody(), startDate: '0000-01-01' }),
        400,
        'La fecha de inicio debe estar entre el 01/01/1900 y el 31/12/2999.',
      );
      await refusedUnchanged(
        () => json(alice, 'POST', '/api/reports', { ...reportBody(), endDate: '9999-12-31' }),
        400,
        'La fecha de fin debe estar entre el 01/01/1900 y el 31/12/2999.',
      );
      const lineDate = reportBody();
      const first = lineDate.sections.revenues[0];
      if (first) first.date = '0000-01-01';
      await refusedUnchanged(
        () => json(alice, 'POST', '/api/reports', lineDate),
        400,
        'La fecha de la línea debe estar entre el 01/01/1900 y el 31/12/2999.',
      );
      await refusedUnchanged(
        () =>
          json(alice, 'POST', '/api/assistant/reply', {
            ...assistantBody(),
            period: { start: '0000-01-01', end: '2026-12-31' },
          }),
        400,
        'La fecha de inicio debe estar entre el 01/01/1900 y el 31/12/2999.',
      );
    });

    it('una versión por encima de 2³¹−1: 400', async () => {
      for (const v of [2 ** 31, 2 ** 53, 1e300])
        await refusedUnchanged(
          () => json(alice, 'PUT', `/api/reports/${reportId}`, { ...reportBody(), version: v }),
          400,
          'La versión del reporte no es válida.',
        );
    });

    it('/api/auth/*: cuerpos de 40 MB y nombres de 8 MB no se leen ni se guardan', async () => {
      const visitor = server.client();
      const huge = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(40 * 1024 * 1024) });
      const started = performance.now();
      await refusedUnchanged(
        () => rawRequest(visitor, 'POST', '/api/auth/sign-in/email', { body: huge }),
        413,
        'La solicitud es demasiado grande.',
      );
      expect(performance.now() - started).toBeLessThan(5000);
      await refusedUnchanged(
        () =>
          json(visitor, 'POST', '/api/auth/sign-up/email', {
            email: `grande${++n}@empresa.test`,
            password: PASSWORD,
            name: 'n'.repeat(8 * 1024 * 1024),
          }),
        413,
        'La solicitud es demasiado grande.',
      );
      // Without a length announced, the body is counted as it arrives and cut at the limit (on its own
      // connection: the server answers before the upload ends and closes it).
      const streamed = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${server.url}/api/auth/sign-in/email`, {
          method: 'POST',
          agent: false,
          headers: { origin: visitor.origin, 'content-type': 'application/json' },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        const chunk = Buffer.alloc(AUTH_MAX_BODY_BYTES, ' ');
        let sent = 0;
        const pump = () => {
          while (sent < 64) {
            sent++;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
      expect(streamed).toBe(413);
    });

    it('/api/auth/*: cada campo acotado, con mensajes en español', async () => {
      const visitor = server.client();
      const signUp = (body: Record<string, unknown>) =>
        json(visitor, 'POST', '/api/auth/sign-up/email', {
          email: `campo${++n}@empresa.test`,
          password: PASSWORD,
          name: 'Ana',
          ...body,
        });
      await refusedUnchanged(
        () => signUp({ name: 'n'.repeat(255) }),
        400,
        'El nombre no puede superar 254 caracteres.',
      );
      await refusedUnchanged(
        () => signUp({ email: `${'a'.repeat(250)}@b.test` }),
        400,
        'El correo electrónico no puede superar 254 caracteres.',
      );
      await refusedUnchanged(
        () => signUp({ password: 'x'.repeat(129) }),
        400,
        'La contraseña no puede tener más de 128 caracteres.',
      );
      await refusedUnchanged(() => signUp({ name: 42 }), 400, 'El nombre debe ser un texto.');
      await refusedUnchanged(
        () => signUp({ callbackURL: 'https://otro.sitio/robar' }),
        400,
        'La dirección de retorno no es válida.',
      );
      await refusedUnchanged(
        () =>
          json(visitor, 'POST', '/api/auth/sign-in/email', { email: aliceEmail, password: 'x'.repeat(129) }),
        400,
        'La contraseña no puede tener más de 128 caracteres.',
      );
      await refusedUnchanged(
        () => rawRequest(visitor, 'GET', `/api/auth/verify-email?token=${'t'.repeat(3000)}`),
        400,
        'Un campo de la solicitud es demasiado largo.',
      );
      await refusedUnchanged(
        () => rawRequest(visitor, 'GET', '/api/auth/verify-email?token=a%00b'),
        400,
        'La solicitud contiene caracteres no válidos.',
      );
      // Fields better-auth would store but the product never sends are dropped, not stored.
      const email = `imagen${++n}@empresa.test`;
      const withImage = await json(visitor, 'POST', '/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: email,
        image: 'i'.repeat(10_000),
      });
      expect(withImage.status).toBe(200);
      const signedIn = server.client();
      expect((await signedIn.signIn(email, PASSWORD)).status).toBe(200);
      const session = await signedIn.session();
      expect(JSON.stringify(session.body).length).toBeLessThan(2000);
    });

    it('escrituras de reportes, chat y asistente solo en application/json: 415', async () => {
      const message = 'La solicitud debe enviarse en formato JSON (Content-Type: application/json).';
      const writes: Array<[string, string, unknown]> = [
        ['POST', '/api/reports', reportBody()],
        ['PUT', `/api/reports/${reportId}`, { ...reportBody(), version }],
        ['PUT', `/api/reports/${reportId}/chat`, { messages: chat() }],
        ['POST', '/api/assistant/reply', assistantBody()],
      ];
      for (const [method, path, body] of writes) {
        for (const contentType of [
          'text/plain',
          null,
          'application/x-www-form-urlencoded',
          'application/jsonx',
        ])
          await refusedUnchanged(
            () => rawRequest(alice, method, path, { body: JSON.stringify(body), contentType }),
            415,
            message,
          );
      }
      // Its parameters and any case are still JSON.
      const ok = await rawRequest(alice, 'PUT', `/api/reports/${reportId}/chat`, {
        body: JSON.stringify({ messages: chat() }),
        contentType: 'Application/JSON; charset=utf-8',
      });
      expect(ok.status).toBe(200);
      // Someone else's report answers 404 whatever the content type, as an unknown one does.
      const other = await rawRequest(alice, 'PUT', '/api/reports/no-existe/chat', {
        body: '{}',
        contentType: 'text/plain',
      });
      expectRefused(other, 404, 'Reporte no encontrado.');
    });

    it('el estado que recibe el asistente se valida como un reporte', async () => {
      const withLine = (patch: Record<string, unknown>) => {
        const body = assistantBody();
        const state = body.state as Record<string, Array<Record<string, unknown>>>;
        state.revenues = [{ description: 'Venta', amount: 10, category: 'Ventas', ...patch }];
        return body;
      };
      const cases: Array<[Record<string, unknown>, string]> = [
        [withLine({ amount: 1e308 }), 'El monto no puede superar 1.000.000.000.000 en valor absoluto.'],
        [withLine({ amount: 10.125 }), 'El monto admite como máximo 2 decimales.'],
        [withLine({ description: 'd'.repeat(501) }), 'La descripción no puede superar 500 caracteres.'],
        [withLine({ date: '2026-02-30' }), 'La fecha de la línea no es una fecha válida (AAAA-MM-DD).'],
        [
          { ...assistantBody(), period: { start: 'siempre', end: 'nunca' } },
          'La fecha de inicio no es una fecha válida (AAAA-MM-DD).',
        ],
        [
          { ...assistantBody(), period: { start: '2026-12-31', end: '2026-01-01' } },
          'La fecha de inicio debe ser anterior a la fecha de fin.',
        ],
        [{ ...assistantBody(), period: '2026' }, 'El período debe tener fecha de inicio y de fin.'],
      ];
      for (const [body, message] of cases)
        await refusedUnchanged(() => json(alice, 'POST', '/api/assistant/reply', body), 400, message);
      const fine = await json(alice, 'POST', '/api/assistant/reply', assistantBody());
      expect(fine.status).toBe(200);
    });

    it('un id de reporte con NUL, Unicode roto o de 1 KB es un reporte desconocido: 404', async () => {
      for (const id of ['%00', 'a%00b', '%ED%A0%80', '%F0%9F', 'x'.repeat(1000)]) {
        for (const [method, path] of [
          ['GET', `/api/reports/${id}`],
          ['DELETE', `/api/reports/${id}`],
          ['GET', `/api/reports/${id}/chat`],
          ['GET', `/api/reports/${id}/export/statements.pdf`],
        ] as const)
          await refusedUnchanged(() => rawRequest(alice, method, path), 404, 'Reporte no encontrado.');
        await refusedUnchanged(
          () => json(alice, 'PUT', `/api/reports/${id}/chat`, { messages: chat() }),
          404,
          'Reporte no encontrado.',
        );
      }
    });
  });

  describe('fuzzing de cada endpoint con cuerpo o parámetros', () => {
    /** Text an attacker would try: NUL, broken surrogates, controls, markup, SQL, huge, any UTF-16. */
    const nastyText = fc.oneof(
      fc.constantFrom(
        '\u0000',
        'a\u0000b',
        '\ud800',
        '\udfff',
        'x\ud83d',
        '\u202e\ufeff',
        '<script>alert(1)</script>',
        "'; drop table users; --",
        '%00',
        '../../etc/passwd',
        '',
        ' ',
        'ñandú 🥖',
        'x'.repeat(5000),
      ),
      fc.string({ unit: fc.nat({ max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
      fc.string({ maxLength: 40 }),
    );
    const nastyNumber = fc.oneof(
      fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, 1e308, -1e308, 0.001, 12.345, -0, 1e-7, 0, -1),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    const nastyDate = fc.constantFrom(
      '0000-01-01',
      '0001-01-01',
      '1899-12-31',
      '1900-01-01',
      '2999-12-31',
      '3000-01-01',
      '9999-12-31',
      '2026-02-29',
      '2026-13-01',
      '+02026-01-01',
      '2026-1-1',
    );
    const anyValue: fc.Arbitrary<unknown> = fc.oneof(
      nastyText,
      nastyNumber,
      nastyDate,
      fc.boolean(),
      fc.constant(null),
      fc.constant([]),
      fc.constant({}),
      fc.jsonValue({ maxDepth: 2 }),
    );

    type Path = Array<string | number>;
    function leafPaths(value: unknown, at: Path = []): Path[] {
      if (Array.isArray(value)) return [at, ...value.slice(0, 3).flatMap((v, i) => leafPaths(v, [...at, i]))];
      if (value && typeof value === 'object')
        return [at, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]))];
      return [at];
    }
    function mutate(template: unknown, path: Path, value: unknown, remove: boolean): unknown {
      if (path.length === 0) return value;
      const copy = structuredClone(template) as Record<string | number, unknown>;
      let parent = copy;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const last = path[path.length - 1] as string | number;
      if (remove && Array.isArray(parent)) parent.splice(Number(last), 1);
      else if (remove) Reflect.deleteProperty(parent, last);
      else parent[last] = value;
      return copy;
    }

    /** A template mutated at 1–3 places: near-valid bodies reach the deepest checks. */
    const mutated = (template: () => unknown) =>
      fc
        .array(fc.record({ pick: fc.nat(), value: anyValue, remove: fc.boolean() }), {
          minLength: 1,
          maxLength: 3,
        })
        .map((changes) =>
          changes.reduce<unknown>((body, { pick, value, remove }) => {
            const paths = leafPaths(body);
            const path = paths[pick % paths.length] ?? [];
            return mutate(body, path, value, remove && path.length > 0);
          }, template()),
        );

    const bodyText = (template: () => unknown) =>
      fc.oneof(
        { weight: 6, arbitrary: mutated(template).map((b) => JSON.stringify(b) ?? 'null') },
        { weight: 1, arbitrary: anyValue.map((b) => JSON.stringify(b) ?? 'null') },
        { weight: 1, arbitrary: nastyText },
      );
    const contentType = fc.oneof(
      { weight: 8, arbitrary: fc.constant<string | null>('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom<string | null>(
          null,
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
        ),
      },
    );
    /** An id in the path: the real report, or anything, percent-encoded or raw. */
    const idSegment = fc.oneof(
      fc.constant('REPORT'),
      nastyText.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, 'x')) || 'x'),
      fc.constantFrom('%00', '%ED%A0%80', '%', '%zz', '..', 'x'.repeat(300)),
    );

    type Call = {
      method: string;
      path: string;
      body?: string;
      contentType: string | null;
      as: 'alice' | 'visitor';
    };
    const withId = (id: string) => (id === 'REPORT' ? reportId : id);
    const calls = fc.oneof(
      fc
        .record({ body: bodyText(reportBody), contentType })
        .map((r): Call => ({ method: 'POST', path: '/api/reports', ...r, as: 'alice' })),
      fc
        .record({ id: idSegment, body: bodyText(() => ({ ...reportBody(), version })), contentType })
        .map((r): Call => ({
          method: 'PUT',
          path: `/api/reports/${withId(r.id)}`,
          body: r.body,
          contentType: r.contentType,
          as: 'alice',
        })),
      fc
        .record({ id: idSegment, body: bodyText(() => ({ messages: chat() })), contentType })
        .map((r): Call => ({
          method: 'PUT',
          path: `/api/reports/${withId(r.id)}/chat`,
          body: r.body,
          contentType: r.contentType,
          as: 'alice',
        })),
      fc
        .record({ body: bodyText(assistantBody), contentType })
        .map((r): Call => ({ method: 'POST', path: '/api/assistant/reply', ...r, as: 'alice' })),
      fc
        .record({
          body: bodyText(() => ({
            email: `f${++n}@empresa.test`,
            password: PASSWORD,
            name: 'Fuzz',
            callbackURL: '/auth',
          })),
          contentType,
        })
        .map((r): Call => ({ method: 'POST', path: '/api/auth/sign-up/email', ...r, as: 'visitor' })),
      fc
        .record({
          body: bodyText(() => ({ email: aliceEmail, password: 'otra-clave-mala', rememberMe: true })),
          contentType,
        })
        .map((r): Call => ({ method: 'POST', path: '/api/auth/sign-in/email', ...r, as: 'visitor' })),
      fc
        .record({
          body: bodyText(() => ({
            name: 'Otro nombre',
            email: 'otro@empresa.test',
            token: 't',
            newPassword: PASSWORD,
          })),
          contentType,
          endpoint: fc.constantFrom(
            'update-user',
            'change-email',
            'send-verification-email',
            'reset-password',
            'change-password',
          ),
        })
        .map((r): Call => ({
          method: 'POST',
          path: `/api/auth/${r.endpoint}`,
          body: r.body,
          contentType: r.contentType,
          as: 'visitor',
        })),
      fc
        .record({
          token: nastyText,
          endpoint: fc.constantFrom('verify-email', 'get-session', 'reset-password/x'),
        })
        .map((r): Call => ({
          method: 'GET',
          path: `/api/auth/${r.endpoint}?token=${encodeURIComponent(r.token.replace(/[\ud800-\udfff]/g, 'x'))}&callbackURL=${encodeURIComponent(r.token.slice(0, 20).replace(/[\ud800-\udfff]/g, 'x'))}`,
          contentType: null,
          as: 'visitor',
        })),
      fc
        .record({
          id: idSegment.filter((id) => id !== 'REPORT'),
          tail: fc.constantFrom('', '/chat', '/export/statements.pdf', '/export/journal.hledger'),
          method: fc.constantFrom('GET', 'DELETE'),
        })
        .map((r): Call => ({
          method: r.tail.startsWith('/export') ? 'GET' : r.method,
          path: `/api/reports/${r.id}${r.tail}`,
          contentType: null,
          as: 'alice',
        })),
    );

    it(
      `${FUZZ_RUNS} peticiones: ningún 5xx, nada interno en la respuesta, nada guardado si se rechaza`,
      async () => {
        const visitor = server.client();
        const statuses = new Map<number, number>();
        await fc.assert(
          fc.asyncProperty(calls, async (call) => {
            const client = call.as === 'alice' ? alice : visitor;
            const before = await storedSnapshot(database);
            const answer = await rawRequest(client, call.method, call.path, {
              ...(call.body !== undefined ? { body: call.body } : {}),
              contentType: call.contentType,
            });
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            expect(answer.status, `${call.method} ${call.path}: ${answer.text}`).toBeLessThan(500);
            if (answer.contentType.includes('application/json') || answer.contentType.startsWith('text/'))
              expect(leakIn(answer.text), answer.text).toBeUndefined();
            if (answer.status >= 400) {
              expectRefused(answer, answer.status);
              expect(await storedSnapshot(database)).toEqual(before);
            }
            // A save that went through moves the version on; later fuzzed saves start from it.
            if (answer.status === 200 && call.method === 'PUT' && call.path === `/api/reports/${reportId}`)
              version = (JSON.parse(answer.text) as { version: number }).version;
          }),
          { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
        );
        // The figures docs/reliability.md quotes.
        console.info(
          `fuzz ${dialect}: ${FUZZ_RUNS} requests, seed ${FUZZ_SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
        );
      },
      20_000 + FUZZ_RUNS * 100,
    );
  });
});
