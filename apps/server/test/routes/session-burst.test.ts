import { calls, type CallName } from '@app/contract/calls';
import { encryptBody } from '@app/contract/encrypt-body';
import { and, desc, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginTickets, memberIps, members, throttles, verificationCodes } from '../../src/db/schema';
import { accountFailurePolicy } from '../../src/modules/accounts/login-throttle';
import { CODE_MAX_ATTEMPTS } from '../../src/modules/accounts/verification-codes';
import { TICKET_MAX_ATTEMPTS } from '../../src/modules/accounts/login-flow';
import { sha256Hex } from '../../src/lib/tokens';
import type * as passwordsModule from '../../src/modules/accounts/passwords';
import type * as tokensModule from '../../src/lib/tokens';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';

// Every comparison the server makes against a secret, in the order it makes them: a burst may answer in any order,
// so only this log tells which guesses were really checked and whether the right one was among the first.
const checked = vi.hoisted(() => ({ passwords: [] as Array<{ hash: string | null | undefined; password: string }>, equals: [] as Array<[string, string]> }));
vi.mock('../../src/modules/accounts/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof passwordsModule>();
  return {
    ...real,
    verifyPassword: async (hash: string | null | undefined, password: string) => {
      checked.passwords.push({ hash, password });
      return real.verifyPassword(hash, password);
    },
  };
});
vi.mock('../../src/lib/tokens', async (importOriginal) => {
  const real = await importOriginal<typeof tokensModule>();
  return {
    ...real,
    safeEqual: (a: string, b: string) => {
      checked.equals.push([a, b]);
      return real.safeEqual(a, b);
    },
  };
});

const app = await buildTestApp({ POW_DIFFICULTY: '8' });
const api = accountsClient(app);
const db = app.database.db;

const BURST = 50;
const REFUSED = ['CAPTCHA_REQUIRED', 'ACCOUNT_LOCKED', 'TOO_MANY_REQUESTS'];
const attackerAgent = { 'user-agent': 'burst-attacker/1.0' };

const demoMember = async (username: string) =>
  (await db.select().from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, username))))[0]!;

/**
 * Sends the requests at the same moment: the bodies are encrypted first (api.call encrypts each on its way, which
 * spaces the requests out), then every request is injected at once.
 */
async function sendTogether(name: CallName, requests: Array<{ body: object; ip: string; headers?: Record<string, string> }>) {
  const spki = (await api.call('publicKey')).body.value.spki as string;
  const payloads = await Promise.all(requests.map((r) => encryptBody(spki, r.body)));
  const answers = await Promise.all(
    requests.map((r, i) =>
      app.inject({ method: calls[name].method, url: calls[name].path, headers: { ...r.headers, 'x-forwarded-for': r.ip }, payload: payloads[i] }),
    ),
  );
  return answers.map((res) => ({ status: res.statusCode, body: res.json() as { success: boolean; code: string; value: unknown } }));
}

/** Wrong guesses of the shape of `right`, none equal to it, then the right one last. */
function guesses(right: string, wrongCount: number, make: (i: number) => string) {
  const wrong = Array.from({ length: wrongCount }, (_, i) => make(i)).filter((g) => g !== right);
  return [...wrong.slice(0, wrongCount - 1), right];
}

/** Solved captchas fetched from fresh IPs (the captcha route allows 30 a minute per IP). */
async function solvedCaptchas(n: number) {
  const list = [];
  for (let i = 0; i < n; i++) {
    const { captchaId, captcha } = await api.captcha(freshIp());
    list.push({ captchaId, captcha });
  }
  return list;
}

beforeEach(async () => {
  await db.delete(throttles);
  checked.passwords.length = 0;
  checked.equals.length = 0;
});

