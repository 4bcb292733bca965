import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedAll } from '../src/seed/index';
import { repoRoot } from '../src/env';
import { loadBrands } from '../src/lib/brands';
import type { TestProject } from 'vitest/node';

export const TEMPLATE_DB = 'app_test_template';

/**
 * Builds one migrated and seeded database per run; every test file then starts from a copy of it
 * (a PGlite data-folder dump, or a PostgreSQL database created from a template).
 */
export default async function setup(project: TestProject) {
  const brands = loadBrands(join(repoRoot, 'brands'));
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(url, TEMPLATE_DB) });
    await database.migrate();
    await seedAll(database.db, brands.all, { promotions: false, contracts: false });
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', url, template: TEMPLATE_DB });
    return;
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedAll(database.db, brands.all, { promotions: false, contracts: false });
  const dump = await database.dump!();
  await database.close();
  const dir = join(repoRoot, '.test-data');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', file });
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
  }
}
