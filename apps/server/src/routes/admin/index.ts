import { brandStatusConfigSchema } from '@app/contract/brand';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { brandStatusOverrides } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { walletAdminRoutes } from '../wallet/admin-routes';

const statusBody = z.object({ brandId: z.string(), status: brandStatusConfigSchema.nullable() });

/** Operator levers, called by the admin CLI with the token from the data folder. Not part of the player API. */
export async function adminRoutes(app: FastifyInstance, opts: { token: string; dataDir: string }) {
  const expected = Buffer.from(`Bearer ${opts.token}`);
  app.addHook('onRequest', async (request) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('FORBIDDEN');
  });

  app.get('/admin/status', async () => {
    const rows = await app.database.db.select().from(brandStatusOverrides);
    return ok(app.brands.all.map((b) => ({ brandId: b.id, file: b.status, override: rows.find((r) => r.brandId === b.id)?.status ?? null })));
  });

  /** Set (or clear with status null) a brand's run-time maintenance and region switches. */
  app.put('/admin/status', async (request) => {
    const parsed = statusBody.safeParse(request.body);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: parsed.error.issues[0]?.path.join('.') ?? 'body' });
    const { brandId, status } = parsed.data;
    if (!app.brands.byId(brandId)) throw new AppError('NOT_FOUND', { brandId });
    const { db } = app.database;
    if (status === null) {
      await db.delete(brandStatusOverrides).where(eq(brandStatusOverrides.brandId, brandId));
    } else {
      await db
        .insert(brandStatusOverrides)
        .values({ brandId, status })
        .onConflictDoUpdate({ target: brandStatusOverrides.brandId, set: { status, updatedAt: new Date() } });
    }
    app.siteStatus.forget(brandId);
    return ok({ brandId, status });
  });
  await app.register(walletAdminRoutes, { dataDir: opts.dataDir });
}
