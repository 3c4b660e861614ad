#!/usr/bin/env node
// `npm run bench`: every benchmark under bench/, one after the other; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const benches = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n▶ bench/${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
