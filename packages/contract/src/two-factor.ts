import { z } from 'zod';
import { safeText } from './text';

/**
 * Authenticator two-factor for members (issue 31, the spec's "Google verification"): a TOTP app (RFC 6238: six
 * digits, 30-second steps, SHA-1) enrolled from the member centre with a QR code, ten single-use recovery codes, and
 * the first choice of the new-IP login verification. A brand may require it of its agents (brand.security).
 */

/** How many recovery codes an enrolment (or a regeneration) gives. */
export const RECOVERY_CODE_COUNT = 10;
/** Minutes a started enrolment waits for its first code. */
export const TWO_FACTOR_ENROLMENT_MINUTES = 15;

/** Six digits from the app (spaces the member may type between groups are dropped). */
export const totpCodeSchema = z
  .string()
  .max(16)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'enter_valid_verification_code'));
/** An authenticator code or a recovery code (ten letters and digits, a dash after the fifth optional). */
export const secondFactorCodeSchema = safeText(32, { trim: true }).min(6, 'enter_valid_verification_code');
/** A recovery code's shape (case and dash do not matter): a code of another shape is an authenticator code. */
export const isRecoveryCodeShape = (code: string) => /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code.trim());

export const twoFactorStatusValueSchema = z.object({
  enabled: z.boolean(),
  /** ms since the epoch; null when off */
  enabledAt: z.number().nullable(),
  /** unused recovery codes (0 when off) */
  recoveryCodesLeft: z.number().int(),
  /** the brand requires it of this member (an agent of a brand with security.agentTwoFactorRequired): it cannot be turned off */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusValueSchema>;

/** Starting an enrolment asks for the login password (a borrowed unlocked phone is not enough). */
export const twoFactorStartBodySchema = z.object({ password: safeText(128).min(1, 'input_cannot_be_empty') }).strict();
export const twoFactorStartValueSchema = z.object({
  /** otpauth://totp/<issuer>:<account>?secret=...&issuer=... (the QR code's content) */
  otpauthUri: z.string(),
  /** base32, for typing into the app by hand */
  secret: z.string(),
  /** the brand's name: what the app shows above the codes */
  issuer: z.string(),
  /** the member's username */
  account: z.string(),
  /** ms: confirm before then */
  expiresAt: z.number(),
});
export type TwoFactorStart = z.infer<typeof twoFactorStartValueSchema>;

export const twoFactorConfirmBodySchema = z.object({ code: totpCodeSchema }).strict();
/** Shown once: only their hashes are kept. */
export const recoveryCodesValueSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Turning it off: the login password, and a current code or an unused recovery code. */
export const twoFactorDisableBodySchema = z
  .object({ password: safeText(128).min(1, 'input_cannot_be_empty'), code: secondFactorCodeSchema })
  .strict();
export const twoFactorDisableValueSchema = z.object({ enabled: z.literal(false) });

/** New recovery codes (the old ones stop working): a current code from the app. */
export const twoFactorRegenerateBodySchema = z.object({ code: totpCodeSchema }).strict();
