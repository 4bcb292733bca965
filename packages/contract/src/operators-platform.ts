import { z } from 'zod';
import { brandStatusConfigSchema } from './brand';
import { drawNoSchema, drawSchema, lotteryGameCodeSchema, lotteryLayoutSchema, playTypeSchema, vnResultSchema } from './lottery';
import { VN_PRIZES } from './lottery-rules';

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

// --- lottery risk (issue 29): exposure per pick of a draw and the caps on it ---

/** a pick as the tickets store it (digits, or an option such as BIG), or '*' for every pick of the play type */
export const capPickSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(\*|[A-Z0-9_]{1,12})$/, 'a pick or *');

export const lotteryRiskGamesValueSchema = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string(), layout: z.string(), playTypes: z.array(playTypeSchema) })),
});

export const lotteryExposureQuerySchema = z.object({
  brandId: z.string().max(64),
  gameCode: lotteryGameCodeSchema,
  /** absent: the game's open draw that closes next */
  drawNo: drawNoSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
/** the liability report: the game's latest finished draws (settled or cancelled) for a brand */
export const lotteryLiabilityQuerySchema = z.object({
  brandId: z.string().max(64),
  gameCode: lotteryGameCodeSchema,
  limit: z.coerce.number().int().min(1).max(200).default(30),
});
export const lotteryLiabilityValueSchema = z.object({
  brandId: z.string(),
  gameCode: z.string(),
  /** newest first */
  list: z.array(
    z.object({
      drawNo: z.string(),
      /** settled or cancelled (a cancelled draw's stakes went back: it shows no stake and no payout) */
      status: z.string(),
      drawAt: z.string(),
      tickets: z.number().int(),
      players: z.number().int(),
      /** stakes of the brand's settled tickets */
      stakeMinor: z.number().int(),
      /** what the brand paid on them */
      payoutMinor: z.number().int(),
      /** stakeMinor - payoutMinor: the house's result on the draw (negative: the house lost) */
      houseMinor: z.number().int(),
      /** what the brand would have paid had its riskiest pick won (the exposure when betting closed) */
      worstPayoutMinor: z.number().int(),
    }),
  ),
});
export const lotteryCapSchema = z.object({ playType: z.string(), pick: z.string(), capMinor: z.number().int(), setBy: z.string(), setAt: z.string() });
export const lotteryExposureValueSchema = z.object({
  brandId: z.string(),
  gameCode: z.string(),
  /** null: the game has no open draw (or no draw with that number) */
  draw: z
    .object({
      gameName: z.string(),
      drawNo: z.string(),
      status: z.string(),
      closeAt: z.string(),
      /** stakes taken on the draw, counted per pick */
      stakeMinor: z.number().int(),
      /** what the brand pays if the riskiest pick wins */
      worstPayoutMinor: z.number().int(),
      /** picks with bets */
      picks: z.number().int(),
      /** largest liability first */
      list: z.array(
        z.object({
          playType: z.string(),
          pick: z.string(),
          stakeMinor: z.number().int(),
          payoutMinor: z.number().int(),
          tickets: z.number().int(),
          capMinor: z.number().int().nullable(),
        }),
      ),
    })
    .nullable(),
  caps: z.array(lotteryCapSchema),
});

export const setLotteryCapBodySchema = z
  .object({
    brandId: z.string().max(64),
    gameCode: lotteryGameCodeSchema,
    playType: playTypeSchema,
    pick: capPickSchema,
    /** the most the brand may owe on the pick in one draw; null removes the cap */
    capMinor: z.number().int().min(0).max(1e12).nullable(),
  })
  .strict();
export const setLotteryCapValueSchema = z.object({ caps: z.array(lotteryCapSchema) });

/** a brand's odds and stake limits per layout and bet type, with the house's edge they leave */
export const lotteryOddsQuerySchema = z.object({ brandId: z.string().max(64) });
export const lotteryOddsRowSchema = z.object({
  layout: z.string(),
  playType: z.string(),
  /** thousandths of the stake a winning bet returns (95000 = x95) */
  oddsThousandths: z.number().int(),
  minStakeMinor: z.number().int(),
  maxStakeMinor: z.number().int(),
  /** what the house keeps of each bet on average, in basis points (250 = 2.5 %) */
  edgeBp: z.number().int(),
});
export const lotteryOddsValueSchema = z.object({ brandId: z.string(), list: z.array(lotteryOddsRowSchema) });
export const setLotteryOddsBodySchema = z
  .object({
    brandId: z.string().max(64),
    layout: lotteryLayoutSchema,
    playType: playTypeSchema,
    oddsThousandths: z.number().int().min(1_001).max(10_000_000),
    minStakeMinor: z.number().int().min(1).max(1e10),
    maxStakeMinor: z.number().int().min(1).max(1e10),
  })
  .strict()
  .refine((b) => b.minStakeMinor <= b.maxStakeMinor, { message: 'min_above_max', path: ['minStakeMinor'] });

// --- official results of the regional draws (issue 29): one operator enters them, another confirms ---

/** seed: our provably fair draw (every game can); official: the lottery company's result, entered by operators (the daily regional draws) */
export const resultSourceSchema = z.enum(['seed', 'official']);
export const setResultSourceBodySchema = z.object({ gameCode: lotteryGameCodeSchema, source: resultSourceSchema }).strict();
/** one prize row as the operator types it off the official sheet: numbers with their leading zeros */
const enteredPrizeSchema = z.object({ prize: z.enum(VN_PRIZES), numbers: z.array(z.string().trim().regex(/^\d{2,6}$/, 'digits only')).min(1).max(18) }).strict();
export const enterResultBodySchema = z
  .object({ gameCode: lotteryGameCodeSchema, drawNo: drawNoSchema, prizes: z.array(enteredPrizeSchema).min(1).max(VN_PRIZES.length) })
  .strict();
export const rejectResultBodySchema = z.object({ gameCode: lotteryGameCodeSchema, drawNo: drawNoSchema, reason: z.string().trim().min(1).max(200) }).strict();
export const resultEntrySchema = z.object({ result: vnResultSchema, enteredBy: z.string(), enteredAt: z.string() });
export const lotteryResultsValueSchema = z.object({
  /** every game that can take official results (the daily regional draws), with the source in force */
  games: z.array(z.object({ code: z.string(), name: z.string(), layout: lotteryLayoutSchema, resultSource: resultSourceSchema })),
  /** draws of games on official results whose draw time has passed without a confirmed result, oldest first */
  awaiting: z.array(
    z.object({
      gameCode: z.string(),
      gameName: z.string(),
      layout: lotteryLayoutSchema,
      drawNo: z.string(),
      drawAt: z.number(),
      /** the entry waiting for a second operator, if any */
      entry: resultEntrySchema.nullable(),
    }),
  ),
});
export const enteredResultValueSchema = z.object({ gameCode: z.string(), drawNo: z.string(), entry: resultEntrySchema });
/** a confirmed result: the draw as players now read it, and its settlement's first run */
export const confirmedResultValueSchema = z.object({ draw: drawSchema, job: moneyJobSchema.nullable() });
