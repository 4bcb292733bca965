import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID } from '@app/contract/first-screens';
import { buildApp } from '../../src/app';
import { readEnv } from '../../src/env';
import { buildTestApp, OPS_HOST, opsHeaders, testAdminToken } from '../helper';

/*
 * Pages with their first screen rendered on the server (issue 34), with the web build's server entry in miniature:
 * it asks the brand's configuration through the server's own calls, as the real one does, and writes what it was
 * asked for. The real entry's output (headings and tiles before any script, hydration) is the e2e suite's
 * first-screens spec.
 */
const base = await buildTestApp();

const root = mkdtempSync(join(tmpdir(), 'web-first-screens-'));
const webDist = join(root, 'dist');
mkdirSync(join(webDist, 'assets'), { recursive: true });
mkdirSync(join(root, 'dist-ssr'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html lang="%BRAND_LANG%"><head><!--brand-head--><link rel="stylesheet" crossorigin href="/assets/index-1a2b.css"></head><body><div id="root"><div class="boot-h"><!--brand-boot--></div><div class="boot-c"><i style="aspect-ratio: 10 / 3"><!--boot-banner--></i></div></div></body></html>',
);
writeFileSync(join(webDist, 'assets/index-1a2b.css'), '._shell_aaaaa_1{display:flex}');
// a lazy screen's stylesheet, which its CSS module classes name (`_name_hash_line`)
writeFileSync(join(webDist, 'assets/egame-3c4d.css'), '._tile_x1y2z_3{display:grid}._title_x1y2z_9{margin:0}');
writeFileSync(join(webDist, 'assets/promo-5e6f.css'), '._card_q9w8e_2{display:block}');
writeFileSync(
  join(root, 'dist-ssr/entry-server.js'),
  `let renders = 0;
export const rendersFirstScreen = (pathname) => pathname === '/' || pathname === '/rng';
export async function renderFirstScreen({ url, language, narrow, member, send }) {
  const answer = await (await send('/wps/system/permission?url=' + encodeURIComponent(url.host), { method: 'GET', headers: { Accept: 'application/json', Language: language } })).json();
  if (url.searchParams.has('fail')) throw new Error('a part failed on the server');
  renders += 1;
  const drawn = [answer.value.info.brand.name, language, narrow ? 'phone' : 'wide', member ? 'member' : 'visitor', 'render ' + renders].join(' | ');
  return { html: '<main class="_shell_aaaaa_1"><h1 class="_title_x1y2z_9">' + drawn + '</h1><ul><li class="_tile_x1y2z_3">Game</li></ul></main>', state: { note: '</script><script>alert(1)</script>', location: answer.value.location } };
}
`,
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = await buildApp({ database: base.database, brands: base.brands, env: readEnv({ TRUST_PROXY: '1', FIRST_SCREENS: '1' }), adminToken: testAdminToken, webDist });
afterAll(() => app.close());

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers: { host: 'localhost', 'accept-encoding': 'identity', ...headers } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The first-screen element's JSON in a page. */
const sentAnswers = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)![1]!) as Record<string, unknown>;
const drawnLine = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;

