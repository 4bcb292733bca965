import { z } from 'zod';
import { rgLimitKindSchema, rgLimitPeriodSchema } from './responsible-gaming';
import { ledgerKindSchema } from './wallet';

/**
 * The back office (issue 28): operator accounts with a role, two-factor login, sessions and API keys, and the views
 * of players, money and the audit trail. A role is data (a name and its permissions); these are the permissions a
 * call of the operator table can ask for.
 */
export const operatorPermissions = [
  /** the dashboard's figures */
  'dashboard.read',
  /** find players and read their profile, ledger, bets and payments */
  'players.read',
  /** operators' notes on a player */
  'players.notes',
  /** suspend, reactivate or close an account */
  'players.status',
  /** a temporary password, and lifting a login lock */
  'players.access',
  /** responsible-gaming limits and time-outs imposed by the operator */
  'players.limits',
  /** grant or forfeit a bonus */
  'bonuses.write',
  /** confirm a deposit order by hand */
  'deposits.write',
  /** approve, reject, disburse and resolve withdrawals */
  'withdrawals.write',
  /** credit or debit a wallet with a reason */
  'adjustments.write',
  /** the support desk */
  'support.write',
  /** promotions, content and messages */
  'marketing.write',
  /** flags, held referral rewards, identity rules, KYC */
  'risk.write',
  /** brand settings: maintenance and region switches, responsible-gaming packs, sign-up rules */
  'settings.write',
  /** lottery draws: cancel with refunds, settle again */
  'lottery.write',
  /** agent contracts: settlement runs and the brand's contract settings */
  'agents.write',
  /** the audit trail */
  'audit.read',
  /** operator accounts and roles */
  'operators.manage',
] as const;
export const operatorPermissionSchema = z.enum(operatorPermissions);
export type OperatorPermission = z.infer<typeof operatorPermissionSchema>;

/** The roles every installation starts with (operators with `operators.manage` may add more). */
export const defaultOperatorRoles: Record<string, readonly OperatorPermission[]> = {
  owner: operatorPermissions,
  finance: ['dashboard.read', 'players.read', 'players.notes', 'deposits.write', 'withdrawals.write', 'adjustments.write', 'agents.write', 'audit.read'],
  support: ['players.read', 'players.notes', 'players.access', 'support.write'],
  marketing: ['dashboard.read', 'players.read', 'marketing.write', 'bonuses.write'],
  risk: ['dashboard.read', 'players.read', 'players.notes', 'players.status', 'players.limits', 'risk.write', 'lottery.write', 'audit.read'],
  readonly: ['dashboard.read', 'players.read', 'audit.read'],
};

const isoTime = z.string();
const username = z.string().trim().toLowerCase().min(3).max(32).regex(/^[a-z0-9_.-]+$/, 'operator_username');
/** six digits of the authenticator app (RFC 6238, 30 s steps) */
const totpCode = z.string().trim().regex(/^\d{6}$/, 'totp_code');
/** a recovery code as shown at enrolment: ten characters, dashes and case ignored */
const recoveryCode = z
  .string()
  .trim()
  .max(32)
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{10}$/, 'recovery_code'));
/** at least 10 characters with a letter and a digit; argon2id hashes at most what we accept */
const password = z.string().min(10).max(128).regex(/[A-Za-z]/).regex(/\d/);

/**
 * A file an operator call answers (a player's upload: an application's picture, a withdrawal's receipt, a feedback
 * screenshot, a support attachment): its type, checked by content when it was stored, and its bytes in base64. The
 * back office shows it as a data: URL; the CLI writes it to a file.
 */
export const operatorFileValueSchema = z.object({ contentType: z.string(), base64: z.string() });
export type OperatorFileValue = z.infer<typeof operatorFileValueSchema>;

/** the first owner of a new installation (the master token's one call) */
export const bootstrapOwnerBodySchema = z.object({ username }).strict();
export const bootstrapOwnerValueSchema = z.object({
  username: z.string(),
  /** temporary, shown once: the owner signs in with it, enrols an authenticator and sets their own */
  password: z.string(),
  /** the owner's personal API key for the CLI, shown once */
  apiKey: z.string(),
});

