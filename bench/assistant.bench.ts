import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createLocalProvider } from '../src/assistant/understand';
import type { AssistantRequest } from '../src/shared/assistant';

/**
 * Latency of the offline interpreter per message over the development set:
 * `npx tsx bench/assistant.bench.ts [rounds]`. Prints p50, p95 and max in milliseconds.
 */
const here = dirname(fileURLToPath(import.meta.url));
const devSet = resolve(here, '..', '..', 'shared', 'assistant-eval', 'dev.jsonl');
const rounds = Number(process.argv[2] ?? 20);

const cases: AssistantRequest[] = readFileSync(devSet, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as AssistantRequest & { id: string })
  .map(({ currency, state, history, message }) => ({ currency, state, history, message }));

const provider = createLocalProvider();
// Warm-up: regex compilation and JIT, so the numbers describe steady state.
for (const c of cases) await provider.reply(c);

const times: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const c of cases) {
    const t0 = performance.now();
    await provider.reply(c);
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const pct = (p: number): number =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN;
console.log(`assistant local: ${cases.length} messages × ${rounds} rounds = ${times.length} replies`);
console.log(
  `p50 ${pct(50).toFixed(3)} ms · p95 ${pct(95).toFixed(3)} ms · max ${(times[times.length - 1] ?? 0).toFixed(3)} ms`,
);
console.log(
  `machine: ${availableParallelism()} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
