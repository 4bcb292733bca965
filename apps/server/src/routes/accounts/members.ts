import type { AccountDeps } from '../../modules/accounts/account-deps';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import { memberAvatarOf, memberInfoOf, updateMemberLanguage } from '../../modules/accounts/members';
import { changePassword as changeOwnPassword, sendPasswordCode, sendTemporaryPassword, setPasswordByPhone as setPasswordWithCode } from '../../modules/accounts/password-reset';
import { checkAffiliateCode, registerMember, sendRegisterCode } from '../../modules/accounts/registration';
import { profileHandlers } from './profile';
import { registrationContext } from './registration-context';

/** The accounts area's member calls: registration, the member's summary, passwords and language. */
export function memberHandlers(deps: AccountDeps): CallHandlers {
  const { db } = deps;

  // --- registration ---
  const registerByUsername: CallHandler<'registerByUsername'> = async (ctx) => registerMember(db, 'username', await registrationContext(db, ctx));
  const registerByMobile: CallHandler<'registerByMobile'> = async (ctx) =>
    registerMember(db, 'mobile', await registrationContext(db, ctx));
  const registerSmsCode: CallHandler<'registerSmsCode'> = ({ body, brand, ip }) => sendRegisterCode(deps, { brand, ip, body });
  const affiliateCheck: CallHandler<'affiliateCheck'> = ({ query, brand, ip }) => checkAffiliateCode(db, brand.id, ip, query.code);

  // --- the member ---
  const memberInfo: CallHandler<'memberInfo'> = ({ member, brand, language }) => memberInfoOf(db, brand, requireMember(member).id, language);
  const memberIcon: CallHandler<'memberIcon'> = ({ member }) => memberAvatarOf(db, requireMember(member).id);
  const playerAvatar: CallHandler<'playerAvatar'> = ({ member }) => memberAvatarOf(db, requireMember(member).id);
  const updateLanguage: CallHandler<'updateLanguage'> = ({ body, member, brand }) => updateMemberLanguage(db, brand, requireMember(member).id, body.language);

  // --- passwords ---
  const changePassword: CallHandler<'changePassword'> = ({ body, member, brand }) => changeOwnPassword(db, brand, requireMember(member), body);
  const passwordSmsCode: CallHandler<'passwordSmsCode'> = ({ body, brand, ip }) => sendPasswordCode(deps, { brand, ip, body });
  const setPasswordByPhone: CallHandler<'setPasswordByPhone'> = ({ body, brand }) => setPasswordWithCode(db, brand, body);
  const forgotPasswordByEmail: CallHandler<'forgotPasswordByEmail'> = ({ body, brand, ip }) => sendTemporaryPassword(deps, { brand, ip, body });

  return {
    ...profileHandlers(deps),
    registerByUsername,
    registerByMobile,
    registerSmsCode,
    affiliateCheck,
    memberInfo,
    memberIcon,
    playerAvatar,
    updateLanguage,
    changePassword,
    passwordSmsCode,
    setPasswordByPhone,
    forgotPasswordByEmail,
  };
}
