import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type WalletSettings = typeof walletSettings.$inferSelect;

const settingsCache = new WeakMap<Db, Map<string, { at: number; row: WalletSettings }>>();
/** A brand's wallet rules (cached 5 s); the seed writes them for every brand. */
export async function walletSettingsOf(db: Db, brandId: string): Promise<WalletSettings> {
  let cache = settingsCache.get(db);
  if (!cache) settingsCache.set(db, (cache = new Map()));
  const hit = cache.get(brandId);
  if (hit && Date.now() - hit.at < 5000) return hit.row;
  const [row] = await db.select().from(walletSettings).where(eq(walletSettings.brandId, brandId));
  if (!row) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'wallet' });
  cache.set(brandId, { at: Date.now(), row });
  return row;
}
