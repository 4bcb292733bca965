/**
 * Identity verification (issue 30): the member's submission (a draft while files are uploaded, pending once sent),
 * the operator's review (approve, or reject with the reason and what to send again, told to the member; every view
 * of a document audited), and the brand's rule (its pack's, unless the brand switched enforcement off).
 */
import type { BrandConfig } from '@app/contract/brand';
import { type KycDocumentType, type KycSide, type KycStatusValue, type KycSubmission, kycSidesOf } from '@app/contract/kyc';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycSettings, kycSubmissions, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { notifyMember } from '../inbox/notify';
import { effectivePack, type PackSource } from '../responsible-gaming/packs';
import { paidDepositsOf } from '../wallet/deposits';
import { readKycFile, removeKycFile, storeKycFile } from './files';

type Row = typeof kycSubmissions.$inferSelect;
const fileViews = (row: Row) => row.files.map(({ side, contentType, bytes }) => ({ side, contentType, bytes }));

/** The brand's rule: its pack's, or none where the brand switched enforcement off. */
export async function kycRuleOf(db: Db, brands: PackSource, brand: BrandConfig) {
  const [settings] = await db.select().from(kycSettings).where(eq(kycSettings.brandId, brand.id));
  const pack = await effectivePack(db, brands, brand);
  const enforcement = (settings?.enforcement ?? 'pack') as 'pack' | 'off';
  const rule = enforcement === 'off' ? { requiredBefore: 'none' as const, depositThresholdMinor: null } : pack.kyc;
  return { enforcement, packId: pack.id, rule: rule.requiredBefore, depositThresholdMinor: rule.depositThresholdMinor };
}

async function latestOf(db: Db, memberId: number) {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.memberId, memberId)).orderBy(desc(kycSubmissions.id)).limit(1);
  return row;
}

async function isVerified(db: Db, memberId: number) {
  const [row] = await db.select({ id: kycSubmissions.id }).from(kycSubmissions).where(and(eq(kycSubmissions.memberId, memberId), eq(kycSubmissions.status, 'approved'))).limit(1);
  return row !== undefined;
}

/** What the brand's rule blocks for this member now: a deposit (of this amount), a withdrawal, or nothing. */
async function blockedFor(db: Db, rule: Awaited<ReturnType<typeof kycRuleOf>>, memberId: number, depositMinor = 0): Promise<'deposit' | 'withdrawal' | null> {
  if (rule.rule === 'none' && rule.depositThresholdMinor === null) return null;
  if (await isVerified(db, memberId)) return null;
  if (rule.rule === 'firstDeposit') return 'deposit';
  if (rule.depositThresholdMinor !== null && (await paidDepositsOf(db, memberId)) + depositMinor > rule.depositThresholdMinor) return 'deposit';
  if (rule.rule === 'firstWithdrawal') return 'withdrawal';
  return null;
}

/** Refuses a deposit or a withdrawal the brand's rule keeps until the member's identity is verified (KYC_REQUIRED). */
export async function requireVerifiedIdentity(db: Db, brands: PackSource, brand: BrandConfig, memberId: number, action: { kind: 'deposit'; amountMinor: number } | { kind: 'withdrawal' }) {
  const rule = await kycRuleOf(db, brands, brand);
  const blocked = await blockedFor(db, rule, memberId, action.kind === 'deposit' ? action.amountMinor : 0);
  if (blocked === action.kind) throw new AppError('KYC_REQUIRED', { requiredFor: action.kind, status: (await latestOf(db, memberId))?.status ?? 'none' });
}

/** The member's verification as their page shows it. */
export async function kycStatusOf(db: Db, brands: PackSource, brand: BrandConfig, memberId: number): Promise<KycStatusValue> {
  const rule = await kycRuleOf(db, brands, brand);
  const latest = await latestOf(db, memberId);
  const verified = await isVerified(db, memberId);
  return {
    status: verified ? 'approved' : ((latest?.status ?? 'none') as KycStatusValue['status']),
    rule: rule.rule,
    depositThresholdMinor: rule.depositThresholdMinor,
    requiredFor: await blockedFor(db, rule, memberId),
    submission: latest
      ? {
          id: latest.id,
          documentType: latest.documentType as KycDocumentType | null,
          files: fileViews(latest),
          submittedAt: latest.submittedAt?.toISOString() ?? null,
          reviewedAt: latest.reviewedAt?.toISOString() ?? null,
          rejectReason: latest.rejectReason,
          resend: latest.resend,
        }
      : null,
  };
}

