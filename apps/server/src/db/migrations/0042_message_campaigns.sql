-- Platform messages from the back office (issue 29): an operator's message campaign to one player, a list or a segment
-- of a brand. Its recipients are fixed when the send starts; the message sender (modules/inbox/campaign-sender.ts,
-- under a job lease) writes their messages in batches, each marking its recipients delivered in its own transaction,
-- so a sender stopped at any point resumes where it stopped. member_messages gets the campaign it delivers, unique per
-- member: whatever stops and restarts, a campaign's message reaches a member once.
-- members.marketing_opt_out: the player asked for no marketing messages (false for everyone until they ask).
ALTER TABLE "members" ADD COLUMN "marketing_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "message_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"texts" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_by" text NOT NULL,
	"request_id" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '{"notActive":0,"blocked":0,"optedOut":0}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_by" text,
	CONSTRAINT "message_campaigns_kind_check" CHECK ("kind" in ('service', 'marketing')),
	CONSTRAINT "message_campaigns_status_check" CHECK ("status" in ('draft', 'sending', 'sent', 'cancelled'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "message_campaigns_request_idx" ON "message_campaigns" USING btree ("created_by", "request_id");--> statement-breakpoint
CREATE INDEX "message_campaigns_brand_idx" ON "message_campaigns" USING btree ("brand_id", "id");--> statement-breakpoint
CREATE INDEX "message_campaigns_sending_idx" ON "message_campaigns" USING btree ("id") WHERE "status" = 'sending';--> statement-breakpoint
CREATE TABLE "message_campaign_recipients" (
	"campaign_id" integer NOT NULL REFERENCES "message_campaigns"("id") ON DELETE CASCADE,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"delivered_at" timestamp with time zone,
	PRIMARY KEY ("campaign_id", "member_id")
);--> statement-breakpoint
CREATE INDEX "message_campaign_recipients_waiting_idx" ON "message_campaign_recipients" USING btree ("campaign_id", "member_id") WHERE "delivered_at" IS NULL;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "campaign_id" integer REFERENCES "message_campaigns"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_messages_campaign_member_idx" ON "member_messages" USING btree ("campaign_id", "member_id") WHERE "campaign_id" IS NOT NULL;
