import { minorToMajor } from '@app/contract/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { operatorOf } from '../../lib/operator-token';
import { applicationImage, approveApplication, operatorApplications, rejectApplication } from '../../modules/promotions/application-decisions';
import { forfeitOperatorBonus, grantOperatorBonus } from '../../modules/promotions/operator-bonuses';
import { listAudit } from '../../modules/audit/operator-audit';
import { closePromotion, createPromotion, operatorPromotions, promotionInputSchema, promotionPatchSchema, updatePromotion } from '../../modules/promotions/operator-promotions';
import { drawRaffle } from '../../modules/promotions/raffle-draw';
import { rewardBudget } from '../../modules/promotions/reward-budget';
import { setSignupRules, signupRulesOf } from '../../modules/promotions/signup-rules';
import { amountMinorOf, requestIdOf } from '../wallet/parse';
import { parseAdminInput } from '../../lib/admin-input';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const amount = z.union([z.string().max(32), z.number()]);
const listQuery = z.object({ brandId: z.string().max(64).optional(), status: z.enum(['applying', 'issued', 'rejected']).optional(), limit: z.coerce.number().int().min(1).max(1000).default(100) });
const createBody = z.object({ brandId: z.string().max(64), promotion: promotionInputSchema });
const approveBody = z.object({ amount: amount.optional() }).strict();
const rejectBody = z.object({ remark: z.string().trim().min(1).max(200) }).strict();
const bonusBody = z
  .object({
    brandId: z.string().max(64),
    username: z.string().trim().min(1).max(64),
    amount,
    promotionId: idSchema.optional(),
    wagering: z.number().int().min(0).max(100).optional(),
    days: z.number().int().min(1).max(365).optional(),
    maxBet: amount.optional(),
    note: z.string().trim().min(1).max(200),
    requestId: z.string().max(64).optional(),
  })
  .strict();

const brandQuery = z.object({ brandId: z.string().max(64) });
const signupRulesBody = z
  .object({ brandId: z.string().max(64), agentRegistered: z.boolean().optional(), riskCheck: z.boolean().optional() })
  .strict()
  .refine((b) => b.agentRegistered !== undefined || b.riskCheck !== undefined, { message: 'agentRegistered or riskCheck', path: ['agentRegistered'] });

type IdParams = { Params: { id: string }; Body: unknown };

/**
 * The promotions' operator levers (inside the admin plugin: the token is checked). Every change names its operator
 * (the owner of the operator token) and writes the audit trail in the change's transaction.
 */
export async function promotionAdminRoutes(app: FastifyInstance, opts: { dataDir: string }) {
  const { db } = app.database;
  const knownBrand = (brandId: string) => {
    if (!app.brands.byId(brandId)) throw new AppError('NOT_FOUND', { brandId });
    return brandId;
  };
  const idOf = (value: string) => parseAdminInput(idSchema, value, 'id');

  // --- promotions and raffles ---
  app.get<{ Querystring: unknown }>('/admin/promotions', async (request) => ok(await operatorPromotions(db, parseAdminInput(listQuery, request.query, 'query').brandId)));
  app.post('/admin/promotions', async (request) => {
    const body = parseAdminInput(createBody, request.body, 'body');
    return ok(await createPromotion(db, operatorOf(request), knownBrand(body.brandId), body.promotion));
  });
  app.patch<IdParams>('/admin/promotions/:id', async (request) => ok(await updatePromotion(db, operatorOf(request), idOf(request.params.id), parseAdminInput(promotionPatchSchema, request.body, 'body'))));
  app.post<IdParams>('/admin/promotions/:id/close', async (request) => ok(await closePromotion(db, operatorOf(request), idOf(request.params.id))));
  app.post<IdParams>('/admin/promotions/:id/draw', async (request) => ok(await drawRaffle(db, idOf(request.params.id), operatorOf(request))));

  // --- activity applications ---
  app.get<{ Querystring: unknown }>('/admin/applications', async (request) => ok(await operatorApplications(db, parseAdminInput(listQuery, request.query, 'query'))));
  app.post<IdParams>('/admin/applications/:id/approve', async (request) => {
    const body = parseAdminInput(approveBody, request.body, 'body');
    return ok(await approveApplication(db, operatorOf(request), idOf(request.params.id), body.amount === undefined ? undefined : amountMinorOf(body.amount)));
  });
  app.post<IdParams>('/admin/applications/:id/reject', async (request) => {
    const body = parseAdminInput(rejectBody, request.body, 'body');
    return ok(await rejectApplication(db, operatorOf(request), idOf(request.params.id), body.remark));
  });
  /** An application's image (0-based), as an image only (never rendered as a page). */
  app.get<{ Params: { id: string; index: string } }>('/admin/applications/:id/images/:index', async (request, reply) => {
    const index = parseAdminInput(z.coerce.number().int().min(0).max(9), request.params.index, 'index');
    const image = await applicationImage(db, opts.dataDir, idOf(request.params.id), index);
    if (!image) throw new AppError('NOT_FOUND', { image: index });
    return reply
      .type(image.type === 'png' ? 'image/png' : 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('content-disposition', `inline; filename="application-${request.params.id}-${index}.${image.type}"`)
      .send(image.bytes);
  });

  // --- bonuses and the audit trail ---
  app.post('/admin/bonuses', async (request) => {
    const body = parseAdminInput(bonusBody, request.body, 'body');
    const granted = await grantOperatorBonus(db, operatorOf(request), {
      brandId: knownBrand(body.brandId),
      username: body.username,
      amountMinor: amountMinorOf(body.amount),
      promotionId: body.promotionId,
      wageringMultiple: body.wagering,
      expiryDays: body.days,
      maxBetMinor: body.maxBet === undefined ? undefined : amountMinorOf(body.maxBet, 'maxBet'),
      note: body.note,
      requestId: requestIdOf(request, body.requestId).key,
    });
    return ok({ ...granted, amount: minorToMajor(granted.amountMinor) });
  });
  app.post<IdParams>('/admin/bonuses/:id/forfeit', async (request) => ok(await forfeitOperatorBonus(db, operatorOf(request), idOf(request.params.id))));
  // the reward budget per game category (what valid turnover earns back against what it keeps), and the sign-up rules
  app.get<{ Querystring: unknown }>('/admin/promotions/reward-budget', async (request) => ok(await rewardBudget(db, knownBrand(parseAdminInput(brandQuery, request.query, 'query').brandId))));
  app.get<{ Querystring: unknown }>('/admin/promotions/signup-rules', async (request) => {
    const brandId = knownBrand(parseAdminInput(brandQuery, request.query, 'query').brandId);
    return ok({ brandId, ...(await signupRulesOf(db, brandId)) });
  });
  app.put('/admin/promotions/signup-rules', async (request) => {
    const body = parseAdminInput(signupRulesBody, request.body, 'body');
    return ok(await setSignupRules(db, operatorOf(request), knownBrand(body.brandId), body));
  });
  app.get<{ Querystring: unknown }>('/admin/audit', async (request) => ok(await listAudit(db, parseAdminInput(listQuery, request.query, 'query').limit)));
}
