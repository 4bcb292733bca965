import type { BrandConfig } from '@app/contract/brand';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { AppError } from './app-error';

/** What every real deployment needs in front of the calls: limits on slow and greedy clients, headers, compression. */
export interface EdgeLimits {
  /** a whole request must arrive within this (slow bodies) */
  requestTimeoutMs: number;
  /** the headers must arrive within this (slow headers) */
  headersTimeoutMs: number;
  /** open connections one client IP may hold; more are closed at once */
  connectionsPerIp: number;
  /** requests per minute per client IP over every route; 0 turns the limit off (the bench's bare-route baseline) */
  requestsPerMinute: number;
}

export const defaultEdgeLimits: EdgeLimits = { requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, connectionsPerIp: 128, requestsPerMinute: 1200 };

/** SHA-256 sources of the inline scripts of a page (the SPA shell's theme script), for its content security policy. */
export function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`,
  );
}

/** CDN entries as origins (a bare host is https, as the web client reads them). */
const hostSources = (urls: readonly string[]) =>
  urls.flatMap((url) => {
    try {
      return [new URL(/^https?:\/\//.test(url) ? url : `https://${url}`).origin];
    } catch {
      return [];
    }
  });

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * The SPA's policy: its own scripts plus the hashed inline theme script (no 'unsafe-inline' scripts); images and game
 * frames from the brand's CDNs; nobody else may frame the money UI.
 */
export function spaPolicy(brand: BrandConfig, scriptHashes: string[]) {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...hostSources(brand.imageCDNs ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...hostSources(brand.launchGameCDNs ?? [])],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  });
}

/** Pages the server writes itself (the sandbox vendor's game, the sandbox pay page, the outbox): a nonce per answer. */
const internalPagePolicy = (nonce: string) =>
  policy({
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`],
    'style-src': [`'nonce-${nonce}'`, "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  });

/** Everything that is not a page (JSON, images, scripts): nothing may run from it or frame it. */
const resourcePolicy = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

const isInternalPage = (url: string) => url.startsWith('/sandbox/') || url.startsWith('/dev/');

/** The client IPs' open connections, capped: a flood of idle or slow sockets from one address is cut off. */
function capConnectionsPerIp(app: FastifyInstance, max: number) {
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const ip = socket.remoteAddress ?? '';
    const count = (open.get(ip) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(ip, count);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left <= 0) open.delete(ip);
      else open.set(ip, left);
    });
  });
}

/**
 * The per-IP request counts. @fastify/rate-limit's own LocalStore hands back its live counter object, which a burst
 * in the same tick has already pushed past the limit by the time each request reads it (every request of a burst of
 * 25 under a limit of 20 was refused): this store answers with a snapshot of the count it just took.
 */
class SnapshotStore {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();
  static readonly MAX_KEYS = 50_000;

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      if (this.windows.size >= SnapshotStore.MAX_KEYS) this.evict(now, timeWindow);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  child() {
    return new SnapshotStore();
  }

  /** drops ended windows, then the oldest, to stay within MAX_KEYS */
  private evict(now: number, timeWindow: number) {
    for (const [key, window] of this.windows) if (window.startedAt + timeWindow <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < SnapshotStore.MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

export async function registerEdge(
  app: FastifyInstance,
  /** rateLimitStore: where the request counts live (several processes share one in the database); in memory by default */
  options: { limits: EdgeLimits; spaScriptHashes: string[]; rateLimitStore?: unknown },
) {
  const { limits } = options;
  // the timeouts are server options (buildApp); the connection cap and the rest are here
  capConnectionsPerIp(app, limits.connectionsPerIp);

  await app.register(fastifyHelmet, {
    // set per answer below: the SPA, the internal pages and the rest each get their own
    contentSecurityPolicy: false,
    // HTTPS only (below): a header on plain HTTP would be ignored anyway
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // the external lottery window and the customer-service pop-up keep their opener
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  const spaPolicies = new WeakMap<BrandConfig, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // a page that declares a (stricter) policy of its own keeps it: the sandbox pay page runs no script at all
    if (reply.hasHeader('content-security-policy')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) {
      reply.header('content-security-policy', resourcePolicy);
      return payload;
    }
    if (isInternalPage(request.url) && typeof payload === 'string') {
      const nonce = randomBytes(16).toString('base64');
      reply.header('content-security-policy', internalPagePolicy(nonce));
      return payload.replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${nonce}"`);
    }
    let spa = spaPolicies.get(request.brand);
    if (!spa) spaPolicies.set(request.brand, (spa = spaPolicy(request.brand, options.spaScriptHashes)));
    reply.header('content-security-policy', spa);
    return payload;
  });

  // JSON answers and pages over 1 kB; the built assets are served precompressed (brotli, gzip) by the static plugin
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  if (limits.requestsPerMinute > 0) {
    await app.register(fastifyRateLimit, {
      global: true,
      store: (options.rateLimitStore ?? SnapshotStore) as never,
      max: limits.requestsPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => request.ip,
      errorResponseBuilder: (_request, context) => new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
    });
  }
}
