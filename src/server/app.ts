import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Auth } from './auth/auth';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import { authRoutes } from './routes/auth';
import { exportRoutes } from './routes/exports';
import { reportRoutes } from './routes/reports';
import { assistantRoutes } from './routes/assistant';
import type { AssistantProvider } from '../assistant/types';
import { sameOriginOnly } from './security/origin';
import type { AppVariables } from './types';

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
}

export function createApp(deps: AppDeps) {
  const { env, database, auth, logger } = deps;
  const app = new Hono<{ Variables: AppVariables }>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
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

  app.use('/api/*', sameOriginOnly(deps.trustedOrigins));

  app.get('/api/health', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.dialect });
    } catch (error) {
      logger.error('health check failed', { error: String(error) });
      return c.json({ status: 'error', message: 'La base de datos no responde.' }, 503);
    }
  });

  app.get('/api/config', (c) => c.json({ emailConfirmation: deps.emailConfirmation }));

  app.route('/', authRoutes({ auth, db: database.db, env }));
  // Before reportRoutes, so a download is answered by its own session check alone.
  app.route('/api/reports', exportRoutes({ auth, db: database.db }));
  app.route('/api/reports', reportRoutes({ auth, db: database.db }));
  app.route(
    '/api/assistant',
    assistantRoutes({ auth, db: database.db, env, logger, provider: deps.assistant }),
  );

  app.all('/api/*', (c) => c.json({ code: 'NOT_FOUND', message: 'Recurso no encontrado.' }, 404));

  app.onError((error, c) => {
    logger.error('unhandled error', {
      path: c.req.path,
      error: error instanceof Error ? error.stack : String(error),
    });
    return c.json({ code: 'INTERNAL', message: 'Ocurrió un error inesperado. Inténtalo de nuevo.' }, 500);
  });

  const webRoot = deps.webRoot;
  if (webRoot && existsSync(path.join(webRoot, 'index.html'))) {
    const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('*', serveStatic({ root: webRoot }));
    // Client-side routes (/, /reports, /report/123…) all load the same page.
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
