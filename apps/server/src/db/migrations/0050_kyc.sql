-- Identity verification (issue 30): a member's submissions (draft, pending, approved, rejected) and each brand's
-- enforcement of its pack's rule.
CREATE TABLE "kyc_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"status" text DEFAULT 'draft' NOT NULL,
	"document_type" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"reject_reason" text,
	"resend" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "kyc_submissions_status_check" CHECK ("status" IN ('draft', 'pending', 'approved', 'rejected'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_open_idx" ON "kyc_submissions" ("member_id") WHERE "status" in ('draft', 'pending');--> statement-breakpoint
CREATE INDEX "kyc_submissions_member_idx" ON "kyc_submissions" ("member_id", "id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_queue_idx" ON "kyc_submissions" ("brand_id", "status", "id");--> statement-breakpoint
CREATE TABLE "kyc_settings" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"enforcement" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_settings_enforcement_check" CHECK ("enforcement" IN ('pack', 'off'))
);