/** a brand an operator sees: its currency display and the time zone of its days */
/** A brand an operator works on: its amounts are in `currency`'s minor unit, `currencyDigits` decimal places (0 for VND). */
export const operatorBrandSchema = z.object({ id: z.string(), name: z.string(), currencySymbol: z.string(), currency: z.string(), currencyDigits: z.number().int(), timeZone: z.string() });
export const operatorSelfSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  permissions: z.array(operatorPermissionSchema),
  /** null: every brand */
  brandIds: z.array(z.string()).nullable(),
  /** the brands this operator sees */
  brands: z.array(operatorBrandSchema),
});
export type OperatorSelf = z.infer<typeof operatorSelfSchema>;

export const operatorLoginBodySchema = z
  .object({ username: z.string().trim().toLowerCase().min(1).max(32), password: z.string().min(1).max(128), code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .strict();
export const operatorSessionValueSchema = z.object({
  token: z.string(),
  operator: operatorSelfSchema,
  /** the session ends after this long without a call */
  idleTimeoutSeconds: z.number().int(),
  /** how many recovery codes are left (warn when few) */
  recoveryCodesLeft: z.number().int(),
});
/** TOTP_ENROLMENT_REQUIRED's value: scan this, then confirm with a code (operatorEnrol) */
export const operatorEnrolmentSchema = z.object({ ticket: z.string(), secret: z.string(), otpauthUri: z.string() });
export const operatorEnrolBodySchema = z.object({ ticket: z.string().min(10).max(100), code: totpCode }).strict();
export const operatorEnrolValueSchema = operatorSessionValueSchema.extend({ recoveryCodes: z.array(z.string()) });

export const operatorSessionSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  ip: z.string(),
  userAgent: z.string(),
  /** an API key's session is a key, listed under API keys instead */
});
export const operatorSessionsValueSchema = z.object({ list: z.array(operatorSessionSchema) });
export const endedSessionsValueSchema = z.object({ ended: z.number().int() });

export const operatorApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the first characters, to recognise a key (the rest is never shown again) */
  prefix: z.string(),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable(),
});
export const operatorApiKeysValueSchema = z.object({ list: z.array(operatorApiKeySchema) });
export const createApiKeyBodySchema = z.object({ name: z.string().trim().min(1).max(60) }).strict();
export const createdApiKeySchema = operatorApiKeySchema.extend({ key: z.string() });
export const idBodySchema = z.object({ id: z.number().int().positive() }).strict();
/**
 * Pays an approved withdrawal out by the brand's payout method. Manual: the transfer's reference (required) and a
 * picture of the bank's confirmation (optional: png or jpg as a data: URL, at most 5 MB). A provider: both ignored.
 */
export const disburseWithdrawalBodySchema = z
  .object({
    id: z.number().int().positive(),
    payoutRef: z.string().trim().min(3).max(100).nullable().optional(),
    proofImage: z.string().max(7_200_000).nullable().optional(),
  })
  .strict();

export const operatorRoleSchema = z.object({ id: z.number().int(), name: z.string(), permissions: z.array(operatorPermissionSchema) });
export const operatorRolesValueSchema = z.object({ list: z.array(operatorRoleSchema) });
export const operatorAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  brandIds: z.array(z.string()).nullable(),
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: isoTime,
  lastLoginAt: isoTime.nullable(),
});
export const operatorAccountsValueSchema = z.object({ list: z.array(operatorAccountSchema) });
export const createOperatorBodySchema = z
  .object({ username, password, role: z.string().trim().min(1).max(32), brandIds: z.array(z.string().min(1).max(64)).max(100).nullable().default(null) })
  .strict();
export const updateOperatorBodySchema = z
  .object({
    id: z.number().int().positive(),
    role: z.string().trim().min(1).max(32).optional(),
    brandIds: z.array(z.string().min(1).max(64)).max(100).nullable().optional(),
    disabled: z.boolean().optional(),
    /** the operator enrols a new authenticator at the next login */
    resetTwoFactor: z.boolean().optional(),
  })
  .strict();

