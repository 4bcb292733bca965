import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { demoFeatures, type Env, productionProblems, repoRoot } from './env';
import { loadBrands } from './lib/brands';
import { seedAll } from './seed/index';

/** Opens (creating, migrating and seeding on first start) the database and builds the app. Shared by the server and bench. */
export async function bootstrap(env: Env, logger: boolean | object = false) {
  const problems = productionProblems(env);
  if (problems.length) throw new Error(`Refusing a production start: ${problems.join('; ')}.`);
  const brands = loadBrands(env.BRANDS_DIR ?? join(repoRoot, 'brands'));
  const dataDir = resolve(repoRoot, env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const database = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL })
    : await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await database.migrate();
  await seedAll(database.db, brands.all);
  const adminToken = env.ADMIN_TOKEN ?? readOrCreateSecret(dataDir, 'admin-token');
  const vendorSecret = demoFeatures(env).sandboxVendor && !env.SANDBOX_VENDOR_SECRET ? readOrCreateSecret(dataDir, 'sandbox-vendor-secret') : undefined;
  const webDist = env.WEB_DIST ?? join(repoRoot, 'apps/web/dist');
  const app = await buildApp({ database, brands, env, webDist, adminToken, vendorSecret, logger });
  app.addHook('onClose', () => database.close());
  return { app, brands, database, dataDir };
}

/** A random secret kept in the data folder (readable by its owner only), made on first start. */
export function readOrCreateSecret(dataDir: string, name: string) {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const token = randomBytes(24).toString('hex');
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}
