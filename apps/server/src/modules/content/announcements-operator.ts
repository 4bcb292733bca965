/**
 * The operator's announcements and popups (issue 29): listed by state, written or changed whole with their schedule
 * and audience, and removed (hidden, the row kept). Every change writes its audit row with before and after in the
 * same transaction; the announcements' trigger (migration 0022) tells the brand's open tabs to read the popups again.
 */
import type { AnnouncementAudience } from '@app/contract/operators-content';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveAnnouncementBodySchema } from '@app/contract/operators-content';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';

type Row = typeof announcements.$inferSelect;
type State = 'live' | 'scheduled' | 'ended' | 'removed';
export type AnnouncementInput = z.output<typeof saveAnnouncementBodySchema>;

const stateOf = (row: Row, now: Date): State =>
  row.removedAt ? 'removed' : row.publishedAt > now ? 'scheduled' : row.endsAt && row.endsAt <= now ? 'ended' : 'live';

export function announcementView(row: Row, now = new Date()) {
  return {
    id: row.id,
    brandId: row.brandId,
    type: row.type as AnnouncementInput['type'],
    title: row.title,
    content: row.content,
    popup: row.popup,
    publishedAt: row.publishedAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    audience: row.audience,
    createdBy: row.createdBy,
    state: stateOf(row, now),
  };
}

function stateCondition(state: State, now: Date): SQL | undefined {
  if (state === 'removed') return isNotNull(announcements.removedAt);
  const kept = isNull(announcements.removedAt);
  if (state === 'scheduled') return and(kept, gt(announcements.publishedAt, now));
  if (state === 'ended') return and(kept, lte(announcements.endsAt, now));
  return and(kept, lte(announcements.publishedAt, now), or(isNull(announcements.endsAt), gt(announcements.endsAt, now)));
}

/** The brands' announcements, newest start first, of one state or all. */
export async function listOperatorAnnouncements(db: Db, brandIds: string[], query: { state?: State; page: number; pageSize: number }, now = new Date()) {
  if (!brandIds.length) return { list: [], total: 0, page: query.page, pageSize: query.pageSize };
  const where = and(inArray(announcements.brandId, brandIds), query.state ? stateCondition(query.state, now) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { list: rows.map((r) => announcementView(r, now)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The brand an announcement belongs to (null: none), for the operator's brand check before a change. */
export async function announcementBrandOf(db: Db, id: number) {
  const [row] = await db.select({ brandId: announcements.brandId }).from(announcements).where(eq(announcements.id, id));
  return row?.brandId ?? null;
}

/** Writes a new announcement, or changes one of the same brand (a removed one cannot change: INVALID_STATE). */
export async function saveAnnouncement(db: Db, operator: Operator, input: AnnouncementInput, now = new Date()) {
  const fields = {
    type: input.type,
    title: input.title,
    content: input.content,
    popup: input.popup,
    publishedAt: input.publishedAt ?? now,
    endsAt: input.endsAt ?? null,
    audience: input.audience as AnnouncementAudience,
  };
  return db.transaction(async (tx) => {
    let before: Row | undefined;
    let row: Row | undefined;
    if (input.id !== undefined) {
      [before] = await tx.select().from(announcements).where(and(eq(announcements.id, input.id), eq(announcements.brandId, input.brandId))).for('update');
      if (!before) throw new AppError('NOT_FOUND', { announcement: input.id });
      if (before.removedAt) throw new AppError('INVALID_STATE', { status: 'removed' });
      [row] = await tx.update(announcements).set(fields).where(eq(announcements.id, input.id)).returning();
    } else {
      [row] = await tx.insert(announcements).values({ brandId: input.brandId, createdBy: operator.actor, ...fields }).returning();
    }
    await recordAudit(tx, operator, {
      brandId: input.brandId,
      action: before ? 'announcement.update' : 'announcement.create',
      target: `announcement:${row!.id}`,
      detail: { before: before ? announcementView(before, now) : null, after: announcementView(row!, now) },
    });
    return announcementView(row!, now);
  });
}

/** Takes an announcement down at once (hidden everywhere; kept with who removed it in the audit trail). */
export async function removeAnnouncement(db: Db, operator: Operator, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(announcements)
      .set({ removedAt: now })
      .where(and(eq(announcements.id, id), isNull(announcements.removedAt)))
      .returning();
    if (!row) {
      const [existing] = await tx.select().from(announcements).where(eq(announcements.id, id));
      if (!existing) throw new AppError('NOT_FOUND', { announcement: id });
      return announcementView(existing, now);
    }
    await recordAudit(tx, operator, { brandId: row.brandId, action: 'announcement.remove', target: `announcement:${id}`, detail: { title: row.title } });
    return announcementView(row, now);
  });
}
