/**
 * Authenticator two-factor for members (issue 31): enrolment (the login password, then a code from the app; recovery
 * codes shown once), the authenticator as the first choice of the new-IP login verification, a code accepted once
 * (replay refused), recovery codes spent once (also under 40 simultaneous uses), turning it off with the password and
 * a code, and a brand that requires it of agents holding the agent centre back until they enrol. Codes are computed
 * here with otpauth from the secret the enrolment shows, as an authenticator app would.
 */
import { eq } from 'drizzle-orm';
import { Secret, TOTP, URI } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { members, operatorAudit, throttles } from '../../src/db/schema';
import { spendRecoveryCode } from '../../src/modules/accounts/two-factor';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp, testOperatorKey } from '../helper';
import { operatorsClient } from '../operators-support';
import { walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const api = accountsClient(app);
const w = walletClient(app);
const ops = operatorsClient(app);
beforeEach(async () => {
  await db.delete(throttles);
});

const STEP_MS = 30_000;
/** What the member's authenticator app shows at `at` for the secret. */
const codeAt = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
/** A right code the server has not seen yet: the next step's (the server allows one step of drift either way). */
const nextCode = (secret: string) => codeAt(secret, Date.now() + STEP_MS);
/** A code that is right at no step near now. */
const wrongCode = (secret: string) => {
  const near = new Set([-1, 0, 1, 2].map((k) => codeAt(secret, Date.now() + k * STEP_MS)));
  let code = '000000';
  for (let n = 0; near.has(code); n++) code = String(n * 7919).padStart(6, '0').slice(-6);
  return code;
};

type Member = Awaited<ReturnType<typeof w.register>>;
/** Enrols the member's authenticator: password, then the code the app shows now. */
async function enrol(m: Member, password = 'Secret123') {
  const started = await m.call('twoFactorStart', { body: { password } });
  expect(started.body.code, JSON.stringify(started.body)).toBe('OK');
  const confirmed = await m.call('twoFactorConfirm', { body: { code: codeAt(started.body.value.secret) } });
  expect(confirmed.body.code, JSON.stringify(confirmed.body)).toBe('OK');
  return { secret: started.body.value.secret as string, recoveryCodes: confirmed.body.value.recoveryCodes as string[] };
}
/** A password login from an address the member never used: the ticket and the methods offered. */
async function loginFromNewIp(username: string, password = 'Secret123') {
  const ip = freshIp();
  const res = await api.login(username, password, ip);
  expect(res.body.code, JSON.stringify(res.body)).toBe('VERIFICATION_REQUIRED');
  return { ip, ticket: res.body.value.ticket as string, methods: res.body.value.methods as string[] };
}
const verify = (ip: string, ticket: string, code: string) => api.call('loginVerify', { body: { ticket, method: 'totp', code }, ip });

describe('enrolment', () => {
  it('needs the password, refuses a wrong code, enables with the right one and shows ten recovery codes once', async () => {
    const m = await w.register();
    expect((await m.call('twoFactorStatus')).body.value).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    const wrongPassword = await m.call('twoFactorStart', { body: { password: 'Wrong999' } });
    expect([wrongPassword.body.code, wrongPassword.body.value.field]).toEqual(['OLD_PASSWORD_INCORRECT', 'password']);

    const started = await m.call('twoFactorStart', { body: { password: 'Secret123' } });
    const { secret, otpauthUri, issuer, account } = started.body.value;
    expect([issuer, account]).toEqual(['Lucky Nine', m.username]);
    // the URI an app scans carries the same secret, the brand as issuer and the username as label
    const scanned = URI.parse(otpauthUri) as TOTP;
    expect([scanned.issuer, scanned.label, scanned.secret.base32, scanned.digits, scanned.period]).toEqual(['Lucky Nine', m.username, secret, 6, 30]);

    const wrong = await m.call('twoFactorConfirm', { body: { code: wrongCode(secret) } });
    expect([wrong.status, wrong.body.code, wrong.body.value]).toEqual([400, 'TWO_FACTOR_CODE_INVALID', { field: 'code', attemptsLeft: 4 }]);
    expect((await m.call('twoFactorStatus')).body.value.enabled).toBe(false);

    const confirmed = await m.call('twoFactorConfirm', { body: { code: codeAt(secret) } });
    const codes = confirmed.body.value.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const status = (await m.call('twoFactorStatus')).body.value;
    expect([status.enabled, status.recoveryCodesLeft, typeof status.enabledAt]).toEqual([true, 10, 'number']);
    // shown once: no second confirmation, and no new secret over an enabled one
    expect((await m.call('twoFactorConfirm', { body: { code: nextCode(secret) } })).body.code).toBe('TWO_FACTOR_STATE');
    expect((await m.call('twoFactorStart', { body: { password: 'Secret123' } })).body.code).toBe('TWO_FACTOR_STATE');
  });

  it('locks the code checks after five wrong codes, even for the right one', async () => {
    const m = await w.register();
    const { secret } = (await m.call('twoFactorStart', { body: { password: 'Secret123' } })).body.value;
    for (let i = 0; i < 4; i++) expect((await m.call('twoFactorConfirm', { body: { code: wrongCode(secret) } })).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const fifth = await m.call('twoFactorConfirm', { body: { code: wrongCode(secret) } });
    expect([fifth.body.code, fifth.body.value.retryAfterSeconds]).toEqual(['ACCOUNT_LOCKED', 900]);
    expect((await m.call('twoFactorConfirm', { body: { code: codeAt(secret) } })).body.code).toBe('ACCOUNT_LOCKED');
    expect((await m.call('twoFactorStatus')).body.value.enabled).toBe(false);
  });
});

describe('the new-IP login verification', () => {
  it('offers the authenticator first, passes with a code, and refuses the same code a second time', async () => {
    const m = await w.register();
    // without an authenticator this member (no phone, email or bank name) is not asked anything from a new address
    expect((await api.login(m.username, 'Secret123', freshIp())).body.code).toBe('OK');
    await db.update(members).set({ loginVerification: 'bank', bankAccountName: 'JUAN CRUZ' }).where(eq(members.id, m.memberId));
    const { secret } = await enrol(m);

    const first = await loginFromNewIp(m.username);
    expect(first.methods).toEqual(['totp', 'bank']);
    // nothing to send for an app
    expect((await api.call('loginVerifySend', { body: { ticket: first.ticket, method: 'totp' }, ip: first.ip })).body.code).toBe('VALIDATION_ERROR');
    const wrong = await verify(first.ip, first.ticket, wrongCode(secret));
    expect([wrong.status, wrong.body.code]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    const code = nextCode(secret);
    const passed = await verify(first.ip, first.ticket, code);
    expect([passed.body.code, passed.body.value?.userName]).toEqual(['OK', m.username]);
    expect((await api.call('memberInfo', { token: passed.body.value.token, ip: first.ip })).body.success).toBe(true);

    // the same code from yet another address: seen once, refused (replay)
    const second = await loginFromNewIp(m.username);
    expect((await verify(second.ip, second.ticket, code)).body.code).toBe('TWO_FACTOR_CODE_INVALID');
  });

  it('is asked even when the login setting offers nothing else; a recovery code passes once', async () => {
    const m = await w.register();
    await db.update(members).set({ loginVerification: 'none' }).where(eq(members.id, m.memberId));
    const { recoveryCodes } = await enrol(m);
    const first = await loginFromNewIp(m.username);
    expect(first.methods).toEqual(['totp']);
    // typed in lower case without the dash: the same code
    const typed = recoveryCodes[0]!.replace('-', '').toLowerCase();
    expect((await verify(first.ip, first.ticket, typed)).body.code).toBe('OK');
    expect((await m.call('twoFactorStatus')).body.value.recoveryCodesLeft).toBe(9);
    const second = await loginFromNewIp(m.username);
    expect((await verify(second.ip, second.ticket, recoveryCodes[0]!)).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await verify(second.ip, second.ticket, recoveryCodes[1]!)).body.code).toBe('OK');
    // an address that passed is known: no question from it next time
    expect((await api.login(m.username, 'Secret123', second.ip)).body.code).toBe('OK');
  });

  it('spends a recovery code once under 40 simultaneous uses', async () => {
    const m = await w.register();
    const { recoveryCodes } = await enrol(m);
    const results = await Promise.all(Array.from({ length: 40 }, () => spendRecoveryCode(db, m.memberId, recoveryCodes[2]!)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await m.call('twoFactorStatus')).body.value.recoveryCodesLeft).toBe(9);
  });
});

describe('turning it off and new recovery codes', () => {
  it('needs the password and a current code; afterwards a new address is not asked for it', async () => {
    const m = await w.register();
    const { secret } = await enrol(m);
    const wrongPassword = await m.call('twoFactorDisable', { body: { password: 'Wrong999', code: nextCode(secret) } });
    expect(wrongPassword.body.code).toBe('OLD_PASSWORD_INCORRECT');
    const wrong = await m.call('twoFactorDisable', { body: { password: 'Secret123', code: wrongCode(secret) } });
    expect(wrong.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await m.call('twoFactorStatus')).body.value.enabled).toBe(true);
    const off = await m.call('twoFactorDisable', { body: { password: 'Secret123', code: nextCode(secret) } });
    expect(off.body).toMatchObject({ code: 'OK', value: { enabled: false } });
    expect((await m.call('twoFactorStatus')).body.value).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    expect((await api.login(m.username, 'Secret123', freshIp())).body.code).toBe('OK');
    expect((await m.call('twoFactorDisable', { body: { password: 'Secret123', code: nextCode(secret) } })).body.code).toBe('TWO_FACTOR_STATE');
  });

  it('makes new recovery codes for a current code: the old ones stop working', async () => {
    const m = await w.register();
    const { secret, recoveryCodes: old } = await enrol(m);
    // a recovery code cannot make more of itself
    expect((await m.call('twoFactorRecoveryCodes', { body: { code: old[0] } })).body.code).toBe('VALIDATION_ERROR');
    const fresh = (await m.call('twoFactorRecoveryCodes', { body: { code: nextCode(secret) } })).body.value.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);
    const away = await loginFromNewIp(m.username);
    expect((await verify(away.ip, away.ticket, old[0]!)).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await verify(away.ip, away.ticket, fresh[0]!)).body.code).toBe('OK');
  });
});