describe('server-rendered first screens', () => {
  it('sends the route with its first screen in place of the boot frame, with the stylesheets its markup uses', async () => {
    const html = await page('/rng');
    expect(drawnLine(html)).toMatch(/^Lucky Nine \| TY \| wide \| visitor \| render \d+$/);
    expect(html).toContain('<div id="root" data-first-screen>');
    expect(html).not.toContain('boot-h');
    // the lazy screen's stylesheet, once, in the head; the entry's own not again; another screen's not at all
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/egame-3c4d\.css/g)).toHaveLength(1);
    expect(head.match(/index-1a2b\.css/g)).toHaveLength(1);
    expect(html).not.toContain('promo-5e6f.css');
    // a guard until the app hydrates, and the answers in a JSON element no text in them can close
    expect(html).toContain('<div id="hydration-guard"');
    expect(sentAnswers(html)).toEqual({
      path: '/rng',
      language: 'TY',
      drawn: true,
      narrow: false,
      member: false,
      state: { note: '</script><script>alert(1)</script>', location: { ip: '', country: expect.any(String) } },
    });
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('serves a rendered page from its cache to the next visitor, and counts the hit', async () => {
    const get = () => app.inject({ method: 'GET', url: '/?tab=hot', headers: { host: 'localhost', 'accept-encoding': 'identity' } });
    const rendered = await get();
    const first = drawnLine(rendered.body);
    const hits = app.firstScreens!.stats.hits;
    const cached = await get();
    expect(drawnLine(cached.body)).toBe(first);
    expect(app.firstScreens!.stats.hits).toBe(hits + 1);
    // the Server-Timing header says which it was (the bench's render times and hit rate)
    expect(rendered.headers['server-timing']).toMatch(/^first-screen;desc="rendered";dur=\d+(\.\d)?$/);
    expect(cached.headers['server-timing']).toBe('first-screen;desc="cached"');
    // compressed once per encoding, the same page
    const br = await app.inject({ method: 'GET', url: '/?tab=hot', headers: { host: 'localhost', 'accept-encoding': 'br' } });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding, user-agent']);
  });

  it('draws a phone’s layout and a member’s header as pages of their own, and the link’s language', async () => {
    expect(drawnLine(await page('/rng', { 'user-agent': PHONE }))).toMatch(/\| phone \| visitor \|/);
    expect(drawnLine(await page('/rng', { cookie: 'theme=dark; member_layout=1' }))).toMatch(/\| wide \| member \|/);
    expect(drawnLine(await page('/rng?language=EN'))).toMatch(/^Lucky Nine \| EN \|/);
    expect(drawnLine(await page('/rng', { host: 'tiger.localhost' }))).toMatch(/^Royal Tiger \| EN \|/);
  });

  it('drops a brand’s pages when its announcements or promotions change (the notice event)', async () => {
    const before = drawnLine(await page('/rng'));
    expect(drawnLine(await page('/rng'))).toBe(before);
    const tiger = drawnLine(await page('/rng', { host: 'tiger.localhost' }));
    await base.database.db.execute(`select pg_notify('broadcast_events', '{"kind":"notice","brandId":"demo"}')`);
    await expect.poll(async () => drawnLine(await page('/rng'))).not.toBe(before);
    // another brand's pages stay
    expect(drawnLine(await page('/rng', { host: 'tiger.localhost' }))).toBe(tiger);
  });

  it('drops a brand’s pages when its games change, every brand’s when a game itself changes, and a brand’s when its settings do', async () => {
    const demo = drawnLine(await page('/rng'));
    const tiger = drawnLine(await page('/rng', { host: 'tiger.localhost' }));
    // the back office's setting of one game for the demo brand (migration 0070's trigger)
    await base.database.db.execute(
      `insert into brand_game_settings (brand_id, game_id, sort) select 'demo', id, 7 from games order by id limit 1
       on conflict (brand_id, game_id) do update set sort = 7`,
    );
    await expect.poll(async () => drawnLine(await page('/rng'))).not.toBe(demo);
    expect(drawnLine(await page('/rng', { host: 'tiger.localhost' }))).toBe(tiger);
    // a game's own row: every brand shows it
    const demoNow = drawnLine(await page('/rng'));
    await base.database.db.execute(`update games set sort = sort where id = (select min(id) from games)`);
    await expect.poll(async () => drawnLine(await page('/rng', { host: 'tiger.localhost' }))).not.toBe(tiger);
    expect(drawnLine(await page('/rng'))).not.toBe(demoNow);
    // the brand's banners or texts changed in the back office: the registry holds a new brand object
    const beforeSettings = drawnLine(await page('/rng'));
    base.brands.replace({ ...base.brands.byId('demo')! });
    expect(drawnLine(await page('/rng'))).not.toBe(beforeSettings);
  });

  it('sends the plain shell for a route it does not render, a render that fails, and a site under maintenance', async () => {
    expect(await page('/pointMall')).toContain('boot-h');
    expect(await page('/rng?fail=1')).toContain('boot-h');
    const switchTo = (maintenance: boolean) =>
      app.inject({
        method: 'POST',
        url: '/ops/api/site-status',
        headers: { ...opsHeaders, host: OPS_HOST },
        payload: { brandId: 'demo', status: { maintenance: { enabled: maintenance, endTime: null }, regionRestriction: { enabled: false, blockedCountries: [], blockedIpRanges: [] } } },
      });
    expect((await switchTo(true)).statusCode).toBe(200);
    try {
      const shell = await page('/rng');
      expect(shell).toContain('boot-h');
      expect(shell).not.toContain('data-first-screen');
    } finally {
      await switchTo(false);
    }
    expect(await page('/rng')).toContain('data-first-screen');
  });
});

