import type { CallBody } from '@app/contract/calls';
import { apiCall } from '@/lib/api-client';

/** Log in by username and password or by SMS code (encrypted). */
export const login = (body: CallBody<'login'>) => apiCall('login', { body });

/** Whether a password login for the username will ask for the captcha: the form shows it before the submit. */
export const loginNeedsCaptcha = (username: string) => apiCall('loginCaptcha', { query: { username } }).then((v) => v.required);

/** Sends the login code by SMS to a registered number. */
export const sendSmsLoginCode = (body: CallBody<'smsLoginCode'>) => apiCall('smsLoginCode', { body });

/** A login from a new IP: sends the code of the chosen second factor. */
export const sendLoginVerification = (body: CallBody<'loginVerifySend'>) => apiCall('loginVerifySend', { body });

/** A login from a new IP: the second factor, then the login completes (encrypted). */
export const verifyLogin = (body: CallBody<'loginVerify'>) => apiCall('loginVerify', { body });
