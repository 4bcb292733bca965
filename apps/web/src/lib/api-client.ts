import type { CallBody, CallName, CallQuery, CallValue } from '@app/contract/calls';
import type { Envelope } from '@app/contract/envelope';
import { apiBaseUrl, dropApiEntry } from './api-entry';
import { callRoutes, type CallRoute } from './call-routes';
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

/** Called with the token a logged-in call was refused for. */
type SessionExpiredListener = (token: string) => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();
/** The auth feature subscribes to open the login modal when a logged-in call finds the session gone. */
export function onSessionExpired(listener: SessionExpiredListener) {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

/** The session of this token ended elsewhere (the push channel was closed for it): the same as a call refused for it. */
export function reportSessionGone(token: string) {
  for (const listener of sessionExpiredListeners) listener(token);
}

const INSTALL_ID_KEY = 'installId';
const INSTALL_ID_SHAPE = /^[A-Za-z0-9_-]{8,64}$/;
let pageInstallId: string | undefined;
/**
 * This browser's install id: random, made once and kept in localStorage, sent on every call (x-install-id) so the
 * server's multi-account checks can tell devices apart. Without storage it lasts the page.
 */
function installIdOf() {
  let id: string | null = null;
  try {
    id = localStorage.getItem(INSTALL_ID_KEY);
  } catch {
    // storage disabled (private mode): the page's id
  }
  if (id && INSTALL_ID_SHAPE.test(id)) return (pageInstallId = id);
  pageInstallId ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    localStorage.setItem(INSTALL_ID_KEY, pageInstallId);
  } catch {
    // kept for the page only
  }
  return pageInstallId;
}

/**
 * How a call reaches the server: the browser's fetch. The server's first-screen render (entry-server.tsx) sends the
 * same calls to itself, in-process, through its own transport.
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);
export const setCallTransport = (send: typeof transport) => {
  transport = send;
};

export interface CallInput<N extends CallName> {
  query?: CallQuery<N>;
  body?: CallBody<N>;
  signal?: AbortSignal;
  /** a token other than the session's (a forced password change happens before the session is stored); null: none */
  token?: string | null;
}

function toSearch(query: object | undefined) {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send<N extends CallName>(name: N, input: CallInput<N>, retried: boolean): Promise<CallValue<N>> {
  // the build puts the call's route in place of its name (see vite.config.ts); tests look it up by name
  const route = name as unknown as CallName | CallRoute;
  const def = typeof route === 'string' ? callRoutes[route] : route;
  if (!def) throw new Error(`${name} is not in the web app's call table (see vite.config.ts)`);
  const token = input.token === undefined ? session.get('token') : input.token;
  const headers: Record<string, string> = { Language: currentLanguage, Accept: 'application/json', 'x-install-id': installIdOf() };
  if (token) headers.token = token;
  let body: string | undefined;
  if (def.method !== 'GET' && (input.body !== undefined || def.encrypt)) {
    headers['Content-Type'] = 'application/json';
    // encrypted calls: the crypto code loads on the first one
    body = JSON.stringify(
      def.encrypt ? await (await import('./seal-body')).sealBody(input.body ?? {}, retried, () => apiCall('publicKey')) : input.body,
    );
  }
  let response: Response;
  try {
    // the page's origin, or the faster entry chosen this session (api-entry.ts)
    response = await transport(apiBaseUrl() + def.path + toSearch(input.query as object | undefined), {
      method: def.method,
      headers,
      body,
      signal: input.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    // another entry stopped answering: the page's origin takes over (a read is asked again there)
    if (dropApiEntry() && def.method === 'GET') return send(name, input, retried);
    throw new ApiError('NETWORK_ERROR', 'err_network_error', null, 0);
  }
  let envelope: Envelope<unknown>;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    throw new ApiError('NETWORK_ERROR', 'err_network_error', null, response.status);
  }
  if (!envelope.success) {
    // the server's key may have changed since it was fetched: once more with a fresh one
    if (envelope.code === 'DECRYPTION_FAILED' && def.encrypt && !retried) return send(name, input, true);
    if (envelope.code === 'NOT_LOGGED_IN' && token) reportSessionGone(token);
    throw new ApiError(envelope.code, envelope.message, envelope.value, response.status);
  }
  return envelope.value as CallValue<N>;
}

/** The one way the web app talks to the server: path, method and shapes come from the contract's call table. */
export function apiCall<N extends CallName>(name: N, input: CallInput<N> = {}): Promise<CallValue<N>> {
  return send(name, input, false);
}
