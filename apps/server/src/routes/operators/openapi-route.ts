import { operatorOpenApi } from '@app/contract/operator-openapi';
import type { FastifyInstance } from 'fastify';

/** GET /ops/api/openapi.json: every operator call, generated from the call table (operator hosts only, like all of /ops). */
export async function operatorOpenApiRoute(app: FastifyInstance) {
  let document: ReturnType<typeof operatorOpenApi> | undefined;
  app.get('/ops/api/openapi.json', async () => (document ??= operatorOpenApi({ title: 'Back office API', version: '1' })));
}
