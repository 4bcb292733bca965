-- The payments report's figures (issue 30): paid deposits per brand, business day and channel (with the members'
-- first deposits), and paid-out withdrawals per brand and business day (with the time from request to payout), kept
-- by triggers in the transactions that pay them, like the games report's (0049): a queue rolled up into daily rows.
-- The orders' statuses over a range are counted from the orders themselves (two indexes below).
CREATE TABLE "report_payment_daily" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"count" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"first_count" integer NOT NULL,
	"first_amount_minor" bigint NOT NULL,
	"wait_seconds" bigint NOT NULL,
	CONSTRAINT "report_payment_daily_pk" PRIMARY KEY ("brand_id", "day", "kind", "channel")
);--> statement-breakpoint
CREATE TABLE "report_payment_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"count" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"first_count" integer NOT NULL,
	"first_amount_minor" bigint NOT NULL,
	"wait_seconds" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "report_payment_queue_brand_day_idx" ON "report_payment_queue" ("brand_id", "day");--> statement-breakpoint
CREATE INDEX "deposit_orders_brand_created_idx" ON "deposit_orders" ("brand_id", "created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_brand_created_idx" ON "withdrawals" ("brand_id", "created_at");--> statement-breakpoint
-- The queue rows of the given paid deposit orders: per brand, business day and channel, a member's first paid order
-- ever counted as a first deposit. The triggers pass the orders their statement made paid; the backfill every paid one.
CREATE FUNCTION "report_payment_deposit_figures"(ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO report_payment_queue (brand_id, day, kind, channel, count, amount_minor, first_count, first_amount_minor, wait_seconds)
	SELECT n.brand_id, ((n.paid_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date, 'deposit', coalesce(c.code, '?'),
		count(*)::int, sum(n.amount_minor)::bigint, count(*) FILTER (WHERE f.first)::int, coalesce(sum(n.amount_minor) FILTER (WHERE f.first), 0)::bigint, 0
	FROM deposit_orders n
	CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM deposit_orders p WHERE p.member_id = n.member_id AND p.status = 'paid' AND (p.paid_at, p.id) < (n.paid_at, n.id)) AS first) f
	LEFT JOIN deposit_channels c ON c.id = n.channel_id
	LEFT JOIN agent_settings s ON s.brand_id = n.brand_id
	WHERE n.id = ANY(ids) AND n.status = 'paid' AND n.paid_at IS NOT NULL
	GROUP BY 1, 2, 4;
$$;--> statement-breakpoint
-- The queue rows of the given paid-out withdrawals: per brand and business day of the payout, with the seconds from
-- request to payout.
CREATE FUNCTION "report_payment_withdrawal_figures"(ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO report_payment_queue (brand_id, day, kind, channel, count, amount_minor, first_count, first_amount_minor, wait_seconds)
	SELECT n.brand_id, ((n.disbursed_at AT TIME ZONE 'UTC') + make_interval(mins => coalesce(s.report_offset_minutes, 0)))::date, 'withdrawal', 'bank',
		count(*)::int, sum(n.amount_minor)::bigint, 0, 0, sum(greatest(0, extract(epoch FROM n.disbursed_at - n.created_at)))::bigint
	FROM withdrawals n
	LEFT JOIN agent_settings s ON s.brand_id = n.brand_id
	WHERE n.id = ANY(ids) AND n.disbursed_at IS NOT NULL
	GROUP BY 1, 2;
$$;--> statement-breakpoint
CREATE FUNCTION "report_payment_figures_deposits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_payment_deposit_figures(array(SELECT id FROM new_rows WHERE status = 'paid'));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deposit_orders_report_insert" AFTER INSERT ON "deposit_orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_payment_figures_deposits();--> statement-breakpoint
CREATE FUNCTION "report_payment_figures_deposits_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_payment_deposit_figures(array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.status <> 'paid' WHERE n.status = 'paid'));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deposit_orders_report_update" AFTER UPDATE ON "deposit_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_payment_figures_deposits_update();--> statement-breakpoint
CREATE FUNCTION "report_payment_figures_withdrawals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_payment_withdrawal_figures(array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.disbursed_at IS NULL WHERE n.disbursed_at IS NOT NULL));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "withdrawals_report_update" AFTER UPDATE ON "withdrawals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_payment_figures_withdrawals();--> statement-breakpoint
-- the payments made before this migration, queued for the roll-up
SELECT report_payment_deposit_figures(array(SELECT id FROM deposit_orders WHERE status = 'paid'));--> statement-breakpoint
SELECT report_payment_withdrawal_figures(array(SELECT id FROM withdrawals WHERE disbursed_at IS NOT NULL));
