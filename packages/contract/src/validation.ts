import type { FieldValidation, RegisterFieldName, RegisterSettings } from './brand';
import { matchesPattern } from './patterns';

/**
 * Field validation driven by the brand's per-field config (enabled, required, acceptedPattern, patternId,
 * minLength, maxLength). One implementation: the web form and the server check use these functions.
 */

/** Message keys of the text packs (the spec's section 5 "other messages"). */
export const validationMessageKeys = {
  required: 'input_cannot_be_empty',
  mismatch: 'incorrect_confirmation_input',
  verificationCode: 'enter_valid_verification_code',
  phone: 'enter_valid_phone_number',
  invitationCode: 'invitation_code_error',
} as const;

export interface FieldError {
  /** text-pack key: `reg_pattern_{patternId}` or one of validationMessageKeys */
  key: string;
  /** bounds to put in the message's (min) and (max) */
  params?: { min: number; max: number };
}

export const patternKey = (patternId: number) => `reg_pattern_${patternId}`;

/**
 * Puts the bounds into a pattern message: "(min)" and "(max)"; "(min)-(max)" (or "~", "to") becomes one
 * number when both bounds are equal, as the spec asks.
 */
export function fillBounds(text: string, params: { min: number; max: number } | undefined): string {
  if (!params) return text;
  let out = text;
  if (params.min === params.max) out = out.replace(/\(min\)\s*(?:-|~|to|–)\s*\(max\)/g, String(params.min));
  return out.replace(/\(min\)/g, String(params.min)).replace(/\(max\)/g, String(params.max));
}

export interface CheckOptions {
  /** overrides the config's required flag (some fields are required by the flow, not by the config) */
  required?: boolean;
}

/**
 * Checks one value against its field config and returns the first error, or null.
 * A disabled field is never checked. Empty values fail only when required. Length and pattern failures
 * share the pattern's message, which carries the bounds.
 */
export function checkField(config: FieldValidation, value: string | null | undefined, options: CheckOptions = {}): FieldError | null {
  if (!config.enabled) return null;
  const required = options.required ?? config.required;
  const text = value ?? '';
  if (text === '') return required ? { key: validationMessageKeys.required } : null;
  const patternError: FieldError = {
    key: patternKey(config.patternId),
    params: { min: config.minLength, max: config.maxLength },
  };
  const length = [...text].length;
  if (length < config.minLength) return patternError;
  if (config.maxLength > 0 && length > config.maxLength) return patternError;
  if (!matchesPattern(config.patternId, text)) return patternError;
  if (config.acceptedPattern && config.acceptedPattern !== '*') {
    let accepted: RegExp | null = null;
    try {
      accepted = new RegExp(config.acceptedPattern, 'u');
    } catch {
      // a broken operator pattern rejects everything rather than letting anything through
    }
    if (!accepted?.test(text)) return patternError;
  }
  return null;
}

export type RegisterKind = 'username' | 'mobile';

/** The registration values the rules look at (all strings as typed in the form). */
export type RegisterValues = Partial<Record<RegisterFieldName, string | undefined>>;

/** The registration fields in form order (the captcha last): checked in this order, the first failing one reported first. */
export const registerFieldOrder: readonly RegisterFieldName[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'captcha',
];

/**
 * The effective rule of each registration field for one kind of registration:
 * - username: required on username registration; not asked on mobile registration (the mobile number is the account);
 * - password, confirmPassword: always required;
 * - mobileNum: required on mobile registration, else as configured;
 * - verificationCode: only when the brand verifies by SMS and a mobile number is registered, then required;
 * - paymentPassword: required whenever shown; other fields as configured.
 * Returns null for a field that is not part of the form.
 */
export function registerFieldRule(
  settings: RegisterSettings,
  kind: RegisterKind,
  field: RegisterFieldName,
  values: RegisterValues = {},
): { config: FieldValidation; required: boolean } | null {
  const config = settings.fields[field];
  if (!config) return null;
  switch (field) {
    case 'username':
      return kind === 'username' ? { config: { ...config, enabled: true }, required: true } : null;
    case 'password':
    case 'confirmPassword':
      return { config: { ...config, enabled: true }, required: true };
    case 'mobileNum':
      if (kind === 'mobile') return { config: { ...config, enabled: true }, required: true };
      return config.enabled ? { config, required: config.required } : null;
    case 'verificationCode': {
      const hasMobile = kind === 'mobile' || Boolean(values.mobileNum);
      return settings.smsVerification && hasMobile ? { config: { ...config, enabled: true }, required: true } : null;
    }
    case 'paymentPassword':
      return config.enabled ? { config, required: true } : null;
    default:
      return config.enabled ? { config, required: config.required } : null;
  }
}

export interface RegisterFieldError extends FieldError {
  field: RegisterFieldName;
}

/** All failing registration fields, first error only per field, in form order. */
export function validateRegistration(settings: RegisterSettings, kind: RegisterKind, values: RegisterValues): RegisterFieldError[] {
  const errors: RegisterFieldError[] = [];
  for (const field of registerFieldOrder) {
    const rule = registerFieldRule(settings, kind, field, values);
    if (!rule) continue;
    // the confirmation follows the password's rule, then must equal it
    const config = field === 'confirmPassword' ? { ...(settings.fields.password ?? rule.config), enabled: true } : rule.config;
    const error = checkField(config, values[field], { required: rule.required });
    if (error) {
      errors.push({ field, ...error });
      continue;
    }
    if (field === 'confirmPassword' && values.confirmPassword !== values.password) {
      errors.push({ field, key: validationMessageKeys.mismatch });
    }
  }
  return errors;
}

/** Checks a new password and its confirmation with the brand's password rule (change and reset flows). */
export function validateNewPassword(
  settings: RegisterSettings,
  newPassword: string | undefined,
  confirmation?: string | undefined,
  confirmField = 'confirmNewPassword',
): { field: string; key: string; params?: { min: number; max: number } } | null {
  const config = settings.fields.password;
  if (!config) return newPassword ? null : { field: 'newPassword', key: validationMessageKeys.required };
  const error = checkField({ ...config, enabled: true }, newPassword, { required: true });
  if (error) return { field: 'newPassword', ...error };
  if (confirmation !== undefined && confirmation !== newPassword) return { field: confirmField, key: validationMessageKeys.mismatch };
  return null;
}

/** Checks a mobile number with the brand's mobile rule (SMS sends, SMS login, forgot by phone). */
export function checkMobile(settings: RegisterSettings, mobileNum: string | undefined): FieldError | null {
  const config = settings.fields.mobileNum;
  if (!mobileNum) return { key: validationMessageKeys.phone };
  if (!config) return /^[0-9]{5,15}$/.test(mobileNum) ? null : { key: validationMessageKeys.phone };
  return checkField({ ...config, enabled: true }, mobileNum, { required: true });
}
