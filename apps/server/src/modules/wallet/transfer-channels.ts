import type { TransferChannel } from '@app/contract/operators-payments';
import type { z } from 'zod';
import type { saveTransferChannelBodySchema } from '@app/contract/operators-payments';
import { zoneOffsetMinutes } from '@app/contract/zoned-time';
import { and, asc, eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { depositChannels, walletSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { storeUploadedImage } from '../content/uploaded-images';

/*
 * Manual transfer channels (issue 32): the brand's receiving accounts, a bank or e-wallet account players transfer to
 * with the order's reference, configured by the operator in the back office (provider 'manual'). The picture of the
 * account's QR code is stored like a promotion's (checked by content, without its metadata) and served to players.
 */

/** letters and digits a person cannot confuse when copying them into a bank app (no 0/O, 1/I/L) */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A transfer's reference: 8 characters (about 8 x 10^11 values), drawn at random, unique in the brand by its index. */
export function newTransferReference() {
  let text = '';
  for (let i = 0; i < 8; i += 1) text += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return text;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Whether a channel takes orders at `at`, its hours read on the brand's clock (its time zone, summer time included).
 * Hours that cross midnight (22:00 to 06:00) are open across it; no hours: always open.
 */
export function isOpenAt(channel: { openFrom: string | null; openUntil: string | null }, at: Date, timeZone: string) {
  if (!channel.openFrom || !channel.openUntil) return true;
  const local = new Date(at.getTime() + zoneOffsetMinutes(timeZone, at) * 60_000);
  const now = local.getUTCHours() * 60 + local.getUTCMinutes();
  const from = minutesOf(channel.openFrom);
  const until = minutesOf(channel.openUntil);
  if (from === until) return true;
  return from < until ? now >= from && now < until : now >= from || now < until;
}

type ChannelRow = typeof depositChannels.$inferSelect;
const transferChannelOf = (row: ChannelRow): TransferChannel => ({
  code: row.code,
  type: row.type === 'EWALLET' ? 'EWALLET' : 'BANK',
  name: row.name,
  institution: row.institution ?? '',
  accountName: row.accountName ?? '',
  accountNumber: row.accountNumber ?? '',
  qrImage: row.qrImage,
  instructions: row.instructions,
  minMinor: row.minMinor,
  maxMinor: row.maxMinor,
  openFrom: row.openFrom,
  openUntil: row.openUntil,
  sort: row.sort,
  enabled: row.enabled,
});

/** The brand's receiving accounts (disabled ones too) and its transfer window. */
export async function transferChannels(db: Db, brandId: string) {
  const [rows, [settings]] = await Promise.all([
    db
      .select()
      .from(depositChannels)
      .where(and(eq(depositChannels.brandId, brandId), eq(depositChannels.provider, 'manual')))
      .orderBy(asc(depositChannels.sort), asc(depositChannels.id)),
    db.select({ transferWindowMinutes: walletSettings.transferWindowMinutes }).from(walletSettings).where(eq(walletSettings.brandId, brandId)),
  ]);
  if (!settings) throw new AppError('NOT_FOUND', { walletSettings: brandId });
  return { brandId, list: rows.map(transferChannelOf), transferWindowMinutes: settings.transferWindowMinutes };
}

type SaveInput = z.output<typeof saveTransferChannelBodySchema>;

/**
 * Adds or changes a receiving account, audited with before and after. A code another provider's channel has is
 * refused (CONFLICT): a gateway's channel is changed with its own call. The QR picture: a data: URL is a new one,
 * the stored path keeps the old one, null removes it.
 */
export async function saveTransferChannel(db: Db, dataDir: string, operator: Operator, input: SaveInput) {
  const { brandId, transferWindowMinutes, qrImage: qrInput, ...fields } = input;
  const qrImage = await qrImageOf(dataDir, qrInput);
  await db.transaction(async (tx) => {
    const where = and(eq(depositChannels.brandId, brandId), eq(depositChannels.code, fields.code));
    const [before] = await tx.select().from(depositChannels).where(where).for('update');
    if (before && before.provider !== 'manual') throw new AppError('CONFLICT', { field: 'code', provider: before.provider });
    // a path keeps the account's own picture: another path is not a picture this account has
    if (qrInput !== null && qrInput === qrImage && qrImage !== before?.qrImage) throw new AppError('INVALID_IMAGE', { field: 'qrImage' });
    const values = { ...fields, qrImage, instructions: fields.instructions || null };
    if (before) await tx.update(depositChannels).set(values).where(where);
    else await tx.insert(depositChannels).values({ ...values, brandId, provider: 'manual' });
    if (transferWindowMinutes !== undefined) await tx.update(walletSettings).set({ transferWindowMinutes }).where(eq(walletSettings.brandId, brandId));
    await recordAudit(tx, operator, {
      brandId,
      action: before ? 'transfer-channel.set' : 'transfer-channel.add',
      target: `deposit-channel:${brandId}:${fields.code}`,
      detail: { before: before ? transferChannelOf(before) : null, after: values, ...(transferWindowMinutes !== undefined ? { transferWindowMinutes } : {}) },
    });
  });
  return transferChannels(db, brandId);
}

/** A new QR picture (data: URL) stored as the players' site serves uploads; a kept path or null as given. */
async function qrImageOf(dataDir: string, input: string | null) {
  if (input === null || input.startsWith('/media/uploads/')) return input;
  const stored = await storeUploadedImage(dataDir, input);
  return stored.path;
}
