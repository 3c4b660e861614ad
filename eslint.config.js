import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (see ARCHITECTURE.md): the domain is pure; the web never reaches the server,
// the database or the assistant; only src/server/env.ts reads process.env.
const serverOrDb = [
  '**/server/**',
  '**/web/**',
  '**/db/**',
  'pg',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
  'hono',
  'hono/*',
  '@hono/*',
  'better-auth',
  'better-auth/*',
  'react',
  'react-dom',
  'react-dom/*',
  'node:*',
  'openai',
  'nodemailer',
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
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-nocheck': true, 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: serverOrDb,
              message: 'El dominio contable es puro: no importa servidor, web, base de datos ni E/S.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'process', 'window', 'document', 'localStorage'],
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
