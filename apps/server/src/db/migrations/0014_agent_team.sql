-- Agent centre, the team (issue 13): per-brand agent settings, the downline closure and the team figures.
-- db/schema/agents.ts describes the tables. The figures are kept by triggers so that every path that settles a bet,
-- pays a deposit or pays out a withdrawal (the ledger's bet functions, the lottery's batch settlement, seeds, bulk
-- loads) keeps them, in the same transaction:
--   members insert           -> agent_downline (closure) + a registration in agent_figures_queue
--   bets settled              -> agent_member_daily + agent_figures_queue (members of some downline only)
--   deposit_orders paid       -> the same (a member's first paid deposit ever: agent_first_deposits)
--   withdrawals disbursed     -> the same
-- The roll-up job (modules/agents/team-figures.ts) moves the queue into agent_team_daily for every ancestor.
-- A business day is UTC plus agent_settings.report_offset_minutes of the brand (0 without a row).
CREATE TABLE "agent_settings" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"report_offset_minutes" integer DEFAULT 0 NOT NULL CHECK ("report_offset_minutes" BETWEEN -840 AND 840),
	"transfer_min_minor" bigint DEFAULT 100 NOT NULL CHECK ("transfer_min_minor" > 0),
	"transfer_max_minor" bigint DEFAULT 5000000 NOT NULL,
	"transfer_daily_max_minor" bigint DEFAULT 20000000 NOT NULL,
	"sub_agent_types" integer[] DEFAULT '{1,2,41,42}'::integer[] NOT NULL
);--> statement-breakpoint
CREATE TABLE "agent_downline" (
	"ancestor_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"depth" integer NOT NULL,
	PRIMARY KEY ("ancestor_id", "member_id")
);--> statement-breakpoint
CREATE INDEX "agent_downline_member_idx" ON "agent_downline" USING btree ("member_id", "depth");--> statement-breakpoint
-- a node's direct members (the tree, child counts)
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id") WHERE "upline_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "agent_member_daily" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"brand_id" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"first_deposit_count" integer DEFAULT 0 NOT NULL,
	"first_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_minor" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("member_id", "day")
);--> statement-breakpoint
CREATE TABLE "agent_first_deposits" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE TABLE "agent_figures_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"first_deposit_count" integer DEFAULT 0 NOT NULL,
	"first_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_minor" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "agent_team_daily" (
	"agent_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"first_deposit_count" integer DEFAULT 0 NOT NULL,
	"first_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_minor" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("agent_id", "day")
);--> statement-breakpoint
-- Distinct active members over any range of days: each active day of a member is linked to the member's previous
-- active day ('1900-01-01' for its first). A member was active in [a, b] exactly when one of its active days d in
-- [a, b] has its previous one before a, so the distinct count is the number of such links. The roll-up keeps the
-- links of each member (agent_member_links) and their count per agent, day and previous day (agent_team_active).
CREATE TABLE "agent_member_links" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	PRIMARY KEY ("member_id", "day")
);--> statement-breakpoint
CREATE TABLE "agent_team_active" (
	"agent_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	"members" integer NOT NULL,
	PRIMARY KEY ("agent_id", "day", "prev_day")
);--> statement-breakpoint
-- the queue is emptied every few seconds: vacuum it early, so readers never scan a heap of dead rows
ALTER TABLE "agent_figures_queue" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 2000);--> statement-breakpoint
-- One member's change on one day, as the triggers hand it to agent_record_figures.
CREATE TYPE "agent_figures_delta" AS (
	"member_id" integer,
	"brand_id" text,
	"day" date,
	"bet_count" integer,
	"stake_minor" bigint,
	"valid_bet_minor" bigint,
	"payout_minor" bigint,
	"deposit_count" integer,
	"deposit_minor" bigint,
	"first_deposit_count" integer,
	"first_deposit_minor" bigint,
	"withdrawal_count" integer,
	"withdrawal_minor" bigint
);--> statement-breakpoint
-- Adds member-day changes (one per member and day) to agent_member_daily and appends them to the queue, with
-- active_members 1 where this is the member's first settled bet of the day (the row's bet count was 0). Members
-- without an upline belong to no team: they are left out.
CREATE FUNCTION "agent_record_figures"(deltas "agent_figures_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(cardinality(deltas), 0) = 0 THEN
		RETURN;
	END IF;
	WITH d AS (
		SELECT x.* FROM unnest(deltas) x
		WHERE EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = x.member_id)
	),
	up AS (
		INSERT INTO agent_member_daily AS a (member_id, day, brand_id, bet_count, stake_minor, valid_bet_minor, payout_minor, deposit_count,
			deposit_minor, first_deposit_count, first_deposit_minor, withdrawal_count, withdrawal_minor)
		SELECT member_id, day, brand_id, bet_count, stake_minor, valid_bet_minor, payout_minor, deposit_count, deposit_minor,
			first_deposit_count, first_deposit_minor, withdrawal_count, withdrawal_minor
		FROM d ORDER BY member_id, day
		ON CONFLICT (member_id, day) DO UPDATE SET
			bet_count = a.bet_count + excluded.bet_count,
			stake_minor = a.stake_minor + excluded.stake_minor,
			valid_bet_minor = a.valid_bet_minor + excluded.valid_bet_minor,
			payout_minor = a.payout_minor + excluded.payout_minor,
			deposit_count = a.deposit_count + excluded.deposit_count,
			deposit_minor = a.deposit_minor + excluded.deposit_minor,
			first_deposit_count = a.first_deposit_count + excluded.first_deposit_count,
			first_deposit_minor = a.first_deposit_minor + excluded.first_deposit_minor,
			withdrawal_count = a.withdrawal_count + excluded.withdrawal_count,
			withdrawal_minor = a.withdrawal_minor + excluded.withdrawal_minor
		RETURNING a.member_id, a.day, a.bet_count
	)
	INSERT INTO agent_figures_queue (member_id, day, active_members, bet_count, stake_minor, valid_bet_minor, payout_minor, deposit_count,
		deposit_minor, first_deposit_count, first_deposit_minor, withdrawal_count, withdrawal_minor)
	SELECT d.member_id, d.day, (d.bet_count > 0 AND up.bet_count = d.bet_count)::int, d.bet_count, d.stake_minor, d.valid_bet_minor,
		d.payout_minor, d.deposit_count, d.deposit_minor, d.first_deposit_count, d.first_deposit_minor, d.withdrawal_count, d.withdrawal_minor
	FROM d JOIN up ON up.member_id = d.member_id AND up.day = d.day;
