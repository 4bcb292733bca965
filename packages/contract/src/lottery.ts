import { z } from 'zod';
import { languageSchema } from './brand';
import { PRIZE_MODES } from './games';
import { LOTTERY_LAYOUTS, LOTTERY_NUMERO_COUNT, PLAY_TYPE_DEFS, PLAY_TYPES, VN_PRIZES, type DigitsResult, type DrawResult, type PlayType, type VnResult } from './lottery-rules';
import { amountInputSchema, pageQueryShape, pageValueShape, rangeQueryShape, requestIdSchema } from './wallet';
import { minorToMajor } from './money';

/**
 * Shapes of the lottery calls (spec sections 2, 3, 7 and 9). Rules, odds arithmetic and result derivation live in
 * lottery-rules.ts. Money follows the wallet's convention: `xxxMinor` integer minor units plus `xxx` as a decimal
 * number; requests send decimal amounts. Times are ms timestamps; `serverTime` lets the client keep its countdowns
 * right (offset = serverTime - Date.now() at receipt).
 *
 * Games and prize modes (our reading of the spec's words):
 * - prize mode Lott: the Vietnamese lottery of /vnlottery (vendor TCG_LOTTO_VN): North (VNMB, 18:15), Central (VNMT and
 *   provinces by weekday, 17:15) and South (VNMN and provinces by weekday, 16:15) at Asia/Ho_Chi_Minh times, plus the
 *   5-minute VIP game VNHCMVIP with the South's prize table.
 * - prize mode Elott: the fast e-lottery of /lottery (vendor TCG_SEA): Fast 5D every 1, 3 and 5 minutes.
 * - prize modes ZY and SEA: accepted, no games yet (empty menus).
 */
const minor = z.number().int();
const major = z.number();

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const LOTTERY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export const prizeModeSchema = z.enum(PRIZE_MODES);
export const lotteryLayoutSchema = z.enum(LOTTERY_LAYOUTS);
export const playTypeSchema = z.enum(PLAY_TYPES);
export const vnResultSchema = z.object({
  kind: z.literal('vn'),
  /** in VN_PRIZE_TABLES order (special first); numbers keep their leading zeros */
  prizes: z.array(z.object({ prize: z.enum(VN_PRIZES), numbers: z.array(z.string()) })),
}) satisfies z.ZodType<VnResult>;
export const digitsResultSchema = z.object({ kind: z.literal('digits'), digits: z.array(z.number().int().min(0).max(9)) }) satisfies z.ZodType<DigitsResult>;
export const drawResultSchema = z.discriminatedUnion('kind', [vnResultSchema, digitsResultSchema]) satisfies z.ZodType<DrawResult>;
export const lotteryGameCodeSchema = z.string().trim().toUpperCase().regex(/^[A-Z0-9_]{2,24}$/, 'a lottery game code');
/** Draw numbers: yyyymmdd for daily draws, yyyymmdd-nnnn (slot of the local day) for fast draws. */
export const drawNoSchema = z.string().trim().regex(/^\d{8}(-\d{4})?$/, 'a draw number');
export const regionSchema = z.enum(['NORTH', 'CENTRAL', 'SOUTH']);
export const drawStatusSchema = z.enum(['open', 'closed', 'drawn', 'settled', 'cancelled']);
export type DrawStatus = z.infer<typeof drawStatusSchema>;

export const lotteryScheduleSchema = z.discriminatedUnion('kind', [
  /** one draw at drawTime (HH:MM, Asia/Ho_Chi_Minh) on the given weekdays (0 Sunday ... 6 Saturday) */
  z.object({ kind: z.literal('daily'), drawTime: z.string(), weekdays: z.array(z.number().int().min(0).max(6)) }),
  /** a draw every intervalSeconds from local midnight */
  z.object({ kind: z.literal('interval'), intervalSeconds: z.number().int() }),
]);
export type LotterySchedule = z.infer<typeof lotteryScheduleSchema>;

/** A draw slot computed from the schedule (the draw row may not exist yet). */
export const drawSlotSchema = z.object({ drawNo: z.string(), openAt: z.number(), closeAt: z.number(), drawAt: z.number() });