describe('with FIRST_SCREENS=data, the default', () => {
  it('sends the boot frame with the answers the first screen is drawn with, one page for every layout, naming no visitor', async () => {
    expect(readEnv({}).FIRST_SCREENS).toBe('data');
    const answers = await buildApp({ database: base.database, brands: base.brands, env: readEnv({ TRUST_PROXY: '1' }), adminToken: testAdminToken, webDist });
    try {
      const get = (headers: Record<string, string> = {}) =>
        answers.inject({ method: 'GET', url: '/rng', headers: { host: 'localhost', 'accept-encoding': 'identity', 'x-forwarded-for': '203.0.113.9', ...headers } });
      const first = await get();
      expect(first.headers['server-timing']).toMatch(/desc="rendered"/);
      // the browser draws the screen: the boot frame stays, nothing to hydrate, no screen's stylesheet linked
      expect(first.body).toContain('<div id="root"><div class="boot-h">');
      expect(first.body).not.toContain('data-first-screen');
      expect(first.body).not.toContain('hydration-guard');
      expect(first.body).not.toContain('egame-3c4d.css');
      const sent = sentAnswers(first.body);
      expect(sent).toEqual({ path: '/rng', language: 'TY', drawn: false, state: { note: '</script><script>alert(1)</script>', location: { ip: '', country: expect.any(String) } } });
      // the page is kept for the next visitor of the country, so the address it was made for is not in it
      expect(first.body).not.toContain('203.0.113.9');
      // a phone and a member's browser get the same page from the cache
      const hits = answers.firstScreens!.stats.hits;
      const phone = await get({ 'user-agent': PHONE, cookie: 'member_layout=1' });
      expect(phone.headers['server-timing']).toBe('first-screen;desc="cached"');
      expect(answers.firstScreens!.stats.hits).toBe(hits + 1);
      expect(sentAnswers(phone.body)).toEqual(sent);
    } finally {
      await answers.close();
    }
  });
});

describe('with FIRST_SCREENS off', () => {
  it('sends the shell, and with the test runner’s aids renders a request that asks with the x-first-screen header', async () => {
    const aided = await buildApp({ database: base.database, brands: base.brands, env: readEnv({ TRUST_PROXY: '1', TEST_AIDS: '1', FIRST_SCREENS: 'off' }), adminToken: testAdminToken, webDist });
    const plain = await buildApp({ database: base.database, brands: base.brands, env: readEnv({ TRUST_PROXY: '1', FIRST_SCREENS: '0' }), adminToken: testAdminToken, webDist });
    try {
      const get = (target: typeof app, headers: Record<string, string> = {}) => target.inject({ method: 'GET', url: '/rng', headers: { host: 'localhost', 'accept-encoding': 'identity', ...headers } });
      expect((await get(aided)).body).toContain('boot-h');
      expect((await get(aided, { 'x-first-screen': '1' })).body).toContain('data-first-screen');
      expect(sentAnswers((await get(aided, { 'x-first-screen': 'data' })).body)).toMatchObject({ path: '/rng', drawn: false });
      // without the aids the header asks for nothing, and no server entry is loaded at all
      expect((await get(plain, { 'x-first-screen': '1' })).body).toContain('boot-h');
      expect(plain.firstScreens).toBeUndefined();
    } finally {
      await aided.close();
      await plain.close();
    }
  });
});

