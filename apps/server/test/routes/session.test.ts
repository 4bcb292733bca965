import { encryptBody } from '@app/contract/encrypt-body';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { members, memberIps, sessions, throttles } from '../../src/db/schema';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';

const app = await buildTestApp({ POW_DIFFICULTY: '8' });
const api = accountsClient(app);
const db = app.database.db;

const demoMember = async (username: string) =>
  (await db.select().from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username))))[0]!;

// abuse counters are per test: each test starts with none
beforeEach(async () => {
  await db.delete(throttles);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login by username and password', () => {
  it('logs the demo member in and reads member info with the token', async () => {
    const ip = freshIp();
    const res = await api.login('player1', 'Player123!', ip);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 'OK' });
    expect(res.body.value).toMatchObject({ userName: 'player1', account: 'player1', isAgent: 0, forceChangePassword: false, passwordExpired: false });
    expect(res.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await api.call('memberInfo', { token: res.body.value.token, ip });
    expect(info.body.value).toMatchObject({
      account: 'player1',
      nickname: 'Player One',
      type: 0,
      isAgent: 0,
      isTrial: false,
      toUpline: true,
      uplineAccount: 'agent1',
      clubLabel: { labelName: 'VIP5', rankLevel: 5 },
      memberLabel: [{ labelName: 'Lucky' }],
    });
    // the token is stored as a SHA-256 hash only
    const stored = await db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.tokenHash === res.body.value.token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it('accepts the username in any case and stores argon2id hashes', async () => {
    const res = await api.login('  PLAYER1 ', 'Player123!', freshIp());
    expect(res.body.success).toBe(true);
    const [row] = await db.select({ hash: members.passwordHash }).from(members).where(eq(members.username, 'player1'));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });

  it('reports the first login, then not', async () => {
    const ip = freshIp();
    expect((await api.login('agent1', 'Agent123!', ip)).body.value).toMatchObject({ firstTimeLogin: true, isAgent: 1 });
    expect((await api.login('agent1', 'Agent123!', ip)).body.value.firstTimeLogin).toBe(false);
  });

  it('refuses a missing field and a wrong password with stable codes', async () => {
    const missing = await api.call('login', { body: { username: 'player1' }, ip: freshIp() });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'password', key: 'input_cannot_be_empty' } });
    const wrong = await api.login('player1', 'nope', freshIp());
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', message: 'err_invalid_credentials', value: { captcha: true } });
    const unknown = await api.login('nobody99', 'whatever1', freshIp());
    expect(unknown.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a back-office account on the member login', async () => {
    const res = await api.login('backoffice1', 'Office123!', freshIp());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_MEMBER_ACCOUNT');
  });

  it('answers each brand from its own accounts', async () => {
    const res = await api.call('login', { body: { username: 'player1', password: 'Player123!' }, host: 'tiger.localhost', ip: freshIp() });
    expect(res.body.success).toBe(true);
    // a tiger token is no session on the demo brand
    const info = await api.call('memberInfo', { token: res.body.value.token, ip: freshIp() });
    expect(info.body.code).toBe('NOT_LOGGED_IN');
  });
});

