/**
 * The child a kill test SIGKILLs: it opens the database as the server does, reads the one report back
 * and prints it, then saves it over and over through the server's own save (`saveReport`: one
 * transaction with the version check), printing `ack <version>` only after each commit, which is the
 * moment the server would answer 200. Run bundled (src/server/test/kill-saves.ts):
 * `node save-loop.mjs pglite <dataDir>` or `node save-loop.mjs postgres <url>`.
 */
import { openDatabase } from '../db/client';
import { company, user } from '../db/schema';
import { migrationsFolder } from '../paths';
import { createReport, getReport, saveReport } from '../reports/repository';
import { KILL_USER, nameFor, sectionsFor } from './kill-report';

const period = { currency: 'USD', startDate: '2026-01-01', endDate: '2026-12-31', status: 'draft' } as const;

async function main(): Promise<void> {
  const [kind, target] = process.argv.slice(2);
  if (!target || (kind !== 'pglite' && kind !== 'postgres'))
    throw new Error('uso: save-loop pglite|postgres <destino>');
  const handle = await openDatabase(kind === 'pglite' ? { kind, dataDir: target } : { kind, url: target });
  await handle.migrate(migrationsFolder());
  const db = handle.db;
  await db
    .insert(user)
    .values({ id: KILL_USER, name: 'kill', email: 'kill@empresa.test', emailVerified: true })
    .onConflictDoNothing();
  const existing = await db.select({ id: company.id }).from(company);
  const id =
    existing[0]?.id ??
    (await createReport(db, KILL_USER, { ...period, name: nameFor(1), sections: sectionsFor(1) })).id;
  const read = await getReport(db, KILL_USER, id);
  process.stdout.write(`state ${JSON.stringify({ reports: existing.length || 1, ...read })}\n`);
  let version = read.report.version;
  for (;;) {
    const saved = await saveReport(db, KILL_USER, id, {
      ...period,
      name: nameFor(version + 1),
      sections: sectionsFor(version + 1),
      version,
    });
    version = saved.version;
    process.stdout.write(`ack ${version}\n`);
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
