/**
 * lib/secret-box.ts: the payment gateway keys the back office stores are sealed with AES-256-GCM under
 * PAYMENT_SECRETS_KEY. What it seals opens with the same key and context only; a sealed text never shows the secret.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import { createSecretBox, secretBoxOf, SecretBoxError, secretsKeyBytes } from '../src/lib/secret-box';

/** a key-shaped value drawn per run (no key is written in the code) */
const SECRET = `sk_live_${randomBytes(10).toString('hex')}1234`;
const CONTEXT = 'payment_gateways:demo:paymongo:secret_key';

describe('secret box', () => {
  it('opens what it sealed, under the same key and context, and the sealed text shows nothing of the secret', () => {
    const box = createSecretBox(randomBytes(32).toString('hex'));
    const sealed = box.seal(SECRET, CONTEXT);
    expect(sealed).toMatch(new RegExp(`^v1\\.${box.keyId}\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]+$`));
    expect(sealed).not.toContain('sk_live');
    expect(sealed).not.toContain('1234');
    expect(box.open(sealed, CONTEXT)).toBe(SECRET);
    // a fresh IV each time: the same secret never seals to the same text
    expect(box.seal(SECRET, CONTEXT)).not.toBe(sealed);
  });

  it('refuses another key, another context (a value copied to another row) and a tampered text', () => {
    const box = createSecretBox(randomBytes(32).toString('base64'));
    const sealed = box.seal(SECRET, CONTEXT);
    const other = createSecretBox(randomBytes(32).toString('base64url'));
    expect(() => other.open(sealed, CONTEXT)).toThrow(/another PAYMENT_SECRETS_KEY/);
    expect(() => box.open(sealed, 'payment_gateways:tiger:paymongo:secret_key')).toThrow(SecretBoxError);
    const [version, keyId, iv, body] = sealed.split('.');
    const flipped = `${body!.slice(0, 5)}${body![5] === 'A' ? 'B' : 'A'}${body!.slice(6)}`;
    expect(() => box.open([version, keyId, iv, flipped].join('.'), CONTEXT)).toThrow(SecretBoxError);
    expect(() => box.open(`v2.${keyId}.${iv}.${body}`, CONTEXT)).toThrow(/known version/);
    expect(() => box.open(SECRET, CONTEXT)).toThrow(SecretBoxError);
  });

  it('takes 32 key bytes as hex or base64 only, and the environment refuses any other key at start', () => {
    expect(secretsKeyBytes(randomBytes(32).toString('hex'))?.length).toBe(32);
    expect(secretsKeyBytes(randomBytes(32).toString('base64'))?.length).toBe(32);
    expect(secretsKeyBytes(randomBytes(32).toString('base64url'))?.length).toBe(32);
    expect(secretsKeyBytes(randomBytes(16).toString('hex'))).toBeNull();
    expect(secretsKeyBytes('correct horse battery staple, 32 characters!')).toBeNull();
    expect(() => createSecretBox('short')).toThrow(/32 bytes/);
    expect(() => readEnv({ PAYMENT_SECRETS_KEY: 'short' })).toThrow(/PAYMENT_SECRETS_KEY/);
    const hexKey = randomBytes(32).toString('hex');
    expect(readEnv({ PAYMENT_SECRETS_KEY: hexKey }).PAYMENT_SECRETS_KEY).toBe(hexKey);
    // without the key there is no box: the back office stores no keys, the environment's serve
    expect(secretBoxOf(undefined)).toBeNull();
  });
});
