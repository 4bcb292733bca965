/**
 * The promotion, application, raffle, reward-budget, sign-up-rule and help-article operator calls (issue 28) by role
 * and by brand: a role without the permission a call names is refused before anything changes, and an operator
 * limited to one brand neither sees nor changes another brand's promotions, applications, budget or articles (they do
 * not exist for them: NOT_FOUND).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityApplications, helpArticles, operatorAudit, promotions, promotionSettings, throttles } from '../../src/db/schema';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { auditOf, operatorClient, pngUrl } from '../promotions-support';
import { walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const ops = operatorsClient(app);
const op = operatorClient(app);
const w = walletClient(app);

const promotionRow = async (id: number) => (await db.select().from(promotions).where(eq(promotions.id, id)))[0]!;
const applicationRow = async (id: number) => (await db.select().from(activityApplications).where(eq(activityApplications.id, id)))[0]!;
const signupRulesOf = async (brandId: string) => (await db.select().from(promotionSettings).where(eq(promotionSettings.brandId, brandId)))[0]!;
/** what an operator changed on a brand (signing in is audited too, with no brand) */
const auditBy = (actor: string) =>
  db
    .select({ action: operatorAudit.action, brandId: operatorAudit.brandId, target: operatorAudit.target })
    .from(operatorAudit)
    .where(and(eq(operatorAudit.actor, actor), isNotNull(operatorAudit.brandId)));

/** A demo promotion taking applications, and a demo member's application to it (one picture). */
async function demoApplication() {
  await db.delete(throttles);
  const promo = await op.createPromotion('application', { terms: { fixedMinor: 10_000, bonus: null } });
  const m = await w.register();
  const applied = await m.call('applyActivity', { body: { promotionId: promo.id, comment: 'My big win', images: [pngUrl()] } });
  expect(applied.body.code, JSON.stringify(applied.body)).toBe('OK');
  return { promo, applicationId: applied.body.value.id as number };
}

