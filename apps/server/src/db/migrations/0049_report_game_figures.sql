-- The games report's figures (issue 30): settled bets per brand, business day, category, provider and game, kept by a
-- trigger in the transaction that settles them (appended to report_game_queue, no row shared between two bets'
-- transactions) and rolled up into report_game_daily by a job; the report reads both, so a figure is exact the moment
-- its transaction commits. A business day is UTC plus agent_settings.report_offset_minutes of the brand.
CREATE TABLE "report_game_daily" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"bet_count" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	CONSTRAINT "report_game_daily_pk" PRIMARY KEY ("brand_id", "day", "game_type", "vendor", "game_code")
);--> statement-breakpoint
CREATE TABLE "report_game_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"bet_count" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "report_game_queue_brand_day_idx" ON "report_game_queue" ("brand_id", "day");--> statement-breakpoint
CREATE FUNCTION "report_game_figures_bets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO report_game_queue (brand_id, day, game_type, vendor, game_code, game_name, bet_count, stake_minor, valid_bet_minor, payout_minor)
		SELECT b.brand_id, ((b.settled_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date,
			b.game_type, b.vendor, b.game_code, max(b.game_name), count(*)::int, sum(b.stake_minor)::bigint, sum(b.valid_bet_minor)::bigint, sum(b.payout_minor)::bigint
		FROM new_rows b LEFT JOIN agent_settings s ON s.brand_id = b.brand_id
		WHERE b.status = 'settled' AND b.settled_at IS NOT NULL
		GROUP BY 1, 2, 3, 4, 5;
	ELSE
		-- a bet changed after settlement (settled again, cancelled, moved in time) takes its old figures out and puts
		-- its new ones in, so the day's sums stay those of the bets as they are
		INSERT INTO report_game_queue (brand_id, day, game_type, vendor, game_code, game_name, bet_count, stake_minor, valid_bet_minor, payout_minor)
		SELECT c.brand_id, ((c.settled_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date,
			c.game_type, c.vendor, c.game_code, max(c.game_name), sum(c.sign)::int, sum(c.sign * c.stake_minor)::bigint, sum(c.sign * c.valid_bet_minor)::bigint, sum(c.sign * c.payout_minor)::bigint
		FROM (
			SELECT o.brand_id, o.settled_at, o.game_type, o.vendor, o.game_code, o.game_name, -1 AS sign, o.stake_minor, o.valid_bet_minor, o.payout_minor
			FROM old_rows o JOIN new_rows b ON b.id = o.id
			WHERE o.status = 'settled' AND o.settled_at IS NOT NULL
				AND (b.status, b.settled_at, b.stake_minor, b.valid_bet_minor, b.payout_minor) IS DISTINCT FROM (o.status, o.settled_at, o.stake_minor, o.valid_bet_minor, o.payout_minor)
			UNION ALL
			SELECT b.brand_id, b.settled_at, b.game_type, b.vendor, b.game_code, b.game_name, 1, b.stake_minor, b.valid_bet_minor, b.payout_minor
			FROM new_rows b JOIN old_rows o ON o.id = b.id
			WHERE b.status = 'settled' AND b.settled_at IS NOT NULL
				AND (b.status, b.settled_at, b.stake_minor, b.valid_bet_minor, b.payout_minor) IS DISTINCT FROM (o.status, o.settled_at, o.stake_minor, o.valid_bet_minor, o.payout_minor)
		) c LEFT JOIN agent_settings s ON s.brand_id = c.brand_id
		GROUP BY 1, 2, 3, 4, 5;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bets_report_figures_insert" AFTER INSERT ON "bets" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_game_figures_bets();--> statement-breakpoint
CREATE TRIGGER "bets_report_figures_update" AFTER UPDATE ON "bets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_game_figures_bets();--> statement-breakpoint
-- the bets settled before this migration
INSERT INTO report_game_daily (brand_id, day, game_type, vendor, game_code, game_name, bet_count, stake_minor, valid_bet_minor, payout_minor)
SELECT b.brand_id, ((b.settled_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date,
	b.game_type, b.vendor, b.game_code, max(b.game_name), count(*)::int, sum(b.stake_minor)::bigint, sum(b.valid_bet_minor)::bigint, sum(b.payout_minor)::bigint
FROM bets b LEFT JOIN agent_settings s ON s.brand_id = b.brand_id
WHERE b.status = 'settled' AND b.settled_at IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
