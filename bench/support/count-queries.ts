/**
 * What one request asks the database, on PostgreSQL: every statement node-postgres sends while the
 * server answers it, in order. `npx tsx bench/support/count-queries.ts` with TEST_DATABASE_URL set.
 */
import pg from 'pg';
import { createReport } from '../../src/server/reports/repository';
import { createTestDatabase } from '../../src/server/test/database';
import { startTestServer } from '../../src/server/test/server';
import { changedSections, sampleReport, type Change } from './sample-report';

const seen: string[] = [];
const original = pg.Client.prototype.query;
// Wrapped only to read the statement text; the call goes through unchanged.
pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof original>) {
  const [first] = args;
  const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
  if (text) seen.push(text.replace(/\s+/g, ' ').slice(0, 110));
  return original.apply(this, args);
} as typeof original;

const database = await createTestDatabase('postgres');
const server = await startTestServer(database, { RATE_LIMIT_AUTH_MAX: '100000' });
const client = server.client();
await client.signUp('queries@empresa.test', 'Cuadre-Perfecto-2026');
await client.signIn('queries@empresa.test', 'Cuadre-Perfecto-2026');
const userId = (await client.session()).body?.user.id ?? '';
const { id } = await createReport(database.db, userId, sampleReport(1, 50));
const { id: target } = await createReport(database.db, userId, sampleReport(2, 200));

let version = 1;
/** A save of the 200-line report changing one entry or every line (decision 0012: only those are written). */
const save = (change: Change) => async () => {
  const report = sampleReport(2, 200);
  const saved = await client.request<{ version: number }>(`/api/reports/${target}`, {
    method: 'PUT',
    body: { ...report, sections: changedSections(report.sections, change, version + 1), version },
  });
  version = saved.body.version;
};
const probes: Array<[string, () => Promise<unknown>]> = [
  ['GET /api/reports', () => client.request('/api/reports')],
  ['GET /api/reports/:id', () => client.request(`/api/reports/${id}`)],
  ['PUT /api/reports/:id (200 lines, 1 entry changed)', save('one')],
  ['PUT /api/reports/:id (200 lines, all changed)', save('all')],
];
for (const [label, probe] of probes) {
  await probe(); // once to warm, then counted
  seen.length = 0;
  await probe();
  console.log(`${label}: ${seen.length} statements`);
  for (const text of seen) console.log(`  ${text}`);
}
await server.close();
await database.dispose();
