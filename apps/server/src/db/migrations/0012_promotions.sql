-- Promotions, bonuses, activity applications, raffles, rebates and the operator audit trail (issue 12).
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"mechanic" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"rules_html" jsonb NOT NULL,
	"image" text NOT NULL,
	"terms" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_brand_code_idx" ON "promotions" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "promotions_brand_status_idx" ON "promotions" USING btree ("brand_id","status","sort");--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL REFERENCES "promotions"("id"),
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"state" text NOT NULL,
	"ticket_no" text,
	"reward_minor" bigint,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_promotion_member_idx" ON "promotion_entries" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_member_idx" ON "promotion_entries" USING btree ("member_id");--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"promotion_id" integer REFERENCES "promotions"("id"),
	"grant_key" text NOT NULL,
	"title" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"granted_minor" bigint NOT NULL,
	"wagering_required_minor" bigint NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"open_stake_minor" bigint DEFAULT 0 NOT NULL,
	"weights" jsonb NOT NULL,
	"max_bet_minor" bigint NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_member_grant_idx" ON "bonuses" USING btree ("member_id","grant_key");--> statement-breakpoint
CREATE INDEX "bonuses_member_active_idx" ON "bonuses" USING btree ("member_id","id") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonuses_active_expiry_idx" ON "bonuses" USING btree ("expires_at") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonuses_member_granted_idx" ON "bonuses" USING btree ("member_id","granted_at");--> statement-breakpoint
CREATE TABLE "activity_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"promotion_id" integer NOT NULL REFERENCES "promotions"("id"),
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"comment" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"remark" text,
	"reward_minor" bigint,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "activity_applications_member_request_idx" ON "activity_applications" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "activity_applications_member_created_idx" ON "activity_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_applications_status_idx" ON "activity_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE TABLE "raffle_draws" (
	"promotion_id" integer PRIMARY KEY NOT NULL REFERENCES "promotions"("id"),
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"drawn_at" timestamp with time zone,
	"winners" jsonb DEFAULT '[]'::jsonb NOT NULL
);--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"request_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_member_request_idx" ON "rebate_claims" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_until_idx" ON "rebate_claims" USING btree ("member_id","until");--> statement-breakpoint
CREATE TABLE "promotion_settings" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"rebate_rates" jsonb NOT NULL,
	"min_rebate_claim_minor" bigint NOT NULL,
	"category_order" jsonb NOT NULL,
	"referral_enabled" integer DEFAULT 1 NOT NULL
);--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit" USING btree ("target","at");--> statement-breakpoint
-- the bonuses a bet touched (stakes they paid, wagering counted)
ALTER TABLE "bets" ADD COLUMN "bonus" jsonb;--> statement-breakpoint
-- rebates read valid turnover by settlement time
CREATE INDEX "bets_member_settled_idx" ON "bets" USING btree ("member_id","settled_at") WHERE "bets"."status" = 'settled';
