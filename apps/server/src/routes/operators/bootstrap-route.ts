import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { operatorOf } from '../../lib/operator-token';
import { randomToken } from '../../lib/tokens';
import { createOperator, hasManagingOperator } from '../../modules/operators/accounts';
import { issueCredential } from '../../modules/operators/credentials';

const bootstrapBody = z.object({ username: z.string().trim().toLowerCase().min(3).max(32).regex(/^[a-z0-9_.-]+$/) }).strict();

/**
 * POST /admin/operators/bootstrap (the master token, inside the admin plugin): the installation's first owner, while
 * no enabled operator can manage operators. Answers a temporary password and a personal API key, each shown once; the
 * owner enrols an authenticator at the first sign-in. Every later operator is made by an operator.
 */
export async function operatorBootstrapRoute(app: FastifyInstance) {
  app.post('/admin/operators/bootstrap', async (request) => {
    const parsed = bootstrapBody.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', { field: parsed.error.issues[0]?.path.join('.') || 'body' });
    const { db } = app.database;
    if (await hasManagingOperator(db)) throw new AppError('CONFLICT', { reason: 'owner_exists' });
    const password = `${randomToken(12)}7a`;
    const owner = await createOperator(db, operatorOf(request), { username: parsed.data.username, password, role: 'owner', brandIds: null }, app.brands.all);
    const { token } = await issueCredential(db, { operatorId: owner.id, kind: 'api_key', name: 'CLI (bootstrap)', ip: request.clientIp, userAgent: 'admin CLI' });
    return ok({ username: owner.username, password, apiKey: token });
  });
}
