// Builds the product and runs the Playwright suite against the real server in Debian's Chromium.
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
mkdirSync('.test-data', { recursive: true });
// each run starts its server on a fresh embedded database (one folder per port, so parallel runs keep apart)
rmSync(`.test-data/e2e-${process.env.E2E_PORT ?? 4180}`, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
const extra = process.argv.slice(2).join(' ');
execSync(`npx playwright test -c e2e/playwright.config.ts ${extra}`, {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
