/**
 * The points configuration a member reads (MCS2_getPointConfig) and converting points to the main balance
 * (passwordCheck/MCS2_convertPoint): the points leave the points ledger and the money enters the main wallet through
 * the money ledger (kind points, against the brand's POINTS_CONVERSION account), in one transaction.
 */
import type { PointConfigValue } from '@app/contract/loyalty';
import { gameTypeSchema } from '@app/contract/system';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointTransactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { postEntry } from '../wallet/ledger/posting';
import { verifyPaymentPassword } from '../wallet/payment-password';
import { lockMemberPoints, type LoyaltySettingsRow, loyaltySettingsOf, NO_MULTIPLIER_BP } from './point-mall-shared';
import { memberTierBenefits } from './vip';
import { postPoints } from './points-ledger';

export interface PointsViewer {
  brandId: string;
  memberId: number;
  /** the brand's currency symbol */
  currency: string;
}

export async function pointConfig(db: Db, viewer: PointsViewer): Promise<PointConfigValue> {
  const [settings, tierBenefits] = await Promise.all([loyaltySettingsOf(db, viewer.brandId), memberTierBenefits(db, viewer.memberId)]);
  const rates = gameTypeSchema.options
    .filter((gameType) => settings.pointRatesBp[gameType] !== undefined)
    .map((gameType) => ({ gameType, ratePerHundred: settings.pointRatesBp[gameType]! / 10_000 }));
  return {
    rates,
    pointsMultiplierBp: tierBenefits?.pointsMultiplierBp ?? NO_MULTIPLIER_BP,
    convert: { enabled: settings.convertEnabled, points: settings.convertPoints, amountMinor: settings.convertMinor, minPoints: settings.convertMinPoints },
    expires: false,
    currency: viewer.currency,
  };
}

export interface ConvertInput {
  points: number;
  paymentPassword: string;
  /** the idempotency key: a repeat answers the first conversion */
  requestId: string;
}

/**
 * What converting `points` pays, in minor units: points / step x convertMinor, exact, since `points` must be at least
 * the minimum and a multiple of the step (POINTS_STEP; nothing is rounded). OPERATION_NOT_ALLOWED when the brand has
 * conversion off.
 */
export function conversionAmount(settings: LoyaltySettingsRow, points: number) {
  if (!settings.convertEnabled) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'convertPoints' });
  if (points < settings.convertMinPoints || points % settings.convertPoints !== 0) {
    throw new AppError('POINTS_STEP', { field: 'points', step: settings.convertPoints, minPoints: settings.convertMinPoints });
  }
  return (points / settings.convertPoints) * settings.convertMinor;
}

/**
 * Converts points to the main balance. A request the rules refuse is refused before the payment password is
 * checked (no attempt is spent on it); the password is checked next and counts like any other payment-password
 * failure; then placeConversion.
 */
export async function convertPoints(db: Db, viewer: PointsViewer, input: ConvertInput) {
  conversionAmount(await loyaltySettingsOf(db, viewer.brandId), input.points);
  await verifyPaymentPassword(db, viewer.memberId, input.paymentPassword);
  return placeConversion(db, viewer, input);
}

/** The conversion itself, once the payment password is known to be right: points out, money in, one transaction. */
export async function placeConversion(db: Db, viewer: PointsViewer, input: Omit<ConvertInput, 'paymentPassword'>) {
  const amountMinor = conversionAmount(await loyaltySettingsOf(db, viewer.brandId), input.points);
  const key = `convert:${input.requestId}`;
  return db.transaction(async (tx) => {
    // one member's conversions take turns: a repeated request id is seen by the second
    await lockMemberPoints(tx, viewer.memberId);
    const [earlier] = await tx
      .select({ change: pointTransactions.change })
      .from(pointTransactions)
      .where(and(eq(pointTransactions.memberId, viewer.memberId), eq(pointTransactions.idempotencyKey, key)));
    if (earlier && earlier.change !== -input.points) throw new AppError('IDEMPOTENCY_KEY_REUSED', { field: 'requestId' });
    // a repeat: both postings answer the first one's rows
    const spent = await postPoints(tx, { brandId: viewer.brandId, memberId: viewer.memberId, kind: 'convert', change: -input.points, meta: { amountMinor }, idempotencyKey: key });
    const credited = await postEntry(tx, {
      brandId: viewer.brandId,
      memberId: viewer.memberId,
      kind: 'points',
      amountMinor,
      idempotencyKey: `points:${key}`,
      reference: `${input.points} points`,
      meta: { points: input.points, pointTransactionId: spent.transactionId },
    });
    return { points: spent.balance, amountMinor, balanceMinor: credited.balanceMinor, transactionId: credited.transactionId };
  });
}
