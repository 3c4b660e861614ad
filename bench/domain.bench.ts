/**
 * Benchmark of the accounting core: every statement and book for 100,000 lines.
 * Run: npx tsx bench/domain.bench.ts  (target: median under 100 ms on the project machines)
 */
import {
  balanceSheet,
  cashFlowStatement,
  computeFigures,
  countLines,
  entriesOf,
  equityStatement,
  financialReport,
  incomeStatement,
  journal,
  ledger,
  ratios,
  trialBalance,
} from '../src/domain/index';
import { availableParallelism, loadavg } from 'node:os';
import { buildBooks } from './domain-books';

const TARGET_LINES = 100_000;
const WARMUP = 10;
const RUNS = 30;

interface Timing {
  median: number;
  min: number;
  cpuMedian: number;
}

/**
 * Wall time is what a user waits; CPU time (user + system of this process) is shown too because the
 * machines are shared and a busy neighbour inflates wall time without any change in the code.
 */
function time(fn: () => unknown): Timing {
  for (let i = 0; i < WARMUP; i++) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return { median: med(wall), min: Math.min(...wall), cpuMedian: med(cpu) };
}

const state = buildBooks(TARGET_LINES);
const fmt = (n: number) => n.toFixed(1).padStart(7);

const parts: [string, () => unknown][] = [
  ['entriesOf (grouping)', () => entriesOf(state)],
  ['computeFigures', () => computeFigures(state)],
  ['balanceSheet', () => balanceSheet(state)],
  ['incomeStatement', () => incomeStatement(state)],
  ['equityStatement', () => equityStatement(state)],
  ['ratios', () => ratios(state)],
  ['cashFlowStatement', () => cashFlowStatement(state)],
  ['journal (Libro Diario)', () => journal(state)],
  ['ledger (Libro Mayor)', () => ledger(state)],
  ['trialBalance', () => trialBalance(state)],
];

const report = financialReport(state);
if (!report.figures.isBalanced || !report.journal.balanced || !report.cashFlow.reconciles)
  throw new Error('bench books do not check out');

console.log(
  `machine: ${availableParallelism()} cores, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')} (1/5/15 min); above the core count the wall times mostly measure the neighbours`,
);
console.log(
  `domain bench: ${countLines(state).toLocaleString('en-US')} lines, ${report.journal.entries.length.toLocaleString('en-US')} entries, ${WARMUP} warm-up + ${RUNS} timed runs each`,
);
const line = (name: string, t: Timing) =>
  `  ${name.padEnd(26)} wall median ${fmt(t.median)} ms   min ${fmt(t.min)} ms   cpu median ${fmt(t.cpuMedian)} ms`;
for (const [name, fn] of parts) console.log(line(name, time(fn)));
console.log(
  line(
    'ALL: financialReport()',
    time(() => financialReport(state)),
  ) + '   (target < 100 ms)',
);
