import { describe, expect, it } from 'vitest';
import { recordedRound } from '../testing/inhouse-fixtures';
import { paramsOf, sameValue, verifyRound } from './verify';

describe('verifying a round in the browser', () => {
  it.each([
    [{ game: 'slot' } as const, 100],
    [{ game: 'dice', target: 4950, direction: 'over' } as const, 250],
    [{ game: 'crash', cashout: 150 } as const, 1000],
  ])('recomputes %o from the revealed seed: verified', async (params, stake) => {
    const round = await recordedRound(params, stake, 4);
    const result = await verifyRound(round);
    expect(result).toMatchObject({ status: 'verified', by: 'browser', hashMatches: true });
    expect(result.computed?.payoutMinor).toBe(round.payoutMinor);
    expect(result.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a payout or outcome that the seeds do not give is a mismatch', async () => {
    const round = await recordedRound({ game: 'dice', target: 5000, direction: 'under' }, 100, 1);
    expect((await verifyRound({ ...round, payoutMinor: round.payoutMinor + 1 })).status).toBe('mismatch');
    const outcome = round.outcome.game === 'dice' ? { ...round.outcome, roll: (round.outcome.roll + 1) % 10_000 } : round.outcome;
    expect((await verifyRound({ ...round, outcome })).status).toBe('mismatch');
  });

  it('a seed that does not hash to the published hash is a mismatch', async () => {
    const round = await recordedRound({ game: 'slot' }, 100, 2);
    const result = await verifyRound({ ...round, serverSeedHash: '0'.repeat(64) });
    expect(result).toMatchObject({ status: 'mismatch', hashMatches: false });
  });

  it('a round whose seed is still in use cannot be checked yet', async () => {
    const round = await recordedRound({ game: 'slot' }, 100, 3, false);
    expect((await verifyRound(round)).status).toBe('unrevealed');
  });

  it('reads the bet back from the outcome and compares JSON without regard to key order', () => {
    expect(paramsOf({ game: 'crash', crashPoint: 250, cashout: 200, win: true })).toEqual({ game: 'crash', cashout: 200 });
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
