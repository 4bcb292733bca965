import { crashPoint, INHOUSE_RTP, roundDigestWeb, seedHashWeb } from '@app/contract/inhouse-games';
import { and, eq, sql } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bets, fairSeeds, gameLaunches, games, inhouseRounds, ledgerEntries } from '../../src/db/schema';
import { roundDigest } from '../../src/modules/games/providers/fairness';
import { gamesClient } from '../games-support';
import { buildTestApp } from '../helper';

const app = await buildTestApp();
const g = gamesClient(app);
const db = g.db;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A member (funded with `funds` cents) with an in-house game launched; its play calls go through the launch token. */
async function player(game: 'slot' | 'dice' | 'crash', options: { funds?: number; type?: number } = {}) {
  const m = await g.member({ type: options.type });
  if (options.funds) await g.fund(m.id, options.funds);
  const node = await g.gameByExternalId('INH', game);
  const launch = await m.call('launchGame', { body: { ...g.launchConstants, nodeId: node.id } });
  expect(launch.body.code, JSON.stringify(launch.body)).toBe('OK');
  const session = new URL(launch.body.value.game_url).searchParams.get('session')!;
  const play = (stake: string | number, params: Record<string, unknown>, roundId: string = randomUUID()) =>
    g.api.call('inhousePlay', { body: { session, roundId, stake, params: { game, ...params } } });
  return { m, node, session, play };
}

const balanceOf = async (token: string) => (await g.api.call('balance', { token })).body.value;

describe('in-house session', () => {
  it('publishes rules and return to player', async () => {
    const res = await g.api.call('inhouseRules');
    const byGame = Object.fromEntries(res.body.value.games.map((x: { game: string }) => [x.game, x]));
    expect(byGame.slot.rtp).toBeCloseTo(INHOUSE_RTP.slot, 10);
    expect(byGame.dice).toMatchObject({ rtp: 0.99, minStakeMinor: 10, maxStakeMinor: 100_000 });
    expect(byGame.crash.rules.targetLimits).toEqual({ min: 101, max: 100_000 });
    expect(byGame.slot.rules.paytable.SEVEN).toEqual([0, 0, 0, 30, 150, 750]);
  });

  it('opens with the balance and the committed seed hash', async () => {
    const p = await player('slot', { funds: 5_000 });
    const res = await g.api.call('inhouseSession', { body: { session: p.session } });
    expect(res.body.value).toMatchObject({ game: 'slot', nodeId: p.node.id, gameName: 'Lucky Sevens', balanceMinor: 5_000, balance: 50, demo: false, currencySymbol: '₱' });
    expect(res.body.value.fairness).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0 });
  });

  it('refuses unknown, expired and logged-out game sessions', async () => {
    const bad = await g.api.call('inhouseSession', { body: { session: 'x'.repeat(43) } });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('GAME_SESSION_INVALID');
    expect((await g.api.call('inhouseSession', { body: { session: 'short' } })).body.code).toBe('VALIDATION_ERROR');
    const p = await player('dice', { funds: 1_000 });
    await db.update(gameLaunches).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(gameLaunches.memberId, p.m.id));
    expect((await g.api.call('inhouseSession', { body: { session: p.session } })).body.code).toBe('GAME_SESSION_INVALID');
    // logging out ends the game sessions the login opened
    const q = await player('dice', { funds: 1_000 });
    await q.m.call('logout');
    expect((await q.play('1.00', { target: 5000, direction: 'under' })).body.code).toBe('GAME_SESSION_INVALID');
    // a vendor's launch token is not an in-house session
    const slot = await g.gameByExternalId('PG', 'pg-1001');
    const r = await g.member();
    const other = await r.call('launchGame', { body: { ...g.launchConstants, nodeId: slot.id } });
    const launch = new URL(other.body.value.game_url).searchParams.get('launch')!;
    expect((await g.api.call('inhouseSession', { body: { session: launch } })).body.code).toBe('NOT_LAUNCHABLE');
  });
});

