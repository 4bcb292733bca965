import { checkProofOfWork } from '@app/contract/proof-of-work';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { powChallenges } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const CHALLENGE_TTL_MS = 5 * 60_000;

/** Issues a proof-of-work challenge: 32 random bytes in hex, the difficulty in leading zero bits. */
export async function issueChallenge(db: Db, ip: string, difficulty: number) {
  const challenge = randomBytes(32).toString('hex');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await db.insert(powChallenges).values({ challenge, difficulty, ip, createdAt: now, expiresAt });
  return { challenge, difficulty, algorithm: 'SHA-256' as const, expiresAt: expiresAt.getTime() };
}

/**
 * Spends a challenge (single-use: the first answer burns it, right or wrong) and checks the nonce.
 * Throws HUMAN_VERIFICATION_REQUIRED without an answer and HUMAN_VERIFICATION_FAILED for a wrong,
 * expired, unknown or reused one.
 */
export async function requireHumanVerification(db: Db, answer: { humanChallenge?: string; humanNonce?: string }) {
  if (!answer.humanChallenge || !answer.humanNonce) throw new AppError('HUMAN_VERIFICATION_REQUIRED');
  const [row] = await db
    .update(powChallenges)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(powChallenges.challenge, answer.humanChallenge),
        isNull(powChallenges.consumedAt),
        gt(powChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ difficulty: powChallenges.difficulty });
  if (!row) throw new AppError('HUMAN_VERIFICATION_FAILED', { reason: 'unknown, expired or used challenge' });
  if (!(await checkProofOfWork(answer.humanChallenge, answer.humanNonce, row.difficulty))) {
    throw new AppError('HUMAN_VERIFICATION_FAILED', { reason: 'wrong nonce' });
  }
}
