import { describe, expect, it } from 'vitest';
import {
  CRASH_TARGET_LIMITS,
  DICE_OUTCOMES,
  DICE_TARGET_LIMITS,
  INHOUSE_RTP,
  SLOT_LINES,
  SLOT_PAYLINES,
  SLOT_REELS,
  type DiceDirection,
  type InhouseParams,
  crashPoint,
  dicePayoutOnWin,
  diceWinningRolls,
  floatsFromDigest,
  paramsProblem,
  playInhouse,
  slotLinePay,
} from './inhouse-games';

/** Deterministic pseudo-random 32-byte digests (xorshift128+ style), standing in for HMAC outputs. */
function digests(seed: number) {
  let a = seed >>> 0 || 1;
  let b = (seed * 2654435761) >>> 0 || 7;
  const bytes = new Uint8Array(32);
  return () => {
    for (let i = 0; i < 32; i += 4) {
      let t = a ^ (a << 11);
      a = b;
      b = (b ^ (b >>> 19) ^ t ^ (t >>> 8)) >>> 0;
      t = b;
      bytes[i] = t >>> 24;
      bytes[i + 1] = (t >>> 16) & 0xff;
      bytes[i + 2] = (t >>> 8) & 0xff;
      bytes[i + 3] = t & 0xff;
    }
    return bytes;
  };
}

/** Return to player by simulation: total payout / total stake over n rounds. */
function simulate(params: InhouseParams, stake: number, n: number, seed: number) {
  const next = digests(seed);
  let paid = 0;
  for (let i = 0; i < n; i++) paid += playInhouse(params, stake, next()).payout;
  return paid / (stake * n);
}

const fromUint32 = (x: number) => {
  const d = new Uint8Array(32);
  d[0] = x >>> 24;
  d[1] = (x >>> 16) & 0xff;
  d[2] = (x >>> 8) & 0xff;
  d[3] = x & 0xff;
  return d;
};

describe('provably fair floats', () => {
  it('reads 8 floats in [0, 1) from a digest, big-endian', () => {
    const d = fromUint32(0x80000000);
    expect(floatsFromDigest(d)[0]).toBe(0.5);
    expect(floatsFromDigest(new Uint8Array(32).fill(255)).every((f) => f < 1)).toBe(true);
    expect(() => floatsFromDigest(new Uint8Array(16))).toThrow();
  });
});

describe('slot', () => {
  it('states its return to player, computed exactly from reels and paytable: about 96.1%', () => {
    expect(INHOUSE_RTP.slot).toBeGreaterThan(0.955);
    expect(INHOUSE_RTP.slot).toBeLessThan(0.965);
    expect(SLOT_REELS).toHaveLength(5);
    expect(SLOT_PAYLINES).toHaveLength(SLOT_LINES);
  });

  it('pays the best of the wild run and the symbol run, left to right', () => {
    expect(slotLinePay(['SEVEN', 'SEVEN', 'SEVEN', 'BAR', 'BAR'])).toEqual({ symbol: 'SEVEN', count: 3, pay: 30 });
    expect(slotLinePay(['WILD', 'SEVEN', 'SEVEN', 'SEVEN', 'BAR'])).toEqual({ symbol: 'SEVEN', count: 4, pay: 150 });
    expect(slotLinePay(['WILD', 'WILD', 'WILD', 'CHERRY', 'BAR'])).toEqual({ symbol: 'WILD', count: 3, pay: 40 });
    expect(slotLinePay(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])).toEqual({ symbol: 'WILD', count: 5, pay: 1500 });
    expect(slotLinePay(['CHERRY', 'CHERRY', 'BAR', 'BAR', 'BAR']).pay).toBe(0);
    expect(slotLinePay(['BAR', 'SEVEN', 'BAR', 'BAR', 'BAR']).pay).toBe(0);
  });

  it('matches its stated RTP by simulation (400,000 spins, within 1.5 points)', () => {
    const rtp = simulate({ game: 'slot' }, 100, 400_000, 11);
    expect(Math.abs(rtp - INHOUSE_RTP.slot)).toBeLessThan(0.015);
  });

  it('settles in whole cents: payout = total line pay x line bet', () => {
    const next = digests(3);
    for (let i = 0; i < 1000; i++) {
      const r = playInhouse({ game: 'slot' }, 250, next());
      if (r.outcome.game !== 'slot') throw new Error('slot');
      expect(r.payout).toBe(r.outcome.wins.reduce((s, w) => s + w.pay, 0) * 25);
      expect(r.outcome.grid).toHaveLength(3);
    }
  });
});

