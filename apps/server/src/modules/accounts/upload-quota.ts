import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberUploadDays } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * What one member may upload in one UTC day, over every upload call together (withdrawal proofs, activity
 * application images, feedback screenshots, support attachments). The one place these caps live.
 */
export const UPLOAD_QUOTA = {
  /** files a day */
  uploads: 30,
  /** bytes a day (decoded image bytes, not the base64 text) */
  bytes: 20 * 1024 * 1024,
} as const;

const DAY_MS = 86_400_000;

/**
 * Counts an upload of `files` images of `bytes` bytes in total against the member's UTC day, or refuses it with
 * UPLOAD_QUOTA_EXCEEDED (429, value { maxUploads, maxBytes, resetsAt }). One statement checks and counts (an insert
 * whose conflict update only happens while both caps hold), so simultaneous uploads of one member never pass a cap
 * together. Call it in the transaction that writes the upload, before storing any file: a refusal stores nothing,
 * and a rollback of the upload's write uncounts it.
 */
export async function countUpload(db: Db, memberId: number, upload: { files: number; bytes: number }, now = new Date()) {
  if (upload.files <= 0) return;
  const day = now.toISOString().slice(0, 10);
  const refuse = () =>
    new AppError('UPLOAD_QUOTA_EXCEEDED', { maxUploads: UPLOAD_QUOTA.uploads, maxBytes: UPLOAD_QUOTA.bytes, resetsAt: Date.parse(day) + DAY_MS });
  if (upload.files > UPLOAD_QUOTA.uploads || upload.bytes > UPLOAD_QUOTA.bytes) throw refuse();
  const counted = await db
    .insert(memberUploadDays)
    .values({ memberId, day, uploads: upload.files, bytes: upload.bytes })
    .onConflictDoUpdate({
      target: [memberUploadDays.memberId, memberUploadDays.day],
      set: { uploads: sql`${memberUploadDays.uploads} + excluded.uploads`, bytes: sql`${memberUploadDays.bytes} + excluded.bytes` },
      setWhere: sql`${memberUploadDays.uploads} + excluded.uploads <= ${UPLOAD_QUOTA.uploads} and ${memberUploadDays.bytes} + excluded.bytes <= ${UPLOAD_QUOTA.bytes}`,
    })
    .returning({ uploads: memberUploadDays.uploads });
  if (!counted.length) throw refuse();
}
