import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bets, gameLaunches, gameWins, vendorTransactions } from '../../src/db/schema';
import { SANDBOX_RTP, VendorCallError, sandboxSpin, sandboxVendor, signPayload } from '../../src/modules/games/providers/sandbox-vendor';
import { SANDBOX_TEST_SECRET, gamesClient } from '../games-support';
import { buildTestApp } from '../helper';

const secret = SANDBOX_TEST_SECRET;
const app = await buildTestApp({ SANDBOX_VENDOR_SECRET: secret });
const g = gamesClient(app);
const db = g.db;

/** A signed seamless-wallet callback, as the vendor sends it. */
async function callback(vendor: string, action: string, body: unknown, options: { secret?: string; timestamp?: number; raw?: string } = {}) {
  const raw = options.raw ?? JSON.stringify(body);
  const timestamp = options.timestamp ?? Date.now();
  const res = await app.inject({
    method: 'POST',
    url: `/wps/seamless/${vendor}/${action}`,
    headers: { 'content-type': 'application/json', 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signPayload(options.secret ?? secret, timestamp, raw) },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; code: string; value: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A funded member with a PG slot launched at the sandbox vendor. */
async function launched(funds = 10_000) {
  const m = await g.member();
  if (funds) await g.fund(m.id, funds);
  const game = await g.gameByExternalId('PG', 'pg-1010');
  const res = await m.call('launchGame', { body: { ...g.launchConstants, nodeId: game.id } });
  const url = new URL(res.body.value.game_url);
  const launch = url.searchParams.get('launch')!;
  const round = (extra: Record<string, unknown> = {}) => ({ playerId: String(m.id), roundId: randomUUID(), gameId: 'pg-1010', ...extra });
  return { m, game, url, launch, round };
}

const balance = async (token: string) => (await g.api.call('balance', { token })).body.value.mainBalanceMinor as number;

describe('the sandbox vendor page', () => {
  it('serves a playable page for a valid launch, money written as everywhere else, and a spin moves the real balance', async () => {
    const p = await launched(149_980);
    const page = await app.inject({ method: 'GET', url: p.url.pathname + p.url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(p.game.name.replace(/'/g, '&#39;'));
    expect(page.body).toContain('data-testid="sandbox-balance">₱1,499.80<');
    const spin = await app.inject({ method: 'POST', url: '/sandbox/vendor/api/spin', payload: { vendor: 'PG', game: 'pg-1010', launch: p.launch, stakeMinor: 100 } });
    expect(spin.statusCode, spin.body).toBe(200);
    const value = spin.json().value;
    expect(value.balanceMinor).toBe(149_980 - 100 + value.payoutMinor);
    expect(await balance(p.m.token)).toBe(value.balanceMinor);
    const [bet] = await db.select().from(bets).where(and(eq(bets.memberId, p.m.id), eq(bets.betKey, `PG:${value.roundId}`)));
    expect(bet).toMatchObject({ status: 'settled', stakeMinor: 100, payoutMinor: value.payoutMinor, gameType: 'RNG' });
  });

  it('answers an expired launch with a 401 page, and a spin with GAME_SESSION_INVALID', async () => {
    const page = await app.inject({ method: 'GET', url: `/sandbox/vendor/PG/pg-1010?launch=${'x'.repeat(43)}` });
    expect(page.statusCode).toBe(401);
    const spin = await app.inject({ method: 'POST', url: '/sandbox/vendor/api/spin', payload: { vendor: 'PG', game: 'pg-1010', launch: 'x'.repeat(43), stakeMinor: 100 } });
    expect(spin.json().code).toBe('GAME_SESSION_INVALID');
    expect((await app.inject({ method: 'POST', url: '/sandbox/vendor/api/spin', payload: { vendor: 'PG' } })).statusCode).toBe(400);
  });

  it('refuses a spin the balance cannot cover and moves nothing', async () => {
    const p = await launched(50);
    const spin = await app.inject({ method: 'POST', url: '/sandbox/vendor/api/spin', payload: { vendor: 'PG', game: 'pg-1010', launch: p.launch, stakeMinor: 100 } });
    expect(spin.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(p.m.token)).toBe(50);
    expect(await db.select().from(vendorTransactions).where(eq(vendorTransactions.memberId, p.m.id))).toHaveLength(0);
  });

  it('publishes a 97% return table', () => {
    expect(SANDBOX_RTP).toBeCloseTo(0.97, 10);
    let paid = 0;
    for (let draw = 0; draw < 1000; draw++) paid += sandboxSpin(draw).multiplier;
    expect(paid / 1000).toBeCloseTo(0.97, 10);
  });
});

describe('seamless wallet callbacks', () => {
  it('checks the signature and its age', async () => {
    const p = await launched();
    const own = { playerId: String(p.m.id), launchToken: p.launch };
    expect((await callback('PG', 'balance', own)).body.value).toEqual({ balanceMinor: 10_000 });
    const forged = await callback('PG', 'balance', own, { secret: 'not-the-secret-at-all' });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('INVALID_SIGNATURE');
    expect((await callback('PG', 'balance', own, { timestamp: Date.now() - 10 * 60_000 })).body.code).toBe('INVALID_SIGNATURE');
    expect((await callback('PG', 'teleport', {})).status).toBe(404);
    expect((await callback('PG', 'debit', { playerId: 'x' })).body.code).toBe('VALIDATION_ERROR');
    expect((await callback('PG', 'debit', null, { raw: '{not json' })).body.code).toBe('BAD_REQUEST');
    const unsigned = await app.inject({ method: 'POST', url: '/wps/seamless/PG/balance', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(unsigned.statusCode).toBe(401);
  });

  it('authenticates a launch token for its own vendor only', async () => {
    const p = await launched();
    const auth = await callback('PG', 'authenticate', { launchToken: p.launch });
    expect(auth.body.value).toMatchObject({ playerId: String(p.m.id), gameId: 'pg-1010', balanceMinor: 10_000, currencySymbol: '₱' });
    expect((await callback('JILI', 'authenticate', { launchToken: p.launch })).body.code).toBe('GAME_SESSION_INVALID');
  });

  it('debits and credits once per transaction id', async () => {
    const p = await launched();
    const r = p.round();
    const debit = { ...r, launchToken: p.launch, txId: `${r.roundId}:d`, amount: 300 };
    const first = await callback('PG', 'debit', debit);
    expect(first.body.value).toMatchObject({ balanceMinor: 9_700, duplicate: false });
    const again = await callback('PG', 'debit', debit);
    expect(again.body.value).toMatchObject({ balanceMinor: 9_700, duplicate: true });
    expect((await callback('PG', 'debit', { ...debit, amount: 400 })).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // a second debit for the same round under another id is refused
    expect((await callback('PG', 'debit', { ...debit, txId: `${r.roundId}:d2` })).body).toMatchObject({ code: 'INVALID_STATE', value: { reason: 'ROUND_HAS_DEBIT' } });

    const credit = { ...r, txId: `${r.roundId}:c`, amount: 900 };
    expect((await callback('PG', 'credit', credit)).body.value).toMatchObject({ balanceMinor: 10_600, duplicate: false });
    expect((await callback('PG', 'credit', credit)).body.value).toMatchObject({ balanceMinor: 10_600, duplicate: true });
    expect((await callback('PG', 'credit', { ...credit, txId: `${r.roundId}:c2` })).body).toMatchObject({ code: 'INVALID_STATE', value: { reason: 'ROUND_SETTLED' } });
    expect(await balance(p.m.token)).toBe(10_600);
    // parallel repeats of one debit move money once
    const r2 = p.round();
    const d2 = { ...r2, launchToken: p.launch, txId: `${r2.roundId}:d`, amount: 100 };
    const raced = await Promise.all([1, 2, 3].map(() => callback('PG', 'debit', d2)));
    expect(raced.filter((x) => x.body.value.duplicate === false)).toHaveLength(1);
    expect(await balance(p.m.token)).toBe(10_500);
  });

  it('rolls a debit back (once), and refuses a credit for it afterwards', async () => {
    const p = await launched();
    const r = p.round();
    await callback('PG', 'debit', { ...r, launchToken: p.launch, txId: `${r.roundId}:d`, amount: 1_000 });
    expect(await balance(p.m.token)).toBe(9_000);
    const rollback = { ...r, txId: `${r.roundId}:r`, refTxId: `${r.roundId}:d` };
    expect((await callback('PG', 'rollback', rollback)).body.value).toMatchObject({ balanceMinor: 10_000, duplicate: false });
    expect((await callback('PG', 'rollback', rollback)).body.value).toMatchObject({ balanceMinor: 10_000, duplicate: true });
    const [bet] = await db.select().from(bets).where(and(eq(bets.memberId, p.m.id), eq(bets.betKey, `PG:${r.roundId}`)));
    expect(bet!.status).toBe('cancelled');
    expect((await callback('PG', 'credit', { ...r, txId: `${r.roundId}:c`, amount: 500 })).body).toMatchObject({ code: 'INVALID_STATE', value: { reason: 'ROLLED_BACK' } });
    expect(await balance(p.m.token)).toBe(10_000);
  });

  it('remembers a rollback that arrives before its debit and refuses the late debit', async () => {
    const p = await launched();
    const r = p.round();
    const early = await callback('PG', 'rollback', { ...r, launchToken: p.launch, txId: `${r.roundId}:r`, refTxId: `${r.roundId}:d` });
    expect(early.body.value).toMatchObject({ balanceMinor: 10_000, betId: null });
    const late = await callback('PG', 'debit', { ...r, launchToken: p.launch, txId: `${r.roundId}:d`, amount: 1_000 });
    expect(late.body).toMatchObject({ code: 'INVALID_STATE', value: { reason: 'ROLLED_BACK' } });
    expect(await balance(p.m.token)).toBe(10_000);
  });

  it('refuses a rollback of a settled round, credits without a debit, and debits without a live session', async () => {
    const p = await launched();
    const r = p.round();
    await callback('PG', 'debit', { ...r, launchToken: p.launch, txId: `${r.roundId}:d`, amount: 200 });
    await callback('PG', 'credit', { ...r, txId: `${r.roundId}:c`, amount: 0 });
    expect((await callback('PG', 'rollback', { ...r, txId: `${r.roundId}:r`, refTxId: `${r.roundId}:d` })).body.code).toBe('INVALID_STATE');
    const lone = p.round();
    expect((await callback('PG', 'credit', { ...lone, txId: `${lone.roundId}:c`, amount: 100 })).body).toMatchObject({ code: 'INVALID_STATE', value: { reason: 'NO_DEBIT' } });
    expect((await callback('PG', 'debit', { ...p.round(), launchToken: 'y'.repeat(43), txId: 'd-1', amount: 100 })).body.code).toBe('GAME_SESSION_INVALID');
    // a debit for a game of the token's vendor but not the launched game
    expect((await callback('PG', 'debit', { ...p.round({ gameId: 'pg-1011' }), launchToken: p.launch, txId: 'd-2', amount: 100 })).body.code).toBe('GAME_SESSION_INVALID');
    // credits for a game the vendor does not have
    expect((await callback('JILI', 'credit', { ...r, txId: 'c-9', amount: 100 })).body.code).toBe('GAME_NOT_FOUND');
    // insufficient balance moves nothing and records nothing
    const big = p.round();
    expect((await callback('PG', 'debit', { ...big, launchToken: p.launch, txId: `${big.roundId}:d`, amount: 1_000_000 })).body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await db.select().from(vendorTransactions).where(eq(vendorTransactions.roundRef, big.roundId))).toHaveLength(0);
  });
});

describe('callbacks act only on the member of a launch', () => {
  /** A round the launched member opened with a debit of stakeMinor. */
  async function opened(p: Awaited<ReturnType<typeof launched>>, stakeMinor: number) {
    const r = p.round();
    const debit = await callback('PG', 'debit', { ...r, launchToken: p.launch, txId: `${r.roundId}:d`, amount: stakeMinor });
    expect(debit.body.code, JSON.stringify(debit.body)).toBe('OK');
    return r;
  }
  const refusedRound = { code: 'INVALID_STATE', value: { reason: 'NO_DEBIT' } };

  it('refuses a signed credit without a debit, and a credit on another member’s round or game', async () => {
    const victim = await launched();
    const attacker = await launched();
    const lone = victim.round();
    const minted = await callback('PG', 'credit', { ...lone, txId: `${lone.roundId}:c`, amount: 100_000_000 });
    expect(minted.status).toBe(409);
    expect(minted.body).toMatchObject(refusedRound);

    const r = await opened(victim, 500);
    // the attacker names the victim's round as his own
    const stolen = await callback('PG', 'credit', { ...r, playerId: String(attacker.m.id), txId: `${r.roundId}:c`, amount: 5_000 });
    expect(stolen.body).toMatchObject(refusedRound);
    // the victim's round, credited as a round of another game
    const otherGame = await callback('PG', 'credit', { ...r, gameId: 'pg-1011', txId: `${r.roundId}:c`, amount: 5_000 });
    expect(otherGame.body).toMatchObject(refusedRound);
    expect(await balance(attacker.m.token)).toBe(10_000);
    expect(await balance(victim.m.token)).toBe(9_500);
    // nothing was recorded for the refused credits: the round still settles once, for its owner
    expect((await callback('PG', 'credit', { ...r, txId: `${r.roundId}:c`, amount: 1_000 })).body.value).toMatchObject({ balanceMinor: 10_500, duplicate: false });
  });


  it('answers the balance only for the member of the launch token it carries', async () => {
    const p = await launched(7_000);
    const other = await launched(3_000);
    const without = await callback('PG', 'balance', { playerId: String(p.m.id) });
    expect(without.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'launchToken' } });
    const borrowed = await callback('PG', 'balance', { playerId: String(p.m.id), launchToken: other.launch });
    expect(borrowed.status).toBe(401);
    expect(borrowed.body.code).toBe('GAME_SESSION_INVALID');
    expect(borrowed.body.value?.balanceMinor).toBeUndefined();
    // a launch token of another vendor is not this vendor's player
    expect((await callback('JILI', 'balance', { playerId: String(p.m.id), launchToken: p.launch })).body.code).toBe('GAME_SESSION_INVALID');
    expect((await callback('PG', 'balance', { playerId: String(p.m.id), launchToken: p.launch })).body.value).toEqual({ balanceMinor: 7_000 });
  });

  it('rolls back only the player’s own debit, and remembers an early rollback only with a live launch', async () => {
    const victim = await launched();
    const attacker = await launched();
    const r = await opened(victim, 2_000);
    const foreign = await callback('PG', 'rollback', { ...r, playerId: String(attacker.m.id), launchToken: attacker.launch, txId: `${r.roundId}:r`, refTxId: `${r.roundId}:d` });
    expect(foreign.body).toMatchObject(refusedRound);
    expect(await balance(attacker.m.token)).toBe(10_000);
    const [bet] = await db.select().from(bets).where(and(eq(bets.memberId, victim.m.id), eq(bets.betKey, `PG:${r.roundId}`)));
    expect(bet!.status).toBe('open');

    // an early rollback (no debit yet) for a member whose launch the caller does not hold records nothing
    const early = victim.round();
    const blind = await callback('PG', 'rollback', { ...early, txId: `${early.roundId}:r`, refTxId: `${early.roundId}:d` });
    expect(blind.body).toMatchObject(refusedRound);
    const borrowed = await callback('PG', 'rollback', { ...early, launchToken: attacker.launch, txId: `${early.roundId}:r`, refTxId: `${early.roundId}:d` });
    expect(borrowed.body).toMatchObject(refusedRound);
    expect(await db.select().from(vendorTransactions).where(eq(vendorTransactions.roundRef, early.roundId))).toHaveLength(0);
    // so the member's own debit with that id still goes through
    expect((await callback('PG', 'debit', { ...early, launchToken: victim.launch, txId: `${early.roundId}:d`, amount: 100 })).body.code).toBe('OK');
  });

  it('settles a round whose launch has expired since its debit (vendors settle late)', async () => {
    const p = await launched();
    const r = await opened(p, 300);
    await db.update(gameLaunches).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(gameLaunches.memberId, p.m.id));
    expect((await callback('PG', 'balance', { playerId: String(p.m.id), launchToken: p.launch })).body.code).toBe('GAME_SESSION_INVALID');
    const credit = await callback('PG', 'credit', { ...r, txId: `${r.roundId}:c`, amount: 900 });
    expect(credit.body.value).toMatchObject({ balanceMinor: 10_600, duplicate: false });
    // and a rollback of an open round needs no live launch either
    const q = await launched();
    const open = await opened(q, 400);
    await db.update(gameLaunches).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(gameLaunches.memberId, q.m.id));
    expect((await callback('PG', 'rollback', { ...open, txId: `${open.roundId}:r`, refTxId: `${open.roundId}:d` })).body.value).toMatchObject({ balanceMinor: 10_000 });
  });

  it('pays a round once, to its owner, under 40 simultaneous credits from the owner and another member', async () => {
    const owner = await launched();
    const attacker = await launched();
    const r = await opened(owner, 1_000);
    const credits = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? { ...r, txId: `${r.roundId}:c${i}`, amount: 2_500 }
        : { ...r, playerId: String(attacker.m.id), txId: `${r.roundId}:c${i}`, amount: 2_500 },
    );
    const answers = await Promise.all(credits.map((body) => callback('PG', 'credit', body)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    answers.filter((_, i) => i % 2 === 1).forEach((a) => expect(a.body).toMatchObject(refusedRound));
    expect(await balance(owner.m.token)).toBe(10_000 - 1_000 + 2_500);
    expect(await balance(attacker.m.token)).toBe(10_000);
  });

  it('the sandbox vendor cancels a debit whose answer was lost, with the launch it played', async () => {
    const p = await launched(5_000);
    const lossy = sandboxVendor({
      secret,
      transport: async (path, rawBody, headers) => {
        const res = await app.inject({ method: 'POST', url: path, payload: rawBody, headers });
        if (path.endsWith('/debit')) throw new Error('connection reset after the debit');
        return { status: res.statusCode, body: res.json() };
      },
    });
    await expect(lossy.spin('PG', 'pg-1010', p.launch, 200)).rejects.toThrow('connection reset');
    expect(await balance(p.m.token)).toBe(5_000);
    const [bet] = await db.select().from(bets).where(eq(bets.memberId, p.m.id));
    expect(bet!.status).toBe('cancelled');
    // and the vendor's own refusals come back as VendorCallError
    await expect(lossy.spin('PG', 'pg-1010', 'z'.repeat(43), 200)).rejects.toBeInstanceOf(VendorCallError);
  });
});

describe('big vendor wins', () => {
  const winOf = async (betId: number) => (await db.select().from(gameWins).where(eq(gameWins.betId, betId)))[0];

  it('pays the largest credit the callbacks accept on the smallest stake (a jackpot of 100,000,000x)', async () => {
    const p = await launched(1_000);
    const round = p.round();
    await callback('PG', 'debit', { ...round, launchToken: p.launch, txId: `${round.roundId}:d`, amount: 1 });
    const paid = await callback('PG', 'credit', { ...round, txId: `${round.roundId}:c`, amount: 100_000_000 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await balance(p.m.token)).toBe(1_000 - 1 + 100_000_000);
    // 10^8 stakes = 10^12 basis points: past a 32-bit column (214,748x), which rolled the round back
    expect(await winOf(paid.body.value.betId)).toMatchObject({ prizeMinor: 100_000_000, multiplierBp: 100_000_000 * 10_000 });
    const board = await g.api.call('winnerBoard', { query: { pageSize: '50' } });
    expect(board.body.value.list.find((w: { prizeMinor: number }) => w.prizeMinor === 100_000_000)).toMatchObject({ multiplier: 100_000_000 });
  });
});
