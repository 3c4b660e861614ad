/**
 * Downloads of the largest report a user can save (5,000 lines): each generator alone, then each
 * route over real HTTP on PGlite, beside baselines measured in the same run (the accounting core
 * alone, a one-line PDF and workbook, and GET /api/reports/:id of the same report as JSON).
 * Target (issue 12): every download under 2 s.
 *
 *   npx tsx bench/exports.bench.ts
 */
import { availableParallelism, loadavg } from 'node:os';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { countLines, financialReport, toPlainState } from '../src/domain/index';
import { MAX_LINES_PER_REPORT } from '../src/shared/reports';
import { FONTS } from '../src/server/exports/fonts';
import { journalPdf } from '../src/server/exports/journal-pdf';
import { ledgerPdf } from '../src/server/exports/ledger-pdf';
import { statementsPdf } from '../src/server/exports/statements-pdf';
import { statementsWorkbook } from '../src/server/exports/workbook';
import { DOWNLOADS } from '../src/server/routes/exports';
import { createTestDatabase } from '../src/server/test/database';
import { startTestServer } from '../src/server/test/server';
import { buildBooks } from './domain-books';

const WARMUP = 2;
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 7);

interface Timing {
  readonly median: number;
  readonly max: number;
  readonly cpuMedian: number;
}

/** Wall time is what a user waits; CPU time is shown too, as shared machines inflate wall time. */
async function time(fn: () => unknown): Promise<Timing> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return { median: med(wall), max: Math.max(...wall), cpuMedian: med(cpu) };
}

const fmt = (n: number) => n.toFixed(0).padStart(6);
const print = (name: string, t: Timing, note = '') =>
  console.log(`  ${name.padEnd(44)} ${fmt(t.median)} ${fmt(t.max)} ${fmt(t.cpuMedian)}   ${note}`);

async function barePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  doc.registerFont('regular', FONTS.regular);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.font('regular').fontSize(9).text('Panadería Ñandú · €1,234.56', 48, 84);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

async function bareWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Hoja').addRow(['Panadería Ñandú', 1234.56]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

// buildBooks stops at the first entry that reaches the target: aim a little lower to stay within the maximum.
const state = buildBooks(MAX_LINES_PER_REPORT - 4);
if (countLines(state) > MAX_LINES_PER_REPORT) throw new Error('bench report above the line limit');
const source = {
  meta: { company: 'Panadería Ñandú, S.L.', currency: 'EUR', startDate: '2026-01-01', endDate: '2026-12-31' },
  state,
  generatedOn: '2026-11-23',
} as const;
const report = financialReport(state);

console.log(
  `machine: ${availableParallelism()} cores, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')} (1/5/15 min); above the core count wall times mostly measure the neighbours`,
);
console.log(
  `exports bench: ${countLines(state)} lines, ${report.journal.entries.length} entries, ` +
    `${report.ledger.accounts.length} accounts; ${WARMUP} warm-up + ${RUNS} timed runs each; ms`,
);
console.log(
  `  ${'generation in process'.padEnd(44)} ${'median'.padStart(6)} ${'max'.padStart(6)} ${'cpu'.padStart(6)}`,
);
print('baseline: financialReport (domain alone)', await time(() => financialReport(state)));
print('baseline: one-line PDF (fonts, no table)', await time(barePdf));
print('baseline: one-cell workbook', await time(bareWorkbook));
const sizes = new Map<string, number>();
for (const [name, fn] of [
  ['statements.pdf', statementsPdf],
  ['journal.pdf', journalPdf],
  ['ledger.pdf', ledgerPdf],
  ['workbook.xlsx', statementsWorkbook],
] as const) {
  let bytes = 0;
  const t = await time(async () => {
    bytes = (await fn(source)).length;
  });
  sizes.set(name, bytes);
  print(name, t, `${(bytes / 1024).toFixed(0)} KiB`);
}

// The routes: the report read from the database, rebuilt by the domain, generated and sent.
const database = await createTestDatabase('pglite');
const server = await startTestServer(database, { RATE_LIMIT_AUTH_MAX: '1000' });
try {
  const client = server.client();
  await client.signUp('bench@empresa.test', 'Cuadre-Perfecto-2026');
  await client.signIn('bench@empresa.test', 'Cuadre-Perfecto-2026');
  const created = await client.request<{ id: string }>('/api/reports', {
    body: { ...source.meta, name: source.meta.company, status: 'completed', sections: toPlainState(state) },
  });
  if (created.status !== 201) throw new Error(`report not saved: ${JSON.stringify(created.body)}`);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const get = async (path: string) => {
    const r = await fetch(server.url + path, { headers: { cookie } });
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
    return Buffer.from(await r.arrayBuffer()).length;
  };
  console.log(`  ${'over HTTP on PGlite (GET)'.padEnd(44)}`);
  print(
    'baseline: /api/reports/:id (same report, JSON)',
    await time(() => get(`/api/reports/${created.body.id}`)),
  );
  for (const d of DOWNLOADS) {
    const t = await time(() => get(`/api/reports/${created.body.id}/export/${d.path}`));
    print(`/export/${d.path}`, t, t.median < 2000 ? 'under 2 s' : 'OVER 2 s');
  }
} finally {
  await server.close();
  await database.dispose();
}
