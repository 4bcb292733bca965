// Builds the product and runs the Playwright suite against the real server in Debian's Chromium.
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
mkdirSync('.test-data', { recursive: true });
// each run starts its servers on fresh embedded databases (one folder per port, so parallel runs keep apart): the
// suite's, and the one with server-rendered first screens on the next port (e2e/playwright.config.ts)
const port = Number(process.env.E2E_PORT ?? 4180);
for (const serverPort of [port, port + 1]) rmSync(`.test-data/e2e-${serverPort}`, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
const extra = process.argv.slice(2).join(' ');
execSync(`npx playwright test -c e2e/playwright.config.ts ${extra}`, {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
