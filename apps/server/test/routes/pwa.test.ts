import { calls } from '@app/contract/calls';
import { FIRST_SCREEN_ELEMENT_ID } from '@app/contract/first-screens';
import { PWA_PATHS, SW_CACHE_URLS_MESSAGE } from '@app/contract/pwa';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { readEnv } from '../../src/env';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp, testAdminToken } from '../helper';

const base = await buildTestApp();

// a built web app in miniature: the shell names its entry script and styles, which the worker precaches
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-pwa-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><!--brand-head--><link rel="stylesheet" href="/assets/app-1a2b.css"></head><body><div id="root"><div class="boot-h"><!--brand-boot--></div><div class="boot-c"><i style="aspect-ratio: 10 / 3"><!--boot-banner--></i></div></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>',
);
writeFileSync(join(webDist, 'assets/app-1a2b.js'), 'console.log("shell");');
writeFileSync(join(webDist, 'assets/app-1a2b.css'), 'body{margin:0}');
writeFileSync(join(webDist, 'assets/lottery-9f8e.js'), 'console.log("lottery screen");');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const app = await buildApp({ database: base.database, brands: base.brands, env: readEnv({ TRUST_PROXY: '1' }), adminToken: testAdminToken, webDist });
afterAll(() => app.close());

const demo = app.brands.byId('demo')!;
const tiger = app.brands.byId('tiger')!;
const get = (url: string, host = 'localhost', headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host, ...headers } });

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** A PNG's size, colour type and pixels (RGBA, 8 bits, unfiltered rows: what the server writes). */
function readPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colourType = body[9]!;
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const pixel = (x: number, y: number) => {
    const i = y * (width * 4 + 1) + 1 + x * 4;
    const [r, g, b, a] = raw.subarray(i, i + 4);
    return { hex: `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`, alpha: a! };
  };
  return { width, height, colourType, pixel };
}

