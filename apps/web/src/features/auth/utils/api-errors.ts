import { encodeProblem } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { ApiError } from '@/lib/api-client';

/** Codes whose refusal names a field (value.field); the rest are about the whole form. */
const fieldCodes: ReadonlySet<string> = new Set([
  'VALIDATION_ERROR',
  'INVALID_PHONE_NUMBER',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  // another member of the brand holds the payee name (docs/multi-account.md): said under the payee name
  'PAYEE_NAME_IN_USE',
  'INVALID_VERIFICATION_CODE',
  'CODE_EXPIRED',
  'OLD_PASSWORD_INCORRECT',
  'SAME_PASSWORD',
  'CAPTCHA_INVALID',
  'CAPTCHA_REQUIRED',
  'UNDER_AGE',
]);

/**
 * The field a server refusal belongs to and its message (encoded, see problem.ts), through the shared problemOf: the
 * brand rule's key and bounds for VALIDATION_ERROR, else the code's own message. Null when it belongs to no field.
 */
export function fieldOfError(error: unknown, fallbackField?: string): { field: string; message: string } | null {
  const { field, problem } = problemOf(error, { fieldCodes, fallbackField });
  return field ? { field, message: encodeProblem(problem) } : null;
}

/** A refusal about the whole form: the code's own message. */
export const errorKey = (error: unknown) => (error instanceof ApiError ? error.messageKey : 'err_network_error');
