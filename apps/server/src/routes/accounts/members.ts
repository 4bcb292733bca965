import type { AccountDeps } from '../../modules/accounts/account-deps';
import type { CallContext, CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import { memberAvatarOf, memberInfoOf, updateMemberLanguage } from '../../modules/accounts/members';
import { changePassword as changeOwnPassword, sendPasswordCode, sendTemporaryPassword, setPasswordByPhone as setPasswordWithCode } from '../../modules/accounts/password-reset';
import { checkAffiliateCode, registerMember, sendRegisterCode } from '../../modules/accounts/registration';
import { sendRegistrationEmailLink } from '../../modules/accounts/contact-verification';
import { linkOrigin } from '../../lib/link-origin';
import { profileHandlers } from './profile';
import { registrationContext } from './registration-context';

/** The accounts area's member calls: registration, the member's summary, passwords and language. */
export function memberHandlers(deps: AccountDeps): CallHandlers {
  const { db } = deps;

  // --- registration ---
  /** registers, then emails the link that verifies the address given, where the brand asks for it */
  const register = async (kind: 'username' | 'mobile', ctx: CallContext<'registerByUsername'> | CallContext<'registerByMobile'>) => {
    const login = await registerMember(db, kind, await registrationContext(db, ctx));
    if (ctx.body.email) await sendRegistrationEmailLink(deps, { brand: ctx.brand, username: login.userName, origin: linkOrigin(ctx.request, ctx.brand), ip: ctx.ip });
    return login;
  };
  const registerByUsername: CallHandler<'registerByUsername'> = (ctx) => register('username', ctx);
  const registerByMobile: CallHandler<'registerByMobile'> = (ctx) => register('mobile', ctx);
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
