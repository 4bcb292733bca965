import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rgAudit } from '../../db/schema';

/** Who made a responsible-gaming change: the member themselves, the server (a spent session time) or an operator. */
export type RgActor = 'member' | 'system' | `operator:${string}`;

/** Writes one audit row inside the change's transaction. */
export async function recordRgAudit(tx: Db, row: { brandId: string; memberId: number | null; actor: RgActor; action: string; detail: Record<string, unknown> }) {
  await tx.insert(rgAudit).values(row);
}

export async function memberAudit(db: Db, memberId: number, limit = 100) {
  const rows = await db.select().from(rgAudit).where(eq(rgAudit.memberId, memberId)).orderBy(desc(rgAudit.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, at: r.createdAt.toISOString(), actor: r.actor, action: r.action, detail: r.detail }));
}
