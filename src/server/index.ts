import { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { buildServer } from './bootstrap';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { loadEnv } from './env';
import { createLogger } from './logger';
import { webFolder } from './paths';
import { drainer } from './shutdown';

/**
 * A keep-alive connection idle this long after SIGTERM is closed; until then a request on it is still
 * answered. Longer than a busy client's pause between requests, short enough to stop at once.
 */
const IDLE_GRACE_MS = 1000;
/** Requests still running this long after SIGTERM are cut (a model's answer can take 30 s). */
const STOP_DEADLINE_MS = 25_000;

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

  if (!(server instanceof HttpServer)) throw new Error('expected an HTTP/1.1 server');
  const connections = drainer(server);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    void connections
      .drain({ idleGraceMs: IDLE_GRACE_MS, deadlineMs: STOP_DEADLINE_MS })
      .then(async ({ cut, ms }) => {
        if (cut > 0) logger.warn('requests cut at the stop deadline', { cut, ms });
        else logger.info('every request answered', { ms });
        await database.close().catch(() => undefined);
        release();
        process.exit(0);
      });
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
