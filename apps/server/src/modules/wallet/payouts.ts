import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletSettings, withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cleanPicture } from '../../lib/clean-picture';
import { type Operator, recordAudit } from '../audit/operator-audit';
import type { PaymentProviders } from './payments/provider';
import { disburseWithdrawal } from './withdrawals/operator';
import { decodeProofImage, removeProofFile, storeProofFile } from './withdrawals/proof-files';

/*
 * Payouts (issue 32): an approved withdrawal is paid by the method its brand sets. 'manual': finance transfers the
 * money from the brand's bank and records the transfer's reference (and, if it likes, a picture of the confirmation);
 * a provider with payouts: the server asks it to pay and records its reference. Either way the withdrawal becomes
 * disbursed and the player confirms receipt as before.
 */

const PROOF_MAX_SIDE = 2000;

/** 'manual' and every provider that pays out for this brand. */
async function payoutMethodsOf(providers: PaymentProviders, brandId: string) {
  const served = await Promise.all(Object.values(providers).map(async (p) => (p.payout && (await p.servesBrand(brandId)) ? p.name : null)));
  return ['manual', ...served.filter((name): name is string => name !== null && name !== 'manual')];
}

export async function payoutSettings(db: Db, providers: PaymentProviders, brandId: string) {
  const [row] = await db.select({ payoutMethod: walletSettings.payoutMethod }).from(walletSettings).where(eq(walletSettings.brandId, brandId));
  if (!row) throw new AppError('NOT_FOUND', { walletSettings: brandId });
  return { brandId, payoutMethod: row.payoutMethod, available: await payoutMethodsOf(providers, brandId) };
}

/** Sets how the brand pays withdrawals out (one of payoutSettings' available), audited. */
export async function setPayoutMethod(db: Db, providers: PaymentProviders, operator: Operator, brandId: string, payoutMethod: string) {
  if (!(await payoutMethodsOf(providers, brandId)).includes(payoutMethod)) throw new AppError('VALIDATION_ERROR', { field: 'payoutMethod', issues: [{ path: 'payoutMethod', message: 'not a payout method of this brand' }] });
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ payoutMethod: walletSettings.payoutMethod }).from(walletSettings).where(eq(walletSettings.brandId, brandId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { walletSettings: brandId });
    await tx.update(walletSettings).set({ payoutMethod }).where(eq(walletSettings.brandId, brandId));
    await recordAudit(tx, operator, { brandId, action: 'payout-method.set', target: `brand:${brandId}`, detail: { before: before.payoutMethod, after: payoutMethod } });
  });
  return payoutSettings(db, providers, brandId);
}

/**
 * Pays an approved withdrawal out by its brand's method. Manual: the transfer's reference is required
 * (VALIDATION_ERROR on payoutRef) and a proof picture optional (checked by content, stored without its metadata).
 * A provider: it is asked to pay (its own idempotency is our order number, so a retry after a lost answer does not
 * pay twice there); a refusal leaves the withdrawal approved (SEND_FAILED).
 */
export async function payOutWithdrawal(
  db: Db,
  deps: { providers: PaymentProviders; dataDir: string },
  operator: Operator,
  /** digits: the withdrawal's brand's currency's decimal places (the member's message) */
  input: { id: number; payoutRef?: string | null; proofImage?: string | null; digits: number },
) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, input.id));
  if (!row) throw new AppError('NOT_FOUND', { id: input.id });
  if (row.status !== 'approved') throw new AppError('INVALID_STATE', { status: row.status });
  const [settings] = await db.select({ payoutMethod: walletSettings.payoutMethod }).from(walletSettings).where(eq(walletSettings.brandId, row.brandId));
  const method = settings?.payoutMethod ?? 'manual';
  const provider = method === 'manual' ? undefined : deps.providers[method];
  if (!provider?.payout) {
    const payoutRef = input.payoutRef?.trim();
    if (!payoutRef) throw new AppError('VALIDATION_ERROR', { field: 'payoutRef', issues: [{ path: 'payoutRef', message: 'the transfer reference is required' }] });
    let proofFile: string | null = null;
    if (input.proofImage) {
      const cleaned = await cleanPicture(decodeProofImage(input.proofImage, 'proofImage').bytes, PROOF_MAX_SIDE);
      if (!cleaned) throw new AppError('INVALID_IMAGE', { field: 'proofImage' });
      proofFile = storeProofFile(deps.dataDir, { bytes: cleaned, type: 'webp' });
    }
    try {
      return await disburseWithdrawal(db, operator, input.id, { payoutMethod: 'manual', payoutRef, payoutProofFile: proofFile }, input.digits);
    } catch (error) {
      if (proofFile) removeProofFile(deps.dataDir, proofFile);
      throw error;
    }
  }
  let paid: { providerRef: string };
  try {
    paid = await provider.payout({ orderNo: row.orderNo, brandId: row.brandId, amountMinor: row.amountMinor, bankName: row.bankName, accountName: row.accountName, accountNumber: row.accountNumber });
  } catch (error) {
    await recordAudit(db, operator, { brandId: row.brandId, action: 'withdrawal.payout_failed', target: `withdrawal:${row.id}`, detail: { orderNo: row.orderNo, provider: provider.name, reason: (error as Error).message } });
    throw new AppError('SEND_FAILED', { provider: provider.name, reason: (error as Error).message });
  }
  return disburseWithdrawal(db, operator, input.id, { payoutMethod: provider.name, payoutRef: paid.providerRef, payoutProofFile: null }, input.digits);
}
