-- Login locks apply to the failing client (IP and user agent) now, not to the whole account; each lock is recorded
-- here so the operator can see who was locked out of what (npm run admin -- list-lock-events).
CREATE TABLE IF NOT EXISTS "login_lock_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"username" text NOT NULL,
	"scope" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"failures" integer NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_lock_events_account_idx" ON "login_lock_events" USING btree ("brand_id","username","locked_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_lock_events_time_idx" ON "login_lock_events" USING btree ("locked_at");