// --- the audit trail ---
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};
export const auditQuerySchema = z.object({
  actor: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  brandId: z.string().max(64).optional(),
  /** member:<id>, withdrawal:<id>, ... */
  target: z.string().max(100).optional(),
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
  ...pageQuery,
});
export const auditRowSchema = z.object({
  id: z.number().int(),
  at: isoTime,
  actor: z.string(),
  ip: z.string().nullable(),
  brandId: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const auditValueSchema = z.object({ list: z.array(auditRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// --- players ---
export const playerSortSchema = z.enum(['newest', 'oldest', 'username', 'balance', 'lastLogin']);
export const playersQuerySchema = z.object({
  /** username, name, mobile, email, bank account number, id, or the registration IP */
  q: z.string().trim().max(100).optional(),
  brandId: z.string().max(64).optional(),
  sort: playerSortSchema.default('newest'),
  ...pageQuery,
});
export const playerRowSchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  username: z.string(),
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  /** member, agent, trial */
  kind: z.string(),
  /** active, suspended or closed (set by an operator) */
  status: z.string(),
  vipLevel: z.number().int(),
  /** the main wallet */
  balanceMinor: z.number().int(),
  registeredAt: isoTime,
  lastLoginAt: isoTime.nullable(),
  /** the field the search matched on, when it was not the username */
  matchedOn: z.string().nullable(),
});
export const playersValueSchema = z.object({ list: z.array(playerRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const playerQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const playerWalletSchema = z.object({ code: z.string(), balanceMinor: z.number().int() });
export const playerLoginSchema = z.object({ at: isoTime, ip: z.string(), userAgent: z.string() });
export const playerDetailSchema = playerRowSchema.extend({
  email: z.string().nullable(),
  registrationIp: z.string().nullable(),
  upline: z.string().nullable(),
  wallets: z.array(playerWalletSchema),
  /** held by withdrawals not yet paid out (not in any wallet's balance) */
  heldMinor: z.number().int(),
  recentLogins: z.array(playerLoginSchema),
  /**
   * members of the brand sharing an address, device, bank account, payee name or mobile within 30 days (ring 1: no
   * ring field), and a few members linked to those (ring: 2, `via` the ring-1 account; issue 30)
   */
  linkedAccounts: z.array(
    z.object({ reason: z.string(), memberId: z.number().int(), username: z.string(), ring: z.number().int().optional(), via: z.object({ memberId: z.number().int(), username: z.string() }).optional() }),
  ),
  /** a login lock is in force on the account */
  loginLocked: z.boolean(),
  /** a running time-out, self-exclusion or spent session time (until null: permanent) */
  playBlock: z.object({ kind: z.string(), until: isoTime.nullable() }).nullable(),
});

export const playerPageQuerySchema = z.object({ id: z.coerce.number().int().positive(), ...pageQuery });
/** the ledger, optionally of some kinds only (a comma list: transfer,upline_transfer,downline_transfer for the transfers) */
export const playerLedgerQuerySchema = playerPageQuerySchema.extend({
  kinds: z
    .string()
    .max(300)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(ledgerKindSchema).max(30))
    .optional(),
});
export const playerBetSchema = z.object({
  id: z.number().int(),
  placedAt: isoTime,
  settledAt: isoTime.nullable(),
  /** the vendor code (vassalage) */
  vendor: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  /** the wallet the stake came from */
  wallet: z.string(),
  stakeMinor: z.number().int(),
  /** the stake that counted as turnover (0 while open or cancelled) */
  validBetMinor: z.number().int(),
  payoutMinor: z.number().int(),
  /** open, settled, cancelled */
  status: z.string(),
});
export const playerBetsValueSchema = z.object({ list: z.array(playerBetSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export const ledgerRowSchema = z.object({
  id: z.number().int(),
  at: isoTime,
  wallet: z.string(),
  kind: z.string(),
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int(),
  reference: z.string().nullable(),
});
export const playerLedgerValueSchema = z.object({ list: z.array(ledgerRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const playerNoteSchema = z.object({ id: z.number().int(), at: isoTime, author: z.string(), text: z.string() });
export const playerNotesValueSchema = z.object({ list: z.array(playerNoteSchema) });
export const addPlayerNoteBodySchema = z.object({ memberId: z.number().int().positive(), text: z.string().trim().min(1).max(2000) }).strict();

// --- withdrawals ---
export const operatorWithdrawalStatusSchema = z.enum(['requested', 'approved', 'rejected', 'disbursed', 'received', 'not_received', 'partly_received', 'resolved']);
export const operatorWithdrawalsQuerySchema = z.object({
  /** one status or a comma list; the queue (requested) by default */
  status: z
    .string()
    .max(200)
    .default('requested')
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(operatorWithdrawalStatusSchema).min(1).max(8)),
  brandId: z.string().max(64).optional(),
  /** one player's withdrawals */
  memberId: z.coerce.number().int().positive().optional(),
  /** the withdrawal of an order number (as the player and the CLI name it) */
  orderNo: z.string().trim().max(40).optional(),
  ...pageQuery,
});
export const operatorWithdrawalSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  brandId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  amountMinor: z.number().int(),
  status: operatorWithdrawalStatusSchema,
  bankName: z.string(),
  accountName: z.string(),
  /** the operator pays to the full number */
  accountNumber: z.string(),
  createdAt: isoTime,
  rejectReason: z.string().nullable(),
  /** four-eyes: who gave the first of two approvals */
  firstApprovedBy: z.string().nullable(),
  /** the amount is at or above the brand's four-eyes threshold */
  needsTwoApprovals: z.boolean(),
  receivedAmountMinor: z.number().int().nullable(),
  remainingAmountMinor: z.number().int().nullable(),
  hasProof: z.boolean(),
  /** how it was paid out ('manual' or the provider), the transfer's reference, finance's proof picture, and by whom */
  payoutMethod: z.string().nullable(),
  payoutRef: z.string().nullable(),
  hasPayoutProof: z.boolean(),
  disbursedBy: z.string().nullable(),
  /** the member's open risk flags (issue 30): their count and the highest score; the brand's hold score holds approval */
  riskFlags: z.object({ open: z.number().int(), maxScore: z.number().int() }).optional(),
});
export const operatorWithdrawalsValueSchema = z.object({ list: z.array(operatorWithdrawalSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export const linkedAccountSchema = z.object({
  /** address, device, bank_account, payee_name, mobile */
  reason: z.string(),
  memberId: z.number().int(),
  username: z.string(),
});
/** What an operator weighs before paying: the withdrawal with the player's money, wagering and identity beside it. */
export const operatorWithdrawalContextSchema = z.object({
  withdrawal: operatorWithdrawalSchema,
  player: z.object({ id: z.number().int(), username: z.string(), payeeName: z.string().nullable(), bankAccountName: z.string().nullable(), vipLevel: z.number().int(), registeredAt: isoTime }),
  /** paid deposits and paid-out withdrawals, all time */
  depositsMinor: z.number().int(),
  depositCount: z.number().int(),
  withdrawnMinor: z.number().int(),
  /** the unmet deposit turnover (the withdrawal was allowed only with none left) */
  turnover: z.object({ requiredMinor: z.number().int(), achievedMinor: z.number().int(), remainingMinor: z.number().int() }),
  activeBonuses: z.number().int(),
  /** the card's account name written as the player's payee name (spaces and case aside) */
  accountNameMatchesPayee: z.boolean(),
  /** every card's account name */
  cardNames: z.array(z.string()),
  linkedAccounts: z.array(linkedAccountSchema),
});
export const withdrawalIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });
/** a withdrawal's picture: the player's claim proof, or finance's payout proof */
export const withdrawalProofQuerySchema = withdrawalIdQuerySchema.extend({ kind: z.enum(['claim', 'payout']).default('claim') });
export const rejectWithdrawalBodySchema = z.object({ id: z.number().int().positive(), reason: z.string().trim().min(1).max(200) }).strict();
export const resolveWithdrawalBodySchema = z.object({ id: z.number().int().positive(), refundMinor: z.number().int().min(0).max(1e12) }).strict();

// --- balance adjustments ---
export const adjustmentCategorySchema = z.enum(['goodwill', 'correction', 'chargeback']);
export const adjustBalanceBodySchema = z
  .object({
    memberId: z.number().int().positive(),
    direction: z.enum(['credit', 'debit']),
    amountMinor: z.number().int().positive().max(1e12),
    category: adjustmentCategorySchema,
    reason: z.string().trim().min(3).max(300),
    /** one adjustment per id: a repeated submit posts nothing twice */
    requestId: z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();
export const adjustmentValueSchema = z.object({
  transactionId: z.number().int(),
  /** the request id was already used: this is the first posting's answer */
  duplicate: z.boolean(),
  balanceAfterMinor: z.number().int(),
});

// --- a player's standing ---
export const memberStatusSchema = z.enum(['active', 'suspended', 'closed']);
export const setPlayerStatusBodySchema = z
  .object({ memberId: z.number().int().positive(), status: memberStatusSchema, reason: z.string().trim().min(3).max(300) })
  .strict();
export const playerStatusValueSchema = z.object({ memberId: z.number().int(), status: memberStatusSchema, endedSessions: z.number().int() });

// --- deposits ---
export const depositStatusSchema = z.enum(['created', 'pending', 'submitted', 'paid', 'failed', 'rejected', 'expired']);
export const operatorDepositsQuerySchema = z.object({
  /** one status or a comma list; every status by default */
  status: z
    .string()
    .max(100)
    .optional()
    .transform((s) => (s ? s.split(',').filter(Boolean) : []))
    .pipe(z.array(depositStatusSchema).max(7)),
  brandId: z.string().max(64).optional(),
  channelId: z.coerce.number().int().positive().optional(),
  memberId: z.coerce.number().int().positive().optional(),
  ...pageQuery,
});
export const operatorDepositSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  brandId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  channelType: z.string(),
  provider: z.string(),
  amountMinor: z.number().int(),
  status: depositStatusSchema,
  providerRef: z.string().nullable(),
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
  /** manual: a transfer finance matches by its reference and receipt; redirect: a gateway's webhook confirms it */
  flow: z.enum(['redirect', 'manual']),
  /** a manual transfer's reference (what the player wrote in the transfer) */
  reference: z.string().nullable(),
  /** when the player's receipt picture came (operatorDepositReceipt shows it), or null */
  receiptAt: isoTime.nullable(),
  expiresAt: isoTime,
  rejectReason: z.string().nullable(),
  /** who confirmed or rejected it */
  reviewedBy: z.string().nullable(),
});
export const operatorDepositsValueSchema = z.object({ list: z.array(operatorDepositSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
/** A deposit the provider cannot confirm, confirmed by an operator who saw the money arrive (recorded with the evidence). */
export const confirmDepositBodySchema = z
  .object({
    id: z.number().int().positive(),
    /** must equal the order's amount: a different amount is a different payment */
    amountMinor: z.number().int().positive().max(1e12),
    /** what shows the money arrived: the bank's reference, the statement line */
    evidence: z.string().trim().min(4).max(300),
  })
  .strict();

/** Finance found no transfer matching the order (or a wrong one): the order is closed and the player told why. */
export const rejectDepositBodySchema = z.object({ id: z.number().int().positive(), reason: z.string().trim().min(3).max(300) }).strict();
export const depositIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });

// --- the dashboard ---
export const dashboardQuerySchema = z.object({
  /** epoch ms; today (UTC) by default */
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
  brandId: z.string().max(64).optional(),
});
export const dashboardFiguresSchema = z.object({
  depositsMinor: z.number().int(),
  withdrawalsMinor: z.number().int(),
  betsMinor: z.number().int(),
  winsMinor: z.number().int(),
  /** bets − wins */
  ggrMinor: z.number().int(),
  /** bonuses, rebates, points converted, salaries and dividends paid to members */
  bonusCostMinor: z.number().int(),
  /** GGR − bonus cost */
  ngrMinor: z.number().int(),
  registrations: z.number().int(),
  firstDepositors: z.number().int(),
  /** members who placed a bet */
  activePlayers: z.number().int(),
});
export const dashboardValueSchema = z.object({
  from: isoTime,
  to: isoTime,
  /** the time zone whose days the figures are counted in: the brand's (the first brand's when several are shown) */
  timeZone: z.string(),
  total: dashboardFiguresSchema,
  brands: z.array(dashboardFiguresSchema.extend({ brandId: z.string() })),
  /** the last 30 days in timeZone, oldest first, over the brands shown */
  days: z.array(dashboardFiguresSchema.extend({ day: z.string() })),
  /** what waits for an operator */
  /** deposits: manual transfers whose receipt waits for finance */
  waiting: z.object({ withdrawals: z.number().int(), deposits: z.number().int(), applications: z.number().int(), redemptions: z.number().int(), supportThreads: z.number().int(), heldReferrals: z.number().int() }),
});

// --- access: a temporary password, a login lock lifted ---
export const memberIdBodySchema = z.object({ memberId: z.number().int().positive() }).strict();
/**
 * Members whose stored numbers became one number when numbers were normalised (issue 31: 09171234567 and 9171234567),
 * left unchanged for an operator to decide who keeps it; grouped by brand and number.
 */
export const mobileCollisionsQuerySchema = z.object({ brandId: z.string().min(1).max(64).optional() });
export const mobileCollisionsValueSchema = z.object({
  groups: z.array(
    z.object({
      brandId: z.string(),
      /** +<dialling code> <national number> */
      number: z.string(),
      members: z.array(z.object({ collisionId: z.number().int(), memberId: z.number().int(), username: z.string(), storedAs: z.string(), lastLoginAt: z.string().nullable() })),
    }),
  ),
});
export const resolveMobileCollisionBodySchema = z.object({ collisionId: z.number().int().positive() }).strict();
export const resolvedMobileCollisionSchema = z.object({ keptBy: z.string(), clearedFrom: z.array(z.string()) });
export const temporaryPasswordValueSchema = z.object({
  /** shown once to the operator, who tells the player; it works once and forces a new password */
  temporaryPassword: z.string(),
  expiresInMinutes: z.number().int(),
});
export const unlockValueSchema = z.object({ clearedLocks: z.number().int() });

// --- bonuses ---
export const playerBonusSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  grantedMinor: z.number().int(),
  wageringRequiredMinor: z.number().int(),
  wageredMinor: z.number().int(),
  maxBetMinor: z.number().int(),
  maxCashoutMinor: z.number().int().nullable(),
  grantedAt: isoTime,
  expiresAt: isoTime,
  endedAt: isoTime.nullable(),
});
export const playerBonusesValueSchema = z.object({ list: z.array(playerBonusSchema) });
export const grantBonusBodySchema = z
  .object({
    memberId: z.number().int().positive(),
    amountMinor: z.number().int().positive().max(1e10),
    /** times the bonus to wager before it becomes cash */
    wagering: z.number().int().min(0).max(100),
    days: z.number().int().min(1).max(365),
    maxBetMinor: z.number().int().positive().max(1e10).optional(),
    /** the promotion the bonus is paid for (its cost counts there), of the player's brand */
    promotionId: z.number().int().positive().optional(),
    note: z.string().trim().min(3).max(200),
    requestId: z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();
export const grantedBonusValueSchema = z.object({ bonusId: z.number().int(), duplicate: z.boolean() });
export const forfeitBonusBodySchema = z.object({ bonusId: z.number().int().positive(), note: z.string().trim().min(3).max(200) }).strict();
export const forfeitedBonusValueSchema = z.object({ bonusId: z.number().int(), forfeitedMinor: z.number().int() });

// --- responsible gaming imposed by an operator ---
export const playerTimeOutBodySchema = z.object({ memberId: z.number().int().positive(), days: z.number().int().min(1).max(90), reason: z.string().trim().min(3).max(300) }).strict();
export const playerTimeOutValueSchema = z.object({ until: isoTime });
/**
 * A responsible-gaming limit an operator imposes: a money limit (deposit, loss, wager) per day, week or month in minor
 * units, or the session time in minutes (period session). Stricter only: an operator never loosens a player's limit.
 */
export const playerLimitBodySchema = z
  .object({
    memberId: z.number().int().positive(),
    kind: rgLimitKindSchema,
    period: rgLimitPeriodSchema,
    value: z.number().int().positive().max(1e12),
    reason: z.string().trim().min(3).max(300),
  })
  .strict()
  .refine((b) => (b.kind === 'session') === (b.period === 'session'), { path: ['period'], message: 'the session limit has the period session; money limits day, week or month' });
export const playerLimitValueSchema = z.object({ kind: rgLimitKindSchema, period: rgLimitPeriodSchema, value: z.number().int(), previous: z.number().int().nullable() });

// --- an operator's own password ---
export const changeOperatorPasswordBodySchema = z.object({ currentPassword: z.string().min(1).max(128), newPassword: password }).strict();
