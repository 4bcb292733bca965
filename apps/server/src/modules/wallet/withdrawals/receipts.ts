import type { Withdrawal } from '@app/contract/wallet';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { withdrawals } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { countUpload } from '../../accounts/upload-quota';
import { walletSettingsOf } from '../settings';
import { decodeProofImage, removeProofFile, storeProofFile } from './proof-files';
import { withdrawalView } from './view';

/** Marks disbursed withdrawals past their brand's minutes as received (forced). One member, or everyone. */
export async function autoReceiveDue(db: Db, brandIds: string[], memberId?: number) {
  let changed = 0;
  for (const brandId of brandIds) {
    const settings = await walletSettingsOf(db, brandId).catch(() => null);
    if (!settings) continue;
    const cutoff = new Date(Date.now() - settings.autoReceiveMinutes * 60_000);
    const rows = await db
      .update(withdrawals)
      .set({ status: 'received', receiptForced: true, confirmedAt: new Date() })
      .where(
        and(
          eq(withdrawals.brandId, brandId),
          eq(withdrawals.status, 'disbursed'),
          lt(withdrawals.disbursedAt, cutoff),
          memberId !== undefined ? eq(withdrawals.memberId, memberId) : undefined,
        ),
      )
      .returning({ id: withdrawals.id });
    changed += rows.length;
  }
  return changed;
}

export async function confirmReceipt(
  db: Db,
  dataDir: string,
  /** digits: the brand's currency's decimal places (the answer's amount) */
  input: { brandId: string; digits: number; memberId: number; orderNo: string; result: 'received' | 'notReceived' | 'partlyReceived'; amountReceivedMinor?: number; proofImage?: string },
): Promise<Withdrawal> {
  await autoReceiveDue(db, [input.brandId], input.memberId);
  const settings = await walletSettingsOf(db, input.brandId);
  const [current] = await db.select().from(withdrawals).where(and(eq(withdrawals.orderNo, input.orderNo), eq(withdrawals.memberId, input.memberId)));
  if (!current) throw new AppError('NOT_FOUND', { orderNo: input.orderNo });
  if (current.status !== 'disbursed') throw new AppError('INVALID_STATE', { status: current.status, receiptForced: current.receiptForced });

  const set: Partial<typeof withdrawals.$inferInsert> = { confirmedAt: new Date() };
  if (input.result === 'received') set.status = 'received';
  if (input.result === 'partlyReceived') {
    const received = input.amountReceivedMinor!;
    if (received >= current.amountMinor) throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amountReceived', minMinor: 1, maxMinor: current.amountMinor - 1 });
    Object.assign(set, { status: 'partly_received', receivedAmountMinor: received, remainingAmountMinor: current.amountMinor - received });
  }
  if (input.result === 'notReceived') {
    if (!input.proofImage) throw new AppError('PROOF_REQUIRED', { field: 'proofImage' });
    Object.assign(set, { status: 'not_received', receivedAmountMinor: 0, remainingAmountMinor: current.amountMinor });
  }
  const proof = input.proofImage ? decodeProofImage(input.proofImage) : null;
  let written: string | null = null;
  try {
    const updated = await db.transaction(async (tx) => {
      if (proof) {
        // the member's upload quota, counted with the receipt: a refusal (or a receipt not written) stores nothing
        await countUpload(tx, input.memberId, { files: 1, bytes: proof.bytes.length });
        // never served as a page: the operator reads it as an image only
        written = storeProofFile(dataDir, proof);
        Object.assign(set, { proofFile: written, proofType: proof.type });
      }
      const [row] = await tx
        .update(withdrawals)
        .set(set)
        .where(and(eq(withdrawals.id, current.id), eq(withdrawals.status, 'disbursed')))
        .returning();
      if (!row) throw new AppError('INVALID_STATE', { status: 'changed' });
      return row;
    });
    return withdrawalView(updated, settings.autoReceiveMinutes, input.digits);
  } catch (error) {
    if (written) removeProofFile(dataDir, written);
    throw error;
  }
}
