/**
 * Structured logs: one JSON object per line on stdout, so a log collector can parse them and a
 * person can still read them.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (l) => process.stdout.write(l + '\n'),
): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields }));
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}

/**
 * What the logs may say about a request and an error. Logs leave the application (collectors,
 * support tickets), so they carry no personal data or secrets: never a query string (a confirmation
 * link's token, an e-mail typed into a URL), never a header or body, never an error's message (a
 * database error quotes the values it refused, and Drizzle's adds every query parameter).
 */

/** A path segment kept as it is: an id, a route word, a file name; anything else is masked. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9]{1,10})?$/;

/** The request path without its query, each segment that could hold typed text replaced by '…'. */
export function loggablePath(path: string): string {
  const withoutQuery = path.split('?')[0] ?? '';
  return withoutQuery
    .split('/')
    .map((segment) => (segment === '' || PLAIN_SEGMENT.test(segment) ? segment : '…'))
    .join('/');
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** An error as the log may keep it: its class, the database's error code if any, and the stack frames. */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error };
  const cause: unknown = error.cause;
  const codes = [error, cause].flatMap((e) =>
    e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' && SQLSTATE.test(e.code)
      ? [e.code]
      : [],
  );
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 12)
    .map((l) => l.trim());
  return {
    error: error.name,
    ...(cause instanceof Error ? { cause: cause.name } : {}),
    ...(codes[0] ? { code: codes[0] } : {}),
    frames,
  };
}

/** A fixed message from a library with any e-mail address in it replaced by '…'. */
export function maskEmails(text: string): string {
  return text.replace(/[^\s"'<>()]+@[^\s"'<>()]+/g, '…');
}
