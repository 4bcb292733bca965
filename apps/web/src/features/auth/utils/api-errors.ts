import { ApiError } from '@/lib/api-client';
import { encodeMessage } from './field-message';

/** Codes whose refusal names a field (value.field); the rest are about the whole form. */
const fieldCodes = new Set([
  'VALIDATION_ERROR',
  'INVALID_PHONE_NUMBER',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'INVALID_VERIFICATION_CODE',
  'CODE_EXPIRED',
  'OLD_PASSWORD_INCORRECT',
  'SAME_PASSWORD',
  'CAPTCHA_INVALID',
  'CAPTCHA_REQUIRED',
]);

/**
 * The field a server refusal belongs to and its message (encoded): the brand rule's key and bounds for
 * VALIDATION_ERROR, else the code's own message. Null when it belongs to no field.
 */
export function fieldOfError(error: unknown, fallbackField?: string): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || !fieldCodes.has(error.code)) return null;
  const value = (error.value ?? {}) as { field?: string; key?: string; params?: { min: number; max: number } };
  const field = error.code.startsWith('CAPTCHA') ? 'captcha' : (value.field ?? fallbackField);
  if (!field || field === 'body' || field === 'query') return null;
  return { field, message: value.key ? encodeMessage(value.key, value.params) : error.messageKey };
}

export const errorKey = (error: unknown) => (error instanceof ApiError ? error.messageKey : 'err_network_error');
