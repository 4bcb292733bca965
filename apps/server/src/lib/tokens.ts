import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random url-safe token of `bytes` random bytes (32 bytes: 256 bits). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** n random decimal digits, uniformly. */
export function randomDigits(n: number) {
  let out = '';
  for (let i = 0; i < n; i++) out += String(randomInt(10));
  return out;
}

export function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
