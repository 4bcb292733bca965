import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/**
 * The newest messages the sandbox SMS and email providers kept for one number or address, with the code each carries.
 * `rawTo` is an email address or a phone number in any spelling (+63917..., 63917...).
 */
export async function readOutbox(db: Db, rawTo: string, limit: number) {
  const to = rawTo.includes('@') ? rawTo.toLowerCase() : `+${rawTo.replace(/\D/g, '')}`;
  const rows = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    brandId: r.brandId,
    channel: r.channel,
    to: r.to,
    subject: r.subject,
    body: r.body,
    /** the 6-digit code or the temporary password the message carries (in either language: message-texts.ts) */
    code: /code (?:is|ay) (\d{6})/.exec(r.body)?.[1] ?? /(?:temporary|pansamantalang) password: (\S+)/.exec(r.body)?.[1] ?? null,
    createdAt: r.createdAt.getTime(),
  }));
}
