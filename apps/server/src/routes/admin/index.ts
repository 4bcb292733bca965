import type { FastifyInstance } from 'fastify';
import { operatorOnly } from '../../lib/operator-token';

/** What stays behind the master token: the bootstrap of a new installation's first owner. */
export async function adminRoutes(app: FastifyInstance, opts: { token: string; dataDir: string }) {
  app.addHook('onRequest', operatorOnly(opts.token));

}
