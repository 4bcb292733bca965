import { z } from 'zod';

/**
 * Identity verification (KYC, issue 30). A player sends a document (front, and back unless a passport) and a selfie:
 * PNG, JPEG or PDF up to 10 MB each, checked by their content, pictures turned upright and re-encoded without their
 * metadata (EXIF), stored outside the web root. An operator with risk.write reviews them beside the profile and
 * approves or rejects with a reason and what to send again; every view of a document is audited. The brand's
 * responsible-gaming pack says when verification is required (before the first deposit, before the first withdrawal,
 * or past a total of deposits); a refused deposit or withdrawal answers KYC_REQUIRED.
 */
export const KYC_DOCUMENT_TYPES = ['passport', 'national_id', 'driving_licence'] as const;
export const kycDocumentTypeSchema = z.enum(KYC_DOCUMENT_TYPES);
export type KycDocumentType = z.infer<typeof kycDocumentTypeSchema>;
export const KYC_SIDES = ['front', 'back', 'selfie'] as const;
export const kycSideSchema = z.enum(KYC_SIDES);
export type KycSide = z.infer<typeof kycSideSchema>;
/** the sides a document type needs (a passport has one page with the photo) */
export const kycSidesOf = (type: KycDocumentType): readonly KycSide[] => (type === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie']);
export const KYC_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** a data URL's length for the largest file: base64 grows by a third */
const KYC_FILE_MAX_CHARS = Math.ceil((KYC_FILE_MAX_BYTES * 4) / 3) + 64;
export const KYC_UPLOAD_MAX_BODY_BYTES = KYC_FILE_MAX_CHARS + 4096;

export const kycStatusSchema = z.enum(['none', 'draft', 'pending', 'approved', 'rejected']);
export type KycStatus = z.infer<typeof kycStatusSchema>;
/** when the brand's pack requires verification */
export const kycRuleSchema = z.enum(['none', 'firstDeposit', 'firstWithdrawal']);
export type KycRule = z.infer<typeof kycRuleSchema>;

export const kycFileSchema = z.object({ side: kycSideSchema, contentType: z.enum(['image/webp', 'application/pdf']), bytes: z.number().int() });

// --- the player's calls ---
export const kycStatusValueSchema = z.object({
  status: kycStatusSchema,
  /** the pack's rule for the brand ('none' also where the brand switched enforcement off) */
  rule: kycRuleSchema,
  /** deposits above this total (minor units) need verification too; null: no threshold */
  depositThresholdMinor: z.number().int().nullable(),
  /** verification is needed before the member's next deposit or withdrawal (what it blocks), or null */
  requiredFor: z.enum(['deposit', 'withdrawal']).nullable(),
  submission: z
    .object({
      id: z.number().int(),
      documentType: kycDocumentTypeSchema.nullable(),
      files: z.array(kycFileSchema),
      submittedAt: z.string().nullable(),
      reviewedAt: z.string().nullable(),
      rejectReason: z.string().nullable(),
      /** after a rejection: what to send again */
      resend: z.array(kycSideSchema),
    })
    .nullable(),
});
export type KycStatusValue = z.infer<typeof kycStatusValueSchema>;

/** One file of the next submission (a data URL: data:image/png;base64,... or data:application/pdf;base64,...). */
export const kycUploadBodySchema = z.object({ side: kycSideSchema, file: z.string().min(16).max(KYC_FILE_MAX_CHARS) }).strict();
export const kycUploadValueSchema = kycFileSchema;
/** Sends the uploaded files for review as the given document type. */
export const kycSubmitBodySchema = z.object({ documentType: kycDocumentTypeSchema }).strict();

// --- the operator's calls ---
export const kycQueueQuerySchema = z.object({
  brandId: z.string().min(1).max(64).optional(),
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const kycSubmissionSchema = z.object({
  id: z.number().int(),
  brandId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  /** what the profile says, to compare with the document */
  payeeName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  documentType: kycDocumentTypeSchema.nullable(),
  status: kycStatusSchema,
  files: z.array(kycFileSchema),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  resend: z.array(kycSideSchema),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;
export const kycQueueValueSchema = z.object({ list: z.array(kycSubmissionSchema), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
export const kycDocumentQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), side: kycSideSchema });
/** one file of a submission as a data URL (each view is in the audit trail) */
export const kycDocumentValueSchema = z.object({ side: kycSideSchema, contentType: z.enum(['image/webp', 'application/pdf']), dataUrl: z.string() });
export const kycDecideBodySchema = z
  .object({
    id: z.number().int().positive().max(2_147_483_647),
    decision: z.enum(['approve', 'reject']),
    /** the player reads it: required for a rejection */
    reason: z.string().trim().max(300).optional(),
    /** a rejection: which files to send again */
    resend: z.array(kycSideSchema).max(3).optional(),
  })
  .strict()
  .refine((b) => b.decision === 'approve' || (b.reason && b.reason.length > 0), { message: 'a rejection needs a reason', path: ['reason'] })
  .refine((b) => b.decision === 'approve' || (b.resend && b.resend.length > 0), { message: 'say what to send again', path: ['resend'] });
/** the brand's enforcement: 'pack' follows its pack's rule, 'off' requires nothing (the demo brands) */
export const kycSettingsValueSchema = z.object({ brandId: z.string(), enforcement: z.enum(['pack', 'off']), rule: kycRuleSchema, depositThresholdMinor: z.number().int().nullable(), packId: z.string() });
export const kycSettingsQuerySchema = z.object({ brandId: z.string().min(1).max(64) });
export const setKycSettingsBodySchema = z.object({ brandId: z.string().min(1).max(64), enforcement: z.enum(['pack', 'off']) }).strict();
