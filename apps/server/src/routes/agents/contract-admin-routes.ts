import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { operatorOf } from '../../lib/operator-token';
import { contractSettings, setContractPayer } from '../../modules/agents/contracts-settings';
import { recordSettlementRun, runContractJobs } from '../../modules/agents/settlement';
import { PERIOD_CHOICES } from '../../modules/agents/settlement-periods';
import { parseAdminInput } from '../../lib/admin-input';

/** Clocks of operator and server may differ a little; a settlement "as of" the future is refused beyond this. */
const CLOCK_SKEW_MS = 60_000;

const settleBody = z
  .object({
    period: z.enum(Object.keys(PERIOD_CHOICES) as [keyof typeof PERIOD_CHOICES, ...Array<keyof typeof PERIOD_CHOICES>]),
    /** settle as of this time (ISO or ms); default now; never in the future (it would move the cursors past unplayed periods) */
    at: z.union([z.string().max(40), z.number().int()]).optional(),
  })
  .strict();
const payerBody = z.object({ brandId: z.string().max(64), payer: z.enum(['house', 'upline']) }).strict();

/**
 * The agent contracts' operator levers (inside the admin plugin: the token is checked): run the settlement now (the
 * job does it every minute; the CLI's settle-salaries), and the per-brand payer. Both are written to the audit trail.
 */
export async function contractAdminRoutes(app: FastifyInstance) {
  const { db } = app.database;
  app.post('/admin/agent-contracts/settle', async (request) => {
    const operator = operatorOf(request);
    const body = parseAdminInput(settleBody, request.body);
    const at = body.at === undefined ? new Date() : new Date(body.at);
    if (Number.isNaN(at.getTime()) || at.getTime() > Date.now() + CLOCK_SKEW_MS) {
      throw new AppError('VALIDATION_ERROR', { field: 'at', issues: [{ path: 'at', message: 'a time that is not in the future' }] });
    }
    const result = await runContractJobs(db, at, PERIOD_CHOICES[body.period]);
    await recordSettlementRun(db, operator, body.period, result);
    return ok(result);
  });
  app.get('/admin/agent-contracts/settings', async () => ok(await contractSettings(db, app.brands.all.map((b) => b.id))));
  app.put('/admin/agent-contracts/settings', async (request) => {
    const body = parseAdminInput(payerBody, request.body);
    if (!app.brands.byId(body.brandId)) throw new AppError('NOT_FOUND', { brandId: body.brandId });
    return ok(await setContractPayer(db, operatorOf(request), body.brandId, body.payer));
  });
}
