import { z } from 'zod';
import { languageSchema, registerFieldNames } from './brand';
import { rgPlayBlockSchema } from './responsible-gaming';
import { safeText } from './text';
import { dateOfBirthSchema } from './player-activity';

/**
 * Shapes of the session and member calls (spec section 7, "Session and member").
 * Field names follow the spec; additions are commented.
 */

/** Member types (the spec's isAgent): 0 player, 1/2/41/42 agent types, 4 trial (free demo). */
export const memberTypes = { PLAYER: 0, AGENT: 1, AGENT_2: 2, TRIAL: 4, AGENT_41: 41, AGENT_42: 42 } as const;
export const AGENT_TYPES = [1, 2, 4, 41, 42] as const;
/** Types that see the account (agent) centre. */
export const ACCOUNT_CENTER_TYPES = [1, 2, 41, 42] as const;
export const memberTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(41), z.literal(42)]);
export type MemberType = z.infer<typeof memberTypeSchema>;
export const isTrialType = (type: number) => type === memberTypes.TRIAL;
export const isAccountCenterType = (type: number) => (ACCOUNT_CENTER_TYPES as readonly number[]).includes(type);
/** The spec's default weak password: logging in with it forces a change. */
export const WEAK_DEFAULT_PASSWORD = '123456';
/** The spec's too-many-requests wait. */
export const TOO_MANY_REQUESTS_WAIT_SECONDS = 300;

const text = (max: number) => safeText(max);
const trimmed = (max: number) => safeText(max, { trim: true });
export const countryDialingCodeSchema = z.string().trim().regex(/^\+?[0-9]{1,4}$/, 'a dialling code of 1 to 4 digits');
export const captchaIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a captcha id of 16 to 64 url-safe characters');

/** Human verification (proof of work) fields carried by registration and SMS sends. */
export const humanVerificationFields = {
  /** the challenge from humanChallenge */
  humanChallenge: z.string().regex(/^[0-9a-f]{16,128}$/).optional(),
  /** the nonce found by solveProofOfWork */
  humanNonce: z.string().regex(/^[0-9a-z]{1,32}$/).optional(),
};

// --- login ---
export const loginTypeSchema = z.enum(['username', 'sms']);
export const loginBodySchema = z
  .object({
    type: loginTypeSchema.default('username'),
    username: trimmed(64).optional(),
    password: trimmed(128).optional(),
    countryDialingCode: countryDialingCodeSchema.optional(),
    mobileNum: trimmed(20).optional(),
    verificationCode: trimmed(255).optional(),
    /** the captcha answer, required once the server asked for it */
    captcha: trimmed(16).optional(),
    /** the id the captcha image was fetched with */
    captchaId: captchaIdSchema.optional(),
    /** stay logged in on this browser for 30 days (a refresh token in an httpOnly cookie) */
    rememberMe: z.boolean().optional(),
    ...humanVerificationFields,
  })
  .superRefine((body, ctx) => {
    const need = (field: keyof typeof body) => {
      if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'input_cannot_be_empty' });
    };
    if (body.type === 'username') {
      need('username');
      need('password');
    } else {
      need('mobileNum');
      need('countryDialingCode');
      need('verificationCode');
    }
  });
export type LoginBody = z.input<typeof loginBodySchema>;

/** Whether a password login for the username from this client will ask for the captcha (so the form shows it first). */
export const loginCaptchaQuerySchema = z.object({ username: trimmed(64) });
export const loginCaptchaValueSchema = z.object({ required: z.boolean() });

/** Value of a successful login, registration, free play or verified login. */
export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** the client must open the change-password modal: password 123456 or expired, and not an SMS login */
  forceChangePassword: z.boolean(),
  userName: z.string(),
  /** the account name (equals userName; for mobile registration the generated account) */
  account: z.string(),
  /** the member type (spec session key isAgent) */
  isAgent: memberTypeSchema,
  /** a time-out, self-exclusion or spent session time runs: the session may only see the account and withdraw */
  playBlock: rgPlayBlockSchema.nullable().optional(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** Second factor for a login from an unregistered IP; 'totp' (the authenticator app, issue 31) comes first when the member has one. */
export const loginVerificationMethodSchema = z.enum(['totp', 'sms', 'email', 'bank']);
export type LoginVerificationMethod = z.infer<typeof loginVerificationMethodSchema>;
/** Value of the VERIFICATION_REQUIRED error of login. */
export const verificationRequiredValueSchema = z.object({
  methods: z.array(loginVerificationMethodSchema),
  ticket: z.string(),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
  expiresAt: z.number(),
});
export type VerificationRequiredValue = z.infer<typeof verificationRequiredValueSchema>;
export const loginVerifySendBodySchema = z.object({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
  method: z.enum(['sms', 'email']),
});
export const loginVerifyBodySchema = z
  .object({
    ticket: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
    method: loginVerificationMethodSchema,
    code: trimmed(255).optional(),
    bankAccountName: trimmed(100).optional(),
    /** the login's "Remember me", carried through its second factor */
    rememberMe: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const field = body.method === 'bank' ? 'bankAccountName' : 'code';
    if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'input_cannot_be_empty' });
  });

// --- SMS codes ---
/** Body of every SMS send: the spec names the number mobileNum (login, password) and mobileNo (registration); both are accepted. */
export const smsCodeBodySchema = z
  .object({
    countryDialingCode: countryDialingCodeSchema,
    mobileNum: trimmed(20).optional(),
    mobileNo: trimmed(20).optional(),
    ...humanVerificationFields,
  })
  .superRefine((body, ctx) => {
    if (!body.mobileNum && !body.mobileNo) ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: 'enter_valid_phone_number' });
  });
