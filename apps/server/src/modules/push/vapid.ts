/**
 * The server's VAPID key pair (RFC 8292): browsers subscribe with its public key, and every push the server sends is
 * signed with its private key. The pair must stay the same for as long as the subscriptions live (a new pair makes
 * every stored subscription useless), and every server process on one database must use the same one: production
 * sets VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; otherwise a pair is made on first start and kept in the data folder.
 */
import type { BrandConfig } from '@app/contract/brand';
import { createECDH } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../../env';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 public key (65 bytes) */
  publicKey: string;
  /** base64url of the 32-byte private key */
  privateKey: string;
}

const KEY_FILE = 'vapid-keys.json';
const isPublicKey = (key: string) => /^B[A-Za-z0-9_-]{86}$/.test(key);
const isPrivateKey = (key: string) => /^[A-Za-z0-9_-]{43}$/.test(key);

/** Why the environment's VAPID settings cannot be used; empty when they can (both keys or neither). */
export function vapidConfigProblems(env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>): string[] {
  const { VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv } = env;
  if (!pub && !priv) return [];
  if (!pub || !priv) return ['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (npx web-push generate-vapid-keys makes a pair)'];
  const problems: string[] = [];
  if (!isPublicKey(pub)) problems.push('VAPID_PUBLIC_KEY is not a base64url P-256 public key (87 characters starting with B)');
  if (!isPrivateKey(priv)) problems.push('VAPID_PRIVATE_KEY is not a base64url P-256 private key (43 characters)');
  return problems;
}

/** The environment's pair, or none. */
export const vapidKeysOfEnv = (env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>): VapidKeys | null =>
  env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : null;

/** The pair kept in the data folder (readable by its owner only), made on first start. */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (kept.publicKey && kept.privateKey && isPublicKey(kept.publicKey) && isPrivateKey(kept.privateKey)) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    throw new Error(`${file} does not hold a VAPID key pair: restore it, or remove it to make a new one (every device must then allow notifications again)`);
  }
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** A new P-256 pair as web-push makes it (node:crypto, so a start does not load web-push): base64url, zero-padded to 65 and 32 bytes. */
export function generateVapidKeys(): VapidKeys {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const padded = (key: Buffer, size: number) => Buffer.concat([Buffer.alloc(Math.max(0, size - key.length)), key]).toString('base64url');
  return { publicKey: padded(curve.getPublicKey(), 65), privateKey: padded(curve.getPrivateKey(), 32) };
}

/**
 * The contact the push services may use about our pushes (the JWT's sub): VAPID_SUBJECT, else mailto: the brand's
 * sending address (its file's emailFrom, SMTP_FROM, or no-reply@ its first public host).
 */
export function vapidSubjectOf(env: Pick<Env, 'VAPID_SUBJECT' | 'SMTP_FROM'>, brand: Pick<BrandConfig, 'emailFrom' | 'hosts'> | undefined) {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const publicHost = brand?.hosts.find((h) => h.includes('.') && !/localhost$|^\d+\.\d+\.\d+\.\d+$/.test(h));
  return `mailto:${brand?.emailFrom ?? env.SMTP_FROM ?? `no-reply@${publicHost ?? 'example.com'}`}`;
}
