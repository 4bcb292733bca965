// `npm run audit:web`: the web client's quality bench on the production build. Prints, never fails:
//  - Lighthouse mobile (simulated throttling, its default) on the issue's routes: performance, FCP, LCP, TBT, CLS and
//    the first opportunity Lighthouse names;
//  - the JavaScript the home route loads before it is interactive (gzip kB);
//  - layout shift (CLS, as web-vitals counts it: the largest session window) on every route of the spec's table, at
//    desktop 1366x900 and phone 390x844, measured in Chromium through a layout-shift PerformanceObserver.
// Uses the existing build (builds once when there is none; --build rebuilds first). Flags: --only=lighthouse|cls|js, --runs=N (Lighthouse runs per
// route; the median is printed: the machine is shared, TBT is noisy), --routes=/,/rng, --axe (the accessibility
// part: runs scripts/audit-web-axe.mjs when it exists, with the same server), --save=DIR (keeps each Lighthouse
// report), --only=tasks (what each long task of a route's load is made of: scripts/audit-web-tasks.mjs), --cpu=N or
// --cpu=calibrated (Lighthouse's CPU slowdown: 4 by default; calibrated reads this machine's benchmark index),
// --host=ops.localhost (Lighthouse's routes on another host of the server: the back office's first page),
// --compare=DIR,DIR (Lighthouse on two or more copies of apps/web/dist in one run, their runs interleaved: whether a
// change moved the page, with the machine's swings shared by both; scripts/audit-web-compare.mjs).
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { ensureChromium } from './ensure-chromium.mjs';
import { median, printTable, stopServer } from './bench-support.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// everything after the first '=' (a --compare build may name settings: DIR@NAME=VALUE)
const flag = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? (process.argv.includes(`--${name}`) ? '' : undefined);

const lighthouseRoutes = flag('routes')?.split(',') ?? ['/', '/rng', '/elott', '/register'];
/** The spec's route table (section 2), as a visitor reaches it. */
export const specRoutes = [
  '/', '/register', '/pointMall', '/lottery', '/vnlottery', '/elott', '/rng', '/pvp', '/live', '/fish', '/sports', '/esports',
  '/inhouse', '/promotions', '/promoDetail', '/seamless', '/helpmc', '/down', '/game',
];
const viewports = [
  { name: 'desktop 1366x900', width: 1366, height: 900 },
  { name: 'phone 390x844', width: 390, height: 844, isMobile: true, hasTouch: true },
];
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const only = flag('only');
const runs = Number(flag('runs') ?? 1);
const saveDir = flag('save');
if (saveDir) mkdirSync(saveDir, { recursive: true });
const port = Number(process.env.AUDIT_PORT ?? 4196);
const origin = `http://127.0.0.1:${port}`;
// --host=ops.localhost: Lighthouse asks that host of the same server (the back office on an operator host)
const lighthouseOrigin = flag('host') ? `http://${flag('host')}:${port}` : origin;

const built = existsSync(join(root, 'apps/web/dist/index.html')) && existsSync(join(root, 'apps/server/dist/server.js'));
if (!built || flag('build') !== undefined) execSync('npm run build', { cwd: root, stdio: 'inherit' });
ensureChromium();

if (flag('compare')) {
  const dists = flag('compare').split(',');
  await (await import('./audit-web-compare.mjs')).default({ dists, routes: lighthouseRoutes, runs: Math.max(runs, 2), chromeFlags, firstPort: port });
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'audit-web-'));
console.log(`audit:web: starting the production server on ${origin} (fresh data folder)`);
const server = spawn('node', ['apps/server/dist/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const cleanUp = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', cleanUp);
// a new embedded database takes seconds, and much longer on a machine busy with other work
for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 100))) {
  if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
  if (Date.now() - started > 300_000) throw new Error('the server did not answer within 300 s');
  if (await fetch(`${origin}/wps/system/status`).then((r) => r.ok, () => false)) break;
}

