import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { testSettings } from '../env';
import { migrationsFolder } from '../paths';

export type Dialect = 'pglite' | 'postgres';

/**
 * Database tests run on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set. Under CI an
 * unreachable server is a failure (the connection error surfaces), never a silent skip.
 */
export function dialects(): Dialect[] {
  return testSettings().databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes and, on PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
  readonly url?: string;
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate(migrationsFolder());
    return { ...handle, dispose: () => handle.close() };
  }
  const adminUrl = testSettings().databaseUrl;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL no está definido');
  const name = `cc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate(migrationsFolder());
  return {
    ...handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pool.end() resolves while its sockets are still closing; a forced drop then kills a client
      // that no longer listens for errors, and the FATAL it receives is an uncaught exception. Wait
      // (briefly) until the server has let every connection go; force only what is left after that.
      for (let i = 0; i < 50; i++) {
        const open = await cleanup.query<{ n: string }>(
          'select count(*)::text as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (open.rows[0]?.n === '0') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
