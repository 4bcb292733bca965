import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { withDatabase } from './global-setup';
import { dropTestDatabase } from './helper';

const template = inject('databaseTemplate');

// Several server instances start together against one PostgreSQL database (PGlite has one process per data folder).
describe.skipIf(template.kind !== 'postgres')('migrations of instances starting together', () => {
  it('run once, under the advisory lock, and every instance comes up ready', async () => {
    if (template.kind !== 'postgres') return;
    const name = `app_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: withDatabase(template.url, name) })));
    try {
      expect(await instances[0]!.isReady()).toBe(false);
      // without the lock, two migrators create the same tables at once and one fails ("already exists")
      await Promise.all(instances.map((database) => database.migrate()));
      for (const database of instances) expect(await database.isReady()).toBe(true);
      const check = new pg.Client({ connectionString: withDatabase(template.url, name) });
      await check.connect();
      const { rows } = await check.query<{ applied: number; distinct: number }>(
        'select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      await check.end();
      expect(rows[0]!.applied).toBe(rows[0]!.distinct);
      expect(rows[0]!.applied).toBeGreaterThan(10);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await dropTestDatabase(template.url, name);
    }
  });
});
