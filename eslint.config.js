import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      // without these import-x reads only .js files: no-cycle saw no TypeScript module and found nothing
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
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
    files: ['apps/web/src/lib/api-client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
);
