import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { demoFeatures, type Env, productionProblems, repoRoot } from './env';
import { loadBrands } from './lib/brands';
import { claimDeployment, markDemoSeeded } from './deployment';
import { provisionBrands, seedDemo } from './seed/index';
import { ensureDemoOperatorKey } from './seed/operators';
import { smsConfigProblems } from './modules/accounts/sms-gateways';
import { readOrCreateVapidKeys, vapidConfigProblems, vapidKeysOfEnv } from './modules/push/vapid';

/**
 * Opens (creating and migrating) the database, provisions what the brand files need, writes the demo data once in
 * demo mode only, and builds the app. A database keeps the kind of its first start (demo or not): the other kind is
 * refused. Shared by the server and bench.
 */
export async function bootstrap(env: Env, logger: boolean | object = false) {
  const problems = productionProblems(env);
  if (problems.length) throw new Error(`Refusing a production start: ${problems.join('; ')}.`);
  const configProblems = [...smsConfigProblems(env), ...vapidConfigProblems(env)];
  if (configProblems.length) throw new Error(`Refusing to start: ${configProblems.join('; ')}.`);
  const brands = loadBrands(env.BRANDS_DIR ?? join(repoRoot, 'brands'));
  const dataDir = resolve(repoRoot, env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const database = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL })
    : await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await database.migrate();
  const features = demoFeatures(env);
  try {
    const { demoSeeded } = await claimDeployment(database.db, features.demo ? 'demo' : 'production');
    await provisionBrands(database.db, brands.all, { sandboxVendor: features.sandboxVendor });
    if (features.demo && !demoSeeded) {
      await seedDemo(database.db, brands.all);
      await markDemoSeeded(database.db);
    }
    if (features.demo) await ensureDemoOperatorKey(database.db, dataDir);
  } catch (error) {
    await database.close();
    throw error;
  }
  const adminToken = env.ADMIN_TOKEN ?? readOrCreateSecret(dataDir, 'admin-token');
  const vendorSecret = features.sandboxVendor && !env.SANDBOX_VENDOR_SECRET ? readOrCreateSecret(dataDir, 'sandbox-vendor-secret') : undefined;
  const webDist = env.WEB_DIST ?? join(repoRoot, 'apps/web/dist');
  // Web Push's key pair: the environment's, else the data folder's (made on first start)
  const vapidKeys = vapidKeysOfEnv(env) ?? readOrCreateVapidKeys(dataDir);
  const app = await buildApp({ database, brands, env, webDist, adminToken, vendorSecret, vapidKeys, logger, closesDatabase: true });
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
