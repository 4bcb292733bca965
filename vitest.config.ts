import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          // each file gets its own database copy; PGlite is memory-hungry, so two at a time
          pool: 'forks',
          poolOptions: { forks: { maxForks: 2, minForks: 1 } },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
