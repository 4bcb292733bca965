import { CONTRACT_KINDS, MAX_CONTRACT_RATE_BP } from '@app/contract/agent-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/call-router';
import { operatorOf } from '../../lib/operator-token';
import { contractSettings, setContractMaxRate, setContractPayer } from '../../modules/agents/contracts-settings';
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
const maxRate = z.number().int().min(1).max(MAX_CONTRACT_RATE_BP);
/** The payer, the maximum rate of one or more kinds, or both; each change is audited on its own. */
const settingsBody = z
  .object({
    brandId: z.string().max(64),
    payer: z.enum(['house', 'upline']).optional(),
    maxRateBp: z.object({ dividend: maxRate, daily_salary: maxRate, hourly_salary: maxRate, real_time_salary: maxRate }).partial().strict().optional(),
  })
  .strict()
  .refine((b) => b.payer !== undefined || Object.keys(b.maxRateBp ?? {}).length > 0, { message: 'payer or maxRateBp', path: ['payer'] });

/**
 * The agent contracts' operator levers (inside the admin plugin: the token is checked): run the settlement now (the
 * job does it every minute; the CLI's settle-salaries), and the per-brand payer and maximum rate per contract kind
 * (the top agent's rate and the house's budget per bet). Every one is written to the audit trail.
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
    const body = parseAdminInput(settingsBody, request.body);
    if (!app.brands.byId(body.brandId)) throw new AppError('NOT_FOUND', { brandId: body.brandId });
    const operator = operatorOf(request);
    if (body.payer) await setContractPayer(db, operator, body.brandId, body.payer);
    // the accepted contracts above a lowered maximum: paid at the maximum from now on (contracts-settings.ts)
    const capped = [];
    for (const kind of CONTRACT_KINDS) {
      const rateBp = body.maxRateBp?.[kind];
      if (rateBp !== undefined) capped.push(...(await setContractMaxRate(db, operator, body.brandId, kind, rateBp)).capped.map((c) => ({ kind, ...c })));
    }
    const [settings] = await contractSettings(db, [body.brandId]);
    return ok({ ...settings!, capped });
  });
}