describe('a burst of password guesses for one account', () => {
  async function burst(username: string, right: string, withCaptchas: boolean) {
    const member = await demoMember(username);
    const ip = freshIp();
    const passwords = guesses(right, BURST, (i) => `wrong-pass-${i}`);
    const captchas = withCaptchas ? await solvedCaptchas(BURST) : [];
    const answers = await sendTogether('login', passwords.map((password, i) => ({ body: { username, password, ...captchas[i] }, ip, headers: attackerAgent })));
    const evaluated = checked.passwords.filter((c) => c.hash === member.passwordHash).map((c) => c.password);
    const rightAnswer = answers.at(-1)!;
    const codes = answers.map((a) => a.body.code);
    const rows = await db.select().from(throttles).where(like(throttles.key, `login:acct:demo:${username}%`)).orderBy(throttles.key);
    return { ip, evaluated, rightAnswer, codes, rows };
  }

  it('checks one password without a captcha; the others are asked for one', async () => {
    const { evaluated, rightAnswer, codes, rows } = await burst('agent1', 'Agent123!', false);
    const rightAt = evaluated.indexOf('Agent123!');
    // the right password gets in only when it was the first (and only) guess checked before any failure
    expect(rightAnswer.body.success).toBe(rightAt === 0);
    if (rightAt !== 0) {
      expect(evaluated).toHaveLength(1);
      expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(1);
      expect(codes.filter((c) => REFUSED.includes(c))).toHaveLength(BURST - 1);
      // the failure is counted exactly once, for the account and for the client
      expect(rows.map((r) => r.count)).toEqual([1, 1]);
    }
  });

  it('checks at most the threshold of passwords even with a solved captcha on each', async () => {
    const threshold = accountFailurePolicy.threshold;
    const { ip, evaluated, rightAnswer, codes, rows } = await burst('player1', 'Player123!', true);
    const rightAt = evaluated.indexOf('Player123!');
    expect(rightAnswer.body.success).toBe(rightAt >= 0);
    // before the right one (if it was checked at all) no more than the threshold of wrong ones were checked
    expect(rightAt === -1 ? evaluated.length : rightAt).toBeLessThanOrEqual(threshold);
    if (rightAt === -1) {
      expect(evaluated).toHaveLength(threshold);
      expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(threshold);
      expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(BURST - threshold);
      expect(rows.map((r) => r.count)).toEqual([threshold, threshold]);
      // and the right password from the locked client stays out until the lock ends
      const [c] = await solvedCaptchas(1);
      const after = await api.call('login', { body: { username: 'player1', password: 'Player123!', ...c }, ip, headers: attackerAgent });
      expect(after.body.code).toBe('ACCOUNT_LOCKED');
    }
  });
});

describe('a burst of SMS login codes', () => {
  it('compares at most five codes and spends the code with exactly five attempts', async () => {
    const ip = freshIp();
    await api.call('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '9171234567', ...(await api.human(ip)) }, ip });
    const code = (await api.lastCode('+639171234567'))!;
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, 'login'), eq(verificationCodes.target, '+639171234567')))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    const codes = guesses(code, 40, (i) => String(100000 + i * 7919));
    const answers = await sendTogether(
      'login',
      codes.map((verificationCode) => ({ body: { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode }, ip: freshIp() })),
    );
    const compared = checked.equals.filter(([stored]) => stored === row!.codeHash).map(([, given]) => given);
    const rightHash = sha256Hex(`demo:login:+639171234567:${code}`);
    const rightAt = compared.indexOf(rightHash);
    const loggedIn = answers.filter((a) => a.body.success);
    expect(compared.length).toBeLessThanOrEqual(CODE_MAX_ATTEMPTS);
    expect(loggedIn).toHaveLength(rightAt >= 0 ? 1 : 0);
    const [after] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, row!.id));
    if (rightAt === -1) {
      expect(answers.every((a) => a.body.code === 'INVALID_VERIFICATION_CODE')).toBe(true);
      expect(after!.attempts).toBe(CODE_MAX_ATTEMPTS);
      expect(compared).toHaveLength(CODE_MAX_ATTEMPTS);
    } else {
      expect(after!.consumedAt).not.toBeNull();
    }
  });
});

describe('a burst of new-device verification codes', () => {
  it('checks at most five codes of one ticket and ends with five attempts', async () => {
    const member = await demoMember('phoneuser');
    await db.insert(memberIps).values({ memberId: member.id, ip: freshIp() }).onConflictDoNothing();
    const away = freshIp();
    const { ticket } = (await api.login('phoneuser', 'Phone123!', away)).body.value;
    await api.call('loginVerifySend', { body: { ticket, method: 'sms' }, ip: away });
    const code = (await api.lastCode('+639171234567'))!;
    const [stored] = await db.select().from(loginTickets).where(eq(loginTickets.ticketHash, sha256Hex(ticket)));
    const target = `ticket:${stored!.id}:sms`;
    const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.target, target));
    const codes = guesses(code, 40, (i) => String(200000 + i * 7919));
    const answers = await sendTogether('loginVerify', codes.map((code) => ({ body: { ticket, method: 'sms', code }, ip: away })));
    const compared = checked.equals.filter(([a]) => a === row!.codeHash).map(([, given]) => given);
    const rightAt = compared.indexOf(sha256Hex(`demo:login_verify:${target}:${code}`));
    expect(compared.length).toBeLessThanOrEqual(TICKET_MAX_ATTEMPTS);
    expect(answers.filter((a) => a.body.success)).toHaveLength(rightAt >= 0 ? 1 : 0);
    const [after] = await db.select().from(loginTickets).where(eq(loginTickets.id, stored!.id));
    if (rightAt === -1) {
      expect(after!.attempts).toBe(TICKET_MAX_ATTEMPTS);
      expect(after!.consumedAt).toBeNull();
      const codesAnswered = answers.map((a) => a.body.code);
      expect(codesAnswered.filter((c) => c === 'INVALID_VERIFICATION_CODE')).toHaveLength(TICKET_MAX_ATTEMPTS);
      expect(codesAnswered.filter((c) => c === 'INVALID_TICKET')).toHaveLength(codes.length - TICKET_MAX_ATTEMPTS);
    }
    await db.delete(memberIps).where(eq(memberIps.memberId, member.id));
  });
});
