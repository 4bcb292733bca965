import type { AccountDeps } from '../../modules/accounts/account-deps';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import { newCaptcha } from '../../modules/accounts/captcha-store';
import { issueChallenge } from '../../modules/accounts/human-verification';
import { loginNeedsCaptcha, passwordLogin, sendLoginVerification, sendSmsLoginCode, smsLogin, startFreePlay, verifyLogin } from '../../modules/accounts/login';
import { endMemberSession, endOtherMemberSessions, memberSessions } from '../../modules/accounts/session-devices';
import { revokeSession } from '../../modules/accounts/sessions';
import { installIdOf } from '../../modules/accounts/shared-identity';
import { requireRate } from '../../modules/accounts/throttle';

/** The accounts area's session calls: the body key, human checks, login (with its second factor), free play, logout, the member's sessions. */
export function sessionHandlers(deps: AccountDeps): CallHandlers {
  const { db } = deps;

  const publicKey: CallHandler<'publicKey'> = async () => {
    const key = await deps.keys.get();
    return { keyId: key.keyId, algorithm: 'RSA-OAEP-256' as const, spki: key.spki, jwk: key.jwk };
  };
  const humanChallenge: CallHandler<'humanChallenge'> = async ({ ip }) => {
    await requireRate(db, `pow:ip:${ip}`, { window: 60_000, max: 60, block: 60_000 });
    return issueChallenge(db, ip, deps.env.POW_DIFFICULTY);
  };
  const captcha: CallHandler<'captcha'> = async ({ query, ip }) => {
    await requireRate(db, `captcha:ip:${ip}`, { window: 60_000, max: 30, block: 60_000 });
    return newCaptcha(db, query.captchaId, ip);
  };

  // the same counters the login claims: asked first, the form shows the captcha before a submit that needs it
  const loginCaptcha: CallHandler<'loginCaptcha'> = async ({ query, brand, ip, request }) => ({
    required: await loginNeedsCaptcha(db, query.username, { brand, ip, userAgent: request.headers['user-agent'] }),
  });
  const login: CallHandler<'login'> = ({ body, brand, ip, request }) => {
    const client = { brand, ip, userAgent: request.headers['user-agent'], installId: installIdOf(request.headers) };
    return body.type === 'sms' ? smsLogin(db, body, client) : passwordLogin(db, body, client);
  };
  const loginVerifySend: CallHandler<'loginVerifySend'> = ({ body, brand, ip }) => sendLoginVerification(deps, { brand, ip, body });
  const loginVerify: CallHandler<'loginVerify'> = ({ body, brand, ip, request }) => verifyLogin(db, body, { brand, ip, userAgent: request.headers['user-agent'], installId: installIdOf(request.headers) });
  const smsLoginCode: CallHandler<'smsLoginCode'> = ({ body, brand, ip }) => sendSmsLoginCode(deps, { brand, ip, body });
  const freePlay: CallHandler<'freePlay'> = ({ brand, ip, request }) => startFreePlay(db, { brand, ip, userAgent: request.headers['user-agent'], installId: installIdOf(request.headers) });
  const logout: CallHandler<'logout'> = async ({ member }) => {
    await revokeSession(db, requireMember(member).sessionId);
    return null;
  };

  const memberSessions_: CallHandler<'memberSessions'> = ({ member }) => {
    const me = requireMember(member);
    return memberSessions(db, { id: me.id, sessionId: me.sessionId });
  };
  const endMemberSession_: CallHandler<'endMemberSession'> = ({ member, body }) => endMemberSession(db, requireMember(member), body.id);
  const endOtherMemberSessions_: CallHandler<'endOtherMemberSessions'> = ({ member }) => {
    const me = requireMember(member);
    return endOtherMemberSessions(db, { id: me.id, sessionId: me.sessionId });
  };

  return {
    publicKey,
    humanChallenge,
    captcha,
    loginCaptcha,
    login,
    loginVerifySend,
    loginVerify,
    smsLoginCode,
    freePlay,
    logout,
    memberSessions: memberSessions_,
    endMemberSession: endMemberSession_,
    endOtherMemberSessions: endOtherMemberSessions_,
  };
}