describe('the web app manifest', () => {
  it('is the brand of the host: its name, colours, language and icons', async () => {
    const [demoAnswer, tigerAnswer] = await Promise.all([get(PWA_PATHS.manifest), get(PWA_PATHS.manifest, 'tiger.localhost')]);
    expect(demoAnswer.statusCode).toBe(200);
    expect(demoAnswer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const lucky = demoAnswer.json<Manifest>();
    const royal = tigerAnswer.json<Manifest>();
    expect(lucky).toMatchObject({
      name: 'Lucky Nine',
      short_name: 'Lucky Nine',
      lang: 'fil',
      start_url: '/',
      display: 'standalone',
      theme_color: demo.themes.dark.primary,
      background_color: demo.themes.dark.background,
    });
    expect(royal).toMatchObject({ name: 'Royal Tiger', lang: 'en', theme_color: tiger.themes.dark.primary, background_color: tiger.themes.dark.background });
    expect(lucky.theme_color).not.toBe(royal.theme_color);
    // Chromium installs only with a 192 and a 512 PNG; launchers that crop want a maskable one
    expect(lucky.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    // the icon addresses carry the brand's look, so the two brands' icons never share a cached copy
    expect(lucky.icons[0]!.src).not.toBe(royal.icons[0]!.src);
  });

  it('is linked from every page of the shell with the home-screen icon', async () => {
    const page = await get('/lottery');
    expect(page.body).toContain(`<link rel="manifest" href="${PWA_PATHS.manifest}">`);
    expect(page.body).toMatch(/<link rel="apple-touch-icon" href="\/pwa\/apple-touch-icon\.png\?v=\w+">/);
    expect(page.body).toContain(`<meta name="theme-color" content="${demo.themes.dark.primary}">`);
  });

  it('paints the brand\'s logo and name in the boot frame, before any script runs', async () => {
    for (const [host, brand] of [
      ['localhost', demo],
      ['tiger.localhost', tiger],
    ] as const) {
      const page = await get('/', host);
      expect(page.body).toContain(`<div class="boot-h"><img src="${brand.logo}" alt="" width="36" height="36"><b>${brand.name}</b></div>`);
    }
  });

  it('preloads the first banner of the path\'s group, the largest picture of the first screen, and none where no banner shows', async () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);
    const first = (group: string) => demo.banners.find((b) => b.groupName === group)!.url;
    expect(preloads((await get('/')).body)).toEqual([first('home')]);
    expect(preloads((await get('/rng?gameType=RNG&page=1&vassalage=')).body)).toEqual([first('rng')]);
    expect(preloads((await get('/lottery')).body)).toEqual([]);
    expect(preloads((await get('/', 'tiger.localhost')).body)).toEqual([tiger.banners.find((b) => b.groupName === 'home')!.url]);
  });

  it('gives every games lobby of both demo brands its banner (a lobby without one paints a tile as its largest picture, seconds later)', async () => {
    const lobbies = { '/rng': 'rng', '/live': 'live', '/fish': 'fish', '/pvp': 'pvp', '/sports': 'sports', '/esports': 'esports', '/elott': 'lottery' };
    for (const [brand, host] of [[demo, undefined], [tiger, 'tiger.localhost']] as const) {
      for (const [path, group] of Object.entries(lobbies)) {
        const banner = brand.banners.find((b) => b.groupName === group);
        expect(banner, `${brand.id} ${path}`).toBeDefined();
        expect((await get(path, host)).body, `${brand.id} ${path}`).toContain(`<link rel="preload" as="image" href="${banner!.url}" fetchpriority="high">`);
      }
    }
  });

  it("draws that banner in the boot frame's banner place, so it paints before the app's code has run", async () => {
    const bootBanners = (body: string) =>
      [...body.matchAll(/<i class="boot-banner"( data-home)?><img src="([^"]+)" alt="" width="1200" height="360" fetchpriority="high"><\/i>/g)].map((m) => `${m[2]}${m[1] ? ' (home)' : ''}`);
    expect(bootBanners((await get('/')).body)).toEqual([`${demo.banners.find((b) => b.groupName === 'home')!.url} (home)`]);
    expect(bootBanners((await get('/register')).body)).toEqual([demo.banners.find((b) => b.groupName === 'w_reg')!.url]);
    expect(bootBanners((await get('/rng?gameType=RNG&page=1&vassalage=')).body)).toEqual([demo.banners.find((b) => b.groupName === 'rng')!.url]);
    // no banner group: the quiet placeholder block
    const lottery = (await get('/lottery')).body;
    expect(bootBanners(lottery)).toEqual([]);
    expect(lottery).toContain('<i style="aspect-ratio: 10 / 3"></i>');
  });
});

describe('the icons', () => {
  it('are real PNGs of the stated sizes, drawn in the brand colours from its logo', async () => {
    for (const [host, brand] of [
      ['localhost', demo],
      ['tiger.localhost', tiger],
    ] as const) {
      const manifest = (await get(PWA_PATHS.manifest, host)).json<Manifest>();
      for (const icon of manifest.icons) {
        const answer = await get(icon.src, host);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('image/png');
        const png = readPng(answer.rawPayload);
        expect(`${png.width}x${png.height}`).toBe(icon.sizes);
        expect(png.colourType).toBe(6);
        const size = png.width;
        // the logo's square in the primary colour (bottom left, clear of the initials and the dot)
        expect(png.pixel(Math.round(size * 0.2), Math.round(size * 0.85))).toEqual({ hex: brand.themes.dark.primary, alpha: 255 });
        // the accent dot (top right)
        const dotX = Math.round(size / 2 + (50 - 32) * (size / 64) * (icon.purpose === 'maskable' ? 0.7 : 1));
        const dotY = Math.round(size / 2 + (14 - 32) * (size / 64) * (icon.purpose === 'maskable' ? 0.7 : 1));
        expect(png.pixel(dotX, dotY).hex).toBe(brand.themes.dark.accent);
        // the plain icon keeps the logo's rounded corners; a maskable one fills the square for the launcher's crop
        expect(png.pixel(0, 0).alpha).toBe(icon.purpose === 'maskable' ? 255 : 0);
      }
    }
    const apple = readPng((await get('/pwa/apple-touch-icon.png')).rawPayload);
    expect([apple.width, apple.pixel(0, 0).alpha]).toEqual([180, 255]);
  });

  it('answers 304 to a client holding the same icon, and 404 for a file it does not draw', async () => {
    const first = await get('/pwa/icon-192.png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const again = await get('/pwa/icon-192.png', 'localhost', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/pwa/icon-100.png')).statusCode).toBe(404);
    expect((await get('/pwa/constructor')).statusCode).toBe(404);
  });
});

