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

/**
 * The bare baseline, in the same run: the same loop and await around a provider that only copies the
 * request (what any provider pays before reading a word), so the machine's speed and load show.
 */
const bare = {
  reply: (req: AssistantRequest) => Promise.resolve(JSON.parse(JSON.stringify(req)) as unknown),
};

async function measure(p: { reply: (req: AssistantRequest) => Promise<unknown> }): Promise<number[]> {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) {
      const t0 = performance.now();
      await p.reply(c);
      times.push(performance.now() - t0);
    }
  }
  return times.sort((a, b) => a - b);
}

const pct = (times: readonly number[], p: number): number =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN;
const line = (name: string, times: readonly number[]): string =>
  `${name}: p50 ${pct(times, 50).toFixed(3)} ms · p95 ${pct(times, 95).toFixed(3)} ms · max ${(times[times.length - 1] ?? 0).toFixed(3)} ms`;

const baseline = await measure(bare);
const times = await measure(provider);
console.log(`assistant local: ${cases.length} messages × ${rounds} rounds = ${times.length} replies`);
console.log(line('bare (copy the request)', baseline));
console.log(line('local interpreter', times));
console.log(
  `machine: ${availableParallelism()} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
