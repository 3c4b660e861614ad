import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionCookieName } from './auth/auth';
import { chooseEncoding, type Encoding } from './compression';

/** Where `vite build` writes the prerendered pages inside the built web app (vite.config.ts). */
const PRERENDERED_DIR = 'prerendered';

/** Both names the session cookie can have (with `useSecureCookies` the `__Secure-` one). */
const SESSION_COOKIES = [sessionCookieName(false), sessionCookieName(true)];

interface Page {
  readonly html: Buffer;
  readonly encoded: ReadonlyMap<Encoding, Buffer>;
}

function readPage(webRoot: string, name: string): Page | null {
  const file = path.join(webRoot, PRERENDERED_DIR, name);
  if (!existsSync(file)) return null;
  const encoded = new Map<Encoding, Buffer>();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(file + suffix)) encoded.set(encoding, readFileSync(file + suffix));
  }
  return { html: readFileSync(file), encoded };
}

function hasSessionCookie(c: Context): boolean {
  return SESSION_COOKIES.some((name) => getCookie(c, name) !== undefined);
}

function send(c: Context, page: Page): Response {
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const body = (encoding && page.encoded.get(encoding)) || page.html;
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  // The page depends on the encoding asked for and on whether a session cookie came.
  c.header('Vary', 'Accept-Encoding, Cookie');
  if (encoding && body !== page.html) c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(body));
}

/**
 * Decision 0011: the pages drawn into the HTML at build time. `/auth` prerendered as a signed-out
 * visitor sees it goes to a browser without a session cookie (one with a cookie gets index.html, as
 * before, and is sent on to the dashboard without seeing the sign-in card); `/` with the dashboard's
 * frame goes to a browser with one (one without gets index.html and is sent to /auth). Everything else
 * is left to the static files. Built without the pages (API tests), it does nothing.
 */
export function prerenderedPages(webRoot: string): MiddlewareHandler {
  const auth = readPage(webRoot, 'auth.html');
  const dashboard = readPage(webRoot, 'dashboard.html');
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const signedIn = hasSessionCookie(c);
    if (c.req.path === '/auth' && auth && !signedIn) return send(c, auth);
    if (c.req.path === '/' && dashboard && signedIn) return send(c, dashboard);
    return next();
  };
}
