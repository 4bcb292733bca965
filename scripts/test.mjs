// The README's test command: lint and typecheck, unit tests (contract and web), server integration tests
// on the real database, then end-to-end tests in Chromium. Every step runs; the run fails if any step failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { printSummary } from './test-summary.mjs';

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const steps = [
  ['lint', 'npx eslint . --max-warnings 0'],
  // every language pack of the player site complete against English (issue 33)
  ['texts', 'node scripts/texts-check.mjs'],
  ['typecheck', 'npm run typecheck --silent'],
  // two test files at a time, set for every vitest run in vitest.config.ts (its default on a 2-core runner is one)
  ['unit', 'npx vitest run --project contract --project web-kit --project web --project backoffice --reporter=default --reporter=json --outputFile.json=test-results/unit.json'],
  ['server', 'npx vitest run --project server --reporter=default --reporter=json --outputFile.json=test-results/server.json'],
  ['e2e', 'node scripts/e2e.mjs'],
];
const failedSteps = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  console.log(`=== ${name} ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failedSteps.push(name);
}
const { failed } = printSummary(failedSteps);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