describe('dice', () => {
  it('returns 99% exactly over all rolls, for any target (up to the cent rounding)', () => {
    for (const [target, direction] of [[5000, 'under'], [100, 'under'], [9800, 'under'], [199, 'over'], [5000, 'over'], [9899, 'over']] as Array<[number, DiceDirection]>) {
      const wins = diceWinningRolls(target, direction);
      const rtp = (wins / DICE_OUTCOMES) * (dicePayoutOnWin(1_000_000, target, direction) / 1_000_000);
      expect(rtp).toBeGreaterThan(0.9899);
      expect(rtp).toBeLessThanOrEqual(0.99);
    }
  });

  it('matches 99% by simulation (1,000,000 rolls)', () => {
    expect(Math.abs(simulate({ game: 'dice', target: 5000, direction: 'under' }, 100, 1_000_000, 5) - 0.99)).toBeLessThan(0.006);
    expect(Math.abs(simulate({ game: 'dice', target: 2500, direction: 'over' }, 100, 1_000_000, 6) - 0.99)).toBeLessThan(0.006);
  });

  it('rolls within 0..9999 and wins by the bet direction', () => {
    const low = playInhouse({ game: 'dice', target: 5000, direction: 'under' }, 100, fromUint32(0));
    expect(low.outcome).toMatchObject({ roll: 0, win: true });
    expect(low.payout).toBe(198);
    const high = playInhouse({ game: 'dice', target: 5000, direction: 'under' }, 100, fromUint32(0xffffffff));
    expect(high.outcome).toMatchObject({ roll: 9999, win: false });
    expect(high.payout).toBe(0);
  });

  it('refuses targets outside 1%..98% chance', () => {
    expect(paramsProblem({ game: 'dice', target: DICE_TARGET_LIMITS.under.min - 1, direction: 'under' }, 100)).toBe('target');
    expect(paramsProblem({ game: 'dice', target: DICE_TARGET_LIMITS.over.max + 1, direction: 'over' }, 100)).toBe('target');
    expect(paramsProblem({ game: 'dice', target: 5000, direction: 'over' }, 100)).toBeNull();
  });
});

describe('crash', () => {
  it('crashes at x1.00 about 1% of the time and follows 0.99 / m', () => {
    expect(crashPoint(fromUint32(0))).toBe(100);
    // X = 2^31: 99 x 2^32 / 2^31 = 198 -> x1.98
    expect(crashPoint(fromUint32(0x80000000))).toBe(198);
    expect(crashPoint(fromUint32(0xffffffff))).toBeGreaterThan(1_000_000);
  });

  it('matches 99% by simulation at several cash-out targets (1,000,000 rounds each)', () => {
    for (const cashout of [150, 200, 1000]) {
      expect(Math.abs(simulate({ game: 'crash', cashout }, 100, 1_000_000, cashout) - 0.99), `x${cashout / 100}`).toBeLessThan(0.012);
    }
  });

  it('refuses cash-out targets outside x1.01..x1000 and slot stakes not split evenly over the lines', () => {
    expect(paramsProblem({ game: 'crash', cashout: CRASH_TARGET_LIMITS.min - 1 }, 100)).toBe('cashout');
    expect(paramsProblem({ game: 'crash', cashout: CRASH_TARGET_LIMITS.max + 1 }, 100)).toBe('cashout');
    expect(paramsProblem({ game: 'slot' }, 105)).toBe('stake');
    expect(paramsProblem({ game: 'slot' }, 0)).toBe('stake');
  });
});
