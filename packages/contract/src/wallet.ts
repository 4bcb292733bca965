import { z } from 'zod';
import { timestampMsQuerySchema } from './timestamp';

/**
 * Shapes of the wallet, deposit, withdrawal, records and message calls (spec sections 3, 4, 7 and 9).
 *
 * Money: the server keeps integer minor units (cents) everywhere. Every money figure of a response is sent twice:
 * `xxxMinor`, an integer of minor units (use it for arithmetic and formatMoney), and `xxx`, the same value as a decimal
 * number with at most 2 places (the spec's sumBalance is such a number). Requests send amounts as a decimal string or
 * number with at most 2 decimals ("12.50", 12.5); the server refuses zero, negative, non-numeric and over-precise
 * amounts with INVALID_AMOUNT. Times are ms timestamps.
 */

/** The main wallet's code; vendor wallets use their vendor code (the spec's vassalage). */
export const MAIN_WALLET = 'MAIN';

/** An amount as the client sends it; checked by parseAmountMinor on the server (INVALID_AMOUNT). */
export const amountInputSchema = z.union([z.string().max(32), z.number()]);

/**
 * Idempotency key of a money-moving call: the body field requestId (or the Idempotency-Key header).
 * A retry with the same key returns the first result and moves nothing.
 */
export const requestIdSchema = z.string().trim().regex(/^[A-Za-z0-9_.:-]{8,64}$/, 'a request id of 8 to 64 letters, digits or _.:-');

const minor = z.number().int();
const major = z.number();

// --- paging and date ranges ---
export const pageQueryShape = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
/** A time range (ms timestamps up to the year 9999, end exclusive); the server defaults to the last 7 days and allows at most 400 days. */
export const rangeQueryShape = {
  startTime: timestampMsQuerySchema.optional(),
  endTime: timestampMsQuerySchema.optional(),
};
export const pageValueShape = { total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int(), totalPages: z.number().int() };