/** One lottery game as the menus show it. */
export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  /** the vendor (lottery platform code) */
  vassalage: z.string(),
  prizeMode: prizeModeSchema,
  gameGroupCode: z.string(),
  region: regionSchema.nullable(),
  layout: lotteryLayoutSchema,
  schedule: lotteryScheduleSchema,
  /** betting closes this many seconds before the draw time */
  cutoffSeconds: z.number().int(),
  defaultPlayType: playTypeSchema,
  playTypes: z.array(playTypeSchema),
  /** the game draws today (local date); province games draw on some weekdays only */
  drawsToday: z.boolean(),
  nextDraw: drawSlotSchema,
  /** the page that plays it: /vnlottery or /lottery (with ?gameCode=) */
  route: z.string(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** The spec's lottery game group: gameGroupCode, labelName, gameMenus. */
export const lotteryGameGroupSchema = z.object({
  gameGroupCode: z.string(),
  /** the group's name as the product shows it (Miền Bắc, ...) */
  labelName: z.string(),
  /** text-pack key of the name (lottery_group_mb, ...) */
  labelKey: z.string(),
  prizeMode: prizeModeSchema,
  gameMenus: z.array(lotteryGameSchema),
});

// --- menus ---
export const vnGameMenuQuerySchema = z.object({
  /** omitted: every prize mode */
  prizeMode: optionalQuery(prizeModeSchema),
  device: optionalQuery(z.string().max(16)),
  language: optionalQuery(languageSchema),
});
export const vnGameMenuValueSchema = z.array(lotteryGameGroupSchema);

export const vnGameMenuRecentQuerySchema = z.object({
  prizeMode: optionalQuery(prizeModeSchema),
  device: optionalQuery(z.string().max(16)),
  count: z.coerce.number().int().min(1).max(50).default(10),
});
export const vnGameMenuRecentValueSchema = z.object({ list: z.array(lotteryGameSchema.extend({ lastBetAt: z.number() })) });

// --- draws ---
export const drawSchema = z.object({
  gameCode: z.string(),
  drawNo: z.string(),
  status: drawStatusSchema,
  openAt: z.number(),
  closeAt: z.number(),
  drawAt: z.number(),
  /** SHA-256 of the server seed, published when the draw opens */
  seedHash: z.string(),
  /** the server seed, revealed once the draw is drawn (and when it is cancelled); null before */
  serverSeed: z.string().nullable(),
  result: drawResultSchema.nullable(),
  /** seed: drawn from the committed seed (verifiable); official: the lottery company's result, entered by one operator and confirmed by another */
  resultSource: z.enum(['seed', 'official']),
  drawnAt: z.number().nullable(),
  cancelReason: z.string().nullable(),
});
export type Draw = z.infer<typeof drawSchema>;

export const gameCodeQuerySchema = z.object({ gameCode: lotteryGameCodeSchema });
export const vnOpenedNumerosQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema,
  count: z.coerce.number().int().min(1).max(200).default(LOTTERY_NUMERO_COUNT),
});
/** The last draws with results, newest first. */
export const vnOpenedNumerosValueSchema = z.object({ gameCode: z.string(), list: z.array(drawSchema) });

/** The current draw of a game: open for bets, or closed and about to be drawn (null between a draw and the next slot's creation). */
export const openedNumeroValueSchema = z.object({
  gameCode: z.string(),
  serverTime: z.number(),
  current: drawSchema.nullable(),
  /** the latest draw with a result */
  previous: drawSchema.nullable(),
  /** the slot after the current one, from the schedule */
  nextDraw: drawSlotSchema,
});
export type OpenedNumeroValue = z.infer<typeof openedNumeroValueSchema>;

