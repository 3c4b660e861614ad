import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { callbackUrlSchema, signInBodySchema, signUpBodySchema } from '../../shared/auth';
import { isStorableText } from '../../shared/text';
import type { Auth } from '../auth/auth';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { spanishAuthMessage, TOO_MANY_ATTEMPTS, TOO_MANY_ON_ACCOUNT } from '../auth/messages';
import { passwordProblem } from '../auth/passwords';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import type { Env } from '../env';
import { clientIp } from '../security/client-ip';
import { hit } from '../security/rate-limit';
import {
  beginSignIn,
  deviceCookie,
  deviceFor,
  type Refusal,
  type SignInAttempt,
} from '../security/sign-in-limits';
import { isJsonContentType, NOT_JSON_MESSAGE } from '../validation';

interface Deps {
  readonly auth: Auth;
  readonly db: Database;
  readonly env: Env;
}

const SIGN_IN = '/api/auth/sign-in/email';
const SIGN_UP = '/api/auth/sign-up/email';

/** The largest body any auth call takes: a sign-up is a few hundred bytes. */
export const AUTH_MAX_BODY_BYTES = 16 * 1024;
/** The longest text any other auth field or query parameter may carry (a token, a return path). */
export const AUTH_MAX_FIELD_CHARS = 2048;

/** The bodies whose every field the server knows; only their parsed fields reach better-auth. */
const BODY_SCHEMAS: Record<string, z.ZodType<Record<string, unknown>>> = {
  [SIGN_IN]: signInBodySchema,
  [SIGN_UP]: signUpBodySchema,
};

type Problem = { status: 400 | 415; code: string; message: string };
const invalid = (message: string): Problem => ({ status: 400, code: 'VALIDATION', message });

/** The fields better-auth redirects to or builds a link from, as body fields or query parameters. */
const RETURN_FIELDS = new Set(['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo']);

/**
 * Every text inside a JSON value is storable and short, whatever field it sits in; a return address
 * is a path of this site (better-auth answers 500 to one it cannot parse).
 */
function textProblem(value: unknown, depth = 0, key = ''): string | null {
  if (depth > 8) return 'La solicitud tiene demasiados niveles.';
  if (RETURN_FIELDS.has(key) && value !== undefined && value !== null) {
    const parsed = callbackUrlSchema.safeParse(value);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'La dirección de retorno no es válida.';
  }
  if (typeof value === 'string') {
    if (!isStorableText(value)) return 'La solicitud contiene caracteres no válidos.';
    if (value.length > AUTH_MAX_FIELD_CHARS) return 'Un campo de la solicitud es demasiado largo.';
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      const problem = textProblem(name, depth + 1) ?? textProblem(item, depth + 1, name);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Reads and checks a POST body before better-auth sees it (which would otherwise store whatever
 * text it is given, NUL characters included, and take any size). An empty body passes as it is.
 */
async function readAuthBody(
  c: Context,
  path: string,
): Promise<{ ok: true; body: Record<string, unknown> | null } | { ok: false; problem: Problem }> {
  const text = await c.req.raw.clone().text();
  if (text.trim() === '') return { ok: true, body: null };
  if (!isJsonContentType(c.req.header('content-type')))
    return { ok: false, problem: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_JSON_MESSAGE } };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: invalid('La solicitud no es un JSON válido.') };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, problem: invalid('La solicitud debe ser un objeto JSON.') };
  const schema = BODY_SCHEMAS[path];
  if (schema) {
    const parsed = schema.safeParse(raw);
    if (!parsed.success)
      return { ok: false, problem: invalid(parsed.error.issues[0]?.message ?? 'Datos inválidos.') };
    return { ok: true, body: parsed.data };
  }
  const problem = textProblem(raw);
  return problem
    ? { ok: false, problem: invalid(problem) }
    : { ok: true, body: raw as Record<string, unknown> };
}

/** Query parameters (a confirmation token, a return path) obey the same rule as body fields. */
function queryProblem(url: string): string | null {
  for (const [name, value] of new URL(url).searchParams) {
    const problem = textProblem(name) ?? textProblem(value, 0, name);
    if (problem) return problem;
  }
  return null;
}

async function emailTaken(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  return rows.length > 0;
}

function normalEmail(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
}

const tooLarge = (c: Context) =>
  c.json({ code: 'TOO_LARGE', message: 'La solicitud es demasiado grande.' }, 413);

