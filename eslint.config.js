import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/layer-boundaries.js';

const processEnvRule = [
  'error',
  {
    object: 'process',
    property: 'env',
    message: 'Read settings through server/env.ts, the only reader of process.env.',
  },
];

const SERVER_PACKAGES = [
  'fastify',
  '@fastify/*',
  'kysely',
  'pg',
  'libsql',
  '@aws-sdk/*',
  'stripe',
  'nodemailer',
  'jose',
  '@node-rs/*',
  'ws',
];
const WEB_PACKAGES = [
  'react',
  'react-*',
  'react/*',
  'zustand',
  '@tanstack/*',
  'idb',
  '@supabase/*',
  'lucide-react',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.tmp',
      'models',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { local: boundaries },
    rules: {
      'local/layer-boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser logs through web/lib/logger.ts, which stays quiet below warnings in production.
      'no-console': 'error',
    },
  },
  { files: ['web/lib/logger.ts', 'web/**/*.test.{ts,tsx}'], rules: { 'no-console': 'off' } },
  {
    files: ['common/**', 'core/**', 'web/**', 'server/**'],
    ignores: ['server/env.ts'],
    rules: { 'no-restricted-properties': processEnvRule },
  },
  {
    // The layer rule above resolves relative paths; packages need their own fence. The pure
    // domain does no HTTP, database, storage, mail or UI, and common/ also runs in the browser.
    files: ['core/**/*.ts', 'common/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...SERVER_PACKAGES, ...WEB_PACKAGES],
              message: 'core/ and common/ stay free of HTTP, databases, storage, mail and UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', ...SERVER_PACKAGES, ...WEB_PACKAGES],
              message: 'common/ runs in the browser too: no Node built-ins, servers or UI.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes call use cases, never the database (decision 017). A type import of Kysely stays
    // allowed, so a route can name the handle it passes on; tests set up rows directly.
    files: ['server/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely'],
              allowTypeImports: true,
              message: 'Routes call a use case of the domain folder; queries live there.',
            },
            {
              group: ['**/*-queries', '**/*-queries.ts'],
              message: 'Routes call a use case of the domain folder, never its *-queries.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
