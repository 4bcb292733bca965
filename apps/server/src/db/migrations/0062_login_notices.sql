-- New-device login notices (issue 31): a login from a device the member never logged in from (another install id, or
-- without one another browser) writes a notice in the login's own statements; a job sends it by email (or SMS when
-- the member has no email) with a few tries, so a slow gateway never delays a login and a notice is never lost.
CREATE TABLE "login_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"device" text NOT NULL,
	"ip" text NOT NULL,
	"logged_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"channel" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text
);--> statement-breakpoint
CREATE INDEX "login_notices_due_idx" ON "login_notices" ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "login_notices_member_idx" ON "login_notices" ("member_id", "id");
