import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireRealAccount } from '../../lib/roles';
import { confirmTwoFactor, disableTwoFactor, regenerateRecoveryCodes, startTwoFactor, twoFactorStatus } from '../../modules/accounts/two-factor';

/** The member's authenticator (issue 31): its state, enrolment, turning it off, new recovery codes (modules/accounts/two-factor.ts). */
export function twoFactorHandlers(db: Db): CallHandlers {
  const status: CallHandler<'twoFactorStatus'> = ({ member, brand }) => twoFactorStatus(db, requireRealAccount(member), brand);
  const start: CallHandler<'twoFactorStart'> = ({ member, brand, body }) => startTwoFactor(db, { memberId: requireRealAccount(member).id, brand, password: body.password });
  const confirm: CallHandler<'twoFactorConfirm'> = ({ member, body }) => confirmTwoFactor(db, requireRealAccount(member).id, body.code);
  const disable: CallHandler<'twoFactorDisable'> = ({ member, brand, body }) => disableTwoFactor(db, { memberId: requireRealAccount(member).id, brand, password: body.password, code: body.code });
  const recoveryCodes: CallHandler<'twoFactorRecoveryCodes'> = ({ member, body }) => regenerateRecoveryCodes(db, requireRealAccount(member).id, body.code);
  return { twoFactorStatus: status, twoFactorStart: start, twoFactorConfirm: confirm, twoFactorDisable: disable, twoFactorRecoveryCodes: recoveryCodes };
}
