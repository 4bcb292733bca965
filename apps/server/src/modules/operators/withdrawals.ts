import type { BrandConfig } from '@app/contract/brand';
import type { z } from 'zod';
import type { operatorWithdrawalStatusSchema, operatorWithdrawalsQuerySchema } from '@app/contract/operators';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankCards, bonuses, depositOrders, members, walletSettings, withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type BrandLookup, digitsOfBrand } from '../../lib/brands';
import { obligationOf } from '../wallet/turnover-obligations';
import { approveWithdrawal, rejectWithdrawal, resolveWithdrawal } from '../wallet/withdrawals/operator';
import { payOutWithdrawal } from '../wallet/payouts';
import type { PaymentProviders } from '../wallet/payments/provider';
import { autoReceiveDue } from '../wallet/withdrawals/receipts';
import { auditorOf, brandIdsInView, requireBrand } from './accounts';
import type { SignedInOperator } from './credentials';
import { linkedAccountsOf } from './players';
import { openFlagSummary } from '../risk/flags';
import { riskRulesOf } from '../risk/rules';

type WithdrawalsQuery = z.output<typeof operatorWithdrawalsQuerySchema>;
type Row = { withdrawal: typeof withdrawals.$inferSelect; username: string; thresholdMinor: number | null };
/** how a bank writes a name: spaces trimmed and collapsed, any letter case */
const bankName = (name: string | null) => (name ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

const view = ({ withdrawal: w, username, thresholdMinor }: Row) => ({
  id: w.id,
  orderNo: w.orderNo,
  brandId: w.brandId,
  memberId: w.memberId,
  username,
  amountMinor: w.amountMinor,
  status: w.status as z.infer<typeof operatorWithdrawalStatusSchema>,
  bankName: w.bankName,
  accountName: w.accountName,
  accountNumber: w.accountNumber,
  createdAt: w.createdAt.toISOString(),
  rejectReason: w.rejectReason,
  firstApprovedBy: w.firstApprovedBy,
  needsTwoApprovals: thresholdMinor !== null && w.amountMinor >= thresholdMinor,
  receivedAmountMinor: w.receivedAmountMinor,
  remainingAmountMinor: w.remainingAmountMinor,
  hasProof: w.proofFile !== null,
  payoutMethod: w.payoutMethod,
  payoutRef: w.payoutRef,
  hasPayoutProof: w.payoutProofFile !== null,
  disbursedBy: w.disbursedBy,
});

const rows = (db: Db) =>
  db
    .select({ withdrawal: withdrawals, username: members.username, thresholdMinor: walletSettings.fourEyesThresholdMinor })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(walletSettings, eq(walletSettings.brandId, withdrawals.brandId));

/** The withdrawals an operator may see, oldest first in the queue (requested: first come, first paid), else newest first. */
export async function listWithdrawals(db: Db, operator: SignedInOperator, brands: readonly BrandConfig[], query: WithdrawalsQuery) {
  const brandIds = brandIdsInView(operator, brands, query.brandId);
  const page = { page: query.page, pageSize: query.pageSize };
  if (!brandIds.length) return { list: [], total: 0, ...page };
  // claims past their answer time count as received before anyone reads the list (as the CLI's list does)
  await autoReceiveDue(db, brandIds);
  const where = and(inArray(withdrawals.brandId, brandIds), inArray(withdrawals.status, query.status), query.memberId ? eq(withdrawals.memberId, query.memberId) : undefined, query.orderNo ? eq(withdrawals.orderNo, query.orderNo) : undefined);
  const queueOnly = query.status.length === 1 && query.status[0] === 'requested';
  const [list, [counted]] = await Promise.all([
    rows(db)
      .where(where)
      .orderBy(queueOnly ? withdrawals.id : desc(withdrawals.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(withdrawals).where(where),
  ]);
  const flags = await openFlagSummary(db, list.map((r) => r.withdrawal.memberId));
  return { list: list.map((r) => ({ ...view(r), riskFlags: flags.get(r.withdrawal.memberId) ?? { open: 0, maxScore: 0 } })), total: counted?.n ?? 0, ...page };
}

async function visibleWithdrawal(db: Db, operator: SignedInOperator, id: number) {
  const [row] = await rows(db).where(eq(withdrawals.id, id));
  if (!row) throw new AppError('NOT_FOUND', { id });
  requireBrand(operator, row.withdrawal.brandId);
  return row;
}

/** A withdrawal with what the operator weighs: deposits and payouts, turnover, bonuses, names and linked accounts. */
export async function withdrawalContext(db: Db, operator: SignedInOperator, id: number) {
  const row = await visibleWithdrawal(db, operator, id);
  const memberId = row.withdrawal.memberId;
  const [[member], [deposits], [paidOut], turnover, [active], cards, shared] = await Promise.all([
    db.select().from(members).where(eq(members.id, memberId)),
    db
      .select({ total: sql<number>`coalesce(sum(${depositOrders.amountMinor}), 0)`.mapWith(Number), n: sql<number>`count(*)::int` })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'paid'))),
    db
      .select({ total: sql<number>`coalesce(sum(${withdrawals.amountMinor}), 0)`.mapWith(Number) })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, ['disbursed', 'received', 'resolved']))),
    obligationOf(db, memberId),
    db.select({ n: sql<number>`count(*)::int` }).from(bonuses).where(and(eq(bonuses.memberId, memberId), eq(bonuses.status, 'active'))),
    db.select({ accountName: bankCards.accountName }).from(bankCards).where(eq(bankCards.memberId, memberId)),
    linkedAccountsOf(db, row.withdrawal.brandId, memberId),
  ]);
  const payee = member!.payeeName ?? member!.bankAccountName;
  return {
    withdrawal: view(row),
    player: {
      id: member!.id,
      username: member!.username,
      payeeName: member!.payeeName,
      bankAccountName: member!.bankAccountName,
      vipLevel: member!.rankLevel,
      registeredAt: member!.createdAt.toISOString(),
    },
    depositsMinor: deposits?.total ?? 0,
    depositCount: deposits?.n ?? 0,
    withdrawnMinor: paidOut?.total ?? 0,
    turnover,
    activeBonuses: active?.n ?? 0,
    accountNameMatchesPayee: payee !== null && bankName(payee) === bankName(row.withdrawal.accountName),
    cardNames: [...new Set(cards.map((c) => c.accountName))],
    linkedAccounts: shared,
  };
}

