import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/envelope';
import { ApiError, apiCall } from './api-client';
import { authToken } from './auth-token';

describe('apiCall', () => {
  afterEach(() => authToken.end('signedOut'));

  it('sends the session as a bearer token to the call table path and unwraps the value', async () => {
    authToken.set('tok-123');
    const fetch = stubFetch({ value: { list: [], total: 0, page: 2, pageSize: 50 } });
    const value = await apiCall('operatorPlayers', { query: { q: 'player1', page: 2, brandId: '' } });
    expect(value.page).toBe(2);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/ops/api/players?q=player1&page=2');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect(init!.method).toBe('GET');
  });

  it('posts JSON bodies', async () => {
    const fetch = stubFetch({ value: { id: 1, at: '', author: 'owner1', text: 'hi' } });
    await apiCall('operatorAddPlayerNote', { body: { memberId: 2, text: 'hi' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/ops/api/players/notes');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({ memberId: 2, text: 'hi' });
  });

  it('turns a refusal into an ApiError with its code and value', async () => {
    stubFetch({ status: 429, code: 'ACCOUNT_LOCKED', value: { retryAfterSeconds: 30 } });
    const error = await apiCall('operatorLogin', { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ACCOUNT_LOCKED', value: { retryAfterSeconds: 30 }, status: 429 });
  });

  it('ends the session on NOT_LOGGED_IN of a signed-in call, and only then', async () => {
    const changed = vi.fn();
    const stop = authToken.subscribe(changed);
    // a wrong password is not an ended session
    stubFetch({ status: 401, code: 'INVALID_CREDENTIALS' });
    await apiCall('operatorLogin', { body: { username: 'a', password: 'b' } }).catch(() => undefined);
    expect(changed).not.toHaveBeenCalled();

    authToken.set('gone');
    expect(authToken.endedBy()).toBeNull();
    stubFetch({ status: 401, code: 'NOT_LOGGED_IN' });
    await expect(apiCall('operatorMe')).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect(authToken.get()).toBeNull();
    expect(authToken.endedBy()).toBe('ended');
    expect(sessionStorage.getItem('opsToken')).toBeNull();
    // a new sign-in is a session of its own again
    authToken.set('next');
    expect(authToken.endedBy()).toBeNull();
    stop();
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiCall('operatorMe')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
