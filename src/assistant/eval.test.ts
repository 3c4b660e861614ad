import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The evaluation contract end to end: the real batch command over the development set, scored by the
 * evaluation's own scorer. MIN_SHARE is the share the local interpreter reaches (rounded down).
 */
const MIN_SHARE = 100;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const evalDir = resolve(repoRoot, '..', 'shared', 'assistant-eval');
const devSet = join(evalDir, 'dev.jsonl');
const scorer = join(evalDir, 'score.mjs');

describe.skipIf(!existsSync(devSet) || !existsSync(scorer))('assistant evaluation (dev set)', () => {
  it(`passes at least ${MIN_SHARE}% of the dev cases`, () => {
    // Vitest exports Vite's BASE_URL ('/'), which is not the app's base URL the server config validates.
    const batch = spawnSync('sh', ['-c', 'unset BASE_URL; npm run --silent assistant:batch'], {
      cwd: repoRoot,
      input: readFileSync(devSet),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(batch.status, batch.stderr).toBe(0);
    const replies = join(mkdtempSync(join(tmpdir(), 'assistant-eval-')), 'replies.jsonl');
    writeFileSync(replies, batch.stdout);
    const score = spawnSync(process.execPath, [scorer, devSet, replies, '--min', String(MIN_SHARE)], {
      encoding: 'utf8',
    });
    expect(score.status, score.stdout).toBe(0);
    expect(score.stdout).toMatch(/assistant-eval: \d+ passed/);
  }, 120_000);
});
