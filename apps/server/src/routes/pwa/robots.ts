import type { BrandConfig } from '@app/contract/brand';
import type { FastifyInstance } from 'fastify';

export interface RobotsRouteOptions {
  /** path prefixes the server answers itself (the API, sockets, operator, sandbox and health paths) */
  serverPaths: readonly string[];
}

/** Server paths a crawler needs to draw the player pages: the built assets, the brand's pictures, the manifest and icons. */
const publicServerPaths = new Set(['/assets/', '/media/', '/pwa/']);
/**
 * Player screens with nothing to index: they need a session, or open a game, the chat window or the support pop-up
 * (the web app's route table). The lobbies, promotions, lottery, help, download, register and login pages stay open.
 */
const sessionScreens = ['/game', '/seamless', '/inhouse-play/', '/activity', '/chat', '/support'];

/**
 * robots.txt of a host. A brand's own host (listed in its file's hosts): its player pages are open to crawlers, the
 * API, sockets, operator, sandbox, demo and health paths are not. Any other host (the operator hosts, an address, a
 * name no brand lists, which the default brand answers only as a fallback) is closed to crawlers altogether.
 */
export function robotsTxt(brand: BrandConfig, hostname: string, serverPaths: readonly string[]) {
  const host = hostname.toLowerCase();
  if (!brand.hosts.some((h) => h.toLowerCase() === host)) return ['# not a brand host: nothing here is for crawlers', 'User-agent: *', 'Disallow: /', ''].join('\n');
  const closed = [...new Set([...serverPaths.filter((p) => !publicServerPaths.has(p)), ...sessionScreens])].sort();
  return [`# ${brand.name.replace(/\s+/g, ' ')}`, 'User-agent: *', 'Allow: /', ...closed.map((p) => `Disallow: ${p}`), ''].join('\n');
}

/** GET /robots.txt per host (text/plain; never the web app's page). */
export async function robotsRoutes(app: FastifyInstance, options: RobotsRouteOptions) {
  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsTxt(request.brand, request.hostname, options.serverPaths);
  });
}
