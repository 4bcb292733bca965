import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../../lib/call-router';

/** The handlers of the contract's loyaltyOperatorCalls (packages/contract/src/calls/operators-loyalty.ts). */
export function loyaltyOperatorHandlers(app: FastifyInstance, deps: { dataDir: string }): CallHandlers {
  void app;
  void deps;
  return {};
}
