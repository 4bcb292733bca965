import { and, eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ledgerEntries, ledgerTransactions, memberMessages, members, throttles, verificationCodes } from '../../src/db/schema';
import { postEntry } from '../../src/modules/wallet/ledger/posting';
import { buildTestApp } from '../helper';
import { expectLedgerConsistent, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '8' });
const w = walletClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
  vi.useRealTimers();
});

const memberRow = async (id: number) => (await db.select().from(members).where(eq(members.id, id)))[0]!;
/** A 6-digit code that is not the one sent. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('nickname', () => {
  it('trims, saves, and the member info answers the new nickname', async () => {
    const s = await w.register();
    const res = await s.call('updateNickname', { body: { nickname: '   Lucky   Star  ' } });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ nickname: 'Lucky Star' });
    expect((await s.call('memberInfo')).body.value.nickname).toBe('Lucky Star');
  });

  it.each([
    ['a', 'mc_nickname_length'],
    ['x'.repeat(21), 'mc_nickname_length'],
    ['   ', 'input_cannot_be_empty'],
    ['<b>bold</b>', 'mc_nickname_chars'],
    ['Tom & Jerry', 'mc_nickname_chars'],
    ['bell\u0007x', 'mc_nickname_chars'],
    ['rtl\u202eevil', 'mc_nickname_chars'],
  ])('refuses %j with %s', async (nickname, key) => {
    const s = await w.register();
    // the first nickname is the payee name (a name of the member's own)
    const first = (await memberRow(s.memberId)).nickname;
    expect(first).toMatch(/^Payee [a-z]+$/);
    const res = await s.call('updateNickname', { body: { nickname } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'nickname', key } });
    expect((await memberRow(s.memberId)).nickname).toBe(first);
  });

  it('counts 20 characters, not UTF-16 units, and allows letters of any script', async () => {
    const s = await w.register();
    const nickname = 'Ñiño 🎰 Maligaya'.padEnd(20, '!');
    const res = await s.call('updateNickname', { body: { nickname } });
    expect(res.body.code).toBe('OK');
  });

  it('allows 5 changes a day, 10 s apart', async () => {
    const s = await w.register();
    const at = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 5; i++) {
      vi.setSystemTime(at + i * 11_000);
      expect((await s.call('updateNickname', { body: { nickname: `Name ${i}` } })).body.code).toBe('OK');
    }
    vi.setSystemTime(at + 5 * 11_000);
    const sixth = await s.call('updateNickname', { body: { nickname: 'Name 6' } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('TOO_MANY_REQUESTS');
    expect(sixth.body.value.retryAfterSeconds).toBeGreaterThan(3600);
  });

  it('refuses a second change within 10 s', async () => {
    const s = await w.register();
    expect((await s.call('updateNickname', { body: { nickname: 'First' } })).body.code).toBe('OK');
    expect((await s.call('updateNickname', { body: { nickname: 'Second' } })).body.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('avatar', () => {
  it('lists the generated avatar and the 12 built-in ones, saves a choice, and the icon calls answer it', async () => {
    const s = await w.register();
    const list = (await s.call('avatarList')).body.value;
    expect(list.current).toBe(0);
    expect(list.list.map((a: { iconId: number }) => a.iconId)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(list.list.map((a: { url: string }) => a.url)).size).toBe(13);
    const before = (await s.call('memberIcon')).body.value;

    const res = await s.call('updateAvatar', { body: { iconId: 7 } });
    expect(res.body.value).toEqual({ iconId: 7, url: list.list[7].url });
    expect((await s.call('memberIcon')).body.value).toEqual({ iconId: 7, url: list.list[7].url });
    expect((await s.call('playerAvatar')).body.value.iconId).toBe(7);
    expect((await s.call('avatarList')).body.value.current).toBe(7);
    expect(before.url).not.toBe(list.list[7].url);
  });

  it.each([[13], [-1], [1.5]])('refuses the unknown avatar %j', async (iconId) => {
    const s = await w.register();
    const res = await s.call('updateAvatar', { body: { iconId } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'iconId' } });
    expect((await memberRow(s.memberId)).iconId).toBe(0);
  });

  it('refuses a string id', async () => {
    const s = await w.register();
    expect((await s.call('updateAvatar', { body: { iconId: '3' } })).body.code).toBe('VALIDATION_ERROR');
  });
});

describe('logins and trial accounts', () => {
  it('refuses visitors', async () => {
    for (const name of ['updateNickname', 'avatarList', 'updateAvatar', 'bindMobileCode', 'bindMobile', 'bindEmailCode', 'bindEmail'] as const) {
      const res = await w.api.call(name, { body: {} });
      expect(res.status, name).toBe(401);
      expect(res.body.code, name).toBe('NOT_LOGGED_IN');
    }
  });

  it('refuses trial (type 4) accounts with in_need_true_account', async () => {
    const s = await w.trial();
    const cases = [
      ['updateNickname', { nickname: 'Trial Name' }],
      ['updateAvatar', { iconId: 2 }],
      ['bindMobileCode', { countryDialingCode: '63', mobileNum: '9170000001' }],
      ['bindEmailCode', { email: 'trial@example.com' }],
      ['bindEmail', { email: 'trial@example.com', verificationCode: '123456' }],
      ['bindMobile', { countryDialingCode: '63', mobileNum: '9170000001', verificationCode: '123456' }],
    ] as const;
    for (const [name, body] of cases) {
      const res = await s.call(name, { body });
      expect(res.status, name).toBe(403);
      expect(res.body).toMatchObject({ code: 'TRIAL_ACCOUNT', message: 'in_need_true_account' });
    }
    expect((await s.call('avatarList')).body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('bind phone', () => {
  const freshNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

  it('sends a code by SMS, binds with it, and the member info shows the masked number', async () => {
    const s = await w.register();
    const mobileNum = freshNumber();
    const sent = await s.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum } });
    expect(sent.body.code, JSON.stringify(sent.body)).toBe('OK');
    expect(sent.body.value.expiredMinutes).toBe(2);
    const code = await w.api.lastCode(`+63${mobileNum}`);
    expect(code).toMatch(/^\d{6}$/);
    const bound = await s.call('bindMobile', { body: { countryDialingCode: '63', mobileNum, verificationCode: code } });
    expect(bound.body.code).toBe('OK');
    expect(bound.body.value).toEqual({ maskedMobile: `+63 ${mobileNum.slice(0, 3)}****${mobileNum.slice(-3)}`, countryDialingCode: '63' });
    const info = (await s.call('memberInfo')).body.value;
    expect(info.maskedMobile).toBe(bound.body.value.maskedMobile);
    expect((await memberRow(s.memberId)).mobileNum).toBe(mobileNum);
  });

  it('refuses a wrong code, then an expired one; the code is single-use', async () => {
    const s = await w.register();
    const mobileNum = freshNumber();
    await s.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum } });
    const code = (await w.api.lastCode(`+63${mobileNum}`))!;
    const bad = await s.call('bindMobile', { body: { countryDialingCode: '63', mobileNum, verificationCode: wrong(code) } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_VERIFICATION_CODE', value: { field: 'verificationCode' } });
    // the wrong try was counted (its transaction committed)
    const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.target, `member:${s.memberId}:+63${mobileNum}`));
    expect(row!.attempts).toBe(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60_000);
    const expired = await s.call('bindMobile', { body: { countryDialingCode: '63', mobileNum, verificationCode: code } });
    expect(expired.body.code).toBe('CODE_EXPIRED');
    vi.useRealTimers();
    expect((await memberRow(s.memberId)).mobileNum).toBeNull();
  });

  it('does not accept a code sent to another member or another number', async () => {
    const a = await w.register();
    const b = await w.register();
    const mobileNum = freshNumber();
    await a.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum } });
    const code = (await w.api.lastCode(`+63${mobileNum}`))!;
    expect((await b.call('bindMobile', { body: { countryDialingCode: '63', mobileNum, verificationCode: code } })).body.code).toBe('INVALID_VERIFICATION_CODE');
    expect((await a.call('bindMobile', { body: { countryDialingCode: '63', mobileNum: freshNumber(), verificationCode: code } })).body.code).toBe('INVALID_VERIFICATION_CODE');
    expect((await a.call('bindMobile', { body: { countryDialingCode: '63', mobileNum, verificationCode: code } })).body.code).toBe('OK');
  });

  it("refuses another member's number with MOBILE_TAKEN (409), at send and at bind", async () => {
    const s = await w.register();
    // phoneuser's number
    const send = await s.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum: '9171234567' } });
    expect(send.status).toBe(409);
    expect(send.body).toMatchObject({ code: 'MOBILE_TAKEN', value: { field: 'mobileNum' } });
    const bind = await s.call('bindMobile', { body: { countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '123456' } });
    expect(bind.status).toBe(409);
    expect(bind.body.code).toBe('MOBILE_TAKEN');
  });

  it('answers MOBILE_TAKEN, never a 500, when two members race for one number', async () => {
    const a = await w.register();
    const b = await w.register();
    const mobileNum = freshNumber();
    await a.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum } });
    const codeA = (await w.api.lastCode(`+63${mobileNum}`))!;
    await new Promise((r) => setTimeout(r, 1100)); // one SMS a second per number
    await b.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum } });
    const codeB = (await w.api.lastCode(`+63${mobileNum}`))!;
    const results = await Promise.all([
      a.call('bindMobile', { body: { countryDialingCode: '63', mobileNum, verificationCode: codeA } }),
      b.call('bindMobile', { body: { countryDialingCode: '63', mobileNum, verificationCode: codeB } }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['MOBILE_TAKEN', 'OK']);
    expect(results.every((r) => r.status !== 500)).toBe(true);
  });

  it('refuses a bad number and a number of the wrong format', async () => {
    const s = await w.register();
    expect((await s.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum: '12ab' } })).body.code).toBe('INVALID_PHONE_NUMBER');
    expect((await s.call('bindMobileCode', { body: { countryDialingCode: '9999', mobileNum: '9171111111' } })).body.code).toBe('INVALID_PHONE_NUMBER');
    expect((await s.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum: '' } })).body.code).toBe('VALIDATION_ERROR');
  });

  it('keeps the SMS limits: one a second per number', async () => {
    const s = await w.register();
    const mobileNum = freshNumber();
    expect((await s.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum } })).body.code).toBe('OK');
    const again = await s.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum } });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('changing a bound number needs the login password', async () => {
    const s = await w.register();
    await db.update(members).set({ countryDialingCode: '63', mobileNum: freshNumber() }).where(eq(members.id, s.memberId));
    const mobileNum = freshNumber();
    const none = await s.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum } });
    expect(none.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'password', key: 'input_cannot_be_empty' } });
    const bad = await s.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum, password: 'Wrong123!' } });
    expect(bad.body).toMatchObject({ code: 'OLD_PASSWORD_INCORRECT', value: { field: 'password' } });
    const sent = await s.call('bindMobileCode', { body: { countryDialingCode: '63', mobileNum, password: 'Secret123' } });
    expect(sent.body.code).toBe('OK');
    const code = (await w.api.lastCode(`+63${mobileNum}`))!;
    expect((await s.call('bindMobile', { body: { countryDialingCode: '63', mobileNum, verificationCode: code } })).body.code).toBe('VALIDATION_ERROR');
    expect((await s.call('bindMobile', { body: { countryDialingCode: '63', mobileNum, verificationCode: code, password: 'Secret123' } })).body.code).toBe('OK');
    expect((await memberRow(s.memberId)).mobileNum).toBe(mobileNum);
  });
});

describe('bind email', () => {
  const freshEmail = () => `bind-${Math.random().toString(36).slice(2, 10)}@Example.com`;

  it('sends a code by email, binds the lower-cased address, and the member info shows it masked', async () => {
    const s = await w.register();
    const email = freshEmail();
    const sent = await s.call('bindEmailCode', { body: { email } });
    expect(sent.body.code, JSON.stringify(sent.body)).toBe('OK');
    const [mail] = await w.api.outbox(email.toLowerCase());
    expect(mail).toMatchObject({ channel: 'email' });
    expect(mail!.code).toMatch(/^\d{6}$/);
    const bound = await s.call('bindEmail', { body: { email, verificationCode: mail!.code } });
    expect(bound.body.code).toBe('OK');
    expect((await memberRow(s.memberId)).email).toBe(email.toLowerCase());
    expect((await s.call('memberInfo')).body.value.maskedEmail).toBe(bound.body.value.maskedEmail);
  });

  it('refuses a bad address, a wrong code and an expired code', async () => {
    const s = await w.register();
    expect((await s.call('bindEmailCode', { body: { email: 'not-an-email' } })).body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'email', key: 'reg_pattern_3' } });
    expect((await s.call('bindEmailCode', { body: { email: '<x>@example.com' } })).body.code).toBe('VALIDATION_ERROR');
    const email = freshEmail();
    await s.call('bindEmailCode', { body: { email } });
    const code = (await w.api.lastCode(email.toLowerCase()))!;
    expect((await s.call('bindEmail', { body: { email, verificationCode: wrong(code) } })).body.code).toBe('INVALID_VERIFICATION_CODE');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60_000);
    expect((await s.call('bindEmail', { body: { email, verificationCode: code } })).body.code).toBe('CODE_EXPIRED');
    vi.useRealTimers();
    expect((await memberRow(s.memberId)).email).toBeNull();
  });

  it("refuses another member's address with EMAIL_TAKEN (409), in any case", async () => {
    const s = await w.register();
    const res = await s.call('bindEmailCode', { body: { email: 'PhoneUser@Example.com' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', message: 'err_email_taken', value: { field: 'email' } });
    expect((await s.call('bindEmail', { body: { email: 'phoneuser@example.com', verificationCode: '123456' } })).status).toBe(409);
  });

  it('changing a bound address needs the login password', async () => {
    const s = await w.register();
    await db.update(members).set({ email: 'old-address@example.com' }).where(eq(members.id, s.memberId));
    const email = freshEmail();
    expect((await s.call('bindEmailCode', { body: { email } })).body.value.field).toBe('password');
    expect((await s.call('bindEmailCode', { body: { email, password: 'nope' } })).body.code).toBe('OLD_PASSWORD_INCORRECT');
    expect((await s.call('bindEmailCode', { body: { email, password: 'Secret123' } })).body.code).toBe('OK');
    const code = (await w.api.lastCode(email.toLowerCase()))!;
    expect((await s.call('bindEmail', { body: { email, verificationCode: code, password: 'Secret123' } })).body.code).toBe('OK');
    expect((await memberRow(s.memberId)).email).toBe(email.toLowerCase());
  });
});

describe('platform messages in both languages', () => {
  it("shows each message in the request's language, with its key and parameters", async () => {
    const s = await w.login('player1', 'Player123!');
    const en = (await s.call('messages', { query: { pageNo: '1', pageSize: '50' }, headers: { language: 'EN' } })).body.value.list;
    const ty = (await s.call('messages', { query: { pageNo: '1', pageSize: '50' }, headers: { language: 'TY' } })).body.value.list;
    const welcomeEn = en.find((m: { messageKey: string }) => m.messageKey === 'welcome');
    const welcomeTy = ty.find((m: { messageKey: string }) => m.messageKey === 'welcome');
    expect(welcomeEn).toMatchObject({ title: 'Welcome', params: { nickname: 'Player One', amount: '₱1,000.00' } });
    expect(welcomeEn.content).toBe('Welcome, Player One! Your demo account starts with ₱1,000.00 in the main wallet.');
    expect(welcomeTy.title).toBe('Maligayang pagdating');
    expect(welcomeTy.content).toContain('Player One');
    expect(welcomeTy.content).toContain('₱1,000.00');
    expect(welcomeTy.content).not.toBe(welcomeEn.content);
  });

  it('writes new wallet messages with keys: a deposit and a transfer to the upline read in TY and EN', async () => {
    const s = await w.register({ affiliateCode: 'AGENT1' });
    await w.credit(s.username, '50.00');
    expect((await s.call('setPaymentPassword', { body: { newPassword: 'Pay12345', confirmPassword: 'Pay12345' } })).body.code).toBe('OK');
    const transfer = await s.call('transferToUpline', { body: { amount: '10.00', paymentPassword: 'Pay12345', requestId: `up-${Date.now()}` } });
    expect(transfer.body.code, JSON.stringify(transfer.body)).toBe('OK');
    const agent = await w.login('agent1', 'Agent123!');
    const read = async (language: string) =>
      (await agent.call('messages', { query: { pageNo: '1', pageSize: '5' }, headers: { language } })).body.value.list.find(
        (m: { messageKey: string; params: { from: string } }) => m.messageKey === 'transfer_received' && m.params.from === s.username,
      );
    // the amount as the reader writes money, from its stored plain figure
    expect((await read('EN')).content).toBe(`${s.username} transferred ₱10.00 to your main wallet.`);
    expect((await read('TY')).content).toBe(`Nagpadala si ${s.username} ng ₱10.00 sa iyong pangunahing wallet.`);
  });

  it('the 0008 migration gives old English rows their key and parameters; unknown texts stay as they are', async () => {
    const s = await w.register();
    const legacy = [
      { title: 'Deposit received', content: 'Your deposit D20261101ABCDEFGHJK of 250.00 has been credited to your main wallet.' },
      { title: 'Withdrawal rejected', content: 'Your withdrawal W20261101ABCDEFGHJK of 100.00 was rejected: name mismatch. The amount is back in your main wallet.' },
      { title: 'Withdrawal rejected', content: 'Your withdrawal W20261101ZZZZZZZZZZ of 100.00 was rejected. The amount is back in your main wallet.' },
      { title: 'Withdrawal claim resolved', content: 'Your claim on withdrawal W20261101ABCDEFGHJK was reviewed. Refunded: 40.00.' },
      { title: 'Something else', content: 'An operator note.' },
    ];
    await db.insert(memberMessages).values(legacy.map((m) => ({ brandId: 'demo', memberId: s.memberId, category: 'system', ...m })));
    const migration = readFileSync(new URL('../../src/db/migrations/0008_profile.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (/^\s*(--[^\n]*\n\s*)*UPDATE "member_messages"/.test(statement)) await db.execute(sql.raw(statement));
    }
    const rows = await db.select().from(memberMessages).where(eq(memberMessages.memberId, s.memberId)).orderBy(memberMessages.id);
    expect(rows.map((r) => [r.messageKey, r.params])).toEqual([
      ['deposit_received', { orderNo: 'D20261101ABCDEFGHJK', amount: '250.00' }],
      ['withdrawal_rejected', { orderNo: 'W20261101ABCDEFGHJK', amount: '100.00', reason: 'name mismatch' }],
      ['withdrawal_rejected', { orderNo: 'W20261101ZZZZZZZZZZ', amount: '100.00' }],
      ['withdrawal_resolved', { orderNo: 'W20261101ABCDEFGHJK', refund: '40.00' }],
      [null, {}],
    ]);
    const ty = (await s.call('messages', { query: { pageNo: '1', pageSize: '10' }, headers: { language: 'TY' } })).body.value.list;
    expect(ty.map((m: { title: string }) => m.title)).toEqual(['Something else', 'Nalutas ang reklamo sa withdrawal', 'Tinanggihan ang withdrawal', 'Tinanggihan ang withdrawal', 'Natanggap ang deposito']);
    // the text rendered from the migrated row is the stored English text, word for word, its amounts now as money
    const en = (await s.call('messages', { query: { pageNo: '1', pageSize: '10' }, headers: { language: 'EN' } })).body.value.list;
    expect(en.map((m: { content: string }) => m.content).reverse()).toEqual(legacy.map((m) => m.content.replace(/(of |Refunded: )(\d)/, '$1₱$2')));
  });
});

describe('consolidated totals', () => {
  it("the demo seed's opening balance is an operator adjustment: totalDeposit counts real deposits only", async () => {
    const s = await w.login('player1', 'Player123!');
    const [opening] = await db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, s.memberId), eq(ledgerTransactions.idempotencyKey, 'seed:opening-balance')));
    expect(opening?.kind).toBe('adjustment');
    const houseLegs = await db
      .select({ wallet: ledgerEntries.wallet, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerTransactions.memberId, s.memberId), eq(ledgerTransactions.idempotencyKey, 'seed:opening-balance')));
    expect(houseLegs.sort((a, b) => a.wallet.localeCompare(b.wallet))).toEqual([
      { wallet: 'ADJUSTMENTS', kind: 'adjustment' },
      { wallet: 'MAIN', kind: 'adjustment' },
    ]);
    const funds = (await s.call('consolidated')).body.value.funds;
    expect(funds.totalDepositMinor).toBe(0);
    expect(funds.mainBalanceMinor).toBeGreaterThanOrEqual(0);
    await expectLedgerConsistent(app);
  });

  it('the 0008 migration rebooks an opening balance seeded as a deposit (existing databases) as an adjustment', async () => {
    const s = await w.register();
    await postEntry(db, { brandId: 'demo', memberId: s.memberId, kind: 'deposit', amountMinor: 100_000, idempotencyKey: 'seed:opening-balance', reference: 'opening balance' });
    expect((await s.call('consolidated')).body.value.funds.totalDepositMinor).toBe(100_000);
    const migration = readFileSync(new URL('../../src/db/migrations/0008_profile.sql', import.meta.url), 'utf8');
    const ledgerPart = migration.slice(migration.indexOf('-- the demo seed'));
    for (const statement of ledgerPart.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect((await s.call('consolidated')).body.value.funds).toMatchObject({ totalDepositMinor: 0, mainBalanceMinor: 100_000 });
    const legs = await db
      .select({ wallet: ledgerEntries.wallet, kind: ledgerEntries.kind, memberId: ledgerEntries.memberId })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.memberId, s.memberId));
    expect(legs.map((l) => `${l.memberId ? 'member' : 'house'}:${l.wallet}:${l.kind}`).sort()).toEqual(['house:ADJUSTMENTS:adjustment', 'member:MAIN:adjustment']);
    expect((await s.call('accountRecords')).body.value.list[0]).toMatchObject({ kind: 'adjustment', amountMinor: 100_000 });
    await expectLedgerConsistent(app);
  });
});
