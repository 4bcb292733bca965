import { calls, type CallName, type HttpMethod } from '@app/contract/calls';

export interface CallRoute {
  method: HttpMethod;
  path: string;
  login: boolean | 'optional';
  encrypt: boolean;
}

/**
 * Method, path and flags of every call, taken from the contract's call table. In the browser build this module is
 * replaced by the same table evaluated at build time (see vite.config.ts), so zod stays out of the client bundle.
 */
export const callRoutes: Record<CallName, CallRoute> = Object.fromEntries(
  Object.entries(calls).map(([name, d]) => [name, { method: d.method, path: d.path, login: d.login, encrypt: d.encrypt }]),
) as Record<CallName, CallRoute>;
