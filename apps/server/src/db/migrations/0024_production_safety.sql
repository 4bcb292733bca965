-- Production safety (issue 26).
-- deployment: one row recording how this database is used. A production start writes 'production'; a demo start
-- writes 'demo'. A start of the other kind is refused, so demo members and house money never land in a database that
-- a real deployment has used (and a demo database is never opened as production).
CREATE TABLE "deployment" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"mode" text NOT NULL CHECK ("mode" IN ('demo', 'production')),
	"first_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"demo_seeded_at" timestamp with time zone
);--> statement-breakpoint
-- the audit trail says from where an operator acted
ALTER TABLE "operator_audit" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "operator_audit_actor_idx" ON "operator_audit" USING btree ("actor","at");--> statement-breakpoint
-- what one member uploaded on one UTC day: the per-member upload quota is checked and counted in one statement
CREATE TABLE "member_upload_days" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"uploads" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_upload_days_pk" PRIMARY KEY("member_id","day")
);
