import { z } from 'zod';
import { brandStatusConfigSchema } from './brand';
import { drawNoSchema, drawSchema, lotteryGameCodeSchema } from './lottery';

/**
 * Operator calls of the platform's switches (issue 28): a brand's maintenance and region switches, the login locks,
 * a withdrawal's receipt picture, and the lottery draws an operator cancels or settles again.
 */
export const siteStatusValueSchema = z.object({
  list: z.array(
    z.object({
      brandId: z.string(),
      /** the brand file's switches */
      file: brandStatusConfigSchema,
      /** the operator's run-time switches, which win over the file's (null: none) */
      override: brandStatusConfigSchema.nullable(),
    }),
  ),
});
/** a brand's run-time switches; null clears them (the brand file's apply again) */
export const setSiteStatusBodySchema = z.object({ brandId: z.string().max(64), status: brandStatusConfigSchema.nullable() }).strict();
export const setSiteStatusValueSchema = z.object({ brandId: z.string(), status: brandStatusConfigSchema.nullable() });

export const lockEventsQuerySchema = z.object({
  brandId: z.string().max(64).optional(),
  username: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export const lockEventSchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  username: z.string(),
  /** account: this username; ip: every account from this client */
  scope: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  failures: z.number().int(),
  lockedAt: z.string(),
  lockedUntil: z.string(),
});
export const lockEventsValueSchema = z.object({ list: z.array(lockEventSchema) });

export const drawBodySchema = z.object({ gameCode: lotteryGameCodeSchema, drawNo: drawNoSchema }).strict();
export const cancelDrawBodySchema = z.object({ gameCode: lotteryGameCodeSchema, drawNo: drawNoSchema, reason: z.string().trim().min(1).max(200) }).strict();
/** a draw's money job: tickets closed (settled or refunded), member credits posted, paid, and whether it is done */
export const moneyJobSchema = z.object({ tickets: z.number().int(), credited: z.number().int(), paidMinor: z.number().int(), finished: z.boolean() });
export const cancelledDrawValueSchema = z.object({ draw: drawSchema, refund: moneyJobSchema.nullable() });
export const settledDrawValueSchema = z.object({ job: moneyJobSchema.nullable() });
