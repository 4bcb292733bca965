/**
 * Browser storage whose calls never throw: private mode, disabled storage and a full quota answer the fallback (or
 * nothing) instead of breaking the page. Each app types its own keys: `safeStorage<'token' | 'lang'>(() => localStorage)`.
 */
export function safeStorage<Key extends string>(area: () => Storage) {
  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  return {
    get: (key: Key) => safe(() => area().getItem(key), null),
    set: (key: Key, value: string) => safe(() => area().setItem(key, value), undefined),
    remove: (key: Key) => safe(() => area().removeItem(key), undefined),
    /** A JSON value kept under the key; the fallback when there is none or it is not JSON. */
    getJson: <T>(key: Key, fallback: T): T =>
      safe(() => {
        const raw = area().getItem(key);
        return raw === null ? fallback : (JSON.parse(raw) as T);
      }, fallback),
    setJson: (key: Key, value: unknown) => safe(() => area().setItem(key, JSON.stringify(value)), undefined),
    clear: () => safe(() => area().clear(), undefined),
  };
}
