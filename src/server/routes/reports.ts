import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  createReportSchema,
  REPORT_NOT_FOUND_MESSAGE,
  saveChatSchema,
  saveReportSchema,
  STALE_REPORT_MESSAGE,
} from '../../shared/reports';
import type { Auth } from '../auth/auth';
import { chooseEncoding, COMPRESS_MIN_BYTES } from '../compression';
import type { Database } from '../db/client';
import { Answer, LIST_KEY, type ReportAnswerCache } from '../reports/answer-cache';
import {
  assertOwned,
  createReport,
  createReportOnce,
  IdempotencyKeyReusedError,
  deleteReport,
  getChat,
  getReport,
  listReports,
  OpeningSourceError,
  ReportNotFoundError,
  saveChat,
  saveReport,
  StaleReportError,
} from '../reports/repository';
import { reportIdInPath } from '../security/report-id';
import { requireUser } from '../security/require-user';
import type { AppVariables } from '../types';
import { parseBody } from '../validation';

/** What an Idempotency-Key may be: visible ASCII, as a UUID or any opaque token a client makes. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** Whether If-None-Match names `etag` (or is `*`): the client already holds this very answer. */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * A read's answer: 304 if the client holds it already, else the JSON in the encoding the client
 * accepts, compressed once per answer (the middleware in app.ts leaves an encoded answer alone).
 * `no-store` as every API answer: the books never go to a browser's disk cache; a client that keeps
 * them in memory may revalidate with If-None-Match.
 */
function send(c: Context, answers: ReportAnswerCache, answer: Answer): Response {
  const headers = new Headers({ etag: answer.etag, 'cache-control': 'no-store' });
  if (holds(c.req.header('if-none-match'), answer.etag)) {
    headers.set('vary', 'Accept-Encoding');
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-type', 'application/json');
  const encoding =
    answer.body.length >= COMPRESS_MIN_BYTES ? chooseEncoding(c.req.header('accept-encoding')) : null;
  if (!encoding) return new Response(answer.body, { status: 200, headers });
  headers.set('content-encoding', encoding);
  return new Response(answers.encoded(answer, encoding), { status: 200, headers });
}

/**
 * The answer to a read, from the user's kept answers or else from the database (then kept, unless a
 * write of theirs happened while it was read: decision 0010).
 */
async function read(
  answers: ReportAnswerCache,
  userId: string,
  key: string,
  load: () => Promise<unknown>,
): Promise<Answer> {
  const kept = answers.get(userId, key);
  if (kept) return kept;
  const ticket = answers.begin(userId);
  const answer = Answer.of(userId, await load());
  answers.set(userId, key, answer, ticket);
  return answer;
}

export function reportRoutes({
  auth,
  db,
  answers,
}: {
  auth: Auth;
  db: Database;
  answers: ReportAnswerCache;
}) {
  const app = new Hono<{ Variables: AppVariables }>();
  app.use('*', requireUser(auth));
  const limit = bodyLimit({
    maxSize: 4 * 1024 * 1024,
    onError: (c) =>
      c.json({ code: 'TOO_LARGE', message: 'El reporte es demasiado grande para guardarse.' }, 413),
  });
  // A read has no body to limit (and looking for one makes Hono build the whole fetch Request, the
  // largest cost of a read answered from memory after the socket write). Every write, whatever its outcome (a save cut mid-way may
  // still have committed), drops the user's kept answers before its own answer leaves, so the next
  // read in this process sees it; other processes hear of it from the database (decision 0010).
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    try {
      return await limit(c, next);
    } finally {
      answers.dropUser(c.get('user').id);
    }
  });

  app.onError((error, c) => {
    // Another user's report answers exactly like a missing one.
    if (error instanceof ReportNotFoundError)
      return c.json({ code: 'NOT_FOUND', message: REPORT_NOT_FOUND_MESSAGE }, 404);
    if (error instanceof StaleReportError)
      return c.json({ code: 'STALE', message: STALE_REPORT_MESSAGE }, 409);
    // The earlier report of an opening cannot be continued from: what to fix, in the user's words.
    if (error instanceof OpeningSourceError) return c.json({ code: 'OPENING', message: error.message }, 422);
    if (error instanceof IdempotencyKeyReusedError)
      return c.json(
        {
          code: 'IDEMPOTENCY_KEY_REUSED',
          message: 'Esta clave de reintento ya se usó con otro reporte. Vuelve a intentarlo.',
        },
        422,
      );
    throw error;
  });

  app.use('/:id', reportIdInPath);
  app.use('/:id/*', reportIdInPath);

  app.get('/', async (c) => {
    const userId = c.get('user').id;
    return send(c, answers, await read(answers, userId, LIST_KEY, () => listReports(db, userId)));
  });

  app.post('/', async (c) => {
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      return c.json(
        { code: 'VALIDATION', message: 'La clave de reintento (Idempotency-Key) no es válida.' },
        400,
      );
    const body = await parseBody(c, createReportSchema);
    if (!body.ok) return body.response;
    if (key === undefined) return c.json(await createReport(db, c.get('user').id, body.data), 201);
    // A retry of a create whose answer was lost gets that answer, not a second report.
    const { saved, replayed } = await createReportOnce(db, c.get('user').id, body.data, key);
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(saved, 201);
  });

  // Another user's report is never among this user's answers: it goes to the database and its 404.
  app.get('/:id', async (c) => {
    const userId = c.get('user').id;
    const id = c.req.param('id');
    return send(c, answers, await read(answers, userId, id, () => getReport(db, userId, id)));
  });

  app.put('/:id', async (c) => {
    const body = await parseBody(c, saveReportSchema);
    if (!body.ok) {
      // Even an invalid body must not reveal whether someone else's report exists.
      await assertOwned(db, c.get('user').id, c.req.param('id'));
      return body.response;
    }
    return c.json(await saveReport(db, c.get('user').id, c.req.param('id'), body.data));
  });

  app.delete('/:id', async (c) => {
    await deleteReport(db, c.get('user').id, c.req.param('id'));
    return c.json({ ok: true });
  });

  app.get('/:id/chat', async (c) =>
    c.json({ messages: await getChat(db, c.get('user').id, c.req.param('id')) }),
  );

  app.put('/:id/chat', async (c) => {
    const body = await parseBody(c, saveChatSchema);
    if (!body.ok) {
      await assertOwned(db, c.get('user').id, c.req.param('id'));
      return body.response;
    }
    await saveChat(db, c.get('user').id, c.req.param('id'), body.data.messages);
    return c.json({ ok: true });
  });

  return app;
}
