import { RSA_OAEP_PARAMS, decryptBody, encryptedBodySchema, fromBase64, toBase64 } from '@app/contract/encrypt-body';
import { AppError } from './app-error';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';
import { sha256Hex } from './tokens';

const KEY_ID = 'rsa-oaep-2048-1';
const subtle = globalThis.crypto.subtle;
type PrivateKey = Awaited<ReturnType<typeof subtle.importKey>>;

export interface ServerKeyPair {
  keyId: string;
  spki: string;
  jwk: Record<string, unknown>;
  privateKey: PrivateKey;
}

/**
 * The RSA-OAEP key pair for encrypted calls: created on first use and kept in the database, so every
 * server instance on the same database shares it and it survives restarts. Cached per process.
 */
export function createServerKeys(db: Db) {
  let pending: Promise<ServerKeyPair> | undefined;

  async function load(): Promise<ServerKeyPair> {
    let [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, KEY_ID));
    if (!row) {
      const pair = await subtle.generateKey(
        { ...RSA_OAEP_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
        true,
        ['encrypt', 'decrypt'],
      );
      const spki = toBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
      const pkcs8 = toBase64(new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey)));
      await db.insert(serverKeys).values({ id: KEY_ID, publicKey: spki, privateKey: pkcs8 }).onConflictDoNothing();
      [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, KEY_ID));
      if (!row) throw new Error('server key was not stored');
    }
    const privateKey = await subtle.importKey('pkcs8', fromBase64(row.privateKey), RSA_OAEP_PARAMS, false, ['decrypt']);
    const publicKey = await subtle.importKey('spki', fromBase64(row.publicKey), RSA_OAEP_PARAMS, true, ['encrypt']);
    const jwk = (await subtle.exportKey('jwk', publicKey)) as Record<string, unknown>;
    return { keyId: `${KEY_ID}:${sha256Hex(row.publicKey).slice(0, 16)}`, spki: row.publicKey, jwk, privateKey };
  }

  return {
    get(): Promise<ServerKeyPair> {
      pending ??= load().catch((error) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
  };
}
export type ServerKeys = ReturnType<typeof createServerKeys>;

/** The call router's decryption step: a plain body on an encrypted call is ENCRYPTION_REQUIRED. */
export function bodyDecrypter(keys: ServerKeys) {
  return async (body: unknown): Promise<unknown> => {
    const parsed = encryptedBodySchema.safeParse(body);
    if (!parsed.success) throw new AppError('ENCRYPTION_REQUIRED');
    const { privateKey } = await keys.get();
    try {
      return await decryptBody(privateKey, parsed.data);
    } catch {
      throw new AppError('DECRYPTION_FAILED');
    }
  };
}