/** Rewrites better-auth's English error bodies into Spanish, keeping status, code and cookies. */
async function translate(response: Response): Promise<Response> {
  if (response.ok || !(response.headers.get('content-type') ?? '').includes('application/json'))
    return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const message = spanishAuthMessage(body.code, response.status);
  return new Response(JSON.stringify({ code: body.code ?? 'ERROR', message }), {
    status: response.status,
    headers,
  });
}

/** A copy of `response` with one more cookie (better-auth's own headers may not be changed). */
function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Everything under /api/auth goes through here: a body size limit, client-address and sign-in
 * limits (per account and address, per known browser, and an account-wide ceiling: decision 0008), every field checked (the shared schemas for sign-in and sign-up), the password policy,
 * then better-auth, then Spanish messages.
 */
export function authRoutes({ auth, db, env }: Deps) {
  const app = new Hono();
  const ipWindow = env.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000;
  const limits = {
    pairMax: env.RATE_LIMIT_ACCOUNT_MAX,
    pairWindowMs: env.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS * 1000,
    accountMax: env.RATE_LIMIT_ACCOUNT_CEILING,
    accountWindowMs: env.RATE_LIMIT_ACCOUNT_CEILING_WINDOW_SECONDS * 1000,
  };
  const secret = auth.options.secret;
  const secure = env.BASE_URL.startsWith('https://');

  app.use('/api/auth/*', bodyLimit({ maxSize: AUTH_MAX_BODY_BYTES, onError: tooLarge }));

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const ip = clientIp(c, env.TRUST_PROXY);
    const path = c.req.path;
    const tooMany = (refusal?: Refusal) => {
      if (refusal) c.header('Retry-After', String(refusal.retryAfterSeconds));
      const message = refusal?.reason === 'account' ? TOO_MANY_ON_ACCOUNT : TOO_MANY_ATTEMPTS;
      return c.json({ code: 'TOO_MANY_REQUESTS', message }, 429);
    };

    const badQuery = queryProblem(c.req.url);
    if (badQuery) return c.json({ code: 'VALIDATION', message: badQuery }, 400);

    let signIn: { readonly email: string; readonly attempt: SignInAttempt } | null = null;
    let forwardedBody: string | null = null;
    if (c.req.method === 'POST') {
      const limit = await hit(db, `ip:${ip}`, env.RATE_LIMIT_AUTH_MAX, ipWindow);
      if (!limit.allowed) return tooMany();
      const read = await readAuthBody(c, path);
      if (!read.ok) {
        const { status, code, message } = read.problem;
        return c.json({ code, message }, status);
      }
      const body = read.body ?? {};
      if (read.body) forwardedBody = JSON.stringify(read.body);
      if (path === SIGN_IN) {
        const email = normalEmail(body.email);
        if (email) {
          const device = deviceFor(c.req.header('cookie'), secret, email, secure);
          const attempt = await beginSignIn(db, limits, { email, address: ip, device });
          if (attempt.refused) return tooMany(attempt.refused);
          signIn = { email, attempt };
        }
      }
      if (path === SIGN_UP) {
        if (typeof body.password === 'string') {
          const problem = passwordProblem(body.password);
          if (problem) return c.json({ code: 'WEAK_PASSWORD', message: problem }, 400);
        }
        // better-auth answers a taken e-mail with a silent fake success; people need to be told.
        const email = normalEmail(body.email);
        if (email && (await emailTaken(db, email))) {
          return c.json(
            { code: 'USER_ALREADY_EXISTS', message: spanishAuthMessage('USER_ALREADY_EXISTS', 422) },
            422,
          );
        }
      }
    }

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    // The checked body, not the one received: fields the schema does not know never reach better-auth.
    if (forwardedBody !== null) headers.delete('content-length');
    const forwarded =
      forwardedBody === null
        ? new Request(c.req.raw, { headers })
        : new Request(c.req.raw, { headers, body: forwardedBody });
    let response: Response;
    try {
      response = await auth.handler(forwarded);
    } catch (error) {
      await signIn?.attempt.settle('other');
      throw error;
    }

    if (signIn) {
      if (response.status === 401) await signIn.attempt.settle('wrong-password');
      else if (!response.ok) await signIn.attempt.settle('other');
      else {
        await signIn.attempt.settle('signed-in');
        response = withCookie(response, deviceCookie(secret, signIn.email, secure));
      }
    }
    return translate(response);
  });
  return app;
}
