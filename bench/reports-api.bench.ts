/**
 * The reports API under load (autocannon), on PGlite and on PostgreSQL, beside a bare node:http server
 * measured in the same run: the dashboard (GET /api/reports, 200 reports), the viewer (GET
 * /api/reports/:id, 50 lines) and saves (PUT /api/reports/:id, 200 lines) that change one entry, as
 * the wizard's do, or every line (a save writes only the entries that changed), then the two reads again
 * with no answer kept in memory (each one a miss, as the first read after a save). Prints requests per
 * second, p50, p95, errors and non-2xx answers, and the bytes each answer took on the wire. Requests
 * carry the Accept-Encoding Chromium sends, so compression is paid for as a browser would make it paid.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/reports-api.bench.ts
 *   npx tsx bench/reports-api.bench.ts --seconds=10 --connections=20 --only=pglite
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { testSettings } from '../src/server/env';
import { changedSections, sampleReport, type Change } from './support/sample-report';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const seconds = Number(arg('seconds') ?? 8);
const warmup = Number(arg('warmup') ?? 2);
const connections = Number(arg('connections') ?? 20);
const only = arg('only');
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface ServerInfo {
  url: string;
  cookie?: string;
  reportId?: string;
  saveCookie?: string;
  saveTargets?: Array<{ id: string; version: number }>;
}

async function startChild(
  script: string,
  args: string[],
): Promise<{ child: ChildProcess; info: ServerInfo }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const rl = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const line = await new Promise<string>((resolve, reject) => {
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, info: JSON.parse(line) as ServerInfo };
}

async function stopChild(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  non2xx: number;
  bytesPerAnswer: number;
}

type Options = Pick<autocannon.Options, 'url' | 'headers' | 'method' | 'requests' | 'connections'>;

async function run(
  options: Options,
  duration: number,
): Promise<{ result: autocannon.Result; times: number[] }> {
  const times: number[] = [];
  // autocannon reports p97.5 but not p95: every response time is kept to compute it exactly.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections, ...options, duration }, (error, r) =>
      error ? reject(error) : resolve(r),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return { result, times };
}

/** `options` may differ between the warm-up and the measured run (the saves use other reports). */
async function load(options: Options | ((phase: 'warmup' | 'measured') => Options)): Promise<Figures> {
  const phase = typeof options === 'function' ? options : () => options;
  if (warmup > 0) await run(phase('warmup'), warmup);
  const { result, times } = await run(phase('measured'), seconds);
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

/**
 * Saves of a 200-line report, one report per connection: each save carries the version its previous
 * save returned, as the wizard does, so no save is refused as stale (a 409 would count as non-2xx).
 * The warm-up and the measured run use different reports: a save cut when a run ends may commit
 * without its new version being read. Every save changes the amounts of the first entry or of every
 * entry (`change`) from what the report holds: the amounts grow with the version, which every save
 * bumps.
 */
function saveRequests(
  targets: ReadonlyArray<{ id: string; version: number }>,
  change: Change,
): Options['requests'] {
  type Target = { id: string; version: number };
  const free: Target[] = targets.map((t) => ({ ...t }));
  // autocannon's context is typed as a bare object: the target each connection holds is kept aside.
  const held = new WeakMap<object, Target>();
  const body = sampleReport(1, 200);
  return [
    {
      method: 'PUT',
      setupRequest: (request, context) => {
        const target = free.shift();
        if (!target) throw new Error('more connections than save targets');
        held.set(context, target);
        const sections = changedSections(body.sections, change, (target.version % 10_000) + 1);
        return {
          ...request,
          path: `/api/reports/${target.id}`,
          body: JSON.stringify({ ...body, sections, version: target.version }),
        };
      },
      onResponse: (status, responseBody, context) => {
        const target = held.get(context);
        if (!target) return;
        if (status === 200) target.version = (JSON.parse(responseBody) as { version: number }).version;
        free.push(target);
      },
    },
  ];
}

function row(label: string, r: Figures, baseline?: Figures): string {
  const share = baseline ? ` (${((100 * r.rps) / baseline.rps).toFixed(1)}% of bare)` : '';
  return [
    label.padEnd(44),
    `${r.rps.toFixed(0).padStart(6)} req/s${share.padEnd(19)}`,
    `p50 ${r.p50.toFixed(1).padStart(5)} ms`,
    `p95 ${r.p95.toFixed(1).padStart(5)} ms`,
    `errors ${r.errors}`,
    `non-2xx ${r.non2xx}`,
    `${(r.bytesPerAnswer / 1024).toFixed(1)} KiB/answer`,
  ].join('  ');
}

const started = new Date().toISOString();
const loadBefore = loadavg().map((l) => l.toFixed(2));
const lines: string[] = [
  `reports API bench ${started}: ${connections} connections, ${warmup} s warm-up + ${seconds} s per run, load average ${loadBefore.join(' ')}`,
];
const bare = await startChild('bench/support/bare-server.ts', []);
const baseline = await load({ url: bare.info.url });
await stopChild(bare.child);
lines.push(row('bare node:http', baseline));
console.log(lines.at(-1));

const dialects = (testSettings().databaseUrl ? ['pglite', 'postgres'] : ['pglite']).filter(
  (d) => !only || d === only,
);
for (const dialect of dialects) {
  const server = await startChild('bench/support/reports-server.ts', [
    dialect,
    '200',
    '50',
    String(4 * connections + 4),
    '200',
  ]);
  const { url, cookie = '', reportId = '', saveCookie = '', saveTargets = [] } = server.info;
  const read = { cookie, 'accept-encoding': ACCEPT_ENCODING };
  /** Saves over `count` connections, on save targets from `first` (warm-up and measured apart). */
  const saves =
    (first: number, count: number, change: Change) =>
    (phase: 'warmup' | 'measured'): Options => {
      const from = phase === 'warmup' ? first : first + count;
      return {
        url,
        connections: count,
        headers: {
          cookie: saveCookie,
          'accept-encoding': ACCEPT_ENCODING,
          'content-type': 'application/json',
          origin: url,
        },
        requests: saveRequests(saveTargets.slice(from, from + count), change),
      };
    };
  const runs: Array<[string, Options | ((phase: 'warmup' | 'measured') => Options)]> = [
    [`${dialect}: GET /api/reports (dashboard, 200)`, { url: `${url}/api/reports`, headers: read }],
    [
      `${dialect}: GET /api/reports/:id (viewer, 50)`,
      { url: `${url}/api/reports/${reportId}`, headers: read },
    ],
    [`${dialect}: PUT (save, 200, 1 entry changed)`, saves(0, connections, 'one')],
    // One user saving alone: the latency a save has when nothing else queues in front of it.
    [`${dialect}: PUT (200, 1 entry changed), 1 conn.`, saves(2 * connections, 1, 'one')],
    [`${dialect}: PUT (save, 200, all changed)`, saves(2 * connections + 2, connections, 'all')],
    [`${dialect}: PUT (200, all changed), 1 conn.`, saves(4 * connections + 2, 1, 'all')],
  ];
  for (const [label, options] of runs) {
    lines.push(row(label, await load(options), baseline));
    console.log(lines.at(-1));
  }
  await stopChild(server.child);

  // The same reads with nothing kept in memory: what the first read after each save costs.
  const cold = await startChild('bench/support/reports-server.ts', [
    dialect,
    '200',
    '50',
    '0',
    '200',
    '--no-answers',
  ]);
  const coldRead = { cookie: cold.info.cookie ?? '', 'accept-encoding': ACCEPT_ENCODING };
  const coldRuns: Array<[string, Options]> = [
    [
      `${dialect}: dashboard, nothing kept (a miss)`,
      { url: `${cold.info.url}/api/reports`, headers: coldRead },
    ],
    [
      `${dialect}: viewer, nothing kept (a miss)`,
      { url: `${cold.info.url}/api/reports/${cold.info.reportId ?? ''}`, headers: coldRead },
    ],
  ];
  for (const [label, options] of coldRuns) {
    lines.push(row(label, await load(options), baseline));
    console.log(lines.at(-1));
  }
  await stopChild(cold.child);
}
lines.push(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('\n' + lines.join('\n'));
