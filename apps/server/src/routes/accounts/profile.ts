import type { AccountDeps } from '../../modules/accounts/account-deps';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { linkOrigin } from '../../lib/link-origin';
import { sendEmailVerificationLink, verifyEmailLink as openEmailLink } from '../../modules/accounts/contact-verification';
import { requireRealAccount } from '../../lib/roles';
import {
  avatarChoices,
  bindEmail as bindEmailWithCode,
  bindMobile as bindMobileWithCode,
  sendBindEmailCode,
  sendBindMobileCode,
  updateAvatar as storeAvatar,
  updateNickname as storeNickname,
} from '../../modules/accounts/profile';

/**
 * The member's own profile: nickname, avatar, and binding a phone number or an email address with a one-time code.
 * Trial (free demo) accounts are refused every one of these (the spec keeps them out of the member centre).
 */
export function profileHandlers(deps: AccountDeps): CallHandlers {
  const { db } = deps;

  const updateNickname: CallHandler<'updateNickname'> = ({ body, member, brand }) => storeNickname(db, requireRealAccount(member).id, body.nickname, brand);
  const avatarList: CallHandler<'avatarList'> = ({ member }) => avatarChoices(db, requireRealAccount(member).id);
  const updateAvatar: CallHandler<'updateAvatar'> = ({ body, member }) => storeAvatar(db, requireRealAccount(member).id, body.iconId);
  const bindMobileCode: CallHandler<'bindMobileCode'> = ({ body, member, brand, ip }) =>
    sendBindMobileCode(deps, { memberId: requireRealAccount(member).id, brand, ip, body });
  const bindMobile: CallHandler<'bindMobile'> = ({ body, member, brand }) => bindMobileWithCode(db, { memberId: requireRealAccount(member).id, brand, body });
  const bindEmailCode: CallHandler<'bindEmailCode'> = ({ body, member, brand, ip }) =>
    sendBindEmailCode(deps, { memberId: requireRealAccount(member).id, brand, ip, body });
  const bindEmail: CallHandler<'bindEmail'> = ({ body, member, brand }) => bindEmailWithCode(db, { memberId: requireRealAccount(member).id, brand, body });

  const sendEmailVerification: CallHandler<'sendEmailVerification'> = ({ member, brand, ip, request }) =>
    sendEmailVerificationLink(deps, { brand, memberId: requireRealAccount(member).id, origin: linkOrigin(request, brand), ip });
  const verifyEmailLink: CallHandler<'verifyEmailLink'> = ({ body, brand }) => openEmailLink(db, brand, body.token);

  return { updateNickname, avatarList, updateAvatar, bindMobileCode, bindMobile, bindEmailCode, bindEmail, sendEmailVerification, verifyEmailLink };
}
