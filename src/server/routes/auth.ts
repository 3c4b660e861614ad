import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { spanishAuthMessage, TOO_MANY_ATTEMPTS } from '../auth/messages';
import { passwordProblem } from '../auth/passwords';
import type { Database } from '../db/client';
import { user } from '../db/schema';
import type { Env } from '../env';
import { clientIp } from '../security/client-ip';
import { clear, hit, peek } from '../security/rate-limit';

interface Deps {
  readonly auth: Auth;
  readonly db: Database;
  readonly env: Env;
}

const SIGN_IN = '/api/auth/sign-in/email';
const SIGN_UP = '/api/auth/sign-up/email';

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
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

/**
 * Everything under /api/auth goes through here: client-address and per-account rate limits,
 * the password policy, then better-auth, then Spanish messages.
 */
export function authRoutes({ auth, db, env }: Deps) {
  const app = new Hono();
  const ipWindow = env.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000;
  const accountWindow = env.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS * 1000;

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const ip = clientIp(c, env.TRUST_PROXY);
    const path = c.req.path;
    const tooMany = () => c.json({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS }, 429);

    let accountKey: string | null = null;
    if (c.req.method === 'POST') {
      const limit = await hit(db, `ip:${ip}`, env.RATE_LIMIT_AUTH_MAX, ipWindow);
      if (!limit.allowed) return tooMany();
      const body = await readJson(c.req.raw);
      if (path === SIGN_IN) {
        const email = normalEmail(body.email);
        if (email) {
          accountKey = `account:${email}`;
          if ((await peek(db, accountKey)) >= env.RATE_LIMIT_ACCOUNT_MAX) return tooMany();
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
    const forwarded = new Request(c.req.raw, { headers });
    const response = await auth.handler(forwarded);

    if (accountKey) {
      if (response.status === 401) await hit(db, accountKey, env.RATE_LIMIT_ACCOUNT_MAX, accountWindow);
      else if (response.ok) await clear(db, accountKey);
    }
    return translate(response);
  });
  return app;
}
