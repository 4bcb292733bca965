import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '../../src/db/schema';
import { AppError } from '../../src/lib/app-error';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { buildTestApp } from '../helper';
import { expectLedgerConsistent, rid, walletBalances, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const w = walletClient(app);
const db = app.database.db;

/** Runs a ledger call, turning the refusals a client may see into a code. */
async function outcome<T>(run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; code: string }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code };
    throw error;
  }
}

describe('concurrency on one account', () => {
  it('keeps the invariant under 300+ simultaneous transfers, bets, wins and retries', { timeout: 120_000 }, async () => {
    const m = await w.register();
    await w.credit(m.username, '100');
    // a first transfer so both wallets exist with money
    await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '20', requestId: rid() } });
    const start = await walletBalances(app, m.memberId);
    expect(start).toEqual({ MAIN: 8000, PG: 2000 });

    const retriedKey = rid('same');
    const bet = { brandId: 'demo', memberId: m.memberId, vendor: 'JILI', gameType: 'RNG', gameCode: 'super-ace', gameName: 'Super Ace' };
    // demand far above the balance, so the floor is hit many times
    const transfersIn = Array.from({ length: 120 }, () => m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '1.00', requestId: rid() } }));
    const transfersOut = Array.from({ length: 60 }, () => m.call('walletTransfer', { body: { action: 'toMain', vassalage: 'PG', amount: '0.50', requestId: rid() } }));
    const retries = Array.from({ length: 20 }, () => m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '0.25', requestId: retriedKey } }));
    const bets = Array.from({ length: 100 }, (_, i) => outcome(() => debitForBet(db, { ...bet, betKey: `c-${i}`, stakeMinor: 75 })));
    const betRetries = Array.from({ length: 10 }, () => outcome(() => debitForBet(db, { ...bet, betKey: 'c-0', stakeMinor: 75 })));

    const [inResults, outResults, retryResults, betResults, betRetryResults] = await Promise.all([
      Promise.all(transfersIn),
      Promise.all(transfersOut),
      Promise.all(retries),
      Promise.all(bets),
      Promise.all(betRetries),
    ]);

    // every answer is a success or a clean refusal: never a 500
    for (const r of [...inResults, ...outResults, ...retryResults]) {
      expect([200, 400], JSON.stringify(r.body)).toContain(r.status);
      if (r.status === 400) expect(r.body.code).toBe('INSUFFICIENT_BALANCE');
    }
    for (const r of [...betResults, ...betRetryResults]) if (!r.ok) expect(r.code).toBe('INSUFFICIENT_BALANCE');

    const accepted = (list: typeof inResults) => list.filter((r) => r.body.code === 'OK' && !r.body.value.duplicate);
    const inMinor = accepted(inResults).length * 100;
    const outMinor = accepted(outResults).length * 50;
    const retryMoved = accepted(retryResults);
    expect(retryMoved.length).toBeLessThanOrEqual(1);
    const retryMinor = retryMoved.length * 25;
    const placed = betResults.filter((r) => r.ok && !r.value.duplicate).length + betRetryResults.filter((r) => r.ok && !r.value.duplicate).length;
    const betMinor = placed * 75;
    expect(inResults.some((r) => r.body.code === 'INSUFFICIENT_BALANCE') || betResults.some((r) => !r.ok)).toBe(true);

    // then settle every placed bet at once: half win 1.50
    const placedKeys = [...new Set(betResults.flatMap((r, i) => (r.ok ? [`c-${i}`] : [])))];
    if (betRetryResults.some((r) => r.ok) && !placedKeys.includes('c-0')) placedKeys.push('c-0');
    const wins = await Promise.all(placedKeys.map((betKey, i) => creditWin(db, { memberId: m.memberId, betKey, payoutMinor: i % 2 ? 150 : 0 })));
    const winMinor = wins.reduce((sum, x, i) => sum + (!x.duplicate && i % 2 ? 150 : 0), 0);

    const end = await walletBalances(app, m.memberId);
    expect(end.MAIN).toBe(start.MAIN! - inMinor - retryMinor + outMinor - betMinor + winMinor);
    expect(end.PG).toBe(start.PG! + inMinor + retryMinor - outMinor);
    expect(end.MAIN).toBeGreaterThanOrEqual(0);
    expect(end.PG).toBeGreaterThanOrEqual(0);

    // each retried key moved money once
    const [sameKey] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, m.memberId), eq(ledgerTransactions.idempotencyKey, `transfer:${retriedKey}`)));
    expect(sameKey!.n).toBe(retryResults.some((r) => r.body.code === 'OK') ? 1 : 0);

    // the member's entries replay to the balances, in order
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, m.memberId)).orderBy(ledgerEntries.id);
    const running: Record<string, number> = {};
    for (const e of entries) {
      running[e.wallet] = (running[e.wallet] ?? 0) + e.amountMinor;
      expect(running[e.wallet]).toBeGreaterThanOrEqual(0);
    }
    expect(running).toMatchObject(end);
    await expectLedgerConsistent(app);
  });
});
