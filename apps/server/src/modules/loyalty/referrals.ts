import { decimalString } from '@app/contract/money';
/**
 * Invite friends: every member has one invite code (made on first read); a friend who registers with it
 * (?referralCode=) is linked in the registration's transaction; the friend's paid deposits move the link from
 * registered to deposited and, once they reach the brand's qualifying total, to qualified, paying the inviter the
 * brand's reward once per friend (in the deposit's transaction, grant key referral:<friendId>) unless the inviter has
 * been rewarded for as many friends as the rules allow. A friend who shares an address, a device, a bank account or a
 * payee name with the inviter (sharedIdentityReasons, last 30 days) is held for review instead: the link stays
 * deposited with the reasons stored, and the reward is paid when an operator releases it (referrals-review.ts). The
 * inviter's friend list says so: under review with the kinds of what they share, or not rewarded once refused.
 */
import type { LoyaltyReward, ReferralReviewReason, ReferralRules, ReferralStatus, ReferralSummaryValue } from '@app/contract/loyalty';
import { loyaltyRewardSchema, referralReviewReasonSchema, referralStatusSchema } from '@app/contract/loyalty';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { publish } from '../../lib/domain-events';
import { depositOrders, inviteCodes, members, referrals, type Localized } from '../../db/schema';
import { maskUsername } from '../../lib/masks';
import { pageOf } from '../../lib/paging';
import { sharedIdentityReasons, type SharedIdentity } from '../accounts/shared-identity';
import { notifyMember } from '../inbox/notify';
import type { MessageParams } from '../inbox/message-texts';
import { loyaltySettingsOf, referralRulesOf } from './point-mall-shared';
import { payLoyaltyReward } from './rewards';

/** Letters and digits nobody misreads on a screen or a printed QR code (no 0/O, 1/I/L). */
const INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const INVITE_CODE_LENGTH = 8;
const INVITE_CODE_TRIES = 5;
/** What an invite code looks like as typed or pasted (the register form passes anything through). */
const INVITE_CODE_SHAPE = /^[A-Z0-9]{4,16}$/;

/** The register page of the web client with the invite code (the client adds its origin). */
export const invitePathOf = (code: string) => `/register?referralCode=${encodeURIComponent(code)}`;

/** What the inviter's reward is called in the ledgers and the bonus list. */
export const REFERRAL_REWARD_TITLE: Localized = { EN: 'Invite friends reward', TY: 'Gantimpala sa pag-imbita ng kaibigan', vi: 'Thưởng mời bạn bè' };

function newInviteCode() {
  let code = '';
  for (const b of randomBytes(INVITE_CODE_LENGTH)) code += INVITE_ALPHABET[b % INVITE_ALPHABET.length];
  return code;
}

/**
 * The member's invite code, made on the first read: random, unique per brand; a code another member of the brand
 * holds (or a concurrent first read) conflicts on the unique indexes and the next try reads or makes it again.
 */
export async function inviteCodeOf(db: Db, brandId: string, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < INVITE_CODE_TRIES; attempt++) {
    const [existing] = await db.select({ code: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.memberId, memberId));
    if (existing) return existing.code;
    const [created] = await db.insert(inviteCodes).values({ memberId, brandId, code: newInviteCode() }).onConflictDoNothing().returning({ code: inviteCodes.code });
    if (created) return created.code;
  }
  throw new Error(`no free invite code for member ${memberId} after ${INVITE_CODE_TRIES} tries`);
}

export async function referralSummary(db: Db, viewer: { brandId: string; memberId: number; currency: string }): Promise<ReferralSummaryValue> {
  const [referralCode, settings, [totals]] = await Promise.all([
    inviteCodeOf(db, viewer.brandId, viewer.memberId),
    loyaltySettingsOf(db, viewer.brandId),
    db
      .select({
        registered: count(),
        deposited: sql<number>`count(*) filter (where ${referrals.status} in ('deposited', 'qualified'))`.mapWith(Number),
        qualified: sql<number>`count(*) filter (where ${referrals.status} = 'qualified' and coalesce(${referrals.reviewStatus}, '') <> 'rejected')`.mapWith(Number),
        rewardMinor: sql<number>`coalesce(sum((${referrals.reward} ->> 'amountMinor')::bigint) filter (where ${referrals.reward} ->> 'kind' in ('cash', 'bonus')), 0)`.mapWith(Number),
        rewardPoints: sql<number>`coalesce(sum((${referrals.reward} ->> 'points')::bigint) filter (where ${referrals.reward} ->> 'kind' = 'points'), 0)`.mapWith(Number),
      })
      .from(referrals)
      .where(eq(referrals.referrerId, viewer.memberId)),
  ]);
  return {
    referralCode,
    invitePath: invitePathOf(referralCode),
    rules: referralRulesOf(settings),
    totals: totals ?? { registered: 0, deposited: 0, qualified: 0, rewardMinor: 0, rewardPoints: 0 },
    currency: viewer.currency,
  };
}

