import type { Db } from '../db/client';

/**
 * A short-lived cache of rows read by key, one per database (a test's app and another's never share one): for
 * settings every request reads and an operator rarely changes. A change made through this process forgets its key
 * at once; other processes see it within ttlMs.
 */
export function keyedDbCache<T>(ttlMs: number) {
  const byDb = new WeakMap<Db, Map<string, { at: number; value: T }>>();
  const mapOf = (db: Db) => {
    let map = byDb.get(db);
    if (!map) byDb.set(db, (map = new Map()));
    return map;
  };
  return {
    async get(db: Db, key: string, load: () => Promise<T>): Promise<T> {
      const map = mapOf(db);
      const hit = map.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = await load();
      map.set(key, { at: Date.now(), value });
      return value;
    },
    forget(db: Db, key: string) {
      mapOf(db).delete(key);
    },
  };
}