/** The brand's hold score (issue 30): an open flag at or above it holds the member's withdrawals until resolved. */
async function refuseWhileRiskHold(db: Db, brandId: string, memberId: number) {
  const { holdWithdrawalsFromScore: hold } = await riskRulesOf(db, brandId);
  if (hold === null) return;
  const flags = (await openFlagSummary(db, [memberId])).get(memberId);
  if (flags && flags.maxScore >= hold) throw new AppError('RISK_HOLD', { flags: flags.open, maxScore: hold });
}

export type WithdrawalStep =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'disburse'; payoutRef?: string | null; proofImage?: string | null; providers: PaymentProviders; dataDir: string }
  | { kind: 'resolve'; refundMinor: number };

/**
 * An operator's step on a withdrawal of a brand they see (each step audited by the wallet, in its own transaction);
 * `brands`: the withdrawal's brand's currency words the member's message.
 */
export async function stepWithdrawal(db: Db, brands: BrandLookup, operator: SignedInOperator, ip: string, id: number, step: WithdrawalStep) {
  const row = await visibleWithdrawal(db, operator, id);
  const by = auditorOf(operator, ip);
  const digits = digitsOfBrand(brands, row.withdrawal.brandId);
  if (step.kind === 'approve') {
    await refuseWhileRiskHold(db, row.withdrawal.brandId, row.withdrawal.memberId);
    await approveWithdrawal(db, by, id, digits);
  }
  else if (step.kind === 'reject') await rejectWithdrawal(db, by, id, step.reason, digits);
  else if (step.kind === 'disburse') await payOutWithdrawal(db, step, by, { id, payoutRef: step.payoutRef, proofImage: step.proofImage, digits });
  else await resolveWithdrawal(db, by, id, step.refundMinor, digits);
  return view(await visibleWithdrawal(db, operator, id));
}
