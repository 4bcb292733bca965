-- The players report and the agents report (issue 30), kept like the games report's figures (0049): triggers write in
-- the transaction that registers a member, settles a bet or pays an agent, to queues the report job rolls up
-- (modules/reports/roll-up.ts), or to a member's own rows (inserted once, ON CONFLICT DO NOTHING: no row shared by two
-- members' transactions). A business day is UTC plus agent_settings.report_offset_minutes of the brand; a week is the
-- ISO week (Monday first) of business days.
--
-- Players:
-- - report_player_queue -> report_player_daily: registrations and active players (a member with a settled bet) per day;
-- - report_member_days: each member's active days (member, day), inserted once by the bets' triggers; prev_day links a
--   day to the member's previous active day (1900-01-01 for the first) and is set by the roll-up (active-links.ts),
--   NULL until then. A member was active in [a, b] exactly when one of its days in [a, b] links to a day before a, so
--   the distinct actives of any range are the number of such links, counted per brand, day and previous day in
--   report_player_active (the previous day is kept no further back than 366 days: a range is at most 366 days long,
--   so an older one is "before a" for every range holding the day, and a day has at most 367 rows);
-- - report_member_weeks: each member's active weeks, inserted once; a new one adds 1 to its cohort (the member's
--   registration week) and activity week in report_cohort_queue -> report_cohort_weekly.
-- Agents:
-- - report_agent_levels: every member with a downline (an agent), its upline and its level (1 + its number of
--   ancestors: top agents are level 1), kept when a member gets its first downline member and when one is moved;
-- - report_level_queue -> report_level_daily: per brand, day and member level, what team members did (the agent
--   team figures' queue rows of 0014, as the member's level was then) and what the house paid to members of that
--   level as salary or dividend (the house's ledger leg). A level-l team's figures are those of members at levels
--   above l: each such member has exactly one ancestor at level l.
CREATE TABLE "report_player_daily" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"registrations" integer NOT NULL,
	"active_players" integer NOT NULL,
	CONSTRAINT "report_player_daily_pk" PRIMARY KEY ("brand_id", "day")
);--> statement-breakpoint
CREATE TABLE "report_player_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"registrations" integer NOT NULL,
	"active_players" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "report_player_queue_brand_day_idx" ON "report_player_queue" ("brand_id", "day");--> statement-breakpoint
CREATE TABLE "report_member_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"brand_id" text NOT NULL,
	"prev_day" date,
	CONSTRAINT "report_member_days_pk" PRIMARY KEY ("member_id", "day")
);--> statement-breakpoint
-- the days the roll-up has not linked yet: its batches, and the readers' part still queued
CREATE INDEX "report_member_days_unlinked_idx" ON "report_member_days" ("brand_id", "day") WHERE "prev_day" IS NULL;--> statement-breakpoint
CREATE TABLE "report_player_active" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "report_player_active_pk" PRIMARY KEY ("brand_id", "day", "prev_day")
);--> statement-breakpoint
CREATE TABLE "report_member_weeks" (
	"member_id" integer NOT NULL,
	"week" date NOT NULL,
	CONSTRAINT "report_member_weeks_pk" PRIMARY KEY ("member_id", "week")
);--> statement-breakpoint
CREATE TABLE "report_cohort_weekly" (
	"brand_id" text NOT NULL,
	"cohort_week" date NOT NULL,
	"activity_week" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "report_cohort_weekly_pk" PRIMARY KEY ("brand_id", "cohort_week", "activity_week")
);--> statement-breakpoint
CREATE TABLE "report_cohort_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"cohort_week" date NOT NULL,
	"activity_week" date NOT NULL,
	"members" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "report_cohort_queue_brand_week_idx" ON "report_cohort_queue" ("brand_id", "cohort_week");--> statement-breakpoint
CREATE TABLE "report_agent_levels" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"upline_id" integer,
	"level" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "report_agent_levels_brand_level_idx" ON "report_agent_levels" ("brand_id", "level");--> statement-breakpoint
