import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { HttpClient } from './server';

/**
 * Helpers for the bad-input and log tests: requests sent exactly as an attacker would (any method,
 * content type and bytes), a fingerprint of everything stored, and the words an answer must never say.
 */

export interface RawAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

/**
 * Sends `body` as it is. `contentType: null` sends no Content-Type at all (a string body would get
 * text/plain from fetch, so the text goes as a Blob without a type).
 */
export async function rawRequest(
  client: HttpClient,
  method: string,
  path: string,
  options: { body?: string; contentType?: string | null } = {},
): Promise<RawAnswer> {
  const headers = new Headers({ origin: client.origin });
  if (client.cookies.size) headers.set('cookie', [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.contentType === null) {
      body = new Blob([options.body]);
    } else {
      headers.set('content-type', options.contentType ?? 'application/json');
      body = options.body;
    }
  }
  const response = await fetch(client.base + path, { method, headers, body, redirect: 'manual' });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** Every table a request could write, except sessions and counters, which reading and failing touch. */
const STORED_TABLES = [
  'users',
  'accounts',
  'verifications',
  'companies',
  'entries',
  'lines',
  'chat_messages',
] as const;

/** One hash per table over all its rows, so two snapshots are equal exactly when nothing changed. */
export async function storedSnapshot(database: DatabaseHandle): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of STORED_TABLES) {
    const result: unknown = await database.db.execute(
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as h, count(*) as n from ${table} t`),
    );
    // PGlite and node-postgres both answer { rows }.
    const row = (result as { rows: Array<{ h: string | null; n: string | number }> }).rows[0];
    out[table] = `${String(row?.n ?? 0)}:${row?.h ?? ''}`;
  }
  return out;
}

/**
 * What would show the server's insides: a stack frame, a file, a library, a database or its SQL,
 * a JavaScript error's name. Checked against every answer's text, headers excluded.
 */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\bat [\w$.<>]+ \(/,
  /\.(ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /\/work\/|\/src\/|file:\/\//,
  /drizzle|pglite|postgres|node-postgres|better-auth|better_auth|hono|zod/i,
  /\b(Type|Range|Syntax|Reference|Zod|DrizzleQuery)Error\b/,
  /\b(select|insert|update|delete)\b[^.]{0,40}\b(from|into|set|where)\b/i,
  /\bsqlstate\b|violates|relation "|invalid byte sequence|unsupported Unicode escape/i,
  /undefined|\[object Object\]|NaN/,
];

export function leakIn(text: string): RegExp | undefined {
  return LEAK_PATTERNS.find((p) => p.test(text));
}
