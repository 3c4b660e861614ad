import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { ReportDetail } from '../../shared/reports';
import { projectRoot } from '../paths';
import { ENTRIES, nameFor } from './kill-report';

export interface KillOptions {
  readonly kind: 'pglite' | 'postgres';
  /** The PGlite data folder or the PostgreSQL URL. */
  readonly target: string;
  readonly kills: number;
  /** Longest wait, after the child has read the report back, before it is killed. */
  readonly maxDelayMs?: number;
}

export interface KillRun {
  readonly kills: number;
  /** Saves acknowledged (committed and reported) over all the runs. */
  readonly acknowledged: number;
  /** Restarts that found the save in flight at the kill committed though never acknowledged. */
  readonly committedUnacknowledged: number;
  readonly lastVersion: number;
  readonly seconds: number;
  /** Every broken promise found: empty when every read-back was whole and kept every acknowledged save. */
  readonly problems: readonly string[];
}

let bundled: Promise<string> | undefined;

/**
 * The child is bundled once with esbuild (dependencies left in node_modules) instead of run under tsx:
 * a start then costs the database's opening, not TypeScript's, which is what lets a test afford 50.
 * The bundle sits inside the project so it finds the migrations and node_modules like the server.
 */
function saveLoopBundle(): Promise<string> {
  bundled ??= (async () => {
    const dir = path.join(projectRoot(), 'node_modules', '.cache', 'cuentas-claras-test');
    mkdirSync(dir, { recursive: true });
    const outfile = path.join(dir, `save-loop-${process.pid}.mjs`);
    await build({
      entryPoints: [path.join(projectRoot(), 'src/server/test/save-loop.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
    });
    return outfile;
  })();
  return bundled;
}

interface Life {
  readonly state: (ReportDetail & { reports: number }) | null;
  readonly acks: number[];
  readonly stderr: string;
}

async function oneLife(entry: string, options: KillOptions, delayMs: number): Promise<Life> {
  const child = spawn(process.execPath, [entry, options.kind, options.target], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let stderr = '';
  let state: Life['state'] = null;
  let timer: NodeJS.Timeout | undefined;
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (!state && out.includes('\n')) {
      const first = out.slice(0, out.indexOf('\n'));
      if (first.startsWith('state ')) {
        state = JSON.parse(first.slice(6)) as Life['state'];
        timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    }
  });
  await new Promise<void>((resolve) => child.on('close', () => resolve()));
  clearTimeout(timer);
  const acks = out
    .split('\n')
    .filter((l) => l.startsWith('ack '))
    .map((l) => Number(l.slice(4)));
  return { state, acks, stderr };
}

/** What a read-back must be: one report, one whole version, no older than the last acknowledged save. */
function check(life: Life, lastAck: number): string[] {
  const s = life.state;
  if (!s) return [`the child did not read the report back: ${life.stderr.slice(0, 300)}`];
  const v = s.report.version;
  const problems: string[] = [];
  if (s.reports !== 1) problems.push(`${s.reports} reports`);
  if (v < lastAck) problems.push(`version ${v} read back after save ${lastAck} was acknowledged`);
  if (v > lastAck + 1)
    problems.push(`version ${v} read back, but only ${lastAck} was acknowledged (+1 in flight)`);
  const lines = [...s.sections.revenues, ...s.sections.assets];
  if (s.report.name !== nameFor(v)) problems.push(`version ${v} is named «${s.report.name}»`);
  if (lines.length !== 2 * ENTRIES || lines.some((l) => l.amount !== 100 + v))
    problems.push(`version ${v} has lines of another version: ${lines.map((l) => l.amount).join(',')}`);
  return problems;
}

/**
 * SIGKILL a process saving one report, `kills` times, and after each kill start a new one on the same
 * database: each start must read the report back as one whole version that keeps every acknowledged
 * save. The first start creates the report at version 1.
 */
export async function killDuringSaves(options: KillOptions): Promise<KillRun> {
  const entry = await saveLoopBundle();
  const started = performance.now();
  const problems: string[] = [];
  let lastAck = 1;
  let acknowledged = 0;
  let committedUnacknowledged = 0;
  let lastVersion = 1;
  for (let i = 0; i <= options.kills; i++) {
    // The last life only reads back: the kill before it is the one checked.
    const delay = i === options.kills ? 0 : Math.floor(Math.random() * (options.maxDelayMs ?? 250));
    const life = await oneLife(entry, options, delay);
    for (const p of check(life, lastAck)) problems.push(`start ${i + 1}: ${p}`);
    const v = life.state?.report.version ?? lastAck;
    if (i > 0 && v === lastAck + 1) committedUnacknowledged++;
    acknowledged += life.acks.length;
    lastAck = Math.max(v, ...life.acks);
    lastVersion = lastAck;
    if (problems.length > 5) break;
  }
  return {
    kills: options.kills,
    acknowledged,
    committedUnacknowledged,
    lastVersion,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    problems,
  };
}