describe('the service worker and the offline page', () => {
  it('serves the worker never from an HTTP cache, allowed to fetch from its own origin', async () => {
    const worker = await get(PWA_PATHS.serviceWorker);
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');
    expect(worker.headers['content-security-policy']).toBe("default-src 'self'");
    // each brand's worker knows its own offline page: a new look is a new worker version
    expect((await get(PWA_PATHS.serviceWorker, 'tiger.localhost')).body).not.toBe(worker.body);
  });

  it('serves the offline page in the brand colours and languages, never from an HTTP cache', async () => {
    const page = await get(PWA_PATHS.offlinePage);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<html lang="fil">');
    expect(page.body).toContain('Offline ka');
    expect(page.body).toContain('You are offline');
    expect(page.body).toContain('Lucky Nine');
    expect(page.body).toContain(`background:${demo.themes.dark.background}`);
    expect(page.body).toContain(`background:${demo.themes.dark.primary}`);
    const royal = (await get(PWA_PATHS.offlinePage, 'tiger.localhost')).body;
    // Royal Tiger speaks English only
    expect(royal).toContain('<html lang="en">');
    expect(royal).toContain('You are offline');
    expect(royal).not.toContain('Offline ka');
    expect(royal).toContain(`background:${tiger.themes.dark.background}`);
  });
});

/*
 * The worker itself, run as a browser would run it (its served source in a fresh context) against a stand-in scope
 * whose network is this server (app.inject) and can be cut.
 */
interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  headers?: Record<string, string>;
}
class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly network: (request: FakeRequest | string) => Promise<Response>) {}
  private key = (request: FakeRequest | string) => new URL(typeof request === 'string' ? request : request.url, 'http://localhost').href;
  async match(request: FakeRequest | string) {
    return this.entries.get(this.key(request))?.clone();
  }
  async put(request: FakeRequest | string, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async addAll(urls: string[]) {
    for (const url of urls) {
      const response = await this.network(url);
      if (!response.ok) throw new TypeError(`addAll: ${url} answered ${response.status}`);
      await this.put(url, response);
    }
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async delete(request: FakeRequest | string) {
    return this.entries.delete(this.key(request));
  }
}

async function startWorker() {
  // firstScreenAnswers: pages carry the first-screen answers, as they do from a server with FIRST_SCREENS (the web
  // build's server entry, which this test's build has not)
  const net = { online: true, requests: [] as string[], firstScreenAnswers: false };
  const network = async (request: FakeRequest | string, init?: { headers?: Record<string, string> }) => {
    const url = new URL(typeof request === 'string' ? request : request.url, 'http://localhost');
    net.requests.push(url.pathname);
    if (!net.online) throw new TypeError('Failed to fetch');
    const headers = { ...(typeof request === 'string' ? {} : request.headers), ...init?.headers, host: 'localhost' };
    const answer = await app.inject({ method: 'GET', url: url.pathname + url.search, headers });
    const page = net.firstScreenAnswers && String(answer.headers['content-type']).startsWith('text/html') && answer.headers['content-encoding'] === undefined;
    const body = page ? answer.body.replace('</body>', `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">{"state":{}}</script></body>`) : answer.rawPayload;
    return new Response(answer.statusCode === 304 ? null : body, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).map(([k, v]) => [k, String(v)] as [string, string]),
    });
  };
  const caches = new Map<string, FakeCache>([['pwa-pages-old', new FakeCache(network)]]);
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    location: { origin: 'http://localhost' },
    caches: {
      open: async (name: string) => caches.get(name) ?? caches.set(name, new FakeCache(network)).get(name)!,
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
    },
    fetch: network,
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
    registration: {},
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  runInNewContext((await get(PWA_PATHS.serviceWorker)).body, { self: scope, URL, Response });

  /** Dispatches an event; resolves with what the worker answered (undefined: left to the network) once it is done. */
  async function dispatch(type: string, fields: object = {}) {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.get(type)!({ ...fields, waitUntil: (p: Promise<unknown>) => pending.push(p), respondWith: (r: Promise<Response>) => (answer = r) });
    const response = await answer;
    await Promise.all(pending);
    return response;
  }
  const request = (path: string, mode = 'cors', headers: Record<string, string> = {}): FakeRequest => ({ url: `http://localhost${path}`, method: 'GET', mode, headers });
  const navigate = (path: string) => dispatch('fetch', { request: request(path, 'navigate', { accept: 'text/html' }) });
  const cachedUrls = () => [...caches.values()].flatMap((cache) => [...cache.entries.keys()].map((url) => new URL(url).pathname));
  await dispatch('install');
  await dispatch('activate');
  return { net, caches, dispatch, request, navigate, cachedUrls };
}

