// Load: 50 simulated users for 60 s against one server (the built one, `npm run build` first) on each
// database: `npx tsx scripts/load.ts [users] [seconds] [pglite|postgres|both]`. Each user signs up and
// signs in, then loops: dashboard, new report, the offline assistant, save, view, delete. Prints the
// requests, errors and p50/p95 per route; exits 1 on any error.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type Dialect } from '../src/server/test/database';
import { HttpClient, freePort } from '../src/server/test/server';
import { waitForHealth } from '../src/server/test/process';

const users = Number(process.argv[2] ?? 50);
const seconds = Number(process.argv[3] ?? 60);
const which = process.argv[4] ?? 'both';
const dialects: Dialect[] =
  which === 'both'
    ? process.env.TEST_DATABASE_URL
      ? ['pglite', 'postgres']
      : ['pglite']
    : [which as Dialect];
const PASSWORD = 'Cuadre-Perfecto-2026';
const EMPTY = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
const period = { currency: 'USD', startDate: '2026-01-01', endDate: '2026-12-31', status: 'draft' };

const timings = new Map<string, number[]>();
const errors = new Map<string, number>();

async function timed<T>(route: string, ok: number, call: () => Promise<{ status: number; body: T }>) {
  const t = performance.now();
  try {
    const r = await call();
    (timings.get(route) ?? timings.set(route, []).get(route))?.push(performance.now() - t);
    if (r.status !== ok)
      errors.set(`${route} → ${r.status}`, (errors.get(`${route} → ${r.status}`) ?? 0) + 1);
    return r;
  } catch (error) {
    const key = `${route} → ${error instanceof Error ? error.message : 'error'}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
    return null;
  }
}

async function user(base: string, n: number, until: number): Promise<number> {
  const c = new HttpClient(base, base.replace('127.0.0.1', 'localhost'));
  const email = `carga${n}-${Date.now()}@empresa.test`;
  await timed('POST /api/auth/sign-up/email', 200, () => c.signUp(email, PASSWORD));
  await timed('POST /api/auth/sign-in/email', 200, () => c.signIn(email, PASSWORD));
  let loops = 0;
  while (performance.now() < until) {
    await timed('GET /api/reports', 200, () => c.request('/api/reports'));
    const created = await timed('POST /api/reports', 201, () =>
      c.request<{ id: string; version: number }>('/api/reports', {
        body: { ...period, name: `Carga ${n}`, sections: EMPTY },
      }),
    );
    if (!created || created.status !== 201) continue;
    const { id, version } = created.body;
    const reply = await timed('POST /api/assistant/reply', 200, () =>
      c.request('/api/assistant/reply', {
        body: { currency: 'USD', state: EMPTY, history: [], message: 'Vendimos 250 dólares en efectivo' },
      }),
    );
    const sections = {
      ...EMPTY,
      revenues: [{ transactionId: 't1', description: 'Venta', amount: 250, category: 'Ventas' }],
      assets: [
        {
          transactionId: 't1',
          description: 'Cobro',
          amount: 250,
          category: 'Efectivo y equivalentes de efectivo',
          type: 'corriente',
        },
      ],
    };
    if (reply?.status === 200)
      await timed('PUT /api/reports/:id', 200, () =>
        c.request(`/api/reports/${id}`, {
          method: 'PUT',
          body: { ...period, name: `Carga ${n}`, sections, version },
        }),
      );
    await timed('GET /api/reports/:id', 200, () => c.request(`/api/reports/${id}`));
    await timed('DELETE /api/reports/:id', 200, () => c.request(`/api/reports/${id}`, { method: 'DELETE' }));
    loops++;
  }
  return loops;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

let failed = false;
for (const dialect of dialects) {
  timings.clear();
  errors.clear();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-load-'));
  const pg = dialect === 'postgres' ? await createTestDatabase('postgres') : undefined;
  const child = spawn(process.execPath, ['dist/server/index.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...(pg?.url ? { DATABASE_URL: pg.url } : { DATA_DIR: path.join(dir, 'datos') }),
      // One address for 50 users: the per-address limits would be the bottleneck measured otherwise.
      RATE_LIMIT_AUTH_MAX: '1000000',
      ASSISTANT_MAX_CALLS: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    const loops = await Promise.all(Array.from({ length: users }, (_, i) => user(base, i, until)));
    const elapsed = (performance.now() - started) / 1000;
    let total = 0;
    console.log(
      `\n${dialect}: ${users} users, ${elapsed.toFixed(1)} s, ${loops.reduce((a, b) => a + b, 0)} journeys`,
    );
    for (const [route, ms] of [...timings].sort()) {
      const sorted = [...ms].sort((a, b) => a - b);
      total += ms.length;
      console.log(
        `  ${route.padEnd(30)} ${String(ms.length).padStart(6)} req  p50 ${pct(sorted, 50).toFixed(0).padStart(5)} ms  p95 ${pct(sorted, 95).toFixed(0).padStart(5)} ms`,
      );
    }
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    console.log(`  ${total} requests, ${(total / elapsed).toFixed(0)} req/s, ${errorCount} errors`);
    for (const [k, v] of errors) console.log(`  error ${k}: ${v}`);
    if (errorCount) failed = true;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
    await pg?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
