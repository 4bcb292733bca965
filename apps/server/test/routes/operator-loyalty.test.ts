/**
 * The loyalty, mall, feedback and responsible-gaming operator calls (issue 28) by role and by brand: a role without
 * the permission a call names is refused before anything changes, and an operator limited to one brand neither sees
 * nor changes another brand's missions, tiers, redemptions or rules (they do not exist for them: NOT_FOUND).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { missions, operatorAudit, pointRedemptions, throttles, vipTiers } from '../../src/db/schema';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { loyaltyClient, PAY } from '../point-mall-support';
import { rid } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const l = loyaltyClient(app);
const ops = operatorsClient(app);

const missionOf = async (brandId: string, code: string) => (await db.select().from(missions).where(and(eq(missions.brandId, brandId), eq(missions.code, code))))[0]!;
const tierOf = async (brandId: string, rankLevel: number) => (await db.select().from(vipTiers).where(and(eq(vipTiers.brandId, brandId), eq(vipTiers.rankLevel, rankLevel))))[0]!;
/** what an operator changed on a brand (signing in is audited too, with no brand) */
const auditBy = (actor: string) =>
  db
    .select({ action: operatorAudit.action, brandId: operatorAudit.brandId })
    .from(operatorAudit)
    .where(and(eq(operatorAudit.actor, actor), isNotNull(operatorAudit.brandId)));

describe('the permission each call names', () => {
  let tokens: Awaited<ReturnType<typeof operatorTokens>>;
  beforeAll(async () => {
    tokens = await operatorTokens(app);
  });

  it('refuses the support role the marketing, risk and settings levers with 403 naming the permission, and changes nothing', async () => {
    const before = await missionOf('demo', 'daily-slots-turnover');
    const writes = [
      ['operatorUpdateMission', { brandId: 'demo', code: 'daily-slots-turnover', active: false }, 'marketing.write'],
      ['operatorUpdateVipTier', { brandId: 'demo', rankLevel: 1, turnover: '1' }, 'marketing.write'],
      ['operatorSetIdentityRules', { brandId: 'demo', sharedBankAccounts: 'review' }, 'risk.write'],
      ['operatorSetRgPack', { brandId: 'demo', packId: 'none' }, 'settings.write'],
    ] as const;
    for (const [name, body, permission] of writes) {
      const res = await ops.call(name, { token: tokens.support, body });
      expect([name, res.status, res.body.code, res.body.value]).toEqual([name, 403, 'FORBIDDEN', { permission }]);
    }
    expect(await missionOf('demo', 'daily-slots-turnover')).toEqual(before);
    expect(await auditBy('support1')).toEqual([]);
    // feedback is the support role's
    expect((await ops.call('operatorFeedback', { token: tokens.support, query: { brandId: 'demo' } })).status).toBe(200);
    // and the marketing role reads the missions but not the referral reviews (risk)
    expect((await ops.call('operatorMissions', { token: tokens.marketing, query: { brandId: 'demo' } })).status).toBe(200);
    const reviews = await ops.call('operatorReferralReviews', { token: tokens.marketing, query: { brandId: 'demo' } });
    expect([reviews.status, reviews.body.value]).toEqual([403, { permission: 'risk.write' }]);
  });
});

describe('an operator limited to one brand', () => {
  let tiger: string;
  beforeAll(async () => {
    tiger = await brandLimitedOperator(app, 'tigermarket', 'marketing', ['tiger']);
  });

  it('cannot read or change another brand’s missions or VIP tiers, and changes its own under its name', async () => {
    const mission = await missionOf('demo', 'daily-slots-turnover');
    const tier = await tierOf('demo', 1);
    const refused = [
      await ops.call('operatorMissions', { token: tiger, query: { brandId: 'demo' } }),
      await ops.call('operatorUpdateMission', { token: tiger, body: { brandId: 'demo', code: 'daily-slots-turnover', active: false, target: '1' } }),
      await ops.call('operatorVipTiers', { token: tiger, query: { brandId: 'demo' } }),
      await ops.call('operatorUpdateVipTier', { token: tiger, body: { brandId: 'demo', rankLevel: 1, turnover: '1' } }),
      await ops.call('operatorSetVipMember', { token: tiger, body: { brandId: 'demo', username: 'player1', rankLevel: 3, remark: 'not mine' } }),
      await ops.call('operatorSetPointRates', { token: tiger, body: { brandId: 'demo', rates: { RNG: 1 } } }),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(Array(refused.length).fill([404, 'NOT_FOUND']));
    expect(await missionOf('demo', 'daily-slots-turnover')).toEqual(mission);
    expect(await tierOf('demo', 1)).toEqual(tier);

    // its own brand: listed and changed, audited under its name
    const own = await ops.call('operatorMissions', { token: tiger, query: { brandId: 'tiger' } });
    expect(own.body.value.list.length).toBeGreaterThan(0);
    const tigerTier = await tierOf('tiger', 1);
    const changed = await ops.call('operatorUpdateVipTier', { token: tiger, body: { brandId: 'tiger', rankLevel: 1, keep: '1' } });
    expect(changed.body.value).toMatchObject({ rankLevel: 1, keep: '1.00' });
    await db.update(vipTiers).set({ keepTurnoverMinor: tigerTier.keepTurnoverMinor }).where(and(eq(vipTiers.brandId, 'tiger'), eq(vipTiers.rankLevel, 1)));
    expect(await auditBy('tigermarket')).toEqual([{ action: 'vip.tier.set', brandId: 'tiger' }]);
  });

  it('sees only its brand’s redemptions and referral rules, and cannot decide another brand’s redemption', async () => {
    await db.delete(throttles);
    const m = await l.member(1_000);
    const item = await l.item();
    const redeemed = await m.call('redeemPointReward', { body: { rewardId: item.id, quantity: 1, paymentPassword: PAY, requestId: rid('redeem') } });
    const r = redeemed.body.value.redemption as { id: number; referenceNo: string };

    const listed = await ops.call('operatorRedemptions', { token: tiger });
    expect(listed.body.value.list.every((x: { brandId: string }) => x.brandId === 'tiger')).toBe(true);
    expect((await ops.call('operatorRedemptions', { token: tiger, query: { brandId: 'demo' } })).body.value.list).toEqual([]);
    for (const id of [r.id, r.referenceNo]) {
      const approve = await ops.call('operatorApproveRedemption', { token: tiger, body: { id } });
      expect([approve.status, approve.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    const reject = await ops.call('operatorRejectRedemption', { token: tiger, body: { id: r.id, remark: 'not mine' } });
    expect([reject.status, reject.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await db.select({ status: pointRedemptions.status }).from(pointRedemptions).where(eq(pointRedemptions.id, r.id)))[0]).toEqual({ status: 'processing' });
    // the owner (every brand) sees and decides it
    expect((await l.ops('operatorRedemptions', { query: { brandId: 'demo', status: 'processing' } })).body.value.list.map((x: { id: number }) => x.id)).toContain(r.id);
    expect((await l.ops('operatorRejectRedemption', { body: { id: r.id, remark: 'test over' } })).body.value).toMatchObject({ id: r.id, status: 'rejected' });

    const rules = await ops.call('operatorReferralRules', { token: tiger });
    expect(rules.body.value.list.map((x: { brandId: string }) => x.brandId)).toEqual(['tiger']);
    expect((await ops.call('operatorReferralRules', { token: tiger, query: { brandId: 'demo' } })).body.code).toBe('NOT_FOUND');
    expect((await l.ops('operatorReferralRules')).body.value.list.map((x: { brandId: string }) => x.brandId)).toEqual(['demo', 'tiger', 'vn']);
  });
});
