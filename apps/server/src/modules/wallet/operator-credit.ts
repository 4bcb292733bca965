import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The member an operator credit names (username on a brand), or NOT_FOUND. */
export async function operatorCreditTarget(db: Db, brandId: string, username: string) {
  const [member] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, brandId), eq(members.username, username.toLowerCase())));
  if (!member) throw new AppError('NOT_FOUND', { username });
  return member.id;
}
