import type { BrandConfig } from '@app/contract/brand';
import { FIRST_SCREEN_ELEMENT_ID } from '@app/contract/first-screens';
import { PWA_PATHS, SW_CACHE_URLS_MESSAGE } from '@app/contract/pwa';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brandInitials, drawBrandIcon } from '../../lib/brand-icon';
import { errorEnvelope } from '../../lib/call-router';
import { type BrandIconFile, brandIcons, webManifest } from './manifest';
import { renderOfflinePage } from './offline-page';
import { robotsRoutes } from './robots';
import { serviceWorkerScript, shellAssets } from './service-worker';

export interface PwaRouteOptions {
  /** the built web app's index.html (its entry files are precached); absent when only the API is served */
  indexTemplate?: string;
  /** path prefixes the server answers itself: the worker never caches them nor answers them with the offline page */
  serverPaths: readonly string[];
}

/** Paths the worker leaves alone besides the server's own: call paths a later area may add, and its own files. */
const alsoUncached = ['/api/', '/ops/', PWA_PATHS.icons, PWA_PATHS.serviceWorker, PWA_PATHS.manifest, PWA_PATHS.offlinePage];

const etagOf = (body: string | Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** Answers 304 when the client holds this version, else the body with its tag. */
function sendTagged(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, etag: string) {
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body);
}

/** Computed once per brand (and per icon), on first request. */
function perBrand<T>(make: (brand: BrandConfig) => T) {
  const cache = new WeakMap<BrandConfig, T>();
  return (brand: BrandConfig) => {
    let value = cache.get(brand);
    if (value === undefined) cache.set(brand, (value = make(brand)));
    return value;
  };
}

/**
 * The installable app, per brand (the Host decides): the web app manifest, icons drawn from the brand's logo, the
 * service worker and the offline page it falls back to; and the host's robots.txt (robots.ts).
 */
export async function pwaRoutes(app: FastifyInstance, options: PwaRouteOptions) {
  const serverPaths = [...new Set([...options.serverPaths, ...alsoUncached])];
  const precache = shellAssets(options.indexTemplate);

  const manifestOf = perBrand((brand) => {
    const body = JSON.stringify(webManifest(brand));
    return { body, etag: etagOf(body) };
  });
  const offlinePageOf = perBrand((brand) => {
    const body = renderOfflinePage(brand);
    return { body, etag: etagOf(body) };
  });
  // the worker's version changes with the build (its index.html) and with what the offline page shows
  const workerOf = perBrand((brand) => {
    const { source } = serviceWorkerScript(
      {
        offlinePage: PWA_PATHS.offlinePage,
        precache,
        serverPaths,
        cacheUrlsMessage: SW_CACHE_URLS_MESSAGE,
        firstScreenElement: FIRST_SCREEN_ELEMENT_ID,
        appName: brand.name,
        notificationIcon: `${PWA_PATHS.icons}icon-192.png`,
      },
      `${options.indexTemplate ?? ''}|${offlinePageOf(brand).etag}`,
    );
    return { body: source, etag: etagOf(source) };
  });
  const iconsOf = perBrand(() => new Map<BrandIconFile, { body: Buffer; etag: string }>());

  // robots.txt per host: the server's own paths (the API, sockets, operator and sandbox paths) are closed to crawlers
  await app.register(robotsRoutes, { serverPaths: [...options.serverPaths, '/api/'] });

  app.get(PWA_PATHS.manifest, async (request, reply) => {
    const { body, etag } = manifestOf(request.brand);
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache');
    return sendTagged(request, reply, body, etag);
  });

  app.get<{ Params: { file: string } }>(`${PWA_PATHS.icons}:file`, async (request, reply) => {
    const file = request.params.file as BrandIconFile;
    const icon = Object.hasOwn(brandIcons, file) ? brandIcons[file] : undefined;
    if (!icon) return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    const drawn = iconsOf(request.brand);
    let png = drawn.get(file);
    if (!png) {
      const body = drawBrandIcon({ ...icon, colors: request.brand.themes.dark, initials: brandInitials(request.brand.name) });
      drawn.set(file, (png = { body, etag: etagOf(body) }));
    }
    // links carry ?v= of the brand's look: a day is safe, and a new look is a new URL anyway
    reply.type('image/png').header('cache-control', 'public, max-age=86400');
    return sendTagged(request, reply, png.body, png.etag);
  });

  app.get(PWA_PATHS.serviceWorker, async (request, reply) => {
    const { body, etag } = workerOf(request.brand);
    reply
      .type('text/javascript; charset=utf-8')
      // browsers check for a new worker on every navigation; the answer must never come from an HTTP cache
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      // the worker's own policy: it fetches from this origin only (the default policy for scripts forbids fetching)
      .header('content-security-policy', "default-src 'self'");
    return sendTagged(request, reply, body, etag);
  });

  app.get(PWA_PATHS.offlinePage, async (request, reply) => {
    const { body, etag } = offlinePageOf(request.brand);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'");
    return sendTagged(request, reply, body, etag);
  });
}
