/**
 * The in-house games' pure outcome functions, shared by the server (which settles rounds) and the web client
 * (which can recompute any past round itself). Provably fair: a round's randomness is the 32-byte digest
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`); everything below maps that digest to an outcome
 * without any other input, so anyone holding the revealed server seed gets the same result.
 *
 * Money is integer minor units (cents); multipliers are integers in hundredths (x1.50 = 150) or exact fractions.
 */

export const INHOUSE_GAMES = ['slot', 'dice', 'crash'] as const;
export type InhouseGame = (typeof INHOUSE_GAMES)[number];

/** The message the server seed signs for one round. */
export const fairMessage = (clientSeed: string, nonce: number) => `${clientSeed}:${nonce}`;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The round digest with WebCrypto (browsers and Node): what a verification page recomputes on the player's side.
 * The key is the server seed's hex text as UTF-8, like the server's.
 */
export async function roundDigestWeb(serverSeed: string, clientSeed: string, nonce: number): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(fairMessage(clientSeed, nonce))));
}

/** SHA-256 of the server seed's hex text, in hex: compare it with the hash shown before play. */
export async function seedHashWeb(serverSeed: string): Promise<string> {
  return toHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(serverSeed))));
}

/** Client seeds: what a player may type (also the verification form). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Eight floats in [0, 1) from a 32-byte digest: 4 big-endian bytes each, divided by 2^32. */
export function floatsFromDigest(digest: Uint8Array): number[] {
  if (digest.length < 32) throw new Error('a round digest has 32 bytes');
  const out: number[] = [];
  for (let i = 0; i < 32; i += 4) out.push(uint32At(digest, i) / 2 ** 32);
  return out;
}
const uint32At = (d: Uint8Array, i: number) => ((d[i]! << 24) >>> 0) + (d[i + 1]! << 16) + (d[i + 2]! << 8) + d[i + 3]!;

export const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));

// --- slot: "Lucky Sevens", 5 reels x 3 rows, 10 fixed paylines, wild substitutes ---

export const SLOT_SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY', 'WILD'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const SLOT_ROWS = 3;
/** Pays per line, in line bets, for 3, 4 or 5 matching symbols from the leftmost reel (index = count). */
export const SLOT_PAYTABLE: Record<SlotSymbol, readonly number[]> = {
  SEVEN: [0, 0, 0, 30, 150, 750],
  BAR: [0, 0, 0, 15, 60, 250],
  BELL: [0, 0, 0, 10, 30, 120],
  PLUM: [0, 0, 0, 6, 20, 60],
  LEMON: [0, 0, 0, 4, 10, 40],
  CHERRY: [0, 0, 0, 3, 8, 20],
  WILD: [0, 0, 0, 40, 200, 1500],
};
/** How often each symbol (in SLOT_SYMBOLS order) sits on each reel's strip; wilds only sparingly on the outer reels. */
const SLOT_REEL_WEIGHTS: readonly (readonly number[])[] = [
  [1, 2, 3, 4, 5, 6, 1],
  [1, 2, 3, 4, 5, 6, 2],
  [1, 2, 3, 4, 5, 6, 2],
  [1, 2, 3, 4, 5, 6, 2],
  [1, 2, 3, 4, 5, 6, 1],
];
/** Rows read on each reel, top row 0. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
export const SLOT_LINES = SLOT_PAYLINES.length;

/** Reel strips spread each symbol evenly (deterministic, so the strips are part of the published rules). */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = SLOT_REEL_WEIGHTS.map((weights) => {
  const length = weights.reduce((a, b) => a + b, 0);
  const placed: Array<{ at: number; symbol: SlotSymbol }> = [];
  weights.forEach((count, s) => {
    for (let k = 0; k < count; k++) placed.push({ at: ((k + 0.5) * length) / count + s * 0.37, symbol: SLOT_SYMBOLS[s]! });
  });
  return placed.sort((a, b) => a.at - b.at).map((p) => p.symbol);
});

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** in line bets */
  pay: number;
}
export interface SlotOutcome {
  stops: number[];
  /** grid[row][reel] */
  grid: SlotSymbol[][];
  wins: SlotLineWin[];
  /** total pay in line bets */
  totalPay: number;
}

