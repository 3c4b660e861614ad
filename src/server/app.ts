import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Auth } from './auth/auth';
import type { DatabaseHandle } from './db/client';
import { chooseEncoding, COMPRESS_MIN_BYTES, compress } from './compression';
import type { Env } from './env';
import { loggableError, loggablePath, type Logger } from './logger';
import type { ReportAnswerCache } from './reports/answer-cache';
import { authRoutes } from './routes/auth';
import { exportRoutes } from './routes/exports';
import { reportRoutes } from './routes/reports';
import { assistantRoutes } from './routes/assistant';
import type { AssistantProvider } from '../assistant/types';
import { prerenderedPages } from './prerendered-pages';
import { sameOriginOnly } from './security/origin';
import type { AppVariables } from './types';

/**
 * API answers are private and change with every save: `no-store` unless a route said otherwise (a
 * shared cache must never keep one user's reports). JSON over 1 KiB (the dashboard's list, a report
 * with its lines) is compressed for a client that accepts it, at the fastest settings (`compression.ts`).
 * An answer that arrives already encoded (the report reads kept by `reports/answer-cache.ts`, compressed
 * once) goes as it is.
 */
function apiAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.headers.has('cache-control')) res.headers.set('cache-control', 'no-store');
    if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
    res.headers.append('vary', 'Accept-Encoding');
    if (res.headers.has('content-encoding') || !res.body) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const raw = Buffer.from(await res.arrayBuffer());
    // Hono copies the old answer's headers onto a new one (a stale content-length among them):
    // cleared first so the new answer's own headers stand.
    c.res = undefined;
    if (raw.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(raw, { status: res.status, statusText: res.statusText, headers: res.headers });
      return;
    }
    const body = compress(raw, encoding, 'fast');
    const headers = new Headers(res.headers);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.length));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}

export interface AppDeps {
  readonly env: Env;
  readonly database: DatabaseHandle;
  readonly auth: Auth;
  readonly logger: Logger;
  readonly trustedOrigins: readonly string[];
  /** Built web app to serve (dist/web); absent in API-only tests. */
  readonly webRoot?: string;
  readonly emailConfirmation: boolean;
  readonly assistant: AssistantProvider;
  /** The report reads kept in memory (decision 0010), fed by the database's notifications. */
  readonly answers: ReportAnswerCache;
}

export function createApp(deps: AppDeps) {
  const { env, database, auth, logger } = deps;
  const app = new Hono<{ Variables: AppVariables }>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: loggablePath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    }),
  );

  app.use('/api/*', apiAnswers());
  app.use('/api/*', sameOriginOnly(deps.trustedOrigins));

  app.get('/api/health', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.dialect });
    } catch (error) {
      logger.error('health check failed', loggableError(error));
      return c.json({ status: 'error', message: 'La base de datos no responde.' }, 503);
    }
  });

  app.get('/api/config', (c) => c.json({ emailConfirmation: deps.emailConfirmation }));

  app.route('/', authRoutes({ auth, db: database.db, env }));
  // Before reportRoutes, so a download is answered by its own session check alone.
  app.route('/api/reports', exportRoutes({ auth, db: database.db }));
  app.route('/api/reports', reportRoutes({ auth, db: database.db, answers: deps.answers }));
  app.route(
    '/api/assistant',
    assistantRoutes({ auth, db: database.db, env, logger, provider: deps.assistant }),
  );

  app.all('/api/*', (c) => c.json({ code: 'NOT_FOUND', message: 'Recurso no encontrado.' }, 404));

  app.onError((error, c) => {
    logger.error('unhandled error', { path: loggablePath(c.req.path), ...loggableError(error) });
    return c.json({ code: 'INTERNAL', message: 'Ocurrió un error inesperado. Inténtalo de nuevo.' }, 500);
  });

  const webRoot = deps.webRoot;
  if (webRoot && existsSync(path.join(webRoot, 'index.html'))) {
    const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('*', prerenderedPages(webRoot));
    app.use(
      '*',
      serveStatic({
        root: webRoot,
        // The build writes a .br and a .gz beside each text file (vite.config.ts): sent as they are.
        precompressed: true,
        // Only the hashed /assets may be kept; '/' (index.html) must be asked for again after a deploy.
        onFound: (_file, c) => {
          if (!c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'no-cache');
        },
      }),
    );
    // Client-side routes (/, /reports, /report/123…) all load the same page.
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
