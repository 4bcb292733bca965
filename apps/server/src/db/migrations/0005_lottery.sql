CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"draw_no" text NOT NULL,
	"play_type" text NOT NULL,
	"numbers" text[] NOT NULL,
	"bet_count" integer NOT NULL,
	"unit_stake_minor" bigint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds_thousandths" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winning_bets" integer DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"request_id" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_status_check" CHECK ("lottery_bets"."status" in ('open', 'won', 'lost', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"draw_no" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"result" jsonb,
	"closed_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "lottery_draws_status_check" CHECK ("lottery_draws"."status" in ('open', 'closed', 'drawn', 'settled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vendor" text NOT NULL,
	"prize_mode" text NOT NULL,
	"group_code" text NOT NULL,
	"region" text,
	"layout" text NOT NULL,
	"schedule_kind" text NOT NULL,
	"draw_time" text,
	"weekdays" integer[],
	"interval_seconds" integer,
	"cutoff_seconds" integer NOT NULL,
	"default_play_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_odds" (
	"brand_id" text NOT NULL,
	"layout" text NOT NULL,
	"play_type" text NOT NULL,
	"odds_thousandths" integer NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	CONSTRAINT "lottery_odds_brand_id_layout_play_type_pk" PRIMARY KEY("brand_id","layout","play_type")
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_code_lottery_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_member_request_idx" ON "lottery_bets" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_open_idx" ON "lottery_bets" USING btree ("draw_id","id") WHERE "lottery_bets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lottery_bets_member_placed_idx" ON "lottery_bets" USING btree ("member_id","placed_at","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_game_placed_idx" ON "lottery_bets" USING btree ("member_id","game_code","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_no_idx" ON "lottery_draws" USING btree ("game_code","draw_no");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_draw_at_idx" ON "lottery_draws" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_pending_idx" ON "lottery_draws" USING btree ("status","draw_at") WHERE "lottery_draws"."status" in ('open', 'closed', 'drawn') or ("lottery_draws"."status" = 'cancelled' and "lottery_draws"."refunded_at" is null);