import { createHash } from 'node:crypto';
import { compress, type Encoding } from '../compression';

/**
 * One read's answer as it goes on the wire: the JSON once serialised, its ETag, and each encoding a
 * client asked for, compressed once.
 */
export class Answer {
  private readonly encoded = new Map<Encoding, Buffer<ArrayBuffer>>();
  /** The user's answers it is kept among, while it is kept (to count what compressing adds). */
  holder: UserAnswers | null = null;

  private constructor(
    readonly body: Buffer<ArrayBuffer>,
    readonly etag: string,
  ) {}

  /**
   * The JSON of `value` for `userId`. The ETag hashes the owner with the body, so two users' equal
   * answers never share one: an ETag says nothing about anyone else's reports.
   */
  static of(userId: string, value: unknown): Answer {
    const body = Buffer.from(JSON.stringify(value));
    const hash = createHash('sha256').update(userId).update('\0').update(body).digest('base64url');
    return new Answer(body, `"${hash.slice(0, 27)}"`);
  }

  get size(): number {
    let size = this.body.length;
    for (const b of this.encoded.values()) size += b.length;
    return size;
  }

  /** The body in `encoding`, compressed the first time it is asked for. */
  in(encoding: Encoding, onGrow: (bytes: number) => void): Buffer<ArrayBuffer> {
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      // Harder only when it is kept: an answer sent once (the cache off) is compressed as any other.
      encoded = compress(this.body, encoding, this.holder ? 'once' : 'fast');
      this.encoded.set(encoding, encoded);
      onGrow(encoded.length);
    }
    return encoded;
  }
}

/** What one user's reads are kept as: the list (`LIST_KEY`) and each report by its id. */
class UserAnswers {
  readonly answers = new Map<string, Answer>();
  bytes = 0;
}

/** The key of the dashboard's list among a user's answers (a report id is never empty). */
export const LIST_KEY = '';

/** Taken before the database is read; `set` stores only if nothing of the user changed since. */
export type Ticket = UserAnswers | null;

export interface AnswerCacheOptions {
  /** Bytes kept in all (JSON and compressed copies); the users read longest ago go first. */
  readonly maxBytes?: number;
  /** Users kept at most. */
  readonly maxUsers?: number;
}

/**
 * The answers of GET /api/reports and GET /api/reports/:id, per user, as they were last read from the
 * database (decision 0010). A user's answers are dropped, all at once, by any write of theirs in this
 * process (before its answer leaves) and by the database's notification of any change to their
 * reports, entries, lines or chat (`drizzle/0006_report_notifications.sql`), which reaches every
 * process at commit. Like the session cache (decision 0009) it serves nothing while those
 * notifications cannot arrive.
 *
 * A read racing a write cannot store what it read before the write: `begin()` hands out the user's
 * current holder, every drop replaces it, and `set` stores only into the holder it was handed.
 */
export class ReportAnswerCache {
  private users = new Map<string, UserAnswers>();
  private bytes = 0;
  private live = false;
  private readonly maxBytes: number;
  private readonly maxUsers: number;

  constructor(options: AnswerCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxUsers = options.maxUsers ?? 10_000;
  }

  get enabled(): boolean {
    return this.live;
  }

  /** Bytes held, JSON and compressed copies together. */
  get size(): number {
    return this.bytes;
  }

  get(userId: string, key: string): Answer | null {
    if (!this.live) return null;
    const holder = this.users.get(userId);
    const answer = holder?.answers.get(key);
    if (!holder || !answer) return null;
    // Most recently read last: the first in the map is the first to go when space runs out.
    this.users.delete(userId);
    this.users.set(userId, holder);
    return answer;
  }

  begin(userId: string): Ticket {
    if (!this.live) return null;
    let holder = this.users.get(userId);
    if (!holder) {
      if (this.users.size >= this.maxUsers) {
        const [oldest] = this.users;
        if (oldest) this.dropUser(oldest[0]);
      }
      holder = new UserAnswers();
      this.users.set(userId, holder);
    }
    return holder;
  }

  set(userId: string, key: string, answer: Answer, ticket: Ticket): void {
    if (!this.live || !ticket || this.users.get(userId) !== ticket) return;
    // One answer may not push out most of everyone else's.
    if (answer.size > this.maxBytes / 8) return;
    const old = ticket.answers.get(key);
    if (old) {
      this.charge(ticket, -old.size);
      old.holder = null;
    }
    answer.holder = ticket;
    ticket.answers.set(key, answer);
    this.charge(ticket, answer.size);
    this.trim(ticket);
  }

  /** The body of `answer` in `encoding`, compressed once and counted if it is kept. */
  encoded(answer: Answer, encoding: Encoding): Buffer<ArrayBuffer> {
    return answer.in(encoding, (bytes) => {
      // An answer dropped meanwhile has no holder: it is sent, not kept.
      const holder = answer.holder;
      if (!holder) return;
      this.charge(holder, bytes);
      this.trim(holder);
    });
  }

  /** Drops everything kept for the user; reads already under way will not store what they read. */
  dropUser(userId: string): void {
    const holder = this.users.get(userId);
    if (!holder) return;
    this.users.delete(userId);
    this.release(holder);
  }

  clear(): void {
    for (const holder of this.users.values()) this.release(holder);
    this.users = new Map();
    this.bytes = 0;
  }

  /** Applies one payload of the triggers: `r:<user id>`, or `r*` (a table emptied). */
  notified(payload: string): void {
    if (payload.startsWith('r:')) this.dropUser(payload.slice(2));
    else this.clear();
  }

  /** Turns serving on or off; either way what is held is dropped (it may have missed changes). */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  private charge(holder: UserAnswers, bytes: number): void {
    holder.bytes += bytes;
    this.bytes += bytes;
  }

  private release(holder: UserAnswers): void {
    this.bytes -= holder.bytes;
    for (const answer of holder.answers.values()) answer.holder = null;
    holder.answers.clear();
    holder.bytes = 0;
  }

  /** Drops the users read longest ago until everything fits, never `keep`. */
  private trim(keep: UserAnswers): void {
    for (const [userId, holder] of this.users) {
      if (this.bytes <= this.maxBytes) return;
      if (holder === keep) continue;
      this.users.delete(userId);
      this.release(holder);
    }
  }
}
