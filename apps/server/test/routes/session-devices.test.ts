/**
 * Sessions and devices (issue 31): a member lists the open sessions with the device each came from and the current
 * one marked, ends another one (its token stops working at once), or every other one; another member's session is
 * not theirs to end.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { throttles } from '../../src/db/schema';
import { deviceOf } from '../../src/modules/accounts/session-devices';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';
import { walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const api = accountsClient(app);
const w = walletClient(app);
beforeEach(async () => {
  await app.database.db.delete(throttles);
});

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

describe('sessions and devices', () => {
  it('names each device, marks the current session, ends another at once, then every other', async () => {
    const m = await w.register();
    const loginFrom = async (userAgent: string) => {
      const res = await api.call('login', { body: { username: m.username, password: 'Secret123' }, ip: freshIp(), headers: { 'user-agent': userAgent } });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      return res.body.value.token as string;
    };
    const phone = await loginFrom(ANDROID_CHROME);
    const iphone = await loginFrom(IPHONE_SAFARI);
    const laptop = await loginFrom(WINDOWS_EDGE);

    const listed = (await api.call('memberSessions', { token: phone })).body.value.list as Array<{ id: number; current: boolean; device: string }>;
    const mine = listed.filter((s) => ['Chrome on Android', 'Safari on iPhone', 'Edge on Windows'].includes(s.device));
    expect(mine.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Android', true],
      ['Edge on Windows', false],
      ['Safari on iPhone', false],
    ]);

    const iphoneSession = mine.find((s) => s.device === 'Safari on iPhone')!;
    expect((await api.call('endMemberSession', { token: phone, body: { id: iphoneSession.id } })).body.value).toEqual({ ended: 1 });
    expect((await api.call('memberInfo', { token: iphone })).body.code).toBe('NOT_LOGGED_IN');
    expect((await api.call('memberInfo', { token: laptop })).body.success).toBe(true);
    // ended already: not found; another member's session: not found either
    expect((await api.call('endMemberSession', { token: phone, body: { id: iphoneSession.id } })).body.code).toBe('NOT_FOUND');
    const other = await w.register();
    const othersList = (await api.call('memberSessions', { token: other.token })).body.value.list as Array<{ id: number }>;
    expect((await api.call('endMemberSession', { token: phone, body: { id: othersList[0]!.id } })).body.code).toBe('NOT_FOUND');

    const ended = (await api.call('endOtherMemberSessions', { token: phone, body: {} })).body.value.ended as number;
    expect(ended).toBeGreaterThanOrEqual(1);
    expect((await api.call('memberInfo', { token: laptop })).body.code).toBe('NOT_LOGGED_IN');
    expect((await api.call('memberInfo', { token: phone })).body.success).toBe(true);
    const left = (await api.call('memberSessions', { token: phone })).body.value.list as Array<{ current: boolean }>;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
  });

  it('reads what a user agent says and no more', () => {
    expect(deviceOf(null)).toBe('Unknown device');
    expect(deviceOf('curl/8.5.0')).toBe('Unknown device');
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15')).toBe('Safari on Mac');
  });
});
