import { decryptBody, encryptedBodySchema, RSA_OAEP_PARAMS, toBase64 } from '@app/contract/encrypt-body';
import { vi } from 'vitest';

/** A refusal from a stubbed call: the server's error envelope. */
export class Refusal {
  constructor(
    readonly code: string,
    readonly value: unknown = null,
    readonly status = 400,
    readonly message = `err_${code.toLowerCase()}`,
  ) {}
}

export interface StubRequest {
  url: URL;
  method: string;
  /** the body as the server reads it (decrypted when the client encrypted it) */
  body: unknown;
  /** whether the client sent it encrypted */
  encrypted: boolean;
  headers: Record<string, string>;
}
type Handler = (request: StubRequest) => unknown;

let keys: Promise<CryptoKeyPair> | undefined;
const keyPair = () =>
  (keys ??= crypto.subtle.generateKey({ ...RSA_OAEP_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    'encrypt',
    'decrypt',
  ]) as Promise<CryptoKeyPair>);

/**
 * Stubs `fetch` like the server answers: envelopes by path, the public-key call with a real RSA-OAEP key, and
 * encrypted bodies decrypted before the handler sees them. A handler returns a value (success) or a Refusal.
 * Unknown paths answer NOT_IMPLEMENTED. Returns the requests made, for inspection.
 */
export function stubServer(handlers: Record<string, unknown | Handler>) {
  const requests: StubRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
      let body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      const encrypted = encryptedBodySchema.safeParse(body).success;
      if (encrypted) body = await decryptBody((await keyPair()).privateKey, body as never);
      const request = { url, method: init.method ?? 'GET', body, encrypted, headers };
      requests.push(request);
      let answer: unknown;
      if (url.pathname === '/wps/system/publicKey' && !(url.pathname in handlers)) {
        const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', (await keyPair()).publicKey)));
        answer = { keyId: 'test', algorithm: 'RSA-OAEP-256', spki, jwk: {} };
      } else if (!(url.pathname in handlers)) answer = new Refusal('NOT_IMPLEMENTED', null, 501);
      else {
        const handler = handlers[url.pathname];
        answer = typeof handler === 'function' ? (handler as Handler)(request) : handler;
      }
      if (answer instanceof Refusal)
        return Response.json({ success: false, code: answer.code, message: answer.message, value: answer.value }, { status: answer.status });
      return Response.json({ success: true, code: 'OK', message: 'ok', value: answer ?? null });
    }),
  );
  return requests;
}

export const loginValue = (over: Record<string, unknown> = {}) => ({
  token: 'tok-0123456789abcdef0123456789abcdef012345678',
  firstTimeLogin: false,
  passwordExpired: false,
  forceChangePassword: false,
  userName: 'player1',
  account: 'player1',
  isAgent: 0,
  ...over,
});

export const memberInfoValue = (over: Record<string, unknown> = {}) => ({
  id: 7,
  account: 'player1',
  nickname: 'Player One',
  type: 0,
  isAgent: 0,
  isTrial: false,
  toUpline: true,
  uplineAccount: 'agent1',
  clubLabel: { labelName: 'VIP5', color: '#ffffff', color2: '#1d4ed8', rankLevel: 5 },
  memberLabel: [],
  maskedEmail: null,
  maskedMobile: null,
  emailVerified: false,
  mobileVerified: false,
  countryDialingCode: null,
  language: null,
  registeredAt: 0,
  lastLoginAt: null,
  passwordExpired: false,
  ...over,
});
