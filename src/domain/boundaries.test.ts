import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The sources of the domain as text, read by the bundler rather than the file system (the domain's
// own lint rule forbids node:* here too).
const sources = import.meta.glob<string>('./*.ts', { query: '?raw', import: 'default', eager: true });

describe('the domain is pure', () => {
  it('imports nothing outside src/domain (except its test tools in tests)', () => {
    const offenders: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      const isTest = file.endsWith('.test.ts');
      for (const m of text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
        const spec = m[1] ?? '';
        const allowed =
          spec.startsWith('./') || (isTest && ['vitest', 'fast-check', 'eslint'].includes(spec));
        if (!allowed) offenders.push(`${file}: ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
    expect(Object.keys(sources).length).toBeGreaterThan(10);
  });

  it('the lint rule rejects server, web, database and Node imports in the domain', async () => {
    const eslint = new ESLint();
    const probe = [
      "import { app } from '../server/app';",
      "import { Page } from '../web/page';",
      "import { db } from '../server/db/client';",
      "import { drizzle } from 'drizzle-orm';",
      "import { readFileSync } from 'node:fs';",
      "import { Hono } from 'hono';",
      'export const x = [app, Page, db, drizzle, readFileSync, Hono];',
      'export const y = () => fetch("/x");',
    ].join('\n');
    const [result] = await eslint.lintText(probe, { filePath: 'src/domain/__probe__.ts' });
    const messages = result?.messages ?? [];
    expect(messages.filter((m) => m.ruleId === 'no-restricted-imports')).toHaveLength(6);
    expect(messages.filter((m) => m.ruleId === 'no-restricted-globals')).toHaveLength(1);
  });

  it('the domain itself passes that lint', async () => {
    // The module's own files; the tests are linted with the rest of the project.
    const eslint = new ESLint({ ignorePatterns: ['src/domain/**/*.test.ts'] });
    const results = await eslint.lintFiles(['src/domain/**/*.ts']);
    const problems = results.flatMap((r) =>
      r.messages.map((m) => `${r.filePath}:${m.line} ${m.ruleId ?? ''} ${m.message}`),
    );
    expect(problems).toEqual([]);
  });
});
