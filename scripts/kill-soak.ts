// SIGKILL during saves, more times than CI affords: `npx tsx scripts/kill-soak.ts [kills] [pglite|postgres|both]`
// (default 200 kills, both databases when TEST_DATABASE_URL is set). Every restart must read the report
// back as one whole version keeping every acknowledged save; exits 1 on the first broken promise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type Dialect } from '../src/server/test/database';
import { killDuringSaves } from '../src/server/test/kill-saves';

const kills = Number(process.argv[2] ?? 200);
const which = process.argv[3] ?? 'both';
const dialects: Dialect[] =
  which === 'both'
    ? process.env.TEST_DATABASE_URL
      ? ['pglite', 'postgres']
      : ['pglite']
    : [which as Dialect];

let failed = false;
for (const dialect of dialects) {
  let target: string;
  let cleanup: () => Promise<void>;
  if (dialect === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'cc-kill-'));
    target = path.join(dir, 'datos');
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const database = await createTestDatabase('postgres');
    if (!database.url) throw new Error('TEST_DATABASE_URL');
    target = database.url;
    // The children hold their own connections; the harness's pool is not needed while they run.
    cleanup = () => database.dispose();
  }
  try {
    const run = await killDuringSaves({ kind: dialect, target, kills });
    console.log(
      `${dialect}: ${run.kills} kills in ${run.seconds} s, ${run.acknowledged} saves acknowledged, ` +
        `${run.committedUnacknowledged} committed but cut before the answer, last version ${run.lastVersion}, ` +
        `${run.problems.length} problems`,
    );
    for (const p of run.problems) console.log(`  ${p}`);
    if (run.problems.length) failed = true;
  } finally {
    await cleanup();
  }
}
process.exit(failed ? 1 : 0);
