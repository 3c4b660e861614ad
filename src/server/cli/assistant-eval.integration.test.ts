import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';

const empty = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
const capital = 'Aporté 10.000 dólares de capital inicial en el banco';
const capitalLines = (amount: number) => [
  {
    section: 'assets',
    category: 'Efectivo y equivalentes de efectivo',
    type: 'corriente',
    amount,
  },
  { section: 'equity', category: ['Capital social', 'Aportes de socios'], amount },
];
const base = { currency: 'USD', state: empty, history: [] };
const cases = [
  { ...base, id: 'bien', message: capital, expect: { action: 'register', lines: capitalLines(10000) } },
  {
    ...base,
    id: 'otro-importe',
    message: capital,
    expect: { action: 'register', lines: capitalLines(12000) },
  },
  { ...base, id: 'no-se-registra', message: capital, expect: { action: 'inform' } },
  {
    ...base,
    id: 'pregunta',
    message: 'compré algo',
    expect: { action: 'register', lines: capitalLines(100) },
  },
  { ...base, id: 'saludo', message: 'hola', expect: { action: 'clarify' } },
];

function evaluate(args: string[]) {
  const root = projectRoot();
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'src/server/cli/assistant-eval.ts'), ...args],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      encoding: 'utf8',
    },
  );
}

describe('npm run assistant:eval', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'assistant-eval-cli-'));
  const set = path.join(dir, 'set.jsonl');
  writeFileSync(set, cases.map((c) => JSON.stringify(c)).join('\n'));

  it('cuenta registros erróneos, preguntas innecesarias y demás fallos, y exige --min', () => {
    const replies = path.join(dir, 'replies.jsonl');
    const r = evaluate([set, '--min', '20', '--replies', replies]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('FAIL otro-importe [wrong booking]: lines differ');
    expect(r.stdout).toContain('FAIL no-se-registra [wrong booking]: action register instead of inform');
    expect(r.stdout).toContain('FAIL pregunta [needless question]: action clarify instead of register');
    expect(r.stdout).toContain('FAIL saludo [other]: action inform instead of clarify');
    expect(r.stdout).toContain('register: 1/3 (wrong bookings 1, needless questions 1)');
    expect(
      r.stdout.endsWith(
        'share passed: 20.0%\nwrong bookings: 2\nneedless questions: 1\nother failures: 1\nassistant-eval: 1 passed, 4 failed\n',
      ),
    ).toBe(true);
    expect(
      readFileSync(replies, 'utf8')
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { id: string }).id),
    ).toEqual(cases.map((c) => c.id));

    expect(evaluate([set, '--min', '21']).status).toBe(1);
  });

  it('sin conjunto, explica el uso', () => {
    const r = evaluate([]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('usage: npm run --silent assistant:eval -- SET.jsonl');
  });
});