describe('the service worker at work', () => {
  let token = '';
  beforeAll(async () => {
    token = (await accountsClient(app).login('player1', 'Player123!', freshIp())).body.value.token as string;
  });

  it('precaches the offline page and the shell files, and drops the caches of older versions', async () => {
    const worker = await startWorker();
    expect(worker.cachedUrls().sort()).toEqual(['/assets/app-1a2b.css', '/assets/app-1a2b.js', PWA_PATHS.offlinePage]);
    expect([...worker.caches.keys()].some((name) => name.endsWith('-old'))).toBe(false);
  });

  it('answers a visited screen from its cache and an unvisited one with the offline page once the network is down', async () => {
    const worker = await startWorker();
    worker.net.firstScreenAnswers = true;
    const online = await worker.navigate('/lottery?gameCode=X');
    expect(online?.status).toBe(200);
    const onlineHtml = await online!.text();
    expect(onlineHtml).toContain('/assets/app-1a2b.js');
    expect(onlineHtml).toContain(`id="${FIRST_SCREEN_ELEMENT_ID}"`);
    expect(await worker.dispatch('fetch', { request: worker.request('/assets/lottery-9f8e.js', 'cors') })).toBeDefined();

    worker.net.online = false;
    const visited = await worker.navigate('/lottery');
    const visitedHtml = await visited!.text();
    expect(visitedHtml).toContain('<div id="root">');
    // kept without the first screen's answers: offline, the app says so instead of drawing stale ones
    expect(visitedHtml).not.toContain(`id="${FIRST_SCREEN_ELEMENT_ID}"`);
    const chunk = await worker.dispatch('fetch', { request: worker.request('/assets/lottery-9f8e.js') });
    expect(await chunk?.text()).toBe('console.log("lottery screen");');
    const unvisited = await worker.navigate('/promotions');
    expect(await unvisited?.text()).toContain('data-testid="offline-page"');
  });

  it('never answers a call nor keeps one: money is always asked of the network', async () => {
    const worker = await startWorker();
    const balance = worker.request(calls.balance.path, 'cors', { token });
    // not answered by the worker: the browser asks the network itself
    expect(await worker.dispatch('fetch', { request: balance })).toBeUndefined();
    expect(await worker.navigate(calls.balance.path)).toBeUndefined();
    expect(await worker.navigate('/sandbox/pay/1')).toBeUndefined();
    expect(await worker.dispatch('fetch', { request: { ...worker.request('/wps/member/logout'), method: 'POST' } })).toBeUndefined();
    // a tab asking the worker to keep what it loaded: only the build's files and the shell's screens are kept
    await worker.dispatch('message', { data: { type: SW_CACHE_URLS_MESSAGE, urls: [calls.balance.path, '/lgw/x', '/api/x', '/media/logo/demo.svg', '/assets/lottery-9f8e.js', '/down?token=secret'] } });
    const kept = worker.cachedUrls();
    expect(kept).toContain('/assets/lottery-9f8e.js');
    expect(kept).toContain('/down');
    expect(kept.filter((path) => /^\/(wps|lgw|api|media)\//.test(path))).toEqual([]);
    worker.net.online = false;
    expect(await worker.dispatch('fetch', { request: balance })).toBeUndefined();
  });
});