/** The member's draft (made when there is none); a pending or approved verification takes no files. */
async function openDraft(tx: Db, brandId: string, memberId: number) {
  if (await isVerified(tx, memberId)) throw new AppError('INVALID_STATE', { status: 'approved' });
  const [open] = await tx
    .select()
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.memberId, memberId), inArray(kycSubmissions.status, ['draft', 'pending'])))
    .for('update');
  if (open?.status === 'pending') throw new AppError('INVALID_STATE', { status: 'pending' });
  if (open) return open;
  // after a rejection the sides the operator accepted carry over: the member sends again only what was asked
  const latest = await latestOf(tx, memberId);
  const kept = latest?.status === 'rejected' ? latest.files.filter((f) => !latest.resend.includes(f.side)) : [];
  const [made] = await tx
    .insert(kycSubmissions)
    .values({ brandId, memberId, files: kept, documentType: latest?.status === 'rejected' ? latest.documentType : null })
    .returning();
  return made!;
}

/** A replaced file is removed unless an earlier submission keeps it (the reviewed documents stay). */
async function removeUnlessKept(db: Db, dataDir: string, name: string) {
  const [kept] = await db.select({ id: kycSubmissions.id }).from(kycSubmissions).where(sql`${kycSubmissions.files} @> ${JSON.stringify([{ name }])}::jsonb`).limit(1);
  if (!kept) removeKycFile(dataDir, name);
}

/** Stores one file of the member's draft (a side sent again replaces the one before). */
export async function uploadKycFile(db: Db, dataDir: string, member: { id: number; brandId: string }, side: KycSide, file: string) {
  const stored = await storeKycFile(dataDir, file, side);
  let replaced: string | undefined;
  try {
    await db.transaction(async (tx) => {
      const draft = await openDraft(tx, member.brandId, member.id);
      replaced = draft.files.find((f) => f.side === side)?.name;
      const files = [...draft.files.filter((f) => f.side !== side), { side, ...stored }];
      await tx.update(kycSubmissions).set({ files }).where(eq(kycSubmissions.id, draft.id));
    });
  } catch (error) {
    removeKycFile(dataDir, stored.name);
    // two first uploads at once: one made the draft; the other tries again and adds its file to it
    if (uniqueViolation(error) === 'kyc_submissions_open_idx') return uploadKycFile(db, dataDir, member, side, file);
    throw error;
  }
  if (replaced) await removeUnlessKept(db, dataDir, replaced);
  return { side, contentType: stored.contentType, bytes: stored.bytes };
}

/** Sends the draft for review as a document type, once it holds every side the type needs. */
export async function submitKyc(db: Db, member: { id: number; brandId: string }, documentType: KycDocumentType) {
  await db.transaction(async (tx) => {
    const [draft] = await tx.select().from(kycSubmissions).where(and(eq(kycSubmissions.memberId, member.id), eq(kycSubmissions.status, 'draft'))).for('update');
    if (!draft) throw new AppError('INVALID_STATE', { status: (await latestOf(tx, member.id))?.status ?? 'none' });
    const missing = kycSidesOf(documentType).filter((side) => !draft.files.some((f) => f.side === side));
    if (missing.length) throw new AppError('VALIDATION_ERROR', { field: missing[0], issues: missing.map((side) => ({ path: side, message: 'needed' })) });
    // a side the type does not need (a back of a passport) is not kept
    const files = draft.files.filter((f) => kycSidesOf(documentType).includes(f.side));
    await tx.update(kycSubmissions).set({ status: 'pending', documentType, files, submittedAt: new Date() }).where(eq(kycSubmissions.id, draft.id));
  });
}

// --- the operator's side ---

function submissionView(row: Row, member: { username: string; payeeName: string | null; dateOfBirth: string | null }): KycSubmission {
  return {
    id: row.id,
    brandId: row.brandId,
    memberId: row.memberId,
    username: member.username,
    payeeName: member.payeeName,
    dateOfBirth: member.dateOfBirth,
    documentType: row.documentType as KycDocumentType | null,
    status: row.status as KycSubmission['status'],
    files: fileViews(row),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewedBy,
    rejectReason: row.rejectReason,
    resend: row.resend,
  };
}

const memberColumns = { row: kycSubmissions, username: members.username, payeeName: members.payeeName, dateOfBirth: members.dateOfBirth };