/**
 * A link's status as the inviter sees it: a held link (the friend qualified, the reward waits for an operator) is under
 * review, a rejected one was not rewarded, a released one is qualified like any other.
 */
function shownStatus(link: typeof referrals.$inferSelect): ReferralStatus {
  if (link.reviewStatus === 'held') return 'review';
  if (link.reviewStatus === 'rejected') return 'not_rewarded';
  return referralStatusSchema.parse(link.status);
}

/** The kinds of what the inviter and the friend share (each once, in the checks' order): never the other account's detail. */
function shownReasons(link: typeof referrals.$inferSelect): ReferralReviewReason[] {
  if (link.reviewStatus !== 'held' && link.reviewStatus !== 'rejected') return [];
  const kinds = new Set(((link.reviewReasons ?? []) as SharedIdentity[]).map((r) => r.reason));
  return referralReviewReasonSchema.options.filter((kind) => kinds.has(kind));
}

/** The links of a shown status (the friend list's filter). */
function statusFilter(status: ReferralStatus) {
  switch (status) {
    case 'review':
      return eq(referrals.reviewStatus, 'held');
    case 'not_rewarded':
      return eq(referrals.reviewStatus, 'rejected');
    case 'deposited':
      return and(eq(referrals.status, 'deposited'), sql`coalesce(${referrals.reviewStatus}, '') <> 'held'`);
    case 'qualified':
      return and(eq(referrals.status, 'qualified'), sql`coalesce(${referrals.reviewStatus}, '') <> 'rejected'`);
    default:
      return eq(referrals.status, status);
  }
}

/** The friends the member invited, newest first, with their usernames masked. */
export async function referralFriends(db: Db, memberId: number, query: { pageNo: number; pageSize: number; status?: ReferralStatus }) {
  const where = and(eq(referrals.referrerId, memberId), query.status ? statusFilter(query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: referrals, username: members.username })
      .from(referrals)
      .innerJoin(members, eq(members.id, referrals.friendId))
      .where(where)
      .orderBy(desc(referrals.registeredAt), desc(referrals.friendId))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(referrals).where(where),
  ]);
  return {
    list: rows.map(({ row, username }) => ({
      player: maskUsername(username),
      status: shownStatus(row),
      registeredAt: row.registeredAt.getTime(),
      reward: row.reward ? loyaltyRewardSchema.parse(row.reward) : null,
      rewardedAt: row.rewardedAt?.getTime() ?? null,
      reviewReasons: shownReasons(row),
    })),
    ...pageOf(query, total?.n ?? 0),
  };
}

/**
 * Links a newly registered member to the inviter whose code they registered with (inside the registration's
 * transaction). A code no member of the brand holds links nothing: the registration goes on as without one.
 */
export async function linkReferral(tx: Db, brandId: string, friendId: number, rawCode: string) {
  const code = rawCode.trim().toUpperCase();
  if (!INVITE_CODE_SHAPE.test(code)) return;
  const [owner] = await tx
    .select({ memberId: inviteCodes.memberId })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.brandId, brandId), eq(inviteCodes.code, code)));
  if (!owner || owner.memberId === friendId) return;
  await tx.insert(referrals).values({ friendId, referrerId: owner.memberId, brandId }).onConflictDoNothing();
}

/** A reward as the messages' parameters state it (the template words it in the reader's language; `digits`: the currency's). */
export function rewardParams(reward: LoyaltyReward, digits: number): MessageParams {
  return reward.kind === 'points' ? { rewardKind: 'points', points: String(reward.points) } : { rewardKind: reward.kind, amount: decimalString(reward.amountMinor, digits) };
}

/** What the inviter and the friend share that holds a referral reward for review (a mobile number is unique per brand). */
const REVIEW_REASONS = new Set(['address', 'device', 'bank_account', 'payee_name']);
const REVIEW_WINDOW_DAYS = 30;