describe('captcha after a failed login', () => {
  it('asks a captcha for the account and for the client after one failure, and takes a right one once', async () => {
    const ip = freshIp();
    const needs = async (username: string, from: string) =>
      (await api.call('loginCaptcha', { query: { username }, ip: from })).body.value.required as boolean;
    expect(await needs('agent1', ip)).toBe(false);
    await api.login('agent1', 'wrong-pass1', ip);
    // the form can know before its submit: the account from any client, and any account from the failing client
    expect(await needs('agent1', freshIp())).toBe(true);
    expect(await needs('AGENT1', freshIp())).toBe(true);
    expect(await needs('player1', ip)).toBe(true);
    expect(await needs('player1', freshIp())).toBe(false);
    // the account now needs a captcha from any client ...
    const other = await api.login('agent1', 'Agent123!', freshIp());
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    // ... and the client for any account
    const sameClient = await api.login('player1', 'Player123!', ip);
    expect(sameClient.body.code).toBe('CAPTCHA_REQUIRED');

    const solved = await api.captcha(ip);
    expect(solved.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(solved.image.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(solved.captcha).toMatch(/^\d{4}$/);

    const wrongAnswer = await api.call('login', {
      body: { username: 'agent1', password: 'Agent123!', captchaId: solved.captchaId, captcha: solved.captcha === '0000' ? '1111' : '0000' },
      ip,
    });
    expect(wrongAnswer.body).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });
    // single use: the right answer no longer works after the wrong try burnt it
    const burnt = await api.call('login', { body: { username: 'agent1', password: 'Agent123!', captchaId: solved.captchaId, captcha: solved.captcha }, ip });
    expect(burnt.body.code).toBe('CAPTCHA_INVALID');

    const fresh = await api.captcha(ip);
    const ok = await api.call('login', { body: { username: 'agent1', password: 'Agent123!', ...pick(fresh) }, ip });
    expect(ok.body.success).toBe(true);
    const reused = await api.call('login', { body: { username: 'agent1', password: 'Agent123!', ...pick(fresh) }, ip });
    expect(reused.body.code).toBe('CAPTCHA_INVALID');
  });

  it('expires a captcha after two minutes', async () => {
    const ip = freshIp();
    await api.login('weakpass', 'bad-pass1', ip);
    const solved = await api.captcha(ip);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 121_000);
    const res = await api.call('login', { body: { username: 'weakpass', password: '123456', ...pick(solved) }, ip });
    expect(res.body.code).toBe('CAPTCHA_INVALID');
  });

  it('validates the captcha id', async () => {
    const res = await api.call('captcha', { query: { captchaId: 'short' }, ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });
});

const pick = (c: { captchaId: string; captcha: string }) => ({ captchaId: c.captchaId, captcha: c.captcha });

describe('login limits', () => {
  it('locks an account for a growing time after five failures, and the lock always ends', async () => {
    const ip = freshIp();
    const fail = async () => {
      const c = await api.captcha(ip);
      return api.call('login', { body: { username: 'phoneuser', password: 'not-it-1', ...pick(c) }, ip });
    };
    await api.login('phoneuser', 'not-it-0', ip);
    for (let i = 0; i < 3; i++) expect((await fail()).body.code).toBe('INVALID_CREDENTIALS');
    const fifth = await fail();
    expect(fifth.body).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captcha: true, retryAfterSeconds: 30 } });
    const c = await api.captcha(ip);
    // the lock holds the failing client (IP and device), not the account for everyone (session-lockout.test.ts)
    const locked = await api.call('login', { body: { username: 'phoneuser', password: 'Phone123!', ...pick(c) }, ip });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { retryAfterSeconds: 30 } });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    // one more failure doubles the lock
    const sixth = await fail();
    expect(sixth.body.value.retryAfterSeconds).toBe(60);
    vi.setSystemTime(Date.now() + 61_000);
    const c2 = await api.captcha(ip);
    const ok = await api.call('login', { body: { username: 'phoneuser', password: 'Phone123!', ...pick(c2) }, ip });
    // phoneuser has no known IP yet, so no second factor is asked
    expect(ok.body.success).toBe(true);
  });

  it('blocks a client that fails on many accounts, for a limited time', async () => {
    const ip = freshIp();
    let last;
    for (let i = 0; i < 20; i++) {
      const c = i === 0 ? {} : pick(await api.captcha(ip));
      last = await api.call('login', { body: { username: `ghost${i}`, password: 'x1x1x1', ...c }, ip });
    }
    expect(last!.body.value.retryAfterSeconds).toBe(30);
    const blocked = await api.login('player1', 'Player123!', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('forced password change', () => {
  it('forces a change of 123456 and limits the session until it is done', async () => {
    const ip = freshIp();
    const res = await api.login('weakpass', '123456', ip);
    expect(res.body.value).toMatchObject({ forceChangePassword: true, passwordExpired: false });
    const token = res.body.value.token as string;
    expect((await api.call('memberInfo', { token, ip })).body.success).toBe(true);
    const other = await api.call('updateLanguage', { token, ip, body: { language: 'EN' } });
    expect(other.body.success).toBe(true);
    const blocked = await api.call('balance', { token, ip });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const same = await api.call('changePassword', { token, ip, body: { oldPassword: '123456', newPassword: '123456', confirmNewPassword: '123456' } });
    expect(same.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'newPassword', key: 'reg_pattern_5', params: { min: 6, max: 20 } } });
    const mismatch = await api.call('changePassword', { token, ip, body: { oldPassword: '123456', newPassword: 'Better123', confirmNewPassword: 'Better124' } });
    expect(mismatch.body.value).toMatchObject({ field: 'confirmNewPassword', key: 'incorrect_confirmation_input' });
    const wrongOld = await api.call('changePassword', { token, ip, body: { oldPassword: '654321', newPassword: 'Better123', confirmNewPassword: 'Better123' } });
    expect(wrongOld.body.code).toBe('OLD_PASSWORD_INCORRECT');
    const done = await api.call('changePassword', { token, ip, body: { oldPassword: '123456', newPassword: 'Better123', confirmNewPassword: 'Better123' } });
    expect(done.body).toMatchObject({ success: true, value: { relogin: true } });
    // every session ends; the client logs in again
    expect((await api.call('memberInfo', { token, ip })).body.code).toBe('NOT_LOGGED_IN');
    const again = await api.login('weakpass', 'Better123', ip);
    expect(again.body.value.forceChangePassword).toBe(false);
    const old = await api.login('weakpass', '123456', freshIp());
    expect(old.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('forces a change when the password expired (brand passwordExpiryDays)', async () => {
    const ip = freshIp();
    await db.update(members).set({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(members.username, 'agent1'));
    const res = await api.call('login', { body: { username: 'agent1', password: 'Agent123!' }, ip, host: 'tiger.localhost' });
    expect(res.body.value).toMatchObject({ passwordExpired: true, forceChangePassword: true });
  });
});

describe('sessions', () => {
  it('revokes the token at logout', async () => {
    const ip = freshIp();
    const { token } = (await api.login('player1', 'Player123!', ip)).body.value;
    expect((await api.call('logout', { token, ip })).body).toMatchObject({ success: true, value: null });
    const after = await api.call('memberInfo', { token, ip });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('NOT_LOGGED_IN');
    expect((await api.call('logout', { token, ip })).body.code).toBe('NOT_LOGGED_IN');
  });

  it('refuses unknown tokens and missing tokens', async () => {
    expect((await api.call('memberInfo', { token: 'x'.repeat(43) })).body.code).toBe('NOT_LOGGED_IN');
    expect((await api.call('memberInfo', { token: 'y'.repeat(500) })).body.code).toBe('NOT_LOGGED_IN');
    expect((await api.call('memberInfo')).body.code).toBe('NOT_LOGGED_IN');
  });

  it('expires a session after 7 idle days and after 30 days in all', async () => {
    const ip = freshIp();
    const idle = (await api.login('player1', 'Player123!', ip)).body.value.token;
    const busy = (await api.login('player1', 'Player123!', ip)).body.value.token;
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let day = 6; day <= 30; day += 6) {
      vi.setSystemTime(start + day * 86_400_000);
      expect((await api.call('memberInfo', { token: busy, ip })).body.success, `day ${day}`).toBe(day < 30);
    }
    expect((await api.call('memberInfo', { token: idle, ip })).body.code).toBe('NOT_LOGGED_IN');
  });
});

describe('login from an unregistered IP', () => {
  it('asks the SMS code when the member has a known IP and a mobile number, then logs in', async () => {
    const home = freshIp();
    const member = await demoMember('phoneuser');
    await db.insert(memberIps).values({ memberId: member.id, ip: home }).onConflictDoNothing();
    const away = freshIp();
    const res = await api.login('phoneuser', 'Phone123!', away);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'VERIFICATION_REQUIRED', value: { methods: ['sms'], maskedMobile: '+63 917****567' } });
    const { ticket } = res.body.value;

    const elsewhere = await api.call('loginVerifySend', { body: { ticket, method: 'sms' }, ip: freshIp() });
    expect(elsewhere.body.code).toBe('INVALID_TICKET');
    const sent = await api.call('loginVerifySend', { body: { ticket, method: 'sms' }, ip: away });
    expect(sent.body.value.expiredMinutes).toBe(2);
    const code = await api.lastCode('+639171234567');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await api.call('loginVerify', { body: { ticket, method: 'sms', code: code === '000000' ? '111111' : '000000' }, ip: away });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    const bank = await api.call('loginVerify', { body: { ticket, method: 'bank', bankAccountName: 'PHONE USER' }, ip: away });
    expect(bank.body.code).toBe('INVALID_TICKET');
    const ok = await api.call('loginVerify', { body: { ticket, method: 'sms', code }, ip: away });
    expect(ok.body.success).toBe(true);
    expect(ok.body.value.userName).toBe('phoneuser');
    // single use, and the IP is now known
    expect((await api.call('loginVerify', { body: { ticket, method: 'sms', code }, ip: away })).body.code).toBe('INVALID_TICKET');
    expect((await api.login('phoneuser', 'Phone123!', away)).body.success).toBe(true);
  });

  it('offers the bank account name when the member is set so', async () => {
    const home = freshIp();
    const member = await demoMember('phoneuser');
    await db.update(members).set({ loginVerification: 'bank,email' }).where(eq(members.id, member.id));
    await db.insert(memberIps).values({ memberId: member.id, ip: home }).onConflictDoNothing();
    const away = freshIp();
    const res = await api.login('phoneuser', 'Phone123!', away);
    expect(res.body.value.methods).toEqual(['email', 'bank']);
    const { ticket } = res.body.value;
    const wrong = await api.call('loginVerify', { body: { ticket, method: 'bank', bankAccountName: 'SOMEONE ELSE' }, ip: away });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    const ok = await api.call('loginVerify', { body: { ticket, method: 'bank', bankAccountName: ' phone   user ' }, ip: away });
    expect(ok.body.success).toBe(true);
    await db.update(members).set({ loginVerification: 'auto' }).where(eq(members.id, member.id));
  });
});

describe('login by SMS code', () => {
  it('sends a code to a known number and logs in with it once', async () => {
    const ip = freshIp();
    const human = await api.human(ip);
    const sent = await api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '9171234567', ...human }, ip });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 2 } });
    const code = await api.lastCode('+639171234567');
    const res = await api.call('login', { body: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code }, ip });
    expect(res.body.value).toMatchObject({ userName: 'phoneuser', forceChangePassword: false });
    const again = await api.call('login', { body: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code }, ip });
    expect(again.body.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('answers the same for an unknown number without sending anything', async () => {
    const ip = freshIp();
    const sent = await api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '9170000001', ...(await api.human(ip)) }, ip });
    expect(sent.body.success).toBe(true);
    expect(await api.outbox('+639170000001')).toEqual([]);
  });

  it('expires a code after expiredMinutes', async () => {
    const ip = freshIp();
    await api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '9171234567', ...(await api.human(ip)) }, ip });
    const code = await api.lastCode('+639171234567');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60_000 + 1000);
    const res = await api.call('login', { body: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code }, ip });
    expect(res.body.code).toBe('CODE_EXPIRED');
  });

  it('spends a code after five wrong tries', async () => {
    const ip = freshIp();
    await api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '9171234567', ...(await api.human(ip)) }, ip });
    const code = (await api.lastCode('+639171234567'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await api.call('login', { body: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: wrong }, ip: freshIp() });
      expect(res.body.code).toBe('INVALID_VERIFICATION_CODE');
    }
    const right = await api.call('login', { body: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code }, ip: freshIp() });
    expect(right.body.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('needs human verification, a valid number, and the brand flag', async () => {
    const ip = freshIp();
    const noHuman = await api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '9171234567' }, ip });
    expect(noHuman.body).toMatchObject({ code: 'HUMAN_VERIFICATION_REQUIRED', message: 'please_complete_verification_first' });
    const badNumber = await api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '12ab', ...(await api.human(ip)) }, ip });
    expect(badNumber.body).toMatchObject({ code: 'INVALID_PHONE_NUMBER', value: { field: 'mobileNum', key: 'reg_pattern_6' } });
    const badCountry = await api.call('smsLoginCode', { body: { countryDialingCode: '999', mobileNum: '9171234567', ...(await api.human(ip)) }, ip });
    expect(badCountry.body).toMatchObject({ code: 'INVALID_PHONE_NUMBER', value: { field: 'countryDialingCode' } });
    const missing = await api.call('smsLoginCode', { body: { countryDialingCode: '63' }, ip });
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'mobileNum' } });
    const tiger = await api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '9171234567' }, ip, host: 'tiger.localhost' });
    expect(tiger.body.code).toBe('OPERATION_NOT_ALLOWED');
    const tigerLogin = await api.call('login', { body: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '123456' }, host: 'tiger.localhost' });
    expect(tigerLogin.body.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('SMS limits', () => {
  it('sends at most one SMS a second per number and per client', async () => {
    const ip = freshIp();
    const body = async () => ({ countryDialingCode: '63', mobileNum: '9171234567', ...(await api.human(ip)) });
    expect((await api.call('smsLoginCode', { body: await body(), ip })).body.success).toBe(true);
    const sameNumber = await api.call('smsLoginCode', { body: await body(), ip: freshIp() });
    expect(sameNumber.status).toBe(429);
    expect(sameNumber.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 1 } });
    const sameClient = await api.call('smsLoginCode', { body: { ...(await body()), mobileNum: '9179999999' }, ip });
    expect(sameClient.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('answers too-many-requests with a 5-minute wait after five sends to a number in 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.now() + 3600_000;
    const send = async () => {
      now += 1500;
      vi.setSystemTime(now);
      const ip = freshIp();
      return api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '9171230000', ...(await api.human(ip)) }, ip });
    };
    for (let i = 0; i < 5; i++) expect((await send()).body.success, `send ${i + 1}`).toBe(true);
    const sixth = await send();
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'err_too_many_requests', value: { retryAfterSeconds: 300 } });
    // send() moves the clock 1.5 s on: 298.5 s after the block started, then 300.5 s
    now += 297_000;
    expect((await send()).body.code).toBe('TOO_MANY_REQUESTS');
    now += 500;
    expect((await send()).body.success).toBe(true);
  });
});

