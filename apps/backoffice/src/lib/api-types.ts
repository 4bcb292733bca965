import type { operatorCalls } from '@app/contract/calls/operators';
import type { z } from 'zod';

/** The operator calls' names and shapes, from the contract (types only: nothing of zod reaches the bundle). */
export type OperatorCalls = typeof operatorCalls;
export type OperatorCallName = keyof OperatorCalls;
export type CallValue<N extends OperatorCallName> = z.output<OperatorCalls[N]['response']>;
export type CallQuery<N extends OperatorCallName> = z.input<OperatorCalls[N]['query']>;
export type CallBody<N extends OperatorCallName> = z.input<OperatorCalls[N]['body']>;
