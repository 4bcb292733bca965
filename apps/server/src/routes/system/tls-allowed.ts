import type { FastifyPluginAsync } from 'fastify';
import { errorEnvelope, ok } from '../../lib/call-router';

export interface TlsAllowedOptions {
  /** Whether the name is one of ours: a host of a brand file or an operator host (OPS_HOSTS). */
  isKnownHost: (host: string) => boolean;
}

/**
 * The `ask` endpoint of Caddy's on-demand TLS (deploy/Caddyfile): before Caddy requests a certificate for a name it
 * has none for (a brand host added after Caddy started), it calls GET /tls/allowed?domain=<name> and goes ahead only
 * on a 2xx. Without this check anyone could point a domain at our address and make us request certificates for it,
 * spending the certificate authority's rate limits on names that are not ours.
 *
 * Unknown names are 404, never the default brand (unlike the brand lookup of ordinary requests). Caddy hides the path
 * from the outside, since the answer would tell anyone which operator hosts exist.
 */
export const tlsAllowedRoutes: FastifyPluginAsync<TlsAllowedOptions> = async (app, { isKnownHost }) => {
  app.get('/tls/allowed', async (request, reply) => {
    const { domain } = request.query as { domain?: unknown };
    // host names compare case-insensitively; a repeated or missing parameter is not a name
    const host = typeof domain === 'string' ? domain.trim().toLowerCase() : '';
    reply.header('cache-control', 'no-store');
    if (host === '' || !isKnownHost(host)) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    return reply.send(ok({ domain: host }));
  });
};
