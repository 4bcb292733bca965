/**
 * The edge's request counts kept in the database (table rate_limit_hits), so every server process on one PostgreSQL
 * counts against the same limit: a client spreading its requests over two processes behind a load balancer gets no
 * more than from one. One atomic statement per request counts and answers (no read-then-write race); a window that
 * ended starts again at 1. Ended windows are deleted now and then by the process that happens to see one.
 * PGlite is one process: the in-memory store is exact there and costs nothing (lib/edge.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Ended windows are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

export function databaseRateLimitStore(db: Db) {
  let sweptAt = Date.now();
  const sweep = () => {
    if (Date.now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = Date.now();
    void db.execute(sql`delete from rate_limit_hits where resets_at < now()`).catch(() => undefined);
  };

  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'all:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      sweep();
      db.execute(sql`
        insert into rate_limit_hits (key, count, resets_at) values (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limit_hits.resets_at <= now() then 1 else rate_limit_hits.count + 1 end,
          resets_at = case when rate_limit_hits.resets_at <= now() then excluded.resets_at else rate_limit_hits.resets_at end
        returning count, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::int as ttl`)
        .then((result) => {
          const [row] = (result as unknown as { rows: Array<{ count: number | string; ttl: number | string }> }).rows;
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
        })
        .catch((error: Error) => callback(error));
    }

    /** a route with limits of its own counts apart from the global ones */
    child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new DatabaseRateLimitStore(undefined, `${String(route.method ?? '')} ${route.url ?? ''}:`);
    }
  };
}
