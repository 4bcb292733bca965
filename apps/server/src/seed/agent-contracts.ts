import type { BrandConfig } from '@app/contract/brand';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scaledAmountMinor } from '../lib/currency-scale';
import { agentContractEvents, agentContracts, members } from '../db/schema';
import { hashPassword } from '../modules/accounts/passwords';

const DAY = 86_400_000;

/**
 * agent1's sub-agent: the agent team seed (seed/agents.ts, which runs first) makes it with its team and 30 days of
 * bets; without it this seed makes the account alone. Found by username.
 */
export const DEMO_SUB_AGENT = { username: 'subagenta', password: 'Agent123!', type: 2, nickname: 'Sub-agent A', affiliateCode: 'SUBAGENTA' };

/**
 * Demo contracts of every brand (idempotent: a kind the pair already has a contract of is left alone): agent1 gives
 * its sub-agent a daily salary (1% of the team's valid bet, from 100.00 a day and one active member) and a weekly
 * dividend (10% of the team's net loss). Both were accepted on the Monday that began last week, so the first run of the
 * settlement job pays the days and the whole week the team has played since.
 */
export async function seedAgentContracts(db: Db, brands: BrandConfig[], now = new Date()) {
  let hash: string | undefined;
  for (const brand of brands) {
    const [agent] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, brand.id), eq(members.username, 'agent1')));
    if (!agent) continue;
    let [sub] = await db.select({ id: members.id, uplineId: members.uplineId }).from(members).where(and(eq(members.brandId, brand.id), eq(members.username, DEMO_SUB_AGENT.username)));
    if (!sub) {
      hash ??= await hashPassword(DEMO_SUB_AGENT.password);
      [sub] = await db
        .insert(members)
        .values({
          brandId: brand.id,
          username: DEMO_SUB_AGENT.username,
          passwordHash: hash,
          type: DEMO_SUB_AGENT.type,
          nickname: DEMO_SUB_AGENT.nickname,
          affiliateCode: DEMO_SUB_AGENT.affiliateCode,
          uplineId: agent.id,
          registerMethod: 'SEED',
        })
        .onConflictDoNothing()
        .returning({ id: members.id, uplineId: members.uplineId });
    }
    if (!sub || sub.uplineId !== agent.id) continue;
    // the Monday that began last week: the last whole week and every day since are settled by the job's first run
    const today = Math.floor(now.getTime() / DAY) * DAY;
    const accepted = new Date(today - ((now.getUTCDay() + 6) % 7) * DAY - 7 * DAY);
    // its conditions at the size of the brand's currency (₱100.00, 100.000 ₫)
    const hundred = scaledAmountMinor(100_00, brand);
    await seedContract(db, brand.id, agent.id, sub.id, accepted, { kind: 'daily_salary', rateBp: 100, minValidBetMinor: hundred, minActiveMembers: 1, dailyBetMinor: hundred, dividendPeriod: null });
    await seedContract(db, brand.id, agent.id, sub.id, accepted, { kind: 'dividend', rateBp: 1_000, minValidBetMinor: 0, minActiveMembers: 1, dailyBetMinor: null, dividendPeriod: 'weekly' });
  }
}

async function seedContract(
  db: Db,
  brandId: string,
  uplineId: number,
  downlineId: number,
  accepted: Date,
  terms: { kind: string; rateBp: number; minValidBetMinor: number; minActiveMembers: number; dailyBetMinor: number | null; dividendPeriod: string | null },
) {
  const [existing] = await db
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(and(eq(agentContracts.uplineId, uplineId), eq(agentContracts.downlineId, downlineId), eq(agentContracts.kind, terms.kind)));
  if (existing) return;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agentContracts)
      .values({ brandId, uplineId, downlineId, ...terms, state: 'accepted', startAt: accepted, offeredAt: accepted, respondedAt: accepted, effectiveAt: accepted })
      .returning({ id: agentContracts.id });
    await tx.insert(agentContractEvents).values([
      { contractId: row!.id, fromState: null, toState: 'offered', actorId: uplineId, actorRole: 'upline', at: accepted },
      { contractId: row!.id, fromState: 'offered', toState: 'accepted', actorId: downlineId, actorRole: 'downline', at: accepted },
    ]);
  });
}
