import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionCookieName, type Auth } from '../auth/auth';
import type { AppVariables } from '../types';

/**
 * Data routes need a live session; the user it names is the owner every query is scoped to. A session
 * better-auth resolved a moment ago is taken from the process's cache (decision 0009), which every
 * sign-out and revocation empties in every process sharing the database.
 */
export function requireUser(auth: Auth): MiddlewareHandler<{ Variables: AppVariables }> {
  const cookieName = sessionCookieName(auth.options.advanced?.useSecureCookies === true);
  const cache = auth.sessions;
  return async (c, next) => {
    const token = getCookie(c, cookieName);
    const cached = token ? cache.get(token) : null;
    if (cached) {
      c.set('user', cached.user);
      return next();
    }
    const begun = cache.begin();
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión.' }, 401);
    const user = { id: session.user.id, email: session.user.email };
    if (token)
      cache.set(
        token,
        { user, sessionId: session.session.id, expiresAt: session.session.expiresAt.getTime() },
        begun,
      );
    c.set('user', user);
    return next();
  };
}
