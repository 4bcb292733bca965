import type { Envelope } from '@app/contract/envelope';
import { authToken } from './auth-token';
import { callRoutes, type CallRoute } from './call-routes';
import type { CallBody, CallQuery, CallValue, OperatorCallName } from './api-types';

/** A failed call: the server's stable code, its value (retryAfterSeconds, permission...) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly value: unknown,
    readonly status: number,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export interface CallInput<N extends OperatorCallName> {
  query?: CallQuery<N>;
  body?: CallBody<N>;
  signal?: AbortSignal;
}

export function toSearch(query: object | undefined) {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The one way the back office talks to the server: method and path come from the contract's call table, the
 * envelope { success, code, message, value } is unwrapped, and a refusal becomes an ApiError with its code.
 */
export async function apiCall<N extends OperatorCallName>(name: N, input: CallInput<N> = {}): Promise<CallValue<N>> {
  // the build puts the call's route in place of its name (vite.config.ts); unit tests look it up by name
  const route = name as unknown as OperatorCallName | CallRoute;
  const def = typeof route === 'string' ? callRoutes[route] : route;
  if (!def) throw new Error(`${String(name)} is not an operator call`);
  const token = authToken.get();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (def.method !== 'GET' && input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  let response: Response;
  try {
    response = await fetch(def.path + toSearch(input.query as object | undefined), { method: def.method, headers, body, signal: input.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', null, 0);
  }
  let envelope: Envelope<unknown>;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    throw new ApiError(response.status >= 500 ? 'INTERNAL_ERROR' : 'NETWORK_ERROR', null, response.status);
  }
  if (!envelope.success) {
    // only a session that was sent and is now refused has ended (a wrong password is INVALID_CREDENTIALS): the
    // signed-in frame sees the token gone and returns to the sign-in, which says the session ended
    if (envelope.code === 'NOT_LOGGED_IN' && token && authToken.get() === token) authToken.end('ended');
    throw new ApiError(envelope.code, envelope.value, response.status);
  }
  return envelope.value as CallValue<N>;
}