CREATE INDEX "report_agent_levels_upline_idx" ON "report_agent_levels" ("upline_id");--> statement-breakpoint
CREATE TABLE "report_level_daily" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"level" integer NOT NULL,
	"new_members" integer NOT NULL,
	"bet_count" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"deposit_count" integer NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"withdrawal_count" integer NOT NULL,
	"withdrawal_minor" bigint NOT NULL,
	"salary_count" integer NOT NULL,
	"salary_minor" bigint NOT NULL,
	"dividend_count" integer NOT NULL,
	"dividend_minor" bigint NOT NULL,
	CONSTRAINT "report_level_daily_pk" PRIMARY KEY ("brand_id", "day", "level")
);--> statement-breakpoint
CREATE TABLE "report_level_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"level" integer NOT NULL,
	"new_members" integer NOT NULL,
	"bet_count" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"deposit_count" integer NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"withdrawal_count" integer NOT NULL,
	"withdrawal_minor" bigint NOT NULL,
	"salary_count" integer NOT NULL,
	"salary_minor" bigint NOT NULL,
	"dividend_count" integer NOT NULL,
	"dividend_minor" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "report_level_queue_brand_day_idx" ON "report_level_queue" ("brand_id", "day");--> statement-breakpoint
CREATE FUNCTION "report_week_of"(d date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
	SELECT d - (extract(isodow FROM d)::int - 1)
$$;--> statement-breakpoint
CREATE FUNCTION "report_people_day"(brand text, instant timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
	SELECT ((instant AT TIME ZONE 'UTC') + make_interval(mins => coalesce((SELECT s.report_offset_minutes FROM agent_settings s WHERE s.brand_id = brand), 0)))::date
$$;--> statement-breakpoint
-- A member's level: 1 + its ancestors (one closure row each).
CREATE FUNCTION "report_member_level"(who integer) RETURNS integer LANGUAGE sql STABLE AS $$
	SELECT 1 + count(*)::int FROM agent_downline d WHERE d.member_id = who
$$;--> statement-breakpoint
-- Registrations per day, and the uplines that get their first member become agents. Named to fire after
-- members_agent_downline (0014: triggers fire in name order), which writes the new members' closure.
CREATE FUNCTION "report_players_members_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO report_player_queue (brand_id, day, registrations, active_players)
	SELECT n.brand_id, ((n.created_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date, count(*)::int, 0
	FROM new_rows n LEFT JOIN agent_settings s ON s.brand_id = n.brand_id
	GROUP BY 1, 2;
	INSERT INTO report_agent_levels (member_id, brand_id, upline_id, level)
	SELECT u.id, u.brand_id, u.upline_id, report_member_level(u.id)
	FROM members u WHERE u.id IN (SELECT n.upline_id FROM new_rows n WHERE n.upline_id IS NOT NULL)
	ORDER BY u.id
	ON CONFLICT (member_id) DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_report_players" AFTER INSERT ON "members" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_players_members_inserted();--> statement-breakpoint
-- A member moved to another upline (0040, modules/agents/upline-move.ts, which rewrites the closure first): the new
-- upline is an agent, the old one no longer when this was its last member, and the agents of the moved subtree
-- change level.
CREATE FUNCTION "report_agent_levels_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO report_agent_levels (member_id, brand_id, upline_id, level)
	SELECT u.id, u.brand_id, u.upline_id, report_member_level(u.id) FROM members u WHERE u.id = NEW.upline_id
	ON CONFLICT (member_id) DO NOTHING;
	DELETE FROM report_agent_levels r
	WHERE r.member_id = OLD.upline_id AND NOT EXISTS (SELECT 1 FROM members m WHERE m.upline_id = OLD.upline_id);
	UPDATE report_agent_levels r
	SET upline_id = CASE WHEN r.member_id = NEW.id THEN NEW.upline_id ELSE r.upline_id END, level = report_member_level(r.member_id)
	WHERE r.member_id = NEW.id OR r.member_id IN (SELECT d.member_id FROM agent_downline d WHERE d.ancestor_id = NEW.id);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_report_agent_move" AFTER UPDATE OF "upline_id" ON "members"
	FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION report_agent_levels_moved();--> statement-breakpoint
-- Settled bets: the member's day and week, each inserted once. A new day counts the member active that day and waits
-- for the roll-up to link it; a new week counts the member in its cohort's activity of that week. A member already
-- active today (the usual bet) conflicts on its own day row and writes nothing else. An active day is never taken
-- back (a bet settled then cancelled was still play).
CREATE FUNCTION "report_player_active_days"(member_ids integer[], brand_ids text[], days date[]) RETURNS void LANGUAGE sql AS $$
	WITH new_days AS (
		INSERT INTO report_member_days (member_id, day, brand_id)
		SELECT DISTINCT x.member_id, x.day, x.brand_id FROM unnest(member_ids, brand_ids, days) AS x(member_id, brand_id, day) ORDER BY 1, 2
		ON CONFLICT (member_id, day) DO NOTHING
		RETURNING member_id, day, brand_id
	),
	counted AS (
		INSERT INTO report_player_queue (brand_id, day, registrations, active_players)
		SELECT brand_id, day, 0, count(*)::int FROM new_days GROUP BY 1, 2
		RETURNING 1
	),
	new_weeks AS (
		INSERT INTO report_member_weeks (member_id, week)
		SELECT DISTINCT member_id, report_week_of(day) FROM new_days ORDER BY 1, 2
		ON CONFLICT (member_id, week) DO NOTHING
		RETURNING member_id, week
	)
	INSERT INTO report_cohort_queue (brand_id, cohort_week, activity_week, members)
	SELECT m.brand_id, report_week_of(((m.created_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date), w.week, count(*)::int
	FROM new_weeks w JOIN members m ON m.id = w.member_id LEFT JOIN agent_settings s ON s.brand_id = m.brand_id
	GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
-- The settled bets of a statement, by member and business day of settlement (an update: the bets settled by it, or
-- moved to another time). A bet placed (not settled yet) passes nothing.
CREATE FUNCTION "report_player_figures_bets"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	member_ids integer[];
	brand_ids text[];
	days date[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(x.member_id), array_agg(x.brand_id), array_agg(x.day) INTO member_ids, brand_ids, days
		FROM (SELECT DISTINCT b.member_id, b.brand_id, ((b.settled_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date AS day
			FROM new_rows b LEFT JOIN agent_settings s ON s.brand_id = b.brand_id
			WHERE b.status = 'settled' AND b.settled_at IS NOT NULL) x;
	ELSE
		SELECT array_agg(x.member_id), array_agg(x.brand_id), array_agg(x.day) INTO member_ids, brand_ids, days
		FROM (SELECT DISTINCT b.member_id, b.brand_id, ((b.settled_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date AS day
			FROM new_rows b JOIN old_rows o ON o.id = b.id LEFT JOIN agent_settings s ON s.brand_id = b.brand_id
			WHERE b.status = 'settled' AND b.settled_at IS NOT NULL AND (o.status <> 'settled' OR o.settled_at IS DISTINCT FROM b.settled_at)) x;
	END IF;
	IF member_ids IS NOT NULL THEN
		PERFORM report_player_active_days(member_ids, brand_ids, days);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bets_report_players_insert" AFTER INSERT ON "bets" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_player_figures_bets();--> statement-breakpoint
CREATE TRIGGER "bets_report_players_update" AFTER UPDATE ON "bets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_player_figures_bets();--> statement-breakpoint
-- The agent team figures' queue (0014: team members' registrations, settled bets, paid deposits, paid-out
-- withdrawals, one row per member and day of a statement) by brand, day and the member's level now.
CREATE FUNCTION "report_level_figures_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO report_level_queue (brand_id, day, level, new_members, bet_count, stake_minor, valid_bet_minor, payout_minor, deposit_count, deposit_minor,
		withdrawal_count, withdrawal_minor, salary_count, salary_minor, dividend_count, dividend_minor)
	SELECT m.brand_id, q.day, report_member_level(q.member_id), sum(q.new_members)::int, sum(q.bet_count)::int, sum(q.stake_minor)::bigint,
		sum(q.valid_bet_minor)::bigint, sum(q.payout_minor)::bigint, sum(q.deposit_count)::int, sum(q.deposit_minor)::bigint,
		sum(q.withdrawal_count)::int, sum(q.withdrawal_minor)::bigint, 0, 0, 0, 0
	FROM new_rows q JOIN members m ON m.id = q.member_id
	GROUP BY 1, 2, 3;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "agent_figures_queue_report_levels" AFTER INSERT ON "agent_figures_queue" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_level_figures_team();--> statement-breakpoint
-- What the house paid an agent: the house leg of a salary or dividend (settlement.ts payFromHouse; a contract the
-- upline pays moves money between members, not from the house), at the level of the transaction's member, the payee.
CREATE FUNCTION "report_level_figures_pay"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO report_level_queue (brand_id, day, level, new_members, bet_count, stake_minor, valid_bet_minor, payout_minor, deposit_count, deposit_minor,
		withdrawal_count, withdrawal_minor, salary_count, salary_minor, dividend_count, dividend_minor)
	SELECT NEW.brand_id, report_people_day(NEW.brand_id, NEW.created_at), report_member_level(t.member_id), 0, 0, 0, 0, 0, 0, 0, 0, 0,
		(NEW.kind = 'salary')::int, CASE WHEN NEW.kind = 'salary' THEN -NEW.amount_minor ELSE 0 END,
		(NEW.kind = 'dividend')::int, CASE WHEN NEW.kind = 'dividend' THEN -NEW.amount_minor ELSE 0 END
	FROM ledger_transactions t WHERE t.id = NEW.transaction_id AND t.member_id IS NOT NULL;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_report_agent_pay" AFTER INSERT ON "ledger_entries"
	FOR EACH ROW WHEN (NEW.member_id IS NULL AND NEW.kind IN ('salary', 'dividend'))
	EXECUTE FUNCTION report_level_figures_pay();--> statement-breakpoint
-- What the database already holds. Registrations:
INSERT INTO report_player_daily (brand_id, day, registrations, active_players)
SELECT m.brand_id, report_people_day(m.brand_id, m.created_at), count(*)::int, 0 FROM members m GROUP BY 1, 2;--> statement-breakpoint
-- every member's active days, already linked
INSERT INTO report_member_days (member_id, day, brand_id, prev_day)
SELECT x.member_id, x.day, x.brand_id, coalesce(lag(x.day) OVER (PARTITION BY x.member_id ORDER BY x.day), '1900-01-01'::date)
FROM (SELECT DISTINCT b.member_id, b.brand_id, report_people_day(b.brand_id, b.settled_at) AS day FROM bets b WHERE b.status = 'settled' AND b.settled_at IS NOT NULL) x;--> statement-breakpoint
INSERT INTO report_player_active (brand_id, day, prev_day, members)
SELECT brand_id, day, greatest(prev_day, day - 366), count(*)::int FROM report_member_days GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO report_player_daily AS d (brand_id, day, registrations, active_players)
SELECT brand_id, day, 0, count(*)::int FROM report_member_days GROUP BY 1, 2
ON CONFLICT (brand_id, day) DO UPDATE SET active_players = d.active_players + excluded.active_players;--> statement-breakpoint
INSERT INTO report_member_weeks (member_id, week)
SELECT DISTINCT member_id, report_week_of(day) FROM report_member_days;--> statement-breakpoint
INSERT INTO report_cohort_weekly (brand_id, cohort_week, activity_week, members)
SELECT m.brand_id, report_week_of(report_people_day(m.brand_id, m.created_at)), w.week, count(*)::int
FROM report_member_weeks w JOIN members m ON m.id = w.member_id GROUP BY 1, 2, 3;--> statement-breakpoint
-- the agents, their levels, and their teams' figures and pay so far
INSERT INTO report_agent_levels (member_id, brand_id, upline_id, level)
SELECT u.id, u.brand_id, u.upline_id, report_member_level(u.id)
FROM members u WHERE u.id IN (SELECT m.upline_id FROM members m WHERE m.upline_id IS NOT NULL);--> statement-breakpoint
INSERT INTO report_level_daily (brand_id, day, level, new_members, bet_count, stake_minor, valid_bet_minor, payout_minor, deposit_count, deposit_minor,
	withdrawal_count, withdrawal_minor, salary_count, salary_minor, dividend_count, dividend_minor)
SELECT x.brand_id, x.day, x.level, sum(x.new_members)::int, sum(x.bet_count)::int, sum(x.stake_minor)::bigint, sum(x.valid_bet_minor)::bigint,
	sum(x.payout_minor)::bigint, sum(x.deposit_count)::int, sum(x.deposit_minor)::bigint, sum(x.withdrawal_count)::int, sum(x.withdrawal_minor)::bigint,
	sum(x.salary_count)::int, sum(x.salary_minor)::bigint, sum(x.dividend_count)::int, sum(x.dividend_minor)::bigint
FROM (
	SELECT a.brand_id, a.day, report_member_level(a.member_id) AS level, 0 AS new_members, a.bet_count, a.stake_minor, a.valid_bet_minor, a.payout_minor,
		a.deposit_count, a.deposit_minor, a.withdrawal_count, a.withdrawal_minor, 0 AS salary_count, 0::bigint AS salary_minor, 0 AS dividend_count, 0::bigint AS dividend_minor
	FROM agent_member_daily a
	UNION ALL
	SELECT m.brand_id, report_people_day(m.brand_id, m.created_at), report_member_level(m.id), 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
	FROM members m WHERE m.upline_id IS NOT NULL
	UNION ALL
	SELECT e.brand_id, report_people_day(e.brand_id, e.created_at), report_member_level(t.member_id), 0, 0, 0, 0, 0, 0, 0, 0, 0,
		(e.kind = 'salary')::int, CASE WHEN e.kind = 'salary' THEN -e.amount_minor ELSE 0 END,
		(e.kind = 'dividend')::int, CASE WHEN e.kind = 'dividend' THEN -e.amount_minor ELSE 0 END
	FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
	WHERE e.member_id IS NULL AND e.kind IN ('salary', 'dividend') AND t.member_id IS NOT NULL
) x
GROUP BY 1, 2, 3;
