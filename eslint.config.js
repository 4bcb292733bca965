import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's features (apps/web/src/features/<f>): each is a zone no other feature imports from. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The back office's features (apps/backoffice/src/features/<f>), zoned like the web app's. */
const backofficeFeatures = readdirSync(new URL('./apps/backoffice/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

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
    // shared by both browser apps: it knows neither of them, nor the server
    files: ['packages/web-kit/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['drizzle-orm*', 'fastify*', '@app/*', '@/*'] }],
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
            // every feature folder that exists: a new feature is covered without touching this file
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'A feature never imports another feature: they meet in app/routes; a shared piece goes to lib/ or components/.',
            })),
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './apps/web/tsconfig.json' })],
      // without these import-x reads only .js files: no-cycle saw no TypeScript module and found nothing
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    // accessibility of the markup (the axe e2e spec checks the rendered screens; this catches it as it is written)
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // a region that scrolls (a wide table) must take focus so the keyboard can scroll it (axe scrollable-region-focusable)
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // kebab-case file and folder names (the middle extension of name.test.ts or name.module.css is ignored)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { 'apps/web/src/**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'apps/web/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // functions stay readable: a long component is split into sub-components and hooks
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // query keys come only from a fetcher's …QueryOptions().queryKey (api/ folders and lib/shared-api)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/api/**', 'apps/web/src/lib/shared-api/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression.value",
          message: 'Take the key from the fetcher: getXQueryOptions(...).queryKey (keys are written only in api/ and lib/shared-api).',
        },
      ],
    },
  },
  {
    // the transport, and the API entry's probe of another origin (no envelope call: a CORS check)
    files: ['apps/web/src/lib/api-client.ts', 'apps/web/src/lib/api-entry.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // the back office (apps/backoffice): the web app's rules, with its own folders
    files: ['apps/backoffice/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use apiCall from @/lib/api-client.' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/backoffice/src/features', from: './apps/backoffice/src/app' },
            { target: './apps/backoffice/src/lib', from: ['./apps/backoffice/src/features', './apps/backoffice/src/app', './apps/backoffice/src/components'] },
            { target: './apps/backoffice/src/components', from: ['./apps/backoffice/src/features', './apps/backoffice/src/app'] },
            ...backofficeFeatures.map((f) => ({
              target: `./apps/backoffice/src/features/${f}`,
              from: './apps/backoffice/src/features',
              except: [`./${f}`],
              message: 'A feature never imports another feature: they meet in app/routes; a shared piece goes to lib/ or components/.',
            })),
          ],
        },
      ],
      'import-x/no-cycle': 'error',
      'check-file/filename-naming-convention': ['error', { 'apps/backoffice/src/**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'apps/backoffice/src/**/': 'KEBAB_CASE' }],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './apps/backoffice/tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    files: ['apps/backoffice/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: ['apps/backoffice/src/**/*.{ts,tsx}'],
    ignores: ['apps/backoffice/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // query keys come only from a fetcher's …QueryOptions().queryKey (api/ folders and lib/shared-api)
    files: ['apps/backoffice/src/**/*.{ts,tsx}'],
    ignores: ['apps/backoffice/src/**/api/**', 'apps/backoffice/src/lib/shared-api/**', 'apps/backoffice/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression.value",
          message: 'Take the key from the fetcher: getXQueryOptions(...).queryKey (keys are written only in api/ and lib/shared-api).',
        },
      ],
    },
  },
  {
    // the back office's transport
    files: ['apps/backoffice/src/lib/api-client.ts'],
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
            {
              // the module order: money and accounts at the bottom, the rewards built on them above
              target: ['./apps/server/src/modules/wallet', './apps/server/src/modules/accounts'],
              from: ['./apps/server/src/modules/promotions', './apps/server/src/modules/loyalty', './apps/server/src/modules/agents'],
              message:
                'wallet and accounts are below promotions, loyalty and agents: publish a domain event (lib/domain-events.ts) that they subscribe to in modules/subscriptions.ts, or join the parts in the route.',
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
    // thin routes: handlers parse, call a module and map; tables and transactions belong to modules (every area,
    // a new one included)
    files: ['apps/server/src/routes/**/*.ts'],
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
