import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { readEnv } from '../../src/env';
import { type EdgeLimits, spaPolicy } from '../../src/lib/edge';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp, OPS_HOST, testAdminToken } from '../helper';

const app = await buildTestApp();

// a built web app in miniature: the shell with its inline theme script, and an asset with its brotli copy
const themeScript = "document.documentElement.dataset.theme='dark';";
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), `<!doctype html><html><head><!--brand-head--><script>${themeScript}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`);
const assetSource = `console.log(${JSON.stringify('x'.repeat(4000))});`;
writeFileSync(join(webDist, 'assets/app.js'), assetSource);
writeFileSync(join(webDist, 'assets/app.js.br'), brotliCompressSync(assetSource));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

async function appWith(env: Record<string, string> = {}, limits: Partial<EdgeLimits> = {}) {
  const built = await buildApp({ database: app.database, brands: app.brands, env: readEnv({ TRUST_PROXY: '1', ...env }), adminToken: testAdminToken, webDist, limits });
  afterAll(() => built.close());
  return built;
}

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('gives the SPA a policy without inline scripts (the theme script by its hash) that nobody else may frame', async () => {
    const web = await appWith();
    const page = await web.inject({ method: 'GET', url: '/rng' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;
    expect(csp['script-src']).toEqual(["'self'", hash]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await web.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('lets nothing run from or frame an API answer, and gives internal pages a nonce of their own', async () => {
    const json = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(directives(json.headers['content-security-policy'])).toMatchObject({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    const outbox = await app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'text/html', host: OPS_HOST } });
    const csp = directives(outbox.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp['script-src']?.join(' ') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(outbox.body).toContain(`<script nonce="${nonce}">`);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    const again = await app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'text/html', host: OPS_HOST } });
    expect(again.headers['content-security-policy']).not.toBe(outbox.headers['content-security-policy']);
  });

  it('lets in images and game frames from the brand\'s CDNs only', () => {
    const csp = directives(spaPolicy({ ...app.brands.all[0]!, imageCDNs: ['img.cdn.example', 'https://art.example/x/'], launchGameCDNs: ['games.example:8443'] }, []));
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://img.cdn.example', 'https://art.example']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://games.example:8443']);
  });
});

