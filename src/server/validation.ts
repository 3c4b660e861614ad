import type { Context } from 'hono';
import type { z } from 'zod';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

export const NOT_JSON_MESSAGE =
  'La solicitud debe enviarse en formato JSON (Content-Type: application/json).';

/** True for `application/json`, with or without parameters such as `charset=utf-8`. */
export function isJsonContentType(header: string | null | undefined): boolean {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Reads the JSON body and validates it. A body sent as anything but JSON is a 415 (a form or a
 * text/plain post is how another site would try to write here); a bad body a 400 with the first
 * Spanish reason.
 */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.infer<S>>> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    return {
      ok: false,
      response: c.json({ code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_JSON_MESSAGE }, 415),
    };
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return {
      ok: false,
      response: c.json({ code: 'VALIDATION', message: 'La solicitud no es un JSON válido.' }, 400),
    };
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return {
      ok: false,
      response: c.json(
        { code: 'VALIDATION', message: issues[0]?.message ?? 'Datos inválidos.', issues },
        400,
      ),
    };
  }
  return { ok: true, data: result.data };
}
