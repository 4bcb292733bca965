import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows beside the operator's name. */
const ISSUER = 'Back office';

const totpOf = (secret: string, label = '') => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, base32), as RFC 4226 recommends for HMAC-SHA1. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans (shown as a QR code beside the secret). */
export const otpauthUri = (secret: string, username: string) => totpOf(secret, username).toString();

/**
 * The 30-second step a code is right for, allowing one step of clock drift either way (RFC 6238 section 5.2), or
 * null. The caller accepts the step only once: a code seen once is spent.
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The code an authenticator shows now (the tests' and the demo's authenticator). */
export const totpCodeOf = (secret: string, now = Date.now()) => totpOf(secret).generate({ timestamp: now });
