/**
 * What a wager is worth: the one rule every reward path reads (issue 27).
 *
 * Every bet knows its expected house edge: our in-house games from the odds the player chose, a lottery ticket from
 * its play type's odds table, a vendor game from the return to player (RTP) the provider declares for it, else the
 * brand's default for its category. The brand sets, per category, the edge floor a bet needs to count in full; a bet
 * below it counts edge / floor of its stake (a 1 % dice round under a 3 % floor counts a third), and a bet that hedges
 * another (the opposite side of a lottery bet in the same draw, several numbers of an exclusive play type) counts
 * once at most. The share that counts is the bet's wager weight; settlement sets valid_bet_minor = stake x weight,
 * and bonus wagering, rebates, points, missions, VIP turnover, agent figures and the withdrawal turnover all read it.
 *
 * Why this keeps the house's edge: a reward paid at rate r on valid bets returns r x weight of a stake whose expected
 * loss is its edge; with weight <= edge / floor, r x weight <= r x edge / floor < edge whenever r < floor. The reward
 * budget (modules/promotions/reward-budget.ts) keeps every category's rates together below its floor.
 */
import { countedStake, FULL_WEIGHT_BP, inhouseEdgeBp, weightOfEdge } from '@app/contract/wager-worth';
import { combinations, PLAY_TYPE_DEFS, VN_PRIZE_TABLES, type LotteryLayout, type PlayType } from '@app/contract/lottery-rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wagerRules } from '../../db/schema';

// the pure rule is shared with the play pages (packages/contract/src/wager-worth.ts)
export { countedStake, FULL_WEIGHT_BP, inhouseEdgeBp, weightOfEdge };


/**
 * The edge (bp) a bet needs to count in full, per category: 4 %, a slot's usual edge, everywhere by default, so a unit
 * of valid turnover carries the same edge whatever was played and one reward budget fits every category. In-house dice
 * and crash (1 %) count a quarter, live tables (about 1.2 %) less than a third, the even-money fast lottery (2.5 %) 62 %.
 */
export const DEFAULT_EDGE_FLOOR_BP: Record<string, number> = { RNG: 400, FISH: 400, INHOUSE: 400, PVP: 400, LIVE: 400, SPORTS: 400, ESPORTS: 400, ELOTT: 400 };

/** The RTP (bp) assumed for a vendor game that declares none, per category. */
export const DEFAULT_RTP_BP: Record<string, number> = { RNG: 9_600, FISH: 9_600, INHOUSE: 9_900, PVP: 9_700, LIVE: 9_850, SPORTS: 9_500, ESPORTS: 9_500, ELOTT: 9_500 };

export interface WagerRules {
  edgeFloorBp: Record<string, number>;
  defaultRtpBp: Record<string, number>;
}

/** Rules change rarely (an operator's edit); a bet reads them from a short cache rather than a query each. */
const RULES_TTL_MS = 5_000;
const rulesCache = new WeakMap<object, Map<string, { at: number; rules: WagerRules }>>();

/** The brand's rules (the defaults when none are provisioned). */
export async function wagerRulesOf(db: Db, brandId: string): Promise<WagerRules> {
  let cache = rulesCache.get(db);
  if (!cache) rulesCache.set(db, (cache = new Map()));
  const hit = cache.get(brandId);
  if (hit && Date.now() - hit.at < RULES_TTL_MS) return hit.rules;
  const [row] = await db.select().from(wagerRules).where(eq(wagerRules.brandId, brandId));
  const rules = { edgeFloorBp: { ...DEFAULT_EDGE_FLOOR_BP, ...(row?.edgeFloorBp ?? {}) }, defaultRtpBp: { ...DEFAULT_RTP_BP, ...(row?.defaultRtpBp ?? {}) } };
  cache.set(brandId, { at: Date.now(), rules });
  return rules;
}

/** Forgets the cached rules (an operator changed them, or a test did). */
export function forgetWagerRules(db: Db) {
  rulesCache.delete(db);
}

/** The edge of a game with this RTP (bp). */
export const edgeOfRtp = (rtpBp: number) => FULL_WEIGHT_BP - rtpBp;

/** How many bets of one pick win a draw on average: the prize table's numbers are uniform digits. */
function expectedWinsPerBet(layout: LotteryLayout, playType: PlayType): number {
  if (layout === 'FAST_5D') return 0.5; // big/small and odd/even of a digit or of the sum of five: even chances
  const table = VN_PRIZE_TABLES[layout];
  const endings = (digits: number) => table.reduce((n, row) => n + (row.digits >= digits ? row.count : 0), 0);
  switch (playType) {
    case 'LO2':
      return endings(2) / 100;
    case 'LO3':
      return endings(3) / 1_000;
    case 'DE':
    case 'DE_FIRST':
      return 1 / 100;
    case 'BA_CANG':
      return 1 / 1_000;
    default: {
      // xiên k: every one of k distinct endings appears among the lô results (inclusion-exclusion over the misses)
      const k = PLAY_TYPE_DEFS[playType].combinationSize;
      const n = endings(2);
      let p = 0;
      for (let j = 0; j <= k; j++) p += (j % 2 ? -1 : 1) * combinations(k, j) * (1 - j / 100) ** n;
      return p;
    }
  }
}

/** A lottery bet's edge (bp) from its odds (thousandths of the stake a winning bet returns). */
export function lotteryEdgeBp(layout: LotteryLayout, playType: PlayType, oddsThousandths: number): number {
  const rtp = (expectedWinsPerBet(layout, playType) * oddsThousandths) / 1_000;
  return Math.round((1 - rtp) * FULL_WEIGHT_BP);
}

/**
 * The share of a lottery ticket that counts. An exclusive play type (đề, ba càng, big/small, odd/even) can win one
 * bet a draw, so its picks cover each other: the ticket counts one bet's stake at most. A ticket on another pick of
 * the same draw and exclusive play type as an earlier open ticket hedges it and counts nothing.
 */
export function lotteryHedgeWeightBp(playType: PlayType, picks: number, hedgesEarlierTicket: boolean): number {
  if (!PLAY_TYPE_DEFS[playType].exclusive) return FULL_WEIGHT_BP;
  if (hedgesEarlierTicket) return 0;
  return Math.floor(FULL_WEIGHT_BP / Math.max(1, picks));
}

export interface WagerWorth {
  edgeBp: number;
  wagerWeightBp: number;
}

/** A bet's edge and weight under its brand's floor for the category; hedgeWeightBp scales it further (default all). */
export async function wagerWorth(db: Db, input: { brandId: string; gameType: string; edgeBp: number; hedgeWeightBp?: number }): Promise<WagerWorth> {
  const rules = await wagerRulesOf(db, input.brandId);
  const floor = rules.edgeFloorBp[input.gameType] ?? 0;
  const edgeWeight = weightOfEdge(input.edgeBp, floor);
  return { edgeBp: input.edgeBp, wagerWeightBp: Math.floor((edgeWeight * (input.hedgeWeightBp ?? FULL_WEIGHT_BP)) / FULL_WEIGHT_BP) };
}

/** A vendor game's edge: its declared RTP, else the brand's default for the category. */
export async function vendorGameEdgeBp(db: Db, input: { brandId: string; gameType: string; rtpBp: number | null }) {
  if (input.rtpBp !== null) return edgeOfRtp(input.rtpBp);
  const rules = await wagerRulesOf(db, input.brandId);
  return edgeOfRtp(rules.defaultRtpBp[input.gameType] ?? DEFAULT_RTP_BP.RNG!);
}

