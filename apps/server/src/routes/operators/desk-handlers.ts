import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../../lib/call-router';

/** The handlers of the contract's deskOperatorCalls (packages/contract/src/calls/operators-desk.ts). */
export function deskOperatorHandlers(app: FastifyInstance, deps: { dataDir: string }): CallHandlers {
  void app;
  void deps;
  return {};
}
