/**
 * The lottery's pure rules, shared by the server (which validates and settles bets with them) and the web client
 * (which shows the same stake, bet count and potential win while the player types). Nothing here reads a clock,
 * a database or a random source.
 *
 * Money is integer minor units (cents). Odds are integers in thousandths of the stake per bet: 95000 = x95, 1950 = x1.95.
 * A winning bet returns stake x odds (the stake is included); a lô bet does so once per occurrence.
 *
 * Layouts (what one draw produces):
 * - VN_NORTH: the North's 27 numbers: special 5 digits, 1st 5, 2 x 2nd 5, 6 x 3rd 5, 4 x 4th 4, 6 x 5th 4, 3 x 6th 3, 4 x 7th 2.
 * - VN_SOUTH: the South's and Central's 18 numbers: special 6 digits, 1st 5, 2nd 5, 2 x 3rd 5, 7 x 4th 5, 5th 4,
 *   3 x 6th 4, 7th 3, 8th 2.
 * - FAST_5D: five digits 0-9 (fast e-lottery). Big/small and odd/even are read on the SUM of the five digits
 *   (0-22 small, 23-45 big: exactly even odds) or on the LAST digit (0-4 small, 5-9 big).
 *
 * Provably fair results: a draw's server seed (64 hex characters) is committed by SHA-256(seed text) when the draw
 * opens and revealed after it is drawn. Its digits are HMAC-SHA256(key = seed text, message = `${gameCode}:${drawNo}:${block}`)
 * for block 0, 1, 2, ...; every byte below 250 gives the digit byte % 10 (bytes 250-255 are skipped, so each digit is
 * uniform). The digits fill the layout's prize table in the order of VN_PRIZE_TABLES (each number left to right),
 * or are the five FAST_5D digits. digitsFromDigest and buildResult below do that part.
 *
 * No zod here: the web client's lottery screens use these rules while they load, and building schemas costs a phone
 * hundreds of milliseconds. Their schemas are in lottery.ts.
 */

/** The spec's numero count: draws with results a history shows. */
export const LOTTERY_NUMERO_COUNT = 100;

export const LOTTERY_LAYOUTS = ['VN_NORTH', 'VN_SOUTH', 'FAST_5D'] as const;
export type LotteryLayout = (typeof LOTTERY_LAYOUTS)[number];

export const VN_PRIZES = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;
export type VnPrize = (typeof VN_PRIZES)[number];

export interface PrizeRow {
  prize: VnPrize;
  /** how many numbers the prize draws */
  count: number;
  /** digits of each number */
  digits: number;
}

/** Vietnamese prize tables, in the order the result digits fill them. */
export const VN_PRIZE_TABLES: Record<'VN_NORTH' | 'VN_SOUTH', readonly PrizeRow[]> = {
  VN_NORTH: [
    { prize: 'special', count: 1, digits: 5 },
    { prize: 'first', count: 1, digits: 5 },
    { prize: 'second', count: 2, digits: 5 },
    { prize: 'third', count: 6, digits: 5 },
    { prize: 'fourth', count: 4, digits: 4 },
    { prize: 'fifth', count: 6, digits: 4 },
    { prize: 'sixth', count: 3, digits: 3 },
    { prize: 'seventh', count: 4, digits: 2 },
  ],
  VN_SOUTH: [
    { prize: 'special', count: 1, digits: 6 },
    { prize: 'first', count: 1, digits: 5 },
    { prize: 'second', count: 1, digits: 5 },
    { prize: 'third', count: 2, digits: 5 },
    { prize: 'fourth', count: 7, digits: 5 },
    { prize: 'fifth', count: 1, digits: 4 },
    { prize: 'sixth', count: 3, digits: 4 },
    { prize: 'seventh', count: 1, digits: 3 },
    { prize: 'eighth', count: 1, digits: 2 },
  ],
};
export const FAST_5D_DIGITS = 5;

// --- results ---

export interface VnResult {
  kind: 'vn';
  /** in VN_PRIZE_TABLES order (special first); numbers keep their leading zeros */
  prizes: { prize: VnPrize; numbers: string[] }[];
}
export interface DigitsResult {
  kind: 'digits';
  digits: number[];
}
export type DrawResult = VnResult | DigitsResult;

/** How many random digits a draw of the layout needs. */
export function layoutDigitCount(layout: LotteryLayout): number {
  if (layout === 'FAST_5D') return FAST_5D_DIGITS;
  return VN_PRIZE_TABLES[layout].reduce((sum, row) => sum + row.count * row.digits, 0);
}

