import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { drawCaptcha } from '../../lib/captcha-image';
import { randomDigits, safeEqual } from '../../lib/tokens';

export const CAPTCHA_TTL_MS = 2 * 60_000;
export const CAPTCHA_LENGTH = 4;

/** Draws a new captcha for the client's id (replacing an earlier one of that id) and returns the PNG as a data URL. */
export async function newCaptcha(db: Db, id: string, ip: string): Promise<string> {
  const answer = randomDigits(CAPTCHA_LENGTH);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await db
    .insert(captchas)
    .values({ id, answer, ip, createdAt: now, expiresAt })
    .onConflictDoUpdate({ target: captchas.id, set: { answer, ip, createdAt: now, expiresAt, consumedAt: null } });
  return `data:image/png;base64,${drawCaptcha(answer).toString('base64')}`;
}

/** Spends the captcha (single-use: the first try burns it) and tells whether the answer was right and in time. */
export async function consumeCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer) return false;
  const [row] = await db
    .update(captchas)
    .set({ consumedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answer: captchas.answer });
  return Boolean(row && safeEqual(row.answer, answer.trim()));
}

/** The answer of a live captcha: only for the sandbox's development endpoint. */
export async function peekCaptcha(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ answer: captchas.answer, consumedAt: captchas.consumedAt }).from(captchas).where(eq(captchas.id, id));
  return row && !row.consumedAt ? row.answer : null;
}
