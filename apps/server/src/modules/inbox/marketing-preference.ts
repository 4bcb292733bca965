/**
 * A member's choice about operators' marketing messages (issue 29): stored as members.marketing_opt_out, which a
 * marketing campaign reads when it fixes its recipients (campaigns.ts). Service messages ignore it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Whether the member receives marketing messages (true unless they opted out). */
export async function marketingPreferenceOf(db: Db, memberId: number) {
  const [row] = await db.select({ optedOut: members.marketingOptOut }).from(members).where(eq(members.id, memberId));
  if (!row) throw new AppError('NOT_FOUND', { id: memberId });
  return { marketingMessages: !row.optedOut };
}

/** Opts the member in (true) or out (false) of marketing messages; a campaign already sending keeps its recipients. */
export async function setMarketingPreference(db: Db, memberId: number, marketingMessages: boolean) {
  const [row] = await db.update(members).set({ marketingOptOut: !marketingMessages }).where(eq(members.id, memberId)).returning({ optedOut: members.marketingOptOut });
  if (!row) throw new AppError('NOT_FOUND', { id: memberId });
  return { marketingMessages: !row.optedOut };
}
