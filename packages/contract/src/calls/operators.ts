import * as ops from '../operators';
import { type CallDef, call, roleSets } from './define';
import { deskOperatorCalls } from './operators-desk';
import { loyaltyOperatorCalls } from './operators-loyalty';
import { marketingOperatorCalls } from './operators-marketing';
import { messagesOperatorCalls } from './operators-messages';
import { contentOperatorCalls } from './operators-content';
import { platformOperatorCalls } from './operators-platform';
import { settingsOperatorCalls } from './operators-settings';
import { agentsOperatorCalls } from './operators-agents';
import { catalogueOperatorCalls } from './operators-catalogue';
import { kycOperatorCalls } from './operators-kyc';
import { reportsOperatorCalls } from './operators-reports';
import { riskOperatorCalls } from './operators-risk';
import { paymentsOperatorCalls } from './operators-payments';
import { gatewaysOperatorCalls } from './operators-gateways';
import { reconciliationOperatorCalls } from './operators-reconciliation';

import { OPERATOR_API_PREFIX, opsPath as at, signedInOperator as signedIn } from './operator-call';

export { OPERATOR_API_PREFIX };

/**
 * The back office's calls (issue 28): the same table, router, validation and envelopes as the player calls, with the
 * operator role and the permission each needs. The CLI and the back office are both clients of these calls.
 */