export const smsCodeValueSchema = z.object({
  /** the resend countdown is expiredMinutes x 60 s */
  expiredMinutes: z.number(),
  /** ms timestamp the code expires (the forgot-by-phone countdown) */
  expirationTime: z.number(),
});
export type SmsCodeValue = z.infer<typeof smsCodeValueSchema>;

// --- registration ---
const registerFieldShape = Object.fromEntries(registerFieldNames.map((f) => [f, text(255).optional()])) as Record<
  (typeof registerFieldNames)[number],
  z.ZodOptional<z.ZodString>
>;
/** The spec's registration payload (section 3). Field rules come from the brand's register settings (validation.ts). */
export const registerBodySchema = z.object({
  ...registerFieldShape,
  referralCode: text(64).optional(),
  /** YYYY-MM-DD; required where the brand's pack asks for it (player-activity.ts) */
  dateOfBirth: dateOfBirthSchema.optional(),
  domain: text(255).optional(),
  login: z.boolean().optional(),
  countryDialingCode: countryDialingCodeSchema.optional(),
  registerUrl: text(1024).optional(),
  registerMethod: text(16).optional(),
  firebaseChannel: text(16).optional(),
  firebaseIdToken: text(4096).optional(),
  /** the id of the captcha image when the brand's captcha field is enabled */
  captchaId: captchaIdSchema.optional(),
  ...humanVerificationFields,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

// --- member ---
export const clubLabelSchema = z.object({ labelName: z.string(), color: z.string(), color2: z.string(), rankLevel: z.number().int() });
export const memberLabelSchema = z.object({ labelName: z.string(), color: z.string(), color2: z.string() });
export const memberInfoValueSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: memberTypeSchema,
  /** same as type: the spec's session key */
  isAgent: memberTypeSchema,
  isTrial: z.boolean(),
  /** the member has an upline to transfer to */
  toUpline: z.boolean(),
  uplineAccount: z.string().nullable(),
  /** the VIP label; null when the member has none */
  clubLabel: clubLabelSchema.nullable(),
  memberLabel: z.array(memberLabelSchema),
  maskedEmail: z.string().nullable(),
  maskedMobile: z.string().nullable(),
  /** the bound address and number were proved the member's (a code typed back, or the emailed link opened) */
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  countryDialingCode: z.string().nullable(),
  language: languageSchema.nullable(),
  registeredAt: z.number(),
  lastLoginAt: z.number().nullable(),
  passwordExpired: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoValueSchema>;
export const memberIconValueSchema = z.object({ iconId: z.number().int(), url: z.string() });

export const changePasswordBodySchema = z.object({
  oldPassword: text(128).min(1),
  newPassword: text(128).min(1),
  confirmNewPassword: text(128).min(1),
});
export const changePasswordValueSchema = z.object({ relogin: z.literal(true) });

export const setPasswordByPhoneBodySchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNum: trimmed(20).min(1),
  verificationCode: trimmed(255).min(1),
  newPassword: text(128).min(1),
  confirmNewPassword: text(128).optional(),
  ...humanVerificationFields,
});
/** The client then logs in with userName and the new password. */
export const setPasswordByPhoneValueSchema = z.object({ userName: z.string() });

export const forgotPasswordByEmailBodySchema = z.object({ username: trimmed(64).min(1), email: trimmed(254).min(1) });
/** Always the same answer, whether or not the pair matched: no account discovery. */
export const forgotPasswordByEmailValueSchema = z.object({ sent: z.literal(true) });

export const affiliateCheckQuerySchema = z.object({ code: trimmed(32).min(1), domain: text(255).optional() });
export const affiliateCheckValueSchema = z.object({ valid: z.literal(true), code: z.string() });

export const freePlayBodySchema = z.object({ random: z.string().min(16).max(256) });

export const captchaQuerySchema = z.object({ captchaId: captchaIdSchema });
/** data:image/png;base64,... */
export const captchaValueSchema = z.string();

export const updateLanguageBodySchema = z.object({ language: languageSchema });
export const updateLanguageValueSchema = z.object({ language: languageSchema });

export const publicKeyValueSchema = z.object({
  keyId: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  /** base64 SubjectPublicKeyInfo */
  spki: z.string(),
  jwk: z.record(z.string(), z.unknown()),
});
export type PublicKeyValue = z.infer<typeof publicKeyValueSchema>;

export const humanChallengeValueSchema = z.object({
  challenge: z.string(),
  /** leading zero bits SHA-256(challenge + nonce) must have */
  difficulty: z.number().int(),
  algorithm: z.literal('SHA-256'),
  expiresAt: z.number(),
});
export type HumanChallengeValue = z.infer<typeof humanChallengeValueSchema>;

/**
 * The member's sessions and devices (issue 31): each logged-in session still open, the device and browser it came
 * from (read from its user agent), its address and when it was last seen; the current one marked. A member ends one,
 * or every other one; an ended session's tabs are logged out at once (the push channel closes them).
 */
export const memberSessionSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  /** "Chrome on Android", "Safari on iPhone", "Unknown browser" */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
});
export const memberSessionsValueSchema = z.object({ list: z.array(memberSessionSchema) });
export const endMemberSessionBodySchema = z.object({ id: z.number().int().positive() }).strict();
export const endedSessionsValueSchema = z.object({ ended: z.number().int() });

/** How long "Remember me" keeps a browser logged in. */
export const REMEMBER_ME_DAYS = 30;