describe('compression', () => {
  it('serves the built assets precompressed and compresses JSON answers over 1 kB', async () => {
    const web = await appWith();
    const asset = await web.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.equals(brotliCompressSync(assetSource))).toBe(true);
    const list = await web.inject({ method: 'GET', url: '/wps/system/helpCenter?language=EN', headers: { 'accept-encoding': 'gzip' } });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString()).success).toBe(true);
    // the SPA shell comes from the not-found handler (no route): compressed too, and answered to HEAD
    const shell = await web.inject({ method: 'GET', url: '/lottery', headers: { 'accept-encoding': 'gzip' } });
    expect(shell.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(shell.rawPayload).toString()).toContain('<div id="root">');
    expect((await web.inject({ method: 'HEAD', url: '/lottery' })).statusCode).toBe(200);
    const refusesBrotli = await web.inject({ method: 'GET', url: '/lottery', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    const small = await web.inject({ method: 'GET', url: '/wps/system/status', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('rate limits per IP', () => {
  it('answers a flood from one IP with 429 in the envelope while other clients go on', async () => {
    const limited = await appWith({ RATE_LIMIT_PER_MINUTE: '20' });
    const flooder = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 45 }, () => limited.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-for': flooder } })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(25);
    expect(refused[0]!.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: expect.any(Number) } });
    const page = await limited.inject({ method: 'GET', url: '/lottery', headers: { 'x-forwarded-for': flooder } });
    expect(page.statusCode).toBe(429);
    expect((await limited.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-for': freshIp() } })).statusCode).toBe(200);
  });
});

describe('health probes', () => {
  it('answers liveness and readiness as JSON, not the SPA', async () => {
    const web = await appWith();
    const live = await web.inject({ method: 'GET', url: '/healthz' });
    expect([live.statusCode, live.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    expect(live.json()).toEqual({ success: true, code: 'OK', message: 'ok', value: { status: 'up' } });
    const ready = await web.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ success: true, value: { status: 'ready', database: app.database.kind } });
  });

  it('is not ready on a database without the migrations', async () => {
    const empty = await openDatabase({});
    const unready = await buildApp({ database: empty, brands: app.brands, env: readEnv({}) });
    try {
      const res = await unready.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_READY' });
    } finally {
      await unready.close();
      await empty.close();
    }
  });
});

describe('refusals outside the router', () => {
  it('answers malformed JSON, wrong content types and oversized bodies in the envelope', async () => {
    const api = accountsClient(app, { ip: freshIp() });
    const token = (await api.login('player1', 'Player123!')).body.value.token as string;
    for (const [contentType, payload, status] of [
      ['application/json', '{"requestId":', 400],
      ['application/xml', '<transfer/>', 415],
      ['application/json', JSON.stringify({ big: 'x'.repeat(1_200_000) }), 413],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: { token, 'content-type': contentType }, payload });
      expect([res.statusCode, res.json()]).toEqual([status, { success: false, code: 'BAD_REQUEST', message: 'err_bad_request', value: { reason: expect.any(String) } }]);
    }
  });

  it('answers a URL or header block too large with 431 in the envelope', async () => {
    const listening = await appWith();
    await listening.listen({ port: 0, host: '127.0.0.1' });
    const port = (listening.server.address() as { port: number }).port;
    const raw = await rawRequest(port, `GET /wps/system/status?q=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 'BAD_REQUEST', value: { reason: 'HEADERS_TOO_LARGE' } });
  });
});

describe('slow and greedy clients', () => {
  it('closes connections whose headers or body trickle in, and caps the connections of one IP', async () => {
    const listening = await appWith({}, { headersTimeoutMs: 400, requestTimeoutMs: 800, connectionsPerIp: 5 });
    await listening.listen({ port: 0, host: '127.0.0.1' });
    const port = (listening.server.address() as { port: number }).port;

    const sockets = await Promise.all(Array.from({ length: 8 }, () => openSocket(port)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sockets.filter((s) => s.closed)).toHaveLength(3); // over the cap: closed at once
    for (const s of sockets) s.socket.write('GET /wps/system/status HTTP/1.1\r\nHost: local'); // headers never finish
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(sockets.every((s) => s.closed)).toBe(true);

    // a body that trickles in: the whole request must arrive in time
    const slowBody = await openSocket(port);
    slowBody.socket.write('POST /wps/ping HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const trickle = setInterval(() => slowBody.socket.writable && slowBody.socket.write(' '), 100);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    clearInterval(trickle);
    expect(slowBody.closed).toBe(true);
    // and a well-behaved client still gets in
    expect(await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200/);
  });

  it('refuses a visitor\'s upload before reading its body', async () => {
    const listening = await appWith();
    await listening.listen({ port: 0, host: '127.0.0.1' });
    const port = (listening.server.address() as { port: number }).port;
    const upload = await openSocket(port);
    let answer = '';
    upload.socket.on('data', (chunk) => (answer += chunk.toString()));
    // announces 9 MB and sends 10 bytes: the refusal must not wait for the rest
    upload.socket.write('POST /wps/withdraw/receipt HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 9000000\r\n\r\n{"proof":"');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('"code":"NOT_LOGGED_IN"');
    upload.socket.destroy();
  });
});

function openSocket(port: number): Promise<{ socket: Socket; closed: boolean }> {
  return new Promise((resolve) => {
    const state = { socket: connect(port, '127.0.0.1'), closed: false };
    // the server ending its side is what counts; reading (resume) lets 'end' arrive after the server's answer
    for (const event of ['end', 'close', 'error']) state.socket.on(event, () => (state.closed = true));
    state.socket.resume();
    state.socket.on('connect', () => resolve(state));
  });
}

function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
}