export const drawDetailQuerySchema = z.object({ gameCode: lotteryGameCodeSchema, drawNo: drawNoSchema });
export const prizeTableRowSchema = z.object({ prize: z.enum(VN_PRIZES), count: z.number().int(), digits: z.number().int(), numbers: z.array(z.string()) });
export const fastSummarySchema = z.object({
  sum: z.number().int(),
  sumBigSmall: z.enum(['BIG', 'SMALL']),
  sumOddEven: z.enum(['ODD', 'EVEN']),
  lastBigSmall: z.enum(['BIG', 'SMALL']),
  lastOddEven: z.enum(['ODD', 'EVEN']),
});
export const drawDetailValueSchema = z.object({
  game: lotteryGameSchema,
  draw: drawSchema,
  /** VN layouts: the prize table filled with the result (empty numbers before the draw) */
  prizeTable: z.array(prizeTableRowSchema).nullable(),
  /** FAST_5D: sum and big/small, odd/even once drawn */
  summary: fastSummarySchema.nullable(),
  serverTime: z.number(),
});

export const trendQuerySchema = z.object({ gameCode: lotteryGameCodeSchema, count: z.coerce.number().int().min(1).max(LOTTERY_NUMERO_COUNT).default(30) });
export const trendValueSchema = z.object({
  gameCode: z.string(),
  layout: lotteryLayoutSchema,
  /** draws read, newest first */
  draws: z.array(
    z.object({
      drawNo: z.string(),
      drawAt: z.number(),
      /** VN: the special prize; 5D: the five digits joined */
      headline: z.string(),
      /** VN: the special prize's last two digits (đề); 5D: null */
      de: z.string().nullable(),
      summary: fastSummarySchema.nullable(),
    }),
  ),
  /** VN: every lô ending 00-99 with its occurrences in the window and how many draws ago it last came (null: not in the window) */
  loFrequency: z.array(z.object({ number: z.string(), hits: z.number().int(), drawsSinceSeen: z.number().int().nullable() })).nullable(),
  /** 5D: per position (1-5), how often each digit 0-9 came */
  positionFrequency: z.array(z.array(z.number().int())).nullable(),
});

// --- rules and odds ---
export const lotteryPlayTypeInfoSchema = z.object({
  code: playTypeSchema,
  nameKey: z.string(),
  pickKind: z.enum(['numbers', 'options']),
  /** numbers: digits of each pick */
  digits: z.number().int().nullable(),
  /** options: BIG/SMALL or ODD/EVEN */
  options: z.array(z.string()).nullable(),
  minPicks: z.number().int(),
  maxPicks: z.number().int(),
  combinationSize: z.number().int(),
  exclusive: z.boolean(),
  /** the brand's odds: thousandths (for lottery-rules) and as a decimal multiplier */
  oddsThousandths: z.number().int(),
  odds: z.number(),
  /** stake per bet limits */
  minStakeMinor: minor,
  minStake: major,
  maxStakeMinor: minor,
  maxStake: major,
});
export type LotteryPlayTypeInfo = z.infer<typeof lotteryPlayTypeInfoSchema>;

/** A play type as the rules call describes it: its pick rules from PLAY_TYPE_DEFS with the brand's odds and stake limits (`digits`: its currency's). */
export function playTypeInfo(code: PlayType, brand: { oddsThousandths: number; minStakeMinor: number; maxStakeMinor: number }, digits: number): LotteryPlayTypeInfo {
  const d = PLAY_TYPE_DEFS[code];
  return {
    code,
    nameKey: d.nameKey,
    pickKind: d.pick.kind,
    digits: d.pick.kind === 'numbers' ? d.pick.digits : null,
    options: d.pick.kind === 'options' ? [...d.pick.options] : null,
    minPicks: d.minPicks,
    maxPicks: d.maxPicks,
    combinationSize: d.combinationSize,
    exclusive: d.exclusive,
    oddsThousandths: brand.oddsThousandths,
    odds: brand.oddsThousandths / 1000,
    minStakeMinor: brand.minStakeMinor,
    minStake: minorToMajor(brand.minStakeMinor, digits),
    maxStakeMinor: brand.maxStakeMinor,
    maxStake: minorToMajor(brand.maxStakeMinor, digits),
  };
}
export const lotteryRulesValueSchema = z.object({
  game: lotteryGameSchema,
  /** VN layouts: prize rows (count and digits); null for 5D */
  prizeTable: z.array(z.object({ prize: z.enum(VN_PRIZES), count: z.number().int(), digits: z.number().int() })).nullable(),
  playTypes: z.array(lotteryPlayTypeInfoSchema),
});

