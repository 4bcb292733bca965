import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseAdminInput } from '../../lib/admin-input';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { operatorOf, operatorOnly } from '../../lib/operator-token';
import { listHelpArticles, removeHelpArticle, upsertHelpArticle } from '../../modules/content/help-admin';

const brandQuery = z.object({ brandId: z.string().max(64) });
const key = z.string().regex(/^[a-z0-9-]{1,64}$/);
const localized = z.object({ EN: z.string().trim().min(1).max(20_000), TY: z.string().trim().min(1).max(20_000) }).partial().strict();
const upsertBody = z
  .object({
    brandId: z.string().max(64),
    key,
    category: z.string().regex(/^[a-z0-9-]{1,32}$/).optional(),
    sort: z.number().int().min(0).max(1_000_000).optional(),
    title: localized.optional(),
    content: localized.optional(),
  })
  .strict();
const removeBody = z.object({ brandId: z.string().max(64), key }).strict();

/** The help centre's articles for the operator (admin token): list, create or change by key, remove; audited. */
export async function helpAdminRoutes(app: FastifyInstance, opts: { token: string }) {
  app.addHook('onRequest', operatorOnly(opts.token));
  const { db } = app.database;
  const brandIdOf = (brandId: string) => {
    if (!app.brands.byId(brandId)) throw new AppError('NOT_FOUND', { brandId });
    return brandId;
  };
  app.get('/admin/help/articles', async (request) => ok(await listHelpArticles(db, brandIdOf(parseAdminInput(brandQuery, request.query, 'query').brandId))));
  app.post('/admin/help/articles', async (request) => {
    const body = parseAdminInput(upsertBody, request.body, 'body');
    return ok(await upsertHelpArticle(db, operatorOf(request), { ...body, brandId: brandIdOf(body.brandId) }));
  });
  app.post('/admin/help/articles/remove', async (request) => {
    const body = parseAdminInput(removeBody, request.body, 'body');
    return ok(await removeHelpArticle(db, operatorOf(request), brandIdOf(body.brandId), body.key));
  });
}
