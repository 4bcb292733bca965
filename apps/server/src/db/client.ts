import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const current = () => isCurrent(async (sql) => (await pool.query(sql)).rows);
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
      close: () => pool.end(),
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
    dump: () => client.dumpDataDir('gzip') as Promise<Blob>,
  };
}
