import * as kyc from '../kyc';
import { type CallDef, call, roleSets } from './define';

/**
 * Identity verification (issue 30): the player's status, uploads and submission. The spec names none of these; they
 * live beside the member's other account calls (module PASS3, like the payment password).
 */
export const kycCalls = {
  kycStatus: call({ method: 'GET', path: '/wps/member/kyc', module: 'PASS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: kyc.kycStatusValueSchema }),
  kycUpload: call({ method: 'POST', path: '/wps/member/kyc/files', module: 'PASS3', login: true, roles: roleSets.realAccounts, encrypt: false, maxBodyBytes: kyc.KYC_UPLOAD_MAX_BODY_BYTES, body: kyc.kycUploadBodySchema, response: kyc.kycUploadValueSchema }),
  kycSubmit: call({ method: 'POST', path: '/wps/member/kyc/submit', module: 'PASS3', login: true, roles: roleSets.realAccounts, encrypt: false, body: kyc.kycSubmitBodySchema, response: kyc.kycStatusValueSchema }),
} satisfies Record<string, CallDef>;