END $$;--> statement-breakpoint
-- Settled bets, grouped by member and business day of settlement.
CREATE FUNCTION "agent_figures_bets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM agent_record_figures(array(
			SELECT row(g.member_id, g.brand_id, g.day, g.n, g.stake, g.valid, g.payout, 0, 0, 0, 0, 0, 0)::agent_figures_delta
			FROM (SELECT b.member_id, b.brand_id,
					((b.settled_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date AS day,
					count(*)::int AS n, sum(b.stake_minor)::bigint AS stake, sum(b.valid_bet_minor)::bigint AS valid, sum(b.payout_minor)::bigint AS payout
				FROM new_rows b LEFT JOIN agent_settings s ON s.brand_id = b.brand_id
				WHERE b.status = 'settled' AND b.settled_at IS NOT NULL
				GROUP BY 1, 2, 3) g
			WHERE EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = g.member_id)));
	ELSE
		PERFORM agent_record_figures(array(
			SELECT row(g.member_id, g.brand_id, g.day, g.n, g.stake, g.valid, g.payout, 0, 0, 0, 0, 0, 0)::agent_figures_delta
			FROM (SELECT b.member_id, b.brand_id,
					((b.settled_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date AS day,
					count(*)::int AS n, sum(b.stake_minor)::bigint AS stake, sum(b.valid_bet_minor)::bigint AS valid, sum(b.payout_minor)::bigint AS payout
				FROM new_rows b JOIN old_rows o ON o.id = b.id LEFT JOIN agent_settings s ON s.brand_id = b.brand_id
				WHERE b.status = 'settled' AND o.status <> 'settled' AND b.settled_at IS NOT NULL
				GROUP BY 1, 2, 3) g
			WHERE EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = g.member_id)));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bets_agent_figures_insert" AFTER INSERT ON "bets" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION agent_figures_bets();--> statement-breakpoint
CREATE TRIGGER "bets_agent_figures_update" AFTER UPDATE ON "bets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION agent_figures_bets();--> statement-breakpoint
-- Paid deposit orders, by business day of payment; a member's first paid deposit ever is recorded in
-- agent_first_deposits (the earliest of the statement's when several are paid at once).
CREATE FUNCTION "agent_figures_deposits"() RETURNS trigger LANGUAGE plpgsql AS $$
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
				((o.paid_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date AS day,
				count(*)::int AS n, sum(o.amount_minor)::bigint AS amount,
				count(*) FILTER (WHERE o.id = ANY(first_ids))::int AS firsts,
				coalesce(sum(o.amount_minor) FILTER (WHERE o.id = ANY(first_ids)), 0)::bigint AS first_amount
			FROM deposit_orders o LEFT JOIN agent_settings s ON s.brand_id = o.brand_id
			WHERE o.id = ANY(paid_ids)
			GROUP BY 1, 2, 3) g
		WHERE EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = g.member_id)));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deposit_orders_agent_figures_insert" AFTER INSERT ON "deposit_orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION agent_figures_deposits();--> statement-breakpoint