/** How many numbers the prize table has (27 North, 18 South and Central, 5 digits for 5D). */
export function layoutNumberCount(layout: LotteryLayout): number {
  if (layout === 'FAST_5D') return FAST_5D_DIGITS;
  return VN_PRIZE_TABLES[layout].reduce((sum, row) => sum + row.count, 0);
}

/** The HMAC message of one block of a draw's random digits. */
export const resultMessage = (gameCode: string, drawNo: string, block: number) => `${gameCode}:${drawNo}:${block}`;

/** Uniform digits from one HMAC digest: bytes below 250 give byte % 10, the rest are skipped. */
export function digitsFromDigest(digest: Uint8Array): number[] {
  const digits: number[] = [];
  for (const byte of digest) if (byte < 250) digits.push(byte % 10);
  return digits;
}

/** The draw result from its random digits (at least layoutDigitCount of them; extra ones are ignored). */
export function buildResult(layout: LotteryLayout, digits: readonly number[]): DrawResult {
  const needed = layoutDigitCount(layout);
  if (digits.length < needed) throw new Error(`a ${layout} result needs ${needed} digits, got ${digits.length}`);
  if (layout === 'FAST_5D') return { kind: 'digits', digits: digits.slice(0, FAST_5D_DIGITS) };
  let at = 0;
  const prizes = VN_PRIZE_TABLES[layout].map((row) => {
    const numbers: string[] = [];
    for (let i = 0; i < row.count; i++) {
      numbers.push(digits.slice(at, at + row.digits).join(''));
      at += row.digits;
    }
    return { prize: row.prize, numbers };
  });
  return { kind: 'vn', prizes };
}

/** The layout a result fits, or null when its shape is wrong (used to check stored and verified results). */
export function resultFitsLayout(result: DrawResult, layout: LotteryLayout): boolean {
  if (layout === 'FAST_5D') return result.kind === 'digits' && result.digits.length === FAST_5D_DIGITS;
  if (result.kind !== 'vn') return false;
  const table = VN_PRIZE_TABLES[layout];
  return (
    result.prizes.length === table.length &&
    table.every((row, i) => {
      const got = result.prizes[i];
      return got?.prize === row.prize && got.numbers.length === row.count && got.numbers.every((n) => n.length === row.digits && /^\d+$/.test(n));
    })
  );
}

const prizeNumbers = (result: VnResult, prize: VnPrize) => result.prizes.find((p) => p.prize === prize)?.numbers ?? [];
/** The special prize's number. */
export const specialNumber = (result: VnResult) => prizeNumbers(result, 'special')[0] ?? '';
/** The first prize's number. */
export const firstNumber = (result: VnResult) => prizeNumbers(result, 'first')[0] ?? '';

/** The lô results: the last `digits` digits of every prize number that has at least that many (duplicates kept). */
export function loNumbers(result: VnResult, digits: 2 | 3): string[] {
  const out: string[] = [];
  for (const p of result.prizes) for (const n of p.numbers) if (n.length >= digits) out.push(n.slice(-digits));
  return out;
}

export const digitsSum = (result: DigitsResult) => result.digits.reduce((a, b) => a + b, 0);
/** Big/small of the sum of five digits (23-45 big) and of one digit (5-9 big). */
export const sumBigSmall = (sum: number): 'BIG' | 'SMALL' => (sum >= 23 ? 'BIG' : 'SMALL');
export const digitBigSmall = (digit: number): 'BIG' | 'SMALL' => (digit >= 5 ? 'BIG' : 'SMALL');
export const oddEven = (n: number): 'ODD' | 'EVEN' => (n % 2 === 1 ? 'ODD' : 'EVEN');

// --- play types ---

export const PLAY_TYPES = [
  'LO2',
  'LO3',
  'DE',
  'DE_FIRST',
  'BA_CANG',
  'XIEN2',
  'XIEN3',
  'XIEN4',
  'SUM_BIG_SMALL',
  'SUM_ODD_EVEN',
  'LAST_BIG_SMALL',
  'LAST_ODD_EVEN',
] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

export type PickKind = { kind: 'numbers'; digits: 2 | 3 } | { kind: 'options'; options: readonly string[] };

