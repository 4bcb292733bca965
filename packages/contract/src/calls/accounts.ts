import { z } from 'zod';
import * as ses from '../session';
import * as prof from '../profile';
import { type CallDef, call, relay, roleSets } from './define';

/** Session and member calls: login, registration, passwords, profile. */
export const accountCalls = {
  publicKey: call({ method: 'GET', path: '/wps/system/publicKey', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: ses.publicKeyValueSchema }),
  humanChallenge: call({ method: 'GET', path: '/wps/verification/human/challenge', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: ses.humanChallengeValueSchema }),
  loginCaptcha: call({ method: 'GET', path: '/wps/session/login/captcha', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, query: ses.loginCaptchaQuerySchema, response: ses.loginCaptchaValueSchema }),
  login: call({ method: 'POST', path: '/wps/session/login', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.loginBodySchema, response: ses.loginValueSchema }),
  loginVerifySend: call({ method: 'POST', path: '/wps/session/login/verify/send', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, body: ses.loginVerifySendBodySchema, response: ses.smsCodeValueSchema }),
  loginVerify: call({ method: 'POST', path: '/wps/session/login/verify', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.loginVerifyBodySchema, response: ses.loginValueSchema }),
  smsLoginCode: call({ method: 'POST', path: '/wps/verification/sms/noLogin', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, body: ses.smsCodeBodySchema, response: ses.smsCodeValueSchema }),
  memberInfo: call({ method: 'GET', path: '/wps/member/info', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, response: ses.memberInfoValueSchema }),
  playerAvatar: call({ method: 'GET', path: relay('MCSFE_getPlayerAvatar'), module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, response: ses.memberIconValueSchema }),
  memberIcon: call({ method: 'GET', path: '/wps/member/info/icon', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, response: ses.memberIconValueSchema }),
  registerByUsername: call({ method: 'PUT', path: '/wps/member/register', module: 'REG3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.registerBodySchema, response: ses.loginValueSchema }),
  registerByMobile: call({ method: 'PUT', path: '/wps/member/register/mobile', module: 'REG3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.registerBodySchema, response: ses.loginValueSchema }),
  registerSmsCode: call({ method: 'POST', path: '/wps/verification/sms/register', module: 'REG3', login: false, roles: roleSets.anyone, encrypt: false, body: ses.smsCodeBodySchema, response: ses.smsCodeValueSchema }),
  changePassword: call({ method: 'POST', path: '/wps/member/password', module: 'PASS3', login: true, roles: roleSets.realAccounts, encrypt: true, body: ses.changePasswordBodySchema, response: ses.changePasswordValueSchema }),
  passwordSmsCode: call({ method: 'POST', path: '/wps/verification/sms/password', module: 'PASS3', login: false, roles: roleSets.anyone, encrypt: false, body: ses.smsCodeBodySchema, response: ses.smsCodeValueSchema }),
  setPasswordByPhone: call({ method: 'POST', path: '/wps/member/password/verification', module: 'PASS3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.setPasswordByPhoneBodySchema, response: ses.setPasswordByPhoneValueSchema }),
  forgotPasswordByEmail: call({ method: 'POST', path: '/wps/member/password/email', module: 'PASS3', login: false, roles: roleSets.anyone, encrypt: false, body: ses.forgotPasswordByEmailBodySchema, response: ses.forgotPasswordByEmailValueSchema }),
  affiliateCheck: call({ method: 'GET', path: '/wps/agent/affiliate', module: 'REG3', login: false, roles: roleSets.anyone, encrypt: false, query: ses.affiliateCheckQuerySchema, response: ses.affiliateCheckValueSchema }),
  freePlay: call({ method: 'POST', path: '/wps/session/login/freeplay', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: true, body: ses.freePlayBodySchema, response: ses.loginValueSchema }),
  captcha: call({ method: 'GET', path: '/wps/captcha', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, query: ses.captchaQuerySchema, response: ses.captchaValueSchema }),
  // the member centre's sessions and devices: list, end one, end every other
  memberSessions: call({ method: 'GET', path: '/wps/session/list', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, response: ses.memberSessionsValueSchema }),
  endMemberSession: call({ method: 'POST', path: '/wps/session/end', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, body: ses.endMemberSessionBodySchema, response: ses.endedSessionsValueSchema }),
  endOtherMemberSessions: call({ method: 'POST', path: '/wps/session/endOthers', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, body: z.object({}).strict(), response: ses.endedSessionsValueSchema }),
  // "Remember me": a new session from the refresh cookie (rotated on each use), no token needed
  sessionRefresh: call({ method: 'POST', path: '/wps/session/refresh', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, body: z.object({}).strict(), response: ses.loginValueSchema }),
  logout: call({ method: 'DELETE', path: '/wps/session/logout', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, response: z.null() }),
  updateLanguage: call({ method: 'PUT', path: '/wps/member/language', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, body: ses.updateLanguageBodySchema, response: ses.updateLanguageValueSchema }),
  // the member's own profile (paths not in the spec: ours); trial accounts are refused (TRIAL_ACCOUNT)
  updateNickname: call({ method: 'PUT', path: '/wps/member/nickname', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, body: prof.updateNicknameBodySchema, response: prof.updateNicknameValueSchema }),
  avatarList: call({ method: 'GET', path: '/wps/member/avatars', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, response: prof.avatarListValueSchema }),
  updateAvatar: call({ method: 'PUT', path: '/wps/member/avatar', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, body: prof.updateAvatarBodySchema, response: prof.updateAvatarValueSchema }),
  bindMobileCode: call({ method: 'POST', path: '/wps/verification/sms/bind', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: true, body: prof.bindMobileCodeBodySchema, response: prof.bindCodeValueSchema }),
  bindMobile: call({ method: 'POST', path: '/wps/member/mobile', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: true, body: prof.bindMobileBodySchema, response: prof.bindMobileValueSchema }),
  bindEmailCode: call({ method: 'POST', path: '/wps/verification/email/bind', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: true, body: prof.bindEmailCodeBodySchema, response: prof.bindCodeValueSchema }),
  bindEmail: call({ method: 'POST', path: '/wps/member/email', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: true, body: prof.bindEmailBodySchema, response: prof.bindEmailValueSchema }),
  // verifying the bound email address with a link (issue 31): sent again from the member centre, opened from the mail
  sendEmailVerification: call({ method: 'POST', path: '/wps/member/email/verification', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, response: prof.sendEmailVerificationValueSchema }),
  verifyEmailLink: call({ method: 'POST', path: '/wps/verification/email/link', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, body: prof.verifyEmailLinkBodySchema, response: prof.verifyEmailLinkValueSchema }),
} satisfies Record<string, CallDef>;
