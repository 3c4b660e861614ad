import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client';
import { authSchema } from '../db/schema';
import type { Env } from '../env';
import { loggableError, maskEmails, type Logger } from '../logger';
import { confirmationEmail, type Mailer } from './mailer';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from './passwords';
import { SessionCache } from './session-cache';

/** The longest a resolved session is trusted in memory, notifications aside (decision 0009). */
export const SESSION_CACHE_MAX_TTL_MS = 60_000;

/** Header through which the server tells better-auth the client address it computed itself. */
export const CLIENT_IP_HEADER = 'x-cuentas-claras-client-ip';

const COOKIE_PREFIX = 'cuentas-claras';
/** The session cookie better-auth sets: with `useSecureCookies` it carries the `__Secure-` prefix. */
export const sessionCookieName = (secure: boolean): string =>
  `${secure ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;

export interface AuthDeps {
  readonly env: Env;
  readonly db: Database;
  readonly secret: string;
  readonly mailer: Mailer | null;
  readonly logger: Logger;
  readonly trustedOrigins: readonly string[];
}

export function createAuth({ env, db, secret, mailer, logger, trustedOrigins }: AuthDeps) {
  const secure = env.BASE_URL.startsWith('https://');
  // Never longer than updateAge: a request that misses the cache is what slides the session's expiry.
  const sessions = new SessionCache({
    ttlMs: Math.min(SESSION_CACHE_MAX_TTL_MS, env.SESSION_UPDATE_AGE_SECONDS * 1000),
  });
  const auth = betterAuth({
    appName: 'Cuentas Claras',
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [...trustedOrigins],
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      requireEmailVerification: mailer !== null,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    emailVerification: mailer
      ? {
          sendOnSignUp: true,
          autoSignInAfterVerification: false,
          sendVerificationEmail: async ({ user, url }) => {
            await mailer.send({ to: user.email, ...confirmationEmail(url) });
            logger.info('confirmation e-mail sent', { userId: user.id });
          },
        }
      : undefined,
    databaseHooks: {
      session: {
        // The database notifies every process too, but asynchronously on PostgreSQL: this process
        // forgets a session it ended before its own answer (the sign-out's) leaves.
        delete: { after: async (ended) => sessions.evictSession(ended.id) },
        update: { after: async (changed) => sessions.evictSession(changed.id) },
      },
      user: {
        create: {
          // Without SMTP nobody could ever confirm, so the account is confirmed at once.
          before: async (data) => ({
            data: { ...data, emailVerified: mailer === null ? true : data.emailVerified },
          }),
        },
      },
    },
    session: {
      expiresIn: env.SESSION_MAX_IDLE_SECONDS,
      updateAge: env.SESSION_UPDATE_AGE_SECONDS,
      cookieCache: { enabled: false },
    },
    // Rate limiting is done by the server itself (src/server/security), in every mode.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // An unexpected error goes up to the app's error handler, which logs it without its message (a
    // database error's message quotes every query parameter); better-auth would print it whole.
    onAPIError: { throw: true },
    logger: {
      disabled: env.LOG_LEVEL === 'silent',
      level: env.LOG_LEVEL === 'debug' ? 'debug' : 'error',
      // Through our logger, never the console: better-auth passes the database's errors (which quote
      // every query parameter) and writes e-mails into some messages; the log keeps neither.
      log: (level, message, ...args: unknown[]) => {
        const error = args.find((a): a is Error => a instanceof Error);
        logger[level](`auth: ${maskEmails(message)}`, error ? loggableError(error) : undefined);
      },
    },
  });
  return Object.assign(auth, { sessions });
}

export type Auth = ReturnType<typeof createAuth>;
