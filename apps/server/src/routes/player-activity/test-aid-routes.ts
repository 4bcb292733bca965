import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { resolveSession } from '../../modules/accounts/sessions';
import { makeRealityCheckDue } from '../../modules/player-activity/reality-check';
import { effectivePack } from '../../modules/responsible-gaming/packs';

/**
 * Registered only when a test runner set TEST_AIDS (never in production, not even in demo mode): the end-to-end test
 * makes the logged-in member's reality check due at once instead of waiting the pack's minimum interval.
 */
export async function realityCheckTestAidRoutes(app: FastifyInstance) {
  app.post('/dev/reality-check/due', async (request) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    const member = token ? await resolveSession(app.database.db, token, request.brand.id) : null;
    if (!member) throw new AppError('NOT_LOGGED_IN');
    await makeRealityCheckDue(app.database.db, member, await effectivePack(app.database.db, app.brands, request.brand));
    return ok(null);
  });
}
