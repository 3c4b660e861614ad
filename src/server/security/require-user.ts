import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import type { AppVariables } from '../types';

/** Data routes need a live session; the user it names is the owner every query is scoped to. */
export function requireUser(auth: Auth): MiddlewareHandler<{ Variables: AppVariables }> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión.' }, 401);
    c.set('user', { id: session.user.id, email: session.user.email });
    return next();
  };
}
