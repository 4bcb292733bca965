-- Announcements and popups from the back office (issue 29): a schedule (shown from published_at, which may be in the
-- future, until ends_at), an audience (everyone, visitors, signed-in members, or members of some VIP levels), who
-- wrote it, and a removal that hides it (kept for the audit's before and after). Existing rows: everyone, no end.
ALTER TABLE "announcements" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "audience" jsonb DEFAULT '{"type":"all"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_schedule_check" CHECK ("ends_at" IS NULL OR "ends_at" > "published_at");
