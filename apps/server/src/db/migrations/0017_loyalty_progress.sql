-- Loyalty progress (issue 14): what real activity moves, written by statement-level triggers so it lands in the very
-- transaction that records the activity, on every path (the ledger's bet functions, the lottery's batch settlement,
-- deposits, logins, seeds and bulk loads). db/schema/loyalty.ts describes the tables; docs/loyalty.md the rules.
--   bets inserted             -> bet_count missions (+1; a bet inserted already settled also counts as settled)
--   bets open -> settled      -> turnover missions, points earned (point_balances with its carry, point_transactions
--                                'earn'), vip_member_daily turnover, a VIP upgrade at once
--   bets open -> cancelled    -> the bet_count it added is taken back (unclaimed progress only)
--   deposit_orders -> paid    -> deposit_count / deposit_amount missions, vip_member_daily deposits, a VIP upgrade,
--                                the referrer's referral_deposit missions on a friend's first paid deposit
--   sessions inserted         -> login_days missions (+1 once per brand day)
-- Trial accounts (members.type 4) and brands without loyalty_settings are left out; a kind of mission is only looked
-- at when the brand has an active mission of that kind.
-- A brand day is UTC plus loyalty_settings.utc_offset_minutes; periods: daily 'YYYY-MM-DD', weekly ISO week
-- 'IYYY-"W"IW' (weeks start on Monday), once 'once'.
CREATE FUNCTION "loyalty_day"(at timestamptz, offset_minutes integer) RETURNS date LANGUAGE sql IMMUTABLE AS $$
	SELECT ((at AT TIME ZONE 'UTC') + make_interval(mins => offset_minutes))::date
