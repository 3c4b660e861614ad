import { serve } from '@hono/node-server';
import { buildServer } from './bootstrap';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { loadEnv } from './env';
import { createLogger } from './logger';
import { webFolder } from './paths';

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  // Only the embedded database lives in DATA_DIR; a PostgreSQL server handles its own concurrency.
  const release = env.DATABASE_URL ? () => undefined : lockDataDir(env.DATA_DIR);
  const { app, database } = await buildServer({ env, logger, webRoot: webFolder() });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info('listening', { port: info.port, database: database.dialect });
    process.stdout.write(`\nCuentas Claras está listo en ${env.BASE_URL}\n\n`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    server.close(() => {
      void database
        .close()
        .catch(() => undefined)
        .then(() => {
          release();
          process.exit(0);
        });
    });
    // Keep-alive connections would hold close() open; give them a moment, then end them.
    setTimeout(() => {
      if ('closeAllConnections' in server && typeof server.closeAllConnections === 'function')
        server.closeAllConnections();
    }, 2000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('exit', release);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(
      `\nNo se pudo iniciar Cuentas Claras:\n${error instanceof Error ? error.message : String(error)}\n\n`,
    );
  }
  process.exit(1);
});
