import { describe, expect, it } from 'vitest';
import { calls } from './calls';

describe('call table', () => {
  it('declares each method and path once', () => {
    const keys = Object.values(calls).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('uses only the spec gateway prefixes', () => {
    for (const c of Object.values(calls)) expect(c.path).toMatch(/^\/(wps|lgw|lotto)\//);
  });
  it('never carries a body on GET', () => {
    for (const c of Object.values(calls)) if (c.method === 'GET') expect(c.body.safeParse({}).success).toBe(true);
  });
  it('encrypts only bodies, never a GET', () => {
    for (const c of Object.values(calls)) if (c.encrypt) expect(c.method).not.toBe('GET');
  });
  it('gives the session and member calls real shapes', () => {
    const names = ['login', 'registerByUsername', 'registerByMobile', 'changePassword', 'setPasswordByPhone', 'freePlay', 'loginVerify'] as const;
    for (const name of names) {
      expect(calls[name].encrypt, name).toBe(true);
      // placeholders accept anything; real schemas refuse a wrong type
      expect(calls[name].body.safeParse({ username: 1, password: 2, oldPassword: 3, newPassword: 4, random: 5, ticket: 6 }).success, name).toBe(false);
    }
    expect(calls.memberInfo.response.safeParse({}).success).toBe(false);
  });
});
