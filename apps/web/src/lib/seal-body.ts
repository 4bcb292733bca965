import { encryptBody, importPublicKey } from '@app/contract/encrypt-body';

let serverKey: Promise<Awaited<ReturnType<typeof importPublicKey>>> | undefined;

/**
 * Seals a body with the contract's hybrid scheme (RSA-OAEP wraps a fresh AES-GCM key). The server's public key is
 * fetched once (`fetchKey`, the publicKey call) and kept; `freshKey` fetches it again (it may have changed).
 * Loaded by the API client on the first encrypted call only.
 */
export async function sealBody(body: unknown, freshKey: boolean, fetchKey: () => Promise<{ spki: string }>) {
  if (freshKey || !serverKey) {
    const pending = fetchKey().then((key) => importPublicKey(key.spki));
    serverKey = pending;
    pending.catch(() => {
      if (serverKey === pending) serverKey = undefined;
    });
  }
  return encryptBody(await serverKey, body);
}
