import type { LoginValue } from '@app/contract/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountDeps } from '../../modules/accounts/account-deps';
import { AppError } from '../../lib/app-error';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import { newCaptcha } from '../../modules/accounts/captcha-store';
import { issueChallenge } from '../../modules/accounts/human-verification';
import { loginNeedsCaptcha, passwordLogin, refreshedLogin, sendLoginVerification, sendSmsLoginCode, smsLogin, startFreePlay, verifyLogin } from '../../modules/accounts/login';
import { endMemberSession, endOtherMemberSessions, memberSessions } from '../../modules/accounts/session-devices';
import { endOtherRefreshFamilies, forgetRefreshToken, refreshCookieOf, rememberSession, rotateRefreshToken, setRefreshCookie } from '../../modules/accounts/refresh-tokens';
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
  /** A login that asked "Remember me" gets a refresh cookie; one that did not drops the browser's old one. */
  async function remember(value: LoginValue, rememberMe: boolean | undefined, request: FastifyRequest, reply: FastifyReply) {
    const old = refreshCookieOf(request);
    if (old) await forgetRefreshToken(db, old);
    if (rememberMe) setRefreshCookie(request, reply, await rememberSession(db, value.token));
    else if (old) setRefreshCookie(request, reply, null);
    return value;
  }
  const login: CallHandler<'login'> = async ({ body, brand, ip, request, reply }) => {
    const client = { brand, ip, userAgent: request.headers['user-agent'], installId: installIdOf(request.headers) };
    const value = body.type === 'sms' ? await smsLogin(db, body, client) : await passwordLogin(db, body, client);
    return remember(value, body.rememberMe, request, reply);
  };
  const loginVerifySend: CallHandler<'loginVerifySend'> = ({ body, brand, ip }) => sendLoginVerification(deps, { brand, ip, body });
  const loginVerify: CallHandler<'loginVerify'> = async ({ body, brand, ip, request, reply }) => {
    const value = await verifyLogin(db, body, { brand, ip, userAgent: request.headers['user-agent'], installId: installIdOf(request.headers) });
    return remember(value, body.rememberMe, request, reply);
  };
  const sessionRefresh: CallHandler<'sessionRefresh'> = async ({ brand, ip, request, reply }) => {
    const token = refreshCookieOf(request);
    const rotated = token ? await rotateRefreshToken(db, brand.id, token) : null;
    if (!rotated) {
      if (token) setRefreshCookie(request, reply, null);
      throw new AppError('NOT_LOGGED_IN');
    }
    setRefreshCookie(request, reply, rotated.token);
    return refreshedLogin(db, { memberId: rotated.memberId, brand, ip, userAgent: request.headers['user-agent'], installId: installIdOf(request.headers) });
  };
  const smsLoginCode: CallHandler<'smsLoginCode'> = ({ body, brand, ip }) => sendSmsLoginCode(deps, { brand, ip, body });
  const freePlay: CallHandler<'freePlay'> = ({ brand, ip, request }) => startFreePlay(db, { brand, ip, userAgent: request.headers['user-agent'], installId: installIdOf(request.headers) });
  const logout: CallHandler<'logout'> = async ({ member, request, reply }) => {
    await revokeSession(db, requireMember(member).sessionId);
    const remembered = refreshCookieOf(request);
    if (remembered) {
      await forgetRefreshToken(db, remembered);
      setRefreshCookie(request, reply, null);
    }
    return null;
  };

  const memberSessions_: CallHandler<'memberSessions'> = ({ member }) => {
    const me = requireMember(member);
    return memberSessions(db, { id: me.id, sessionId: me.sessionId });
  };
  const endMemberSession_: CallHandler<'endMemberSession'> = ({ member, body }) => endMemberSession(db, requireMember(member), body.id);
  const endOtherMemberSessions_: CallHandler<'endOtherMemberSessions'> = async ({ member, request }) => {
    const me = requireMember(member);
    // the other browsers' "Remember me" ends too: they cannot come back by their refresh cookie
    await endOtherRefreshFamilies(db, me.id, refreshCookieOf(request));
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
    sessionRefresh,
    memberSessions: memberSessions_,
    endMemberSession: endMemberSession_,
    endOtherMemberSessions: endOtherMemberSessions_,
  };
}
