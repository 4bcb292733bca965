import { brandStatusConfigSchema } from '@app/contract/brand';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { operatorOf, operatorOnly } from '../../lib/operator-token';
import { ok } from '../../lib/call-router';
import { listLockEvents } from '../../modules/accounts/lock-events';
import { listStatusOverrides, setStatusOverride } from '../../modules/content/site-status';
import { contractAdminRoutes } from '../agents/contract-admin-routes';
import { operatorBootstrapRoute } from '../operators/bootstrap-route';
import { promotionAdminRoutes } from '../promotions/admin-routes';
import { walletAdminRoutes } from '../wallet/admin-routes';

/** the admin CLI and the tests read the lock list in this shape */
export type { LockEventView } from '../../modules/accounts/lock-events';

const statusBody = z.object({ brandId: z.string(), status: brandStatusConfigSchema.nullable() });
const lockEventsQuery = z.object({
  brandId: z.string().max(64).optional(),
  username: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

/** Operator levers, called by the admin CLI with the token from the data folder. Not part of the player API. */
export async function adminRoutes(app: FastifyInstance, opts: { token: string; dataDir: string }) {
  app.addHook('onRequest', operatorOnly(opts.token));

  app.get('/admin/status', async () => {
    const rows = await listStatusOverrides(app.database.db);
    return ok(app.brands.all.map((b) => ({ brandId: b.id, file: b.status, override: rows.find((r) => r.brandId === b.id)?.status ?? null })));
  });

  /** Set (or clear with status null) a brand's run-time maintenance and region switches. */
  app.put('/admin/status', async (request) => {
    const parsed = statusBody.safeParse(request.body);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: parsed.error.issues[0]?.path.join('.') ?? 'body' });
    const { brandId, status } = parsed.data;
    if (!app.brands.byId(brandId)) throw new AppError('NOT_FOUND', { brandId });
    await setStatusOverride(app.database.db, operatorOf(request), brandId, status);
    app.siteStatus.forget(brandId);
    return ok({ brandId, status });
  });

  /** Login locks, newest first: which client was locked out of which account (or, scope ip, of all) and until when. */
  app.get('/admin/lock-events', async (request) => {
    const parsed = lockEventsQuery.safeParse(request.query);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: parsed.error.issues[0]?.path.join('.') ?? 'query' });
    return ok(await listLockEvents(app.database.db, parsed.data));
  });
  await app.register(walletAdminRoutes, { dataDir: opts.dataDir });
  await app.register(promotionAdminRoutes, { dataDir: opts.dataDir });
  await app.register(contractAdminRoutes);
  await app.register(operatorBootstrapRoute);
}
