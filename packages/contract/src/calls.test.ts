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
});
