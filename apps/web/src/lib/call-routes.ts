import { calls, type CallName, type HttpMethod } from '@app/contract/calls';

export interface CallRoute {
  method: HttpMethod;
  path: string;
  login: boolean | 'optional';
  encrypt: boolean;
}

/**
 * Method, path and flags of every call, taken from the contract's call table (tests). In the browser build each
 * `apiCall('name'` carries its route instead, evaluated at build time (see vite.config.ts), and this table is empty:
 * zod stays out of the client bundle and each chunk holds only the routes of its own calls.
 */
export const callRoutes: Partial<Record<CallName, CallRoute>> = Object.fromEntries(
  Object.entries(calls).map(([name, d]) => [name, { method: d.method, path: d.path, login: d.login, encrypt: d.encrypt }]),
) as Record<CallName, CallRoute>;
