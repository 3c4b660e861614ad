import { z } from 'zod';
import { formatDateShort, isIsoDate } from '../domain/format';

// The web app's Content-Security-Policy forbids `eval`, so zod's compiled object parsers never run in
// the browser. Unless told, zod finds that out by trying `new Function` when the first object schema is
// built: the browser refuses it, logs an error and raises a CSP violation on every page, and the refusal
// takes 1–6 ms of the main thread in the middle of the app's start (docs/performance.md). Every schema
// module imports this one before building its schemas. The server, which may compile them, keeps them.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * Text and dates every contract accepts from outside. PostgreSQL refuses the NUL character in `text`
 * and in `jsonb`, and a lone UTF-16 surrogate is no character at all (jsonb refuses its escape, UTF-8
 * cannot encode it): both would fail deep in a query, so they are refused here, with the field named,
 * before anything is stored. The browser's forms run the same schemas.
 */

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored as it is: no NUL, no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** 'La descripción contiene caracteres no válidos.' with the field named as the user sees it. */
export const invalidCharactersMessage = (what: string) => `${what} contiene caracteres no válidos.`;

/** A string that can be stored, `what` naming the field in the message (e.g. 'La descripción'). */
export const storableText = (what: string) =>
  z.string({ error: `${what} debe ser un texto.` }).refine(isStorableText, invalidCharactersMessage(what));

/**
 * The dates any report may carry. PostgreSQL's `date` has no year 0 and JavaScript reads years below
 * 100 as 19xx, so the range is bounded to what a new company's books can plausibly hold.
 */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2999-12-31';

/** A real calendar date, AAAA-MM-DD, within MIN_DATE..MAX_DATE; `what` names it ('La fecha de fin'). */
export const isoDate = (what: string) =>
  z
    .string({ error: `${what} es obligatoria.` })
    .refine(isIsoDate, { message: `${what} no es una fecha válida (AAAA-MM-DD).`, abort: true })
    .refine(
      (d) => d >= MIN_DATE && d <= MAX_DATE,
      `${what} debe estar entre el ${formatDateShort(MIN_DATE)} y el ${formatDateShort(MAX_DATE)}.`,
    );
