import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bets, vendorTransactions } from '../../src/db/schema';
import { SANDBOX_RTP, sandboxSpin, signPayload } from '../../src/lib/game-providers/sandbox-vendor';
import { gamesClient } from '../games-support';
import { buildTestApp } from '../helper';

const secret = 'sandbox-vendor-test-secret-0123456789abcdef';
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
  it('serves a playable page for a valid launch and a spin moves the real balance', async () => {
    const p = await launched(5_000);
    const page = await app.inject({ method: 'GET', url: p.url.pathname + p.url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(p.game.name.replace(/'/g, '&#39;'));
    expect(page.body).toContain('₱50.00');
    const spin = await app.inject({ method: 'POST', url: '/sandbox/vendor/api/spin', payload: { vendor: 'PG', game: 'pg-1010', launch: p.launch, stakeMinor: 100 } });
    expect(spin.statusCode, spin.body).toBe(200);
    const value = spin.json().value;
    expect(value.balanceMinor).toBe(5_000 - 100 + value.payoutMinor);
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
    expect((await callback('PG', 'balance', { playerId: String(p.m.id) })).body.value).toEqual({ balanceMinor: 10_000 });
    const forged = await callback('PG', 'balance', { playerId: String(p.m.id) }, { secret: 'not-the-secret-at-all' });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('INVALID_SIGNATURE');
    expect((await callback('PG', 'balance', { playerId: String(p.m.id) }, { timestamp: Date.now() - 10 * 60_000 })).body.code).toBe('INVALID_SIGNATURE');
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
    const early = await callback('PG', 'rollback', { ...r, txId: `${r.roundId}:r`, refTxId: `${r.roundId}:d` });
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
