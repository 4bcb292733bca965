import { z } from 'zod';
import { languageSchema } from './brand';
import { LOBBY_PAGE_SIZE } from './constants';
import { CLIENT_SEED_PATTERN, CRASH_TARGET_LIMITS, DICE_OUTCOMES, INHOUSE_GAMES, SLOT_SYMBOLS } from './inhouse-games';
import { gameTypeSchema } from './system';
import { amountInputSchema } from './wallet';

/**
 * Shapes of the games calls (spec section 7, "Games"; entities of section 3).
 * Money follows the wallet's convention (wallet.ts): every figure of a response comes twice, `xxxMinor` in integer
 * minor units (cents) for arithmetic and `xxx` as a decimal number; requests send decimal amounts ("0.50", 0.5).
 * Query values arrive as strings, so numbers are coerced and an empty string means "not given".
 */
const minor = z.number().int();
const major = z.number();

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
/** Database ids are 32-bit: a larger number is no id (and must not reach a query). */
const MAX_ID = 2_147_483_647;
const idSchema = z.coerce.number().int().positive().max(MAX_ID);
const pageSize = (fallback: number, max = 200) => z.coerce.number().int().min(1).max(max).default(fallback);

/** A vendor code (the spec's vassalage); 'all' (the vendor tabs' first entry) means no vendor filter. */
export const vendorCodeSchema = z.string().trim().toUpperCase().regex(/^[A-Z0-9_]{1,24}$/, 'a vendor code');
const vendorFilter = z.preprocess((v) => (typeof v === 'string' && v.toLowerCase() === 'all' ? undefined : blankToUndefined(v)), vendorCodeSchema.optional());
export const gameClassifySchema = z.string().trim().toUpperCase().regex(/^[A-Z_]{1,24}$/, 'a game classification');

/** isGame: a playable game, or a vendor tile that opens the vendor's game list (VASSALAGE). */
export const isGameSchema = z.enum(['GAME', 'VASSALAGE']);
export const launchPlatform = 'html5-desktop';