describe('the permission each call names', () => {
  let tokens: Awaited<ReturnType<typeof operatorTokens>>;
  beforeAll(async () => {
    tokens = await operatorTokens(app);
  });

  it('refuses the support role the promotion, application, raffle and help levers with 403 naming the permission, and changes nothing', async () => {
    const { promo, applicationId } = await demoApplication();
    const promotionBefore = await promotionRow(promo.id);
    const articlesBefore = await db.select().from(helpArticles).where(eq(helpArticles.brandId, 'demo'));
    const promotion = { code: 'support-made', category: 'limited', mechanic: 'claim', title: { EN: 'x', TY: 'x' }, summary: { EN: 'x', TY: 'x' }, rulesHtml: { EN: 'x', TY: 'x' }, terms: { bonus: null }, startAt: Date.now() };
    const writes = [
      ['operatorCreatePromotion', { brandId: 'demo', promotion }],
      ['operatorUpdatePromotion', { id: promo.id, sort: 7 }],
      ['operatorClosePromotion', { id: promo.id }],
      ['operatorDrawRaffle', { id: promo.id }],
      ['operatorApproveApplication', { id: applicationId }],
      ['operatorRejectApplication', { id: applicationId, remark: 'not mine to decide' }],
      ['operatorSaveHelpArticle', { brandId: 'demo', key: 'games-launch', title: { EN: 'Changed by support' } }],
      ['operatorRemoveHelpArticle', { brandId: 'demo', key: 'games-fair' }],
    ] as const;
    for (const [name, body] of writes) {
      const res = await ops.call(name, { token: tokens.support, body });
      expect([name, res.status, res.body.code, res.body.value]).toEqual([name, 403, 'FORBIDDEN', { permission: 'marketing.write' }]);
    }
    // the reads need it too, and the picture
    for (const [name, query] of [
      ['operatorPromotions', { brandId: 'demo' }],
      ['operatorApplications', { brandId: 'demo' }],
      ['operatorApplicationImage', { id: applicationId, index: 0 }],
      ['operatorHelpArticles', { brandId: 'demo' }],
    ] as const) {
      const res = await ops.call(name, { token: tokens.support, query });
      expect([name, res.status, res.body.value]).toEqual([name, 403, { permission: 'marketing.write' }]);
    }
    expect(await promotionRow(promo.id)).toEqual(promotionBefore);
    expect((await applicationRow(applicationId)).status).toBe('applying');
    expect(await db.select().from(helpArticles).where(eq(helpArticles.brandId, 'demo'))).toEqual(articlesBefore);
    expect(await auditBy('support1')).toEqual([]);
    expect(await auditOf(app, `application:${applicationId}`)).toEqual([]);
  });

  it('keeps the sign-up rules to settings.write and the reward budget to dashboard.read', async () => {
    const before = await signupRulesOf('demo');
    for (const role of ['support', 'marketing'] as const) {
      const set = await ops.call('operatorSetSignupRules', { token: tokens[role], body: { brandId: 'demo', agentRegistered: true } });
      expect([role, set.status, set.body.value]).toEqual([role, 403, { permission: 'settings.write' }]);
      const read = await ops.call('operatorSignupRules', { token: tokens[role], query: { brandId: 'demo' } });
      expect([role, read.status, read.body.value]).toEqual([role, 403, { permission: 'settings.write' }]);
    }
    expect(await signupRulesOf('demo')).toEqual(before);
    expect(await auditBy('marketing1')).toEqual([]);
    // the budget is a reading of the brand's economics: the marketing role reads it, the support role does not
    const budget = await ops.call('operatorRewardBudget', { token: tokens.marketing, query: { brandId: 'demo' } });
    expect([budget.status, budget.body.value.brandId, budget.body.value.list.length > 0]).toEqual([200, 'demo', true]);
    const refused = await ops.call('operatorRewardBudget', { token: tokens.support, query: { brandId: 'demo' } });
    expect([refused.status, refused.body.value]).toEqual([403, { permission: 'dashboard.read' }]);
    // the marketing role runs the promotions
    expect((await ops.call('operatorPromotions', { token: tokens.marketing, query: { brandId: 'demo' } })).status).toBe(200);
  });
});