export interface PlayTypeDef {
  code: PlayType;
  /** text-pack key of its name (lottery_play_lo2, ...) */
  nameKey: string;
  layouts: readonly LotteryLayout[];
  pick: PickKind;
  minPicks: number;
  maxPicks: number;
  /** 1: every pick is one bet; k: every k-number combination of the picks is one bet (xiên) */
  combinationSize: number;
  /** at most one bet of a ticket can win a draw (đề, ba càng, big/small): the potential win counts one bet */
  exclusive: boolean;
}

const VN: readonly LotteryLayout[] = ['VN_NORTH', 'VN_SOUTH'];
const FAST: readonly LotteryLayout[] = ['FAST_5D'];
const twoDigits: PickKind = { kind: 'numbers', digits: 2 };
const threeDigits: PickKind = { kind: 'numbers', digits: 3 };
const bigSmall: PickKind = { kind: 'options', options: ['BIG', 'SMALL'] };
const oddEvenPick: PickKind = { kind: 'options', options: ['ODD', 'EVEN'] };

const def = (code: PlayType, layouts: readonly LotteryLayout[], pick: PickKind, minPicks: number, maxPicks: number, combinationSize: number, exclusive: boolean): PlayTypeDef => ({
  code,
  nameKey: `lottery_play_${code.toLowerCase()}`,
  layouts,
  pick,
  minPicks,
  maxPicks,
  combinationSize,
  exclusive,
});

/** Every play type: which layouts offer it, what the player picks and how picks become bets. */
export const PLAY_TYPE_DEFS: Record<PlayType, PlayTypeDef> = {
  /** lô 2 số: a 2-digit number against the last 2 digits of every prize number; pays per occurrence */
  LO2: def('LO2', VN, twoDigits, 1, 100, 1, false),
  /** lô 3 số: a 3-digit number against the last 3 digits of every prize number of 3+ digits; pays per occurrence */
  LO3: def('LO3', VN, threeDigits, 1, 100, 1, false),
  /** đề: the special prize's last 2 digits */
  DE: def('DE', VN, twoDigits, 1, 100, 1, true),
  /** đề giải nhất: the first prize's last 2 digits */
  DE_FIRST: def('DE_FIRST', VN, twoDigits, 1, 100, 1, true),
  /** ba càng: the special prize's last 3 digits */
  BA_CANG: def('BA_CANG', VN, threeDigits, 1, 100, 1, true),
  /** xiên 2/3/4: every k-number combination of the picks is a bet; it wins when all k appear among the lô 2 results */
  XIEN2: def('XIEN2', VN, twoDigits, 2, 10, 2, false),
  XIEN3: def('XIEN3', VN, twoDigits, 3, 10, 3, false),
  XIEN4: def('XIEN4', VN, twoDigits, 4, 10, 4, false),
  SUM_BIG_SMALL: def('SUM_BIG_SMALL', FAST, bigSmall, 1, 2, 1, true),
  SUM_ODD_EVEN: def('SUM_ODD_EVEN', FAST, oddEvenPick, 1, 2, 1, true),
  LAST_BIG_SMALL: def('LAST_BIG_SMALL', FAST, bigSmall, 1, 2, 1, true),
  LAST_ODD_EVEN: def('LAST_ODD_EVEN', FAST, oddEvenPick, 1, 2, 1, true),
};

/** The play types a layout offers, in PLAY_TYPES order. */
export const playTypesOf = (layout: LotteryLayout): PlayType[] => PLAY_TYPES.filter((p) => PLAY_TYPE_DEFS[p].layouts.includes(layout));

/** n choose k (exact for the small numbers the play types allow). */
export function combinations(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < k) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

export type SelectionProblem =
  | 'PLAY_TYPE_NOT_AVAILABLE'
  | 'NOT_DIGITS'
  | 'WRONG_DIGIT_COUNT'
  | 'UNKNOWN_OPTION'
  | 'DUPLICATE'
  | 'TOO_FEW'
  | 'TOO_MANY';

export type SelectionCheck =
  | { ok: true; picks: string[]; betCount: number }
  | { ok: false; problem: SelectionProblem; pick?: string; min?: number; max?: number; digits?: number };

/** What is wrong with one canonical (upper case) pick for the play type, or null when it is one of its picks. */
export function pickProblem(playType: PlayType, pick: string): { problem: SelectionProblem; pick: string; digits?: number } | null {
  const d = PLAY_TYPE_DEFS[playType];
  if (d.pick.kind === 'numbers') {
    if (!/^\d+$/.test(pick)) return { problem: 'NOT_DIGITS', pick };
    if (pick.length !== d.pick.digits) return { problem: 'WRONG_DIGIT_COUNT', pick, digits: d.pick.digits };
    return null;
  }
  return d.pick.options.includes(pick) ? null : { problem: 'UNKNOWN_OPTION', pick };
}

