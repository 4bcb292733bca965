import type { FastifyInstance } from 'fastify';
import { errorEnvelope, ok } from '../../lib/call-router';

/**
 * Probes for load balancers and orchestrators, answered in the API's envelope. Liveness: the process answers.
 * Readiness: the database answers and holds every migration of this build.
 */
export async function healthRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { config: { rateLimit: false } }, async (_request, reply) => reply.headers(noStore).send(ok({ status: 'up' })));
  app.get('/readyz', { config: { rateLimit: false } }, async (_request, reply) => {
    const ready = await app.database.isReady().catch(() => false);
    reply.headers(noStore);
    if (!ready) return reply.status(503).send(errorEnvelope('NOT_READY', { database: 'unavailable or not migrated' }));
    return reply.send(ok({ status: 'ready', database: app.database.kind }));
  });
}
