import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimit } from '../db/schema';

export interface RateLimitResult {
  readonly allowed: boolean;
  readonly count: number;
  readonly resetAt: number;
}

/**
 * Counts one hit on `key` in a fixed window and says whether it is within `max`. One atomic
 * upsert, so concurrent requests and several server processes never lose a count.
 */
export async function hit(
  db: Database,
  key: string,
  max: number,
  windowMs: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const resetAt = now + windowMs;
  const rows = await db
    .insert(rateLimit)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.resetAt} <= ${now} then 1 else ${rateLimit.count} + 1 end`,
        resetAt: sql`case when ${rateLimit.resetAt} <= ${now} then ${resetAt} else ${rateLimit.resetAt} end`,
      },
    })
    .returning({ count: rateLimit.count, resetAt: rateLimit.resetAt });
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned nothing');
  return { allowed: row.count <= max, count: row.count, resetAt: row.resetAt };
}

/** The current count of `key` without adding to it (0 when its window is over). */
export async function peek(db: Database, key: string, now = Date.now()): Promise<number> {
  const rows = await db.select().from(rateLimit).where(eq(rateLimit.key, key));
  const row = rows[0];
  return row && row.resetAt > now ? row.count : 0;
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}

/**
 * Takes back one hit on `key` (an attempt counted before its outcome was known that turned out
 * not to be a failure). Never below zero; a window already over is left alone.
 */
export async function release(db: Database, key: string, now = Date.now()): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(and(eq(rateLimit.key, key), gt(rateLimit.resetAt, now)));
}
