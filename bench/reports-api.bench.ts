/**
 * Dashboard and viewer endpoints under load (autocannon), on PGlite and on PostgreSQL, beside a bare
 * node:http server measured in the same run. Prints requests per second and p95 latency.
 *
 *   npx tsx bench/reports-api.bench.ts            # PGlite (+ PostgreSQL when TEST_DATABASE_URL is set)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npx tsx bench/reports-api.bench.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { testSettings } from '../src/server/env';

const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 8);
const connections = Number(process.argv.find((a) => a.startsWith('--connections='))?.split('=')[1] ?? 20);

interface Started {
  readonly child: ChildProcess;
  readonly info: { url: string; cookie?: string; reportId?: string };
}

async function startChild(script: string, args: string[]): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const rl = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const line = await new Promise<string>((resolve, reject) => {
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, info: JSON.parse(line) as Started['info'] };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function load(
  url: string,
  cookie?: string,
): Promise<{ rps: number; p50: number; p95: number; errors: number; non2xx: number }> {
  const times: number[] = [];
  // autocannon reports p97.5 but not p95: every response time is kept to compute it exactly.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers: cookie ? { cookie } : {} },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function row(label: string, r: Awaited<ReturnType<typeof load>>, baseline?: number): string {
  const share = baseline ? ` (${((100 * r.rps) / baseline).toFixed(1)}% of bare)` : '';
  return `${label.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s${share.padEnd(20)}  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  errors ${r.errors} non-2xx ${r.non2xx}`;
}

const lines: string[] = [
  `reports API bench: 200 reports × 50 lines, ${connections} connections, ${seconds} s per run, ${new Date().toISOString()}`,
];
const bare = await startChild('bench/support/bare-server.ts', []);
const baseline = await load(bare.info.url);
bare.child.kill('SIGTERM');
lines.push(row('bare node:http', baseline));

const dialects = testSettings().databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
for (const dialect of dialects) {
  const server = await startChild('bench/support/reports-server.ts', [dialect, '200', '50']);
  const { url, cookie, reportId } = server.info;
  lines.push(
    row(`${dialect}: GET /api/reports (dashboard)`, await load(`${url}/api/reports`, cookie), baseline.rps),
  );
  lines.push(
    row(
      `${dialect}: GET /api/reports/:id (viewer)`,
      await load(`${url}/api/reports/${reportId}`, cookie),
      baseline.rps,
    ),
  );
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
}
console.log(lines.join('\n'));
