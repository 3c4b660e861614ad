import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  createReportSchema,
  REPORT_NOT_FOUND_MESSAGE,
  saveChatSchema,
  saveReportSchema,
  STALE_REPORT_MESSAGE,
} from '../../shared/reports';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import {
  assertOwned,
  createReport,
  createReportOnce,
  IdempotencyKeyReusedError,
  deleteReport,
  getChat,
  getReport,
  listReports,
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

export function reportRoutes({ auth, db }: { auth: Auth; db: Database }) {
  const app = new Hono<{ Variables: AppVariables }>();
  app.use('*', requireUser(auth));
  app.use(
    '*',
    bodyLimit({
      maxSize: 4 * 1024 * 1024,
      onError: (c) =>
        c.json({ code: 'TOO_LARGE', message: 'El reporte es demasiado grande para guardarse.' }, 413),
    }),
  );

  app.onError((error, c) => {
    // Another user's report answers exactly like a missing one.
    if (error instanceof ReportNotFoundError)
      return c.json({ code: 'NOT_FOUND', message: REPORT_NOT_FOUND_MESSAGE }, 404);
    if (error instanceof StaleReportError)
      return c.json({ code: 'STALE', message: STALE_REPORT_MESSAGE }, 409);
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

  app.get('/', async (c) => c.json(await listReports(db, c.get('user').id)));

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

  app.get('/:id', async (c) => c.json(await getReport(db, c.get('user').id, c.req.param('id'))));

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
