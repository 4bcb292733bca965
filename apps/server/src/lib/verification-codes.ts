import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';
import { randomDigits, safeEqual, sha256Hex } from './tokens';

export type CodePurpose = 'login' | 'register' | 'password' | 'login_verify' | 'email_reset' | 'bind_mobile' | 'bind_email';
/** Minutes a sent code stays valid; the client's resend countdown is this x 60 s. */
export const CODE_TTL_MINUTES = 2;
/** Wrong tries before a code is spent. */
export const CODE_MAX_ATTEMPTS = 5;

const hashCode = (id: string, code: string) => sha256Hex(`${id}:${code}`);

/** Stores a new code (hashed) and returns it with its expiry. Only the latest code of a target counts. */
export async function issueCode(
  db: Db,
  input: { brandId: string; purpose: CodePurpose; target: string; ip: string; code?: string; ttlMinutes?: number },
) {
  const code = input.code ?? randomDigits(6);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (input.ttlMinutes ?? CODE_TTL_MINUTES) * 60_000);
  await db.insert(verificationCodes).values({
    brandId: input.brandId,
    purpose: input.purpose,
    target: input.target,
    codeHash: hashCode(`${input.brandId}:${input.purpose}:${input.target}`, code),
    ip: input.ip,
    createdAt: now,
    expiresAt,
  });
  return { code, expiresAt };
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/**
 * Checks and, when right, consumes the latest code of the target. Run it inside the transaction of the action
 * it guards; a wrong code counts an attempt, so the caller must let that transaction commit (return, don't throw).
 */
export async function consumeCode(
  tx: Db,
  input: { brandId: string; purpose: CodePurpose; target: string; code: string },
): Promise<CodeCheck> {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.brandId, input.brandId),
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.target, input.target),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
  if (!row || row.consumedAt || row.attempts >= CODE_MAX_ATTEMPTS) return 'invalid';
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  if (!safeEqual(row.codeHash, hashCode(`${input.brandId}:${input.purpose}:${input.target}`, input.code))) {
    await tx.update(verificationCodes).set({ attempts: row.attempts + 1 }).where(eq(verificationCodes.id, row.id));
    return 'invalid';
  }
  await tx.update(verificationCodes).set({ consumedAt: new Date() }).where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)));
  return 'ok';
}
