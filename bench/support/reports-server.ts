/**
 * Child process of bench/reports-api.bench.ts: opens a fresh database (PGlite in memory, or a new
 * database on the PostgreSQL server given), starts the real server, and seeds two users: the reader
 * with REPORTS reports of LINES lines (the dashboard and the viewer), the writer with SAVE_TARGETS
 * reports of SAVE_LINES lines (one per connection of the save run, so saves never race each other's
 * version). Prints what the load generator needs as one JSON line. `--no-answers` serves every read
 * from the database.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createReport } from '../../src/server/reports/repository';
import { createTestDatabase, type Dialect } from '../../src/server/test/database';
import { startTestServer, type HttpClient } from '../../src/server/test/server';
import { sampleReport } from './sample-report';

const [dialectArg = 'pglite', reportsArg = '200', linesArg = '50', targetsArg = '20', saveLinesArg = '200'] =
  process.argv.slice(2).filter((a) => !a.startsWith('--'));
const dialect = dialectArg as Dialect;

const database = await createTestDatabase(dialect);
const server = await startTestServer(database, { RATE_LIMIT_AUTH_MAX: '100000' });

async function signedIn(email: string): Promise<{ client: HttpClient; userId: string; cookie: string }> {
  const client = server.client();
  await client.signUp(email, 'Cuadre-Perfecto-2026');
  await client.signIn(email, 'Cuadre-Perfecto-2026');
  const userId = (await client.session()).body?.user.id ?? '';
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return { client, userId, cookie };
}

// Both signed in before seeding: seeding outlasts the server's keep-alive, and fetch would reuse a
// socket the server has closed (ECONNRESET).
const reader = await signedIn('bench@empresa.test');
const writer = await signedIn('bench-save@empresa.test');
let reportId = '';
for (let i = 0; i < Number(reportsArg); i++)
  reportId = (await createReport(database.db, reader.userId, sampleReport(i, Number(linesArg)))).id;

const saveTargets: Array<{ id: string; version: number }> = [];
for (let i = 0; i < Number(targetsArg); i++) {
  const saved = await createReport(database.db, writer.userId, sampleReport(i, Number(saveLinesArg)));
  saveTargets.push({ id: saved.id, version: saved.version });
}

// With --no-answers, every read goes to the database, as the first read after a save does: the
// report answers kept in memory (decision 0010) are turned off, as when notifications are down.
if (process.argv.includes('--no-answers')) server.answers.setLive(false);

// With --cpu-profile=<file>, the CPU profile of the serving alone (not start-up or seeding) is written
// there when the process is stopped.
const profileFile = process.argv.find((a) => a.startsWith('--cpu-profile='))?.split('=')[1];
const inspector = profileFile ? new Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}

process.stdout.write(
  JSON.stringify({
    url: server.url,
    cookie: reader.cookie,
    reportId,
    saveCookie: writer.cookie,
    saveTargets,
  }) + '\n',
);

const stop = async () => {
  if (inspector && profileFile) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  }
  await server.close();
  await database.dispose();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