export const verifyValueSchema = z.object({
  gameCode: z.string(),
  drawNo: z.string(),
  seedHash: z.string(),
  serverSeed: z.string(),
  /** SHA-256(serverSeed) equals the hash published when the draw opened */
  hashMatches: z.boolean(),
  /** the result recomputed from the revealed seed (see lottery-rules.ts) */
  recomputed: drawResultSchema,
  resultMatches: z.boolean(),
  algorithm: z.string(),
});

// --- launch ---
export const lotteryLaunchQuerySchema = z.object({
  /** VN opens /vnlottery; any other area /lottery */
  lottoArea: optionalQuery(z.string().trim().toUpperCase().max(8)),
  launchMode: optionalQuery(z.literal('LOTT')),
  lottoPrizeMode: optionalQuery(prizeModeSchema),
  lottoGameCode: optionalQuery(lotteryGameCodeSchema),
  lottoView: z.preprocess(blankToUndefined, z.enum(['betting', 'lobby']).default('lobby')),
  device: optionalQuery(z.string().max(16)),
  /** where the page's back button goes: a path on this site (/...); anything else is refused */
  backUrl: optionalQuery(
    z
      .string()
      .max(512)
      .regex(/^\/(?![/\\])[^\s]*$/, 'a path on this site'),
  ),
  language: optionalQuery(languageSchema),
});
export const lotteryLaunchValueSchema = z.object({ url: z.string() });

// --- bets ---
export const lotteryBetStatusSchema = z.enum(['open', 'won', 'lost', 'cancelled']);
export const placeBetBodySchema = z.object({
  gameCode: lotteryGameCodeSchema,
  /** the draw bet on (the current draw's drawNo): a bet for a draw that has closed answers DRAW_CLOSED */
  drawNo: drawNoSchema,
  playType: playTypeSchema,
  /** the picks: numbers with their exact digit count ("07") or BIG/SMALL/ODD/EVEN */
  numbers: z.array(z.string().max(8)).min(1).max(100),
  /** the stake per bet (decimal amount); the ticket costs stake x betCount */
  stake: amountInputSchema,
  /** idempotency key: a retry with the same id returns the first bet and moves nothing */
  requestId: requestIdSchema,
});
export type PlaceBetBody = z.input<typeof placeBetBodySchema>;

export const lotteryBetSchema = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  drawNo: z.string(),
  playType: playTypeSchema,
  numbers: z.array(z.string()),
  betCount: z.number().int(),
  unitStakeMinor: minor,
  unitStake: major,
  stakeMinor: minor,
  stake: major,
  oddsThousandths: z.number().int(),
  odds: z.number(),
  /** what the ticket wins if every bet wins once (one bet for exclusive play types) */
  potentialWinMinor: minor,
  potentialWin: major,
  status: lotteryBetStatusSchema,
  /** winning bets (lô: occurrences; xiên: winning combinations) once settled */
  winningBets: z.number().int(),
  payoutMinor: minor,
  payout: major,
  placedAt: z.number(),
  settledAt: z.number().nullable(),
  drawStatus: drawStatusSchema,
  drawAt: z.number(),
  /** the draw's result once drawn */
  result: drawResultSchema.nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const placeBetValueSchema = z.object({
  bet: lotteryBetSchema,
  /** true: this requestId was placed before; nothing moved now */
  duplicate: z.boolean(),
  /** the main wallet's balance after the bet */
  balanceMinor: minor,
  balance: major,
});

export const myBetsQuerySchema = z.object({
  ...pageQueryShape,
  ...rangeQueryShape,
  gameCode: optionalQuery(lotteryGameCodeSchema),
  status: optionalQuery(lotteryBetStatusSchema),
  drawNo: optionalQuery(drawNoSchema),
});
export const myBetsValueSchema = z.object({ list: z.array(lotteryBetSchema), ...pageValueShape });
