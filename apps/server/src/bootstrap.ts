import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedAccounts } from './db/seed/accounts';
import { seedContent } from './db/seed/content';
import { seedWallet } from './db/seed/wallet';
import { seedCatalogue } from './db/seed/catalogue';
import { seedLottery } from './db/seed/lottery';
import { type Env, repoRoot } from './env';
import { loadBrands } from './lib/brands';

/** Opens (creating, migrating and seeding on first start) the database and builds the app. Shared by the server and bench. */
export async function bootstrap(env: Env, logger: boolean | object = false) {
  const brands = loadBrands(env.BRANDS_DIR ?? join(repoRoot, 'brands'));
  const dataDir = resolve(repoRoot, env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const database = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL })
    : await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await database.migrate();
  await seedContent(database.db, brands.all);
  await seedCatalogue(database.db);
  await seedAccounts(database.db, brands.all);
  await seedWallet(database.db, brands.all);
  await seedLottery(database.db, brands.all);
  const adminToken = env.ADMIN_TOKEN ?? readOrCreateAdminToken(dataDir);
  const webDist = env.WEB_DIST ?? join(repoRoot, 'apps/web/dist');
  const app = await buildApp({ database, brands, env, webDist, adminToken, logger });
  app.addHook('onClose', () => database.close());
  return { app, brands, database, dataDir };
}

function readOrCreateAdminToken(dataDir: string) {
  const file = join(dataDir, 'admin-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const token = randomBytes(24).toString('hex');
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}