/**
 * Checks a ticket's picks for a play type on a layout. Numbers must have exactly the play type's digit count
 * ("05", not "5"); options are BIG/SMALL or ODD/EVEN (any case). On success the picks come back canonical
 * (upper case, sorted) with the number of bets they make.
 */
export function validateSelection(playType: PlayType, layout: LotteryLayout, picks: readonly string[]): SelectionCheck {
  const d = PLAY_TYPE_DEFS[playType];
  if (!d.layouts.includes(layout)) return { ok: false, problem: 'PLAY_TYPE_NOT_AVAILABLE' };
  const canonical: string[] = [];
  for (const raw of picks) {
    const pick = String(raw).trim().toUpperCase();
    const problem = pickProblem(playType, pick);
    if (problem) return { ok: false, ...problem };
    if (canonical.includes(pick)) return { ok: false, problem: 'DUPLICATE', pick };
    canonical.push(pick);
  }
  if (canonical.length < d.minPicks) return { ok: false, problem: 'TOO_FEW', min: d.minPicks, max: d.maxPicks };
  if (canonical.length > d.maxPicks) return { ok: false, problem: 'TOO_MANY', min: d.minPicks, max: d.maxPicks };
  canonical.sort();
  return { ok: true, picks: canonical, betCount: betCount(playType, canonical.length) };
}

/** Bets a ticket with this many picks makes: the picks, or their k-combinations for xiên. */
export const betCount = (playType: PlayType, picks: number) => combinations(picks, PLAY_TYPE_DEFS[playType].combinationSize);

/** What a ticket costs: the stake per bet times the bets. */
export const stakeTotalMinor = (unitStakeMinor: number, bets: number) => unitStakeMinor * bets;

/** What one winning bet (one occurrence for lô) returns: floor(stake x odds / 1000). BigInt keeps it exact. */
export function winPerBetMinor(unitStakeMinor: number, oddsThousandths: number): number {
  return Number((BigInt(unitStakeMinor) * BigInt(oddsThousandths)) / 1000n);
}

/**
 * The preview's potential win: every bet of the ticket winning once, except for exclusive play types where one
 * draw can make only one of its bets win (đề, ba càng, big/small). A lô number appearing twice pays twice.
 */
export function potentialWinMinor(playType: PlayType, unitStakeMinor: number, oddsThousandths: number, bets: number): number {
  const winning = PLAY_TYPE_DEFS[playType].exclusive ? Math.min(1, bets) : bets;
  return winPerBetMinor(unitStakeMinor, oddsThousandths) * winning;
}

export interface StakeLimits {
  minStakeMinor: number;
  maxStakeMinor: number;
}

/** The stake per bet against the brand's limits for the play type. */
export function checkStake(unitStakeMinor: number, limits: StakeLimits): { ok: true } | { ok: false; minMinor: number; maxMinor: number } {
  if (!Number.isSafeInteger(unitStakeMinor) || unitStakeMinor < limits.minStakeMinor || unitStakeMinor > limits.maxStakeMinor) {
    return { ok: false, minMinor: limits.minStakeMinor, maxMinor: limits.maxStakeMinor };
  }
  return { ok: true };
}

export type BetQuote =
  | { ok: true; picks: string[]; betCount: number; stakeTotalMinor: number; winPerBetMinor: number; potentialWinMinor: number }
  | ({ ok: false } & ({ problem: SelectionProblem; pick?: string; min?: number; max?: number; digits?: number } | { problem: 'STAKE_OUT_OF_RANGE'; minMinor: number; maxMinor: number }));

/** Everything the bet slip shows, as the server will compute it: picks, bets, total stake, win per bet, potential win. */
export function quoteBet(input: {
  playType: PlayType;
  layout: LotteryLayout;
  picks: readonly string[];
  unitStakeMinor: number;
  oddsThousandths: number;
  limits: StakeLimits;
}): BetQuote {
  const selection = validateSelection(input.playType, input.layout, input.picks);
  if (!selection.ok) return selection;
  const stake = checkStake(input.unitStakeMinor, input.limits);
  if (!stake.ok) return { ok: false, problem: 'STAKE_OUT_OF_RANGE', minMinor: stake.minMinor, maxMinor: stake.maxMinor };
  return {
    ok: true,
    picks: selection.picks,
    betCount: selection.betCount,
    stakeTotalMinor: stakeTotalMinor(input.unitStakeMinor, selection.betCount),
    winPerBetMinor: winPerBetMinor(input.unitStakeMinor, input.oddsThousandths),
    potentialWinMinor: potentialWinMinor(input.playType, input.unitStakeMinor, input.oddsThousandths, selection.betCount),
  };
}

