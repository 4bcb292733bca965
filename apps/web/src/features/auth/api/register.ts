import type { CallBody } from '@app/contract/calls';
import type { RegisterKind } from '@app/contract/validation';
import { apiCall } from '@/lib/api-client';

/** Registers by username or by mobile number (encrypted); the answer is a login. */
export const register = (kind: RegisterKind, body: CallBody<'registerByUsername'>) =>
  kind === 'mobile' ? apiCall('registerByMobile', { body }) : apiCall('registerByUsername', { body });

/** Sends the registration SMS code. */
export const sendRegisterSmsCode = (body: CallBody<'registerSmsCode'>) => apiCall('registerSmsCode', { body });

/** Checks an affiliate (invitation) code; INVALID_AFFILIATE_CODE when nobody has it. */
export const checkAffiliateCode = (code: string) => apiCall('affiliateCheck', { query: { code, domain: window.location.host } });
