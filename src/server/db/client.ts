import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both engines behind one type: PGlite (embedded) and node-postgres (a PostgreSQL server). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly dialect: 'pglite' | 'postgres';
  /** Applies pending drizzle-kit migrations from the folder given. */
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * Receives NOTIFY payloads on `channel` (a fixed identifier). On PostgreSQL it holds a connection of
   * its own; `onLost` is called once if that connection fails, after which nothing more arrives and
   * the caller must listen again. PGlite runs in this process and never loses it.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: () => void): Promise<Listener>;
  close(): Promise<void>;
}

export interface Listener {
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (a restart, an administrator's kill) is an 'error' event on
    // the pool; without a listener Node ends the process. pg has already removed that client and the
    // next query opens a new one, while a query in flight fails where it was awaited.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    // Fail at start-up, not at the first request, when the server is unreachable.
    const client = await pool.connect();
    client.release();
    const listeners = new Set<pg.Client>();
    let closed = false;
    return {
      db: db as unknown as Database,
      dialect: 'postgres',
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: async (channel, onMessage, onLost) => {
        const listener = new pg.Client({ connectionString: target.url });
        let lost = false;
        const lose = () => {
          listeners.delete(listener);
          if (lost || closed) return;
          lost = true;
          onLost();
        };
        listener.on('error', lose);
        listener.on('end', lose);
        listener.on('notification', (message) => onMessage(message.payload ?? ''));
        try {
          await listener.connect();
          await listener.query(`LISTEN "${channel}"`);
        } catch (error) {
          listener.removeAllListeners();
          await listener.end().catch(() => undefined);
          throw error;
        }
        listeners.add(listener);
        return {
          close: async () => {
            lost = true;
            listeners.delete(listener);
            await listener.end().catch(() => undefined);
          },
        };
      },
      close: async () => {
        closed = true;
        await Promise.all([...listeners].map((l) => l.end().catch(() => undefined)));
        await pool.end();
      },
    };
  }
  if (target.dataDir) mkdirSync(path.resolve(target.dataDir), { recursive: true });
  const client = target.dataDir ? new PGlite(path.resolve(target.dataDir, 'pglite')) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    dialect: 'pglite',
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return { close: () => unlisten() };
    },
    close: () => client.close(),
  };
}
