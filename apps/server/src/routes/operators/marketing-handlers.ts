import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../../lib/call-router';

/** The handlers of the contract's marketingOperatorCalls (packages/contract/src/calls/operators-marketing.ts). */
export function marketingOperatorHandlers(app: FastifyInstance, deps: { dataDir: string }): CallHandlers {
  void app;
  void deps;
  return {};
}