export interface Ticket {
  playType: PlayType;
  picks: readonly string[];
  unitStakeMinor: number;
  oddsThousandths: number;
}

/**
 * Settles many tickets against one result: the result is read once (lô counts, special and first prize endings,
 * the 5D sum), then each ticket costs a few lookups. Returns the winning bets (lô: occurrences; xiên: winning
 * combinations) and the payout (winning bets x win per bet).
 */
export function ticketSettler(result: DrawResult): (ticket: Ticket) => { winningBets: number; payoutMinor: number } {
  const tally = (list: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const n of list) counts.set(n, (counts.get(n) ?? 0) + 1);
    return counts;
  };
  const vn = result.kind === 'vn';
  const lo2 = vn ? tally(loNumbers(result, 2)) : new Map<string, number>();
  const lo3 = vn ? tally(loNumbers(result, 3)) : new Map<string, number>();
  const special = vn ? specialNumber(result) : '';
  const first = vn ? firstNumber(result) : '';
  const sum = vn ? 0 : digitsSum(result);
  const last = vn ? 0 : (result.digits[result.digits.length - 1] ?? 0);
  const outcome: Partial<Record<PlayType, string>> = vn
    ? { DE: special.slice(-2), DE_FIRST: first.slice(-2), BA_CANG: special.slice(-3) }
    : { SUM_BIG_SMALL: sumBigSmall(sum), SUM_ODD_EVEN: oddEven(sum), LAST_BIG_SMALL: digitBigSmall(last), LAST_ODD_EVEN: oddEven(last) };

  const wins = (playType: PlayType, picks: readonly string[]): number => {
    const d = PLAY_TYPE_DEFS[playType];
    if (!d.layouts.includes(vn ? 'VN_NORTH' : 'FAST_5D')) return 0; // a play type of the other family never wins
    switch (playType) {
      case 'LO2':
      case 'LO3': {
        const counts = playType === 'LO2' ? lo2 : lo3;
        return picks.reduce((n, pick) => n + (counts.get(pick) ?? 0), 0);
      }
      case 'XIEN2':
      case 'XIEN3':
      case 'XIEN4':
        return combinations(picks.filter((p) => lo2.has(p)).length, d.combinationSize);
      default: {
        const drawn = outcome[playType];
        return drawn !== undefined && picks.includes(drawn) ? 1 : 0;
      }
    }
  };
  return (ticket) => {
    const winning = wins(ticket.playType, ticket.picks);
    return { winningBets: winning, payoutMinor: winning === 0 ? 0 : winning * winPerBetMinor(ticket.unitStakeMinor, ticket.oddsThousandths) };
  };
}

/** How many of a ticket's bets win against a result (lô: occurrences; xiên: winning combinations). */
export const winningBets = (playType: PlayType, picks: readonly string[], result: DrawResult): number =>
  ticketSettler(result)({ playType, picks, unitStakeMinor: 0, oddsThousandths: 0 }).winningBets;

/** A ticket's settlement: its winning bets and what it pays (winning bets x win per bet). */
export const settleTicket = (ticket: Ticket, result: DrawResult) => ticketSettler(result)(ticket);

/** Every number of `digits` digits with leading zeros: 00-99 or 000-999. */
export const allNumbers = (digits: number) => Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));

/**
 * A quick pick: `count` distinct picks for the play type (at least its minimum), drawn with `random` (values in [0, 1)).
 * The caller passes Math.random or a seeded generator.
 */
export function quickPick(playType: PlayType, count: number, random: () => number): string[] {
  const d = PLAY_TYPE_DEFS[playType];
  const wanted = Math.max(d.minPicks, Math.min(d.maxPicks, Math.floor(count)));
  const universe = d.pick.kind === 'options' ? [...d.pick.options] : allNumbers(d.pick.digits);
  const picks: string[] = [];
  for (let i = 0; i < wanted && universe.length; i++) {
    const at = Math.min(universe.length - 1, Math.floor(random() * universe.length));
    picks.push(universe.splice(at, 1)[0]!);
  }
  return picks.sort();
}