describe('playing a round', () => {
  it('settles stake and payout through the ledger as one settled bet', async () => {
    const p = await player('slot', { funds: 10_000 });
    const res = await p.play('1.00', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { round, balanceMinor, fairness } = res.body.value;
    expect(round).toMatchObject({ game: 'slot', stakeMinor: 100, stake: 1, nonce: 0, serverSeed: null, demo: false });
    expect(round.outcome.grid).toHaveLength(3);
    expect(round.outcome.lineBetMinor).toBe(10);
    expect(balanceMinor).toBe(10_000 - 100 + round.payoutMinor);
    expect(fairness.nonce).toBe(1);
    expect((await balanceOf(p.m.token)).mainBalanceMinor).toBe(balanceMinor);
    const [bet] = await db.select().from(bets).where(and(eq(bets.memberId, p.m.id), eq(bets.betKey, `INH:${round.roundId}`)));
    expect(bet).toMatchObject({ status: 'settled', stakeMinor: 100, payoutMinor: round.payoutMinor, vendor: 'INH', gameType: 'INHOUSE', gameCode: 'slot', gameName: 'Lucky Sevens' });
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.m.id));
    expect(entries.reduce((s, e) => s + e.amountMinor, 0)).toBe(balanceMinor);
  });

  it('is idempotent by round id: a retry returns the same round and moves nothing', async () => {
    const p = await player('dice', { funds: 10_000 });
    const roundId = randomUUID();
    const first = await p.play('2.00', { target: 5000, direction: 'under' }, roundId);
    const again = await p.play('2.00', { target: 5000, direction: 'under' }, roundId);
    expect(again.body.value.round).toEqual(first.body.value.round);
    expect(again.body.value.balanceMinor).toBe(first.body.value.balanceMinor);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bets).where(eq(bets.memberId, p.m.id));
    expect(count!.n).toBe(1);
    const reused = await p.play('3.00', { target: 5000, direction: 'under' }, roundId);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // parallel retries of one round settle it once
    const racedId = randomUUID();
    const raced = await Promise.all([1, 2, 3].map(() => p.play('1.00', { target: 5000, direction: 'over' }, racedId)));
    expect(new Set(raced.map((r) => r.body.value.round.nonce)).size).toBe(1);
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(bets).where(eq(bets.memberId, p.m.id));
    expect(after!.n).toBe(2);
  });

  it('takes nonces one after another when rounds run in parallel', async () => {
    const p = await player('crash', { funds: 100_000 });
    const results = await Promise.all(Array.from({ length: 6 }, () => p.play('1.00', { cashout: 200 })));
    expect(results.map((r) => r.body.value.round.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses a stake the wallet cannot cover, and uses no nonce for it', async () => {
    const p = await player('dice', { funds: 50 });
    const res = await p.play('1.00', { target: 5000, direction: 'under' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', value: { availableMinor: 50 } });
    const ok = await p.play('0.50', { target: 5000, direction: 'under' });
    expect(ok.body.value.round.nonce).toBe(0);
    expect(await db.select().from(inhouseRounds).where(eq(inhouseRounds.memberId, p.m.id))).toHaveLength(1);
  });

  it('checks amounts and parameters with stable codes', async () => {
    const p = await player('slot', { funds: 10_000 });
    const cases: Array<[string | number, Record<string, unknown>, string]> = [
      ['abc', {}, 'INVALID_AMOUNT'],
      ['-1', {}, 'INVALID_AMOUNT'],
      ['1.005', {}, 'INVALID_AMOUNT'],
      ['0.05', {}, 'INVALID_AMOUNT'], // not a multiple of the 10 lines
      ['2000.00', {}, 'AMOUNT_OUT_OF_RANGE'],
    ];
    for (const [stake, params, code] of cases) expect((await p.play(stake, params)).body.code, String(stake)).toBe(code);
    expect((await g.api.call('inhousePlay', { body: { session: p.session, roundId: randomUUID(), stake: '1.00', params: { game: 'dice', target: 5000, direction: 'under' } } })).body).toMatchObject({ code: 'NOT_LAUNCHABLE', value: { reason: 'OTHER_GAME' } });
    expect((await g.api.call('inhousePlay', { body: { session: p.session, roundId: 'not-a-uuid', stake: '1.00', params: { game: 'slot' } } })).body.code).toBe('VALIDATION_ERROR');
    const d = await player('dice', { funds: 10_000 });
    expect((await d.play('1.00', { target: 50, direction: 'under' })).body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'params.target' } });
    expect((await d.play('1.00', { target: 5000, direction: 'sideways' })).body.code).toBe('VALIDATION_ERROR');
    const c = await player('crash', { funds: 10_000 });
    expect((await c.play('1.00', { cashout: 100 })).body.code).toBe('VALIDATION_ERROR');
    expect((await balanceOf(p.m.token)).mainBalanceMinor).toBe(10_000);
  });

  it('takes no new stakes once the game goes under maintenance', async () => {
    const p = await player('crash', { funds: 10_000 });
    await db.update(games).set({ maintenance: true }).where(eq(games.id, p.node.id));
    const res = await p.play('1.00', { cashout: 200 });
    await db.update(games).set({ maintenance: false }).where(eq(games.id, p.node.id));
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'GAME_MAINTENANCE', value: { nodeId: p.node.id } });
    expect(await balanceOf(p.m.token)).toMatchObject({ mainBalanceMinor: 10_000 });
  });

  it('lets a trial account play with play money that never reaches the ledger', async () => {
    const p = await player('dice', { type: 4 });
    const session = await g.api.call('inhouseSession', { body: { session: p.session } });
    expect(session.body.value).toMatchObject({ demo: true, balanceMinor: 200_000 });
    const res = await p.play('10.00', { target: 5000, direction: 'under' });
    expect(res.body.value.round.demo).toBe(true);
    expect(res.body.value.balanceMinor).toBe(200_000 - 1_000 + res.body.value.round.payoutMinor);
    expect(await db.select().from(bets).where(eq(bets.memberId, p.m.id))).toHaveLength(0);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.m.id))).toHaveLength(0);
  });
});

