-- The games report by day, category or provider (issue 30) reads one row per brand, day, category and provider instead
-- of one per game: kept by the report job from the same batches as report_game_daily (roll-up.ts), so a month of a
-- brand with thousands of games stays a few hundred rows.
CREATE TABLE "report_provider_daily" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor" text NOT NULL,
	"bet_count" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	CONSTRAINT "report_provider_daily_pk" PRIMARY KEY ("brand_id", "day", "game_type", "vendor")
);--> statement-breakpoint
INSERT INTO report_provider_daily (brand_id, day, game_type, vendor, bet_count, stake_minor, valid_bet_minor, payout_minor)
SELECT brand_id, day, game_type, vendor, sum(bet_count)::int, sum(stake_minor)::bigint, sum(valid_bet_minor)::bigint, sum(payout_minor)::bigint
FROM report_game_daily GROUP BY 1, 2, 3, 4;
