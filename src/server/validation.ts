import type { Context } from 'hono';
import type { z } from 'zod';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads the JSON body and validates it; a bad body becomes a 400 with the first Spanish reason. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.infer<S>>> {
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
