-- Web Push (issue 31). push_subscriptions: one row per browser that allowed notifications (its push service endpoint,
-- unique, and the keys the payload is encrypted for); a 404 or 410 from the push service deletes it. push_preferences:
-- a member's switch per kind (no row: on). push_outbox: a notification, written in the transaction of the event that
-- causes it (nothing is sent for a change that rolls back) and only for members with a subscription, sent by a job
-- with a growing wait between tries.
CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "push_subscriptions" ("member_id");--> statement-breakpoint
CREATE TABLE "push_preferences" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_preferences_pk" PRIMARY KEY ("member_id", "kind")
);--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"message" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "push_outbox_member_idx" ON "push_outbox" ("member_id", "id");--> statement-breakpoint
CREATE INDEX "push_outbox_done_idx" ON "push_outbox" ("created_at") WHERE "status" <> 'pending';
