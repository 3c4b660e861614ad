import { z } from 'zod';
import { MAX_ABS_CENTS, parseAmount, toUnits } from '../domain/money';
import { ACCOUNT_TYPES, CURRENCIES } from '../domain/sections';
import { storableText } from './text';

/**
 * The pieces every contract with lines shares: the currency, the amount and the base line. The
 * numbers come from the domain, which enforces them again when it reads a line; the report, the
 * assistant's state and the assistant's reply build their line shapes from `lineSchema`.
 */

/** Lengths of a line's texts wherever one comes in from outside (a saved report, the assistant's state). */
export const MAX_DESCRIPTION_CHARS = 500;
export const MAX_CATEGORY_CHARS = 120;
export const MAX_TRANSACTION_ID_CHARS = 100;
/** Lines of a report, and of the state the browser sends the assistant. */
export const MAX_LINES_PER_REPORT = 5000;
/** One chat message, saved or sent to the assistant. */
export const MAX_CHAT_MESSAGE_CHARS = 20_000;

/** The largest amount of one line, in currency units (the domain's `MAX_ABS_CENTS`). */
export const MAX_ABS_AMOUNT = toUnits(MAX_ABS_CENTS);

/** '1.000.000.000.000': the limit as the Spanish messages write it. */
const MAX_ABS_AMOUNT_TEXT = String(MAX_ABS_AMOUNT).replace(/\B(?=(\d{3})+$)/g, '.');

export const currencySchema = z.enum(CURRENCIES, {
  error: `La moneda debe ser ${CURRENCIES.join(' o ')}.`,
});

export const accountTypeSchema = z.enum(ACCOUNT_TYPES, {
  error: `El tipo debe ser ${ACCOUNT_TYPES.join(' o ')}.`,
});

/** A decimal amount in currency units: finite, at most 2 decimals, within ±MAX_ABS_AMOUNT. */
export const amountSchema = z
  .number({ error: 'El monto debe ser un número.' })
  .refine(Number.isFinite, 'El monto debe ser un número finito.')
  .refine(
    (n) => Math.abs(n) <= MAX_ABS_AMOUNT,
    `El monto no puede superar ${MAX_ABS_AMOUNT_TEXT} en valor absoluto.`,
  )
  .refine(hasCents, 'El monto admite como máximo 2 decimales.');

/**
 * Whole cents: the number is a count of cents over 100 (exact, as `toUnits` writes it) or within float
 * noise of one. Past about 10⁸ units `n * 100` alone drifts by more than the noise allowed, so the exact
 * comparison is what accepts 161634732308.48.
 */
function hasCents(n: number): boolean {
  const c = parseAmount(n);
  return c !== null && (toUnits(c) === n || Math.abs(c - n * 100) < 1e-6);
}

/**
 * The fields of every line, whoever writes it (the browser, the saved report, an interpreter): the
 * description, the signed amount in currency units, the account or category and, for assets and
 * liabilities, the term. Each contract extends it with what only it carries (entry id, date, section).
 */
export const lineSchema = z.object({
  description: storableText('La descripción'),
  amount: amountSchema,
  category: storableText('La cuenta o categoría'),
  type: accountTypeSchema.optional(),
});
export type BaseLine = z.infer<typeof lineSchema>;