/** The opportunity Lighthouse would name first: the failing one with the largest estimated saving. */
function firstOpportunity(lhr) {
  const failing = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 0.9)
    .sort((a, b) => (b.details.overallSavingsMs ?? 0) - (a.details.overallSavingsMs ?? 0) || (b.details.overallSavingsBytes ?? 0) - (a.details.overallSavingsBytes ?? 0));
  const top = failing[0];
  if (!top) return '-';
  const bytes = top.details.overallSavingsBytes ? ` ${Math.round(top.details.overallSavingsBytes / 1024)} KiB` : '';
  return `${top.title} (${Math.round(top.details.overallSavingsMs ?? 0)} ms${bytes})`;
}

/**
 * The CPU slowdown that makes this machine a mid-tier phone, from Lighthouse's benchmark index: the formula of the
 * calculator Lighthouse's throttling guide points to (lighthouse-cpu-throttling-calculator). Lighthouse's fixed 4x
 * assumes an index near 1500; on a faster machine it emulates a faster phone, on a slower one a slower phone.
 */
function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

async function runLighthouse() {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
  const rows = [['route', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'first opportunity']];
  const benchmarks = [];
  /** One Lighthouse run of a route (performance only), with settings over its defaults. */
  const lighthouseAt = async (route, settings = {}) =>
    (await lighthouse(`${lighthouseOrigin}${route}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', ...settings })).lhr;
  // --cpu=N: Lighthouse's CPU slowdown (default 4); --cpu=calibrated: the one this machine's benchmark index asks for
  const cpu = flag('cpu');
  let cpuSlowdown = cpu && cpu !== 'calibrated' ? Number(cpu) : undefined;
  try {
    if (cpu === 'calibrated') {
      // two probes, the faster counts: the first run of a fresh server and browser measures a machine still warming up
      const probe = async () => (await lighthouseAt('/')).environment.benchmarkIndex;
      const benchmarkIndex = Math.max(await probe(), await probe());
      cpuSlowdown = Math.round(calibratedSlowdown(benchmarkIndex) * 10) / 10;
      console.log(`benchmark index ${Math.round(benchmarkIndex)}: CPU slowdown ${cpuSlowdown}x`);
    }
    const throttling = cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } };
    // --block=pattern,pattern: requests Lighthouse refuses (the entry's script, to see a page's cost without it)
    if (flag('block')) Object.assign(throttling, { blockedUrlPatterns: flag('block').split(',') });
    for (const route of lighthouseRoutes) {
      const results = [];
      const audit = () => lighthouseAt(route, throttling);
      for (let i = 0; i < runs; i++) {
        let lhr = await audit();
        // a trace Lighthouse could not read (NO_NAVSTART on a busy machine) says nothing of the page: run it again once
        if (lhr.runtimeError) {
          console.warn(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}; running it again`);
          lhr = await audit();
        }
        for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'])
          if (lhr.audits[id]?.numericValue === undefined) console.warn(`${route}: ${id} not measured: ${lhr.audits[id]?.errorMessage ?? 'no audit'}`);
        results.push(lhr);
        benchmarks.push(lhr.environment.benchmarkIndex);
        // --save=DIR keeps each report, to read its long tasks and main-thread breakdown afterwards
        if (saveDir) writeFileSync(join(saveDir, `lighthouse${route.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
      }
      const measured = results.filter((r) => !r.runtimeError);
      const byScore = [...(measured.length ? measured : results)].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = byScore[Math.floor(byScore.length / 2)];
      const ms = (id) => (lhr.audits[id].numericValue === undefined ? '-' : `${(lhr.audits[id].numericValue / 1000).toFixed(1)} s`);
      rows.push([
        route,
        Math.round(lhr.categories.performance.score * 100) + (runs > 1 ? ` (${results.map((r) => Math.round(r.categories.performance.score * 100)).join('/')})` : ''),
        ms('first-contentful-paint'),
        ms('largest-contentful-paint'),
        lhr.audits['total-blocking-time'].numericValue === undefined ? '-' : `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
        lhr.audits['cumulative-layout-shift'].numericValue?.toFixed(3) ?? '-',
        firstOpportunity(lhr),
      ]);
    }
  } finally {
    await chrome.kill();
  }
  // the score depends on the machine's speed as much as on the page: the benchmark index says which machine it was
  const benchmarkIndex = median(benchmarks);
  console.log(
    `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, simulated throttling, CPU slowdown ${cpuSlowdown ?? 4}x, benchmark index ${Math.round(benchmarkIndex)} (a ${calibratedSlowdown(benchmarkIndex).toFixed(1)}x slowdown would emulate Lighthouse's mid-tier phone here: --cpu=calibrated)`,
  );
  printTable(rows);
}

