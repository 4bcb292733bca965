/**
 * "Remember me" (issue 31): a login that asks for it sets an httpOnly, SameSite=Lax refresh cookie for 30 days;
 * trading it for a new session rotates it; a rotated token shown again later ends its family (a stolen copy), two
 * tabs trading the same one together both get in; a logout or a password change ends it.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshTokens, throttles } from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/tokens';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';
import { walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const api = accountsClient(app);
const w = walletClient(app);
const db = app.database.db;
beforeEach(async () => {
  await db.delete(throttles);
});

const cookieOf = (headers: Record<string, unknown>) => {
  const header = headers['set-cookie'];
  return String(Array.isArray(header) ? header[0] : (header ?? ''));
};
const tokenIn = (setCookie: string) => /^rt=([^;]*)/.exec(setCookie)?.[1] ?? null;
/** The browser coming back with its cookie: a new session, or NOT_LOGGED_IN. */
const refresh = (token: string | null) => api.call('sessionRefresh', { body: {}, headers: token ? { cookie: `theme=dark; rt=${token}` } : {} });

async function rememberedLogin() {
  const m = await w.register();
  const res = await api.call('login', { body: { username: m.username, password: 'Secret123', rememberMe: true }, ip: freshIp() });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return { m, res, token: tokenIn(cookieOf(res.headers))! };
}

describe('remember me', () => {
  it('sets a 30-day httpOnly cookie only when asked, and trades it for a new session, rotating it', async () => {
    const plain = await api.call('login', { body: { username: 'player1', password: 'Player123!' }, ip: freshIp() });
    expect(cookieOf(plain.headers)).toBe('');

    const { m, res, token } = await rememberedLogin();
    expect(cookieOf(res.headers)).toMatch(/^rt=[A-Za-z0-9_-]{40,}; Max-Age=2592000; Path=\/wps\/session; HttpOnly; SameSite=Lax$/);
    // beside it, the readable hint the app checks before asking for a session (visitors make no call)
    expect(String((res.headers['set-cookie'] as string[])[1])).toBe('remembered=1; Max-Age=2592000; Path=/; SameSite=Lax');
    const again = await refresh(token);
    expect(again.body.value).toMatchObject({ userName: m.username });
    expect((await api.call('memberInfo', { token: again.body.value.token })).body.value.account).toBe(m.username);
    const next = tokenIn(cookieOf(again.headers));
    expect(next).not.toBe(token);
    expect((await refresh(next)).body.success).toBe(true);
    expect((await refresh(null)).body.code).toBe('NOT_LOGGED_IN');
  });

  it('ends the family when a spent token comes back later (a stolen copy), but lets two tabs trade one together', async () => {
    const { token } = await rememberedLogin();
    const [first, second] = await Promise.all([refresh(token), refresh(token)]);
    expect([first.body.success, second.body.success]).toEqual([true, true]);
    const current = tokenIn(cookieOf(first.headers))!;

    // the first token shown again a minute after it was spent: its family ends, the rightful browser's token too
    await db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokens.tokenHash, sha256Hex(token)));
    const stolen = await refresh(token);
    expect(stolen.body.code).toBe('NOT_LOGGED_IN');
    expect(cookieOf(stolen.headers)).toMatch(/^rt=; Max-Age=0/);
    expect((await refresh(current)).body.code).toBe('NOT_LOGGED_IN');
  });

  it('is ended for the other browsers by "log out everywhere else", kept for the browser asking', async () => {
    const here = await rememberedLogin();
    const there = await api.call('login', { body: { username: here.m.username, password: 'Secret123', rememberMe: true }, ip: freshIp() });
    const thereToken = tokenIn(cookieOf(there.headers))!;
    const ended = await api.call('endOtherMemberSessions', { token: here.res.body.value.token, body: {}, headers: { cookie: `rt=${here.token}` } });
    expect(ended.body.success).toBe(true);
    expect((await refresh(thereToken)).body.code).toBe('NOT_LOGGED_IN');
    expect((await refresh(here.token)).body.success).toBe(true);
  });

  it('is ended by a logout on that browser and by a password change anywhere', async () => {
    const byLogout = await rememberedLogin();
    const out = await api.call('logout', { token: byLogout.res.body.value.token, headers: { cookie: `rt=${byLogout.token}` } });
    expect(cookieOf(out.headers)).toMatch(/^rt=; Max-Age=0/);
    expect((await refresh(byLogout.token)).body.code).toBe('NOT_LOGGED_IN');

    const byPassword = await rememberedLogin();
    const changed = await api.call('changePassword', {
      ip: freshIp(),
      token: byPassword.res.body.value.token,
      body: { oldPassword: 'Secret123', newPassword: 'Chosen1234', confirmNewPassword: 'Chosen1234' },
    });
    expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
    expect((await refresh(byPassword.token)).body.code).toBe('NOT_LOGGED_IN');
  });
});
