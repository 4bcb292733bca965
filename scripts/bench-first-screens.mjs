// First screens section of `npm run bench` (issue 34): the built server in its default mode (FIRST_SCREENS=data: each
// page carries the answers its first screen is drawn with), on a fresh embedded database, asked for the routes
// as a phone and as a wide screen (one page serves both: the answers do not depend on the layout).
//  - render time: each page's first request makes it; its Server-Timing header says how long that took. Target:
//    p95 < 500 ms (the boot calls and the route's prefetch, in-process).
//  - a busy site: visitors spread over those pages for a while; the cache hit rate is the share of pages sent from the
//    cache (Server-Timing "cached"). Target >= 90 %: one render per page per 30 s, whatever the traffic.
//  - the price of a cached page: requests per second beside the plain shell's (a route the server does not render) on
//    the same server, 8 connections; each page still asks the visitor's site status. Target >= 0.2 x (0.40-0.60 x
//    measured; renders run one at a time, so a page made on every request would be under 0.1 x).
// Run alone: node scripts/bench-first-screens.mjs [--quick]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAlone, size, startBuiltServer, stopServer } from './bench-support.mjs';

const ROUTES = ['/', '/rng', '/live', '/elott', '/vnlottery', '/register', '/promotions'];
const USER_AGENTS = {
  phone: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  wide: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};
const BUSY_REQUESTS = size(700, 210);
const THROUGHPUT_REQUESTS = size(800, 240);
const CONNECTIONS = 8;

/** One page as a browser asks for it; resolves with the Server-Timing header's outcome and duration. */
async function getPage(origin, route, layout) {
  const response = await fetch(`${origin}${route}`, { headers: { 'user-agent': USER_AGENTS[layout], 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  const timing = response.headers.get('server-timing') ?? '';
  return { cached: timing.includes('desc="cached"'), rendered: timing.includes('desc="rendered"'), ms: Number(/dur=([\d.]+)/.exec(timing)?.[1] ?? NaN) };
}

/** Requests per second of `count` requests over CONNECTIONS loops. */
async function throughput(ask, count) {
  let left = count;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (left-- > 0) await ask();
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

export async function benchFirstScreens({ report }) {
  console.log('bench: first screens in the pages (FIRST_SCREENS=data, the default; embedded database)');
  const port = 4197;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-screens-'));
  const { child } = await startBuiltServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', FIRST_SCREENS: 'data' });
  try {
    // a phone's and a wide screen's visits: one page serves both
    const visits = ROUTES.flatMap((route) => Object.keys(USER_AGENTS).map((layout) => ({ route, layout })));
    const renders = [];
    for (const route of ROUTES) {
      const first = await getPage(origin, route, 'phone');
      if (!first.rendered) throw new Error(`${route} was not made on the server`);
      renders.push(first.ms);
    }
    report('first screen render, median', percentile(renders, 50).toFixed(0), 'ms', 'print only', true);
    const p95 = percentile(renders, 95);
    report(`first screen render p95 (${ROUTES.length} routes)`, p95.toFixed(0), 'ms', '< 500', p95 < 500);

    // visitors spread over the pages, in turn: the pages rendered above expire after 30 s and render again
    let hits = 0;
    for (let i = 0; i < BUSY_REQUESTS; i++) {
      const { route, layout } = visits[i % visits.length];
      if ((await getPage(origin, route, layout)).cached) hits += 1;
    }
    const hitRate = (hits / BUSY_REQUESTS) * 100;
    report(`first screen cache hit rate (${BUSY_REQUESTS} requests over ${ROUTES.length} routes, phone and wide)`, hitRate.toFixed(1), '%', '>= 90', hitRate >= 90);

    const shellRate = await throughput(() => getPage(origin, '/pointMall', 'phone'), THROUGHPUT_REQUESTS);
    const cachedRate = await throughput(() => getPage(origin, '/rng', 'phone'), THROUGHPUT_REQUESTS);
    console.log(`  plain shell ${shellRate.toFixed(0)} req/s, cached first screen ${cachedRate.toFixed(0)} req/s (${CONNECTIONS} connections)`);
    const ratio = cachedRate / shellRate;
    report('cached first screen requests per second / plain shell', ratio.toFixed(2), 'x', '>= 0.2', ratio >= 0.2);
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, benchFirstScreens);
