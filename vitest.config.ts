import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // two test files at a time, on a 2-core runner too (vitest's default is every core but one: a single worker there).
    // Pool sizes are the run's, not a project's: a project's poolOptions.forks.maxForks is not read
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      // a browser hook's test asks for jsdom in its first line
      { test: { name: 'web-kit', include: ['packages/web-kit/src/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          passWithNoTests: true,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/backoffice/src', import.meta.url)) } },
        test: {
          name: 'backoffice',
          include: ['apps/backoffice/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/backoffice/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // each file gets its own database copy (PGlite is memory-hungry: two at a time, the run's maxWorkers)
          pool: 'forks',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
