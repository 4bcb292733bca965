import type { BrandRegistry } from '../../lib/brands';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { operatorOf } from '../../lib/operator-token';
import { randomToken } from '../../lib/tokens';
import { searchAudit } from '../../modules/audit/operator-audit';
import { auditorOf, createOperator, hasManagingOperator, listOperators, listRoles, selfView, updateOperator } from '../../modules/operators/accounts';
import { countApiKeys, issueCredential, listApiKeys, listSessions, revokeCredentials, apiKeyView } from '../../modules/operators/credentials';
import { changeOperatorPassword, confirmEnrolment, operatorLogin } from '../../modules/operators/login';
import { adjustBalance } from '../../modules/operators/adjustments';
import { dashboard } from '../../modules/operators/dashboard';
import { confirmDeposit, listDeposits } from '../../modules/operators/deposits';
import { forfeitBonus, grantBonus, playerBonuses } from '../../modules/operators/bonuses';
import { addPlayerNote, imposePlayerLimit, listPlayerNotes, playerBets, playerDetail, playerLedger, resetPlayerPassword, searchPlayers, setPlayerStatus, timeOutPlayer, unlockPlayer } from '../../modules/operators/players';
import { listWithdrawals, stepWithdrawal, withdrawalContext } from '../../modules/operators/withdrawals';
import { mobileCollisions, resolveMobileCollision } from '../../modules/operators/mobile-collisions';
import { knownBrandOf, signedIn } from './operator-scope';

/** a leaked session must not mint keys without end */
const MAX_API_KEYS = 10;