$$;--> statement-breakpoint
-- STABLE like to_char, so the planner inlines it
CREATE FUNCTION "loyalty_period_key"(period text, day date) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT CASE period WHEN 'daily' THEN to_char(day, 'YYYY-MM-DD') WHEN 'weekly' THEN to_char(day, 'IYYY-"W"IW') ELSE 'once' END
$$;--> statement-breakpoint
-- the leaderboards read claims by time
CREATE INDEX "mission_progress_claimed_at_idx" ON "mission_progress" USING btree ("claimed_at") WHERE "claimed_at" IS NOT NULL;--> statement-breakpoint
-- One member's addition to the missions of one kind (and category) on one brand day.
CREATE TYPE "loyalty_mission_delta" AS (
	"member_id" integer,
	"brand_id" text,
	"kind" text,
	"game_type" text,
	"day" date,
	"amount" bigint
);--> statement-breakpoint
-- A settled bet as the points and the VIP progress read it; units: the points it earns in 1/10^8 point.
CREATE TYPE "loyalty_settled_bet" AS (
	"bet_id" bigint,
	"member_id" integer,
	"brand_id" text,
	"game_type" text,
	"valid_minor" bigint,
	"day" date,
	"units" bigint
);--> statement-breakpoint
CREATE TYPE "loyalty_vip_delta" AS (
	"member_id" integer,
	"brand_id" text,
	"day" date,
	"turnover_minor" bigint,
	"deposit_minor" bigint
);--> statement-breakpoint
CREATE TYPE "loyalty_paid_deposit" AS (
	"order_id" integer,
	"member_id" integer,
	"brand_id" text,
	"amount_minor" bigint,
	"day" date
);--> statement-breakpoint
CREATE TYPE "loyalty_vip_upgrade" AS (
	"member_id" integer,
	"to_level" integer
);--> statement-breakpoint
-- Adds to the matching active missions' progress of each delta's period; completed_at is set when it reaches the target.
CREATE FUNCTION "loyalty_record_missions"(deltas "loyalty_mission_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(cardinality(deltas), 0) = 0 THEN
		RETURN;
	END IF;
	INSERT INTO mission_progress AS mp (member_id, mission_id, period_key, progress, completed_at)
	SELECT g.member_id, g.mission_id, g.period_key, g.amount, CASE WHEN g.amount >= g.target THEN now() END
	FROM (SELECT d.member_id, m.id AS mission_id, m.target, loyalty_period_key(m.period, d.day) AS period_key, sum(d.amount)::bigint AS amount
		FROM (SELECT x.member_id, x.brand_id, x.kind, x.game_type, x.day, sum(x.amount) AS amount FROM unnest(deltas) x GROUP BY 1, 2, 3, 4, 5) d
		JOIN missions m ON m.brand_id = d.brand_id AND m.kind = d.kind AND m.active AND (m.game_type IS NULL OR m.game_type = d.game_type)
		GROUP BY 1, 2, 3, 4) g
	WHERE g.amount > 0
	ORDER BY 1, 2, 3
	ON CONFLICT (member_id, mission_id, period_key) DO UPDATE SET
		progress = mp.progress + excluded.progress,
		completed_at = coalesce(mp.completed_at,
			CASE WHEN mp.progress + excluded.progress >= (SELECT m.target FROM missions m WHERE m.id = mp.mission_id) THEN now() END),
		updated_at = now();
END $$;--> statement-breakpoint
-- Adds turnover and deposits to vip_member_daily and upgrades at once every member whose rolling window (the brand's
-- vip_window_days, today included) now meets a higher tier's turnover and deposit requirements, booking vip_changes.
CREATE FUNCTION "loyalty_record_vip"(deltas "loyalty_vip_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	upgrades loyalty_vip_upgrade[];
BEGIN
	IF coalesce(cardinality(deltas), 0) = 0 THEN
		RETURN;
	END IF;
	-- the window's other days come from the statement's snapshot, the changed days from the upsert itself
	WITH up AS (
		INSERT INTO vip_member_daily AS v (member_id, day, turnover_minor, deposit_minor)
		SELECT d.member_id, d.day, sum(d.turnover_minor), sum(d.deposit_minor) FROM unnest(deltas) d GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (member_id, day) DO UPDATE SET
			turnover_minor = v.turnover_minor + excluded.turnover_minor,
			deposit_minor = v.deposit_minor + excluded.deposit_minor
		RETURNING v.member_id, v.day, v.turnover_minor, v.deposit_minor
	),
	who AS (
		SELECT DISTINCT d.member_id, d.brand_id, loyalty_day(now(), s.utc_offset_minutes) - s.vip_window_days AS since
		FROM unnest(deltas) d JOIN loyalty_settings s ON s.brand_id = d.brand_id
	),
	days AS (
		SELECT u.member_id, u.day, u.turnover_minor, u.deposit_minor FROM up u
		UNION ALL
		SELECT v.member_id, v.day, v.turnover_minor, v.deposit_minor
		FROM who w JOIN vip_member_daily v ON v.member_id = w.member_id AND v.day > w.since
		WHERE NOT EXISTS (SELECT 1 FROM up u WHERE u.member_id = v.member_id AND u.day = v.day)
	),
	totals AS (
		SELECT w.member_id, w.brand_id, sum(x.turnover_minor) AS turnover, sum(x.deposit_minor) AS deposit
		FROM who w JOIN days x ON x.member_id = w.member_id AND x.day > w.since
		GROUP BY 1, 2
	)
	SELECT coalesce(array_agg(row(t.member_id, c.level)::loyalty_vip_upgrade ORDER BY t.member_id), '{}') INTO upgrades
	FROM totals t
	JOIN members m ON m.id = t.member_id
	CROSS JOIN LATERAL (SELECT max(r.rank_level) AS level FROM vip_tiers r
		WHERE r.brand_id = t.brand_id AND r.turnover_minor <= t.turnover AND r.deposit_minor <= t.deposit) c
	WHERE c.level > m.rank_level;
	IF cardinality(upgrades) = 0 THEN
		RETURN;
	END IF;
	-- rare: lock the members, then read the level they leave from the locked rows
	PERFORM 1 FROM members m WHERE m.id IN (SELECT u.member_id FROM unnest(upgrades) u) ORDER BY m.id FOR UPDATE;
	WITH changed AS (
		UPDATE members m SET rank_level = u.to_level
		FROM unnest(upgrades) u, members before
		WHERE m.id = u.member_id AND before.id = m.id AND m.rank_level < u.to_level
		RETURNING m.id, m.brand_id, before.rank_level AS from_level, u.to_level
	)
	INSERT INTO vip_changes (brand_id, member_id, from_level, to_level, reason)
	SELECT c.brand_id, c.id, c.from_level, c.to_level, 'upgrade' FROM changed c ORDER BY c.id;
END $$;--> statement-breakpoint
-- Settled bets: turnover missions, points, VIP turnover. Points: each bet earns units (1/10^8 point); a member's units
-- are added to point_balances.carry in bet order and every whole point that crosses is earned, so many small bets earn
-- exactly what one large one would. A bet that makes at least one whole point gets its 'earn' row with the balance.
CREATE FUNCTION "loyalty_bets_settled"(settled "loyalty_settled_bet"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	-- valid turnover per member, category and brand day: what the turnover missions and the VIP day add
	sums loyalty_mission_delta[];
BEGIN
	IF coalesce(cardinality(settled), 0) = 0 THEN
		RETURN;
	END IF;
	sums := array(SELECT row(x.member_id, x.brand_id, 'turnover', x.game_type, x.day, sum(x.valid_minor)::bigint)::loyalty_mission_delta
		FROM unnest(settled) x GROUP BY x.member_id, x.brand_id, x.game_type, x.day);
	-- the join with the brand's active turnover missions is the early exit (one statement, however few)
	PERFORM loyalty_record_missions(sums);
	WITH earning AS (
		SELECT x.*, (sum(x.units) OVER (PARTITION BY x.member_id ORDER BY x.bet_id))::bigint AS cum
		FROM unnest(settled) x WHERE x.units > 0
	),
	totals AS (
		SELECT e.member_id, min(e.brand_id) AS brand_id, sum(e.units)::bigint AS units FROM earning e GROUP BY 1
	),
	up AS (
		-- the insert row carries the units as whole points and carry
		INSERT INTO point_balances AS pb (member_id, brand_id, points, earned_total, carry)
		SELECT t.member_id, t.brand_id, t.units / 100000000, t.units / 100000000, t.units % 100000000 FROM totals t ORDER BY 1
		ON CONFLICT (member_id) DO UPDATE SET
			points = pb.points + (pb.carry + excluded.points * 100000000 + excluded.carry) / 100000000,
			earned_total = pb.earned_total + (pb.carry + excluded.points * 100000000 + excluded.carry) / 100000000,
			carry = (pb.carry + excluded.points * 100000000 + excluded.carry) % 100000000,
			updated_at = now()
		RETURNING pb.member_id, pb.points, pb.carry
	),
	before AS (
		-- the balance and carry before this statement, from the ones after: 0 <= carry < 10^8 fixes the points gained
		SELECT up.member_id, up.points - g.gained AS points, g.gained * 100000000 + up.carry - t.units AS carry
		FROM up JOIN totals t ON t.member_id = up.member_id
		CROSS JOIN LATERAL (SELECT ceil((t.units - up.carry)::numeric / 100000000)::bigint AS gained) g
	)
	INSERT INTO point_transactions (brand_id, member_id, kind, change, balance_after, meta)
	SELECT e.brand_id, e.member_id, 'earn', w.whole_after - w.whole_before, b.points + w.whole_after,
		jsonb_build_object('gameType', e.game_type, 'betId', e.bet_id)
	FROM earning e JOIN before b ON b.member_id = e.member_id
	CROSS JOIN LATERAL (SELECT (b.carry + e.cum) / 100000000 AS whole_after, (b.carry + e.cum - e.units) / 100000000 AS whole_before) w
	WHERE w.whole_after > w.whole_before
	ORDER BY e.member_id, e.bet_id;
	PERFORM loyalty_record_vip(array(
		SELECT row(x.member_id, x.brand_id, x.day, sum(x.amount)::bigint, 0)::loyalty_vip_delta FROM unnest(sums) x GROUP BY x.member_id, x.brand_id, x.day));
END $$;--> statement-breakpoint
-- Bets placed: bet_count missions by the brand day the bet was placed; bets inserted already settled (seeds, bulk
-- loads) count as settled too.
CREATE FUNCTION "loyalty_bets_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	any_settled boolean;
BEGIN
	-- null: no row of a brand with loyalty settings
	SELECT bool_or(n.status = 'settled' AND n.valid_bet_minor > 0) INTO any_settled
	FROM new_rows n WHERE n.brand_id IN (SELECT s.brand_id FROM loyalty_settings s);
	IF any_settled IS NULL THEN
		RETURN NULL;
	END IF;
	-- only brands with an active bet_count mission get this far with a row
	PERFORM loyalty_record_missions(array(
		SELECT row(n.member_id, n.brand_id, 'bet_count', n.game_type, loyalty_day(n.placed_at, s.utc_offset_minutes), 1)::loyalty_mission_delta
		FROM new_rows n JOIN members mem ON mem.id = n.member_id AND mem.type <> 4 JOIN loyalty_settings s ON s.brand_id = n.brand_id
		WHERE n.status <> 'cancelled' AND EXISTS (SELECT 1 FROM missions m WHERE m.active AND m.kind = 'bet_count' AND m.brand_id = n.brand_id)));
	IF any_settled THEN
		PERFORM loyalty_bets_settled(array(
			SELECT row(n.id, n.member_id, n.brand_id, n.game_type, n.valid_bet_minor, loyalty_day(n.settled_at, s.utc_offset_minutes),
				floor(n.valid_bet_minor::numeric * coalesce((s.point_rates_bp ->> n.game_type)::numeric, 0)
					* coalesce((t.benefits ->> 'pointsMultiplierBp')::numeric, 10000) / 10000)::bigint)::loyalty_settled_bet
			FROM new_rows n
			JOIN members mem ON mem.id = n.member_id AND mem.type <> 4
			JOIN loyalty_settings s ON s.brand_id = n.brand_id
			LEFT JOIN vip_tiers t ON t.brand_id = n.brand_id AND t.rank_level = mem.rank_level
			WHERE n.status = 'settled' AND n.valid_bet_minor > 0 AND n.settled_at IS NOT NULL
			ORDER BY n.member_id, n.id));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bets_loyalty_insert" AFTER INSERT ON "bets" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loyalty_bets_inserted();--> statement-breakpoint
-- Bets settled or cancelled (open before). Points: valid turnover / 100 (major) x point_rates_bp[game type] / 10000
-- x the member's tier pointsMultiplierBp / 10000, in units of 1/10^8 point (valid_minor x rate x multiplier / 10^4).
CREATE FUNCTION "loyalty_bets_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	any_settled boolean;
	any_cancelled boolean;
BEGIN
	-- what the statement closed for brands with loyalty settings; updates of other brands and other changes stop here
	SELECT coalesce(bool_or(n.status = 'settled'), false), coalesce(bool_or(n.status = 'cancelled'), false) INTO any_settled, any_cancelled
	FROM new_rows n JOIN old_rows o ON o.id = n.id
	WHERE o.status = 'open' AND n.status <> 'open' AND n.brand_id IN (SELECT s.brand_id FROM loyalty_settings s);
	IF any_settled THEN
		PERFORM loyalty_bets_settled(array(
			WITH n AS MATERIALIZED (
				SELECT n.id, n.member_id, n.brand_id, n.game_type, n.valid_bet_minor, n.settled_at
				FROM new_rows n JOIN old_rows o ON o.id = n.id
				WHERE n.status = 'settled' AND o.status = 'open' AND n.valid_bet_minor > 0 AND n.settled_at IS NOT NULL
			),
			-- looked up once per member and category, not per bet: the brand's day and rate x the tier's multiplier
			f AS (
				SELECT k.member_id, k.game_type, s.utc_offset_minutes,
					coalesce((s.point_rates_bp ->> k.game_type)::numeric, 0) * coalesce((t.benefits ->> 'pointsMultiplierBp')::numeric, 10000) AS factor
				FROM (SELECT DISTINCT n.member_id, n.brand_id, n.game_type FROM n) k
				JOIN members mem ON mem.id = k.member_id AND mem.type <> 4
				JOIN loyalty_settings s ON s.brand_id = k.brand_id
				LEFT JOIN vip_tiers t ON t.brand_id = k.brand_id AND t.rank_level = mem.rank_level
			)
			SELECT row(n.id, n.member_id, n.brand_id, n.game_type, n.valid_bet_minor, loyalty_day(n.settled_at, f.utc_offset_minutes),
				floor(n.valid_bet_minor * f.factor / 10000)::bigint)::loyalty_settled_bet
			FROM n JOIN f ON f.member_id = n.member_id AND f.game_type = n.game_type
			ORDER BY n.member_id, n.id));
	END IF;
	IF NOT any_cancelled THEN
		RETURN NULL;
	END IF;
	-- a cancelled bet was never settled: only its bet_count is taken back, from progress not claimed yet
	WITH cancelled AS (
		SELECT n.member_id, n.brand_id, n.game_type, loyalty_day(n.placed_at, s.utc_offset_minutes) AS day
		FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN loyalty_settings s ON s.brand_id = n.brand_id
		WHERE n.status = 'cancelled' AND o.status = 'open'
	),
	g AS (
		SELECT c.member_id, m.id AS mission_id, m.target, loyalty_period_key(m.period, c.day) AS period_key, count(*) AS n
		FROM cancelled c JOIN missions m ON m.brand_id = c.brand_id AND m.kind = 'bet_count' AND (m.game_type IS NULL OR m.game_type = c.game_type)
		GROUP BY 1, 2, 3, 4
	)
	UPDATE mission_progress mp SET
		progress = greatest(0, mp.progress - g.n),
		completed_at = CASE WHEN mp.progress - g.n >= g.target THEN mp.completed_at END,
		updated_at = now()
	FROM g
	WHERE mp.member_id = g.member_id AND mp.mission_id = g.mission_id AND mp.period_key = g.period_key AND mp.claimed_at IS NULL;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bets_loyalty_update" AFTER UPDATE ON "bets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loyalty_bets_updated();--> statement-breakpoint
-- Paid deposits of real accounts: deposit missions, VIP deposits, and the referrer's referral_deposit missions when it
-- is the friend's first paid deposit (none paid before; the earliest when a statement pays several).
CREATE FUNCTION "loyalty_deposits_recorded"(paid "loyalty_paid_deposit"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(cardinality(paid), 0) = 0 THEN
		RETURN;
	END IF;
	IF EXISTS (SELECT 1 FROM missions m WHERE m.active AND m.kind IN ('deposit_count', 'deposit_amount', 'referral_deposit')
			AND m.brand_id IN (SELECT DISTINCT p.brand_id FROM unnest(paid) p)) THEN
		PERFORM loyalty_record_missions(array(
			SELECT row(p.member_id, p.brand_id, 'deposit_count', NULL, p.day, 1)::loyalty_mission_delta FROM unnest(paid) p
			UNION ALL
			SELECT row(p.member_id, p.brand_id, 'deposit_amount', NULL, p.day, p.amount_minor)::loyalty_mission_delta FROM unnest(paid) p
			UNION ALL
			SELECT row(r.referrer_id, f.brand_id, 'referral_deposit', NULL, f.day, 1)::loyalty_mission_delta
			FROM (SELECT DISTINCT ON (p.member_id) p.* FROM unnest(paid) p ORDER BY p.member_id, p.order_id) f
			JOIN referrals r ON r.friend_id = f.member_id
			WHERE NOT EXISTS (SELECT 1 FROM deposit_orders d WHERE d.member_id = f.member_id AND d.status = 'paid'
				AND d.id <> ALL (array(SELECT p.order_id FROM unnest(paid) p)))));
	END IF;
	PERFORM loyalty_record_vip(array(
		SELECT row(p.member_id, p.brand_id, p.day, 0, sum(p.amount_minor)::bigint)::loyalty_vip_delta FROM unnest(paid) p GROUP BY p.member_id, p.brand_id, p.day));
END $$;--> statement-breakpoint
CREATE FUNCTION "loyalty_deposits_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM loyalty_deposits_recorded(array(
			SELECT row(n.id, n.member_id, n.brand_id, n.amount_minor, loyalty_day(n.paid_at, s.utc_offset_minutes))::loyalty_paid_deposit
			FROM new_rows n JOIN members mem ON mem.id = n.member_id AND mem.type <> 4 JOIN loyalty_settings s ON s.brand_id = n.brand_id
			WHERE n.status = 'paid' AND n.paid_at IS NOT NULL));
	ELSE
		PERFORM loyalty_deposits_recorded(array(
			SELECT row(n.id, n.member_id, n.brand_id, n.amount_minor, loyalty_day(n.paid_at, s.utc_offset_minutes))::loyalty_paid_deposit
			FROM new_rows n JOIN old_rows o ON o.id = n.id
			JOIN members mem ON mem.id = n.member_id AND mem.type <> 4 JOIN loyalty_settings s ON s.brand_id = n.brand_id
			WHERE n.status = 'paid' AND o.status <> 'paid' AND n.paid_at IS NOT NULL));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deposit_orders_loyalty_insert" AFTER INSERT ON "deposit_orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loyalty_deposits_paid();--> statement-breakpoint
CREATE TRIGGER "deposit_orders_loyalty_update" AFTER UPDATE ON "deposit_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loyalty_deposits_paid();--> statement-breakpoint
-- Logins: login_days missions count a brand day once (mission_progress.last_day is the last day counted).
CREATE FUNCTION "loyalty_sessions_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM missions m WHERE m.active AND m.kind = 'login_days' AND m.brand_id IN (SELECT DISTINCT n.brand_id FROM new_rows n)) THEN
		RETURN NULL;
	END IF;
	INSERT INTO mission_progress AS mp (member_id, mission_id, period_key, progress, last_day, completed_at)
	SELECT g.member_id, g.mission_id, g.period_key, g.days, g.last_day, CASE WHEN g.days >= g.target THEN now() END
	FROM (SELECT d.member_id, m.id AS mission_id, m.target, loyalty_period_key(m.period, d.day) AS period_key, count(DISTINCT d.day) AS days, max(d.day) AS last_day
		FROM (SELECT DISTINCT n.member_id, n.brand_id, loyalty_day(n.created_at, s.utc_offset_minutes) AS day
			FROM new_rows n JOIN members mem ON mem.id = n.member_id AND mem.type <> 4 JOIN loyalty_settings s ON s.brand_id = n.brand_id) d
		JOIN missions m ON m.brand_id = d.brand_id AND m.kind = 'login_days' AND m.active
		GROUP BY 1, 2, 3, 4) g
	ORDER BY 1, 2, 3
	ON CONFLICT (member_id, mission_id, period_key) DO UPDATE SET
		progress = mp.progress + CASE WHEN mp.last_day IS NULL OR mp.last_day < excluded.last_day THEN excluded.progress ELSE 0 END,
		last_day = greatest(mp.last_day, excluded.last_day),
		completed_at = coalesce(mp.completed_at,
			CASE WHEN mp.progress + CASE WHEN mp.last_day IS NULL OR mp.last_day < excluded.last_day THEN excluded.progress ELSE 0 END
				>= (SELECT m.target FROM missions m WHERE m.id = mp.mission_id) THEN now() END),
		updated_at = now();
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_loyalty_insert" AFTER INSERT ON "sessions" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION loyalty_sessions_inserted();--> statement-breakpoint
-- What the database already holds: the VIP window's turnover and deposits (real accounts, the last 90 days). Missions
-- and points start with this migration.
INSERT INTO vip_member_daily (member_id, day, turnover_minor, deposit_minor)
SELECT x.member_id, x.day, sum(x.turnover)::bigint, sum(x.deposit)::bigint
FROM (
	SELECT b.member_id, loyalty_day(b.settled_at, coalesce(s.utc_offset_minutes, 0)) AS day, b.valid_bet_minor AS turnover, 0 AS deposit
	FROM bets b LEFT JOIN loyalty_settings s ON s.brand_id = b.brand_id
	WHERE b.status = 'settled' AND b.settled_at > now() - interval '90 days' AND b.valid_bet_minor > 0
	UNION ALL
	SELECT o.member_id, loyalty_day(o.paid_at, coalesce(s.utc_offset_minutes, 0)), 0, o.amount_minor
	FROM deposit_orders o LEFT JOIN loyalty_settings s ON s.brand_id = o.brand_id
	WHERE o.status = 'paid' AND o.paid_at > now() - interval '90 days'
) x
JOIN members m ON m.id = x.member_id AND m.type <> 4
GROUP BY 1, 2;
