// `npm run bench`: measures the budgets the issues name, on the production build, and prints them beside their targets.
// Not a test: numbers vary by machine; read them, compare them with the targets, keep them from falling.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium } from './ensure-chromium.mjs';
import { createReport, startBuiltServer, stopServer } from './bench-support.mjs';
import { benchWallet } from './bench-wallet.mjs';
import { benchLottery } from './bench-lottery.mjs';
import { benchGames } from './bench-games.mjs';
import { benchPromotions } from './bench-promotions.mjs';
import { benchLoyalty } from './bench-loyalty.mjs';
import { benchAgents } from './bench-agents.mjs';
import { benchAgentSettlement } from './bench-agent-settlement.mjs';
import { benchPush } from './bench-push.mjs';

const report = createReport();

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

const startServer = (dataDir, port) => startBuiltServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' });

console.log('bench: starting the server on an empty data folder');
const port = 4195; // not 4190: fetch refuses that port (Fetch spec 'bad ports')
const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
try {
  const first = await startServer(dataDir, port);
  report('server first start (creates the embedded database)', first.ms, 'ms', '< 15000', first.ms < 15000);
  await stopServer(first.child);
  const again = await startServer(dataDir, port);
  report('server start on an existing data folder', again.ms, 'ms', '< 1500', again.ms < 1500);

  // What the home route loads before it is interactive: every script and stylesheet up to network idle.
  ensureChromium();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const assets = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push({ type, url: res.url(), body: res.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  let js = 0;
  let css = 0;
  for (const a of assets) {
    const size = gzipSync(await a.body).length;
    if (a.type === 'script') js += size;
    else css += size;
  }
  await browser.close();
  await stopServer(again.child);
  report('home route JavaScript (gzip)', (js / 1024).toFixed(1), 'kB', '<= 150', js / 1024 <= 150);
  report('home route CSS (gzip)', (css / 1024).toFixed(1), 'kB', 'print only', true);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// wallet calls beside a bare route, on the embedded database and on PostgreSQL when DATABASE_URL is set
await benchWallet({ report });

// game list queries on the 10,000-game catalogue, timed inside the server process
await benchGames({ report });

// promotions: a bet with an active bonus (stake from the bonus, wagering counted in the bet) beside one without
await benchPromotions({ report });

// loyalty: a bet that moves missions, points and VIP progress (database triggers) beside one that moves none
await benchLoyalty({ report });

// agent centre: the team overview of an agent with 10,000 downline members and 1,000,000 bets in the period
await benchAgents({ report });
// agent contracts: settlement of one daily period for 10,000 contracts (embedded, and PostgreSQL when DATABASE_URL is set)
await benchAgentSettlement({ report });

// lottery: settlement of one draw with 100,000 bets, on the embedded database (and PostgreSQL when DATABASE_URL is set)
await benchLottery({ report });

// push channel: 2,000 WebSockets on one server process, one balance event fanned out to all (p99, memory per socket)
await benchPush({ report });

const over = report.results.filter((r) => !r.ok);
console.log(over.length ? `\n${over.length} budget(s) over target` : '\nall budgets within target');
