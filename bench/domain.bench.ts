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
import { buildBooks } from './domain-books';

const TARGET_LINES = 100_000;
const WARMUP = 5;
const RUNS = 25;

function time(fn: () => unknown): { median: number; min: number } {
  for (let i = 0; i < WARMUP; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)] ?? 0, min: samples[0] ?? 0 };
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
if (!report.figures.isBalanced || !report.journal.balanced || !report.cashFlow.reconciles) throw new Error('bench books do not check out');

console.log(`domain bench: ${countLines(state).toLocaleString('en-US')} lines, ${report.journal.entries.length.toLocaleString('en-US')} entries, ${WARMUP} warm-up + ${RUNS} timed runs each`);
for (const [name, fn] of parts) {
  const t = time(fn);
  console.log(`  ${name.padEnd(24)} median ${fmt(t.median)} ms   min ${fmt(t.min)} ms`);
}
const all = time(() => financialReport(state));
console.log(`  ${'ALL (financialReport)'.padEnd(24)} median ${fmt(all.median)} ms   min ${fmt(all.min)} ms   (target < 100 ms)`);
