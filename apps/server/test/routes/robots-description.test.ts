import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { readEnv } from '../../src/env';
import { brandDescription, compressedIndexHtml } from '../../src/lib/index-html';
import { buildTestApp, testAdminToken } from '../helper';

const base = await buildTestApp();

// a built web app in miniature: the shell's places the server fills per brand
const template = '<!doctype html><html lang="%BRAND_LANG%"><head><!--brand-head--></head><body><div id="root"><!--brand-boot--></div></body></html>';
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-robots-'));
writeFileSync(join(webDist, 'index.html'), template);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const app = await buildApp({ database: base.database, brands: base.brands, env: readEnv({ TRUST_PROXY: '1' }), adminToken: testAdminToken, webDist });
afterAll(() => app.close());

const demo = app.brands.byId('demo')!;
const tiger = app.brands.byId('tiger')!;
const get = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

describe('robots.txt', () => {
  it("answers a brand host in plain text: its player pages open, the API, sockets, operator and sandbox paths closed", async () => {
    for (const [host, name] of [
      ['localhost', 'Lucky Nine'],
      ['lucky9.localhost:8080', 'Lucky Nine'],
      ['tiger.localhost', 'Royal Tiger'],
    ]) {
      const res = await get('/robots.txt', host);
      expect([host, res.statusCode, res.headers['content-type']]).toEqual([host, 200, 'text/plain; charset=utf-8']);
      const lines = res.body.split('\n');
      expect(lines.slice(0, 3)).toEqual([`# ${name}`, 'User-agent: *', 'Allow: /']);
      for (const path of ['/wps/', '/lgw/', '/lotto/', '/ws/', '/admin/', '/ops/', '/dev/', '/sandbox/', '/api/', '/metrics', '/game', '/seamless'])
        expect(lines, `${host} ${path}`).toContain(`Disallow: ${path}`);
      // what a crawler needs to draw the pages stays open, and so do the player pages
      for (const path of ['/assets/', '/media/', '/pwa/', '/promotions', '/rng', '/lottery', '/']) expect(lines, `${host} ${path}`).not.toContain(`Disallow: ${path}`);
      expect(res.body).not.toContain('<html');
    }
  });

  it('closes every other host (the operator hosts, an address, a name no brand lists) altogether', async () => {
    for (const host of ['ops.localhost', '10.1.2.3', 'unknown.example']) {
      const res = await get('/robots.txt', host);
      expect([host, res.statusCode, res.headers['content-type']]).toEqual([host, 200, 'text/plain; charset=utf-8']);
      expect(res.body.split('\n'), host).toEqual(['# not a brand host: nothing here is for crawlers', 'User-agent: *', 'Disallow: /', '']);
    }
  });

  it('is served without the web app too', async () => {
    const res = await base.inject({ method: 'GET', url: '/robots.txt' });
    expect([res.statusCode, res.body.split('\n')[0]]).toEqual([200, '# Lucky Nine']);
  });
});

describe('the page description', () => {
  it("is in the shell, in the brand's language, from the brand file", async () => {
    const lucky = (await get('/promotions')).body;
    expect(lucky).toContain('<html lang="fil">');
    expect(descriptionOf(lucky)).toBe(demo.description!.TY);
    const royal = (await get('/', 'tiger.localhost')).body;
    expect(descriptionOf(royal)).toBe(tiger.description!.EN);
    expect(demo.description!.TY).not.toBe(demo.description!.EN);
  });

  it("follows a language the brand offers, else the brand's default", () => {
    const english = compressedIndexHtml(template, demo, null, '/', 'en') as string;
    expect([english.includes('<html lang="en">'), descriptionOf(english)]).toEqual([true, demo.description!.EN]);
    const unknown = compressedIndexHtml(template, demo, null, '/', 'xx') as string;
    expect(descriptionOf(unknown)).toBe(demo.description!.TY);
    // a compressed copy is kept per language as well
    expect(compressedIndexHtml(template, demo, 'gzip', '/', 'EN')).not.toEqual(compressedIndexHtml(template, demo, 'gzip', '/', 'TY'));
  });

  it("falls back to one built from the brand's name, escaped", () => {
    const plain = { ...tiger, name: 'Tom & "Jerry" <Club>', description: undefined };
    expect(brandDescription(plain, 'EN')).toMatch(/^Tom & "Jerry" <Club>: slots, live casino/);
    expect(brandDescription(plain, 'TY')).toMatch(/^Tom & "Jerry" <Club>: slots, live casino/);
    expect(brandDescription({ ...tiger, description: { EN: '  ' } }, 'EN')).toMatch(/^Royal Tiger: /);
    const html = compressedIndexHtml(template, plain, null, '/') as string;
    expect(descriptionOf(html)).toBe('Tom &amp; &quot;Jerry&quot; &lt;Club&gt;: slots, live casino, fishing, sports and lottery games online, with daily promotions and rewards.');
  });
});