describe('provably fair', () => {
  it('commits to the seed, reveals it on rotation, and every round verifies', async () => {
    const p = await player('dice', { funds: 100_000 });
    const opened = (await g.api.call('inhouseSession', { body: { session: p.session } })).body.value.fairness;
    const seeded = await g.api.call('inhouseClientSeed', { body: { session: p.session, clientSeed: 'my-lucky-seed' } });
    expect(seeded.body.value).toEqual({ serverSeedHash: opened.serverSeedHash, clientSeed: 'my-lucky-seed', nonce: 0 });
    const rounds = [];
    for (const target of [2000, 5000, 8000]) rounds.push((await p.play('1.00', { target, direction: 'under' })).body.value.round);
    expect(rounds.map((r) => r.nonce)).toEqual([0, 1, 2]);
    expect(rounds.every((r) => r.clientSeed === 'my-lucky-seed' && r.serverSeedHash === opened.serverSeedHash)).toBe(true);

    // before rotation the seed stays secret (the owner's play page asks: it sees the recorded round)
    const early = await g.api.call('inhouseVerify', { body: { roundId: rounds[0].roundId, session: p.session } });
    expect(early.body.value).toMatchObject({ revealed: false, serverSeed: null, computed: null, matches: null, recorded: { roundId: rounds[0].roundId } });

    const rotated = await g.api.call('inhouseRotateSeed', { body: { session: p.session } });
    const { revealed, fairness } = rotated.body.value;
    expect(sha256(revealed.serverSeed)).toBe(opened.serverSeedHash);
    expect(revealed).toMatchObject({ serverSeedHash: opened.serverSeedHash, clientSeed: 'my-lucky-seed', rounds: 3 });
    expect(fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(fairness.serverSeedHash).not.toBe(opened.serverSeedHash);

    for (const round of rounds) {
      const v = await g.api.call('inhouseVerify', { body: { roundId: round.roundId, session: p.session } });
      expect(v.body.value).toMatchObject({ revealed: true, serverSeed: revealed.serverSeed, matches: true });
      expect(v.body.value.computed.payoutMinor).toBe(round.payoutMinor);
      // anyone can recompute it from the revealed seed: the digest is HMAC-SHA256(serverSeed, clientSeed:nonce)
      expect(v.body.value.digest).toBe(Buffer.from(roundDigest(revealed.serverSeed, 'my-lucky-seed', round.nonce)).toString('hex'));
      const explicit = await g.api.call('inhouseVerify', {
        body: { serverSeed: revealed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce, stake: '1.00', params: { game: 'dice', target: round.outcome.target, direction: 'under' } },
      });
      expect(explicit.body.value.computed.outcome).toEqual(round.outcome);
    }
    // the round list shows revealed seeds now
    const listed = await g.api.call('inhouseRounds', { query: { session: p.session } });
    expect(listed.body.value.total).toBe(3);
    expect(listed.body.value.list.every((r: { serverSeed: string | null }) => r.serverSeed === revealed.serverSeed)).toBe(true);
    // and the member centre reads the same with the login token
    expect((await p.m.call('inhouseRounds', { query: { game: 'dice' } })).body.value.total).toBe(3);
    expect((await g.api.call('inhouseRounds')).body.code).toBe('NOT_LOGGED_IN');
  });

  it('detects a tampered round', async () => {
    const p = await player('crash', { funds: 10_000 });
    const round = (await p.play('1.00', { cashout: 150 })).body.value.round;
    await g.api.call('inhouseRotateSeed', { body: { session: p.session, clientSeed: 'next-seed' } });
    await db
      .update(inhouseRounds)
      .set({ outcome: { ...round.outcome, crashPoint: round.outcome.crashPoint + 1 } })
      .where(eq(inhouseRounds.roundId, round.roundId));
    expect((await g.api.call('inhouseVerify', { body: { roundId: round.roundId } })).body.value.matches).toBe(false);
    expect((await g.api.call('inhouseVerify', { body: { roundId: randomUUID() } })).body.code).toBe('NOT_FOUND');
    expect((await g.api.call('inhouseVerify', { body: { serverSeed: 'zz', clientSeed: 'a', nonce: 0, stake: '1', params: { game: 'slot' } } })).body.code).toBe('VALIDATION_ERROR');
  });

  it('records a real win on the winner board', async () => {
    const p = await player('crash', { funds: 10_000 });
    // a known server seed (the member's first seed) and a client seed found for a crash point of at least x3
    const serverSeed = 'ab'.repeat(32);
    let clientSeed = '';
    for (let i = 0; !clientSeed; i++) if (crashPoint(roundDigest(serverSeed, `s${i}`, 0)) >= 300) clientSeed = `s${i}`;
    await db.insert(fairSeeds).values({ memberId: p.m.id, serverSeed, serverSeedHash: sha256(serverSeed), clientSeed });
    const won = await p.play('5.00', { cashout: 300 });
    expect(won.body.value.round).toMatchObject({ payoutMinor: 1_500, multiplier: 3 });
    const board = await g.api.call('winnerBoard', { query: { pageSize: '5' } });
    expect(board.body.value.list[0]).toMatchObject({ prizeMinor: 1_500, multiplier: 3, nodeId: p.node.id, player: `${p.m.username.slice(0, 2)}***${p.m.username.slice(-2)}` });
  });
});

describe('outcomes from real HMAC digests', () => {
  it('are the same with the WebCrypto helpers a browser verifies with', async () => {
    const serverSeed = 'ef'.repeat(32);
    for (const nonce of [0, 1, 99]) expect(await roundDigestWeb(serverSeed, 'browser', nonce)).toEqual(roundDigest(serverSeed, 'browser', nonce));
    expect(await seedHashWeb(serverSeed)).toBe(sha256(serverSeed));
  });

  it('keep the dice at 99% (200,000 rounds)', () => {
    let paid = 0;
    const n = 200_000;
    for (let nonce = 0; nonce < n; nonce++) {
      const digest = roundDigest('cd'.repeat(32), 'client', nonce);
      const roll = Math.floor(((digest[0]! * 2 ** 24 + digest[1]! * 2 ** 16 + digest[2]! * 2 ** 8 + digest[3]!) / 2 ** 32) * 10_000);
      if (roll < 5000) paid += 198;
    }
    expect(Math.abs(paid / (n * 100) - 0.99)).toBeLessThan(0.012);
  });
});

describe('round ids belong to their member', () => {
  const roundsOf = (memberId: number, roundId: string) =>
    db.select().from(inhouseRounds).where(and(eq(inhouseRounds.memberId, memberId), eq(inhouseRounds.roundId, roundId)));

  it('lets two members play the same round id at once: 40 requests, no 5xx, one round each', async () => {
    const a = await player('dice', { funds: 10_000 });
    const b = await player('dice', { funds: 10_000 });
    const roundId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? b : a).play('1.00', { target: 5000, direction: 'under' }, roundId)));
    expect(answers.map((r) => r.status).filter((status) => status !== 200)).toEqual([]);
    for (const p of [a, b]) {
      const [round] = await roundsOf(p.m.id, roundId);
      expect(await roundsOf(p.m.id, roundId)).toHaveLength(1);
      expect(await db.select().from(bets).where(eq(bets.memberId, p.m.id))).toHaveLength(1);
      expect((await balanceOf(p.m.token)).mainBalanceMinor).toBe(10_000 - 100 + round!.payoutMinor);
    }
  });

  it('plays a round id another member used before as a new round (no 409 telling the id exists)', async () => {
    const a = await player('crash', { funds: 10_000 });
    const b = await player('crash', { funds: 10_000 });
    const roundId = randomUUID();
    expect((await a.play('1.00', { cashout: 200 }, roundId)).status).toBe(200);
    const second = await b.play('2.00', { cashout: 150 }, roundId);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.value.round).toMatchObject({ roundId, stakeMinor: 200, nonce: 0 });
    expect((await roundsOf(b.m.id, roundId))[0]).toMatchObject({ stakeMinor: 200, params: { cashout: 150 } });
    expect((await roundsOf(a.m.id, roundId))[0]).toMatchObject({ stakeMinor: 100, params: { cashout: 200 } });
    // the member's own reuse with another bet is still refused
    expect((await b.play('3.00', { cashout: 150 }, roundId)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('shows a verified round’s amounts only to its owner; the proof is public', async () => {
    const owner = await player('slot', { funds: 10_000 });
    const other = await player('slot', { funds: 10_000 });
    const stranger = await player('slot');
    const roundId = randomUUID();
    const played = (await owner.play('2.00', {}, roundId)).body.value.round;
    const rotated = (await g.api.call('inhouseRotateSeed', { body: { session: owner.session } })).body.value.revealed;
    // another member plays the same id after: a visitor still sees the first round recorded with it
    await other.play('5.00', {}, roundId);

    const privateFigures = /stake|payout|balance|lineBet|member/i;
    const asVisitor = await g.api.call('inhouseVerify', { body: { roundId } });
    const asStranger = await stranger.m.call('inhouseVerify', { body: { roundId } });
    const asStrangerPage = await g.api.call('inhouseVerify', { body: { roundId, session: stranger.session } });
    for (const answer of [asVisitor, asStranger, asStrangerPage]) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body.value)).not.toMatch(privateFigures);
      expect(answer.body.value).toMatchObject({
        revealed: true,
        serverSeed: rotated.serverSeed,
        serverSeedHash: played.serverSeedHash,
        clientSeed: played.clientSeed,
        nonce: played.nonce,
        matches: true,
        computed: null,
        recorded: null,
        result: { roundId, game: 'slot', multiplier: played.multiplier, outcome: { grid: played.outcome.grid, wins: played.outcome.wins } },
      });
    }
    // the member who reused the id sees that own round, in full
    const asOther = await other.m.call('inhouseVerify', { body: { roundId } });
    expect(asOther.body.value.recorded).toMatchObject({ roundId, stakeMinor: 500 });

    const asOwnerPage = await g.api.call('inhouseVerify', { body: { roundId, session: owner.session } });
    const asOwnerLogin = await owner.m.call('inhouseVerify', { body: { roundId } });
    for (const answer of [asOwnerPage, asOwnerLogin]) {
      expect(answer.body.value).toMatchObject({ matches: true, recorded: { roundId, stakeMinor: 200, payoutMinor: played.payoutMinor }, computed: { payoutMinor: played.payoutMinor } });
    }
  });
});
