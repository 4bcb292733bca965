-- Loyalty (issue 14): missions, the VIP ladder, points and the points mall, invite friends and feedback.
CREATE TABLE "loyalty_settings" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"utc_offset_minutes" integer DEFAULT 0 NOT NULL,
	"point_rates_bp" jsonb NOT NULL,
	"convert_enabled" boolean DEFAULT true NOT NULL,
	"convert_points" integer NOT NULL,
	"convert_minor" integer NOT NULL,
	"convert_min_points" integer NOT NULL,
	"vip_window_days" integer DEFAULT 30 NOT NULL,
	"vip_next_review_at" timestamp with time zone NOT NULL,
	"vip_review_every_days" integer DEFAULT 30 NOT NULL,
	"vip_notice_days" integer DEFAULT 7 NOT NULL,
	"referral_rules" jsonb NOT NULL,
	"feedback_min_words" integer DEFAULT 5 NOT NULL,
	"feedback_max_words" integer DEFAULT 300 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_settings_convert" CHECK ("convert_points" > 0 AND "convert_minor" > 0 AND "convert_min_points" > 0),
	CONSTRAINT "loyalty_settings_feedback" CHECK ("feedback_min_words" > 0 AND "feedback_max_words" >= "feedback_min_words")
);--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"game_type" text,
	"target" bigint NOT NULL,
	"reward" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_target" CHECK ("target" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "missions_brand_code_idx" ON "missions" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "missions_brand_kind_idx" ON "missions" USING btree ("brand_id","kind");--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"mission_id" integer NOT NULL REFERENCES "missions"("id"),
	"period_key" text NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"last_day" date,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("member_id","mission_id","period_key")
);--> statement-breakpoint
CREATE INDEX "mission_progress_claimed_idx" ON "mission_progress" USING btree ("period_key","claimed_at");--> statement-breakpoint
CREATE TABLE "vip_tiers" (
	"brand_id" text NOT NULL,
	"rank_level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"color" text NOT NULL,
	"color2" text NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"keep_turnover_minor" bigint NOT NULL,
	"benefits" jsonb NOT NULL,
	PRIMARY KEY ("brand_id","rank_level")
);--> statement-breakpoint
CREATE TABLE "vip_member_daily" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"turnover_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("member_id","day")
);--> statement-breakpoint
CREATE TABLE "vip_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"review_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "vip_changes_member_idx" ON "vip_changes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "vip_changes_unnotified_idx" ON "vip_changes" USING btree ("id") WHERE notified_at is null;--> statement-breakpoint
CREATE TABLE "point_balances" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id"),
	"brand_id" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"earned_total" bigint DEFAULT 0 NOT NULL,
	"carry" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balances_not_negative" CHECK ("points" >= 0)
);--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"change" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "point_transactions_member_idx" ON "point_transactions" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_key_idx" ON "point_transactions" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"unit" jsonb NOT NULL,
	"image" text NOT NULL,
	"points_cost" integer NOT NULL,
	"min_rank" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"per_member_limit" integer,
	"physical" boolean DEFAULT false NOT NULL,
	"grant" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rewards_stock" CHECK ("stock" >= 0),
	CONSTRAINT "point_rewards_cost" CHECK ("points_cost" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "point_rewards_brand_code_idx" ON "point_rewards" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "point_rewards_brand_idx" ON "point_rewards" USING btree ("brand_id","active","sort");--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"reward_id" integer NOT NULL REFERENCES "point_rewards"("id"),
	"reference_no" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"remark" text,
	"address" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_reference_idx" ON "point_redemptions" USING btree ("reference_no");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request_idx" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemptions_status_idx" ON "point_redemptions" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id"),
	"referrer_id" integer NOT NULL REFERENCES "members"("id"),
	"brand_id" text NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deposited_at" timestamp with time zone,
	"qualified_at" timestamp with time zone,
	"reward" jsonb,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "referrals_not_self" CHECK ("friend_id" <> "referrer_id")
);--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","registered_at");--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id"),
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_brand_code_idx" ON "invite_codes" USING btree ("brand_id","code");--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"category" text NOT NULL,
	"content" text NOT NULL,
	"image_file" text,
	"request_id" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "feedback_open_idx" ON "feedback" USING btree ("brand_id","replied_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_request_idx" ON "feedback" USING btree ("member_id","request_id");
