import { describe, expect, it } from 'vitest';
import { consumeLandingToken } from './landing-token';

describe('consumeLandingToken', () => {
  it('keeps a token from the landing URL as the session token and takes it out of the address bar', () => {
    window.history.replaceState(null, '', '/promotions?token=abc123&x=1#top');
    expect(consumeLandingToken()).toBe('abc123');
    expect(sessionStorage.getItem('token')).toBe('abc123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/promotions?x=1#top');
  });

  it('leaves URLs without a token alone', () => {
    window.history.replaceState(null, '', '/rng?page=2');
    expect(consumeLandingToken()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(window.location.search).toBe('?page=2');
  });
});