export const operatorCalls = {
  // --- a new installation: the master token makes the first owner while no operator can manage operators ---
  operatorBootstrap: call({ method: 'POST', path: at('/bootstrap'), module: 'OPS', login: true, roles: roleSets.installer, encrypt: false, body: ops.bootstrapOwnerBodySchema, response: ops.bootstrapOwnerValueSchema }),
  // --- signing in: password, then the authenticator's code (or a recovery code) ---
  operatorLogin: call({ method: 'POST', path: at('/session/login'), module: 'OPS', login: false, roles: roleSets.operatorEntry, encrypt: false, body: ops.operatorLoginBodySchema, response: ops.operatorSessionValueSchema }),
  operatorEnrol: call({ method: 'POST', path: at('/session/enrol'), module: 'OPS', login: false, roles: roleSets.operatorEntry, encrypt: false, body: ops.operatorEnrolBodySchema, response: ops.operatorEnrolValueSchema }),
  operatorMe: call({ method: 'GET', path: at('/session/me'), ...signedIn, permission: 'signedIn', response: ops.operatorSelfSchema }),
  operatorLogout: call({ method: 'POST', path: at('/session/logout'), ...signedIn, permission: 'signedIn', response: ops.endedSessionsValueSchema }),
  operatorSessions: call({ method: 'GET', path: at('/session/list'), ...signedIn, permission: 'signedIn', response: ops.operatorSessionsValueSchema }),
  operatorLogoutOthers: call({ method: 'POST', path: at('/session/logout-others'), ...signedIn, permission: 'signedIn', response: ops.endedSessionsValueSchema }),
  operatorChangePassword: call({ method: 'POST', path: at('/session/password'), ...signedIn, permission: 'signedIn', body: ops.changeOperatorPasswordBodySchema, response: ops.endedSessionsValueSchema }),
  // --- personal API keys (the CLI) ---
  operatorApiKeys: call({ method: 'GET', path: at('/api-keys'), ...signedIn, permission: 'signedIn', response: ops.operatorApiKeysValueSchema }),
  operatorCreateApiKey: call({ method: 'POST', path: at('/api-keys'), ...signedIn, permission: 'signedIn', body: ops.createApiKeyBodySchema, response: ops.createdApiKeySchema }),
  operatorRevokeApiKey: call({ method: 'POST', path: at('/api-keys/revoke'), ...signedIn, permission: 'signedIn', body: ops.idBodySchema, response: ops.endedSessionsValueSchema }),
  // --- operator accounts and roles ---
  operatorRoles: call({ method: 'GET', path: at('/roles'), ...signedIn, permission: 'operators.manage', response: ops.operatorRolesValueSchema }),
  operatorAccounts: call({ method: 'GET', path: at('/operators'), ...signedIn, permission: 'operators.manage', response: ops.operatorAccountsValueSchema }),
  operatorCreate: call({ method: 'POST', path: at('/operators'), ...signedIn, permission: 'operators.manage', body: ops.createOperatorBodySchema, response: ops.operatorAccountSchema }),
  operatorUpdate: call({ method: 'POST', path: at('/operators/update'), ...signedIn, permission: 'operators.manage', body: ops.updateOperatorBodySchema, response: ops.operatorAccountSchema }),
  // --- players ---
  operatorPlayers: call({ method: 'GET', path: at('/players'), ...signedIn, permission: 'players.read', query: ops.playersQuerySchema, response: ops.playersValueSchema }),
  operatorPlayer: call({ method: 'GET', path: at('/players/detail'), ...signedIn, permission: 'players.read', query: ops.playerQuerySchema, response: ops.playerDetailSchema }),
  operatorPlayerLedger: call({ method: 'GET', path: at('/players/ledger'), ...signedIn, permission: 'players.read', query: ops.playerLedgerQuerySchema, response: ops.playerLedgerValueSchema }),
  operatorPlayerBets: call({ method: 'GET', path: at('/players/bets'), ...signedIn, permission: 'players.read', query: ops.playerPageQuerySchema, response: ops.playerBetsValueSchema }),
  operatorPlayerNotes: call({ method: 'GET', path: at('/players/notes'), ...signedIn, permission: 'players.read', query: ops.playerQuerySchema, response: ops.playerNotesValueSchema }),
  operatorAddPlayerNote: call({ method: 'POST', path: at('/players/notes'), ...signedIn, permission: 'players.notes', body: ops.addPlayerNoteBodySchema, response: ops.playerNoteSchema }),
  operatorSetPlayerStatus: call({ method: 'POST', path: at('/players/status'), ...signedIn, permission: 'players.status', body: ops.setPlayerStatusBodySchema, response: ops.playerStatusValueSchema }),
  operatorResetPlayerPassword: call({ method: 'POST', path: at('/players/reset-password'), ...signedIn, permission: 'players.access', body: ops.memberIdBodySchema, response: ops.temporaryPasswordValueSchema }),
  operatorUnlockPlayer: call({ method: 'POST', path: at('/players/unlock'), ...signedIn, permission: 'players.access', body: ops.memberIdBodySchema, response: ops.unlockValueSchema }),
  operatorPlayerLimit: call({ method: 'POST', path: at('/players/limit'), ...signedIn, permission: 'players.limits', body: ops.playerLimitBodySchema, response: ops.playerLimitValueSchema }),
  operatorPlayerTimeOut: call({ method: 'POST', path: at('/players/time-out'), ...signedIn, permission: 'players.limits', body: ops.playerTimeOutBodySchema, response: ops.playerTimeOutValueSchema }),
  // numbers written two ways before they were normalised: who keeps the number (the others' is cleared, to bind again)
  operatorMobileCollisions: call({ method: 'GET', path: at('/players/mobile-collisions'), ...signedIn, permission: 'players.read', query: ops.mobileCollisionsQuerySchema, response: ops.mobileCollisionsValueSchema }),
  operatorResolveMobileCollision: call({ method: 'POST', path: at('/players/mobile-collisions/resolve'), ...signedIn, permission: 'players.access', body: ops.resolveMobileCollisionBodySchema, response: ops.resolvedMobileCollisionSchema }),
  operatorPlayerBonuses: call({ method: 'GET', path: at('/players/bonuses'), ...signedIn, permission: 'players.read', query: ops.playerQuerySchema, response: ops.playerBonusesValueSchema }),
  operatorGrantBonus: call({ method: 'POST', path: at('/bonuses/grant'), ...signedIn, permission: 'bonuses.write', body: ops.grantBonusBodySchema, response: ops.grantedBonusValueSchema }),
  operatorForfeitBonus: call({ method: 'POST', path: at('/bonuses/forfeit'), ...signedIn, permission: 'bonuses.write', body: ops.forfeitBonusBodySchema, response: ops.forfeitedBonusValueSchema }),
  // --- balance adjustments: a ledger posting with a reason and a category, within the role's limit ---
  operatorAdjustBalance: call({ method: 'POST', path: at('/adjustments'), ...signedIn, permission: 'adjustments.write', body: ops.adjustBalanceBodySchema, response: ops.adjustmentValueSchema }),
  // --- withdrawals: the queue with each player's context, and the steps ---
  operatorWithdrawals: call({ method: 'GET', path: at('/withdrawals'), ...signedIn, permission: 'players.read', query: ops.operatorWithdrawalsQuerySchema, response: ops.operatorWithdrawalsValueSchema }),
  operatorWithdrawal: call({ method: 'GET', path: at('/withdrawals/detail'), ...signedIn, permission: 'players.read', query: ops.withdrawalIdQuerySchema, response: ops.operatorWithdrawalContextSchema }),
  operatorApproveWithdrawal: call({ method: 'POST', path: at('/withdrawals/approve'), ...signedIn, permission: 'withdrawals.write', body: ops.idBodySchema, response: ops.operatorWithdrawalSchema }),
  operatorRejectWithdrawal: call({ method: 'POST', path: at('/withdrawals/reject'), ...signedIn, permission: 'withdrawals.write', body: ops.rejectWithdrawalBodySchema, response: ops.operatorWithdrawalSchema }),
  operatorDisburseWithdrawal: call({ method: 'POST', path: at('/withdrawals/disburse'), ...signedIn, permission: 'withdrawals.write', maxBodyBytes: 8 * 1024 * 1024, body: ops.disburseWithdrawalBodySchema, response: ops.operatorWithdrawalSchema }),
  operatorResolveWithdrawal: call({ method: 'POST', path: at('/withdrawals/resolve'), ...signedIn, permission: 'withdrawals.write', body: ops.resolveWithdrawalBodySchema, response: ops.operatorWithdrawalSchema }),
  // --- deposits: orders by status and channel, and a manual confirmation with its evidence ---
  operatorDeposits: call({ method: 'GET', path: at('/deposits'), ...signedIn, permission: 'players.read', query: ops.operatorDepositsQuerySchema, response: ops.operatorDepositsValueSchema }),
  operatorConfirmDeposit: call({ method: 'POST', path: at('/deposits/confirm'), ...signedIn, permission: 'deposits.write', body: ops.confirmDepositBodySchema, response: ops.operatorDepositSchema }),
  // --- the dashboard ---
  operatorDashboard: call({ method: 'GET', path: at('/dashboard'), ...signedIn, permission: 'dashboard.read', query: ops.dashboardQuerySchema, response: ops.dashboardValueSchema }),
  // --- the audit trail ---
  operatorAudit: call({ method: 'GET', path: at('/audit'), ...signedIn, permission: 'audit.read', query: ops.auditQuerySchema, response: ops.auditValueSchema }),
  ...marketingOperatorCalls,
  ...messagesOperatorCalls,
  ...contentOperatorCalls,
  ...loyaltyOperatorCalls,
  ...deskOperatorCalls,
  ...platformOperatorCalls,
  ...settingsOperatorCalls,
  ...agentsOperatorCalls,
  ...catalogueOperatorCalls,
  ...riskOperatorCalls,
  ...reportsOperatorCalls,
  ...kycOperatorCalls,
  ...paymentsOperatorCalls,
  ...gatewaysOperatorCalls,
  ...reconciliationOperatorCalls,
} satisfies Record<string, CallDef>;
