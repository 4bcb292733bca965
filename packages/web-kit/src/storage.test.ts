import { describe, expect, it } from 'vitest';
import { safeStorage } from './storage';

/** A Storage as a browser with storage switched off presents it: every call throws. */
const refusing = new Proxy({} as Storage, {
  get: () => () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});

/** A working Storage over a Map. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describe('safeStorage', () => {
  it('keeps, reads and forgets values, JSON ones too', () => {
    const area = memoryStorage();
    const store = safeStorage<'token' | 'seen'>(() => area);
    store.set('token', 'abc');
    store.setJson('seen', [1, 2]);
    expect(store.get('token')).toBe('abc');
    expect(store.getJson('seen', [])).toEqual([1, 2]);
    store.remove('token');
    expect(store.get('token')).toBeNull();
    store.clear();
    expect(area.length).toBe(0);
  });

  it('answers the fallback instead of throwing where storage is refused or a value is not JSON', () => {
    const store = safeStorage<'token'>(() => refusing);
    expect(store.get('token')).toBeNull();
    expect(() => store.set('token', 'abc')).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    expect(store.getJson('token', 'fallback')).toBe('fallback');
    const area = memoryStorage();
    area.setItem('token', '{not json');
    expect(safeStorage<'token'>(() => area).getJson('token', 7)).toBe(7);
  });
});
