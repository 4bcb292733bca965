import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { keyedDbCache } from '../../lib/db-cache';

export type WalletSettings = typeof walletSettings.$inferSelect;

const settingsCache = keyedDbCache<WalletSettings>(5000);
/** A brand's wallet rules (cached 5 s); the seed writes them for every brand. */
export async function walletSettingsOf(db: Db, brandId: string): Promise<WalletSettings> {
  return settingsCache.get(db, brandId, async () => {
    const [row] = await db.select().from(walletSettings).where(eq(walletSettings.brandId, brandId));
    if (!row) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'wallet' });
    return row;
  });
}