/** The submissions of the operator's brands in a status, oldest first while pending (first come, first served). */
export async function kycQueue(db: Db, brandIds: string[], query: { status: string; memberId?: number; pageNo: number; pageSize: number }) {
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (!brandIds.length) return { list: [], total: 0, ...page };
  const where = and(inArray(kycSubmissions.brandId, brandIds), eq(kycSubmissions.status, query.status), query.memberId ? eq(kycSubmissions.memberId, query.memberId) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select(memberColumns)
      .from(kycSubmissions)
      .innerJoin(members, eq(members.id, kycSubmissions.memberId))
      .where(where)
      .orderBy(query.status === 'pending' ? kycSubmissions.id : desc(kycSubmissions.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(kycSubmissions).where(where),
  ]);
  return { list: rows.map((r) => submissionView(r.row, { username: r.username, payeeName: r.payeeName, dateOfBirth: dateText(r.dateOfBirth) })), total: counted?.n ?? 0, ...page };
}

const dateText = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** The brand of a submission (null: none). */
export async function kycBrandOf(db: Db, id: number) {
  const [row] = await db.select({ brandId: kycSubmissions.brandId }).from(kycSubmissions).where(eq(kycSubmissions.id, id));
  return row?.brandId ?? null;
}

/** One file of a submission as a data URL, the view audited (who saw whose document, which side). */
export async function kycDocument(db: Db, dataDir: string, operator: Operator, id: number, side: KycSide) {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
  const file = row?.files.find((f) => f.side === side);
  const bytes = file ? readKycFile(dataDir, file.name) : null;
  if (!row || !file || !bytes) throw new AppError('NOT_FOUND', { id, side });
  await recordAudit(db, operator, { brandId: row.brandId, action: 'kyc.view', target: `member:${row.memberId}`, detail: { submissionId: id, side } });
  return { side, contentType: file.contentType, dataUrl: `data:${file.contentType};base64,${bytes.toString('base64')}` };
}

/** Approves or rejects a pending submission, audited and told to the member in the same transaction. */
export async function decideKyc(db: Db, operator: Operator, input: { id: number; decision: 'approve' | 'reject'; reason?: string; resend?: KycSide[] }) {
  await db.transaction(async (tx) => {
    const approve = input.decision === 'approve';
    const [row] = await tx
      .update(kycSubmissions)
      .set({ status: approve ? 'approved' : 'rejected', reviewedAt: new Date(), reviewedBy: operator.actor, rejectReason: approve ? null : input.reason!, resend: approve ? [] : [...new Set(input.resend)] })
      .where(and(eq(kycSubmissions.id, input.id), eq(kycSubmissions.status, 'pending')))
      .returning();
    if (!row) {
      const [seen] = await tx.select({ status: kycSubmissions.status }).from(kycSubmissions).where(eq(kycSubmissions.id, input.id));
      throw seen ? new AppError('INVALID_STATE', { status: seen.status }) : new AppError('NOT_FOUND', { id: input.id });
    }
    await recordAudit(tx, operator, { brandId: row.brandId, action: approve ? 'kyc.approve' : 'kyc.reject', target: `member:${row.memberId}`, detail: { submissionId: row.id, documentType: row.documentType, reason: row.rejectReason, resend: row.resend } });
    await notifyMember(tx, {
      brandId: row.brandId,
      memberId: row.memberId,
      category: 'account',
      key: approve ? 'kyc_approved' : 'kyc_rejected',
      params: approve ? {} : { reason: row.rejectReason ?? '', resend: row.resend.join(', ') },
    });
  });
  const [r] = await db.select(memberColumns).from(kycSubmissions).innerJoin(members, eq(members.id, kycSubmissions.memberId)).where(eq(kycSubmissions.id, input.id));
  return submissionView(r!.row, { username: r!.username, payeeName: r!.payeeName, dateOfBirth: dateText(r!.dateOfBirth) });
}

/** Sets the brand's enforcement ('off': its pack's rule does not apply), audited. */
export async function setKycEnforcement(db: Db, operator: Operator, brandId: string, enforcement: 'pack' | 'off') {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(kycSettings).where(eq(kycSettings.brandId, brandId));
    await tx
      .insert(kycSettings)
      .values({ brandId, enforcement, updatedBy: operator.actor })
      .onConflictDoUpdate({ target: kycSettings.brandId, set: { enforcement, updatedBy: operator.actor, updatedAt: new Date() } });
    await recordAudit(tx, operator, { brandId, action: 'kyc.enforcement', target: `brand:${brandId}`, detail: { before: before?.enforcement ?? 'pack', after: enforcement } });
  });
}
