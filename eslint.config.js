import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Server route areas whose handlers are thin (no tables, no transactions); every area once all have moved. */
const SERVER_THIN_ROUTE_AREAS = ['wallet', 'inbox'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'data/**', '.test-data/**', 'test-results/**', 'playwright-report/**', '**/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // the contract is shared by both sides: zod only
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['drizzle-orm*', 'fastify*', 'react*', '@app/*', 'node:*'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use apiCall from @/lib/api-client.' }],
      // imports flow one way: lib, components <- features <- app; features never import each other
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/components'] },
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            ...['auth', 'wallet', 'member-center', 'lobby', 'lottery', 'promotions', 'missions', 'points-mall', 'agent-center', 'chat', 'notices', 'brand', 'shell'].map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
            })),
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './apps/web/tsconfig.json' })],
    },
  },
  {
    files: ['apps/web/src/lib/api-client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // the server's layers: routes (handler maps) -> modules (the domain; the only code that queries tables) -> lib, db
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server/src/modules', from: './apps/server/src/routes', message: 'A module never imports routes: routes call modules.' },
            {
              target: './apps/server/src/lib',
              from: ['./apps/server/src/modules', './apps/server/src/routes', './apps/server/src/seed'],
              message: 'lib is infrastructure only: it never imports the domain (modules) or routes.',
            },
            {
              target: './apps/server/src/db',
              from: ['./apps/server/src/modules', './apps/server/src/routes', './apps/server/src/seed'],
              message: 'db (schema, client) never imports modules, routes or seed.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './apps/server/tsconfig.json' })],
      // without these, no-cycle does not follow .ts dependencies and never sees a cycle
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
  },
  {
    // thin routes: handlers parse, call a module and map; tables and transactions belong to modules
    // (areas listed here comply; the others join as they move: see SERVER_THIN_ROUTE_AREAS)
    files: SERVER_THIN_ROUTE_AREAS.map((area) => `apps/server/src/routes/${area}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes do not query tables: call a function of modules/<area>.' },
            { group: ['**/db/schema', '**/db/schema/*'], message: 'Routes do not query tables: call a function of modules/<area>.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='transaction']", message: 'Handlers never open a transaction: a module function does.' },
      ],
    },
  },
);
