-- One time zone per brand (issue 33): every day, week and month the platform counts is the brand's, read in its IANA
-- zone (Asia/Manila, Europe/London ...), so a day is 23 or 25 hours across a daylight-saving change and a player and
-- their agent see the same "today". This replaces the two fixed offsets (agent_settings.report_offset_minutes for
-- agent and report figures, loyalty_settings.utc_offset_minutes for missions, VIP and limits) and the UTC days.
-- The server writes brand_clocks from the brand's settings (its file, with an operator's change over it) at start and
-- on every change; a brand without a row counts in UTC.
CREATE TABLE "brand_clocks" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "brand_zone"(brand text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT coalesce((SELECT c.time_zone FROM brand_clocks c WHERE c.brand_id = brand), 'UTC')
$$;
--> statement-breakpoint
-- the brand's calendar day of an instant
CREATE FUNCTION "brand_day"(brand text, at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
	SELECT (at AT TIME ZONE brand_zone(brand))::date
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_people_day"(brand text, instant timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
	SELECT brand_day(brand, instant)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_reward_day"(brand text, at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
	SELECT brand_day(brand, at)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.agent_figures_bets()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM agent_record_figures(array(
			SELECT row(g.member_id, g.brand_id, g.day, g.n, g.stake, g.valid, g.payout, 0, 0, 0, 0, 0, 0)::agent_figures_delta
			FROM (SELECT b.member_id, b.brand_id,
					brand_day(b.brand_id, b.settled_at) AS day,
					count(*)::int AS n, sum(b.stake_minor)::bigint AS stake, sum(b.valid_bet_minor)::bigint AS valid, sum(b.payout_minor)::bigint AS payout
				FROM new_rows b LEFT JOIN agent_settings s ON s.brand_id = b.brand_id
				WHERE b.status = 'settled' AND b.settled_at IS NOT NULL
				GROUP BY 1, 2, 3) g
			WHERE EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = g.member_id)));
	ELSE
		PERFORM agent_record_figures(array(
			SELECT row(g.member_id, g.brand_id, g.day, g.n, g.stake, g.valid, g.payout, 0, 0, 0, 0, 0, 0)::agent_figures_delta
			FROM (SELECT b.member_id, b.brand_id,
					brand_day(b.brand_id, b.settled_at) AS day,
					count(*)::int AS n, sum(b.stake_minor)::bigint AS stake, sum(b.valid_bet_minor)::bigint AS valid, sum(b.payout_minor)::bigint AS payout
				FROM new_rows b JOIN old_rows o ON o.id = b.id LEFT JOIN agent_settings s ON s.brand_id = b.brand_id
				WHERE b.status = 'settled' AND o.status <> 'settled' AND b.settled_at IS NOT NULL
				GROUP BY 1, 2, 3) g
			WHERE EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = g.member_id)));
	END IF;
	RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.agent_figures_deposits()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	paid_ids integer[];
	first_ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT coalesce(array_agg(n.id), '{}') INTO paid_ids FROM new_rows n WHERE n.status = 'paid' AND n.paid_at IS NOT NULL;
	ELSE
		SELECT coalesce(array_agg(n.id), '{}') INTO paid_ids FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE n.status = 'paid' AND o.status <> 'paid' AND n.paid_at IS NOT NULL;
	END IF;
	IF cardinality(paid_ids) = 0 THEN
		RETURN NULL;
	END IF;
	WITH firsts AS (
		INSERT INTO agent_first_deposits (member_id)
		SELECT DISTINCT o.member_id FROM deposit_orders o
		WHERE o.id = ANY(paid_ids) AND EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = o.member_id) ORDER BY 1
		ON CONFLICT DO NOTHING
		RETURNING member_id
	)
	SELECT coalesce(array_agg(x.id), '{}') INTO first_ids
	FROM (SELECT DISTINCT ON (o.member_id) o.id FROM deposit_orders o JOIN firsts f ON f.member_id = o.member_id
		WHERE o.id = ANY(paid_ids) ORDER BY o.member_id, o.paid_at, o.id) x;
	PERFORM agent_record_figures(array(
		SELECT row(g.member_id, g.brand_id, g.day, 0, 0, 0, 0, g.n, g.amount, g.firsts, g.first_amount, 0, 0)::agent_figures_delta
		FROM (SELECT o.member_id, o.brand_id,
				brand_day(o.brand_id, o.paid_at) AS day,
				count(*)::int AS n, sum(o.amount_minor)::bigint AS amount,
				count(*) FILTER (WHERE o.id = ANY(first_ids))::int AS firsts,
				coalesce(sum(o.amount_minor) FILTER (WHERE o.id = ANY(first_ids)), 0)::bigint AS first_amount
			FROM deposit_orders o LEFT JOIN agent_settings s ON s.brand_id = o.brand_id
			WHERE o.id = ANY(paid_ids)
			GROUP BY 1, 2, 3) g
		WHERE EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = g.member_id)));
	RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.agent_figures_withdrawals()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM agent_record_figures(array(
			SELECT row(g.member_id, g.brand_id, g.day, 0, 0, 0, 0, 0, 0, 0, 0, g.n, g.amount)::agent_figures_delta
			FROM (SELECT w.member_id, w.brand_id,
					brand_day(w.brand_id, w.disbursed_at) AS day,
					count(*)::int AS n, sum(w.amount_minor)::bigint AS amount
				FROM new_rows w LEFT JOIN agent_settings s ON s.brand_id = w.brand_id
				WHERE w.disbursed_at IS NOT NULL
				GROUP BY 1, 2, 3) g
			WHERE EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = g.member_id)));
	ELSE
		PERFORM agent_record_figures(array(
			SELECT row(g.member_id, g.brand_id, g.day, 0, 0, 0, 0, 0, 0, 0, 0, g.n, g.amount)::agent_figures_delta
			FROM (SELECT w.member_id, w.brand_id,
					brand_day(w.brand_id, w.disbursed_at) AS day,
					count(*)::int AS n, sum(w.amount_minor)::bigint AS amount
				FROM new_rows w JOIN old_rows o ON o.id = w.id LEFT JOIN agent_settings s ON s.brand_id = w.brand_id
				WHERE w.disbursed_at IS NOT NULL AND o.disbursed_at IS NULL
				GROUP BY 1, 2, 3) g
			WHERE EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = g.member_id)));
	END IF;
	RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.agent_members_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO agent_downline (ancestor_id, member_id, depth)
	WITH RECURSIVE chain (member_id, ancestor_id, depth) AS (
		SELECT n.id, n.upline_id, 1 FROM new_rows n WHERE n.upline_id IS NOT NULL
		UNION ALL
		SELECT c.member_id, m.upline_id, c.depth + 1 FROM chain c JOIN members m ON m.id = c.ancestor_id
		WHERE m.upline_id IS NOT NULL AND c.depth < 100
	)
	SELECT ancestor_id, member_id, depth FROM chain ORDER BY ancestor_id, member_id;
	INSERT INTO agent_figures_queue (member_id, day, new_members)
	SELECT n.id, brand_day(n.brand_id, n.created_at), 1
	FROM new_rows n LEFT JOIN agent_settings s ON s.brand_id = n.brand_id
	WHERE n.upline_id IS NOT NULL;
	RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.loyalty_bets_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
		SELECT row(n.member_id, n.brand_id, 'bet_count', n.game_type, brand_day(n.brand_id, n.placed_at), 1)::loyalty_mission_delta
		FROM new_rows n JOIN members mem ON mem.id = n.member_id AND mem.type <> 4 JOIN loyalty_settings s ON s.brand_id = n.brand_id
		WHERE n.status <> 'cancelled' AND EXISTS (SELECT 1 FROM missions m WHERE m.active AND m.kind = 'bet_count' AND m.brand_id = n.brand_id)));
	IF any_settled THEN
		PERFORM loyalty_bets_settled(array(
			SELECT row(n.id, n.member_id, n.brand_id, n.game_type, n.valid_bet_minor, brand_day(n.brand_id, n.settled_at),
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.loyalty_bets_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
			-- looked up once per member and category, not per bet: the brand's zone and rate x the tier's multiplier
			f AS (
				SELECT k.member_id, k.game_type, brand_zone(k.brand_id) AS zone,
					coalesce((s.point_rates_bp ->> k.game_type)::numeric, 0) * coalesce((t.benefits ->> 'pointsMultiplierBp')::numeric, 10000) AS factor
				FROM (SELECT DISTINCT n.member_id, n.brand_id, n.game_type FROM n) k
				JOIN members mem ON mem.id = k.member_id AND mem.type <> 4
				JOIN loyalty_settings s ON s.brand_id = k.brand_id
				LEFT JOIN vip_tiers t ON t.brand_id = k.brand_id AND t.rank_level = mem.rank_level
			)
			SELECT row(n.id, n.member_id, n.brand_id, n.game_type, n.valid_bet_minor, (n.settled_at AT TIME ZONE f.zone)::date,
				floor(n.valid_bet_minor * f.factor / 10000)::bigint)::loyalty_settled_bet
			FROM n JOIN f ON f.member_id = n.member_id AND f.game_type = n.game_type
			ORDER BY n.member_id, n.id));
	END IF;
	IF NOT any_cancelled THEN
		RETURN NULL;
	END IF;
	-- a cancelled bet was never settled: only its bet_count is taken back, from progress not claimed yet
	WITH cancelled AS (
		SELECT n.member_id, n.brand_id, n.game_type, brand_day(n.brand_id, n.placed_at) AS day
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.loyalty_deposits_paid()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM loyalty_deposits_recorded(array(
			SELECT row(n.id, n.member_id, n.brand_id, n.amount_minor, brand_day(n.brand_id, n.paid_at))::loyalty_paid_deposit
			FROM new_rows n JOIN members mem ON mem.id = n.member_id AND mem.type <> 4 JOIN loyalty_settings s ON s.brand_id = n.brand_id
			WHERE n.status = 'paid' AND n.paid_at IS NOT NULL));
	ELSE
		PERFORM loyalty_deposits_recorded(array(
			SELECT row(n.id, n.member_id, n.brand_id, n.amount_minor, brand_day(n.brand_id, n.paid_at))::loyalty_paid_deposit
			FROM new_rows n JOIN old_rows o ON o.id = n.id
			JOIN members mem ON mem.id = n.member_id AND mem.type <> 4 JOIN loyalty_settings s ON s.brand_id = n.brand_id
			WHERE n.status = 'paid' AND o.status <> 'paid' AND n.paid_at IS NOT NULL));
	END IF;
	RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.loyalty_record_vip(deltas loyalty_vip_delta[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
		SELECT DISTINCT d.member_id, d.brand_id, brand_day(d.brand_id, now()) - s.vip_window_days AS since
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.loyalty_sessions_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM missions m WHERE m.active AND m.kind = 'login_days' AND m.brand_id IN (SELECT DISTINCT n.brand_id FROM new_rows n)) THEN
		RETURN NULL;
	END IF;
	INSERT INTO mission_progress AS mp (member_id, mission_id, period_key, progress, last_day, completed_at)
	SELECT g.member_id, g.mission_id, g.period_key, g.days, g.last_day, CASE WHEN g.days >= g.target THEN now() END
	FROM (SELECT d.member_id, m.id AS mission_id, m.target, loyalty_period_key(m.period, d.day) AS period_key, count(DISTINCT d.day) AS days, max(d.day) AS last_day
		FROM (SELECT DISTINCT n.member_id, n.brand_id, brand_day(n.brand_id, n.created_at) AS day
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.report_game_figures_bets()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO report_game_queue (brand_id, day, game_type, vendor, game_code, game_name, bet_count, stake_minor, valid_bet_minor, payout_minor)
		SELECT b.brand_id, brand_day(b.brand_id, b.settled_at),
			b.game_type, b.vendor, b.game_code, max(b.game_name), count(*)::int, sum(b.stake_minor)::bigint, sum(b.valid_bet_minor)::bigint, sum(b.payout_minor)::bigint
		FROM new_rows b LEFT JOIN agent_settings s ON s.brand_id = b.brand_id
		WHERE b.status = 'settled' AND b.settled_at IS NOT NULL
		GROUP BY 1, 2, 3, 4, 5;
	ELSE
		-- a bet changed after settlement (settled again, cancelled, moved in time) takes its old figures out and puts
		-- its new ones in, so the day's sums stay those of the bets as they are
		INSERT INTO report_game_queue (brand_id, day, game_type, vendor, game_code, game_name, bet_count, stake_minor, valid_bet_minor, payout_minor)
		SELECT c.brand_id, brand_day(c.brand_id, c.settled_at),
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.report_payment_deposit_figures(ids integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
	INSERT INTO report_payment_queue (brand_id, day, kind, channel, count, amount_minor, first_count, first_amount_minor, wait_seconds)
	SELECT n.brand_id, brand_day(n.brand_id, n.paid_at), 'deposit', coalesce(c.code, '?'),
		count(*)::int, sum(n.amount_minor)::bigint, count(*) FILTER (WHERE f.first)::int, coalesce(sum(n.amount_minor) FILTER (WHERE f.first), 0)::bigint, 0
	FROM deposit_orders n
	CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM deposit_orders p WHERE p.member_id = n.member_id AND p.status = 'paid' AND (p.paid_at, p.id) < (n.paid_at, n.id)) AS first) f
	LEFT JOIN deposit_channels c ON c.id = n.channel_id
	LEFT JOIN agent_settings s ON s.brand_id = n.brand_id
	WHERE n.id = ANY(ids) AND n.status = 'paid' AND n.paid_at IS NOT NULL
	GROUP BY 1, 2, 4;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.report_payment_withdrawal_figures(ids integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
	INSERT INTO report_payment_queue (brand_id, day, kind, channel, count, amount_minor, first_count, first_amount_minor, wait_seconds)
	SELECT n.brand_id, brand_day(n.brand_id, n.disbursed_at), 'withdrawal', 'bank',
		count(*)::int, sum(n.amount_minor)::bigint, 0, 0, sum(greatest(0, extract(epoch FROM n.disbursed_at - n.created_at)))::bigint
	FROM withdrawals n
	LEFT JOIN agent_settings s ON s.brand_id = n.brand_id
	WHERE n.id = ANY(ids) AND n.disbursed_at IS NOT NULL
	GROUP BY 1, 2;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.report_player_active_days(member_ids integer[], brand_ids text[], days date[])
 RETURNS void
 LANGUAGE sql
AS $function$
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
	SELECT m.brand_id, report_week_of(brand_day(m.brand_id, m.created_at)), w.week, count(*)::int
	FROM new_weeks w JOIN members m ON m.id = w.member_id LEFT JOIN agent_settings s ON s.brand_id = m.brand_id
	GROUP BY 1, 2, 3;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.report_player_figures_bets()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	member_ids integer[];
	brand_ids text[];
	days date[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(x.member_id), array_agg(x.brand_id), array_agg(x.day) INTO member_ids, brand_ids, days
		FROM (SELECT DISTINCT b.member_id, b.brand_id, brand_day(b.brand_id, b.settled_at) AS day
			FROM new_rows b LEFT JOIN agent_settings s ON s.brand_id = b.brand_id
			WHERE b.status = 'settled' AND b.settled_at IS NOT NULL) x;
	ELSE
		SELECT array_agg(x.member_id), array_agg(x.brand_id), array_agg(x.day) INTO member_ids, brand_ids, days
		FROM (SELECT DISTINCT b.member_id, b.brand_id, brand_day(b.brand_id, b.settled_at) AS day
			FROM new_rows b JOIN old_rows o ON o.id = b.id LEFT JOIN agent_settings s ON s.brand_id = b.brand_id
			WHERE b.status = 'settled' AND b.settled_at IS NOT NULL AND (o.status <> 'settled' OR o.settled_at IS DISTINCT FROM b.settled_at)) x;
	END IF;
	IF member_ids IS NOT NULL THEN
		PERFORM report_player_active_days(member_ids, brand_ids, days);
	END IF;
	RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.report_players_members_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO report_player_queue (brand_id, day, registrations, active_players)
	SELECT n.brand_id, brand_day(n.brand_id, n.created_at), count(*)::int, 0
	FROM new_rows n LEFT JOIN agent_settings s ON s.brand_id = n.brand_id
	GROUP BY 1, 2;
	INSERT INTO report_agent_levels (member_id, brand_id, upline_id, level)
	SELECT u.id, u.brand_id, u.upline_id, report_member_level(u.id)
	FROM members u WHERE u.id IN (SELECT n.upline_id FROM new_rows n WHERE n.upline_id IS NOT NULL)
	ORDER BY u.id
	ON CONFLICT (member_id) DO NOTHING;
	RETURN NULL;
END $function$;
--> statement-breakpoint
DROP FUNCTION "loyalty_day"(timestamptz, integer);
--> statement-breakpoint
ALTER TABLE "loyalty_settings" DROP COLUMN "utc_offset_minutes";
--> statement-breakpoint
ALTER TABLE "agent_settings" DROP COLUMN "report_offset_minutes";
