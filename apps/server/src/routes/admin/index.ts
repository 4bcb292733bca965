import { brandStatusConfigSchema } from '@app/contract/brand';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { brandStatusOverrides, loginLockEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { operatorOnly } from '../../lib/operator-token';
import { ok } from '../../lib/call-router';
import { walletAdminRoutes } from '../wallet/admin-routes';

const statusBody = z.object({ brandId: z.string(), status: brandStatusConfigSchema.nullable() });
const lockEventsQuery = z.object({
  brandId: z.string().max(64).optional(),
  username: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const lockEventView = (e: typeof loginLockEvents.$inferSelect) => ({
  id: e.id,
  brandId: e.brandId,
  username: e.username,
  scope: e.scope,
  ip: e.ip,
  userAgent: e.userAgent,
  failures: e.failures,
  lockedAt: e.lockedAt.toISOString(),
  lockedUntil: e.lockedUntil.toISOString(),
});
export type LockEventView = ReturnType<typeof lockEventView>;

/** Operator levers, called by the admin CLI with the token from the data folder. Not part of the player API. */
export async function adminRoutes(app: FastifyInstance, opts: { token: string; dataDir: string }) {
  app.addHook('onRequest', operatorOnly(opts.token));

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

  /** Login locks, newest first: which client was locked out of which account (or, scope ip, of all) and until when. */
  app.get('/admin/lock-events', async (request) => {
    const parsed = lockEventsQuery.safeParse(request.query);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: parsed.error.issues[0]?.path.join('.') ?? 'query' });
    const { brandId, username, limit } = parsed.data;
    const rows = await app.database.db
      .select()
      .from(loginLockEvents)
      .where(
        and(
          brandId ? eq(loginLockEvents.brandId, brandId) : undefined,
          username ? eq(loginLockEvents.username, username.trim().toLowerCase()) : undefined,
        ),
      )
      .orderBy(desc(loginLockEvents.lockedAt), desc(loginLockEvents.id))
      .limit(limit);
    return ok(rows.map(lockEventView));
  });
  await app.register(walletAdminRoutes, { dataDir: opts.dataDir });
}
