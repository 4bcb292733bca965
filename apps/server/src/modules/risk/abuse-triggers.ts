/**
 * The abuse rules of issue 30, each run by a domain event in its own transaction (modules/subscriptions.ts): a bonus
 * wagered on games that hardly lose (bonus.released), one promotion's bonus taken by many accounts of one device
 * (reward.granted), an inviter paid for a friend who is the same person (referral.rewarded), and a withdrawal paid
 * for by other members' transfers (withdrawal.requested, through flagWithdrawal). Each reads the brand's rules and a
 * few indexed rows; none moves money.
 */
import type { RiskRules } from '@app/contract/operators-risk';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { NOT_LOOPBACK, sharedIdentityReasons } from '../accounts/shared-identity';
import { num, rowsOf } from '../agents/team-money';
import { raiseFlag } from './flags';
import { riskRulesOf } from './rules';
import { MAX_SHARED, sharedRows, sinceDay } from './shared-rows';

/**
 * Low-edge wagering, checked once per bonus at its release (the moment the bonus money becomes cash, before any
 * withdrawal; a check at every settled bet would put reads on the busiest path for the same answer): of the stakes the
 * member placed while the bonus was active, the share on games whose declared RTP (the brand's catalogue override,
 * else the game's, else the one the bet recorded) is at least minRtpBp.
 */
export async function flagLowEdgeWagering(tx: Db, e: { brandId: string; memberId: number; bonusId: number; grantedAt: Date }) {
  const { lowEdgeWagering: rule } = await riskRulesOf(tx, e.brandId);
  if (!rule.enabled) return;
  // one row per game played (bets_member_placed_idx), then one catalogue look-up per game
  const [totals] = await rowsOf<{ stake: string | null; low: string | null }>(
    tx,
    sql`with played as (
        select b.vendor, b.game_code, sum(b.stake_minor) as stake, max(b.edge_bp) as edge_bp from bets b
        where b.member_id = ${e.memberId} and b.placed_at >= ${e.grantedAt.toISOString()}::timestamptz and b.status <> 'cancelled'
        group by b.vendor, b.game_code
      ), rated as (
        select p.stake, coalesce(
          (select coalesce(o.rtp_bp, g.rtp_bp) from games g left join brand_game_settings o on o.game_id = g.id and o.brand_id = ${e.brandId}
            where g.vendor_code = p.vendor and (g.external_id = p.game_code or g.game_code = p.game_code) limit 1),
          10000 - p.edge_bp) as rtp_bp
        from played p
      )
      select sum(stake) as stake, sum(stake) filter (where rtp_bp >= ${rule.minRtpBp}) as low from rated`,
  );
  const stakeMinor = num(totals?.stake);
  const lowEdgeStakeMinor = num(totals?.low);
  if (stakeMinor <= 0 || lowEdgeStakeMinor * 100 < rule.sharePercent * stakeMinor) return;
  const sharePercent = Math.floor((lowEdgeStakeMinor * 100) / stakeMinor);
  await raiseFlag(tx, { brandId: e.brandId, memberId: e.memberId, kind: 'bonus_low_edge', score: rule.score, detail: { bonusId: e.bonusId, stakeMinor, lowEdgeStakeMinor, sharePercent, minRtpBp: rule.minRtpBp } });
}

/**
 * Many accounts on one device, checked when a promotion's bonus is paid: the other members seen on the member's
 * devices (install id) or addresses (never this machine's loopback) within 30 days who had a bonus of the same
 * promotion, one row per member (the brand's sighting indexes, then each one's bonuses by member).
 */
