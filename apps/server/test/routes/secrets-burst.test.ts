import { calls, type CallName } from '@app/contract/calls';
import { encryptBody } from '@app/contract/encrypt-body';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { members, paymentPasswords, withdrawals } from '../../src/db/schema';
import type * as passwordsModule from '../../src/modules/accounts/passwords';
import { sessionPasswordPolicy } from '../../src/modules/accounts/session-password';
import { accountFailurePolicy } from '../../src/modules/accounts/login-throttle';
import { paymentPasswordPolicy } from '../../src/modules/wallet/payment-password';
import { freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';
import { rid, walletClient } from '../wallet-support';

// Every password comparison the server makes, in the order it makes them: a burst may answer in any order, so only
// this log tells which guesses were really checked and whether the right one was among them.
const checked = vi.hoisted(() => [] as Array<{ hash: string | null | undefined; password: string }>);
vi.mock('../../src/modules/accounts/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof passwordsModule>();
  return {
    ...real,
    verifyPassword: async (hash: string | null | undefined, password: string) => {
      checked.push({ hash, password });
      return real.verifyPassword(hash, password);
    },
  };
});

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const w = walletClient(app);
const db = app.database.db;

const BURST = 45;
const PAY = 'Pay54321';
const LOGIN_PASSWORD = 'Secret123';

type Session = Awaited<ReturnType<typeof w.register>>;

/**
 * Sends one session's requests at the same moment: the bodies are encrypted first (encrypting on the way spaces the
 * requests out), then every request is injected at once.
 */
async function sendTogether(s: Session, name: CallName, bodies: object[]) {
  const spki = (await w.api.call('publicKey')).body.value.spki as string;
  const payloads = await Promise.all(bodies.map((body) => encryptBody(spki, body)));
  const answers = await Promise.all(
    payloads.map((payload) =>
      app.inject({ method: calls[name].method, url: calls[name].path, headers: { token: s.token, 'x-forwarded-for': s.ip }, payload }),
    ),
  );
  return answers.map((res) => ({ status: res.statusCode, body: res.json() as { success: boolean; code: string; value: { retryAfterSeconds?: number } } }));
}

/**
 * A burst of BURST guesses of a secret stored as `hash`: wrong ones, then the right one last. Answers which guesses
 * the server checked, in order, and where the right one was among them (-1: never checked).
 */
async function burst(s: Session, name: CallName, hash: string, right: string, body: (password: string) => object) {
  const passwords = [...Array.from({ length: BURST - 1 }, (_, i) => `Wrong${i}guess`), right];
  checked.length = 0;
  const answers = await sendTogether(s, name, passwords.map(body));
  const evaluated = checked.filter((c) => c.hash === hash).map((c) => c.password);
  return { answers, codes: answers.map((a) => a.body.code), rightAnswer: answers.at(-1)!, evaluated, rightAt: evaluated.indexOf(right) };
}

/** No more than the threshold of guesses were checked up to the right one, or in all when it was never checked. */
function expectChecksWithin(outcome: { evaluated: string[]; rightAt: number }, threshold: number) {
  expect(outcome.rightAt === -1 ? outcome.evaluated.length : outcome.rightAt + 1).toBeLessThanOrEqual(threshold);
}

const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;
const loginPasswordHash = async (memberId: number) => (await db.select().from(members).where(eq(members.id, memberId)))[0]!.passwordHash!;