/** One catalogue entry (the spec's Game entity plus what the lobby tiles show). */
export const gameItemSchema = z.object({
  /** the catalogue id */
  nodeId: z.number().int(),
  /** the vendor's own id of the game (launch field gameId) */
  gameId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  /** the lobby category; ESPORTS for SPORTS vendors of ESPORTS_VENDOR_CODES */
  gameType: gameTypeSchema,
  gameClassify: z.string(),
  gameName: z.string(),
  minBet: major,
  minBetMinor: minor,
  minLineNum: z.number().int(),
  /** lottery games: the code and default play type /lottery and /vnlottery take */
  gameCode: z.string().nullable(),
  defaultPlayType: z.string().nullable(),
  /** a special lottery account type that opens the external lottery window; null for others */
  accountTypeName: z.string().nullable(),
  isGame: isGameSchema,
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** launching answers GAME_MAINTENANCE while true */
  maintenance: z.boolean(),
  /** when the brand's maintenance window of the vendor ends (epoch ms), while one is open (issue 29) */
  maintenanceUntil: z.number().int().nullable().optional(),
  /** published return to player in percent, when the vendor states one */
  rtp: z.number().nullable(),
  /** generated artwork on our server (/media/game/<nodeId>.svg); swap the host for an imageCDNs entry */
  imageUrl: z.string(),
  /** false for visitors */
  isFavorite: z.boolean(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

// --- game list (GCSGAME_gameList) ---
export const gameListQuerySchema = z.object({
  gameType: optionalQuery(gameTypeSchema),
  vassalage: vendorFilter,
  gameClassify: optionalQuery(gameClassifySchema),
  /** games playable at this stake: min bet <= minBet (a decimal amount, 0.05) */
  minBet: optionalQuery(z.coerce.number().min(0).max(1_000_000)),
  /** name search: games whose name contains it, case-insensitive */
  keyword: optionalQuery(z.string().trim().max(40)),
  pageNo,
  pageSize: pageSize(LOBBY_PAGE_SIZE),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;
export const gameListValueSchema = z.object({
  list: z.array(gameItemSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

// --- hot games (GCSGAME_hotGamesV2) ---
export const hotGamesQuerySchema = z.object({
  merchantCode: optionalQuery(z.string().max(32)),
  /** the spec's constant 2 (platform games) */
  isPlatform: z.coerce.number().pipe(z.literal(2)).default(2),
  vassalage: vendorFilter,
  gameType: optionalQuery(gameTypeSchema),
  platform: z.literal(launchPlatform).default(launchPlatform),
  language: optionalQuery(languageSchema),
  count: pageSize(24, 60),
});
export const hotGamesValueSchema = z.object({ list: z.array(gameItemSchema) });

// --- a vendor's classifications (GCSGAME_getVassGameType) ---
export const vassalageGameTypesQuerySchema = z.object({
  vassalage: vendorCodeSchema,
  gameType: optionalQuery(gameTypeSchema),
});
export const vassalageGameTypesValueSchema = z.object({
  vassalage: z.string(),
  list: z.array(z.object({ gameClassify: z.string(), count: z.number().int() })),
});

// --- vendors ---
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameType: gameTypeSchema,
  gameClassify: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  maintenance: z.boolean(),
  gameCount: z.number().int(),
  /** generated logo on our server */
  logoUrl: z.string(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;
export const newGameVendorQuerySchema = z.object({ gameType: optionalQuery(gameTypeSchema) });
export const newGameVendorValueSchema = z.object({ list: z.array(vendorCardSchema) });
export const vendorListQuerySchema = z.object({
  platform: z.literal(launchPlatform).default(launchPlatform),
  gameType: optionalQuery(gameTypeSchema),
});
export const vendorListValueSchema = z.object({
  data: z.object({
    /** one lane per category in the left menu's order, each with its vendors */
    lanes: z.array(z.object({ gameType: gameTypeSchema, title: z.string(), vendors: z.array(vendorCardSchema) })),
  }),
});

// --- game announcements (value.promotion) ---
export const gameAnnouncementsQuerySchema = z.object({
  gameType: optionalQuery(gameTypeSchema),
  language: optionalQuery(languageSchema),
});
export const gameAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  vassalage: z.string(),
  nodeId: z.number().int().nullable(),
  timestamp: z.number(),
});
export type GameAnnouncement = z.infer<typeof gameAnnouncementSchema>;
export const gameAnnouncementsValueSchema = z.object({ promotion: z.array(gameAnnouncementSchema) });

// --- favourites ---
export const favoriteGamesQuerySchema = z.object({
  /** the spec sends gameType RNG; absent means every category */
  gameType: optionalQuery(gameTypeSchema),
  token: optionalQuery(z.string().max(128)),
});
/** The node ids the member marked (every page at once: the grid's hearts need them all). */
export const favoriteGamesValueSchema = z.object({ content: z.array(z.number().int()), totalPages: z.number().int() });
export const favoriteGamesListQuerySchema = z.object({
  gameType: optionalQuery(gameTypeSchema),
  token: optionalQuery(z.string().max(128)),
  pageNo,
  pageSize: pageSize(LOBBY_PAGE_SIZE),
});
export const favoriteGamesListValueSchema = z.object({
  content: z.array(gameItemSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
});
export const favoriteBodySchema = z.object({
  nodeId: idSchema,
  /** the spec sends vendor and gameType too; when present they must match the game */
  vendor: vendorCodeSchema.optional(),
  gameType: gameTypeSchema.optional(),
});
export const favoriteValueSchema = z.object({ nodeId: z.number().int(), favorite: z.boolean() });

// --- recent games (GCS_recentGame) ---
export const recentGamesQuerySchema = z.object({
  clientType: z.coerce.number().pipe(z.literal(3)).default(3),
  gameType: optionalQuery(gameTypeSchema),
  pageNo,
  pageSize: pageSize(20, 50),
});
export const recentGameSchema = gameItemSchema.extend({ lastPlayedAt: z.number(), launches: z.number().int() });
export const recentGamesValueSchema = z.object({
  list: z.array(recentGameSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

// --- PVP rooms (GLS2_roomList) ---
export const pvpRoomsQuerySchema = z.object({
  vassalage: vendorFilter,
  nodeId: optionalQuery(idSchema),
  pageNo,
  pageSize: pageSize(LOBBY_PAGE_SIZE),
});
export const pvpRoomSchema = z.object({
  /** launch with this roomId */
  roomId: z.number().int(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameName: z.string(),
  roomName: z.string(),
  minBet: major,
  minBetMinor: minor,
  maxBet: major,
  maxBetMinor: minor,
  seats: z.number().int(),
  players: z.number().int(),
  status: z.enum(['OPEN', 'FULL', 'MAINTENANCE']),
});
export const pvpRoomsValueSchema = z.object({
  list: z.array(pvpRoomSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

// --- launch (/wps/game/launchGame and /wps/v2/game/launchGame) ---
const constant = <T extends string | number>(value: T) =>
  typeof value === 'number' ? z.coerce.number().pipe(z.literal(value)) : z.literal(value);
/** The spec's launch request: the constants are checked, a wrong one is a VALIDATION_ERROR. */
export const launchGameBodySchema = z
  .object({
    nodeId: idSchema.optional(),
    /** the vendor's game id; when sent with nodeId it must match */
    gameId: z.string().max(64).optional(),
    /** PVP: a room of the room list instead of a game */
    roomId: idSchema.optional(),
    vassalage: vendorCodeSchema.optional(),
    accountType: constant(1),
    confirmTrans: constant(0),
    clientType: constant(3),
    platform: constant(launchPlatform),
    launchMode: constant('GLS'),
    /** the session's own values; when present they must match it */
    username: z.string().max(64).optional(),
    token: z.string().max(128).optional(),
    merchantCode: z.string().max(32).optional(),
    /** v1 only (v2 reads the Language header) */
    language: languageSchema.optional(),
  })
  .refine((b) => b.nodeId !== undefined || b.roomId !== undefined, { message: 'nodeId or roomId is required', path: ['nodeId'] });
export type LaunchGameBody = z.input<typeof launchGameBodySchema>;
export const launchGameValueSchema = z.object({
  /** the URL to open (iframe on /game, full page on /seamless); swap its host for a launchGameCDNs entry */
  game_url: z.string(),
  /** the same game on the alternative host (the first launchGameCDNs entry, or game_url) */
  game_url2: z.string(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  /** play money (a trial account in an in-house game) */
  demo: z.boolean(),
  /** ms timestamp: the launch token must be opened before */
  expiresAt: z.number(),
});
export type LaunchGameValue = z.infer<typeof launchGameValueSchema>;
/** Value of a GAME_MAINTENANCE error: popular games to offer instead. */
export const gameMaintenanceValueSchema = z.object({
  nodeId: z.number().int(),
  suggestions: z.array(gameItemSchema),
  /** the end of the brand's maintenance window of the provider (epoch ms), when one is open (issue 29) */
  maintenanceUntil: z.number().int().nullable().optional(),
});

// --- popular games and winners ---
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const popularGamesQuerySchema = z.object({
  count: pageSize(20, 60),
  /** a lottery prize mode: popular lottery games only */
  prizeMode: optionalQuery(z.enum(PRIZE_MODES)),
  device: optionalQuery(z.string().max(16)),
  language: optionalQuery(languageSchema),
  gameType: optionalQuery(gameTypeSchema),
});
export const popularGamesValueSchema = z.object({ list: z.array(gameItemSchema) });
export const winnerBoardQuerySchema = z.object({
  gameType: optionalQuery(gameTypeSchema),
  pageSize: pageSize(20, 50),
});
export const winnerSchema = z.object({
  /** masked username */
  player: z.string(),
  gameName: z.string(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  prize: major,
  prizeMinor: minor,
  multiplier: z.number().nullable(),
  timestamp: z.number(),
});
export const winnerBoardValueSchema = z.object({ list: z.array(winnerSchema) });

// --- in-house games (our own provider) ---
export const inhouseGameSchema = z.enum(INHOUSE_GAMES);
/** The launch token of game_url (?session=...): the in-house play page authenticates with it. */
export const gameSessionSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'a game session token');
export const clientSeedSchema = z.string().regex(CLIENT_SEED_PATTERN, 'a client seed of 1 to 64 letters, digits, _ or -');
const diceDirectionSchema = z.enum(['under', 'over']);
export const inhouseParamsSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('slot') }),
  /** target in hundredths (50.00 = 5000) */
  z.object({ game: z.literal('dice'), target: z.number().int().min(0).max(DICE_OUTCOMES), direction: diceDirectionSchema }),
  /** auto cash-out multiplier in hundredths (x2.00 = 200) */
  z.object({ game: z.literal('crash'), cashout: z.number().int().min(CRASH_TARGET_LIMITS.min).max(CRASH_TARGET_LIMITS.max) }),
]);
export const fairnessSchema = z.object({
  /** SHA-256 (hex) of the current server seed: published before any round is played with it */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** the nonce of the next round */
  nonce: z.number().int(),
});
export type Fairness = z.infer<typeof fairnessSchema>;
const slotWinSchema = z.object({ line: z.number().int(), symbol: z.enum(SLOT_SYMBOLS), count: z.number().int(), pay: z.number().int() });
const slotResultSchema = z.object({
  game: z.literal('slot'),
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.enum(SLOT_SYMBOLS))),
  wins: z.array(slotWinSchema),
});
const diceOutcomeSchema = z.object({ game: z.literal('dice'), roll: z.number().int(), target: z.number().int(), direction: diceDirectionSchema, win: z.boolean() });
const crashOutcomeSchema = z.object({ game: z.literal('crash'), crashPoint: z.number().int(), cashout: z.number().int(), win: z.boolean() });
export const inhouseOutcomeSchema = z.discriminatedUnion('game', [slotResultSchema.extend({ lineBetMinor: z.number().int() }), diceOutcomeSchema, crashOutcomeSchema]);
/** An outcome without amounts (the slot's line bet tells the stake): what anyone may see of someone's round. */
export const inhousePublicOutcomeSchema = z.discriminatedUnion('game', [slotResultSchema, diceOutcomeSchema, crashOutcomeSchema]);
export const inhouseRoundSchema = z.object({
  roundId: z.string(),
  game: inhouseGameSchema,
  nodeId: z.number().int(),
  stake: major,
  stakeMinor: minor,
  payout: major,
  payoutMinor: minor,
  multiplier: z.number(),
  outcome: inhouseOutcomeSchema,
  clientSeed: z.string(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  /** null until the seed is rotated (revealed) */
  serverSeed: z.string().nullable(),
  demo: z.boolean(),
  createdAt: z.number(),
});
export type InhouseRound = z.infer<typeof inhouseRoundSchema>;
/** The public part of a recorded round: its result, without the member's stake, payout or time. */
export const inhouseRoundResultSchema = z.object({
  roundId: z.string(),
  game: inhouseGameSchema,
  nodeId: z.number().int(),
  multiplier: z.number(),
  outcome: inhousePublicOutcomeSchema,
});

export const inhouseRulesValueSchema = z.object({
  games: z.array(
    z.object({
      game: inhouseGameSchema,
      nodeId: z.number().int(),
      gameName: z.string(),
      /** return to player, 0..1 */
      rtp: z.number(),
      minStake: major,
      minStakeMinor: minor,
      maxStake: major,
      maxStakeMinor: minor,
      /** the game's published rules: paytable, reel strips, paylines, target limits (see inhouse-games.ts) */
      rules: z.record(z.string(), z.unknown()),
    }),
  ),
});
export const inhouseSessionBodySchema = z.object({ session: gameSessionSchema });
export const inhouseSessionValueSchema = z.object({
  game: inhouseGameSchema,
  nodeId: z.number().int(),
  gameName: z.string(),
  nickname: z.string(),
  /** the main wallet's balance, or the play-money balance when demo */
  balance: major,
  balanceMinor: minor,
  demo: z.boolean(),
  currencySymbol: z.string(),
  minStake: major,
  minStakeMinor: minor,
  maxStake: major,
  maxStakeMinor: minor,
  rtp: z.number(),
  /** the brand's edge floor for in-house games (bp): a round keeping less counts edge / floor toward wagering and rewards */
  edgeFloorBp: z.number().int().nonnegative(),
  fairness: fairnessSchema,
});
export const inhousePlayBodySchema = z.object({
  session: gameSessionSchema,
  /** the client's idempotency key: a retried request with the same id returns the same round */
  roundId: z.string().uuid(),
  /** a decimal amount; the slot splits it over its 10 lines, so its minor units must be a multiple of 10 */
  stake: amountInputSchema,
  params: inhouseParamsSchema,
});
export const inhousePlayValueSchema = z.object({ round: inhouseRoundSchema, balance: major, balanceMinor: minor, fairness: fairnessSchema });
export const inhouseClientSeedBodySchema = z.object({ session: gameSessionSchema, clientSeed: clientSeedSchema });
export const inhouseRotateSeedBodySchema = z.object({ session: gameSessionSchema, clientSeed: clientSeedSchema.optional() });
export const inhouseRotateSeedValueSchema = z.object({
  /** the retired seed, now public: every round played with it can be verified */
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), rounds: z.number().int() }),
  fairness: fairnessSchema,
});
export const inhouseRoundsQuerySchema = z.object({
  /** the play page's launch token; without it the member's login token is used */
  session: optionalQuery(gameSessionSchema),
  game: optionalQuery(inhouseGameSchema),
  pageNo,
  pageSize: pageSize(20, 100),
});
export const inhouseRoundsValueSchema = z.object({
  list: z.array(inhouseRoundSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  fairness: fairnessSchema,
});
/**
 * Verify a recorded round by id, or compute any round from seeds the player holds. By id, anyone sees the public
 * proof; the round's owner (its play page's session here, or the member's login token header) also sees its amounts.
 */
export const inhouseVerifyBodySchema = z.union([
  z.object({ roundId: z.string().uuid(), session: gameSessionSchema.optional() }).strict(),
  z
    .object({
      serverSeed: z.string().regex(/^[0-9a-f]{64}$/, 'a 64-character hex server seed'),
      clientSeed: clientSeedSchema,
      nonce: z.number().int().min(0).max(MAX_ID),
      stake: amountInputSchema,
      params: inhouseParamsSchema,
    })
    .strict(),
]);
export const inhouseVerifyValueSchema = z.object({
  revealed: z.boolean(),
  serverSeedHash: z.string(),
  /** null while the seed of a recorded round is still in use */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** HMAC-SHA256(serverSeed, clientSeed:nonce) in hex; null while unrevealed */
  digest: z.string().nullable(),
  /** the outcome computed from the seeds (null while unrevealed, and for someone else's recorded round: it holds the stake) */
  computed: z.object({ payout: major, payoutMinor: minor, multiplier: z.number(), outcome: inhouseOutcomeSchema }).nullable(),
  /** the recorded round's public result, when verifying by roundId */
  result: inhouseRoundResultSchema.nullable(),
  /** the recorded round with its amounts, when its owner verifies it by roundId */
  recorded: inhouseRoundSchema.nullable(),
  /** computed equals recorded and the seed hashes to the committed hash; null when there is nothing to compare */
  matches: z.boolean().nullable(),
});
