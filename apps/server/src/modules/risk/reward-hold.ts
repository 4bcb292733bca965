/**
 * Holding a reward (issue 30): while a member has an open flag at or above the brand's reward hold score, a reward
 * grant is not paid but kept in held_rewards, in the grant's transaction. Asked by the promotions engine's one door
 * (grantReward) before it pays; held-rewards.ts pays them when the last holding flag is resolved, or drops one.
 *
 * The open flags are read FOR SHARE: a resolve updating the flag at the same moment waits for this grant to commit
 * (then finds its held row and pays it), or this read waits for the resolve and finds the flag resolved (and the
 * grant is paid at once). Either way the reward is paid once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../agents/team-money';
import { riskRulesOf } from './rules';

/** What grantReward is asked to pay (the RewardGrant of promotions/grants.ts), stored as it is. */
export interface HoldableGrant {
  brandId: string;
  memberId: number;
  grantKey: string;
  amountMinor: number;
}

/** The brand's reward hold score and whether an open flag of the member reaches it (locking those flags FOR SHARE). */
export async function rewardsHeld(tx: Db, brandId: string, memberId: number) {
  const { holdRewardsFromScore: from } = await riskRulesOf(tx, brandId);
  if (from === null) return false;
  const holding = await rowsOf<{ id: number }>(tx, sql`select id from risk_flags where member_id = ${memberId} and status = 'open' and score >= ${from} for share`);
  return holding.length > 0;
}

/**
 * Whether the grant must not be paid now: an operator dropped it (never paid), or the member's rewards are held (it
 * is kept, once per grant key). false: pay it.
 */
export async function holdReward(tx: Db, grant: HoldableGrant): Promise<boolean> {
  const [earlier] = await rowsOf<{ status: string }>(tx, sql`select status from held_rewards where member_id = ${grant.memberId} and grant_key = ${grant.grantKey}`);
  if (earlier?.status === 'dropped') return true;
  if (!(await rewardsHeld(tx, grant.brandId, grant.memberId))) return false;
  await tx.execute(sql`
    insert into held_rewards (brand_id, member_id, grant_key, "grant", amount_minor)
    values (${grant.brandId}, ${grant.memberId}, ${grant.grantKey}, ${JSON.stringify(grant)}::jsonb, ${grant.amountMinor})
    on conflict (member_id, grant_key) do nothing`);
  return true;
}
