import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Proof that every house rule of eslint.config.js bites: each deliberate violation below, linted as
 * if it were a file of the project, must raise its rule; each clean snippet, one per zone, must lint
 * without a single message. Nothing is written to disk: the snippets are linted in memory under
 * `*.probe.ts(x)` names, which the config types with tsconfig.json (allowDefaultProject). The cycle
 * probe reuses two real files (src/domain/index.ts re-exports ./money).
 */

const root = fileURLToPath(new URL('..', import.meta.url));

interface Probe {
  readonly name: string;
  readonly filePath: string;
  readonly code: string;
}

interface Violation extends Probe {
  readonly rules: readonly string[];
}

const RESTRICTED_PATHS = 'import-x/no-restricted-paths';
const RESTRICTED_IMPORTS = 'no-restricted-imports';

const violations: Violation[] = [
  {
    name: 'domain imports the server',
    filePath: 'src/domain/lint.probe.ts',
    code: "import { loadEnv } from '../server/env';\nexport const x = loadEnv;\n",
    rules: [RESTRICTED_PATHS, RESTRICTED_IMPORTS],
  },
  {
    name: 'domain imports src/shared',
    filePath: 'src/domain/lint.probe.ts',
    code: "import { sessionSchema } from '../shared/auth';\nexport const x = sessionSchema;\n",
    rules: [RESTRICTED_PATHS, RESTRICTED_IMPORTS],
  },
  {
    name: 'domain imports src/assistant',
    filePath: 'src/domain/lint.probe.ts',
    code: "import type { AssistantProvider } from '../assistant/types';\nexport type X = AssistantProvider;\n",
    rules: [RESTRICTED_PATHS, RESTRICTED_IMPORTS],
  },
  {
    name: 'domain imports a package',
    filePath: 'src/domain/lint.probe.ts',
    code: "import { z } from 'zod';\nexport const x = z.number();\n",
    rules: [RESTRICTED_IMPORTS],
  },
  {
    name: 'shared imports the server',
    filePath: 'src/shared/lint.probe.ts',
    code: "import { loadEnv } from '../server/env';\nexport const x = loadEnv;\n",
    rules: [RESTRICTED_PATHS, RESTRICTED_IMPORTS],
  },
  {
    name: 'shared imports a package other than zod',
    filePath: 'src/shared/lint.probe.ts',
    code: "import { Hono } from 'hono';\nexport const x = Hono;\n",
    rules: [RESTRICTED_IMPORTS],
  },
  {
    name: 'assistant imports the server',
    filePath: 'src/assistant/lint.probe.ts',
    code: "import { loadEnv } from '../server/env';\nexport const x = loadEnv;\n",
    rules: [RESTRICTED_PATHS, RESTRICTED_IMPORTS],
  },
  {
    name: 'assistant deep-imports the domain',
    filePath: 'src/assistant/local/lint.probe.ts',
    code: "import { add } from '../../domain/money';\nexport const x = add;\n",
    rules: [RESTRICTED_PATHS],
  },
  {
    name: 'server imports the web app',
    filePath: 'src/server/lint.probe.ts',
    code: "import { cn } from '../web/lib/cn';\nexport const x = cn;\n",
    rules: [RESTRICTED_PATHS],
  },
  {
    name: 'web imports the server',
    filePath: 'src/web/lib/lint.probe.ts',
    code: "import { loadEnv } from '@/server/env';\nexport const x = loadEnv;\n",
    rules: [RESTRICTED_PATHS, RESTRICTED_IMPORTS],
  },
  {
    name: 'web imports the assistant',
    filePath: 'src/web/features/wizard/lint.probe.ts',
    code: "import { AssistantUnavailableError } from '@/assistant/errors';\nexport const x = AssistantUnavailableError;\n",
    rules: [RESTRICTED_PATHS, RESTRICTED_IMPORTS],
  },
  {
    name: 'web imports a database package',
    filePath: 'src/web/lib/lint.probe.ts',
    code: "import { sql } from 'drizzle-orm';\nexport const x = sql;\n",
    rules: [RESTRICTED_IMPORTS],
  },
  {
    name: 'components/ imports a feature, even through its index',
    filePath: 'src/web/components/layout/lint.probe.tsx',
    code: "import { AuthPage } from '@/web/features/auth';\nexport const x = AuthPage;\n",
    rules: [RESTRICTED_PATHS],
  },
  {
    name: "a feature imports another feature's internals",
    filePath: 'src/web/features/wizard/lint.probe.ts',
    code: "import { createReport } from '@/web/features/reports/api/create-report';\nexport const x = createReport;\n",
    rules: [RESTRICTED_PATHS],
  },
  {
    name: "app/ imports a feature's internals",
    filePath: 'src/web/app/lint.probe.tsx',
    code: "import { WizardPage } from '@/web/features/wizard/wizard-page';\nexport const x = WizardPage;\n",
    rules: [RESTRICTED_PATHS],
  },
  {
    name: 'production code imports a test helper',
    filePath: 'src/server/routes/lint.probe.ts',
    code: "import { createTestDatabase } from '../test/database';\nexport const x = createTestDatabase;\n",
    rules: [RESTRICTED_PATHS],
  },
  {
    name: 'an import cycle (money → index → money)',
    filePath: 'src/domain/money.ts',
    code: "import { cents } from './index';\nexport const one = cents(1);\n",
    rules: ['import-x/no-cycle'],
  },
  {
    name: 'a floating promise',
    filePath: 'src/server/lint.probe.ts',
    code: 'async function work(): Promise<void> {}\nwork();\n',
    rules: ['@typescript-eslint/no-floating-promises'],
  },
  {
    name: 'a misused promise (async callback where void is expected)',
    filePath: 'src/web/lib/lint.probe.ts',
    code: "['a'].forEach(async (x) => {\n  await Promise.resolve(x);\n});\n",
    rules: ['@typescript-eslint/no-misused-promises'],
  },
  {
    name: 'a type imported without `type`',
    filePath: 'src/server/lint.probe.ts',
    code: "import { Cents } from '../domain';\nexport const same = (c: Cents): Cents => c;\n",
    rules: ['@typescript-eslint/consistent-type-imports'],
  },
  {
    name: 'a file name that is not kebab-case',
    filePath: 'src/web/lib/BadName.probe.ts',
    code: 'export const x = 1;\n',
    rules: ['check-file/filename-naming-convention'],
  },
  {
    name: 'a folder name that is not kebab-case',
    filePath: 'src/web/components/BadFolder/chart.probe.tsx',
    code: 'export const x = 1;\n',
    rules: ['check-file/folder-naming-convention'],
  },
  {
    name: 'a file in hooks/ not named use-*',
    filePath: 'src/web/features/wizard/hooks/save-report.probe.ts',
    code: 'export const x = 1;\n',
    rules: ['check-file/filename-naming-convention'],
  },
  {
    name: 'a hook exported from a file not named use-*',
    filePath: 'src/web/lib/report-state.probe.ts',
    code: "import { useState } from 'react';\nexport function useCounter() {\n  return useState(0);\n}\n",
    rules: ['no-restricted-syntax'],
  },
];