/** The pay of one line of five symbols: the better of the leading-wild run and the first symbol's run (wilds substitute). */
export function slotLinePay(line: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; pay: number } {
  let wilds = 0;
  while (wilds < line.length && line[wilds] === 'WILD') wilds++;
  const wildPay = SLOT_PAYTABLE.WILD[wilds] ?? 0;
  let best = { symbol: 'WILD' as SlotSymbol, count: wilds, pay: wildPay };
  if (wilds < line.length) {
    const symbol = line[wilds]!;
    let count = wilds;
    while (count < line.length && (line[count] === symbol || line[count] === 'WILD')) count++;
    const pay = SLOT_PAYTABLE[symbol][count] ?? 0;
    if (pay > best.pay) best = { symbol, count, pay };
  }
  return best;
}

export function slotOutcome(digest: Uint8Array): SlotOutcome {
  const floats = floatsFromDigest(digest);
  const stops = SLOT_REELS.map((strip, reel) => Math.floor(floats[reel]! * strip.length));
  const grid = Array.from({ length: SLOT_ROWS }, (_, row) =>
    SLOT_REELS.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const wins: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, line) => {
    const win = slotLinePay(rows.map((row, reel) => grid[row]![reel]!));
    if (win.pay > 0) wins.push({ line, ...win });
  });
  return { stops, grid, wins, totalPay: wins.reduce((a, w) => a + w.pay, 0) };
}

/**
 * The slot's exact return to player: every line reads one cell per reel, each cell is a symbol with its strip
 * frequency, reels are independent, so enumerating the 7^5 symbol combinations of one line gives the expectation.
 */
export function slotRtp(): number {
  const probabilities = SLOT_REELS.map((strip) => SLOT_SYMBOLS.map((s) => strip.filter((x) => x === s).length / strip.length));
  let expected = 0;
  const walk = (reel: number, line: SlotSymbol[], p: number) => {
    if (p === 0) return;
    if (reel === SLOT_REELS.length) {
      expected += p * slotLinePay(line).pay;
      return;
    }
    SLOT_SYMBOLS.forEach((s, i) => walk(reel + 1, [...line, s], p * probabilities[reel]![i]!));
  };
  walk(0, [], 1);
  return expected;
}

// --- dice: roll 0.00-99.99, bet under or over a target ---

/** Rolls are integers 0..9999, shown as 0.00..99.99. */
export const DICE_OUTCOMES = 10_000;
/** 1% house edge: a win pays 99% of the fair odds. */
export const DICE_RTP = 0.99;
/** 0.99 x 10000 as an integer, so payouts are exact. */
const DICE_PAY_NUMERATOR = 9_900;
export type DiceDirection = 'under' | 'over';
/** Targets in hundredths: the win chance stays between 1% and 98%. */
export const DICE_TARGET_LIMITS: Record<DiceDirection, { min: number; max: number }> = {
  under: { min: 100, max: 9800 },
  over: { min: 199, max: 9899 },
};

export const diceRoll = (digest: Uint8Array) => Math.floor(floatsFromDigest(digest)[0]! * DICE_OUTCOMES);

/** Winning rolls of a bet: under T wins on roll < T, over T wins on roll > T. */
export const diceWinningRolls = (target: number, direction: DiceDirection) =>
  direction === 'under' ? target : DICE_OUTCOMES - 1 - target;

export function diceTargetValid(target: number, direction: DiceDirection) {
  const limits = DICE_TARGET_LIMITS[direction];
  return Number.isInteger(target) && target >= limits.min && target <= limits.max;
}

/** The payout of a winning stake: floor(stake x 0.99 x 10000 / winning rolls). */
export const dicePayoutOnWin = (stake: number, target: number, direction: DiceDirection) =>
  Math.floor((stake * DICE_PAY_NUMERATOR) / diceWinningRolls(target, direction));

/** The multiplier shown for a bet, 4 decimals. */
export const diceMultiplier = (target: number, direction: DiceDirection) =>
  Math.floor((DICE_PAY_NUMERATOR * 10_000) / diceWinningRolls(target, direction)) / 10_000;

export const diceWins = (roll: number, target: number, direction: DiceDirection) =>
  direction === 'under' ? roll < target : roll > target;

// --- crash: a multiplier rises until it crashes; the player's auto cash-out target wins if reached ---

export const CRASH_RTP = 0.99;
/** Cash-out targets in hundredths: x1.01 to x1000. */
export const CRASH_TARGET_LIMITS = { min: 101, max: 100_000 } as const;
/** Crash points are capped at x1,000,000 (display only: every target is far below). */
export const CRASH_POINT_CAP = 100_000_000;

