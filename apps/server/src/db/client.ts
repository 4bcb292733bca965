import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** true when the database answers and holds every migration of this build (the readiness probe) */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a gzip tarball of the data folder, to clone test databases quickly. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: this process's pool (connections open, idle, queries waiting for one, the limit), for the metrics */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /**
   * Hears NOTIFY on a channel from every process on this database (PGlite: this process). Payloads arrive after
   * the notifying transaction commits, never for a rolled-back one. Returns the function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
}

/** pg_advisory_lock key of the migrations (any fixed 64-bit number of our own) */
const MIGRATION_LOCK_KEY = 7_312_604_918;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The newest migration's timestamp, as drizzle records it in drizzle.__drizzle_migrations.created_at. */
function latestMigrationMillis() {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** Skips drizzle's migrator (slow on PGlite: ~0.6 s even with nothing to do) when the database is already current. */
async function isCurrent(query: (sql: string) => Promise<Array<{ latest: string | number | null }>>) {
  try {
    const [row] = await query('select max(created_at) as latest from drizzle.__drizzle_migrations');
    return row?.latest != null && Number(row.latest) >= latestMigrationMillis();
  } catch {
    return false; // no migrations table yet
  }
}

export type DatabaseOptions =
  | { url: string }
  /** dataDir: a folder, or undefined for memory; loadDataDir: a dump to start from */
  | { dataDir?: string; loadDataDir?: Blob };

/** Connections per process on PostgreSQL */
const POOL_MAX = 10;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_MAX });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const current = () => isCurrent(async (sql) => (await pool.query(sql)).rows);
    const listener = pgListener(options.url);
    return {
      db,
      kind: 'postgres',
      async migrate() {
        if (await current()) return;
        // instances starting together: one migrates under the lock, the others wait and then find nothing to do
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          if (!(await isCurrent(async (sql) => (await client.query(sql)).rows))) await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      isReady: current,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
      listen: (channel, handler) => listener.listen(channel, handler),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  // PGlite is one connection: it runs one query at a time and holds transactions exclusively, which is our queue.
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // one process owns a PGlite data folder: no lock needed
    async migrate() {
      if (await isCurrent(async (sql) => (await client.query<{ latest: string | null }>(sql)).rows)) return;
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    isReady: () => isCurrent(async (sql) => (await client.query<{ latest: string | null }>(sql)).rows),
    close: () => client.close(),
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return async () => stop();
    },
    dump: () => client.dumpDataDir('gzip') as Promise<Blob>,
  };
}

/** pg channel names are identifiers: ours are lower-case words joined by underscores. */
const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;
const RECONNECT_MS = 1000;

/**
 * One dedicated connection per process carries every LISTEN (a pooled connection would drop them). It reconnects
 * after an error and listens again on every channel; notifications sent while it was down are lost, which the
 * channels' users accept (they carry hints to refetch, never state).
 */
function pgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
      c.on('error', () => {
        if (client === c) client = null;
        c.end().catch(() => undefined);
        if (!closed) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
      });
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
      client = c;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel: string, handler: (payload: string) => void) {
      if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const first = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      const c = await connect();
      if (first) await c.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      const c = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** The rows of a raw statement, on either driver (both answer { rows }; node-postgres gives bigint and count as strings). */
export async function queryRows<T = Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
