import { zonedDateTime } from '@app/contract/zoned-time';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, operatorAudit } from '../../src/db/schema';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { buildTestApp, type TestApp } from '../helper';
import { operatorsClient } from '../operators-support';
import { rid, walletBalances, walletClient } from '../wallet-support';

describe('player actions in the back office', () => {
  let app: TestApp;
  let w: ReturnType<typeof walletClient>;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await buildTestApp();
    w = walletClient(app);
    const ops = operatorsClient(app);
    for (const name of ['owner1', 'finance1', 'support1', 'risk1']) tokens[name] = await ops.login(name);
  });
  const auditOf = (memberId: number, action: string) =>
    app.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.target, `member:${memberId}`), eq(operatorAudit.action, action)));

  it("lists the player's bets with stake, valid bet and payout, and the transfers apart from the rest of the ledger", async () => {
    const ops = operatorsClient(app);
    const m = await w.register();
    await w.credit(m.username, '100');
    const game = { brandId: 'demo', memberId: m.memberId, vendor: 'PG', gameType: 'RNG', gameCode: 'g1', gameName: 'Fortune Tiger' };
    await debitForBet(app.database.db, { ...game, betKey: 'op-bet-1', stakeMinor: 10_00 });
    await creditWin(app.database.db, { memberId: m.memberId, betKey: 'op-bet-1', payoutMinor: 25_00 });
    await debitForBet(app.database.db, { ...game, betKey: 'op-bet-2', stakeMinor: 5_00 });
    expect((await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '20', requestId: rid() } })).body.code).toBe('OK');

    const bets = (await ops.call('operatorPlayerBets', { token: tokens.support1, query: { id: m.memberId } })).body.value;
    expect(bets.total).toBe(2);
    expect(bets.list.map((b: { gameName: string; stakeMinor: number; validBetMinor: number; payoutMinor: number; status: string }) => [b.gameName, b.stakeMinor, b.validBetMinor, b.payoutMinor, b.status])).toEqual([
      ['Fortune Tiger', 5_00, 0, 0, 'open'],
      ['Fortune Tiger', 10_00, 10_00, 25_00, 'settled'],
    ]);
    const transfers = (await ops.call('operatorPlayerLedger', { token: tokens.support1, query: { id: m.memberId, kinds: 'transfer,upline_transfer,downline_transfer' } })).body.value;
    expect(transfers.list.length).toBeGreaterThan(0);
    expect(transfers.list.every((e: { kind: string }) => e.kind === 'transfer')).toBe(true);
    const everything = (await ops.call('operatorPlayerLedger', { token: tokens.support1, query: { id: m.memberId } })).body.value;
    expect(everything.total).toBeGreaterThan(transfers.total);
    // a kind the ledger does not know is a bad query, not an empty list
    const unknown = await ops.call('operatorPlayerLedger', { token: tokens.support1, query: { id: m.memberId, kinds: 'jackpot' } });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('adjusts a balance with a reason and a category: one ledger posting and one audit row, once per request id', async () => {
    const ops = operatorsClient(app);
    const m = await w.register();
    const requestId = rid('adjust');
    const body = { memberId: m.memberId, direction: 'credit', amountMinor: 50_00, category: 'goodwill', reason: 'late payout apology', requestId };
    const burst = await Promise.all(Array.from({ length: 40 }, () => ops.call('operatorAdjustBalance', { token: tokens.finance1, body })));
    expect(burst.every((r) => r.body.success)).toBe(true);
    expect(burst.filter((r) => !r.body.value.duplicate)).toHaveLength(1);
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(50_00);
    const postings = await app.database.db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.memberId, m.memberId), eq(ledgerTransactions.kind, 'adjustment')));
    expect(postings.map((p) => p.reference)).toEqual(['goodwill: late payout apology']);
    const audit = await auditOf(m.memberId, 'wallet.credit');
    expect(audit.map((r) => [r.actor, r.detail])).toEqual([
      ['finance1', expect.objectContaining({ category: 'goodwill', amountMinor: 50_00, before: { balanceMinor: 0 }, after: { balanceMinor: 50_00 } })],
    ]);
    // the player's own records show it
    const records = await m.call('accountRecords', { query: { pageNum: '1', pageSize: '10' } });
    expect(JSON.stringify(records.body.value)).toContain('goodwill: late payout apology');
  });

  it('never debits past the balance, keeps within the role limit, and refuses roles without the permission', async () => {
    const ops = operatorsClient(app);
    const m = await w.register();
    await w.credit(m.username, '20');
    const debit = (amountMinor: number, token = tokens.finance1) =>
      ops.call('operatorAdjustBalance', { token, body: { memberId: m.memberId, direction: 'debit', amountMinor, category: 'chargeback', reason: 'bank chargeback', requestId: rid('debit') } });
    const tooMuch = await debit(20_01);
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, 'INSUFFICIENT_BALANCE']);
    expect((await debit(20_00)).body.value.balanceAfterMinor).toBe(0);
    expect((await auditOf(m.memberId, 'wallet.debit')).map((r) => r.actor)).toEqual(['finance1']);

    const credit = (amountMinor: number, token: string) =>
      ops.call('operatorAdjustBalance', { token, body: { memberId: m.memberId, direction: 'credit', amountMinor, category: 'correction', reason: 'wrong settlement', requestId: rid('credit') } });
    const overLimit = await credit(10_000_01, tokens.finance1!);
    expect([overLimit.status, overLimit.body.code, overLimit.body.value]).toEqual([403, 'ADJUSTMENT_LIMIT', { limitMinor: 10_000_00 }]);
    expect((await credit(10_000_01, tokens.owner1!)).body.success).toBe(true);
    const bySupport = await credit(1_00, tokens.support1!);
    expect([bySupport.status, bySupport.body.value]).toEqual([403, { permission: 'adjustments.write' }]);
  });

  it('suspends an account: its sessions end and it cannot sign in until reactivated; a closed account stays closed', async () => {
    const ops = operatorsClient(app);
    const m = await w.register();
    const suspend = await ops.call('operatorSetPlayerStatus', { token: tokens.risk1, body: { memberId: m.memberId, status: 'suspended', reason: 'chargeback under review' } });
    expect(suspend.body.value).toEqual({ memberId: m.memberId, status: 'suspended', endedSessions: 1 });
    expect((await m.call('memberInfo')).body.code).toBe('NOT_LOGGED_IN');
    const login = await w.api.login(m.username, 'Secret123', m.ip);
    expect([login.status, login.body.code]).toEqual([403, 'ACCOUNT_SUSPENDED']);
    expect((await ops.call('operatorPlayer', { token: tokens.support1, query: { id: m.memberId } })).body.value.status).toBe('suspended');
    // support may read the standing but not change it
    expect((await ops.call('operatorSetPlayerStatus', { token: tokens.support1, body: { memberId: m.memberId, status: 'active', reason: 'asked nicely' } })).status).toBe(403);

    await ops.call('operatorSetPlayerStatus', { token: tokens.risk1, body: { memberId: m.memberId, status: 'active', reason: 'review cleared' } });
    expect((await w.api.login(m.username, 'Secret123', m.ip)).body.code).toBe('OK');

    await ops.call('operatorSetPlayerStatus', { token: tokens.risk1, body: { memberId: m.memberId, status: 'closed', reason: 'asked to close' } });
    expect((await w.api.login(m.username, 'Secret123', m.ip)).body.code).toBe('ACCOUNT_CLOSED');
    const reopen = await ops.call('operatorSetPlayerStatus', { token: tokens.owner1, body: { memberId: m.memberId, status: 'active', reason: 'changed mind' } });
    expect([reopen.status, reopen.body.code]).toEqual([409, 'INVALID_STATE']);
    expect((await auditOf(m.memberId, 'player.status')).map((r) => [r.actor, (r.detail as { after: { status: string } }).after.status])).toEqual([
      ['risk1', 'suspended'],
      ['risk1', 'active'],
      ['risk1', 'closed'],
    ]);
  });

  it('gives support a temporary password that works once and forces a new one, and lifts a login lock', async () => {
    const ops = operatorsClient(app);
    const m = await w.register();
    const reset = await ops.call('operatorResetPlayerPassword', { token: tokens.support1, body: { memberId: m.memberId } });
    const temporary = reset.body.value.temporaryPassword as string;
    expect(reset.body.value.expiresInMinutes).toBe(60);
    const signedIn = await w.api.login(m.username, temporary, m.ip);
    expect(signedIn.body.code).toBe('OK');
    expect(signedIn.body.value).toMatchObject({ forceChangePassword: true });
    // the session it opened may only change the password
    expect((await w.api.call('memberInfo', { token: signedIn.body.value.token, ip: m.ip })).body.code).toBe('OK');
    expect((await w.api.call('balance', { token: signedIn.body.value.token, ip: m.ip })).body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const audit = await auditOf(m.memberId, 'player.password_reset');
    expect(audit.map((r) => r.actor)).toEqual(['support1']);
    expect(JSON.stringify(audit[0]!.detail)).not.toContain(temporary);

    const locked = await w.register();
    const ip = '198.51.100.77';
    // after the first failure the account asks every client for a captcha (the test aid answers it)
    const attempt = async (password: string, withCaptcha: boolean) =>
      w.api.call('login', { body: { username: locked.username, password, ...(withCaptcha ? await w.api.captcha(ip) : {}) }, ip });
    for (let i = 0; i < 5; i++) await attempt(`Wrong${i}pass`, i > 0);
    expect((await attempt('Secret123', true)).body.code).toBe('ACCOUNT_LOCKED');
    expect((await ops.call('operatorPlayer', { token: tokens.support1, query: { id: locked.memberId } })).body.value.loginLocked).toBe(true);
    const unlocked = await ops.call('operatorUnlockPlayer', { token: tokens.support1, body: { memberId: locked.memberId } });
    expect(unlocked.body.value.clearedLocks).toBeGreaterThan(0);
    expect((await ops.call('operatorPlayer', { token: tokens.support1, query: { id: locked.memberId } })).body.value.loginLocked).toBe(false);
    // the address keeps asking for a captcha (its failures are its own), but the account is open again
    expect((await attempt('Secret123', true)).body.code).toBe('OK');
    expect((await auditOf(locked.memberId, 'player.unlock')).map((r) => r.actor)).toEqual(['support1']);
  });

  it('grants and forfeits a bonus by permission, and shows it with its wagering', async () => {
    const ops = operatorsClient(app);
    const marketing = await ops.login('marketing1');
    const m = await w.register();
    const grant = (token: string) =>
      ops.call('operatorGrantBonus', { token, body: { memberId: m.memberId, amountMinor: 50_00, wagering: 10, days: 7, note: 'birthday gift', requestId: rid('bonus') } });
    expect((await grant(tokens.risk1!)).body.value).toEqual({ permission: 'bonuses.write' });
    const granted = await grant(marketing);
    expect(granted.body.value.duplicate).toBe(false);
    const listed = await ops.call('operatorPlayerBonuses', { token: tokens.support1, query: { id: m.memberId } });
    expect(listed.body.value.list).toEqual([expect.objectContaining({ id: granted.body.value.bonusId, status: 'active', grantedMinor: 50_00, wageringRequiredMinor: 500_00, wageredMinor: 0 })]);
    const forfeited = await ops.call('operatorForfeitBonus', { token: marketing, body: { bonusId: granted.body.value.bonusId, note: 'granted twice by mistake' } });
    expect(forfeited.body.value).toEqual({ bonusId: granted.body.value.bonusId, forfeitedMinor: 50_00 });
    const audit = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, `bonus:${granted.body.value.bonusId}`));
    expect(audit.map((r) => [r.action, r.actor])).toEqual([
      ['bonus.grant', 'marketing1'],
      ['bonus.forfeit', 'marketing1'],
    ]);
  });

  it('shows accounts linked by address on the profile', async () => {
    const ops = operatorsClient(app);
    const first = await w.register();
    const second = await w.register();
    const shared = '203.0.113.45';
    for (const m of [first, second]) expect((await w.api.login(m.username, 'Secret123', shared)).body.code).toBe('OK');
    const profile = await ops.call('operatorPlayer', { token: tokens.risk1, query: { id: first.memberId } });
    expect(profile.body.value.linkedAccounts).toContainEqual({ reason: 'address', memberId: second.memberId, username: second.username });
  });

  it('imposes a time-out by permission: the player is told, signed out, and may not play until it ends', async () => {
    const ops = operatorsClient(app);
    const m = await w.register();
    const bySupport = await ops.call('operatorPlayerTimeOut', { token: tokens.support1, body: { memberId: m.memberId, days: 7, reason: 'signs of harm on the phone' } });
    expect(bySupport.body.value).toEqual({ permission: 'players.limits' });
    const imposed = await ops.call('operatorPlayerTimeOut', { token: tokens.risk1, body: { memberId: m.memberId, days: 7, reason: 'signs of harm on the phone' } });
    const until = Date.parse(imposed.body.value.until);
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await m.call('balance')).body.code).toBe('NOT_LOGGED_IN');
    const again = await w.api.login(m.username, 'Secret123', m.ip);
    const session = again.body.value.token as string;
    const inbox = await w.api.call('messages', { token: session, ip: m.ip, query: { pageNum: '1', pageSize: '10' } });
    // in the player's language (the demo brand's default is TY)
    expect(JSON.stringify(inbox.body.value)).toContain('Pansamantalang itinigil ng aming team ang paglalaro sa iyong account nang 7 araw');
    // its end on the brand's clock (Asia/Manila), named so
    expect(JSON.stringify(inbox.body.value)).toContain(`hanggang ${zonedDateTime(until, 'Asia/Manila')} (UTC+8)`);
    expect((await w.api.call('transferToUpline', { token: session, ip: m.ip, body: {} })).body.code).toBe('RG_BLOCKED');
    const profile = await ops.call('operatorPlayer', { token: tokens.support1, query: { id: m.memberId } });
    expect(profile.body.value.playBlock).toEqual({ kind: 'timeOut', until: new Date(until).toISOString() });
    expect((await auditOf(m.memberId, 'player.time_out')).map((r) => r.actor)).toEqual(['risk1']);
  });

  it('imposes a stricter limit by permission: in force at once, the player is told, and never loosened', async () => {
    const ops = operatorsClient(app);
    const m = await w.register();
    const daily = { memberId: m.memberId, kind: 'deposit', period: 'daily', value: 100_00, reason: 'affordability check pending' };
    expect((await ops.call('operatorPlayerLimit', { token: tokens.support1, body: daily })).body.value).toEqual({ permission: 'players.limits' });
    const imposed = await ops.call('operatorPlayerLimit', { token: tokens.risk1, body: daily });
    expect(imposed.body.value).toEqual({ kind: 'deposit', period: 'daily', value: 100_00, previous: null });
    const status = (await m.call('rgStatus')).body.value;
    expect(status.limits.find((l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'daily')).toMatchObject({ value: 100_00, pending: null });
    // a deposit past it is refused before any order exists
    const bank = (await m.call('depositChannels')).body.value.list.find((c: { type: string }) => c.type === 'BANK');
    const tooMuch = await m.call('depositCreate', { body: { channelId: bank.id, amount: '150', requestId: rid() } });
    expect(tooMuch.body.code).toMatch(/^RG_/);
    const inbox = await m.call('messages', { query: { pageNum: '1', pageSize: '10' } });
    expect(JSON.stringify(inbox.body.value)).toContain('Itinakda ng aming team ang iyong limitasyon sa deposito bawat araw sa ₱100.00');
    // an operator only tightens: the same or a looser value is refused and changes nothing
    const looser = await ops.call('operatorPlayerLimit', { token: tokens.risk1, body: { ...daily, value: 200_00 } });
    expect([looser.status, looser.body.code, looser.body.value]).toEqual([409, 'CONFLICT', { reason: 'limit_not_stricter', current: 100_00 }]);
    const tighter = await ops.call('operatorPlayerLimit', { token: tokens.risk1, body: { ...daily, value: 50_00 } });
    expect(tighter.body.value).toEqual({ kind: 'deposit', period: 'daily', value: 50_00, previous: 100_00 });
    // a session limit has the period session; money limits a calendar period
    const mixed = await ops.call('operatorPlayerLimit', { token: tokens.risk1, body: { ...daily, kind: 'session', period: 'daily', value: 60 } });
    expect([mixed.status, mixed.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const audit = await auditOf(m.memberId, 'player.limit');
    expect(audit.map((r) => [r.actor, r.detail])).toEqual([
      ['risk1', expect.objectContaining({ kind: 'deposit', period: 'daily', before: { value: null }, after: { value: 100_00 } })],
      ['risk1', expect.objectContaining({ before: { value: 100_00 }, after: { value: 50_00 } })],
    ]);
  });
});

