-- Lottery risk (issue 29): what the house pays if each number of an open draw wins, kept per brand in the bet's own
-- transaction, and the caps risk staff set on it (per game, play type and number; '*' caps every number).
CREATE TABLE "lottery_exposure" (
	"brand_id" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"play_type" text NOT NULL,
	"pick" text NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_exposure_brand_id_draw_id_play_type_pick_pk" PRIMARY KEY("brand_id","draw_id","play_type","pick")
);--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_exposure_draw_payout_idx" ON "lottery_exposure" USING btree ("draw_id","brand_id","payout_minor");--> statement-breakpoint
CREATE TABLE "lottery_number_caps" (
	"brand_id" text NOT NULL,
	"game_code" text NOT NULL,
	"play_type" text NOT NULL,
	"pick" text NOT NULL,
	"cap_minor" bigint NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_number_caps_brand_id_game_code_play_type_pick_pk" PRIMARY KEY("brand_id","game_code","play_type","pick"),
	CONSTRAINT "lottery_number_caps_cap_check" CHECK ("cap_minor" >= 0)
);--> statement-breakpoint
ALTER TABLE "lottery_number_caps" ADD CONSTRAINT "lottery_number_caps_game_code_lottery_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_games"("code") ON DELETE cascade ON UPDATE no action;
