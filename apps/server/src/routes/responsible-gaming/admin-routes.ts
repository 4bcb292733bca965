import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { operatorOf, operatorOnly } from '../../lib/operator-token';
import { operatorMemberView } from '../../modules/responsible-gaming/operator';
import { effectivePack, packOverride, switchBrandPack } from '../../modules/responsible-gaming/packs';
import { parseAdminInput } from '../../lib/admin-input';

const memberQuery = z.object({ brandId: z.string().max(64), username: z.string().trim().min(1).max(64) });
const brandQuery = z.object({ brandId: z.string().max(64) });
const packBody = z.object({ brandId: z.string().max(64), packId: z.string().regex(/^[a-z0-9-]{1,64}$/).nullable() }).strict();

/**
 * Responsible gaming for the operator (admin token, like /admin/*): a member's limits, block and audit trail, and the
 * brand's jurisdiction pack (switching writes an audit row with the operator's name).
 */
export async function rgAdminRoutes(app: FastifyInstance, opts: { token: string }) {
  app.addHook('onRequest', operatorOnly(opts.token));
  const { db } = app.database;
  const brandOf = (brandId: string) => {
    const brand = app.brands.byId(brandId);
    if (!brand) throw new AppError('NOT_FOUND', { brandId });
    return brand;
  };

  app.get('/admin/rg/member', async (request) => {
    const query = parseAdminInput(memberQuery, request.query, 'query');
    return ok(await operatorMemberView(db, brandOf(query.brandId).id, query.username));
  });
  app.get('/admin/rg/pack', async (request) => {
    const brand = brandOf(parseAdminInput(brandQuery, request.query, 'query').brandId);
    const override = await packOverride(db, brand.id);
    const pack = await effectivePack(db, app.brands, brand);
    return ok({ brandId: brand.id, packId: pack.id, brandFilePack: brand.responsibleGamingPack, overridden: Boolean(override), changedBy: override?.changedBy ?? null, packs: [...app.brands.packs.keys()] });
  });
  app.post('/admin/rg/pack', async (request) => {
    const body = parseAdminInput(packBody, request.body, 'body');
    return ok(await switchBrandPack(db, app.brands, operatorOf(request), brandOf(body.brandId), body.packId));
  });
}
