import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { messageCampaigns } from './messages';

/*
 * The wallet's double-entry ledger. Money is integer minor units (cents) in bigint columns read as JS numbers
 * (exact up to 2^53, about 90 trillion in major units).
 *
 * - wallet_accounts: a member's MAIN wallet and one wallet per game vendor (code = vendor code), plus house accounts
 *   (member_id null, one per brand and code: DEPOSITS_CLEARING, WITHDRAWALS_PAYABLE, GAME_FLOAT:<vendor>, ...).
 * - ledger_transactions: one row per money movement, unique per member and idempotency key.
 * - ledger_entries: the legs of a transaction; their amounts sum to 0 per transaction.
 *
 * A member wallet's balance_minor always equals the sum of its entries and never goes below 0 (guarded update and
 * a CHECK). House accounts keep no stored balance (their balance is the sum of their entries): a stored one would be
 * a single hot row that every member's deposit or bet must lock.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** null for a house account */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'restrict' }),
    /** MAIN, a vendor code, or a house account code */
    code: text('code').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_member_code_idx').on(t.memberId, t.code),
    uniqueIndex('wallet_accounts_house_code_idx').on(t.brandId, t.code).where(sql`${t.memberId} is null`),
    check('wallet_accounts_member_not_negative', sql`${t.memberId} is null or ${t.balanceMinor} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    /** the member the movement belongs to (the initiator of a member-to-member transfer) */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** deposit, withdrawal_hold, transfer, bet, win, ... (contract ledgerKindSchema; withdrawal_payout is house-only) */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** what the request looked like: a retry with the same key but another request is refused */
    fingerprint: text('fingerprint'),
    /** an order number, bet id or note shown in the account record */
    reference: text('reference'),
    meta: jsonb('meta').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_member_key_idx').on(t.memberId, t.idempotencyKey),
    index('ledger_transactions_member_kind_idx').on(t.memberId, t.kind, t.createdAt),
    // the daily payments reconciliation finds a brand's deposit postings of a day (migration 0067)
    index('ledger_transactions_deposit_brand_time_idx').on(t.brandId, t.createdAt).where(sql`${t.kind} = 'deposit'`),
    // a promotion's cash rewards (the promotion report)
    index('ledger_transactions_promotion_idx').on(sql`(${t.meta}->>'promotionId')`).where(sql`${t.kind} = 'bonus'`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    /** the account's member (null for house accounts): the account record reads by it */
    memberId: integer('member_id'),
    brandId: text('brand_id').notNull(),
    kind: text('kind').notNull(),
    /** the account's code (MAIN, a vendor code, a house code) */
    wallet: text('wallet').notNull(),
    /** signed: positive adds to the account's balance */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** the member wallet's balance after this entry; null for house accounts */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_member_time_idx').on(t.memberId, t.createdAt),
    index('ledger_entries_member_kind_time_idx').on(t.memberId, t.kind, t.createdAt),
    // the metrics' last-24-hours read (append-only table: pages follow time; migration 0025)
    index('ledger_entries_created_brin_idx').using('brin', t.createdAt),
  ],
);

/** Bets written by the games and lottery areas through lib/ledger.ts (debitForBet, creditWin, rollbackBet). */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** the vendor code (vassalage) */
    vendor: text('vendor').notNull(),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    /** the wallet the stake came from and the payout goes to */
    wallet: text('wallet').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    /** the stake that counts for turnover (valid bet); set at settlement, 0 while open or cancelled */
    validBetMinor: bigint('valid_bet_minor', { mode: 'number' }).notNull().default(0),
    /** open, settled, cancelled */
    status: text('status').notNull().default('open'),
    /** the caller's unique id of the bet (provider round or ticket id) */
    betKey: text('bet_key').notNull(),
    details: jsonb('details').notNull().default({}),
    /** the bonuses this bet touched: stakes they paid ({ bonusId, stakeMinor }) and wagering counted ({ bonusId, amountMinor }) */
    bonus: jsonb('bonus').$type<{ funding: Array<{ bonusId: number; stakeMinor: number }>; wagering: Array<{ bonusId: number; amountMinor: number }> }>(),
    /** the bet's expected house edge in basis points (null: unknown, bets from before it was recorded) */
    edgeBp: integer('edge_bp'),
    /** the share of the stake that counts as a wager (10000 = all): below the brand's edge floor, or hedged, counts less */
    wagerWeightBp: integer('wager_weight_bp').notNull().default(10_000),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bets_member_key_idx').on(t.memberId, t.betKey),
    index('bets_member_placed_idx').on(t.memberId, t.placedAt),
    index('bets_member_vendor_placed_idx').on(t.memberId, t.vendor, t.placedAt),
    index('bets_member_type_placed_idx').on(t.memberId, t.gameType, t.placedAt),
    index('bets_member_settled_idx').on(t.memberId, t.settledAt).where(sql`${t.status} = 'settled'`),
  ],
);

/** Per-brand wallet rules, seeded for every brand (db/seed/wallet.ts); an operator may change them in the database. */
export const walletSettings = pgTable('wallet_settings', {
  brandId: text('brand_id').primaryKey(),
  withdrawMinMinor: bigint('withdraw_min_minor', { mode: 'number' }).notNull(),
  withdrawMaxMinor: bigint('withdraw_max_minor', { mode: 'number' }).notNull(),
  withdrawDailyCount: integer('withdraw_daily_count').notNull(),
  /** valid bets since the last deposit must reach this many hundredths of it (100 = 1x) */
  turnoverPercent: integer('turnover_percent').notNull(),
  /** a disbursed withdrawal counts as received after this many minutes without the player's answer */
  autoReceiveMinutes: integer('auto_receive_minutes').notNull(),
  maxBankCards: integer('max_bank_cards').notNull(),
  depositExpiryMinutes: integer('deposit_expiry_minutes').notNull(),
  /** HMAC-SHA256 key of the sandbox payment provider's callbacks */
  callbackSecret: text('callback_secret').notNull(),
  /** withdrawals of at least this much need a second operator's approval (null: never) */
  fourEyesThresholdMinor: bigint('four_eyes_threshold_minor', { mode: 'number' }),
  /** how approved withdrawals are paid: 'manual' (finance transfers and records it) or a provider that pays out */
  payoutMethod: text('payout_method').notNull().default('manual'),
  /** a manual transfer's order waits this long for the player's transfer and receipt before it expires */
  transferWindowMinutes: integer('transfer_window_minutes').notNull().default(120),
});

export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    code: text('code').notNull(),
    /** BANK, EWALLET, CRYPTO */
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** the PaymentProvider that handles it (modules/wallet/payments): manual, paymongo, sandbox */
    provider: text('provider').notNull().default('sandbox'),
    minMinor: bigint('min_minor', { mode: 'number' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'number' }).notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** a manual channel's receiving account: the bank or e-wallet, the holder's name, the number, a QR picture (/media/uploads/...) */
    institution: text('institution'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    qrImage: text('qr_image'),
    instructions: text('instructions'),
    /** opening hours in the brand's business time zone ('HH:MM'); both null: always open */
    openFrom: text('open_from'),
    openUntil: text('open_until'),
    /** a gateway channel's payment method at the provider (PayMongo: gcash, paymaya, card, qrph) */
    method: text('method'),
  },
  (t) => [uniqueIndex('deposit_channels_brand_code_idx').on(t.brandId, t.code)],
);

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    /** public order number (random, not guessable): D + date + random */
    orderNo: text('order_no').notNull().unique(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** created, pending, paid, failed, expired */
    status: text('status').notNull().default('created'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    payUrl: text('pay_url'),
    requestId: text('request_id').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** a manual transfer's reference, unique in the brand: the player writes it in the transfer, finance matches it */
    reference: text('reference'),
    /** the player's receipt picture (a random name under DATA_DIR/receipts) and when it came */
    receiptFile: text('receipt_file'),
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    /** the operator who confirmed or rejected it */
    reviewedBy: text('reviewed_by'),
    rejectReason: text('reject_reason'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** when the provider was last asked about an order whose webhook did not come */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_member_request_idx').on(t.memberId, t.requestId),
    uniqueIndex('deposit_orders_brand_reference_idx').on(t.brandId, t.reference).where(sql`${t.reference} is not null`),
    index('deposit_orders_brand_created_idx').on(t.brandId, t.createdAt),
    index('deposit_orders_member_created_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_open_expiry_idx').on(t.status, t.expiresAt),
    index('deposit_orders_member_paid_idx').on(t.memberId, t.paidAt),
  ],
);

/**
 * Every verified provider notification and every confirmation by finance, once per provider and event id (a replayed
 * webhook finds its row and moves nothing). Outcome: credited, duplicate, failed, refused_amount, refused_currency,
 * ignored. The reconciliation compares them with the orders and the ledger.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    brandId: text('brand_id').notNull(),
    orderNo: text('order_no').notNull(),
    /** PAID or FAILED */
    status: text('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency'),
    providerRef: text('provider_ref'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId),
    index('payment_events_brand_received_idx').on(t.brandId, t.receivedAt),
    index('payment_events_order_idx').on(t.orderNo),
  ],
);

/** A brand's gateway credentials set in the back office, encrypted with a key from the environment (lib/secret-box.ts). */
export const paymentGateways = pgTable(
  'payment_gateways',
  {
    brandId: text('brand_id').notNull(),
    provider: text('provider').notNull(),
    secretKey: text('secret_key').notNull(),
    webhookSecret: text('webhook_secret').notNull(),
    publicKey: text('public_key'),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_gateways_pk', columns: [t.brandId, t.provider] })],
);

/** Bank cards a member withdraws to. The full number is kept for the payout; responses only show the last 4 digits. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_cards_member_number_idx').on(t.memberId, t.accountNumber), index('bank_cards_brand_number_idx').on(t.brandId, t.accountNumber)],
);

/** The payment password (argon2id), separate from the login password. */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankCardId: integer('bank_card_id')
      .notNull()
      .references(() => bankCards.id),
    /** copies of the card at request time: what the operator pays to */
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** requested, approved, rejected, disbursed, received, not_received, partly_received, resolved */
    status: text('status').notNull().default('requested'),
    requestId: text('request_id').notNull(),
    rejectReason: text('reject_reason'),
    receiptForced: boolean('receipt_forced').notNull().default(false),
    receivedAmountMinor: bigint('received_amount_minor', { mode: 'number' }),
    remainingAmountMinor: bigint('remaining_amount_minor', { mode: 'number' }),
    /** file name under DATA_DIR/proofs (random) and its type */
    proofFile: text('proof_file'),
    proofType: text('proof_type'),
    refundedMinor: bigint('refunded_minor', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    /** the player's answer, or the automatic receipt */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** four-eyes: the first of two approvals (the operator and when); the second, by another operator, approves */
    firstApprovedBy: text('first_approved_by'),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** how it was paid ('manual' or the provider), the transfer's reference, finance's proof picture, and by whom */
    payoutMethod: text('payout_method'),
    payoutRef: text('payout_ref'),
    payoutProofFile: text('payout_proof_file'),
    disbursedBy: text('disbursed_by'),
  },
  (t) => [
    uniqueIndex('withdrawals_member_request_idx').on(t.memberId, t.requestId),
    index('withdrawals_member_created_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.disbursedAt),
  ],
);

/** Platform messages to one member (the member centre's messageV2 page and the unread count). */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** system, deposit, withdrawal, promotion */
    category: text('category').notNull().default('system'),
    /** the English text (operators' tools; what a message without a key shows) */
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** the text's key (lib/message-texts.ts): the message is shown in the reader's language; null for rows written before keys */
    messageKey: text('message_key'),
    /** the key's parameters (order number, amount, ...) */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** the operator's message campaign this message delivers (its text in the reader's language); null for the platform's own */
    campaignId: integer('campaign_id').references(() => messageCampaigns.id),
  },
  (t) => [
    index('member_messages_member_created_idx').on(t.memberId, t.createdAt),
    index('member_messages_unread_idx').on(t.memberId).where(sql`${t.readAt} is null`),
    // a campaign's message reaches a member once, whatever stops and restarts its sender
    uniqueIndex('member_messages_campaign_member_idx').on(t.campaignId, t.memberId).where(sql`${t.campaignId} is not null`),
  ],
);

/** The brand's rule of what a wager is worth (modules/wallet/wager-worth.ts); provisioned for every brand. */
export const wagerRules = pgTable('wager_rules', {
  brandId: text('brand_id').primaryKey(),
  /** per game category: the house edge (bp) a bet needs to count in full; a bet below counts edge / floor of its stake */
  edgeFloorBp: jsonb('edge_floor_bp').$type<Record<string, number>>().notNull(),
  /** per game category: the return to player (bp) assumed for a vendor game that declares none */
  defaultRtpBp: jsonb('default_rtp_bp').$type<Record<string, number>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
