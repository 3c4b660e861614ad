import type { DatabaseHandle, Listener } from '../db/client';
import type { Logger } from '../logger';
import type { SessionUser } from '../types';

/** The channel the database triggers of drizzle/0005_session_notifications.sql notify on. */
export const SESSION_CHANGES_CHANNEL = 'cc_session_changes';

export interface CachedSession {
  readonly user: SessionUser;
  readonly sessionId: string;
  /** When the session itself expires (better-auth's expiresAt). */
  readonly expiresAt: number;
}

interface Entry extends CachedSession {
  /** Past this, the next request asks better-auth again (which also slides the expiry). */
  readonly until: number;
}

export interface SessionCacheOptions {
  /** How long a resolved session is trusted without asking the database again. */
  readonly ttlMs: number;
  readonly maxEntries?: number;
  readonly now?: () => number;
}

/**
 * Sessions already resolved by better-auth, keyed by the signed cookie value that resolved them
 * (decision 0009). A forged or unknown cookie is never a key, so it always reaches better-auth.
 *
 * Nothing is served from here unless the database's change notifications are being received: every
 * update or delete of a session or user row (sign-out, revocation, an expiry slid, a user removed,
 * a hand-run DELETE) evicts it in every process. While the notification connection is down the cache
 * is off and empty, so a missed notification can never leave an ended session usable.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private live = false;
  /** Bumped by every eviction: a lookup that started before one must not store what it read. */
  private generation = 0;

  constructor(options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Whether entries are being served (the notifications are being received). */
  get enabled(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedSession | null {
    if (!this.live) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  /** A token to pass to `set`, taken before the database is asked. */
  begin(): number {
    return this.generation;
  }

  /**
   * Stores a session better-auth just resolved, unless anything was evicted since `begin()`: the
   * eviction may be this very session, ended between the read and now.
   */
  set(key: string, session: CachedSession, begun: number): void {
    if (!this.live || begun !== this.generation) return;
    const until = Math.min(this.now() + this.ttlMs, session.expiresAt);
    if (until <= this.now()) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { ...session, until });
  }

  evictSession(sessionId: string): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.sessionId === sessionId) this.entries.delete(key);
  }

  evictUser(userId: string): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Applies one payload of the triggers: `s:<session id>`, `u:<user id>` or `*`. */
  notified(payload: string): void {
    if (payload.startsWith('s:')) this.evictSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.evictUser(payload.slice(2));
    else this.clear();
  }

  /** Turns serving on or off; either way what is held is dropped (it may have missed evictions). */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }
}

/** What the channel's notifications are given to: the session cache, and whatever shares the channel. */
export interface ChangeFollower {
  notified(payload: string): void;
  setLive(live: boolean): void;
}

/**
 * Keeps `cache` fed with the database's session notifications, and off while they cannot arrive:
 * a lost connection turns it off at once, and it comes back on (empty) only once listening again.
 * The channel also carries the report changes (`r:…`, decision 0010): `cache` may be a follower that
 * hands each payload to its own cache.
 */
export async function followSessionChanges(
  cache: ChangeFollower,
  database: Pick<DatabaseHandle, 'listen'>,
  logger: Logger,
  retryMs = 1000,
): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let listener: Listener | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    try {
      listener = await database.listen(SESSION_CHANGES_CHANNEL, (payload) => cache.notified(payload), lost);
      if (stopped) {
        await listener.close();
        return;
      }
      cache.setLive(true);
    } catch (error) {
      if (stopped) return;
      logger.warn('change notifications unavailable: sessions and reports are read from the database', {
        error: error instanceof Error ? error.name : 'unknown',
      });
      retry = setTimeout(() => void connect(), retryMs);
      retry.unref();
    }
  };
  const lost = () => {
    cache.setLive(false);
    listener = null;
    if (stopped) return;
    logger.warn(
      'change notifications lost: sessions and reports are read from the database until they return',
    );
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      cache.setLive(false);
      await listener?.close();
    },
  };
}
