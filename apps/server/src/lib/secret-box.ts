import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the back office stores (a brand's payment gateway keys, issue 32), sealed with AES-256-GCM under a key the
 * database never holds: PAYMENT_SECRETS_KEY, 32 bytes written as 64 hex digits or as base64. A copy of the database
 * alone then gives nobody a gateway key.
 *
 * Sealed text: `v1.<key id>.<iv>.<ciphertext+tag>` (base64url parts). The version lets a later format be read beside
 * this one; the key id (the key's SHA-256, first 8 hex digits) tells a text sealed under another key from a damaged
 * one. `context` names what the secret is for (e.g. `payment_gateways:demo:paymongo:secret_key`) and is bound in as
 * additional data, so a sealed value copied into another row or column does not open there.
 */
export interface SecretBox {
  readonly keyId: string;
  seal(plain: string, context: string): string;
  /** the plain text, or throws SecretBoxError (another key, another context, damaged) */
  open(sealed: string, context: string): string;
}

export class SecretBoxError extends Error {}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 32 key bytes of a PAYMENT_SECRETS_KEY (64 hex digits, or base64 / base64url of 32 bytes), or null if it is neither. */
export function secretsKeyBytes(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

export function createSecretBox(keyText: string): SecretBox {
  const key = secretsKeyBytes(keyText);
  if (!key) throw new Error('PAYMENT_SECRETS_KEY must be 32 bytes: 64 hex digits or base64 (openssl rand -base64 32)');
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return {
    keyId,
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [VERSION, keyId, iv.toString('base64url'), sealed.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [version, sealedKeyId, ivText, bodyText, ...rest] = sealed.split('.');
      if (version !== VERSION || !sealedKeyId || !ivText || !bodyText || rest.length) throw new SecretBoxError('not a sealed secret of a known version');
      if (sealedKeyId !== keyId) throw new SecretBoxError(`sealed under another PAYMENT_SECRETS_KEY (key id ${sealedKeyId}, this server's is ${keyId})`);
      const iv = Buffer.from(ivText, 'base64url');
      const body = Buffer.from(bodyText, 'base64url');
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new SecretBoxError('a damaged sealed secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the sealed secret does not open here (damaged, or sealed for another row)');
      }
    },
  };
}

/** The server's box, or null when PAYMENT_SECRETS_KEY is unset (then secrets are not stored, the environment's serve). */
export const secretBoxOf = (keyText: string | undefined): SecretBox | null => (keyText ? createSecretBox(keyText) : null);
