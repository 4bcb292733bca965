-- The rewards report (issue 30): what the house paid in rewards per brand, business day, kind and source (a promotion,
-- or mission, referral, redemption, operator, rebate, salary...), kept by triggers in the transaction that pays them
-- (appended to report_reward_queue, rolled up into report_reward_daily by the report job, read from both):
-- - ledger entries of kinds bonus, rebate, salary, dividend, points (a conversion): the member's credit is "paid";
-- - bonus_release: what reached the member's main wallet is "released", what a cash-out cap sent back is "forfeited";
-- - bonus_forfeit: what an ended bonus held when it ended is "forfeited";
-- - point_transactions: points issued (earned, missions, referrals, adjustments) and spent (redeemed, converted).
-- A row trigger with a WHEN clause: the bets' and wins' entries (the hot path) never call the function.
CREATE TABLE "report_reward_daily" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"count" integer NOT NULL,
	"paid_minor" bigint NOT NULL,
	"released_minor" bigint NOT NULL,
	"forfeited_minor" bigint NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "report_reward_daily_pk" PRIMARY KEY ("brand_id", "day", "kind", "source", "promotion_id")
);--> statement-breakpoint
CREATE TABLE "report_reward_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"count" integer NOT NULL,
	"paid_minor" bigint NOT NULL,
	"released_minor" bigint NOT NULL,
	"forfeited_minor" bigint NOT NULL,
	"points" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "report_reward_queue_brand_day_idx" ON "report_reward_queue" ("brand_id", "day");--> statement-breakpoint
CREATE FUNCTION "report_reward_day"(brand text, at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
	SELECT ((at AT TIME ZONE 'UTC') + make_interval(mins => coalesce((SELECT s.report_offset_minutes FROM agent_settings s WHERE s.brand_id = brand), 0)))::date
$$;--> statement-breakpoint
CREATE FUNCTION "report_reward_figures_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	promotion integer;
	grant_key text;
BEGIN
	-- the promotion or the grant that paid it: from the transaction's meta, or its bonus's row
	SELECT coalesce((t.meta->>'promotionId')::integer, b.promotion_id, 0), coalesce(t.meta->>'grantKey', b.grant_key, '')
	INTO promotion, grant_key
	FROM ledger_transactions t LEFT JOIN bonuses b ON b.id = (t.meta->>'bonusId')::bigint
	WHERE t.id = NEW.transaction_id;
	INSERT INTO report_reward_queue (brand_id, day, kind, source, promotion_id, count, paid_minor, released_minor, forfeited_minor, points)
	SELECT NEW.brand_id, report_reward_day(NEW.brand_id, NEW.created_at), NEW.kind,
		CASE WHEN coalesce(promotion, 0) <> 0 THEN 'promotion' WHEN NEW.kind IN ('bonus', 'bonus_release', 'bonus_forfeit') THEN coalesce(nullif(split_part(grant_key, ':', 1), ''), 'bonus') ELSE NEW.kind END,
		coalesce(promotion, 0), f.count, f.paid, f.released, f.forfeited, 0
	FROM (SELECT
		CASE WHEN NEW.member_id IS NULL THEN 0 WHEN NEW.kind = 'bonus_release' THEN (NEW.wallet = 'MAIN')::int WHEN NEW.kind = 'bonus_forfeit' THEN 1 ELSE (NEW.amount_minor > 0)::int END AS count,
		CASE WHEN NEW.member_id IS NOT NULL AND NEW.kind NOT IN ('bonus_release', 'bonus_forfeit') THEN NEW.amount_minor ELSE 0 END AS paid,
		CASE WHEN NEW.member_id IS NOT NULL AND NEW.kind = 'bonus_release' AND NEW.wallet = 'MAIN' THEN NEW.amount_minor ELSE 0 END AS released,
		CASE WHEN NEW.member_id IS NULL AND NEW.kind IN ('bonus_release', 'bonus_forfeit') THEN NEW.amount_minor ELSE 0 END AS forfeited
	) f
	WHERE f.count <> 0 OR f.paid <> 0 OR f.released <> 0 OR f.forfeited <> 0;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_report_rewards" AFTER INSERT ON "ledger_entries"
	FOR EACH ROW WHEN (NEW.kind IN ('bonus', 'bonus_release', 'bonus_forfeit', 'rebate', 'salary', 'dividend', 'points'))
	EXECUTE FUNCTION report_reward_figures_ledger();--> statement-breakpoint
CREATE FUNCTION "report_reward_figures_points"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO report_reward_queue (brand_id, day, kind, source, promotion_id, count, paid_minor, released_minor, forfeited_minor, points)
	VALUES (NEW.brand_id, report_reward_day(NEW.brand_id, NEW.created_at), 'points_ledger', NEW.kind, 0, 1, 0, 0, 0, NEW.change);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "point_transactions_report_rewards" AFTER INSERT ON "point_transactions"
	FOR EACH ROW WHEN (NEW.change <> 0) EXECUTE FUNCTION report_reward_figures_points();--> statement-breakpoint
-- what was paid before this migration, by day
INSERT INTO report_reward_daily (brand_id, day, kind, source, promotion_id, count, paid_minor, released_minor, forfeited_minor, points)
SELECT x.brand_id, x.day, x.kind, x.source, x.promotion_id, sum(x.count)::int, sum(x.paid)::bigint, sum(x.released)::bigint, sum(x.forfeited)::bigint, sum(x.points)::bigint
FROM (
	SELECT e.brand_id, report_reward_day(e.brand_id, e.created_at) AS day, e.kind,
		CASE WHEN coalesce((t.meta->>'promotionId')::integer, b.promotion_id, 0) <> 0 THEN 'promotion'
			WHEN e.kind IN ('bonus', 'bonus_release', 'bonus_forfeit') THEN coalesce(nullif(split_part(coalesce(t.meta->>'grantKey', b.grant_key, ''), ':', 1), ''), 'bonus') ELSE e.kind END AS source,
		coalesce((t.meta->>'promotionId')::integer, b.promotion_id, 0) AS promotion_id,
		CASE WHEN e.member_id IS NULL THEN 0 WHEN e.kind = 'bonus_release' THEN (e.wallet = 'MAIN')::int WHEN e.kind = 'bonus_forfeit' THEN 1 ELSE (e.amount_minor > 0)::int END AS count,
		CASE WHEN e.member_id IS NOT NULL AND e.kind NOT IN ('bonus_release', 'bonus_forfeit') THEN e.amount_minor ELSE 0 END AS paid,
		CASE WHEN e.member_id IS NOT NULL AND e.kind = 'bonus_release' AND e.wallet = 'MAIN' THEN e.amount_minor ELSE 0 END AS released,
		CASE WHEN e.member_id IS NULL AND e.kind IN ('bonus_release', 'bonus_forfeit') THEN e.amount_minor ELSE 0 END AS forfeited,
		0 AS points
	FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id LEFT JOIN bonuses b ON b.id = (t.meta->>'bonusId')::bigint
	WHERE e.kind IN ('bonus', 'bonus_release', 'bonus_forfeit', 'rebate', 'salary', 'dividend', 'points')
	UNION ALL
	SELECT p.brand_id, report_reward_day(p.brand_id, p.created_at), 'points_ledger', p.kind, 0, 1, 0, 0, 0, p.change
	FROM point_transactions p WHERE p.change <> 0
) x
GROUP BY 1, 2, 3, 4, 5;