// --- balance and wallets ---
export const vendorWalletSchema = z.object({
  /** the vendor code */
  vassalage: z.string(),
  name: z.string(),
  /** the vendor's game categories (ELOTT, LIVE, ...) */
  gameTypes: z.array(z.string()),
  balance: major,
  balanceMinor: minor,
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

/** A bonus's own member wallet on the ledger: BONUS:<bonus id>. */
export const BONUS_WALLET_PREFIX = 'BONUS:';
export const bonusWalletCode = (bonusId: number) => `${BONUS_WALLET_PREFIX}${bonusId}`;
export const isBonusWallet = (code: string) => code.startsWith(BONUS_WALLET_PREFIX);

export const balanceValueSchema = z.object({
  /** main + every vendor wallet + the bonus balance */
  sumBalance: major,
  sumBalanceMinor: minor,
  mainBalance: major,
  mainBalanceMinor: minor,
  /** what the active bonuses hold: playable, not withdrawable until released */
  bonusBalance: major,
  bonusBalanceMinor: minor,
  /** held by withdrawals not yet paid out (not part of sumBalance) */
  heldMinor: minor,
  /** vendor wallets with a balance or activity */
  wallets: z.array(vendorWalletSchema),
  currencySymbol: z.string(),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;

export const merchantWalletValueSchema = z.object({
  /** every enabled vendor, with the member's balance there (0 when never used) */
  list: z.array(vendorWalletSchema),
  mainBalance: major,
  mainBalanceMinor: minor,
});
export type MerchantWalletValue = z.infer<typeof merchantWalletValueSchema>;

/** toVendor: main -> vendor wallet; toMain: vendor wallet -> main; recallAll: every vendor wallet -> main (no amount). */
export const transferActionSchema = z.enum(['toVendor', 'toMain', 'recallAll']);
export type TransferAction = z.infer<typeof transferActionSchema>;
export const walletTransferBodySchema = z
  .object({
    action: transferActionSchema,
    vassalage: z.string().trim().max(32).optional(),
    amount: amountInputSchema.optional(),
    requestId: requestIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action !== 'recallAll') {
      if (!body.vassalage) ctx.addIssue({ code: 'custom', path: ['vassalage'], message: 'input_cannot_be_empty' });
      if (body.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'input_cannot_be_empty' });
    }
  });
export type WalletTransferBody = z.input<typeof walletTransferBodySchema>;
export const walletTransferValueSchema = z.object({
  /** the ledger transaction; null for a recall with nothing to move */
  transactionId: z.number().int().nullable(),
  /** true when this answers a retry of an earlier request (nothing moved this time) */
  duplicate: z.boolean(),
  moved: z.array(z.object({ from: z.string(), to: z.string(), amount: major, amountMinor: minor })),
  balance: balanceValueSchema,
});
export type WalletTransferValue = z.infer<typeof walletTransferValueSchema>;

export const consolidatedValueSchema = z.object({
  /** contract flags: the member has an accepted salary / dividend contract (agent issue) */
  salary: z.boolean(),
  dividend: z.boolean(),
  hourlySalary: z.boolean(),
  realTimeSalary: z.boolean(),
  funds: z.object({
    sumBalanceMinor: minor,
    mainBalanceMinor: minor,
    vendorBalanceMinor: minor,
    heldMinor: minor,
    totalDepositMinor: minor,
    totalWithdrawalMinor: minor,
    totalBonusMinor: minor,
  }),
});
export type ConsolidatedValue = z.infer<typeof consolidatedValueSchema>;

// --- deposit ---
export const depositChannelTypeSchema = z.enum(['BANK', 'EWALLET', 'CRYPTO']);
export const depositChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: depositChannelTypeSchema,
  name: z.string(),
  min: major,
  minMinor: minor,
  max: major,
  maxMinor: minor,
  /** redirect: the provider's pay page; manual: a transfer to the brand's account, the receipt uploaded, finance confirms */
  flow: z.enum(['redirect', 'manual']),
  /** a manual channel's bank or e-wallet (BDO, GCash...); null for a gateway */
  institution: z.string().nullable(),
  /** opening hours in the brand's time zone ('HH:MM'); null: always open. A closed channel refuses orders (CHANNEL_CLOSED). */
  openFrom: z.string().nullable(),
  openUntil: z.string().nullable(),
  open: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelsValueSchema = z.object({
  list: z.array(depositChannelSchema),
  expiryMinutes: z.number().int(),
  /** a manual transfer's order waits this long for the transfer and its receipt */
  transferWindowMinutes: z.number().int(),
});

/** submitted: a manual transfer's receipt is in, finance has not decided; rejected: finance found no such transfer */
export const depositStatusSchema = z.enum(['created', 'pending', 'submitted', 'paid', 'failed', 'rejected', 'expired']);
export type DepositStatus = z.infer<typeof depositStatusSchema>;
/** Where a manual transfer goes: the brand's receiving account, and what the player must write in the transfer. */
export const depositTransferSchema = z.object({
  institution: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** the account's QR picture (a path on this site), or null */
  qrImage: z.string().nullable(),
  instructions: z.string().nullable(),
  /** the order's reference, unique in the brand: written in the transfer's note, so finance can match it */
  reference: z.string(),
  /** when the receipt picture was uploaded (epoch ms), or null */
  receiptAt: z.number().nullable(),
});
export type DepositTransfer = z.infer<typeof depositTransferSchema>;
export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  channelType: depositChannelTypeSchema,
  amount: major,
  amountMinor: minor,
  status: depositStatusSchema,
  /** the provider's page to pay on (open in a new tab); null once the order is final, and for a manual transfer */
  payUrl: z.string().nullable(),
  createdAt: z.number(),
  expiresAt: z.number(),
  paidAt: z.number().nullable(),
  flow: z.enum(['redirect', 'manual']),
  /** a manual transfer's account and reference (null for a gateway) */
  transfer: depositTransferSchema.nullable(),
  /** why finance rejected it (rejected orders) */
  rejectReason: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;
/** A manual transfer's receipt: a png or jpg (checked by content, re-encoded without its metadata), at most 5 MB. */
export const depositReceiptBodySchema = z
  .object({
    orderNo: z.string().trim().regex(/^D[0-9A-Z]{8,40}$/),
    image: z.string().min(16).max(7_200_000),
  })
  .strict();
export const depositCreateBodySchema = z.object({
  channelId: z.number().int().positive(),
  amount: amountInputSchema,
  requestId: requestIdSchema.optional(),
});
export const depositOrderQuerySchema = z.object({ orderNo: z.string().trim().regex(/^D[0-9A-Z]{8,40}$/) });
export const depositOrdersQuerySchema = z.object({ ...pageQueryShape, ...rangeQueryShape, status: depositStatusSchema.optional() });
export const depositOrdersValueSchema = z.object({ list: z.array(depositOrderSchema), ...pageValueShape });

// --- payment password and bank cards ---
/** 6 to 20 characters, letters and digits, at least one of each. */
export const paymentPasswordSchema = z
  .string()
  .min(6)
  .max(20)
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/, 'reg_pattern_5');
export const setPaymentPasswordBodySchema = z.object({
  /** required when a payment password is already set (a change) */
  oldPassword: z.string().max(64).optional(),
  newPassword: paymentPasswordSchema,
  confirmPassword: z.string().max(64),
});
export const setPaymentPasswordValueSchema = z.object({ paymentPasswordSet: z.literal(true) });

export const bankCardSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  /** only the last 4 digits are shown: **** **** 1234 */
  accountNumberMasked: z.string(),
  createdAt: z.number(),
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardsValueSchema = z.object({ list: z.array(bankCardSchema), maxCards: z.number().int() });
export const bindBankCardBodySchema = z.object({
  bankName: z.string().trim().min(2).max(64),
  accountName: z.string().trim().min(2).max(64),
  accountNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,24}$/, 'digits_only')),
  paymentPassword: z.string().min(1).max(64),
});

