import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { operatorOf, operatorOnly } from '../../lib/operator-token';
import { feedbackImage, operatorFeedback, replyFeedback } from '../../modules/loyalty/feedback-operator';
import { approveRedemption, operatorRedemptions, rejectRedemption, restockReward } from '../../modules/loyalty/point-mall-operator';
import { changeReferralRules, referralRulesOfBrand, referralRulesPatchSchema } from '../../modules/loyalty/referrals-operator';
import { parseAdminInput } from '../../lib/admin-input';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** a redemption's number or reference number (PR...) */
const redemptionRef = z.string().trim().regex(/^(\d{1,10}|[A-Za-z]{2}\d{8}[0-9A-Za-z]{10})$/);
const brandQuery = z.object({ brandId: z.string().max(64).optional() });
const redemptionsQuery = z.object({
  brandId: z.string().max(64).optional(),
  status: z.enum(['processing', 'approved', 'rejected']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
const feedbackQuery = z.object({
  brandId: z.string().max(64).optional(),
  open: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
const approveBody = z.object({ remark: z.string().trim().min(1).max(200).optional() }).strict();
const rejectBody = z.object({ remark: z.string().trim().min(1).max(200) }).strict();
const restockBody = z.object({ brandId: z.string().max(64), code: z.string().trim().regex(/^[a-z0-9-]{1,64}$/), quantity: z.number().int().min(1).max(1_000_000) }).strict();
const replyBody = z.object({ text: z.string().trim().min(1).max(2000) }).strict();
const rulesBody = z.object({ brandId: z.string().max(64), patch: referralRulesPatchSchema }).strict();

type IdParams = { Params: { id: string }; Body: unknown };

/**
 * The points mall's, invite friends' and feedback's operator levers (admin token, like /admin/*): the redemption
 * queue and its decisions, restocking, the referral rules, and answering feedback. Every change names its operator
 * (the owner of the operator token) and writes the audit trail in the change's transaction.
 */
export async function mallAdminRoutes(app: FastifyInstance, opts: { token: string; dataDir: string }) {
  app.addHook('onRequest', operatorOnly(opts.token));
  const { db } = app.database;
  const knownBrand = (brandId: string) => {
    if (!app.brands.byId(brandId)) throw new AppError('NOT_FOUND', { brandId });
    return brandId;
  };

  // --- redemptions and the catalogue ---
  app.get<{ Querystring: unknown }>('/admin/point-redemptions', async (request) => ok(await operatorRedemptions(db, parseAdminInput(redemptionsQuery, request.query, 'query'))));
  app.post<IdParams>('/admin/point-redemptions/:id/approve', async (request) => {
    const body = parseAdminInput(approveBody, request.body, 'body');
    return ok(await approveRedemption(db, operatorOf(request), parseAdminInput(redemptionRef, request.params.id, 'id'), body.remark ?? null));
  });
  app.post<IdParams>('/admin/point-redemptions/:id/reject', async (request) => {
    const body = parseAdminInput(rejectBody, request.body, 'body');
    return ok(await rejectRedemption(db, operatorOf(request), parseAdminInput(redemptionRef, request.params.id, 'id'), body.remark));
  });
  app.post('/admin/point-rewards/restock', async (request) => {
    const body = parseAdminInput(restockBody, request.body, 'body');
    return ok(await restockReward(db, operatorOf(request), knownBrand(body.brandId), body.code, body.quantity));
  });

  // --- invite friends ---
  app.get<{ Querystring: unknown }>('/admin/referral-rules', async (request) => {
    const brandId = parseAdminInput(brandQuery, request.query, 'query').brandId;
    const brands = brandId ? [knownBrand(brandId)] : app.brands.all.map((b) => b.id);
    return ok(await Promise.all(brands.map((id) => referralRulesOfBrand(db, id))));
  });
  app.patch('/admin/referral-rules', async (request) => {
    const body = parseAdminInput(rulesBody, request.body, 'body');
    return ok(await changeReferralRules(db, operatorOf(request), knownBrand(body.brandId), body.patch));
  });

  // --- feedback ---
  app.get<{ Querystring: unknown }>('/admin/feedback', async (request) => {
    const query = parseAdminInput(feedbackQuery, request.query, 'query');
    return ok(await operatorFeedback(db, { brandId: query.brandId, open: query.open === 'true', limit: query.limit }));
  });
  app.post<IdParams>('/admin/feedback/:id/reply', async (request) => {
    const body = parseAdminInput(replyBody, request.body, 'body');
    return ok(await replyFeedback(db, operatorOf(request), parseAdminInput(idSchema, request.params.id, 'id'), body.text));
  });
  /** A feedback's screenshot, as an image only (never rendered as a page). */
  app.get<IdParams>('/admin/feedback/:id/image', async (request, reply) => {
    const image = await feedbackImage(db, opts.dataDir, parseAdminInput(idSchema, request.params.id, 'id'));
    if (!image) throw new AppError('NOT_FOUND', { image: request.params.id });
    return reply
      .type(image.type === 'png' ? 'image/png' : 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('content-disposition', `inline; filename="feedback-${request.params.id}.${image.type}"`)
      .send(image.bytes);
  });
}
