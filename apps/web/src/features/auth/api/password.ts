import type { CallBody } from '@app/contract/calls';
import { apiCall } from '@/lib/api-client';

/** Changes the password (encrypted); every session of the member ends, so the client logs in again. */
export const changePassword = (body: CallBody<'changePassword'>, token?: string) => apiCall('changePassword', { body, token });

/** Forgot password by phone: sends the code. */
export const sendPasswordSmsCode = (body: CallBody<'passwordSmsCode'>) => apiCall('passwordSmsCode', { body });

/** Forgot password by phone: sets the new password with the code (encrypted); answers the account to log in with. */
export const setPasswordByPhone = (body: CallBody<'setPasswordByPhone'>) => apiCall('setPasswordByPhone', { body });

/** Forgot password by email: the same answer whether or not the pair matched. */
export const forgotPasswordByEmail = (body: CallBody<'forgotPasswordByEmail'>) => apiCall('forgotPasswordByEmail', { body });