const launchBrowser = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromeFlags.slice(1) });

/** Every script the home route loads until the network is idle (an upper bound of what it needs to be interactive). */
async function homeJavaScript(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: new URL(res.url()).pathname, body: res.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts.map(async (s) => ({ url: s.url, kB: gzipSync(await s.body).length / 1024 })));
  await context.close();
  const total = sizes.reduce((sum, s) => sum + s.kB, 0);
  // the page's own scripts (entry and module preloads): what must arrive before anything renders
  const html = readFileSync(join(root, 'apps/web/dist/index.html'), 'utf8');
  const critical = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
  const criticalKB = sizes.filter((s) => critical.includes(s.url)).reduce((sum, s) => sum + s.kB, 0);
  console.log(`\nJavaScript the home route loads before it is interactive (every script until the network is idle): ${total.toFixed(1)} kB gzip (goal <= 120)`);
  console.log(`  of which the page's own entry scripts, before the first render: ${criticalKB.toFixed(1)} kB gzip`);
  for (const s of sizes.sort((a, b) => b.kB - a.kB)) console.log(`  ${s.kB.toFixed(1).padStart(6)} kB  ${s.url}`);
}

/** CLS as web-vitals counts it: shifts without recent input, in session windows (gap < 1 s, window < 5 s), the largest. */
function observeLayoutShift() {
  const w = /** @type {any} */ (window);
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      w.__shifts.push({ value: entry.value, time: entry.startTime, nodes: (entry.sources ?? []).map((s) => s.node?.className || s.node?.nodeName || '?').slice(0, 3) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

function sessionCls(shifts) {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.time - last > 1000 || s.time - first > 5000) {
      current = 0;
      first = s.time;
    }
    current += s.value;
    last = s.time;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function layoutShifts(browser) {
  const rows = [['route', ...viewports.map((v) => v.name), 'largest shift at']];
  const routes = flag('routes')?.split(',') ?? specRoutes;
  const results = new Map(routes.map((r) => [r, []]));
  for (const viewport of viewports) {
    const context = await browser.newContext({ viewport, isMobile: viewport.isMobile, hasTouch: viewport.hasTouch, serviceWorkers: 'block' });
    await context.addInitScript(observeLayoutShift);
    for (const route of routes) {
      const page = await context.newPage();
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' }).catch(() => {});
      await page.waitForTimeout(600);
      const shifts = await page.evaluate(() => /** @type {any} */ (window).__shifts);
      const worst = [...shifts].sort((a, b) => b.value - a.value)[0];
      results.get(route).push({ cls: sessionCls(shifts), worst: worst ? `${viewport.name.split(' ')[0]}: ${worst.nodes.join(', ')} (${worst.value.toFixed(3)})` : '' });
      await page.close();
    }
    await context.close();
  }
  for (const [route, r] of results) rows.push([route, ...r.map((x) => x.cls.toFixed(3) + (x.cls >= 0.05 ? ' !' : '')), r.map((x) => x.worst).filter(Boolean).join('; ') || '-']);
  console.log('\nLayout shift (CLS, largest session window) per route, goal < 0.05 (! marks a miss)');
  printTable(rows);
}

try {
  if (!only || only === 'lighthouse') await runLighthouse();
  if (!only || only === 'js' || only === 'cls' || only === 'tasks') {
    const browser = await launchBrowser();
    try {
      if (!only || only === 'js') await homeJavaScript(browser);
      if (!only || only === 'cls') await layoutShifts(browser);
      // what the long tasks are made of: only when asked, it is slow and long to read
      if (only === 'tasks') await (await import('./audit-web-tasks.mjs')).default({ browser, origin, routes: lighthouseRoutes });
    } finally {
      await browser.close();
    }
  }
  // the accessibility part (axe over the same routes) lives with the e2e suite; run it here when it is there
  const axePart = join(root, 'scripts/audit-web-axe.mjs');
  if (flag('axe') !== undefined) {
    if (existsSync(axePart)) await (await import(pathToFileURL(axePart).href)).default({ origin, routes: specRoutes, viewports });
    else console.log('\n--axe: scripts/audit-web-axe.mjs is not there yet');
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
