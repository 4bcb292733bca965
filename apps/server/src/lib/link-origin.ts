import type { BrandConfig } from '@app/contract/brand';
import type { FastifyRequest } from 'fastify';

/**
 * Where a link the server hands out (an agent's invite link, an emailed verification link) points: the brand host the
 * request came to, else the brand's first host (a request that reached the brand some other way).
 */
export const linkHostOf = (request: FastifyRequest, brand: BrandConfig) => ({
  protocol: request.protocol,
  host: brand.hosts.includes(request.hostname) ? request.host : brand.hosts[0]!,
});

/** The same as an origin: protocol://host. */
export const linkOrigin = (request: FastifyRequest, brand: BrandConfig) => {
  const { protocol, host } = linkHostOf(request, brand);
  return `${protocol}://${host}`;
};
