import type { MiddlewareHandler } from 'hono';
import { FORBIDDEN_ORIGIN } from '../auth/messages';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Requests that change data must come from our own pages: a foreign Origin (or a browser saying the
 * request is cross-site) gets 403 before any handler runs.
 */
export function sameOriginOnly(trusted: readonly string[]): MiddlewareHandler {
  const allowed = new Set(trusted);
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    if ((origin !== undefined && !allowed.has(origin)) || site === 'cross-site') {
      return c.json({ code: 'FORBIDDEN_ORIGIN', message: FORBIDDEN_ORIGIN }, 403);
    }
    return next();
  };
}