describe('a brand that requires an authenticator of its agents', () => {
  it('holds the agent centre back until the agent enrols, audited; players are not affected; it cannot be turned off', async () => {
    const set = await ops.call('operatorSetBrandSecurity', { token: testOperatorKey, body: { brandId: 'demo', security: { agentTwoFactorRequired: true } } });
    expect(set.body.value).toMatchObject({ brandId: 'demo', effective: { agentTwoFactorRequired: true }, file: { agentTwoFactorRequired: false } });
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'brand-security.set'));
    expect([audit?.brandId, audit?.detail]).toEqual(['demo', { before: { agentTwoFactorRequired: false }, after: { agentTwoFactorRequired: true } }]);
    try {
      const ip = freshIp();
      const login = await api.login('agent1', 'Agent123!', ip);
      expect(login.body.code, JSON.stringify(login.body)).toBe('OK');
      const agent = { call: (name: Parameters<typeof api.call>[0], input: { body?: unknown } = {}) => api.call(name, { ...input, token: login.body.value.token, ip }) };
      const held = await agent.call('affiliateLink');
      expect([held.status, held.body.code]).toEqual([403, 'TWO_FACTOR_REQUIRED']);
      // the account and the enrolment still answer
      expect((await agent.call('memberInfo')).body.success).toBe(true);
      expect((await agent.call('twoFactorStatus')).body.value).toMatchObject({ enabled: false, required: true });
      // a player of the brand is asked nothing
      const player = await w.register();
      expect((await player.call('twoFactorStatus')).body.value.required).toBe(false);

      const started = await agent.call('twoFactorStart', { body: { password: 'Agent123!' } });
      expect((await agent.call('twoFactorConfirm', { body: { code: codeAt(started.body.value.secret) } })).body.code).toBe('OK');
      expect((await agent.call('affiliateLink')).body.code).toBe('OK');
      const off = await agent.call('twoFactorDisable', { body: { password: 'Agent123!', code: nextCode(started.body.value.secret) } });
      expect([off.body.code, off.body.value]).toEqual(['OPERATION_NOT_ALLOWED', { feature: 'agentTwoFactorRequired' }]);
    } finally {
      await ops.call('operatorSetBrandSecurity', { token: testOperatorKey, body: { brandId: 'demo', security: null } });
    }
    expect((await ops.call('operatorBrandSecurity', { token: testOperatorKey, query: { brandId: 'demo' } })).body.value).toMatchObject({ effective: { agentTwoFactorRequired: false }, updatedBy: null });
  });
});

