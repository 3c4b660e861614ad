#!/usr/bin/env node
// `npm test`: lint, typecheck, the outside tools the tests need, unit and integration tests (PGlite,
// plus PostgreSQL when TEST_DATABASE_URL is set), the build and the browser tests; then one closing
// line with the counts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  if (!ok) failures.push(label);
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync('test-results', { recursive: true });
if (process.env.TEST_DATABASE_URL)
  console.log(
    `Pruebas de base de datos: PGlite y PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')})`,
  );
else console.log('Pruebas de base de datos: solo PGlite (define TEST_DATABASE_URL para incluir PostgreSQL)');

if (run('lint', 'npm', ['run', '--silent', 'lint'])) results.passed++;
else results.failed++;
if (run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])) results.passed++;
else results.failed++;

// Some tests read the app's exports back with hledger, Beancount and poppler-utils: as root on
// Debian the missing packages are installed here; otherwise the step says what to install (and
// those tests fail saying it too).
run('tools (hledger, beancount, poppler-utils)', 'node', ['scripts/ensure-tools.mjs']);

rmSync('test-results/vitest.json', { force: true });
run('unit and integration tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
]);
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests + (vitest.numFailedTestSuites ?? 0);
  results.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
} else {
  results.failed++;
}

// Built with made-up secrets in its environment: tests/e2e/built-app.spec.ts proves none reaches the web app.
const { _about, ...canaries } = readJson('tests/e2e/build-canaries.json') ?? {};
const built = run('build', 'npm', ['run', '--silent', 'build'], canaries);
const chromium = built && run('chromium', 'node', ['scripts/ensure-chromium.mjs']);
if (chromium) {
  rmSync('test-results/e2e.json', { force: true });
  run('browser tests (playwright, chromium)', 'npx', ['playwright', 'test']);
  const e2e = readJson('test-results/e2e.json');
  if (e2e && e2e.stats) {
    results.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    results.failed += e2e.stats.unexpected;
    results.skipped += e2e.stats.skipped ?? 0;
  } else {
    results.failed++;
  }
} else {
  results.failed++;
}

console.log('');
if (failures.length) console.log(`Fallaron: ${failures.join(', ')}`);
const skipped = results.skipped ? `, ${results.skipped} skipped` : '';
console.log(`tests: ${results.passed} passed, ${results.failed} failed${skipped}`);
process.exit(failures.length || results.failed ? 1 : 0);
