-- Verified contacts (issue 31): when a member's mobile number and email address were proved theirs (a code sent to it
-- and typed back, or an emailed link opened). A contact changed by binding is verified by the code that bound it; a
-- contact recorded without proof (an agent's or an operator's registration, an email typed at sign-up, the members
-- before this migration) stays unverified until the member verifies it in the member centre.
ALTER TABLE "members" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;
