import type { CallBody, CallName, CallQuery, CallValue } from '@app/contract/calls';
import type { Envelope } from '@app/contract/envelope';
import { callRoutes } from './call-routes';
import { session } from './storage';

/** A failed call: the server's stable code and the text-pack key to show. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly value: unknown,
    readonly status: number,
  ) {
    super(code);
  }
}

let currentLanguage = 'TY';
export const setApiLanguage = (language: string) => {
  currentLanguage = language;
};

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();
/** The auth feature subscribes to open the login modal when a logged-in call finds the session gone. */
export function onSessionExpired(listener: SessionExpiredListener) {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export interface CallInput<N extends CallName> {
  query?: CallQuery<N>;
  body?: CallBody<N>;
  signal?: AbortSignal;
}

function toSearch(query: object | undefined) {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The one way the web app talks to the server: path, method and shapes come from the contract's call table. */
export async function apiCall<N extends CallName>(name: N, input: CallInput<N> = {}): Promise<CallValue<N>> {
  const def = callRoutes[name];
  if (!def) throw new Error(`${name} is not in the web app's call table (see vite.config.ts)`);
  const token = session.get('token');
  const headers: Record<string, string> = { Language: currentLanguage, Accept: 'application/json' };
  if (token) headers.token = token;
  let body: string | undefined;
  if (def.method !== 'GET' && input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  let response: Response;
  try {
    response = await fetch(def.path + toSearch(input.query as object | undefined), {
      method: def.method,
      headers,
      body,
      signal: input.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 'err_network_error', null, 0);
  }
  let envelope: Envelope<unknown>;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    throw new ApiError('NETWORK_ERROR', 'err_network_error', null, response.status);
  }
  if (!envelope.success) {
    if (envelope.code === 'NOT_LOGGED_IN' && token) for (const listener of sessionExpiredListeners) listener();
    throw new ApiError(envelope.code, envelope.message, envelope.value, response.status);
  }
  return envelope.value as CallValue<N>;
}
