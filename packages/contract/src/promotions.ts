import { z } from 'zod';
import { bannerSchema } from './brand';
import { announcementSchema, gameTypeSchema } from './system';
import { pageQueryShape, pageValueShape, rangeQueryShape, requestIdSchema } from './wallet';

/*
 * Promotions, activities and bonuses (issue 12). A promotion is operator data per brand: its titles and rules text
 * in each language, a category (tab), a period and a mechanic with its terms. Every figure a player reads (amount,
 * percent, cap, wagering, expiry, maximum bet) comes from the terms here, so the copy and the money always agree.
 */
const minor = z.number().int();

/** Tabs of the promotions page: the spec's new_player plus whatever the brand configures. */
export const promotionCategorySchema = z.string().trim().regex(/^[a-z][a-z0-9_]{0,31}$/);

/**
 * How a player takes part:
 * - signup: granted when the account is created; first_deposit / reload: granted with a paid deposit (reload only
 *   after joining when the promotion asks for it); cashback: a share of the net loss of each period, granted by the job;
 * - join: join, then qualify by turnover or deposit within the period, then request the reward;
 * - claim: request the reward once qualified; application: apply with a comment and up to 3 images, the operator
 *   decides; raffle: claim a ticket, winners are drawn from a committed seed; rebate: the manual rebate page.
 */
export const promotionMechanicSchema = z.enum(['signup', 'first_deposit', 'reload', 'cashback', 'join', 'claim', 'application', 'raffle', 'rebate']);
export type PromotionMechanic = z.infer<typeof promotionMechanicSchema>;

