import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { operatorOf, operatorOnly } from '../../lib/operator-token';
import { operatorMissions, setMission } from '../../modules/loyalty/missions-operator';
import { referralReviews, REFERRAL_REVIEW_STATUSES, rejectReferral, releaseReferral } from '../../modules/loyalty/referrals-review';
import { operatorTiers, pointRates, runReviewNow, setMemberTier, setPointRates, setTier } from '../../modules/loyalty/vip-operator';
import { parseAdminInput } from '../../lib/admin-input';
import { identityRulesOf, setSharedBankAccounts } from '../../modules/accounts/shared-identity';

const brandQuery = z.object({ brandId: z.string().max(64) });
const amountText = z.union([z.string().trim().min(1).max(32), z.number()]).transform(String);
const missionBody = z.object({ brandId: z.string().max(64), active: z.boolean().optional(), target: amountText.optional() }).strict();
const tierBody = z.object({ brandId: z.string().max(64), turnover: amountText.optional(), deposit: amountText.optional(), keep: amountText.optional() }).strict();
const memberTierBody = z
  .object({ brandId: z.string().max(64), username: z.string().trim().min(1).max(64), rankLevel: z.number().int().min(0).max(99), remark: z.string().trim().min(1).max(200) })
  .strict();
const ratesBody = z.object({ brandId: z.string().max(64), rates: z.record(z.string().max(16), z.number()) }).strict();
const levelParam = z.coerce.number().int().min(0).max(99);
const codeParam = z.string().trim().min(1).max(64);
const reviewsQuery = z.object({ brandId: z.string().max(64), status: z.enum(REFERRAL_REVIEW_STATUSES).optional() }).strict();
const friendParam = z.coerce.number().int().positive().max(2 ** 31 - 1);
const releaseBody = z.object({ brandId: z.string().max(64) }).strict();
const identityRulesBody = z.object({ brandId: z.string().max(64), sharedBankAccounts: z.enum(['refuse', 'review']) }).strict();
const rejectBody = z.object({ brandId: z.string().max(64), remark: z.string().trim().min(1).max(200) }).strict();

/**
 * The loyalty engine's operator levers (admin token, like /admin/*): missions, VIP tiers, a member's tier, the review,
 * the point rates and the referral rewards held for review (docs/multi-account.md). Every change names its operator (the owner of the operator token) and is audited in its transaction.
 */
export async function engineAdminRoutes(app: FastifyInstance, opts: { token: string }) {
  app.addHook('onRequest', operatorOnly(opts.token));
  const { db } = app.database;
  const knownBrand = (brandId: string) => {
    if (!app.brands.byId(brandId)) throw new AppError('NOT_FOUND', { brandId });
    return brandId;
  };
  const brandOf = (query: unknown) => knownBrand(parseAdminInput(brandQuery, query, 'query').brandId);

  app.get('/admin/loyalty/missions', async (request) => ok(await operatorMissions(db, brandOf(request.query))));
  app.post<{ Params: { code: string } }>('/admin/loyalty/missions/:code', async (request) => {
    const body = parseAdminInput(missionBody, request.body, 'body');
    return ok(await setMission(db, operatorOf(request), knownBrand(body.brandId), parseAdminInput(codeParam, request.params.code, 'code'), body));
  });

  app.get('/admin/loyalty/vip-tiers', async (request) => ok(await operatorTiers(db, brandOf(request.query))));
  app.post<{ Params: { level: string } }>('/admin/loyalty/vip-tiers/:level', async (request) => {
    const body = parseAdminInput(tierBody, request.body, 'body');
    return ok(await setTier(db, operatorOf(request), knownBrand(body.brandId), parseAdminInput(levelParam, request.params.level, 'level'), body));
  });
  app.post('/admin/loyalty/vip-member', async (request) => {
    const body = parseAdminInput(memberTierBody, request.body, 'body');
    return ok(await setMemberTier(db, operatorOf(request), { ...body, brandId: knownBrand(body.brandId) }));
  });
  app.post('/admin/loyalty/vip-review', async (request) => {
    const operator = operatorOf(request);
    const result = await runReviewNow(db, operator, knownBrand(parseAdminInput(brandQuery, request.body, 'body').brandId));
    return ok({ ...result, reviewed: result.reviewed?.toISOString() ?? null, nextReviewAt: result.nextReviewAt.toISOString() });
  });

  app.get('/admin/loyalty/point-rates', async (request) => ok(await pointRates(db, brandOf(request.query))));
  app.post('/admin/loyalty/point-rates', async (request) => {
    const body = parseAdminInput(ratesBody, request.body, 'body');
    return ok(await setPointRates(db, operatorOf(request), knownBrand(body.brandId), body.rates));
  });

  app.get('/admin/loyalty/referral-reviews', async (request) => {
    const query = parseAdminInput(reviewsQuery, request.query, 'query');
    return ok(await referralReviews(db, knownBrand(query.brandId), query.status));
  });
  app.post<{ Params: { friendId: string } }>('/admin/loyalty/referral-reviews/:friendId/release', async (request) => {
    const body = parseAdminInput(releaseBody, request.body, 'body');
    return ok(await releaseReferral(db, operatorOf(request), knownBrand(body.brandId), parseAdminInput(friendParam, request.params.friendId, 'friendId')));
  });
  app.post<{ Params: { friendId: string } }>('/admin/loyalty/referral-reviews/:friendId/reject', async (request) => {
    const body = parseAdminInput(rejectBody, request.body, 'body');
    return ok(await rejectReferral(db, operatorOf(request), knownBrand(body.brandId), parseAdminInput(friendParam, request.params.friendId, 'friendId'), body.remark));
  });

  // the multi-account rule the referral checks work with: a bank account number or payee name another member holds is refused or shared
  app.get('/admin/identity-rules', async (request) => {
    const brandId = brandOf(request.query);
    return ok({ brandId, ...(await identityRulesOf(db, brandId)) });
  });
  app.post('/admin/identity-rules', async (request) => {
    const body = parseAdminInput(identityRulesBody, request.body, 'body');
    return ok(await setSharedBankAccounts(db, operatorOf(request), knownBrand(body.brandId), body.sharedBankAccounts));
  });
}