/** The back office's calls (issue 28): signing in, sessions and keys, operator accounts, players and the audit trail. */
export function operatorHandlers(db: Db, brands: BrandRegistry): CallHandlers {
  const client = (request: { clientIp: string; headers: Record<string, unknown> }) => ({ ip: request.clientIp, userAgent: String(request.headers['user-agent'] ?? '') });

  /**
   * The installation's first owner, while no enabled operator can manage operators: a temporary password and a
   * personal API key, each shown once; the owner enrols an authenticator at the first sign-in. Every later operator
   * is made by an operator. The router admitted the master token's holder (the installer role) only.
   */
  const operatorBootstrap: CallHandler<'operatorBootstrap'> = async ({ body, request }) => {
    if (await hasManagingOperator(db)) throw new AppError('CONFLICT', { reason: 'owner_exists' });
    const password = `${randomToken(12)}7a`;
    const owner = await createOperator(db, operatorOf(request), { username: body.username, password, role: 'owner', brandIds: null }, brands.all);
    const { token } = await issueCredential(db, { operatorId: owner.id, kind: 'api_key', name: 'CLI (bootstrap)', ip: request.clientIp, userAgent: 'admin CLI' });
    return { username: owner.username, password, apiKey: token };
  };
  const operatorLogin_: CallHandler<'operatorLogin'> = ({ body, request }) => operatorLogin(db, body, client(request), brands.all);
  const operatorEnrol: CallHandler<'operatorEnrol'> = ({ body, request }) => confirmEnrolment(db, body, client(request), brands.all);
  const operatorMe: CallHandler<'operatorMe'> = ({ operator }) => selfView(signedIn(operator), brands.all);
  const operatorLogout: CallHandler<'operatorLogout'> = async ({ operator }) => {
    const me = signedIn(operator);
    return { ended: await revokeCredentials(db, me.id, { id: me.credentialId, kind: me.kind }) };
  };
  const operatorSessions: CallHandler<'operatorSessions'> = async ({ operator }) => ({ list: await listSessions(db, signedIn(operator)) });
  const operatorLogoutOthers: CallHandler<'operatorLogoutOthers'> = async ({ operator }) => {
    const me = signedIn(operator);
    return { ended: await revokeCredentials(db, me.id, { allSessionsBut: me.kind === 'session' ? me.credentialId : 0 }) };
  };

  const operatorChangePassword: CallHandler<'operatorChangePassword'> = ({ operator, body, ip }) => changeOperatorPassword(db, signedIn(operator), ip, body);
  const operatorApiKeys: CallHandler<'operatorApiKeys'> = async ({ operator }) => ({ list: await listApiKeys(db, signedIn(operator).id) });
  const operatorCreateApiKey: CallHandler<'operatorCreateApiKey'> = async ({ operator, body, request }) => {
    const me = signedIn(operator);
    if ((await countApiKeys(db, me.id)) >= MAX_API_KEYS) throw new AppError('CONFLICT', { reason: 'too_many_api_keys', max: MAX_API_KEYS });
    const { token, credential } = await issueCredential(db, { operatorId: me.id, kind: 'api_key', name: body.name, ...client(request) });
    return { ...apiKeyView(credential), key: token };
  };
  const operatorRevokeApiKey: CallHandler<'operatorRevokeApiKey'> = async ({ operator, body }) => ({ ended: await revokeCredentials(db, signedIn(operator).id, { id: body.id, kind: 'api_key' }) });

  const operatorRoles: CallHandler<'operatorRoles'> = async () => ({ list: await listRoles(db) });
  const operatorAccounts: CallHandler<'operatorAccounts'> = async () => ({ list: await listOperators(db) });
  const operatorCreate: CallHandler<'operatorCreate'> = ({ operator, body, ip }) => createOperator(db, auditorOf(signedIn(operator), ip), body, brands.all);
  const operatorUpdate: CallHandler<'operatorUpdate'> = ({ operator, body, ip }) => updateOperator(db, signedIn(operator), ip, body, brands.all);

  const operatorPlayers: CallHandler<'operatorPlayers'> = ({ operator, query }) => searchPlayers(db, signedIn(operator), brands.all, query);
  const operatorPlayer: CallHandler<'operatorPlayer'> = ({ operator, query }) => playerDetail(db, signedIn(operator), query.id);
  const operatorPlayerLedger: CallHandler<'operatorPlayerLedger'> = ({ operator, query }) => playerLedger(db, signedIn(operator), query);
  const operatorPlayerBets: CallHandler<'operatorPlayerBets'> = ({ operator, query }) => playerBets(db, signedIn(operator), query);
  const operatorPlayerNotes: CallHandler<'operatorPlayerNotes'> = ({ operator, query }) => listPlayerNotes(db, signedIn(operator), query.id);
  const operatorAddPlayerNote: CallHandler<'operatorAddPlayerNote'> = ({ operator, body, ip }) => addPlayerNote(db, signedIn(operator), ip, body);
  const operatorSetPlayerStatus: CallHandler<'operatorSetPlayerStatus'> = ({ operator, body, ip }) => setPlayerStatus(db, signedIn(operator), ip, body);
  const operatorResetPlayerPassword: CallHandler<'operatorResetPlayerPassword'> = ({ operator, body, ip }) => resetPlayerPassword(db, signedIn(operator), ip, body.memberId);
  const operatorMobileCollisions: CallHandler<'operatorMobileCollisions'> = ({ operator, query }) => {
    const me = signedIn(operator);
    if (query.brandId) knownBrandOf(brands, me, query.brandId);
    return mobileCollisions(db, me, brands.all, query.brandId);
  };
  const operatorResolveMobileCollision: CallHandler<'operatorResolveMobileCollision'> = ({ operator, body, ip }) =>
    resolveMobileCollision(db, signedIn(operator), brands.all, ip, body.collisionId);
  const operatorUnlockPlayer: CallHandler<'operatorUnlockPlayer'> = ({ operator, body, ip }) => unlockPlayer(db, signedIn(operator), ip, body.memberId);
  const operatorPlayerLimit: CallHandler<'operatorPlayerLimit'> = ({ operator, body, ip }) => imposePlayerLimit(db, signedIn(operator), ip, brands, body);
  const operatorPlayerTimeOut: CallHandler<'operatorPlayerTimeOut'> = ({ operator, body, ip }) => timeOutPlayer(db, signedIn(operator), ip, body);
  const operatorPlayerBonuses: CallHandler<'operatorPlayerBonuses'> = ({ operator, query }) => playerBonuses(db, signedIn(operator), query.id);
  const operatorGrantBonus: CallHandler<'operatorGrantBonus'> = ({ operator, body, ip }) => grantBonus(db, signedIn(operator), ip, body);
  const operatorForfeitBonus: CallHandler<'operatorForfeitBonus'> = ({ operator, body, ip }) => forfeitBonus(db, signedIn(operator), ip, body);
  const operatorAdjustBalance: CallHandler<'operatorAdjustBalance'> = ({ operator, body, ip }) => adjustBalance(db, signedIn(operator), ip, body);
  const operatorWithdrawals: CallHandler<'operatorWithdrawals'> = ({ operator, query }) => listWithdrawals(db, signedIn(operator), brands.all, query);
  const operatorWithdrawal: CallHandler<'operatorWithdrawal'> = ({ operator, query }) => withdrawalContext(db, signedIn(operator), query.id);
  const operatorApproveWithdrawal: CallHandler<'operatorApproveWithdrawal'> = ({ operator, body, ip }) => stepWithdrawal(db, brands, signedIn(operator), ip, body.id, { kind: 'approve' });
  const operatorRejectWithdrawal: CallHandler<'operatorRejectWithdrawal'> = ({ operator, body, ip }) => stepWithdrawal(db, brands, signedIn(operator), ip, body.id, { kind: 'reject', reason: body.reason });
  const operatorResolveWithdrawal: CallHandler<'operatorResolveWithdrawal'> = ({ operator, body, ip }) =>
    stepWithdrawal(db, brands, signedIn(operator), ip, body.id, { kind: 'resolve', refundMinor: body.refundMinor });
  const operatorDeposits: CallHandler<'operatorDeposits'> = ({ operator, query }) => listDeposits(db, signedIn(operator), brands.all, query);
  const operatorConfirmDeposit: CallHandler<'operatorConfirmDeposit'> = ({ operator, body, ip }) => confirmDeposit(db, signedIn(operator), ip, body, brands);
  const operatorDashboard: CallHandler<'operatorDashboard'> = ({ operator, query }) => dashboard(db, signedIn(operator), brands.all, query);
  const operatorAudit: CallHandler<'operatorAudit'> = ({ operator, query }) => searchAudit(db, signedIn(operator).brandIds, query);

  return {
    operatorBootstrap,
    operatorLogin: operatorLogin_,
    operatorEnrol,
    operatorMe,
    operatorLogout,
    operatorSessions,
    operatorLogoutOthers,
    operatorChangePassword,
    operatorApiKeys,
    operatorCreateApiKey,
    operatorRevokeApiKey,
    operatorRoles,
    operatorAccounts,
    operatorCreate,
    operatorUpdate,
    operatorPlayers,
    operatorPlayer,
    operatorPlayerLedger,
    operatorPlayerBets,
    operatorPlayerNotes,
    operatorAddPlayerNote,
    operatorSetPlayerStatus,
    operatorResetPlayerPassword,
    operatorUnlockPlayer,
    operatorMobileCollisions,
    operatorResolveMobileCollision,
    operatorPlayerTimeOut,
    operatorPlayerLimit,
    operatorPlayerBonuses,
    operatorGrantBonus,
    operatorForfeitBonus,
    operatorAdjustBalance,
    operatorWithdrawals,
    operatorWithdrawal,
    operatorApproveWithdrawal,
    operatorRejectWithdrawal,
    operatorResolveWithdrawal,
    operatorDeposits,
    operatorConfirmDeposit,
    operatorDashboard,
    operatorAudit,
  };
}