export async function referralReviewReasons(db: Db, link: { brandId: string; referrerId: number; friendId: number }): Promise<SharedIdentity[]> {
  const shared = await sharedIdentityReasons(db, { brandId: link.brandId, memberId: link.referrerId, otherMemberId: link.friendId, sinceDays: REVIEW_WINDOW_DAYS });
  return shared.filter((s) => REVIEW_REASONS.has(s.reason));
}

/**
 * A friend's deposit was paid (called inside the deposit's transaction, once per credited order). The friend's link
 * is locked, so two deposits of one friend take turns and the second finds it qualified (or held). At the qualifying
 * total the link is held for review when the inviter and the friend share an identity, else qualified and rewarded
 * (qualifyReferral).
 */
export async function advanceReferral(tx: Db, friend: { brandId: string; memberId: number }, digits: number) {
  const [link] = await tx.select().from(referrals).where(eq(referrals.friendId, friend.memberId)).for('update');
  // a held link waits for the operator: later deposits change nothing
  if (!link || link.status === 'qualified' || link.reviewStatus === 'held') return;
  const rules = referralRulesOf(await loyaltySettingsOf(tx, link.brandId));
  const [paid] = await tx
    .select({ total: sql<number>`coalesce(sum(${depositOrders.amountMinor}), 0)`.mapWith(Number) })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, friend.memberId), eq(depositOrders.status, 'paid')));
  const now = new Date();
  if (!rules.enabled || (paid?.total ?? 0) < rules.qualifyDepositMinor) {
    if (link.status === 'registered') await tx.update(referrals).set({ status: 'deposited', depositedAt: now }).where(eq(referrals.friendId, link.friendId));
    return;
  }
  const reasons = await referralReviewReasons(tx, link);
  if (reasons.length) {
    await tx
      .update(referrals)
      .set({ status: 'deposited', depositedAt: link.depositedAt ?? now, reviewStatus: 'held', reviewReasons: reasons })
      .where(eq(referrals.friendId, link.friendId));
    return;
  }
  await qualifyReferral(tx, link, rules, now, digits);
}

/**
 * Moves a locked link to qualified and pays the inviter the rules' reward unless the inviter has been rewarded for as
 * many friends as the rules allow (counted under a lock on the inviter's invite code, so two friends qualifying at
 * once cannot both take the last reward). Answers whether the reward was paid. `digits`: the decimal places of the
 * brand's currency (the inviter's message).
 */
export async function qualifyReferral(
  tx: Db,
  link: typeof referrals.$inferSelect,
  rules: ReferralRules,
  now: Date,
  digits: number,
  review?: { status: 'released'; operator: string },
) {
  await tx.select({ memberId: inviteCodes.memberId }).from(inviteCodes).where(eq(inviteCodes.memberId, link.referrerId)).for('update');
  const [rewarded] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerId, link.referrerId), isNotNull(referrals.rewardedAt)));
  const due = rules.maxRewardedFriends === null || (rewarded?.n ?? 0) < rules.maxRewardedFriends;
  const [friendRow] = await tx.select({ username: members.username }).from(members).where(eq(members.id, link.friendId));
  const masked = maskUsername(friendRow?.username ?? '');
  if (due) {
    await payLoyaltyReward(tx, {
      brandId: link.brandId,
      memberId: link.referrerId,
      reward: rules.reward,
      grantKey: `referral:${link.friendId}`,
      title: REFERRAL_REWARD_TITLE,
      pointKind: 'referral',
      meta: { friendId: link.friendId, friend: masked },
    });
    // the risk rules look for an inviter and a friend who are one person (lib/domain-events.ts)
    await publish(tx, 'referral.rewarded', { brandId: link.brandId, referrerId: link.referrerId, friendId: link.friendId });
  }
  await tx
    .update(referrals)
    .set({
      status: 'qualified',
      depositedAt: link.depositedAt ?? now,
      qualifiedAt: now,
      reward: due ? rules.reward : null,
      rewardedAt: due ? now : null,
      ...(review ? { reviewStatus: review.status, reviewedAt: now, reviewedBy: review.operator } : {}),
    })
    .where(eq(referrals.friendId, link.friendId));
  await notifyMember(tx, {
    brandId: link.brandId,
    memberId: link.referrerId,
    category: 'referral',
    key: due ? 'referral_rewarded' : 'referral_qualified',
    params: { friend: masked, ...(due ? rewardParams(rules.reward, digits) : {}) },
  });
  return due;
}
