import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AssistantUnavailableError } from '../../assistant/errors';
import type { AssistantProvider } from '../../assistant/types';
import { clarifyReply, replyProblem } from '../../assistant/validate';
import { assistantCallSchema, assistantReplySchema, type AssistantAnswer } from '../../shared/assistant';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { hit } from '../security/rate-limit';
import { requireUser } from '../security/require-user';
import type { AppVariables } from '../types';
import { parseBody } from '../validation';

interface Deps {
  readonly auth: Auth;
  readonly db: Database;
  readonly env: Env;
  readonly logger: Logger;
  readonly provider: AssistantProvider;
}

const UNSURE =
  'No estoy seguro de cómo registrar eso. ¿Puedes describir el movimiento con el monto, en qué se usó y cómo se pagó?';

/**
 * The assistant runs here, never in the browser: the server calls the configured interpreter, checks
 * the reply with the accounting core, and only then hands it over.
 */
export function assistantRoutes({ auth, db, env, logger, provider }: Deps) {
  const app = new Hono<{ Variables: AppVariables }>();
  app.use('*', requireUser(auth));
  app.use(
    '*',
    bodyLimit({
      maxSize: 2 * 1024 * 1024,
      onError: (c) => c.json({ code: 'TOO_LARGE', message: 'La solicitud es demasiado grande.' }, 413),
    }),
  );

  app.post('/reply', async (c) => {
    const user = c.get('user');
    const body = await parseBody(c, assistantCallSchema);
    if (!body.ok) return body.response;
    const call = body.data;
    if (call.message.length > env.ASSISTANT_MAX_MESSAGE_CHARS) {
      return c.json(
        {
          code: 'TOO_LONG',
          message: `El mensaje es demasiado largo: escribe como máximo ${env.ASSISTANT_MAX_MESSAGE_CHARS} caracteres.`,
        },
        400,
      );
    }
    const limit = await hit(
      db,
      `assistant:${user.id}`,
      env.ASSISTANT_MAX_CALLS,
      env.ASSISTANT_WINDOW_SECONDS * 1000,
    );
    if (!limit.allowed) {
      return c.json(
        {
          code: 'TOO_MANY_REQUESTS',
          message: 'Has enviado demasiados mensajes al asistente. Espera un momento e inténtalo de nuevo.',
        },
        429,
      );
    }

    const started = performance.now();
    try {
      const raw = await provider.reply(
        {
          currency: call.currency,
          state: call.state,
          history: call.history,
          message: call.message,
          ...(call.period ? { period: call.period } : {}),
          today: new Date().toISOString().slice(0, 10),
        },
        c.req.raw.signal,
      );
      const reply = assistantReplySchema.parse(raw);
      const problem = replyProblem(call.state, reply, call.currency, call.period);
      // The reason quotes the user's descriptions, so the log keeps only that it happened.
      if (problem)
        logger.warn('assistant reply refused by the accounting core', {
          provider: provider.name,
          action: reply.action,
        });
      const answer: AssistantAnswer = { reply: problem ? clarifyReply(UNSURE) : reply };
      logger.info('assistant reply', {
        provider: provider.name,
        action: answer.reply.action,
        ms: Math.round(performance.now() - started),
      });
      return c.json(answer);
    } catch (error) {
      if (error instanceof AssistantUnavailableError) {
        // The detail may quote the provider's answer (a key's prefix, the user's text): only its status.
        logger.warn('assistant unavailable', {
          provider: provider.name,
          status: /^\d{3}\b/.exec(error.detail)?.[0] ?? 'none',
        });
        return c.json({ code: 'AI_ERROR', message: error.message }, 502);
      }
      throw error;
    }
  });
  return app;
}
