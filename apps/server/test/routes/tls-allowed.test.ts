import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { tlsAllowedRoutes } from '../../src/routes/system/tls-allowed';

// Caddy's on-demand TLS asks this route before requesting a certificate: a wrong 200 lets strangers' domains spend
// the certificate authority's rate limits, a wrong 404 leaves a new brand host without HTTPS.
describe('GET /tls/allowed (the ask endpoint of on-demand TLS)', async () => {
  const known = new Set(['lucky9.example.com', 'ops.example.com']);
  const app = Fastify();
  await app.register(tlsAllowedRoutes, { isKnownHost: (host) => known.has(host) });
  afterAll(() => app.close());
  const ask = (query: string) => app.inject({ method: 'GET', url: `/tls/allowed${query}` });

  it('allows a certificate for a brand or operator host', async () => {
    expect((await ask('?domain=lucky9.example.com')).statusCode).toBe(200);
    expect((await ask('?domain=ops.example.com')).statusCode).toBe(200);
  });

  it('compares names without regard to case, as DNS does', async () => {
    expect((await ask('?domain=Lucky9.Example.COM')).statusCode).toBe(200);
  });

  it('refuses any other name, a missing name and a repeated one', async () => {
    const refused = ['?domain=attacker.example.net', '?domain=', '', '?domain=lucky9.example.com&domain=attacker.example.net'];
    for (const query of refused) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(404);
      expect(res.headers['cache-control'], query).toBe('no-store');
    }
  });
});
