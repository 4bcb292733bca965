import { AppError } from '../../lib/app-error';
import type { CodeCheck } from './verification-codes';

/** A refused field, with the text-pack key (and bounds) the client shows beside it. */
export const validationError = (field: string, key: string, params?: { min: number; max: number }) =>
  new AppError('VALIDATION_ERROR', { field, key, ...(params ? { params } : {}), issues: [{ path: field, message: key }] });

/** A one-time code that was refused, on the verificationCode field. */
export const codeError = (check: Exclude<CodeCheck, 'ok'>) =>
  new AppError(check === 'expired' ? 'CODE_EXPIRED' : 'INVALID_VERIFICATION_CODE', { field: 'verificationCode' });
