-- Rewards kept back while a member has an open risk flag at or above the brand's reward hold score (issue 30): the
-- grant as it would have been paid, once per member and grant key; paid through the same grant when the last holding
-- flag is resolved, or dropped by an operator with a note.
CREATE TABLE "held_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"grant_key" text NOT NULL,
	"grant" jsonb NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text
);--> statement-breakpoint
CREATE UNIQUE INDEX "held_rewards_member_grant_idx" ON "held_rewards" ("member_id", "grant_key");--> statement-breakpoint
CREATE INDEX "held_rewards_member_status_idx" ON "held_rewards" ("member_id", "status", "id");--> statement-breakpoint
CREATE INDEX "held_rewards_brand_status_idx" ON "held_rewards" ("brand_id", "status", "id");
