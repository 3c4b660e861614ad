/**
 * Child process of bench/reports-api.bench.ts: opens a fresh database (PGlite in memory, or a new
 * database on the PostgreSQL server given), starts the real server, seeds one user with REPORTS
 * reports of LINES lines each, and prints what the load generator needs as one JSON line.
 */
import { randomUUID } from 'node:crypto';
import { createReport } from '../../src/server/reports/repository';
import { createTestDatabase, type Dialect } from '../../src/server/test/database';
import { startTestServer } from '../../src/server/test/server';
import type { Sections } from '../../src/shared/reports';

const [dialectArg = 'pglite', reportsArg = '200', linesArg = '50'] = process.argv.slice(2);
const dialect = dialectArg as Dialect;
const REPORTS = Number(reportsArg);
const LINES = Number(linesArg);

function sections(lines: number): Sections {
  const s: Sections = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
  // Pairs of lines: a sale collected in cash, an expense paid in cash, alternating.
  for (let i = 0; i < lines / 2; i++) {
    const tx = randomUUID();
    const amount = 100 + (i % 37) * 3.25;
    if (i % 2 === 0) {
      s.revenues.push({
        transactionId: tx,
        description: `Venta ${i}`,
        amount,
        category: 'Prestación de servicios',
      });
      s.assets.push({
        transactionId: tx,
        description: `Cobro ${i}`,
        amount,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
      });
    } else {
      s.expenses.push({ transactionId: tx, description: `Gasto ${i}`, amount, category: 'Alquiler' });
      s.assets.push({
        transactionId: tx,
        description: `Pago ${i}`,
        amount: -amount,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
      });
    }
  }
  return s;
}

const database = await createTestDatabase(dialect);
const server = await startTestServer(database, { RATE_LIMIT_AUTH_MAX: '100000' });
const client = server.client();
await client.signUp('bench@empresa.test', 'Cuadre-Perfecto-2026');
await client.signIn('bench@empresa.test', 'Cuadre-Perfecto-2026');
const userId = (await client.session()).body?.user.id ?? '';
let reportId = '';
for (let i = 0; i < REPORTS; i++) {
  const saved = await createReport(database.db, userId, {
    name: `Empresa ${i}`,
    currency: i % 5 === 0 ? 'EUR' : 'USD',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: i % 2 ? 'completed' : 'draft',
    sections: sections(LINES),
  });
  reportId = saved.id;
}
const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
process.stdout.write(JSON.stringify({ url: server.url, cookie, reportId }) + '\n');

const stop = async () => {
  await server.close();
  await database.dispose();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