export async function flagSharedDeviceBonus(tx: Db, e: { brandId: string; memberId: number; promotionId: number | null; bonusId: number | null }) {
  if (e.promotionId === null || e.bonusId === null) return;
  const { sharedDeviceBonus: rule } = await riskRulesOf(tx, e.brandId);
  if (!rule.enabled) return;
  const since = sinceDay();
  const shared = await sharedRows(
    tx,
    sql`select min(x.reason) as reason, x.member_id from (
        with mine as (select ip, install_id from member_sightings where member_id = ${e.memberId} and day >= ${since}::date)
        select 'device' as reason, s.member_id from member_sightings s
          where s.brand_id = ${e.brandId} and s.day >= ${since}::date and s.member_id <> ${e.memberId} and s.install_id <> ''
            and s.install_id in (select install_id from mine where install_id <> '')
        union select 'address', s.member_id from member_sightings s
          where s.brand_id = ${e.brandId} and s.day >= ${since}::date and s.member_id <> ${e.memberId} and s.ip in (select ip from mine where ${NOT_LOOPBACK})
      ) x
      where exists (select 1 from bonuses b where b.member_id = x.member_id and b.promotion_id = ${e.promotionId})
      group by x.member_id`,
  );
  if (shared.length < Math.min(rule.accounts, MAX_SHARED)) return;
  await raiseFlag(tx, { brandId: e.brandId, memberId: e.memberId, kind: 'bonus_shared_device', score: rule.score, detail: { promotionId: e.promotionId, bonusId: e.bonusId, shared } });
}

/**
 * A referral ring, checked when an inviter is paid for a friend: the two share an address, a device, a bank account, a
 * payee name or a mobile (the multi-account checks between the two only). Both are flagged, each naming the other.
 */
export async function flagReferralRing(tx: Db, e: { brandId: string; referrerId: number; friendId: number }) {
  const { referralRing: rule } = await riskRulesOf(tx, e.brandId);
  if (!rule.enabled) return;
  const reasons = await sharedIdentityReasons(tx, { brandId: e.brandId, memberId: e.referrerId, otherMemberId: e.friendId });
  if (!reasons.length) return;
  const names = new Map((await tx.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, [e.referrerId, e.friendId]))).map((m) => [m.id, m.username]));
  const naming = (other: number) => reasons.map((r) => ({ reason: r.reason, memberId: other, username: names.get(other) ?? '' }));
  await raiseFlag(tx, { brandId: e.brandId, memberId: e.referrerId, kind: 'referral_ring', score: rule.score, detail: { referral: 'referrer', shared: naming(e.friendId) } });
  await raiseFlag(tx, { brandId: e.brandId, memberId: e.friendId, kind: 'referral_ring', score: rule.score, detail: { referral: 'friend', shared: naming(e.referrerId) } });
}

/** The ledger kinds by which money reaches a member from another member (an upline, a downline, an agent). */
const TRANSFER_KINDS = ['transfer', 'upline_transfer', 'downline_transfer'];

/**
 * Chip dumping, checked at a withdrawal request: what other members of the agent tree sent the member within `hours`
 * (the member's own credits of those kinds, ledger_entries_member_kind_time_idx; the sender is the transaction's
 * member, so moves between the member's own wallets are not counted) reaches `sharePercent` of the withdrawal.
 */
export async function flagChipDumping(tx: Db, rules: RiskRules, e: { brandId: string; memberId: number; orderNo: string; amountMinor: number }) {
  const rule = rules.chipDumping;
  if (!rule.enabled || e.amountMinor <= 0) return;
  const senders = await rowsOf<{ member_id: number; username: string; amount: string }>(
    tx,
    sql`select t.member_id, m.username, sum(le.amount_minor) as amount
      from ledger_entries le join ledger_transactions t on t.id = le.transaction_id join members m on m.id = t.member_id
      where le.member_id = ${e.memberId} and le.kind in (${sql.join(TRANSFER_KINDS.map((k) => sql`${k}`), sql`, `)})
        and le.created_at >= now() - make_interval(hours => ${rule.hours}) and le.amount_minor > 0 and t.member_id <> ${e.memberId}
      group by t.member_id, m.username order by amount desc, t.member_id limit ${MAX_SHARED}`,
  );
  const receivedMinor = senders.reduce((sum, s) => sum + num(s.amount), 0);
  if (receivedMinor <= 0 || receivedMinor * 100 < rule.sharePercent * e.amountMinor) return;
  await raiseFlag(tx, {
    brandId: e.brandId,
    memberId: e.memberId,
    kind: 'chip_dumping',
    score: rule.score,
    detail: {
      amountMinor: e.amountMinor,
      orderNo: e.orderNo,
      hours: rule.hours,
      receivedMinor,
      sharePercent: Math.floor((receivedMinor * 100) / e.amountMinor),
      senders: senders.map((s) => ({ memberId: Number(s.member_id), username: s.username, amountMinor: num(s.amount) })),
    },
  });
}
