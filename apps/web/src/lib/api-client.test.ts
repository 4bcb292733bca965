import { describe, expect, it, vi } from 'vitest';
import { loginValue, Refusal, stubServer } from '@/testing/server-stub';
import { ApiError, apiCall, onSessionExpired } from './api-client';

describe('apiCall', () => {
  it('encrypts the bodies of encrypted calls, with the public key fetched once', async () => {
    const requests = stubServer({ '/wps/session/login': loginValue(), '/wps/session/login/freeplay': loginValue() });
    await apiCall('login', { body: { type: 'username', username: 'player1', password: 'Player123!' } });
    await apiCall('freePlay', { body: { random: 'r'.repeat(32) } });
    const sent = requests.filter((r) => r.method === 'POST');
    expect(sent.map((r) => r.encrypted)).toEqual([true, true]);
    expect(sent[0]!.body).toEqual({ type: 'username', username: 'player1', password: 'Player123!' });
    expect(requests.filter((r) => r.url.pathname === '/wps/system/publicKey')).toHaveLength(1);
    // on the wire: { encrypted: { key, iv, data } }, the password nowhere in clear
    const wire = (globalThis.fetch as unknown as ReturnType<typeof vi.fn>).mock.calls.find(([url]) => String(url) === '/wps/session/login')![1].body as string;
    expect(Object.keys(JSON.parse(wire).encrypted).sort()).toEqual(['data', 'iv', 'key']);
    expect(wire).not.toContain('Player123');
  });

  it('sends plain bodies for the other calls, and the session token and language headers', async () => {
    sessionStorage.setItem('token', 'tok-1');
    const requests = stubServer({ '/wps/verification/sms/noLogin': { expiredMinutes: 2, expirationTime: 0 } });
    await apiCall('smsLoginCode', { body: { countryDialingCode: '63', mobileNum: '9171234567' } });
    expect(requests[0]).toMatchObject({ encrypted: false, body: { countryDialingCode: '63', mobileNum: '9171234567' } });
    expect(requests[0]!.headers).toMatchObject({ token: 'tok-1', Language: 'TY' });
  });

  it('sends one install id, kept in localStorage, on every call', async () => {
    const requests = stubServer({ '/wps/member/info': {} });
    await apiCall('memberInfo');
    await apiCall('memberInfo');
    const ids = requests.map((r) => r.headers['x-install-id']);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(localStorage.getItem('installId')).toBe(ids[0]);
  });

  it('uses another token when asked (a forced password change) or none', async () => {
    sessionStorage.setItem('token', 'tok-session');
    const requests = stubServer({ '/wps/member/info': {} });
    await apiCall('memberInfo', { token: 'tok-other' });
    await apiCall('memberInfo', { token: null });
    expect(requests.map((r) => r.headers.token)).toEqual(['tok-other', undefined]);
  });

  it('turns refusals into typed errors and tells the auth feature about an ended session', async () => {
    sessionStorage.setItem('token', 'tok-1');
    stubServer({ '/wps/member/info': new Refusal('NOT_LOGGED_IN', null, 401), '/wps/captcha': new Refusal('VALIDATION_ERROR', { field: 'captchaId' }) });
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const error = await apiCall('memberInfo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_LOGGED_IN', messageKey: 'err_not_logged_in', status: 401 });
    expect(expired).toHaveBeenCalledWith('tok-1');
    await apiCall('captcha', { query: { captchaId: 'x' } }).catch(() => null);
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('fetches the public key again once when the server cannot decrypt (its key changed)', async () => {
    let first = true;
    const requests = stubServer({
      '/wps/session/login/freeplay': () => {
        if (!first) return loginValue();
        first = false;
        return new Refusal('DECRYPTION_FAILED');
      },
    });
    await expect(apiCall('freePlay', { body: { random: 'r'.repeat(32) } })).resolves.toMatchObject({ token: loginValue().token });
    expect(requests.filter((r) => r.url.pathname === '/wps/system/publicKey').length).toBeGreaterThanOrEqual(1);
    expect(requests.filter((r) => r.url.pathname === '/wps/session/login/freeplay')).toHaveLength(2);
  });
});
