/**
 * The back office's files on the operator hosts only (routes/backoffice-static.ts): its page for every app path, its
 * built files precompressed, the server's own paths left to their routes, and brand hosts never reaching any of it.
 */
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { backofficeStatic } from '../../src/routes/backoffice-static';

const dist = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Back office</title>');
// the sign-in drawn at build time (apps/backoffice/prerender.mjs)
writeFileSync(join(dist, 'login.html'), '<!doctype html><title>Back office</title><div id="root" data-signed-out><h1>Sign in to the back office</h1></div>');
writeFileSync(join(dist, 'favicon.svg'), '<svg>back office</svg>');
writeFileSync(join(dist, 'assets/bo-index-abc.js'), script);
writeFileSync(join(dist, 'assets/bo-index-abc.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets/bo-index-abc.js.gz'), gzipSync(script));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const serverPaths = ['/ws/', '/wps/', '/admin/', '/media/', '/assets/', '/ops/', '/metrics', '/healthz'];

/** An app like the real one: a route of the server, a player app's file, and the player app's fallback. */
async function appWith(distDir: string) {
  const app = Fastify();
  app.get('/ops/support', async () => 'desk');
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/favicon.svg', async () => 'player icon');
  await app.register(backofficeStatic, { opsHosts: ['ops.localhost', 'ops.example.com'], serverPaths, dist: distDir });
  app.setNotFoundHandler((request, reply) => reply.status(request.url.startsWith('/assets/') ? 404 : 200).send('player app'));
  await app.ready();
  return app;
}

const app = await appWith(dist);
afterAll(() => app.close());
const get = (url: string, host: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('the back office on the operator hosts', () => {
  it('answers its page for / and every path of the app, with or without a port, never indexed', async () => {
    for (const [url, host] of [
      ['/', 'ops.localhost'],
      ['/login?from=%2Fplayers', 'ops.localhost:8080'],
      ['/players/12', 'OPS.EXAMPLE.COM'],
      ['/audit?actor=owner1', 'ops.example.com:443'],
    ] as const) {
      const res = await get(url, host);
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
      expect(res.body).toContain('<title>Back office</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('sends /login with the sign-in drawn, unless the address says why a session ended (the drawn page has no such notice)', async () => {
    const drawn = async (url: string) => (await get(url, 'ops.localhost')).body.includes('<h1>Sign in to the back office</h1>');
    expect(await drawn('/login')).toBe(true);
    expect(await drawn('/login?from=%2Fplayers')).toBe(true);
    expect(await drawn('/login?ended=1&from=%2Fplayers')).toBe(false);
    expect(await drawn('/login?signedOut=1')).toBe(false);
    expect(await drawn('/')).toBe(false);
    expect(await drawn('/players')).toBe(false);
    // the file is the /login page's, not an address of its own
    expect(await drawn('/login.html')).toBe(false);
  });

  it('serves its built files precompressed, cached for good', async () => {
    const br = await get('/assets/bo-index-abc.js', 'ops.localhost', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload).toEqual(brotliCompressSync(script));
    const gzip = await get('/assets/bo-index-abc.js', 'ops.localhost', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/bo-index-abc.js', 'ops.localhost');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // a file the player app has under the same path: the operator host gets the back office's
    expect((await get('/favicon.svg', 'ops.localhost')).body).toBe('<svg>back office</svg>');
  });

  it('leaves the server paths to their routes, and a missing one or a missing asset is a 404 envelope', async () => {
    expect((await get('/ops/support', 'ops.localhost')).body).toBe('desk');
    expect((await get('/healthz', 'ops.localhost')).json()).toEqual({ ok: true });
    for (const url of ['/ops/api/nothing', '/admin/nothing', '/assets/bo-missing.js', '/metrics/x']) {
      const res = await get(url, 'ops.localhost');
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'NOT_FOUND']);
    }
  });
});

describe('a brand host', () => {
  it('never reaches the back office: the player app answers', async () => {
    for (const host of ['localhost:8080', 'tiger.localhost', 'ops.localhost.attacker.example', 'x.ops.localhost']) {
      expect([host, (await get('/', host)).body]).toEqual([host, 'player app']);
      expect([host, (await get('/players/12', host)).body]).toEqual([host, 'player app']);
      expect([host, (await get('/assets/bo-index-abc.js', host)).statusCode]).toEqual([host, 404]);
      expect([host, (await get('/favicon.svg', host)).body]).toEqual([host, 'player icon']);
    }
  });
});

describe('before the back office is built', () => {
  it('the operator hosts answer 404 at its paths instead of another app', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'backoffice-empty-'));
    const bare = await appWith(empty);
    const res = await bare.inject({ method: 'GET', url: '/', headers: { host: 'ops.localhost' } });
    expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await bare.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } })).body).toBe('player app');
    await bare.close();
    rmSync(empty, { recursive: true, force: true });
  });
});