describe('an operator limited to one brand', () => {
  let tiger: string;
  beforeAll(async () => {
    tiger = await brandLimitedOperator(app, 'tigerpromo', 'marketing', ['tiger']);
  });

  it('neither sees nor changes another brand’s promotions, applications, budget or articles', async () => {
    const { promo, applicationId } = await demoApplication();
    const promotionBefore = await promotionRow(promo.id);
    const articlesBefore = await db.select().from(helpArticles).where(eq(helpArticles.brandId, 'demo'));
    const now = Date.now();
    const tigerPromotion = { code: `tiger-seen-${now.toString(36)}`, category: 'limited', mechanic: 'claim', title: { EN: 'T' }, summary: { EN: 'S' }, rulesHtml: { EN: 'R' }, terms: { bonus: null }, startAt: now - 1000 };
    expect((await op.call('operatorCreatePromotion', { body: { brandId: 'tiger', promotion: tigerPromotion } })).body.code).toBe('OK');

    // the lists hold no demo row, named or not
    const named = await ops.call('operatorPromotions', { token: tiger, query: { brandId: 'demo' } });
    expect([named.status, named.body.value]).toEqual([200, { list: [] }]);
    const all = (await ops.call('operatorPromotions', { token: tiger })).body.value.list as Array<{ brandId: string }>;
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((p) => p.brandId))).toEqual(new Set(['tiger']));
    expect((await ops.call('operatorApplications', { token: tiger, query: { brandId: 'demo' } })).body.value).toEqual({ list: [] });
    const applications = (await ops.call('operatorApplications', { token: tiger })).body.value.list as Array<{ brandId: string }>;
    expect(applications.filter((a) => a.brandId !== 'tiger')).toEqual([]);

    const promotion = { code: 'tiger-on-demo', category: 'limited', mechanic: 'claim', title: { EN: 'x', TY: 'x' }, summary: { EN: 'x', TY: 'x' }, rulesHtml: { EN: 'x', TY: 'x' }, terms: { bonus: null }, startAt: Date.now() };
    const refused = [
      await ops.call('operatorCreatePromotion', { token: tiger, body: { brandId: 'demo', promotion } }),
      await ops.call('operatorUpdatePromotion', { token: tiger, body: { id: promo.id, title: { EN: 'Taken over' } } }),
      await ops.call('operatorClosePromotion', { token: tiger, body: { id: promo.id } }),
      await ops.call('operatorDrawRaffle', { token: tiger, body: { id: promo.id } }),
      await ops.call('operatorApproveApplication', { token: tiger, body: { id: applicationId } }),
      await ops.call('operatorRejectApplication', { token: tiger, body: { id: applicationId, remark: 'not mine' } }),
      await ops.call('operatorApplicationImage', { token: tiger, query: { id: applicationId, index: 0 } }),
      await ops.call('operatorRewardBudget', { token: tiger, query: { brandId: 'demo' } }),
      await ops.call('operatorHelpArticles', { token: tiger, query: { brandId: 'demo' } }),
      await ops.call('operatorSaveHelpArticle', { token: tiger, body: { brandId: 'demo', key: 'games-launch', title: { EN: 'Taken over' } } }),
      await ops.call('operatorRemoveHelpArticle', { token: tiger, body: { brandId: 'demo', key: 'games-fair' } }),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(Array(refused.length).fill([404, 'NOT_FOUND']));
    expect(await promotionRow(promo.id)).toEqual(promotionBefore);
    expect((await applicationRow(applicationId)).status).toBe('applying');
    expect(await db.select().from(helpArticles).where(eq(helpArticles.brandId, 'demo'))).toEqual(articlesBefore);
    expect(await db.select().from(promotions).where(and(eq(promotions.brandId, 'demo'), eq(promotions.code, 'tiger-on-demo')))).toEqual([]);
    expect((await auditBy('tigerpromo')).filter((r) => r.brandId !== 'tiger')).toEqual([]);
  });

  it('runs its own brand’s promotions and articles, audited under its name', async () => {
    const now = Date.now();
    const promotion = { code: `tiger-${now.toString(36)}`, category: 'limited', mechanic: 'claim', title: { EN: 'Tiger claim' }, summary: { EN: 'S' }, rulesHtml: { EN: 'R' }, terms: { fixedMinor: 100, bonus: null }, startAt: now - 1000 };
    const created = await ops.call('operatorCreatePromotion', { token: tiger, body: { brandId: 'tiger', promotion } });
    expect(created.body.code, JSON.stringify(created.body)).toBe('OK');
    const id = created.body.value.id as number;
    expect((await ops.call('operatorPromotions', { token: tiger })).body.value.list.map((p: { id: number }) => p.id)).toContain(id);
    expect((await ops.call('operatorUpdatePromotion', { token: tiger, body: { id, sort: 9 } })).body.value).toMatchObject({ id, sort: 9 });
    expect((await ops.call('operatorClosePromotion', { token: tiger, body: { id } })).body.value).toMatchObject({ id, status: 'closed' });
    expect((await ops.call('operatorSaveHelpArticle', { token: tiger, body: { brandId: 'tiger', key: 'games-launch', title: { EN: 'Starting a Tiger game' } } })).body.code).toBe('OK');
    expect((await ops.call('operatorRewardBudget', { token: tiger, query: { brandId: 'tiger' } })).status).toBe(200);
    expect(await auditBy('tigerpromo')).toEqual([
      { action: 'promotion.create', brandId: 'tiger', target: `promotion:${id}` },
      { action: 'promotion.update', brandId: 'tiger', target: `promotion:${id}` },
      { action: 'promotion.close', brandId: 'tiger', target: `promotion:${id}` },
      { action: 'help.update', brandId: 'tiger', target: 'help:tiger:games-launch' },
    ]);
  });
});
