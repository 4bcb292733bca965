import type { FastifyInstance, FastifyReply } from 'fastify';
import { createAppMetrics } from '../../lib/metrics';
import { MONEY_FIGURE_KINDS, moneyFiguresLast24h } from '../../modules/wallet/ledger/money-figures';

interface WebSocketLike {
  once(event: 'close', listener: () => void): unknown;
}

export interface MetricsRoutesOptions {
  /** the brands whose money figures are shown (0 where nothing moved) */
  brandIds: string[];
}

/**
 * GET /metrics in Prometheus' text format (the app answers it on the operator hosts only), and the instruments that
 * feed it: every request (by route pattern, never the raw URL, so the series stay bounded), the error answers by their
 * envelope's code, open WebSockets by route, the PostgreSQL pool; the jobs record themselves (lib/job-lease.ts) and
 * the money figures are read from the ledger at scrape time. Metric names and labels: lib/metrics.ts.
 *
 * Registered before the WebSocket plugin and the routes it measures; its hooks apply to the whole app (skip-override
 * below, what fastify-plugin does), not only to its own route.
 */
async function metricsRoutes(app: FastifyInstance, options: MetricsRoutesOptions) {
  const database = app.database;
  const metrics = createAppMetrics({
    brandIds: options.brandIds,
    moneyKinds: MONEY_FIGURE_KINDS,
    moneyFigures: () => moneyFiguresLast24h(database.db),
    poolStats: database.poolStats ? () => database.poolStats!() : undefined,
    onCollectError: (error) => app.log.warn({ err: error }, 'metrics: money figures not read'),
  });

  // the error code an answer carries: read from the envelope before it is serialized (an object, no parsing)
  const errorCodes = new WeakMap<FastifyReply, string>();
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && payload !== null && typeof payload === 'object') {
      const code = (payload as { code?: unknown }).code;
      if (typeof code === 'string') errorCodes.set(reply, code);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    // the route's pattern; requests no route matched (unknown paths, the web app's pages) share one label
    const call = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(call, request.method, reply.statusCode, reply.elapsedTime / 1000, errorCodes.get(reply));
  });
  // WebSocket routes: each connection counts as open until it closes (the ws plugin, registered after this one, takes
  // this wrapper as the route's socket handler)
  app.addHook('onRoute', (route) => {
    if (!(route as { websocket?: boolean }).websocket) return;
    const handler = route.handler as unknown as (this: unknown, socket: WebSocketLike, request: unknown) => unknown;
    const path = route.url;
    route.handler = function countedSocket(this: unknown, socket: WebSocketLike, request: unknown) {
      metrics.socketOpened(path);
      socket.once('close', () => metrics.socketClosed(path));
      return handler.call(this, socket, request);
    } as unknown as typeof route.handler;
  });

  app.get('/metrics', { config: { rateLimit: false } }, async (_request, reply) => {
    const text = await metrics.text();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
}

// the hooks above belong to the app, not to this plugin's scope
(metricsRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export { metricsRoutes };
