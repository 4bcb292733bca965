-- The games report by game over many days (issue 30) reads a row per game and week for the full weeks of its range,
-- and the daily rows only for the days at either end: kept by the report job from the same batches as
-- report_game_daily (roll-up.ts). A week is the Monday it starts on, of the brand's business days.
CREATE TABLE "report_game_weekly" (
	"brand_id" text NOT NULL,
	"week" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"bet_count" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	CONSTRAINT "report_game_weekly_pk" PRIMARY KEY ("brand_id", "week", "game_type", "vendor", "game_code")
);--> statement-breakpoint
INSERT INTO report_game_weekly (brand_id, week, game_type, vendor, game_code, game_name, bet_count, stake_minor, valid_bet_minor, payout_minor)
SELECT brand_id, date_trunc('week', day)::date, game_type, vendor, game_code, max(game_name), sum(bet_count)::int, sum(stake_minor)::bigint, sum(valid_bet_minor)::bigint, sum(payout_minor)::bigint
FROM report_game_daily GROUP BY 1, 2, 3, 4, 5;
