import * as tf from '../two-factor';
import { type CallDef, call, roleSets } from './define';

/**
 * The member's authenticator (issue 31; paths not in the spec: ours): its state, enrolment (password, then a code
 * from the app), turning it off (password and a code), new recovery codes. Real accounts only: members and agents.
 */
export const twoFactorCalls = {
  twoFactorStatus: call({ method: 'GET', path: '/wps/member/twoFactor', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, response: tf.twoFactorStatusValueSchema }),
  twoFactorStart: call({ method: 'POST', path: '/wps/member/twoFactor/start', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: true, body: tf.twoFactorStartBodySchema, response: tf.twoFactorStartValueSchema }),
  twoFactorConfirm: call({ method: 'POST', path: '/wps/member/twoFactor/confirm', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, body: tf.twoFactorConfirmBodySchema, response: tf.recoveryCodesValueSchema }),
  twoFactorDisable: call({ method: 'POST', path: '/wps/member/twoFactor/disable', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: true, body: tf.twoFactorDisableBodySchema, response: tf.twoFactorDisableValueSchema }),
  twoFactorRecoveryCodes: call({ method: 'POST', path: '/wps/member/twoFactor/recoveryCodes', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, body: tf.twoFactorRegenerateBodySchema, response: tf.recoveryCodesValueSchema }),
} satisfies Record<string, CallDef>;