describe('free demo', () => {
  it('creates a trial account (isAgent 4) that real-account actions refuse', async () => {
    const ip = freshIp();
    const res = await api.call('freePlay', { body: { random: 'r4nd0m-str1ng-0123456789' }, ip });
    expect(res.body.value).toMatchObject({ isAgent: 4, forceChangePassword: false, firstTimeLogin: true });
    const token = res.body.value.token;
    const info = await api.call('memberInfo', { token, ip });
    expect(info.body.value).toMatchObject({ type: 4, isAgent: 4, isTrial: true, toUpline: false });
    const change = await api.call('changePassword', { token, ip, body: { oldPassword: 'x', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' } });
    expect(change.status).toBe(403);
    expect(change.body).toMatchObject({ code: 'TRIAL_ACCOUNT', message: 'in_need_true_account' });
    // a trial account has no password to log in with
    expect((await api.login(res.body.value.userName, '', ip)).body.code).toBe('VALIDATION_ERROR');
  });

  it('is refused when the brand has no free play, and needs its random string', async () => {
    const off = await api.call('freePlay', { body: { random: 'r4nd0m-str1ng-0123456789' }, host: 'tiger.localhost', ip: freshIp() });
    expect(off.body.code).toBe('OPERATION_NOT_ALLOWED');
    const short = await api.call('freePlay', { body: { random: 'x' }, ip: freshIp() });
    expect(short.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('encrypted calls', () => {
  it('publishes the RSA-OAEP public key as SPKI and JWK', async () => {
    const key = (await api.call('publicKey')).body.value;
    expect(key).toMatchObject({ algorithm: 'RSA-OAEP-256', jwk: { kty: 'RSA', e: 'AQAB' } });
    expect(Buffer.from(key.spki, 'base64').length).toBeGreaterThan(290);
    expect((await api.call('publicKey')).body.value.spki).toBe(key.spki);
  });

  it('refuses a plain body on an encrypted call and a body it cannot decrypt', async () => {
    const plain = await api.call('login', { body: { username: 'player1', password: 'Player123!' }, plain: true });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('ENCRYPTION_REQUIRED');
    const sealed = await encryptBody((await api.call('publicKey')).body.value.spki, { username: 'player1', password: 'Player123!' });
    const tampered = { encrypted: { ...sealed.encrypted, data: sealed.encrypted.data.slice(0, -4) + 'AAAA' } };
    const bad = await api.call('login', { body: tampered, plain: true });
    expect(bad.body.code).toBe('DECRYPTION_FAILED');
    const junk = await api.call('login', { body: { encrypted: { key: 'a', iv: 'b', data: 'c' } }, plain: true });
    expect(junk.body.code).toBe('DECRYPTION_FAILED');
    const extra = await api.call('login', { body: { ...sealed, username: 'player1' }, plain: true });
    expect(extra.body.code).toBe('ENCRYPTION_REQUIRED');
  });
});

describe('human verification', () => {
  it('issues a challenge and accepts a solution once', async () => {
    const ip = freshIp();
    const challenge = (await api.call('humanChallenge', { ip })).body.value;
    expect(challenge).toMatchObject({ difficulty: 8, algorithm: 'SHA-256' });
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
    const human = await api.human(ip);
    const body = { countryDialingCode: '63', mobileNum: '9170000002', ...human };
    expect((await api.call('passwordSmsCode', { body, ip })).body.success).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2000);
    const reused = await api.call('passwordSmsCode', { body, ip });
    expect(reused.body.code).toBe('HUMAN_VERIFICATION_FAILED');
  });

  it('refuses a wrong nonce', async () => {
    const ip = freshIp();
    const { challenge } = (await api.call('humanChallenge', { ip })).body.value;
    let nonce = 0;
    const { leadingZeroBits } = await import('@app/contract/proof-of-work');
    const { createHash } = await import('node:crypto');
    while (leadingZeroBits(createHash('sha256').update(challenge + nonce.toString(36)).digest()) >= 8) nonce++;
    const res = await api.call('passwordSmsCode', { body: { countryDialingCode: '63', mobileNum: '9170000003', humanChallenge: challenge, humanNonce: nonce.toString(36) }, ip });
    expect(res.body.code).toBe('HUMAN_VERIFICATION_FAILED');
    const unknown = await api.call('passwordSmsCode', { body: { countryDialingCode: '63', mobileNum: '9170000003', humanChallenge: 'ab'.repeat(32), humanNonce: '1' }, ip });
    expect(unknown.body.code).toBe('HUMAN_VERIFICATION_FAILED');
  });
});
