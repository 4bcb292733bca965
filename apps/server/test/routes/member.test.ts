import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchas, members, throttles } from '../../src/db/schema';
import { purgeExpired } from '../../src/modules/accounts/purge';
import { buildApp } from '../../src/app';
import { readEnv } from '../../src/env';
import { accountsClient, freshIp, uniquePayeeName } from '../accounts-support';
import { buildTestApp } from '../helper';

const app = await buildTestApp({ POW_DIFFICULTY: '8' });
const api = accountsClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
});
afterEach(() => {
  vi.useRealTimers();
});

// both demo brands' packs ask for the date of birth (an adult's here)
const password = { password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: '1990-01-01' };

describe('register by username', () => {
  it('creates the member, logs in, and keeps the affiliate upline', async () => {
    const ip = freshIp();
    const res = await api.call('registerByUsername', {
      ip,
      body: { username: 'NewPlayer1', ...password, payeeName: 'Juan Cruz', email: 'Juan@Example.com', affiliateCode: 'agent1', login: true, registerMethod: 'WEB', ...(await api.human(ip)) },
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ userName: 'newplayer1', account: 'newplayer1', isAgent: 0, firstTimeLogin: true, forceChangePassword: false });
    const info = (await api.call('memberInfo', { token: res.body.value.token, ip })).body.value;
    expect(info).toMatchObject({ account: 'newplayer1', nickname: 'Juan Cruz', uplineAccount: 'agent1', toUpline: true, maskedEmail: 'j***n@example.com', clubLabel: null });
    // and the password logs in
    expect((await api.login('newplayer1', 'Secret123', ip)).body.success).toBe(true);
  });

  it('enforces email uniqueness per brand, in any case (one account per address)', async () => {
    const ip = freshIp();
    const taken = await api.call('registerByUsername', {
      ip,
      body: { username: 'mailtwin1', ...password, payeeName: uniquePayeeName(), email: 'PhoneUser@EXAMPLE.com', ...(await api.human(ip)) },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'EMAIL_TAKEN', value: { field: 'email' } });
    // the same address is free on another brand
    const tiger = await api.call('registerByUsername', {
      ip,
      host: 'tiger.localhost',
      body: { username: 'mailtwin1', ...password, payeeName: uniquePayeeName(), email: 'mailtwin@example.com', ...(await api.human(ip)) },
    });
    expect(tiger.body.success).toBe(true);
    const demo = await api.call('registerByUsername', {
      ip,
      body: { username: 'mailtwin2', ...password, payeeName: uniquePayeeName(), email: 'MailTwin@example.com', ...(await api.human(ip)) },
    });
    expect(demo.body.success).toBe(true);
  });

  it('enforces username uniqueness per brand, in any case', async () => {
    const ip = freshIp();
    const taken = await api.call('registerByUsername', { ip, body: { username: 'Player1', ...password, payeeName: uniquePayeeName(), ...(await api.human(ip)) } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'USERNAME_TAKEN', value: { field: 'username' } });
    // the same name is free on another brand
    const tiger = await api.call('registerByUsername', { ip, host: 'tiger.localhost', body: { username: 'newplayer1', ...password, ...(await api.human(ip)) } });
    expect(tiger.body.success).toBe(true);
  });

  it('lets the database settle a race for the same username', async () => {
    const ip = freshIp();
    const body = async () => ({ username: 'racer01', ...password, payeeName: 'Race Car', ...(await api.human(ip)) });
    const [a, b] = await Promise.all([
      api.call('registerByUsername', { ip, body: await body() }),
      api.call('registerByUsername', { ip, body: await body() }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual(['OK', 'USERNAME_TAKEN']);
  });

  it('checks every field with the brand rules and reports the first error with its key', async () => {
    const ip = freshIp();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ username: '1abc', ...password }, 'username', 'reg_pattern_1'],
      [{ username: 'abc', ...password }, 'username', 'reg_pattern_1'],
      [{ ...password }, 'username', 'input_cannot_be_empty'],
      [{ username: 'okname1', password: 'abcdefg', confirmPassword: 'abcdefg' }, 'password', 'reg_pattern_5'],
      [{ username: 'okname1', password: 'abc123', confirmPassword: 'abc124' }, 'confirmPassword', 'incorrect_confirmation_input'],
      [{ username: 'okname1', ...password, email: 'not-an-email' }, 'email', 'reg_pattern_3'],
      [{ username: 'okname1', ...password, payeeName: 'Juan' }, 'payeeName', 'reg_pattern_21'],
      [{ username: 'okname1', ...password, mobileNum: '9175550000' }, 'verificationCode', 'input_cannot_be_empty'],
    ];
    for (const [body, field, key] of cases) {
      const res = await api.call('registerByUsername', { ip, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 'VALIDATION_ERROR', value: { field, key } });
    }
    const bounds = await api.call('registerByUsername', { ip, body: { username: 'abc', ...password } });
    expect(bounds.body.value.params).toEqual({ min: 6, max: 16 });
  });

  it('needs human verification and a known affiliate code', async () => {
    const ip = freshIp();
    const noHuman = await api.call('registerByUsername', { ip, body: { username: 'human01', ...password } });
    expect(noHuman.body.code).toBe('HUMAN_VERIFICATION_REQUIRED');
    const badHuman = await api.call('registerByUsername', { ip, body: { username: 'human01', ...password, humanChallenge: 'ab'.repeat(32), humanNonce: '0' } });
    expect(badHuman.body.code).toBe('HUMAN_VERIFICATION_FAILED');
    const badCode = await api.call('registerByUsername', { ip, body: { username: 'human01', ...password, affiliateCode: 'NOPE99', ...(await api.human(ip)) } });
    expect(badCode.body).toMatchObject({ code: 'INVALID_AFFILIATE_CODE', message: 'invitation_code_error' });
  });

  it('refuses a plain body and a switched-off registration', async () => {
    const plain = await api.call('registerByUsername', { plain: true, body: { username: 'plain01', ...password } });
    expect(plain.body.code).toBe('ENCRYPTION_REQUIRED');
    const tigerMobile = await api.call('registerByMobile', { host: 'tiger.localhost', body: { mobileNum: '9175550000', ...password } });
    expect(tigerMobile.body.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('register by mobile number', () => {
  it('sends a code, registers with the number as the account, and logs in', async () => {
    const ip = freshIp();
    const sent = await api.call('registerSmsCode', { ip, body: { countryDialingCode: '63', mobileNo: '9175551234', ...(await api.human(ip)) } });
    expect(sent.body.value).toMatchObject({ expiredMinutes: 2 });
    expect(sent.body.value.expirationTime).toBeGreaterThan(Date.now());
    const code = await api.lastCode('+639175551234');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await api.call('registerByMobile', {
      ip,
      body: { mobileNum: '9175551234', countryDialingCode: '63', verificationCode: code === '000000' ? '111111' : '000000', ...password, ...(await api.human(ip)) },
    });
    expect(wrong.body).toMatchObject({ code: 'INVALID_VERIFICATION_CODE', value: { field: 'verificationCode' } });
    const res = await api.call('registerByMobile', {
      ip,
      body: { mobileNum: '9175551234', countryDialingCode: '63', verificationCode: code, ...password, ...(await api.human(ip)) },
    });
    expect(res.body.value).toMatchObject({ account: '9175551234', userName: '9175551234', isAgent: 0 });
    const info = (await api.call('memberInfo', { token: res.body.value.token, ip })).body.value;
    expect(info).toMatchObject({ account: '9175551234', maskedMobile: '+63 917****234', countryDialingCode: '63' });
    // the code was spent with the registration
    const again = await api.call('registerByMobile', {
      ip,
      body: { mobileNum: '9175551234', countryDialingCode: '63', verificationCode: code, ...password, ...(await api.human(ip)) },
    });
    expect(again.body.code).toBe('MOBILE_TAKEN');
    const resend = await api.call('registerSmsCode', { ip: freshIp(), body: { countryDialingCode: '63', mobileNo: '9175551234' } });
    expect(resend.body.code).toBe('MOBILE_TAKEN');
  });

  it("answers the gateway's named failures with their own codes (the sandbox's demo numbers), and others as unknown", async () => {
    const send = async (mobileNum: string) => {
      const ip = freshIp();
      return (await api.call('registerSmsCode', { ip, body: { countryDialingCode: '63', mobileNum, ...(await api.human(ip)) } })).body.code;
    };
    expect(await send('9170000000')).toBe('SMS_QUOTA_EXCEEDED');
    expect(await send('9170000001')).toBe('SMS_CAPTCHA_CHECK_FAILED');
    expect(await send('9170000002')).toBe('SEND_FAILED');
    expect(await send('9170000003')).toBe('OK');
  });

  it('keeps the code usable when the registration fails for another reason', async () => {
    const ip = freshIp();
    await api.call('registerSmsCode', { ip, body: { countryDialingCode: '63', mobileNum: '9175552222', ...(await api.human(ip)) } });
    const code = await api.lastCode('+639175552222');
    const body = { username: 'player1', ...password, mobileNum: '9175552222', countryDialingCode: '63', verificationCode: code };
    const taken = await api.call('registerByUsername', { ip, body: { ...body, ...(await api.human(ip)) } });
    expect(taken.body.code).toBe('USERNAME_TAKEN');
    const ok = await api.call('registerByUsername', { ip, body: { ...body, username: 'phone02', ...(await api.human(ip)) } });
    expect(ok.body.success).toBe(true);
  });

  it('refuses an expired code and a mobile number without dialling code', async () => {
    const ip = freshIp();
    await api.call('registerSmsCode', { ip, body: { countryDialingCode: '63', mobileNum: '9175553333', ...(await api.human(ip)) } });
    const code = await api.lastCode('+639175553333');
    const noCountry = await api.call('registerByMobile', { ip, body: { mobileNum: '9175553333', verificationCode: code, ...password, ...(await api.human(ip)) } });
    expect(noCountry.body).toMatchObject({ code: 'INVALID_PHONE_NUMBER', value: { field: 'countryDialingCode' } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60_000);
    const late = await api.call('registerByMobile', { ip, body: { mobileNum: '9175553333', countryDialingCode: '63', verificationCode: code, ...password, ...(await api.human(ip)) } });
    expect(late.body.code).toBe('CODE_EXPIRED');
  });

  it('validates the registration SMS request', async () => {
    const ip = freshIp();
    const bad = await api.call('registerSmsCode', { ip, body: { countryDialingCode: '63', mobileNo: '917', ...(await api.human(ip)) } });
    expect(bad.body).toMatchObject({ code: 'INVALID_PHONE_NUMBER', value: { key: 'reg_pattern_6', params: { min: 9, max: 11 } } });
    const off = await api.call('registerSmsCode', { ip, host: 'tiger.localhost', body: { countryDialingCode: '63', mobileNo: '9175550000' } });
    expect(off.body.code).toBe('OPERATION_NOT_ALLOWED');
    const missing = await api.call('registerSmsCode', { ip, body: {} });
    expect(missing.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('forgot password by phone', () => {
  it('sends a code, sets the new password, ends sessions, and the client logs in with it', async () => {
    const ip = freshIp();
    const before = (await api.call('login', { body: { username: 'phoneuser', password: 'Phone123!' }, host: 'tiger.localhost', ip })).body.value.token;
    // tiger has CHNGPASSVERIF3 off
    const off = await api.call('passwordSmsCode', { ip, host: 'tiger.localhost', body: { countryDialingCode: '63', mobileNum: '9171234567' } });
    expect(off.body.code).toBe('OPERATION_NOT_ALLOWED');

    const demoToken = (await api.login('phoneuser', 'Phone123!', ip)).body.value.token;
    const sent = await api.call('passwordSmsCode', { ip, body: { countryDialingCode: '63', mobileNum: '9171234567', ...(await api.human(ip)) } });
    expect(sent.body.value.expirationTime).toBeGreaterThan(Date.now() + 60_000);
    const code = await api.lastCode('+639171234567');
    const weak = await api.call('setPasswordByPhone', { ip, body: { countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code, newPassword: '123456' } });
    expect(weak.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'newPassword', key: 'reg_pattern_5' } });
    const plain = await api.call('setPasswordByPhone', { ip, plain: true, body: {} });
    expect(plain.body.code).toBe('ENCRYPTION_REQUIRED');
    const res = await api.call('setPasswordByPhone', {
      ip,
      body: { countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
    });
    expect(res.body.value).toEqual({ userName: 'phoneuser' });
    expect((await api.call('memberInfo', { token: demoToken, ip })).body.code).toBe('NOT_LOGGED_IN');
    expect((await api.login('phoneuser', 'Fresh1234', ip)).body.success).toBe(true);
    // the other brand's account is untouched
    expect((await api.call('memberInfo', { token: before, ip, host: 'tiger.localhost' })).body.success).toBe(true);
    const reused = await api.call('setPasswordByPhone', { ip, body: { countryDialingCode: '63', mobileNum: '9171234567', verificationCode: code, newPassword: 'Other1234' } });
    expect(reused.body.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('refuses a code for a number nobody has', async () => {
    const ip = freshIp();
    const res = await api.call('setPasswordByPhone', { ip, body: { countryDialingCode: '63', mobileNum: '9170001111', verificationCode: '123456', newPassword: 'Fresh1234' } });
    expect(res.body.code).toBe('INVALID_VERIFICATION_CODE');
  });
});

describe('forgot password by email', () => {
  it('emails a temporary password that logs in once and forces a change, as a form or JSON', async () => {
    const ip = freshIp();
    // no second factor for this test's new client IP
    await db.update(members).set({ loginVerification: 'none' }).where(eq(members.username, 'phoneuser'));
    const form = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      payload: 'username=agent1&email=nobody%40example.com',
    });
    expect(form.json()).toMatchObject({ success: true, value: { sent: true } });
    expect(await api.outbox('nobody@example.com')).toEqual([]);

    const res = await api.call('forgotPasswordByEmail', { ip: freshIp(), body: { username: 'PhoneUser', email: 'PHONEUSER@example.com' } });
    expect(res.body.value).toEqual({ sent: true });
    const [mail] = await api.outbox('phoneuser@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Lucky Nine password reset' });
    const temporary = mail!.code!;
    expect(temporary).toMatch(/^[A-Za-z0-9]{10}$/);
    const login = await api.login('phoneuser', temporary, ip);
    expect(login.body.value).toMatchObject({ forceChangePassword: true });
    // the temporary password is now the password until changed
    const change = await api.call('changePassword', { ip, token: login.body.value.token, body: { oldPassword: temporary, newPassword: 'Chosen123', confirmNewPassword: 'Chosen123' } });
    expect(change.body.success).toBe(true);
    expect((await api.login('phoneuser', 'Chosen123', ip)).body.success).toBe(true);
  });

  it('limits requests and validates the email', async () => {
    const ip = freshIp();
    const bad = await api.call('forgotPasswordByEmail', { ip, body: { username: 'agent1', email: 'nope' } });
    expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'email' } });
    const empty = await api.call('forgotPasswordByEmail', { ip, body: { username: '', email: '' } });
    expect(empty.body.code).toBe('VALIDATION_ERROR');
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.now();
    const codes = [];
    for (let i = 0; i < 4; i++) {
      now += 1500;
      vi.setSystemTime(now);
      codes.push((await api.call('forgotPasswordByEmail', { ip: freshIp(), body: { username: 'agent1', email: 'a@example.com' } })).body.code);
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'TOO_MANY_REQUESTS']);
  });
});

describe('member calls', () => {
  it('answers the icon and the avatar as generated images', async () => {
    const ip = freshIp();
    const token = (await api.login('player1', 'Player123!', ip)).body.value.token;
    const icon = (await api.call('memberIcon', { token, ip })).body.value;
    expect(icon.url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(icon.url.split(',')[1], 'base64').toString()).toContain('>PL<');
    const avatar = (await api.call('playerAvatar', { token, ip })).body.value;
    expect(avatar.iconId).toBe(0);
    expect((await api.call('memberIcon', { ip })).body.code).toBe('NOT_LOGGED_IN');
  });

  it('updates the language within the brand languages', async () => {
    const ip = freshIp();
    const token = (await api.login('player1', 'Player123!', ip)).body.value.token;
    expect((await api.call('updateLanguage', { token, ip, body: { language: 'EN' } })).body.value).toEqual({ language: 'EN' });
    expect((await api.call('memberInfo', { token, ip })).body.value.language).toBe('EN');
    expect((await api.call('updateLanguage', { token, ip, body: { language: 'XX' } })).body.code).toBe('VALIDATION_ERROR');
    const tigerToken = (await api.call('login', { body: { username: 'player1', password: 'Player123!' }, host: 'tiger.localhost', ip })).body.value.token;
    const tiger = await api.call('updateLanguage', { token: tigerToken, ip, host: 'tiger.localhost', body: { language: 'TY' } });
    expect(tiger.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'language' } });
  });

  it('checks affiliate codes', async () => {
    const ip = freshIp();
    expect((await api.call('affiliateCheck', { ip, query: { code: 'agent1', domain: 'localhost' } })).body.value).toEqual({ valid: true, code: 'AGENT1' });
    const bad = await api.call('affiliateCheck', { ip, query: { code: 'ZZZ999' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_AFFILIATE_CODE', message: 'invitation_code_error' });
    expect((await api.call('affiliateCheck', { ip, query: {} })).body.code).toBe('VALIDATION_ERROR');
  });
});

describe('sandbox boundaries', () => {
  it('answers SEND_FAILED when the SMS provider fails', async () => {
    const env = readEnv({ POW_DIFFICULTY: '8' });
    const failing = await buildApp({
      database: app.database,
      brands: app.brands,
      env,
      sms: { send: () => Promise.reject(new Error('gateway down')) },
    });
    const client = accountsClient(failing);
    const ip = freshIp();
    const res = await client.call('registerSmsCode', { ip, body: { countryDialingCode: '63', mobileNo: '9175554444', ...(await client.human(ip)) } });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('SEND_FAILED');
    await failing.close();
  });
});

describe('no call answers 500 to bad input', () => {
  it('gives stable 4xx codes to junk bodies on every session and member call', async () => {
    const names = [
      'login', 'loginVerify', 'loginVerifySend', 'smsLoginCode', 'registerByUsername', 'registerByMobile', 'registerSmsCode',
      'changePassword', 'passwordSmsCode', 'setPasswordByPhone', 'forgotPasswordByEmail', 'freePlay', 'updateLanguage',
    ] as const;
    const token = (await api.login('player1', 'Player123!', freshIp())).body.value.token;
    const junk: unknown[] = [{}, { username: 42 }, { countryDialingCode: 'abc', mobileNum: [] }, { ticket: 'x'.repeat(500) }, { language: null }];
    for (const name of names) {
      for (const body of junk) {
        const res = await api.call(name, { body, token, ip: freshIp() });
        expect(res.status, `${name} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${name} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(res.body.success).toBe(false);
      }
      const raw = await app.inject({ method: 'POST', url: '/wps/session/login', headers: { 'content-type': 'application/json' }, payload: '[1,2' });
      expect(raw.statusCode).toBe(400);
    }
    for (const query of [{}, { captchaId: '../../etc/passwd' }, { code: '' }] as Array<Record<string, string>>) {
      for (const name of ['captcha', 'affiliateCheck'] as const) {
        const res = await api.call(name, { query, ip: freshIp() });
        expect(res.status, `${name} ${JSON.stringify(query)}`).toBe(400);
      }
    }
  });
});

it('uses the member row of the right brand', async () => {
  const rows = await db.select({ brandId: members.brandId }).from(members).where(and(eq(members.username, 'player1')));
  expect(rows.map((r) => r.brandId).sort()).toEqual(['demo', 'tiger', 'vn']);
});

it('purges expired one-time rows', async () => {
  await api.captcha(freshIp());
  expect((await db.select().from(captchas)).length).toBeGreaterThan(0);
  await purgeExpired(db, Date.now() + 2 * 3600_000);
  expect(await db.select().from(captchas)).toEqual([]);
  // accounts stay
  expect((await db.select().from(members)).length).toBeGreaterThan(5);
});
