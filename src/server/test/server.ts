import { createServer, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { App } from '../app';
import type { Auth } from '../auth/auth';
import { buildServer } from '../bootstrap';
import type { DatabaseHandle } from '../db/client';
import { parseEnv, type Env } from '../env';
import { createLogger, type Logger } from '../logger';
import type { ReportAnswerCache } from '../reports/answer-cache';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  readonly url: string;
  readonly env: Env;
  readonly database: DatabaseHandle;
  /** The Hono app it serves: its route table is how a test finds every route. */
  readonly app: App;
  /** Its better-auth, with the session cache (decision 0009) a test may watch. */
  readonly auth: Auth;
  /** The report reads it keeps in memory (decision 0010). */
  readonly answers: ReportAnswerCache;
  client(origin?: string): HttpClient;
  close(): Promise<void>;
}

/** The real server on a real port over a given database, configured like production unless overridden. */
export async function startTestServer(
  database: DatabaseHandle,
  overrides: Record<string, string> = {},
  /** Where the server's logs go (silent unless a test reads them). */
  logger: Logger = createLogger('silent'),
): Promise<TestServer> {
  const port = await freePort();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: '/nonexistent',
    ...overrides,
  });
  const { app, auth, answers } = await buildServer({ env, logger, database });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env,
    database,
    app,
    auth,
    answers,
    client: (origin = new URL(env.BASE_URL).origin) => new HttpClient(url, origin),
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server && typeof server.closeAllConnections === 'function')
          server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let signedUp = 0;

/** A new user of `server`, signed up and signed in: the client carries their session. */
export async function signedInClient(
  server: TestServer,
  who = 'usuario',
  password = 'Cuadre-Perfecto-2026',
): Promise<HttpClient> {
  const c = server.client();
  const email = `${who}${++signedUp}-${Date.now()}@empresa.test`;
  await c.signUp(email, password);
  await c.signIn(email, password);
  return c;
}

export interface HttpResult<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

/** A browser-like client: keeps cookies, sends our Origin on every request. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly origin: string,
  ) {}

  async request<T = unknown>(
    path: string,
    init: {
      method?: string;
      body?: unknown;
      headers?: Record<string, string>;
      redirect?: RequestRedirect;
    } = {},
  ): Promise<HttpResult<T>> {
    const headers = new Headers({ origin: this.origin, ...init.headers });
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(this.base + path, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      redirect: init.redirect ?? 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: body as T };
  }

  signUp(email: string, password: string) {
    return this.request<{ code?: string; message?: string }>('/api/auth/sign-up/email', {
      body: { email, password, name: email, callbackURL: '/auth?confirmado=1' },
    });
  }

  signIn(email: string, password: string, headers?: Record<string, string>) {
    return this.request<{ code?: string; message?: string }>('/api/auth/sign-in/email', {
      body: { email, password },
      headers,
    });
  }

  session() {
    return this.request<{ user: { id: string; email: string } } | null>('/api/auth/get-session');
  }
}
