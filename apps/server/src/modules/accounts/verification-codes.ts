import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { randomDigits, safeEqual, sha256Hex } from '../../lib/tokens';

export type CodePurpose = 'login' | 'register' | 'password' | 'login_verify' | 'email_reset' | 'bind_mobile' | 'bind_email' | 'verify_email';
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
 * Checks and, when right, consumes the latest code of the target. The try is counted first, in the one statement that
 * also checks the limit, so however many tries arrive together at most CODE_MAX_ATTEMPTS are ever compared. Inside the
 * transaction of the action it guards, a wrong code's count stands only if that transaction commits (return, don't throw).
 */
export async function consumeCode(
  tx: Db,
  input: { brandId: string; purpose: CodePurpose; target: string; code: string },
): Promise<CodeCheck> {
  const latest = tx
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.brandId, input.brandId),
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.target, input.target),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const [row] = await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(sql`${verificationCodes.id} = (${latest})`, lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash, expiresAt: verificationCodes.expiresAt });
  if (!row) return 'invalid';
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  if (!safeEqual(row.codeHash, hashCode(`${input.brandId}:${input.purpose}:${input.target}`, input.code))) return 'invalid';
  // two right tries at once: only the one that spends it gets in
  const [spent] = await tx
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return spent ? 'ok' : 'invalid';
}
