/**
 * Referral rewards held for review (docs/multi-account.md): the inviter and the friend shared an address, a device, a
 * bank account or a payee name when the friend qualified. The operator lists them with their reasons (admin CLI
 * `referral-reviews`), releases one (the reward is paid once, under the current rules and their friend limit) or
 * rejects it (the friend counts as qualified without a reward). Both are audited in their transaction.
 */
import { aliasedTable, and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, referrals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import type { SharedIdentity } from '../accounts/shared-identity';
import { loyaltySettingsOf, referralRulesOf } from './point-mall-shared';
import { qualifyReferral } from './referrals';

export const REFERRAL_REVIEW_STATUSES = ['held', 'released', 'rejected'] as const;
export type ReferralReviewStatus = (typeof REFERRAL_REVIEW_STATUSES)[number];
const REVIEW_PAGE = 200;

const inviters = aliasedTable(members, 'inviter');
const friends = aliasedTable(members, 'friend');

/** The brand's referrals under review (held unless another status is asked), newest first. */
export async function referralReviews(db: Db, brandId: string, status: ReferralReviewStatus = 'held') {
  const rows = await db
    .select({ link: referrals, inviter: inviters.username, friend: friends.username })
    .from(referrals)
    .innerJoin(inviters, eq(inviters.id, referrals.referrerId))
    .innerJoin(friends, eq(friends.id, referrals.friendId))
    .where(and(eq(referrals.brandId, brandId), eq(referrals.reviewStatus, status)))
    .orderBy(desc(referrals.depositedAt), desc(referrals.friendId))
    .limit(REVIEW_PAGE);
  return rows.map(({ link, inviter, friend }) => reviewView(link, inviter, friend));
}

function reviewView(link: typeof referrals.$inferSelect, inviter: string, friend: string) {
  return {
    friendId: link.friendId,
    inviterId: link.referrerId,
    inviter,
    friend,
    status: link.status,
    reviewStatus: link.reviewStatus,
    reasons: (link.reviewReasons ?? []) as SharedIdentity[],
    registeredAt: link.registeredAt.toISOString(),
    depositedAt: link.depositedAt?.toISOString() ?? null,
    reward: link.reward,
    rewardedAt: link.rewardedAt?.toISOString() ?? null,
    reviewedAt: link.reviewedAt?.toISOString() ?? null,
    reviewedBy: link.reviewedBy,
  };
}

/** The held link of a friend of the brand, locked: a second decision waits for the first and finds it made. */
async function lockedLink(tx: Db, brandId: string, friendId: number) {
  const [link] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.brandId, brandId), eq(referrals.friendId, friendId)))
    .for('update');
  if (!link?.reviewStatus) throw new AppError('NOT_FOUND', { friendId });
  return link;
}

/**
 * Releases a held referral: qualifies the friend and pays the inviter (grant key referral:<friendId>, so once), unless
 * the inviter already has the rules' most rewarded friends. Releasing a released one again changes nothing
 * (changed: false); a rejected one is INVALID_STATE. `digits`: the brand's currency's decimal places (the message).
 */
export async function releaseReferral(db: Db, operator: Operator, brandId: string, friendId: number, digits: number) {
  return db.transaction(async (tx) => {
    const link = await lockedLink(tx, brandId, friendId);
    if (link.reviewStatus === 'released') return { friendId, reviewStatus: 'released' as const, paid: link.rewardedAt !== null, changed: false };
    if (link.reviewStatus !== 'held') throw new AppError('INVALID_STATE', { reviewStatus: link.reviewStatus });
    const rules = referralRulesOf(await loyaltySettingsOf(tx, link.brandId));
    const paid = await qualifyReferral(tx, link, rules, new Date(), digits, { status: 'released', operator: operator.actor });
    await recordAudit(tx, operator, {
      brandId,
      action: 'referral.release',
      target: `referral:${friendId}`,
      detail: { before: 'held', after: 'released', inviterId: link.referrerId, reasons: link.reviewReasons, reward: paid ? rules.reward : null },
    });
    return { friendId, reviewStatus: 'released' as const, paid, changed: true };
  });
}

/** Rejects a held referral: the friend counts as qualified, the inviter gets no reward. Rejecting again changes nothing. */
export async function rejectReferral(db: Db, operator: Operator, brandId: string, friendId: number, remark: string) {
  return db.transaction(async (tx) => {
    const link = await lockedLink(tx, brandId, friendId);
    if (link.reviewStatus === 'rejected') return { friendId, reviewStatus: 'rejected' as const, paid: false, changed: false };
    if (link.reviewStatus !== 'held') throw new AppError('INVALID_STATE', { reviewStatus: link.reviewStatus });
    const now = new Date();
    await tx
      .update(referrals)
      .set({ status: 'qualified', qualifiedAt: now, reward: null, rewardedAt: null, reviewStatus: 'rejected', reviewedAt: now, reviewedBy: operator.actor })
      .where(eq(referrals.friendId, friendId));
    await recordAudit(tx, operator, {
      brandId,
      action: 'referral.reject',
      target: `referral:${friendId}`,
      detail: { before: 'held', after: 'rejected', inviterId: link.referrerId, reasons: link.reviewReasons, remark },
    });
    return { friendId, reviewStatus: 'rejected' as const, paid: false, changed: true };
  });
}
