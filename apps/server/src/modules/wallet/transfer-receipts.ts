import { decimalString } from '@app/contract/money';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type BrandLookup, digitsOfBrand } from '../../lib/brands';
import { cleanPicture } from '../../lib/clean-picture';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { countUpload } from '../accounts/upload-quota';
import { notifyMember } from '../inbox/notify';
import { findDepositOrder } from './deposits';
import { decodeProofImage, readProofFile, proofContentType, removeProofFile, storeProofFile } from './withdrawals/proof-files';

/*
 * A manual transfer's receipt and finance's decision (issue 32). The player uploads a photo or screenshot of the
 * transfer while the order is open (pending, not expired) or again while it waits (submitted); the picture is checked
 * by its content and kept re-encoded without its metadata, counted in the member's upload quota. Finance confirms the
 * order with operatorConfirmDeposit (the same path as a provider's paid event) or rejects it here with a reason.
 */

/** the longer side a receipt keeps: a bank app's screenshot stays readable */
const RECEIPT_MAX_SIDE = 2000;

/** digits: the member's brand's currency's decimal places (the order's answer) */
export async function uploadDepositReceipt(db: Db, dataDir: string, input: { memberId: number; orderNo: string; image: string; digits: number }) {
  const decoded = decodeProofImage(input.image, 'image');
  const cleaned = await cleanPicture(decoded.bytes, RECEIPT_MAX_SIDE);
  if (!cleaned) throw new AppError('INVALID_IMAGE', { field: 'image' });
  let written: string | null = null;
  try {
    const replaced = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(depositOrders)
        .where(and(eq(depositOrders.orderNo, input.orderNo), eq(depositOrders.memberId, input.memberId)))
        .for('update');
      if (!order || order.reference === null) throw new AppError('NOT_FOUND', { orderNo: input.orderNo });
      const open = order.status === 'pending' && order.expiresAt.getTime() > Date.now();
      if (!open && order.status !== 'submitted') throw new AppError('INVALID_STATE', { status: order.status === 'pending' ? 'expired' : order.status });
      // the member's upload quota, counted with the receipt: a refusal (or a receipt not written) stores nothing
      await countUpload(tx, input.memberId, { files: 1, bytes: decoded.bytes.length });
      written = storeProofFile(dataDir, { bytes: cleaned, type: 'webp' });
      await tx.update(depositOrders).set({ status: 'submitted', receiptFile: written, receiptAt: new Date() }).where(eq(depositOrders.id, order.id));
      return order.receiptFile;
    });
    if (replaced) removeProofFile(dataDir, replaced);
  } catch (error) {
    if (written) removeProofFile(dataDir, written);
    throw error;
  }
  return findDepositOrder(db, input.memberId, input.orderNo, input.digits);
}

/** A deposit order's receipt picture, for an operator of its brand (the caller checks the brand). */
export async function depositReceipt(db: Db, dataDir: string, id: number) {
  const [row] = await db.select({ brandId: depositOrders.brandId, receiptFile: depositOrders.receiptFile }).from(depositOrders).where(eq(depositOrders.id, id));
  if (!row) throw new AppError('NOT_FOUND', { id });
  const bytes = row.receiptFile ? readProofFile(dataDir, row.receiptFile) : null;
  if (!bytes) throw new AppError('NOT_FOUND', { id, receipt: false });
  return { brandId: row.brandId, value: { contentType: proofContentType(row.receiptFile!), base64: bytes.toString('base64') } };
}

/**
 * Finance found no matching transfer (or a wrong one): the order is closed as rejected, the player told why (inbox
 * and push), audited. A paid order is not rejected; an expired one can be (it closes the question for the player).
 */
export async function rejectDeposit(db: Db, operator: Operator, input: { id: number; reason: string }, brandCheck: (brandId: string) => void, brands: BrandLookup) {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.id, input.id)).for('update');
    if (!order) throw new AppError('NOT_FOUND', { id: input.id });
    brandCheck(order.brandId);
    if (!['created', 'pending', 'submitted', 'expired'].includes(order.status)) throw new AppError('INVALID_STATE', { status: order.status });
    await tx.update(depositOrders).set({ status: 'rejected', rejectedAt: new Date(), rejectReason: input.reason, reviewedBy: operator.actor }).where(eq(depositOrders.id, order.id));
    await notifyMember(tx, {
      brandId: order.brandId,
      memberId: order.memberId,
      category: 'deposit',
      key: 'deposit_rejected',
      params: { orderNo: order.orderNo, amount: decimalString(order.amountMinor, digitsOfBrand(brands, order.brandId)), reason: input.reason },
      push: 'deposit',
    });
    await recordAudit(tx, operator, {
      brandId: order.brandId,
      action: 'deposit.reject',
      target: `deposit:${order.id}`,
      detail: { orderNo: order.orderNo, memberId: order.memberId, amountMinor: order.amountMinor, reason: input.reason, before: { status: order.status }, after: { status: 'rejected' } },
    });
  });
}
