import { z } from 'zod';

/**
 * Hybrid body encryption for calls with `encrypt: true`, with Web Crypto only (browsers and Node 20):
 * a fresh AES-256-GCM key encrypts the JSON body; the server's RSA-OAEP (SHA-256) public key wraps that key.
 * Wire shape: { encrypted: { key, iv, data } }, each base64 (data = ciphertext with the GCM tag).
 */
// pure: a browser bundle that only encrypts drops the schema, and zod with it
export const encryptedBodySchema = /* @__PURE__ */ z
  .object({
    encrypted: z
      .object({
        key: z.string().min(1).max(2048),
        iv: z.string().min(1).max(64),
        data: z.string().min(1),
      })
      .strict(),
  })
  .strict();
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

const subtle = () => globalThis.crypto.subtle;
type SubtleKey = Awaited<ReturnType<ReturnType<typeof subtle>['importKey']>>;
export const RSA_OAEP_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Imports the server's public key as given by the publicKey call (base64 SPKI). */
export function importPublicKey(spkiBase64: string): Promise<SubtleKey> {
  return subtle().importKey('spki', fromBase64(spkiBase64), RSA_OAEP_PARAMS, false, ['encrypt']);
}

/** Encrypts a JSON body for the server. */
export async function encryptBody(publicKey: SubtleKey | string, body: unknown): Promise<EncryptedBody> {
  const rsaKey = typeof publicKey === 'string' ? await importPublicKey(publicKey) : publicKey;
  const raw = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const aesKey = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const plain = new TextEncoder().encode(JSON.stringify(body ?? {}));
  const data = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const wrapped = new Uint8Array(await subtle().encrypt(RSA_OAEP_PARAMS, rsaKey, raw));
  raw.fill(0);
  return { encrypted: { key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) } };
}

/** The server half: unwraps the AES key with the private key and decrypts the JSON body. Throws on any failure. */
export async function decryptBody(privateKey: SubtleKey, body: EncryptedBody): Promise<unknown> {
  const { key, iv, data } = body.encrypted;
  const ivBytes = fromBase64(iv);
  if (ivBytes.length !== 12) throw new Error('bad iv');
  const raw = new Uint8Array(await subtle().decrypt(RSA_OAEP_PARAMS, privateKey, fromBase64(key)));
  if (raw.length !== 32) throw new Error('bad key');
  const aesKey = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv: ivBytes }, aesKey, fromBase64(data));
  return JSON.parse(new TextDecoder().decode(plain));
}
