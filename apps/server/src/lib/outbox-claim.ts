/**
 * Claiming the due rows of an outbox (emails, push notifications, login notices): the pending rows whose next try has
 * come, oldest due first, in one statement that also pushes their next try a minute on. Rows another process is
 * claiming at the same moment are skipped (locked), and a claimed row is not due again for a minute, so each is sent by
 * one process, outside any transaction: a slow gateway holds no lock. The sender then records the outcome.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** An outbox table: an id, a status ('pending' until sent or given up) and the time of its next try. */
export type OutboxTable = PgTable & { id: PgColumn; status: PgColumn; nextAttemptAt: PgColumn };

/** Claims up to `limit` due rows of the outbox (see above) and answers them. */
export async function claimDue<T extends OutboxTable>(db: Db, table: T, limit: number): Promise<Array<T['$inferSelect']>> {
  const due = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, new Date())))
    .orderBy(table.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(table as PgTable)
    // the table's own key (every outbox names it nextAttemptAt), which the generic table type cannot see
    .set({ nextAttemptAt: sql`now() + interval '1 minute'` } as Record<string, unknown>)
    .where(inArray(table.id, due))
    .returning();
  return claimed as Array<T['$inferSelect']>;
}