/** The spec's activity states (section 4), as the action button shows them. */
export const activityStateSchema = z.enum(['join', 'claim', 'applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'joined', 'coming_soon']);
export type ActivityState = z.infer<typeof activityStateSchema>;

/** Categories a bonus's wagering counts bets of, with their weight in basis points (10000 = 100%). */
export const wageringWeightsSchema = z.record(gameTypeSchema, z.number().int().min(0).max(10000));

/** A bonus reward's wagering terms. */
export const bonusTermsSchema = z.object({
  /** the turnover required, as a multiple of the base */
  wageringMultiple: z.number().int().min(0).max(100),
  /** bonus: multiple of the bonus; bonus_deposit: multiple of bonus plus the deposit that earned it */
  wageringBase: z.enum(['bonus', 'bonus_deposit']),
  weights: wageringWeightsSchema,
  expiryDays: z.number().int().min(1).max(365),
  /** the largest stake while wagering */
  maxBetMinor: minor.positive(),
  /** the most it can turn into cash (a no-deposit bonus): what it holds above this at release goes back to the house */
  maxCashoutMinor: minor.positive().optional(),
  /** its winnings may leave (withdrawal, transfer) only after a deposit of at least this much, made after the grant */
  depositBeforeWithdrawalMinor: minor.positive().optional(),
});
export type BonusTerms = z.infer<typeof bonusTermsSchema>;

/** What a promotion pays and when a player qualifies: the source of every figure in its copy. */
export const promotionTermsSchema = z.object({
  /** a fixed reward */
  fixedMinor: minor.nonnegative().optional(),
  /** a share of the deposit (match) or of the net loss (cashback), in basis points */
  percentBp: z.number().int().min(0).max(100000).optional(),
  /** the largest reward */
  capMinor: minor.positive().optional(),
  /** the smallest deposit that earns it */
  minDepositMinor: minor.positive().optional(),
  /** reload: once per this many days; cashback: the period */
  period: z.enum(['daily', 'weekly']).optional(),
  /** cashback: the smallest net loss that earns it */
  minLossMinor: minor.positive().optional(),
  /** join / claim: what qualifies and how much of it, within the promotion's period (after joining for join) */
  qualify: z.object({ metric: z.enum(['turnover', 'deposit']), targetMinor: minor.positive() }).optional(),
  /** reload: the player must join first */
  requiresJoin: z.boolean().optional(),
  /** raffle: the winners' count and the drawing time */
  raffle: z.object({ winners: z.number().int().min(1).max(1000), drawAt: z.number() }).optional(),
  /** null: paid as cash to the main wallet; otherwise a bonus with these wagering terms */
  bonus: bonusTermsSchema.nullable(),
});
export type PromotionTerms = z.infer<typeof promotionTermsSchema>;

/**
 * A raffle's public record. The draw is verifiable: seedHash = hex(sha256(seed)) is published before the first
 * ticket; at the draw each ticket's key is hex(sha256(seed + ':' + ticketNo)), the tickets are taken in ascending key
 * order (equal keys: by ticket number) and the first winnersCount win. Tickets are numbered T000001, T000002, ... in
 * claim order, so `tickets` gives the whole list. raffle.ts has the functions (raffleWinners, seedMatchesHash) the
 * server draws with, so anyone can recompute the winners from the revealed seed.
 */
export const raffleInfoSchema = z.object({
  drawAt: z.number(),
  winnersCount: z.number().int(),
  tickets: z.number().int(),
  /** sha256 of the seed, published before the draw */
  seedHash: z.string(),
  /** revealed at the draw: anyone can recompute the winners (sha256(seed:ticketNo) ascending) */
  seed: z.string().nullable(),
  drawnAt: z.number().nullable(),
  winners: z.array(z.object({ ticketNo: z.string(), player: z.string(), prizeMinor: minor })),
});

/** The player's own standing in a promotion (null for visitors). */
export const promotionStandingSchema = z.object({
  state: activityStateSchema,
  /** join / claim: the qualifying total so far and the target */
  progress: z.object({ currentMinor: minor, targetMinor: minor }).nullable(),
  /** the last application's remark from the operator (rejected) */
  remark: z.string().nullable(),
  /** raffle: the player's ticket */
  ticketNo: z.string().nullable(),
  /** the reward granted (issued / claimed) */
  rewardMinor: minor.nullable(),
});
export type PromotionStanding = z.infer<typeof promotionStandingSchema>;

export const promotionSchema = z.object({
  id: z.number().int(),
  category: promotionCategorySchema,
  mechanic: promotionMechanicSchema,
  title: z.string(),
  /** one or two lines for the card */
  summary: z.string(),
  /** the art (a path on this server) */
  image: z.string(),
  startAt: z.number(),
  /** null: no end */
  endAt: z.number().nullable(),
  terms: promotionTermsSchema,
  /** the currency the terms' amounts are in */
  currency: z.string(),
  standing: promotionStandingSchema.nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsQuerySchema = z.object({ category: promotionCategorySchema.optional() });
export const promotionsValueSchema = z.object({
  list: z.array(promotionSchema),
  /** the brand's tabs that have a running or coming promotion, in the brand's order */
  categories: z.array(promotionCategorySchema),
  /** the invite-friends programme is on (spec: available promotions, REFERRAL enabled) */
  referralEnabled: z.boolean(),
});
export type PromotionsValue = z.infer<typeof promotionsValueSchema>;

export const promotionIdQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const promotionDetailValueSchema = promotionSchema.extend({
  /** the rules as HTML, sanitised by the server (a small allow-list of tags, no attributes but href on links) */
  rulesHtml: z.string(),
  raffle: raffleInfoSchema.nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailValueSchema>;

export const promotionActionBodySchema = z.object({ promotionId: z.number().int().positive().max(2_147_483_647), requestId: requestIdSchema.optional() });
export const promotionActionValueSchema = z.object({
  standing: promotionStandingSchema,
  /** the grant the action made, if any */
  grantMinor: minor.nullable(),
});

// --- applications ---
export const MAX_APPLICATION_COMMENT = 140;
export const MAX_APPLICATION_IMAGES = 3;
export const applicationStatusSchema = z.enum(['applying', 'issued', 'rejected']);
export const applyActivityBodySchema = z.object({
  promotionId: z.number().int().positive().max(2_147_483_647),
  comment: z.string().trim().min(1).max(MAX_APPLICATION_COMMENT),
  /** png or jpg, base64 or a data: URL, at most 5 MB each decoded (IMAGE_TOO_LARGE, INVALID_IMAGE) */
  images: z.array(z.string().max(8 * 1024 * 1024)).max(MAX_APPLICATION_IMAGES).default([]),
  requestId: requestIdSchema.optional(),
});
export const applicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  comment: z.string(),
  imageCount: z.number().int(),
  status: applicationStatusSchema,
  remark: z.string().nullable(),
  rewardMinor: minor.nullable(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationsQuerySchema = z.object({ ...pageQueryShape });
export const applicationsValueSchema = z.object({ list: z.array(applicationSchema), ...pageValueShape });

// --- bonuses ---
export const bonusStatusSchema = z.enum(['active', 'released', 'forfeited', 'expired', 'spent']);
export const bonusSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int().nullable(),
  title: z.string(),
  status: bonusStatusSchema,
  grantedMinor: minor,
  /** what the bonus holds now (grant plus winnings minus stakes it paid) */
  balanceMinor: minor,
  wageringRequiredMinor: minor,
  wageredMinor: minor,
  weights: wageringWeightsSchema,
  maxBetMinor: minor,
  /** the most it turns into cash (null: no cap); what it holds above this at release goes back to the house */
  maxCashoutMinor: minor.nullable(),
  /** the deposit its winnings wait for before they may leave (null: none), and whether it has been made */
  depositRequiredMinor: minor.nullable(),
  depositMade: z.boolean(),
  grantedAt: z.number(),
  expiresAt: z.number(),
  endedAt: z.number().nullable(),
});
export type Bonus = z.infer<typeof bonusSchema>;
export const bonusesQuerySchema = z.object({ ...pageQueryShape, status: bonusStatusSchema.optional() });
export const bonusesValueSchema = z.object({
  list: z.array(bonusSchema),
  /** the active bonuses together: what the balance bar shows */
  active: z.object({ balanceMinor: minor, wageringRequiredMinor: minor, wageredMinor: minor, count: z.number().int() }),
  ...pageValueShape,
});
export const forfeitBonusBodySchema = z.object({ bonusId: z.number().int().positive().max(2_147_483_647) });
export const forfeitBonusValueSchema = z.object({ forfeitedMinor: minor, bonus: bonusSchema });

// --- reward centre ---
export const rewardCenterValueSchema = z.object({
  /** promotions the player can act on now (join, claim) and those waiting on a decision or a draw */
  actionable: z.array(promotionSchema),
  bonuses: z.array(bonusSchema),
  applications: z.array(applicationSchema),
});

// --- manual rebate ---
export const rebateLineSchema = z.object({ gameType: gameTypeSchema, validBetMinor: minor, rateBp: z.number().int(), amountMinor: minor });
export const rebateSummaryValueSchema = z.object({
  /** turnover since this time counts (the last claim, or the account's creation) */
  since: z.number(),
  lines: z.array(rebateLineSchema),
  totalMinor: minor,
  /** the smallest claim */
  minClaimMinor: minor,
  /** the VIP rank whose rates apply (0: the base rates) */
  rankLevel: z.number().int(),
});
export const rebateClaimBodySchema = z.object({ requestId: requestIdSchema });
export const rebateClaimValueSchema = z.object({ amountMinor: minor, lines: z.array(rebateLineSchema), transactionId: z.number().int() });
export const rebateHistoryQuerySchema = z.object({ ...pageQueryShape, ...rangeQueryShape });
export const rebateHistoryValueSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), amountMinor: minor, lines: z.array(rebateLineSchema), createdAt: z.number() })),
  ...pageValueShape,
});

// --- the arrival notice (spec: notice, answering value.player, banners, popup, promotion) ---
export const noticeValueSchema = z.object({
  /** the logged-in player's unread platform messages; null for visitors */
  player: z.object({ unreadMessages: z.number().int() }).nullable(),
  /** the home banners (promotion slides carry their promotion's headline) */
  banners: z.array(bannerSchema),
  /** the popup announcements, newest first */
  popup: z.array(announcementSchema),
  /** the open promotions for new players, with their terms (the notice states their figures from these) */
  promotion: z.array(promotionSchema),
});
export type NoticeValue = z.infer<typeof noticeValueSchema>;
