import { z } from 'zod';
import { applicationStatusSchema, promotionCategorySchema, promotionMechanicSchema, promotionTermsSchema } from './promotions';
import { localizedInputSchema, localizedTextSchema } from './brand';

/**
 * Operator calls of promotions, activity applications, raffles, the reward budget, the sign-up rules and the help
 * centre's articles (issue 28). Ids travel in the query (GET) or the body (POST).
 */
const brandId = z.string().max(64);
const isoTime = z.string();
const int32 = z.number().int().positive().max(2_147_483_647);
const queryInt32 = z.coerce.number().int().positive().max(2_147_483_647);
const listLimit = z.coerce.number().int().min(1).max(1000).default(100);
/** an amount as the operator types it ("200", "12.34"); the server reads it in the brand's currency (INVALID_AMOUNT otherwise) */
const amount = z.union([z.string().max(32), z.number()]);

export const brandQuerySchema = z.object({ brandId });

// --- promotions ---
/** epoch milliseconds or an ISO date */
const time = z.union([z.number().int().positive(), z.string().trim().min(10).max(40)]).transform((value, ctx) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'a date: epoch milliseconds or ISO 8601' });
    return z.NEVER;
  }
  return date;
});

/** A promotion as the operator's JSON file gives it: its texts in every language of the brand (the server checks them per brand). */
export const promotionInputSchema = z
  .object({
    code: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lowercase letters, digits and -'),
    category: promotionCategorySchema,
    mechanic: promotionMechanicSchema,
    title: localizedInputSchema(120),
    summary: localizedInputSchema(300),
    /** HTML, reduced to the allow-list when it is written */
    rulesHtml: localizedInputSchema(20_000),
    /** a path on this server; /media/promotion/<brand>/<code>.svg when absent */
    image: z
      .string()
      .regex(/^\/[A-Za-z0-9_.\-/]{1,200}$/, 'a path on this server')
      .refine((p) => !p.includes('..') && !p.startsWith('//'), 'a path on this server')
      .optional(),
    terms: promotionTermsSchema,
    startAt: time,
    endAt: time.nullable().optional(),
    sort: z.number().int().min(0).max(100_000).optional(),
  })
  .strict();
export type PromotionInput = z.output<typeof promotionInputSchema>;

/**
 * A change to part of a promotion: code and mechanic stay; texts and terms are merged key by key (a text written in a
 * language the brand does not offer is refused).
 */
export const promotionPatchSchema = promotionInputSchema
  .omit({ code: true, mechanic: true })
  .extend({
    terms: z.record(z.string(), z.unknown()).optional(),
  })
  .partial()
  .strict();
export type PromotionPatch = z.output<typeof promotionPatchSchema>;

export const operatorPromotionsQuerySchema = z.object({ brandId: brandId.optional() });
export const createPromotionBodySchema = z.object({ brandId, promotion: promotionInputSchema }).strict();
/** the promotion's id and the change (promotionPatchSchema's fields) */
export const updatePromotionBodySchema = promotionPatchSchema.extend({ id: int32 }).strict();
export const promotionIdBodySchema = z.object({ id: int32 }).strict();

export const operatorPromotionSchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  code: z.string(),
  category: z.string(),
  /** promotionMechanicSchema's */
  mechanic: z.string(),
  /** active or closed */
  status: z.string(),
  /** players see it now: active, started and not ended */
  open: z.boolean(),
  /** by language */
  title: z.record(z.string(), z.string()),
  /** by language */
  summary: z.record(z.string(), z.string()),
  /** by language: the stored rules, sanitised when they were written */
  rulesHtml: z.record(z.string(), z.string()),
  image: z.string(),
  startAt: isoTime,
  endAt: isoTime.nullable(),
  sort: z.number().int(),
  terms: promotionTermsSchema,
  /** a raffle's committed seed hash (published before the first ticket); null for the other mechanics */
  seedHash: z.string().nullable(),
});
export const operatorPromotionsValueSchema = z.object({ list: z.array(operatorPromotionSchema) });

// --- a promotion's picture ---
/** the picture as the operator picks it: png, jpg or webp, at most 5 MB before it is resized */
export const PROMOTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** the widest picture kept: the promotion card and detail never show it wider */
export const PROMOTION_IMAGE_MAX_SIZE = { width: 1200, height: 800 } as const;
export const uploadPromotionImageBodySchema = z
  .object({
    brandId,
    /** a data: URL or bare base64 (base64 is 4/3 of the bytes, plus the data: prefix) */
    image: z.string().min(1).max(Math.ceil((PROMOTION_IMAGE_MAX_BYTES * 4) / 3) + 64),
  })
  .strict();
