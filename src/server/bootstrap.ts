import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createAuth } from './auth/auth';
import { createSmtpMailer, type Mailer } from './auth/mailer';
import { followSessionChanges, type ChangeFollower } from './auth/session-cache';
import { createApp } from './app';
import type { AssistantProvider } from '../assistant/types';
import { providerFromEnv } from './assistant';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { appSetting } from './db/schema';
import type { Env } from './env';
import type { Logger } from './logger';
import { migrationsFolder } from './paths';
import { ReportAnswerCache } from './reports/answer-cache';

/**
 * The auth secret is generated on first start and kept in the database, so sessions survive
 * restarts and every process sharing the database agrees on it, with no key to configure.
 */
async function authSecret(db: Database): Promise<string> {
  await db
    .insert(appSetting)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db.select().from(appSetting).where(eq(appSetting.key, 'auth_secret'));
  const value = rows[0]?.value;
  if (!value) throw new Error('auth secret missing after insert');
  return value;
}

export function trustedOriginsFor(env: Env): string[] {
  const origins = new Set([
    new URL(env.BASE_URL).origin,
    `http://localhost:${env.PORT}`,
    `http://127.0.0.1:${env.PORT}`,
  ]);
  return [...origins];
}

export interface BuildOptions {
  readonly env: Env;
  readonly logger: Logger;
  /** An already open database (tests); otherwise opened from the environment. */
  readonly database?: DatabaseHandle;
  readonly webRoot?: string;
  readonly mailer?: Mailer | null;
  /** Another interpreter than the configured one (tests). */
  readonly assistant?: AssistantProvider;
}

export async function buildServer({
  env,
  logger,
  database: given,
  webRoot,
  mailer: givenMailer,
  assistant,
}: BuildOptions) {
  const database =
    given ??
    (await openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL }
        : { kind: 'pglite', dataDir: env.DATA_DIR },
    ));
  await database.migrate(migrationsFolder());
  const secret = env.AUTH_SECRET ?? (await authSecret(database.db));
  const mailer =
    givenMailer !== undefined
      ? givenMailer
      : env.SMTP_URL
        ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
        : null;
  if (!mailer)
    logger.info('e-mail confirmation is off: SMTP_URL is not set, new accounts are confirmed at once');
  const trustedOrigins = trustedOriginsFor(env);
  const auth = createAuth({ env, db: database.db, secret, mailer, logger, trustedOrigins });
  const answers = new ReportAnswerCache();
  // One channel, two caches: report changes ('r:…', 'r*') to the answers, the rest to the sessions.
  const changes: ChangeFollower = {
    notified: (payload) =>
      payload.startsWith('r') ? answers.notified(payload) : auth.sessions.notified(payload),
    setLive: (live) => {
      auth.sessions.setLive(live);
      answers.setLive(live);
    },
  };
  // Ends with the database connection (database.close() closes the listener).
  await followSessionChanges(changes, database, logger);
  const app = createApp({
    env,
    database,
    auth,
    logger,
    trustedOrigins,
    webRoot,
    emailConfirmation: mailer !== null,
    assistant: assistant ?? providerFromEnv(env, logger),
    answers,
  });
  return { app, database, auth, answers };
}
