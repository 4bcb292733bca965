import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { operatorCredentials, operatorRoles, operators } from '../src/db/schema';
import { type Env, readEnv, repoRoot } from '../src/env';
import { loadBrands } from '../src/lib/brands';
import { sha256Hex } from '../src/lib/tokens';
import { withDatabase } from './global-setup';

/** The operator token of the test apps: random per test file, like the one a real start keeps in its data folder. */
export const testAdminToken = randomBytes(24).toString('hex');
/** The operator surface's host (OPS_HOSTS' default): admin routes, the desk and the outbox answer there only. */
export const OPS_HOST = 'ops.localhost';
/** Whose the test token is: the name every operator change of a test is audited under. */
export const TEST_OPERATOR = 'test-operator';
/**
 * The test operator's personal API key: an owner account named TEST_OPERATOR that every test app has, so the
 * operator calls' audit rows name it. Only its SHA-256 is stored, as for every key.
 */
export const testOperatorKey = `ops_k_${randomBytes(24).toString('hex')}`;
/** An operator call's headers: the test operator's API key, on the ops host. */
export const opsHeaders = { authorization: `Bearer ${testOperatorKey}`, host: OPS_HOST };
/** The operator's request headers (admin routes, the support desk and the demo outbox): the token, on the ops host. */
export const operatorHeaders = { authorization: `Bearer ${testAdminToken}`, host: OPS_HOST };

/** A fresh copy of the seeded template database, on PGlite or PostgreSQL like the run, with the test operator. */
export async function openTestDatabase(): Promise<Database> {
  const database = await copyOfTemplate();
  await addTestOperator(database.db);
  return database;
}

async function copyOfTemplate(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const blob = new Blob([readFileSync(template.file)]);
    return openDatabase({ loadDataDir: blob });
  }
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(template.url, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await dropTestDatabase(template.url, name);
    },
  };
}

/** Drops a test database once the closed pool's sessions are gone (forcing them makes the closing clients throw 57P01). */
export async function dropTestDatabase(serverUrl: string, name: string) {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  for (let i = 0; i < 50; i++) {
    const { rows } = await cleanup.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
}

/** Builds the real app on its own database; closed after the file's tests. */
export async function buildTestApp(envOverrides: Record<string, string> = {}) {
  // the test runner's aids (the captcha answer) are on here and only here (and in the e2e server)
  const env: Env = readEnv({ TRUST_PROXY: '1', TEST_AIDS: '1', ...envOverrides });
  const database = await openTestDatabase();
  const brands = loadBrands(join(repoRoot, 'brands'));
  const app = await buildApp({ database, brands, env, adminToken: testAdminToken, adminTokenOwner: TEST_OPERATOR });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** The owner TEST_OPERATOR with the key testOperatorKey (no password, no authenticator: it signs in by key only). */
export async function addTestOperator(db: Database['db']) {
  const [owner] = await db.select({ id: operatorRoles.id }).from(operatorRoles).where(eq(operatorRoles.name, 'owner'));
  const [made] = await db
    .insert(operators)
    .values({ username: TEST_OPERATOR, passwordHash: '!', roleId: owner!.id, createdBy: 'test-setup' })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  if (made) await db.insert(operatorCredentials).values({ tokenHash: sha256Hex(testOperatorKey), operatorId: made.id, kind: 'api_key', name: 'tests', prefix: testOperatorKey.slice(0, 12), ip: '127.0.0.1', userAgent: '' });
}
