import { z } from 'zod';
import { countryDialingCodeSchema } from './session';
import { hasInvisibleCharacters, isReservedName } from './shown-text';

/**
 * Shapes of the member's own profile calls: nickname, avatar, and binding a phone number or an email address
 * (the member centre's account pages). The spec names these features but not their calls: the paths are ours,
 * under /wps/member/... (see calls.ts).
 */

// --- nickname ---
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
/** Angle brackets, ampersand and quotes (HTML) and control characters (C0, DEL, C1); invisible formatting is shown-text.ts's. */
const NICKNAME_FORBIDDEN = /[<>&"'`\u0000-\u001f\u007f-\u009f]/;

/**
 * The nickname rule, shared by the form and the server: trimmed, inner runs of spaces made one, 2 to 20 characters,
 * no HTML, control or invisible formatting characters (bidi controls, zero-width characters), and no name of the
 * staff or the brand, look-alikes included (mc_nickname_reserved; the server adds the brand's names).
 */
export function checkNickname(raw: string, brandNames: readonly string[] = []): { key: string; params?: { min: number; max: number } } | null {
  const value = normalizeNickname(raw);
  if (!value) return { key: 'input_cannot_be_empty' };
  if (NICKNAME_FORBIDDEN.test(value) || hasInvisibleCharacters(value)) return { key: 'mc_nickname_chars' };
  const length = [...value].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return { key: 'mc_nickname_length', params: { min: NICKNAME_MIN, max: NICKNAME_MAX } };
  if (isReservedName(value, brandNames)) return { key: 'mc_nickname_reserved' };
  return null;
}
export const normalizeNickname = (raw: string) => raw.trim().replace(/\s+/g, ' ');

export const nicknameSchema = z
  .string()
  .max(200)
  .transform(normalizeNickname)
  .superRefine((value, ctx) => {
    const problem = checkNickname(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, ...(problem.params ? { params: problem.params } : {}) });
  });
export const updateNicknameBodySchema = z.object({ nickname: nicknameSchema });
export const updateNicknameValueSchema = z.object({ nickname: z.string() });

// --- avatar ---
/** 0 is the generated avatar (initials on a colour); 1..BUILT_IN_AVATARS are the built-in pictures. */
export const BUILT_IN_AVATARS = 12;
export const isKnownAvatar = (iconId: number) => Number.isInteger(iconId) && iconId >= 0 && iconId <= BUILT_IN_AVATARS;
export const avatarSchema = z.object({ iconId: z.number().int(), url: z.string() });
export const avatarListValueSchema = z.object({ current: z.number().int(), list: z.array(avatarSchema) });
export const updateAvatarBodySchema = z.object({
  iconId: z
    .number()
    .int()
    .refine(isKnownAvatar, { message: 'mc_avatar_unknown' }),
});
export const updateAvatarValueSchema = avatarSchema;

// --- binding a phone number or an email address ---
/**
 * Changing a number or address already bound needs the login password (a stolen session alone cannot move the
 * account's recovery channel); binding the first one does not. The server refuses a missing or wrong one.
 */
const currentPassword = z.string().max(128).optional();
const code = z.string().trim().min(1, 'input_cannot_be_empty').max(255);
const email = z.string().trim().toLowerCase().max(254).regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'reg_pattern_3');
const mobileNum = z.string().trim().min(1, 'enter_valid_phone_number').max(20);

export const bindMobileCodeBodySchema = z.object({ countryDialingCode: countryDialingCodeSchema, mobileNum, password: currentPassword });
export const bindMobileBodySchema = z.object({ countryDialingCode: countryDialingCodeSchema, mobileNum, verificationCode: code, password: currentPassword });
export const bindMobileValueSchema = z.object({ maskedMobile: z.string(), countryDialingCode: z.string() });

export const bindEmailCodeBodySchema = z.object({ email, password: currentPassword });
export const bindEmailBodySchema = z.object({ email, verificationCode: code, password: currentPassword });
export const bindEmailValueSchema = z.object({ maskedEmail: z.string() });

// --- verifying the email address (issue 31): a link emailed to it, opened from the mail ---
/** the link's token: the member's id, a dot, and the random part */
export const verifyEmailLinkBodySchema = z.object({ token: z.string().trim().regex(/^\d{1,12}\.[A-Za-z0-9_-]{20,64}$/, 'err_invalid_link') });
export const verifyEmailLinkValueSchema = z.object({ maskedEmail: z.string() });
export const sendEmailVerificationValueSchema = z.object({ maskedEmail: z.string(), expiredMinutes: z.number() });

/** The answer of a code send (same as the SMS sends): resend after expiredMinutes x 60 s. */
export const bindCodeValueSchema = z.object({ expiredMinutes: z.number(), expirationTime: z.number() });