const clean: Probe[] = [
  {
    name: 'domain',
    filePath: 'src/domain/lint.probe.ts',
    code: "import { add, type Cents } from './money';\nexport const twice = (c: Cents): Cents => add(c, c);\n",
  },
  {
    name: 'shared',
    filePath: 'src/shared/lint.probe.ts',
    code: "import { z } from 'zod';\nimport type { Cents } from '../domain';\nexport const amount = z.number();\nexport type Amount = Cents;\n",
  },
  {
    name: 'assistant',
    filePath: 'src/assistant/local/lint.probe.ts',
    code: [
      "import { add, type Cents } from '../../domain';",
      "import type { AssistantReply } from '../../shared/assistant';",
      'export const twice = (c: Cents, r: AssistantReply) => [add(c, c), r] as const;',
      '',
    ].join('\n'),
  },
  {
    name: 'server',
    filePath: 'src/server/routes/lint.probe.ts',
    code: [
      "import { Hono } from 'hono';",
      "import { add, type Cents } from '../../domain';",
      "import type { AssistantProvider } from '../../assistant/types';",
      "import type { Session } from '../../shared/auth';",
      'async function work(): Promise<void> {}',
      'void work();',
      'export const app = new Hono();',
      'export const twice = (c: Cents) => add(c, c);',
      'export type Uses = [AssistantProvider, Session];',
      '',
    ].join('\n'),
  },
  {
    name: 'web component',
    filePath: 'src/web/components/layout/lint.probe.tsx',
    code: [
      "import { cn } from '@/web/lib/cn';",
      "import { useSession } from '@/web/lib/use-session';",
      "import { Button } from '@/web/components/ui/button';",
      'export function Probe() {',
      '  const { data } = useSession();',
      "  return <Button className={cn('a')}>{data?.user.email}</Button>;",
      '}',
      '',
    ].join('\n'),
  },
  {
    name: 'web feature (another feature through its index)',
    filePath: 'src/web/features/wizard/lint.probe.ts',
    code: [
      "import { formatMoney } from '@/domain';",
      "import { reportQuery } from '@/web/features/reports';",
      "import { FinancialStatements } from '@/web/features/statements';",
      "import { toast } from '@/web/components/ui/toast-store';",
      'export const uses = [formatMoney, reportQuery, FinancialStatements, toast];',
      '',
    ].join('\n'),
  },
  {
    name: 'web app (features through their index)',
    filePath: 'src/web/app/lint.probe.tsx',
    code: "import { AuthPage } from '@/web/features/auth';\nexport const page = <AuthPage />;\n",
  },
  {
    name: 'a hook in a use-* file',
    filePath: 'src/web/features/wizard/hooks/use-counter.probe.ts',
    code: "import { useState } from 'react';\nexport function useCounter() {\n  return useState(0);\n}\n",
  },
  {
    name: 'a test importing its helpers',
    filePath: 'src/server/routes/lint.probe.test.ts',
    code: [
      "import { expect, it } from 'vitest';",
      "import { dialects } from '../test/database';",
      "it('has a dialect', () => expect(dialects().length).toBeGreaterThan(0));",
      '',
    ].join('\n'),
  },
];

const describeMessages = (messages: Linter.LintMessage[]) =>
  messages.map((m) => `${m.line}:${m.column} ${m.ruleId ?? 'fatal'}: ${m.message}`);

describe('the lint rules bite', () => {
  const results = new Map<string, Linter.LintMessage[]>();

  beforeAll(async () => {
    const eslint = new ESLint({ cwd: root });
    for (const probe of [...violations, ...clean]) {
      const [result] = await eslint.lintText(probe.code, { filePath: probe.filePath });
      results.set(probe.name, result?.messages ?? []);
    }
  }, 120_000);

  it.each(violations)('$name', ({ name, rules }) => {
    const messages = results.get(name) ?? [];
    const fired = new Set(messages.map((m) => m.ruleId));
    for (const rule of rules) expect(fired, describeMessages(messages).join('\n')).toContain(rule);
  });

  it.each(clean)('a clean $name file has no message', ({ name }) => {
    expect(describeMessages(results.get(name) ?? [])).toEqual([]);
  });
});