CREATE TRIGGER "deposit_orders_agent_figures_update" AFTER UPDATE ON "deposit_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION agent_figures_deposits();--> statement-breakpoint
-- Withdrawals paid out (disbursed), by business day of the payout.
CREATE FUNCTION "agent_figures_withdrawals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM agent_record_figures(array(
			SELECT row(g.member_id, g.brand_id, g.day, 0, 0, 0, 0, 0, 0, 0, 0, g.n, g.amount)::agent_figures_delta
			FROM (SELECT w.member_id, w.brand_id,
					((w.disbursed_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date AS day,
					count(*)::int AS n, sum(w.amount_minor)::bigint AS amount
				FROM new_rows w LEFT JOIN agent_settings s ON s.brand_id = w.brand_id
				WHERE w.disbursed_at IS NOT NULL
				GROUP BY 1, 2, 3) g
			WHERE EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = g.member_id)));
	ELSE
		PERFORM agent_record_figures(array(
			SELECT row(g.member_id, g.brand_id, g.day, 0, 0, 0, 0, 0, 0, 0, 0, g.n, g.amount)::agent_figures_delta
			FROM (SELECT w.member_id, w.brand_id,
					((w.disbursed_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date AS day,
					count(*)::int AS n, sum(w.amount_minor)::bigint AS amount
				FROM new_rows w JOIN old_rows o ON o.id = w.id LEFT JOIN agent_settings s ON s.brand_id = w.brand_id
				WHERE w.disbursed_at IS NOT NULL AND o.disbursed_at IS NULL
				GROUP BY 1, 2, 3) g
			WHERE EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = g.member_id)));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "withdrawals_agent_figures_insert" AFTER INSERT ON "withdrawals" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION agent_figures_withdrawals();--> statement-breakpoint
CREATE TRIGGER "withdrawals_agent_figures_update" AFTER UPDATE ON "withdrawals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION agent_figures_withdrawals();--> statement-breakpoint
-- New members: their ancestors (walking up members.upline_id, so a statement may insert an upline and its downline
-- together) and a registration for each ancestor's team figures.
CREATE FUNCTION "agent_members_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
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
	SELECT n.id, ((n.created_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date, 1
	FROM new_rows n LEFT JOIN agent_settings s ON s.brand_id = n.brand_id
	WHERE n.upline_id IS NOT NULL;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_agent_downline" AFTER INSERT ON "members" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION agent_members_inserted();--> statement-breakpoint
-- An upline never changes once set: the closure and the team figures were built on it.
CREATE FUNCTION "agent_upline_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
		RAISE EXCEPTION 'members.upline_id cannot change (agent_downline)' USING ERRCODE = '55000';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_upline_fixed" BEFORE UPDATE OF "upline_id" ON "members"
	FOR EACH ROW EXECUTE FUNCTION agent_upline_fixed();--> statement-breakpoint
-- What the database already holds: the closure, registrations, settled bets, paid deposits, paid-out withdrawals.
INSERT INTO agent_downline (ancestor_id, member_id, depth)
WITH RECURSIVE chain (member_id, ancestor_id, depth) AS (
	SELECT id, upline_id, 1 FROM members WHERE upline_id IS NOT NULL
	UNION ALL
	SELECT c.member_id, m.upline_id, c.depth + 1 FROM chain c JOIN members m ON m.id = c.ancestor_id WHERE m.upline_id IS NOT NULL AND c.depth < 100
)
SELECT ancestor_id, member_id, depth FROM chain;--> statement-breakpoint
INSERT INTO agent_figures_queue (member_id, day, new_members)
SELECT id, (created_at AT TIME ZONE 'UTC')::date, 1 FROM members WHERE upline_id IS NOT NULL;--> statement-breakpoint
SELECT agent_record_figures(array(
	SELECT row(member_id, brand_id, (settled_at AT TIME ZONE 'UTC')::date, count(*)::int, sum(stake_minor)::bigint, sum(valid_bet_minor)::bigint,
		sum(payout_minor)::bigint, 0, 0, 0, 0, 0, 0)::agent_figures_delta
	FROM bets WHERE status = 'settled' AND settled_at IS NOT NULL
	GROUP BY member_id, brand_id, (settled_at AT TIME ZONE 'UTC')::date));--> statement-breakpoint
-- deposits already paid: the earliest of each member is its first
INSERT INTO agent_first_deposits (member_id)
SELECT DISTINCT o.member_id FROM deposit_orders o
WHERE o.status = 'paid' AND o.paid_at IS NOT NULL AND EXISTS (SELECT 1 FROM agent_downline c WHERE c.member_id = o.member_id);--> statement-breakpoint
SELECT agent_record_figures(array(
	SELECT row(g.member_id, g.brand_id, g.day, 0, 0, 0, 0, g.n, g.amount, g.firsts, g.first_amount, 0, 0)::agent_figures_delta
	FROM (SELECT o.member_id, o.brand_id, (o.paid_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n, sum(o.amount_minor)::bigint AS amount,
			count(*) FILTER (WHERE o.id = f.id)::int AS firsts, coalesce(sum(o.amount_minor) FILTER (WHERE o.id = f.id), 0)::bigint AS first_amount
		FROM deposit_orders o
		JOIN (SELECT DISTINCT ON (member_id) member_id, id FROM deposit_orders WHERE status = 'paid' AND paid_at IS NOT NULL
			ORDER BY member_id, paid_at, id) f ON f.member_id = o.member_id
		WHERE o.status = 'paid' AND o.paid_at IS NOT NULL
		GROUP BY 1, 2, 3) g));--> statement-breakpoint
SELECT agent_record_figures(array(
	SELECT row(member_id, brand_id, (disbursed_at AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, 0, 0, 0, 0, count(*)::int, sum(amount_minor)::bigint)::agent_figures_delta
	FROM withdrawals WHERE disbursed_at IS NOT NULL
	GROUP BY member_id, brand_id, (disbursed_at AT TIME ZONE 'UTC')::date));
