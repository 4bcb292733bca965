import { operatorCalls } from '@app/contract/calls/operators';
import type { OperatorCallName } from './api-types';

export interface CallRoute {
  method: string;
  path: string;
}

/**
 * Method and path of every operator call, from the contract's call table (unit tests). In the browser build each
 * `apiCall('name'` carries its route instead, put there at build time (vite.config.ts), and this table is empty: zod
 * stays out of the first page.
 */
export const callRoutes: Partial<Record<OperatorCallName, CallRoute>> = Object.fromEntries(
  Object.entries(operatorCalls).map(([name, d]) => [name, { method: d.method, path: d.path }]),
);