/** A member whose email address is bound, so re-binding it needs the login password. */
async function memberWithBoundEmail() {
  const s = await w.register();
  await db.update(members).set({ email: `${s.username}-old@example.com` }).where(eq(members.id, s.memberId));
  return s;
}
const newEmail = () => `rebind-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('a burst of payment passwords', () => {
  it('checks at most the threshold of withdrawals, then locks payments for the block time', async () => {
    const s = await w.register();
    await w.credit(s.username, '1000');
    expect((await s.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
    const card = await s.call('bindBankCard', { body: { bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '1234 5678 9012', paymentPassword: PAY } });
    expect(card.body.code).toBe('OK');
    const [stored] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, s.memberId));
    const threshold = paymentPasswordPolicy.threshold;

    const outcome = await burst(s, 'withdrawCreate', stored!.passwordHash, PAY, (paymentPassword) => ({
      bankCardId: card.body.value.id,
      amount: '100',
      paymentPassword,
      requestId: rid('burst'),
    }));
    expectChecksWithin(outcome, threshold);
    // the right password withdraws only when it was checked before the lock
    expect(outcome.rightAnswer.body.success).toBe(outcome.rightAt >= 0);
    const made = await db.select().from(withdrawals).where(eq(withdrawals.memberId, s.memberId));
    expect(made).toHaveLength(outcome.rightAt >= 0 ? 1 : 0);
    if (outcome.rightAt === -1) {
      expect(outcome.evaluated).toHaveLength(threshold);
      expect(count(outcome.codes, 'PAYMENT_PASSWORD_INCORRECT')).toBe(threshold - 1);
      expect(count(outcome.codes, 'PAYMENT_PASSWORD_LOCKED')).toBe(BURST - threshold + 1);
      // the right password stays out of every payment until the block ends, without being checked
      checked.length = 0;
      const after = await s.call('bindBankCard', { body: { bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '99990000', paymentPassword: PAY } });
      expect(after.status).toBe(429);
      expect(after.body.code).toBe('PAYMENT_PASSWORD_LOCKED');
      expect(after.body.value.retryAfterSeconds).toBeGreaterThan(paymentPasswordPolicy.baseBlock / 1000 - 60);
      expect(after.body.value.retryAfterSeconds).toBeLessThanOrEqual(paymentPasswordPolicy.baseBlock / 1000);
      expect(checked).toHaveLength(0);
    }
  });
});

describe('a burst of old passwords to change the login password', () => {
  it('checks at most the threshold, then locks the change for the block time', async () => {
    const s = await w.register();
    const hash = await loginPasswordHash(s.memberId);
    const threshold = sessionPasswordPolicy.threshold;

    const outcome = await burst(s, 'changePassword', hash, LOGIN_PASSWORD, (oldPassword) => ({ oldPassword, newPassword: 'Changed123', confirmNewPassword: 'Changed123' }));
    expectChecksWithin(outcome, threshold);
    expect(outcome.rightAnswer.body.success).toBe(outcome.rightAt >= 0);
    expect((await loginPasswordHash(s.memberId)) === hash).toBe(outcome.rightAt === -1);
    if (outcome.rightAt === -1) {
      expect(outcome.evaluated).toHaveLength(threshold);
      expect(count(outcome.codes, 'OLD_PASSWORD_INCORRECT')).toBe(threshold - 1);
      expect(count(outcome.codes, 'ACCOUNT_LOCKED')).toBe(BURST - threshold + 1);
      const after = await s.call('changePassword', { body: { oldPassword: LOGIN_PASSWORD, newPassword: 'Changed123', confirmNewPassword: 'Changed123' } });
      expect(after.status).toBe(429);
      expect(after.body).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { field: 'oldPassword' } });
      expect(after.body.value.retryAfterSeconds).toBeGreaterThan(sessionPasswordPolicy.baseBlock / 1000 - 60);
      // the lock is the session's: the account still logs in, without a captcha
      expect((await w.api.login(s.username, LOGIN_PASSWORD, freshIp())).body.code).toBe('OK');
    }
  });
});

describe('a burst of login passwords to re-bind an email address', () => {
  it('checks at most the threshold, then locks every change that needs the login password', async () => {
    const s = await memberWithBoundEmail();
    const hash = await loginPasswordHash(s.memberId);
    const threshold = sessionPasswordPolicy.threshold;

    const outcome = await burst(s, 'bindEmailCode', hash, LOGIN_PASSWORD, (password) => ({ email: newEmail(), password }));
    expectChecksWithin(outcome, threshold);
    expect(outcome.rightAnswer.body.success).toBe(outcome.rightAt >= 0);
    if (outcome.rightAt === -1) {
      expect(outcome.evaluated).toHaveLength(threshold);
      expect(count(outcome.codes, 'OLD_PASSWORD_INCORRECT')).toBe(threshold - 1);
      expect(count(outcome.codes, 'ACCOUNT_LOCKED')).toBe(BURST - threshold + 1);
      // one counter for the login password inside a session: the change of password is locked as well
      const rebind = await s.call('bindEmailCode', { body: { email: newEmail(), password: LOGIN_PASSWORD } });
      expect(rebind.body).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { field: 'password' } });
      const change = await s.call('changePassword', { body: { oldPassword: LOGIN_PASSWORD, newPassword: 'Changed123', confirmNewPassword: 'Changed123' } });
      expect(change.body.code).toBe('ACCOUNT_LOCKED');
    }
  });
});

describe("the session's password checks and the account's logins count apart", () => {
  it("strangers' failed logins do not lock the owner out of re-binding", async () => {
    const s = await memberWithBoundEmail();
    // failed logins from many clients, each with a solved captcha, past the account's threshold
    for (let i = 0; i <= accountFailurePolicy.threshold; i++) {
      const ip = freshIp();
      const captcha = await w.api.captcha(ip);
      const failed = await w.api.call('login', { ip, body: { username: s.username, password: `Stranger${i}`, captchaId: captcha.captchaId, captcha: captcha.captcha } });
      expect(failed.body.code).toBe('INVALID_CREDENTIALS');
    }
    const typo = await s.call('bindEmailCode', { body: { email: newEmail(), password: 'Secret12' } });
    expect(typo.body.code).toBe('OLD_PASSWORD_INCORRECT');
    expect((await s.call('bindEmailCode', { body: { email: newEmail(), password: LOGIN_PASSWORD } })).body.code).toBe('OK');
  });

  it("the owner's typos inside the session put no captcha on the account's login", async () => {
    const s = await memberWithBoundEmail();
    expect((await s.call('bindEmailCode', { body: { email: newEmail(), password: 'Secret12' } })).body.code).toBe('OLD_PASSWORD_INCORRECT');
    expect((await s.call('changePassword', { body: { oldPassword: 'Secret12', newPassword: 'Changed123', confirmNewPassword: 'Changed123' } })).body.code).toBe(
      'OLD_PASSWORD_INCORRECT',
    );
    expect((await w.api.login(s.username, LOGIN_PASSWORD, freshIp())).body.code).toBe('OK');
  });
});
