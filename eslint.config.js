import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// House rules in code. Every boundary of ARCHITECTURE.md ("Lint-enforced boundaries") is a rule here,
// and scripts/lint-rules.test.ts proves each one fails on a deliberate violation.
const root = import.meta.dirname;

// --- Layer and feature boundaries (import-x/no-restricted-paths, on resolved file paths) -----------

const features = readdirSync(join(root, 'src/web/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const DOMAIN_ONLY_THROUGH_INDEX = 'El dominio se importa solo por su índice público (src/domain/index.ts).';

const zones = [
  // Layers.
  {
    target: 'src/domain',
    from: 'src',
    except: ['./domain'],
    message: 'El dominio contable es puro: no importa nada fuera de src/domain (ni shared, ni assistant).',
  },
  {
    target: 'src/shared',
    from: 'src',
    except: ['./domain', './shared'],
    message: 'src/shared importa solo el dominio (y zod).',
  },
  {
    target: 'src/assistant',
    from: 'src',
    except: ['./domain', './shared', './assistant'],
    message: 'El asistente importa solo el dominio y src/shared (nunca el servidor ni la web).',
  },
  {
    target: ['src/assistant', 'src/server', 'src/web'],
    from: 'src/domain',
    except: ['./index.ts'],
    message: DOMAIN_ONLY_THROUGH_INDEX,
  },
  {
    target: 'src/server',
    from: 'src/web',
    message: 'El servidor no importa la web.',
  },
  {
    target: 'src/web',
    from: ['src/server', 'src/assistant'],
    message: 'La web no importa código del servidor, del asistente ni de la base de datos.',
  },
  // Inside the web app: app → features → components → lib.
  {
    target: ['src/web/components', 'src/web/lib'],
    from: ['src/web/features', 'src/web/app'],
    message: 'components/ y lib/ no importan features ni app (muévelo a src/web/lib).',
  },
  {
    target: 'src/web/lib',
    from: 'src/web/components',
    message: 'lib/ no importa componentes.',
  },
  {
    target: 'src/web/features',
    from: 'src/web/app',
    message: 'Una feature no importa app/.',
  },
  // A feature's files are private to it; everyone else goes through features/<name>/index.ts.
  ...features.map((name) => ({
    target: ['src/web/!(features)/**', 'src/web/*.{ts,tsx}', `src/web/features/!(${name})/**`],
    from: `src/web/features/${name}`,
    except: ['./index.ts'],
    message: `Fuera de features/${name}, se importa solo su entrada pública features/${name}/index.ts.`,
  })),
  // Test helpers live in a test folder per layer and never reach production code.
  {
    target: 'src/**/!(test)/!(*.test).{ts,tsx}',
    from: ['src/server/test', 'src/web/test', 'src/assistant/test', 'src/domain/test-support.ts'],
    message: 'El código de producción no importa ayudas de prueba.',
  },
];

// --- Package boundaries (no-restricted-imports, on the import text) ---------------------------------

const anyPackage = (allowed = []) => ({
  regex: `^(?![./]|@/${allowed.map((name) => `|${name.replace('/', '\\/')}(?:\\/|$)`).join('')})`,
  message: 'El dominio contable es puro: no importa paquetes ni node:*.',
});
const domainPaths = {
  group: ['**/server/**', '**/web/**', '**/db/**', '**/shared/**', '**/assistant/**'],
  message: 'El dominio contable es puro: no importa servidor, web, base de datos, shared ni assistant.',
};
const SHARED_ONLY = 'src/shared importa solo el dominio y zod.';
const sharedPatterns = (allowed) => [
  { ...anyPackage(allowed), message: SHARED_ONLY },
  { group: ['**/server/**', '**/web/**', '**/assistant/**'], message: SHARED_ONLY },
];
const serverOnlyPackages = [
  'pg',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
  'hono',
  'hono/*',
  '@hono/*',
  'better-auth',
  'better-auth/*',
  'nodemailer',
  '@node-rs/*',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-nocheck': true, 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  // Type-aware rules on everything the TypeScript project holds.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Files that exist only in memory: the deliberate violations of scripts/lint-rules.test.ts
          // (*.probe.ts) and of src/domain/boundaries.test.ts (__probe__.ts), typed with tsconfig.json.
          allowDefaultProject: [
            'src/*/__probe__.ts',
            ...[1, 2, 3, 4].map((depth) => `src/${'*/'.repeat(depth)}*.probe*.{ts,tsx}`),
          ],
          defaultProject: 'tsconfig.json',
          // The proof test opens a few dozen probes in one run; ordinary lint never opens one.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 64,
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // No import cycles in the application.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // File and folder names: kebab-case (the part before the first dot); hooks in use-*.ts(x).
  {
    files: ['{src,tests,bench,scripts}/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/hooks/*.{ts,tsx}': 'use-+([a-z0-9])*(-+([a-z0-9]))',
          '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,tests,bench,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/use-*.{ts,tsx}', '**/*.test.{ts,tsx}', 'src/web/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ExportNamedDeclaration > :matches(FunctionDeclaration[id.name=/^use[A-Z]/], VariableDeclaration > VariableDeclarator[id.name=/^use[A-Z]/])',
          message: 'Un hook exportado vive en su propio archivo use-*.ts(x).',
        },
      ],
    },
  },
  // The domain: no package, no I/O.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [domainPaths, anyPackage()] }],
      'no-restricted-globals': ['error', 'fetch', 'process', 'window', 'document', 'localStorage'],
    },
  },
  {
    files: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [domainPaths, anyPackage(['vitest', 'fast-check', 'eslint'])] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns(['zod']) }] },
  },
  {
    files: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: sharedPatterns(['zod', 'vitest', 'fast-check']) }],
    },
  },
  {
    files: ['src/assistant/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/server/**',
                '**/web/**',
                '**/db/**',
                ...serverOnlyPackages,
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
              ],
              message:
                'El asistente importa solo el dominio y src/shared: ni servidor, ni web, ni base de datos.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/server/**',
                '**/assistant/**',
                '**/db/**',
                'pg',
                'drizzle-orm',
                'drizzle-orm/*',
                '@electric-sql/*',
                'better-auth/adapters/*',
                'openai',
                'nodemailer',
                'node:*',
              ],
              message: 'La web no importa código del servidor, del asistente ni de la base de datos.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests may hand a child process the environment it inherits; app code never reads it.
    ignores: ['src/server/env.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Solo src/server/env.ts lee process.env.' },
      ],
    },
  },
);