export const uploadedImageValueSchema = z.object({
  /** where the player site loads it (the promotion's `image`) */
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

// --- the promotion report ---
export const promotionFiguresSchema = z.object({
  promotionId: z.number().int(),
  /** members with an entry, a bonus or an approved application */
  players: z.number().int(),
  /** cash rewards posted to the players' wallets */
  cashMinor: z.number().int(),
  /** bonus money granted, and what of it turned into cash */
  bonusGrantedMinor: z.number().int(),
  bonusCashedMinor: z.number().int(),
  /** what the house paid: cash rewards plus cashed bonus money */
  costMinor: z.number().int(),
  /** the players' settled stakes less payouts while it ran */
  ggrMinor: z.number().int(),
  /** ggrMinor - costMinor */
  netMinor: z.number().int(),
});
export const promotionReportValueSchema = z.object({ brandId: z.string(), list: z.array(promotionFiguresSchema) });

// --- raffles ---
export const raffleWinnerSchema = z.object({ ticketNo: z.string(), memberId: z.number().int(), player: z.string(), prizeMinor: z.number().int() });
export const raffleDrawValueSchema = z.object({
  promotionId: z.number().int(),
  /** false: it was drawn before (nothing changed now) */
  drawnNow: z.boolean(),
  drawnAt: isoTime,
  /** the revealed seed: its sha256 is seedHash */
  seed: z.string(),
  seedHash: z.string(),
  tickets: z.number().int(),
  winners: z.array(raffleWinnerSchema),
});

// --- activity applications ---
export const operatorApplicationsQuerySchema = z.object({ brandId: brandId.optional(), status: applicationStatusSchema.optional(), limit: listLimit });
/** approves: pays `amount` (default: the promotion's fixed reward) once */
export const approveApplicationBodySchema = z.object({ id: int32, amount: amount.optional() }).strict();
export const rejectApplicationBodySchema = z.object({ id: int32, remark: z.string().trim().min(1).max(200) }).strict();
/** one picture of an application, 0-based */
export const applicationImageQuerySchema = z.object({ id: queryInt32, index: z.coerce.number().int().min(0).max(9) });
export const operatorApplicationSchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  promotionId: z.number().int(),
  promotionCode: z.string(),
  /** the promotion's English title */
  promotionTitle: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  comment: z.string(),
  imageCount: z.number().int(),
  /** applying, issued, rejected */
  status: z.string(),
  remark: z.string().nullable(),
  rewardMinor: z.number().int().nullable(),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
});
export const operatorApplicationsValueSchema = z.object({ list: z.array(operatorApplicationSchema) });

// --- the reward budget, the sign-up rules ---
/** per game category, in basis points of valid turnover: what the terms give back at most against what the house keeps at least */
export const categoryBudgetSchema = z.object({
  gameType: z.string(),
  /** the edge a valid bet has at least */
  floorBp: z.number(),
  /** what the house keeps at least before member rewards: the floor less cashback and agent pay */
  limitBp: z.number(),
  parts: z.object({ rebateBp: z.number(), vipRebateBp: z.number(), pointsBp: z.number(), missionsBp: z.number(), promotionsBp: z.number() }),
  totalBp: z.number(),
  /** limit - total: the edge kept at worst */
  keptBp: z.number(),
});
export const rewardBudgetValueSchema = z.object({ brandId: z.string(), list: z.array(categoryBudgetSchema) });

export const signupRulesValueSchema = z.object({
  brandId: z.string(),
  /** accounts an agent registers get the sign-up reward */
  agentRegistered: z.boolean(),
  /** the risk check holds it back from an account sharing an address, device, bank account, payee name or mobile */
  riskCheck: z.boolean(),
});
export const setSignupRulesBodySchema = z
  .object({ brandId, agentRegistered: z.boolean().optional(), riskCheck: z.boolean().optional() })
  .strict()
  .refine((b) => b.agentRegistered !== undefined || b.riskCheck !== undefined, { message: 'agentRegistered or riskCheck', path: ['agentRegistered'] });

// --- help centre articles ---
const articleKey = z.string().regex(/^[a-z0-9-]{1,64}$/);
const articleText = localizedInputSchema(20_000);
/** creates an article (a category, and a title and content in every language of the brand) or changes one by key (what changes; a removed one comes back) */
export const saveHelpArticleBodySchema = z
  .object({
    brandId,
    key: articleKey,
    category: z.string().regex(/^[a-z0-9-]{1,32}$/).optional(),
    sort: z.number().int().min(0).max(1_000_000).optional(),
    title: articleText.optional(),
    content: articleText.optional(),
  })
  .strict();
export const removeHelpArticleBodySchema = z.object({ brandId, key: articleKey }).strict();
export const operatorHelpArticleSchema = z.object({
  key: z.string(),
  category: z.string(),
  sort: z.number().int(),
  title: localizedTextSchema,
  /** HTML, sanitised when it is read */
  content: localizedTextSchema,
  /** hidden from players (kept, so the seed does not add it again) */
  removed: z.boolean(),
});
/** every article of the brand, removed ones included, in the help centre's order */
export const operatorHelpArticlesValueSchema = z.object({ list: z.array(operatorHelpArticleSchema) });
