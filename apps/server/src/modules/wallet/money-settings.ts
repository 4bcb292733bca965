import type { WalletLimits } from '@app/contract/operators-settings';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositChannels, walletSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';

/*
 * A brand's money settings as operators change them (issue 29): the wallet and withdrawal limits (wallet_settings)
 * and the deposit channels' names, limits, order and switch. The player's calls read both from the database (the
 * limits through walletSettingsOf's 5-second cache), so a change applies without a restart.
 */

const limitsOf = (row: typeof walletSettings.$inferSelect): WalletLimits => ({
  withdrawMinMinor: row.withdrawMinMinor,
  withdrawMaxMinor: row.withdrawMaxMinor,
  withdrawDailyCount: row.withdrawDailyCount,
  turnoverPercent: row.turnoverPercent,
  autoReceiveMinutes: row.autoReceiveMinutes,
  maxBankCards: row.maxBankCards,
  depositExpiryMinutes: row.depositExpiryMinutes,
  fourEyesThresholdMinor: row.fourEyesThresholdMinor,
});

const channelOf = (row: typeof depositChannels.$inferSelect) => ({
  code: row.code,
  type: row.type,
  name: row.name,
  provider: row.provider,
  minMinor: row.minMinor,
  maxMinor: row.maxMinor,
  sort: row.sort,
  enabled: row.enabled,
});

/** The limits and every channel of a brand (disabled ones included), in the deposit page's order. */
export async function moneySettings(db: Db, brandId: string) {
  const [[row], channels] = await Promise.all([
    db.select().from(walletSettings).where(eq(walletSettings.brandId, brandId)),
    db.select().from(depositChannels).where(eq(depositChannels.brandId, brandId)).orderBy(asc(depositChannels.sort), asc(depositChannels.id)),
  ]);
  if (!row) throw new AppError('NOT_FOUND', { walletSettings: brandId });
  return { brandId, limits: limitsOf(row), channels: channels.map(channelOf) };
}

/** Replaces the brand's wallet limits, audited with before and after in the same transaction. */
export async function setWalletLimits(db: Db, operator: Operator, brandId: string, limits: WalletLimits) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(walletSettings).where(eq(walletSettings.brandId, brandId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { walletSettings: brandId });
    await tx.update(walletSettings).set(limits).where(eq(walletSettings.brandId, brandId));
    await recordAudit(tx, operator, { brandId, action: 'wallet-limits.set', target: `brand:${brandId}`, detail: { before: limitsOf(before), after: limits } });
  });
  return moneySettings(db, brandId);
}

export interface ChannelChange {
  code: string;
  name: string;
  minMinor: number;
  maxMinor: number;
  sort: number;
  enabled: boolean;
}

/** Changes one deposit channel of the brand (its type and provider stay: they are the provider's), audited. */
export async function setDepositChannel(db: Db, operator: Operator, brandId: string, change: ChannelChange) {
  await db.transaction(async (tx) => {
    const where = and(eq(depositChannels.brandId, brandId), eq(depositChannels.code, change.code));
    const [before] = await tx.select().from(depositChannels).where(where).for('update');
    if (!before) throw new AppError('NOT_FOUND', { channel: change.code });
    const { code: _code, ...set } = change;
    await tx.update(depositChannels).set(set).where(where);
    await recordAudit(tx, operator, { brandId, action: 'deposit-channel.set', target: `deposit-channel:${brandId}:${change.code}`, detail: { before: channelOf(before), after: { ...channelOf(before), ...set } } });
  });
  return moneySettings(db, brandId);
}
