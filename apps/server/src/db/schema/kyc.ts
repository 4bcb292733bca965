import type { KycSide } from '@app/contract/kyc';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/** A stored KYC file: the side, what it is, its size, and its name in the data folder's kyc directory (never served). */
export interface KycStoredFile {
  side: KycSide;
  contentType: 'image/webp' | 'application/pdf';
  bytes: number;
  name: string;
}

/*
 * Identity verification (issue 30, migration 0050). A member's submissions: a draft while files are uploaded, pending
 * once sent, then approved or rejected by an operator. One draft or pending submission per member (a partial unique
 * index); a member is verified while one of their submissions is approved.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** draft, pending, approved, rejected */
    status: text('status').notNull().default('draft'),
    documentType: text('document_type'),
    files: jsonb('files').$type<KycStoredFile[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    rejectReason: text('reject_reason'),
    resend: jsonb('resend').$type<KycSide[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('kyc_submissions_open_idx').on(t.memberId).where(sql`${t.status} in ('draft', 'pending')`),
    index('kyc_submissions_member_idx').on(t.memberId, t.id),
    index('kyc_submissions_queue_idx').on(t.brandId, t.status, t.id),
  ],
);

/** A brand's enforcement of its pack's KYC rule: 'pack' (no row) or 'off' (the demo brands). */
export const kycSettings = pgTable('kyc_settings', {
  brandId: text('brand_id').primaryKey(),
  enforcement: text('enforcement').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
