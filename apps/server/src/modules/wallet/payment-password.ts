import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentPasswords } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkSecret, retryAfterSeconds, type FailurePolicy } from '../accounts/throttle';
import { hashPassword, verifyPassword } from '../accounts/passwords';

/** Wrong payment passwords: 5 tries an hour, then a 15-minute wait that doubles up to 4 hours. */
export const paymentPasswordPolicy: FailurePolicy = { window: 3600_000, threshold: 5, baseBlock: 15 * 60_000, maxBlock: 4 * 3600_000 };
/** The member's own counter: only wrong payment passwords count, and they lock nothing but payments. */
export const paymentPasswordKey = (memberId: number) => `secret:payment:${memberId}`;

export async function hasPaymentPassword(db: Db, memberId: number) {
  const [row] = await db.select({ memberId: paymentPasswords.memberId }).from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  return Boolean(row);
}

/**
 * Checks the payment password with the attempt limit: PAYMENT_PASSWORD_NOT_SET, _INCORRECT { attemptsLeft } or _LOCKED.
 * Each attempt is counted before the check (checkSecret), so simultaneous requests get no more than the limit.
 */
export async function verifyPaymentPassword(db: Db, memberId: number, password: string, field = 'paymentPassword') {
  const [row] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  if (!row) throw new AppError('PAYMENT_PASSWORD_NOT_SET', { field });
  const result = await checkSecret(db, paymentPasswordKey(memberId), paymentPasswordPolicy, () => verifyPassword(row.passwordHash, password));
  if (result.ok) return;
  if (result.blockedForMs) throw new AppError('PAYMENT_PASSWORD_LOCKED', { field, retryAfterSeconds: retryAfterSeconds(result.blockedForMs) });
  throw new AppError('PAYMENT_PASSWORD_INCORRECT', { field, attemptsLeft: result.attemptsLeft });
}

/** Sets the payment password once; changing it needs the old one. */
export async function storePaymentPassword(db: Db, memberId: number, body: { oldPassword?: string; newPassword: string; confirmPassword: string }) {
  if (body.newPassword !== body.confirmPassword) {
    throw new AppError('VALIDATION_ERROR', { field: 'confirmPassword', key: 'incorrect_confirmation_input', issues: [{ path: 'confirmPassword', message: 'incorrect_confirmation_input' }] });
  }
  const exists = await hasPaymentPassword(db, memberId);
  if (exists) {
    if (!body.oldPassword) throw new AppError('PAYMENT_PASSWORD_ALREADY_SET', { field: 'oldPassword' });
    await verifyPaymentPassword(db, memberId, body.oldPassword, 'oldPassword');
  }
  const passwordHash = await hashPassword(body.newPassword);
  if (exists) {
    await db.update(paymentPasswords).set({ passwordHash, setAt: new Date() }).where(eq(paymentPasswords.memberId, memberId));
    return;
  }
  const inserted = await db.insert(paymentPasswords).values({ memberId, passwordHash }).onConflictDoNothing().returning({ memberId: paymentPasswords.memberId });
  // a concurrent first set won: this one is a change without the old password
  if (!inserted.length) throw new AppError('PAYMENT_PASSWORD_ALREADY_SET', { field: 'oldPassword' });
}
