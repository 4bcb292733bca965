// `npm run audit:web -- --compare=DIR,DIR[,DIR…] [--routes=/,/rng] [--runs=6]`: Lighthouse mobile on two or more
// builds of the web client in one run, their runs interleaved, to tell whether a change moved the page.
// Why: on this machine the same build's total blocking time moves by a factor of two from one run to the next and by
// far more from one day to the next (docs/web-performance.md, stop 50: the stop-29 build scored 99 on its day and 81
// on another). A median of three per build, measured at different times, compares the machine's moods, not builds.
// Here each round runs every build once, in turns (the order flips each round), so a busy minute falls on all of them.
// A DIR is a copy of apps/web/dist (`npm run build -w @app/web && cp -r apps/web/dist /tmp/before`); each gets a server
// of its own (the same apps/server/dist, WEB_DIST pointing at it, a fresh data folder). `DIR@NAME=VALUE[@…]` starts
// that build's server with those environment settings too (the same build with and without FIRST_SCREENS:
// `--compare=/tmp/a,/tmp/a@FIRST_SCREENS=1`). Prints, never fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, printTable, startBuiltServer, stopServer } from './bench-support.mjs';

export default async function compareBuilds({ dists, routes, runs, chromeFlags, firstPort }) {
  const builds = [];
  try {
    for (const [i, dist] of dists.entries()) {
      const port = firstPort + i;
      const dataDir = mkdtempSync(join(tmpdir(), 'audit-compare-'));
      const [webDist, ...settings] = dist.split('@');
      const env = Object.fromEntries(settings.map((setting) => [setting.slice(0, setting.indexOf('=')), setting.slice(setting.indexOf('=') + 1)]));
      const { child } = await startBuiltServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: webDist, ...env });
      builds.push({ dist, child, dataDir, origin: `http://127.0.0.1:${port}` });
    }
    const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
    const audit = async (url) => (await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })).lhr;
    const results = new Map();
    try {
      // a fresh server's first page answers slower (its caches are cold): one run each that does not count
      for (const build of builds) await audit(`${build.origin}/`);
      for (let round = 0; round < runs; round++) {
        const order = round % 2 ? [...builds].reverse() : builds;
        for (const route of routes)
          for (const build of order) {
            const lhr = await audit(`${build.origin}${route}`);
            if (lhr.runtimeError) continue;
            const key = `${route} ${build.dist}`;
            if (!results.has(key)) results.set(key, { route, dist: build.dist, score: [], tbt: [], lcp: [], cls: [] });
            const r = results.get(key);
            r.score.push(Math.round(lhr.categories.performance.score * 100));
            r.tbt.push(Math.round(lhr.audits['total-blocking-time'].numericValue ?? NaN));
            r.lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? NaN);
            r.cls.push(lhr.audits['cumulative-layout-shift'].numericValue ?? NaN);
          }
      }
    } finally {
      await chrome.kill();
    }
    console.log(`\nLighthouse mobile (default settings), ${runs} interleaved runs per build and route: median, then every run`);
    const rows = [['route', 'build', 'performance', 'TBT', 'LCP', 'CLS (worst)']];
    for (const r of results.values())
      rows.push([
        r.route,
        r.dist,
        `${median(r.score)} (${r.score.join('/')})`,
        `${median(r.tbt)} ms (${r.tbt.join('/')})`,
        `${(median(r.lcp) / 1000).toFixed(1)} s`,
        Math.max(...r.cls).toFixed(3),
      ]);
    printTable(rows);
  } finally {
    for (const build of builds) {
      await stopServer(build.child);
      rmSync(build.dataDir, { recursive: true, force: true });
    }
  }
}