// --- withdrawal ---
export const withdrawalStatusSchema = z.enum([
  'requested',
  'approved',
  'rejected',
  'disbursed',
  'received',
  'not_received',
  'partly_received',
  'resolved',
]);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;
export const withdrawalSchema = z.object({
  orderNo: z.string(),
  amount: major,
  amountMinor: minor,
  status: withdrawalStatusSchema,
  bankName: z.string(),
  accountName: z.string(),
  accountNumberMasked: z.string(),
  createdAt: z.number(),
  approvedAt: z.number().nullable(),
  disbursedAt: z.number().nullable(),
  confirmedAt: z.number().nullable(),
  /** when a disbursed withdrawal counts as received if the player does not answer */
  autoReceiveAt: z.number().nullable(),
  /** received without the player's answer: no claim or refund any more */
  receiptForced: z.boolean(),
  /** partly received: the amount that arrived and the amount missing */
  receivedAmountMinor: minor.nullable(),
  remainingAmountMinor: minor.nullable(),
  hasProof: z.boolean(),
  /** the bank transfer's reference finance recorded when paying it out (or the payout provider's), to ask the bank about */
  payoutRef: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** refunded to the main wallet by the operator when resolving a claim */
  refundedMinor: minor.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawSettingsValueSchema = z.object({
  paymentPasswordSet: z.boolean(),
  minMinor: minor,
  maxMinor: minor,
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
  availableMinor: minor,
  maxCards: z.number().int(),
  autoReceiveMinutes: z.number().int(),
  /**
   * The member's turnover obligation (docs/transfers.md): required = deposits x the multiple plus what transfers
   * received carried, less what transfers sent took; achieved = valid bets since it started; 0 remaining to withdraw.
   */
  turnover: z.object({
    /** the brand's multiple: a deposit asks x times its amount in valid bets (e.g. 1 = once the deposit) */
    multiple: z.number(),
    requiredMinor: minor,
    achievedMinor: minor,
    remainingMinor: minor,
  }),
});
export type WithdrawSettingsValue = z.infer<typeof withdrawSettingsValueSchema>;

export const withdrawCreateBodySchema = z.object({
  bankCardId: z.number().int().positive(),
  amount: amountInputSchema,
  paymentPassword: z.string().min(1).max(64),
  requestId: requestIdSchema.optional(),
});
export const withdrawalsQuerySchema = z.object({ ...pageQueryShape, ...rangeQueryShape, status: withdrawalStatusSchema.optional() });
export const withdrawalsValueSchema = z.object({ list: z.array(withdrawalSchema), ...pageValueShape });

/** The largest proof image: 5 MB (spec). */
export const MAX_PROOF_IMAGE_BYTES = 5 * 1024 * 1024;
export const receiptResultSchema = z.enum(['received', 'notReceived', 'partlyReceived']);
export const withdrawReceiptBodySchema = z
  .object({
    orderNo: z.string().trim().regex(/^W[0-9A-Z]{8,40}$/),
    result: receiptResultSchema,
    /** partlyReceived: the amount that arrived */
    amountReceived: amountInputSchema.optional(),
    /** notReceived (required) or partlyReceived (optional): a png or jpg, base64 or a data: URL, at most 5 MB decoded (IMAGE_TOO_LARGE) */
    proofImage: z.string().max(8 * 1024 * 1024).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.result === 'partlyReceived' && body.amountReceived === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amountReceived'], message: 'input_cannot_be_empty' });
    }
  });
export const withdrawReceiptValueSchema = withdrawalSchema;

// --- transfer to upline ---
export const transferUplineBodySchema = z.object({
  amount: amountInputSchema,
  paymentPassword: z.string().min(1).max(64),
  requestId: requestIdSchema.optional(),
});
export const transferUplineValueSchema = z.object({
  transactionId: z.number().int(),
  duplicate: z.boolean(),
  uplineAccount: z.string(),
  amount: major,
  amountMinor: minor,
  balance: balanceValueSchema,
});

// --- records ---
export const betStatusSchema = z.enum(['open', 'settled', 'cancelled']);
export const betRecordSchema = z.object({
  id: z.number().int(),
  vassalage: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  stake: major,
  stakeMinor: minor,
  payout: major,
  payoutMinor: minor,
  /** payout - stake; 0 while open or when cancelled */
  profit: major,
  profitMinor: minor,
  status: betStatusSchema,
  placedAt: z.number(),
  settledAt: z.number().nullable(),
});
export const betRecordsQuerySchema = z.object({
  ...pageQueryShape,
  ...rangeQueryShape,
  vassalage: z.string().trim().max(32).optional(),
  gameType: z.string().trim().max(16).optional(),
  status: betStatusSchema.optional(),
});
const totalsSchema = z.object({ count: z.number().int(), stakeMinor: minor, payoutMinor: minor, profitMinor: minor, stake: major, payout: major, profit: major });
export const betRecordsValueSchema = z.object({ list: z.array(betRecordSchema), totals: totalsSchema, ...pageValueShape });

/** Ledger kinds a member's account record can show. */
export const ledgerKindSchema = z.enum([
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_refund',
  'transfer',
  'upline_transfer',
  /** an agent's transfer to a member of its downline */
  'downline_transfer',
  'bet',
  'win',
  'rollback',
  'bonus',
  /** a bonus's wagering was met: its balance moves to main */
  'bonus_release',
  /** a bonus forfeited by the player, expired, or its winnings from a bet settled after it ended */
  'bonus_forfeit',
  'rebate',
  'salary',
  'dividend',
  'points',
  'adjustment',
]);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;
export const accountRecordSchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  kind: ledgerKindSchema,
  /** MAIN or the vendor code */
  wallet: z.string(),
  /** positive: money in; negative: money out */
  amount: major,
  amountMinor: minor,
  balanceAfter: major,
  balanceAfterMinor: minor,
  reference: z.string().nullable(),
  createdAt: z.number(),
});
export const accountRecordsQuerySchema = z.object({
  ...pageQueryShape,
  ...rangeQueryShape,
  /** one kind or a comma list */
  kind: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((s) => (s ? s.split(',').map((k) => k.trim()).filter(Boolean) : undefined))
    .pipe(z.array(ledgerKindSchema).optional()),
  wallet: z.string().trim().max(32).optional(),
});
export const accountRecordsValueSchema = z.object({
  list: z.array(accountRecordSchema),
  /** sums of the matching rows: in (positive) and out (negative) */
  totalInMinor: minor,
  totalOutMinor: minor,
  ...pageValueShape,
});

export const profitPeriodSchema = z.enum(['day', 'week', 'month']);
export const profitLossQuerySchema = z.object({
  ...rangeQueryShape,
  period: profitPeriodSchema.default('day'),
});
export const profitLossValueSchema = z.object({
  list: z.array(
    z.object({
      /** yyyy-MM-dd of the period's first day on the brand's calendar (its time zone; weeks start on Monday) */
      period: z.string(),
      betCount: z.number().int(),
      stakeMinor: minor,
      payoutMinor: minor,
      profitMinor: minor,
      stake: major,
      payout: major,
      profit: major,
    }),
  ),
  totals: totalsSchema,
});

export const bonusDetailsQuerySchema = z.object({ ...pageQueryShape, ...rangeQueryShape });
export const bonusDetailsValueSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), kind: ledgerKindSchema, amount: major, amountMinor: minor, reference: z.string().nullable(), createdAt: z.number() })),
  totalMinor: minor,
  ...pageValueShape,
});