/**
 * The crash point in hundredths: floor(99 x 2^32 / (2^32 - X)) with X the first 4 digest bytes, at least 100.
 * P(point >= m) = 0.99 / (m / 100) for every target m, so every target returns 99%.
 * Integer arithmetic so the browser and the server agree to the cent.
 */
export function crashPoint(digest: Uint8Array): number {
  const x = uint32At(digest, 0);
  const numerator = 99 * 2 ** 32;
  const denominator = 2 ** 32 - x;
  let point = Math.floor(numerator / denominator);
  if (point * denominator > numerator) point -= 1; // guard the float division
  return Math.min(CRASH_POINT_CAP, Math.max(100, point));
}

export const crashPayoutOnWin = (stake: number, cashout: number) => Math.floor((stake * cashout) / 100);

// --- settling a round ---

export type InhouseParams =
  | { game: 'slot' }
  | { game: 'dice'; target: number; direction: DiceDirection }
  | { game: 'crash'; cashout: number };

export type InhouseOutcome =
  | { game: 'slot'; stops: number[]; grid: SlotSymbol[][]; wins: SlotLineWin[]; lineBetMinor: number }
  | { game: 'dice'; roll: number; target: number; direction: DiceDirection; win: boolean }
  | { game: 'crash'; crashPoint: number; cashout: number; win: boolean };

/** An outcome without amounts: the slot's line bet would tell the stake. */
export type InhousePublicOutcome = Exclude<InhouseOutcome, { game: 'slot' }> | Omit<Extract<InhouseOutcome, { game: 'slot' }>, 'lineBetMinor'>;
export function publicOutcome(outcome: InhouseOutcome): InhousePublicOutcome {
  if (outcome.game !== 'slot') return outcome;
  const { lineBetMinor: _stakeShare, ...rest } = outcome;
  return rest;
}

export interface InhouseResult {
  payout: number;
  /** payout / stake, 4 decimals */
  multiplier: number;
  outcome: InhouseOutcome;
}

/** Stake rules a round must meet before it is played (the caller checks limits in money). */
export function paramsProblem(params: InhouseParams, stake: number): string | null {
  if (!Number.isSafeInteger(stake) || stake <= 0) return 'stake';
  if (params.game === 'slot' && stake % SLOT_LINES !== 0) return 'stake';
  if (params.game === 'dice' && !diceTargetValid(params.target, params.direction)) return 'target';
  if (params.game === 'crash') {
    const { min, max } = CRASH_TARGET_LIMITS;
    if (!Number.isInteger(params.cashout) || params.cashout < min || params.cashout > max) return 'cashout';
  }
  return null;
}

/** The whole round from its digest: the one function the server settles with and the verifier recomputes. */
export function playInhouse(params: InhouseParams, stake: number, digest: Uint8Array): InhouseResult {
  let payout = 0;
  let outcome: InhouseOutcome;
  switch (params.game) {
    case 'slot': {
      const lineBet = stake / SLOT_LINES;
      const { stops, grid, wins, totalPay } = slotOutcome(digest);
      payout = totalPay * lineBet;
      outcome = { game: 'slot', stops, grid, wins, lineBetMinor: lineBet };
      break;
    }
    case 'dice': {
      const roll = diceRoll(digest);
      const win = diceWins(roll, params.target, params.direction);
      payout = win ? dicePayoutOnWin(stake, params.target, params.direction) : 0;
      outcome = { game: 'dice', roll, target: params.target, direction: params.direction, win };
      break;
    }
    case 'crash': {
      const point = crashPoint(digest);
      const win = point >= params.cashout;
      payout = win ? crashPayoutOnWin(stake, params.cashout) : 0;
      outcome = { game: 'crash', crashPoint: point, cashout: params.cashout, win };
      break;
    }
  }
  return { payout, multiplier: Math.floor((payout * 10_000) / stake) / 10_000, outcome };
}

let slotRtpValue: number | undefined;
/**
 * Published return to player of each game. The slot's is computed from its strips and paytable on first use: 7^5
 * combinations are too much work for every page that loads this module.
 */
export const INHOUSE_RTP: Readonly<Record<InhouseGame, number>> = {
  get slot() {
    return (slotRtpValue ??= slotRtp());
  },
  dice: DICE_RTP,
  crash: CRASH_RTP,
};
