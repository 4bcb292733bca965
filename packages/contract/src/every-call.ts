import type { z } from 'zod';
import { calls } from './calls';
import type { CallDef } from './calls/define';
import { operatorCalls } from './calls/operators';

/**
 * The one call table: the player and agent calls (calls.ts, what the web client imports) and the operator calls
 * (calls/operators.ts, what the back office and the CLI import). The server's router registers every entry, and the
 * generated role and bad-input tests walk all of them. Kept apart from calls.ts so the player's bundle never carries
 * the back office's schemas.
 */
export const everyCall = { ...calls, ...operatorCalls } satisfies Record<string, CallDef>;

export type EveryCall = typeof everyCall;
export type AnyCallName = keyof EveryCall;
export type OperatorCallName = keyof typeof operatorCalls;
export type AnyCallValue<N extends AnyCallName> = z.output<EveryCall[N]['response']>;
export type AnyCallQuery<N extends AnyCallName> = z.input<EveryCall[N]['query']>;
export type AnyCallBody<N extends AnyCallName> = z.input<EveryCall[N]['body']>;
export { operatorCalls };
export { OPERATOR_API_PREFIX } from './calls/operators';

/** Whether a call belongs to the back office (answered on the operator hosts only). */
export const isOperatorCall = (def: Pick<CallDef, 'roles'>) => def.roles.includes('operator') || def.roles.includes('installer');
