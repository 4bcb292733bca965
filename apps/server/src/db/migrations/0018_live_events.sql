-- Live (issue 15): the database tells every server process what changed, so pushed updates need no polling and
-- several processes behave as one. Statement-level triggers send pg_notify hints (delivered at commit, never for a
-- rolled-back transaction) on every path that changes the state, bulk settlements included; the push hub
-- (modules/live) turns them into events for the connected tabs. lib/notify.ts names the channels.
--   wallet_accounts balance changed      -> member_events { memberId, kind: 'balance' }
--   withdrawals status changed           -> member_events { memberId, kind: 'balance' } (the held amount)
--   member_messages inserted / read      -> member_events { memberId, kind: 'messages' }
--   deposit_orders -> paid               -> member_events { memberId, kind: 'deposit', orderNo, amountMinor }
--   lottery_draws inserted / new status  -> broadcast_events { kind: 'draw', gameCode, drawNo, status }
--   game_wins inserted                   -> broadcast_events { kind: 'winners', brandId } (null: every brand)
-- pg_notify folds identical payloads of one transaction into one, so a settlement touching a member twice sends one.
CREATE FUNCTION "live_wallets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('member_events', json_build_object('memberId', c.member_id, 'kind', 'balance')::text)
	FROM (SELECT DISTINCT n.member_id FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE n.member_id IS NOT NULL AND n.balance_minor IS DISTINCT FROM o.balance_minor) c;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "wallet_accounts_live_update" AFTER UPDATE ON "wallet_accounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_wallets_changed();--> statement-breakpoint
CREATE FUNCTION "live_wallets_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('member_events', json_build_object('memberId', c.member_id, 'kind', 'balance')::text)
	FROM (SELECT DISTINCT n.member_id FROM new_rows n WHERE n.member_id IS NOT NULL AND n.balance_minor <> 0) c;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "wallet_accounts_live_insert" AFTER INSERT ON "wallet_accounts" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_wallets_inserted();--> statement-breakpoint
CREATE FUNCTION "live_withdrawals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('member_events', json_build_object('memberId', c.member_id, 'kind', 'balance')::text)
	FROM (SELECT DISTINCT n.member_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status IS DISTINCT FROM o.status) c;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "withdrawals_live_update" AFTER UPDATE ON "withdrawals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_withdrawals_changed();--> statement-breakpoint
CREATE FUNCTION "live_messages_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('member_events', json_build_object('memberId', c.member_id, 'kind', 'messages')::text)
	FROM (SELECT DISTINCT n.member_id FROM new_rows n) c;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "member_messages_live_insert" AFTER INSERT ON "member_messages" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_messages_inserted();--> statement-breakpoint
CREATE FUNCTION "live_messages_read"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('member_events', json_build_object('memberId', c.member_id, 'kind', 'messages')::text)
	FROM (SELECT DISTINCT n.member_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.read_at IS DISTINCT FROM o.read_at) c;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "member_messages_live_update" AFTER UPDATE ON "member_messages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_messages_read();--> statement-breakpoint
CREATE FUNCTION "live_deposits_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('member_events', json_build_object('memberId', n.member_id, 'kind', 'deposit', 'orderNo', n.order_no, 'amountMinor', n.amount_minor)::text)
	FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status = 'paid' AND o.status IS DISTINCT FROM 'paid';
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deposit_orders_live_update" AFTER UPDATE ON "deposit_orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_deposits_paid();--> statement-breakpoint
CREATE FUNCTION "live_draws_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('broadcast_events', json_build_object('kind', 'draw', 'gameCode', n.game_code, 'drawNo', n.draw_no, 'status', n.status)::text)
	FROM new_rows n;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lottery_draws_live_insert" AFTER INSERT ON "lottery_draws" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_draws_inserted();--> statement-breakpoint
CREATE FUNCTION "live_draws_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('broadcast_events', json_build_object('kind', 'draw', 'gameCode', n.game_code, 'drawNo', n.draw_no, 'status', n.status)::text)
	FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status IS DISTINCT FROM o.status;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lottery_draws_live_update" AFTER UPDATE ON "lottery_draws" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_draws_changed();--> statement-breakpoint
CREATE FUNCTION "live_wins_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('broadcast_events', json_build_object('kind', 'winners', 'brandId', c.brand_id)::text)
	FROM (SELECT DISTINCT n.brand_id FROM new_rows n) c;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "game_wins_live_insert" AFTER INSERT ON "game_wins" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_wins_inserted();--> statement-breakpoint
-- Work that must run once across the server processes (the lottery scheduler, the minute jobs): a process holds a
-- job's lease while it renews it before expires_at; another takes it over once it lapses. Unlogged: after a crash the
-- table comes back empty, which frees every lease.
CREATE UNLOGGED TABLE "job_leases" (
	"name" text PRIMARY KEY,
	"holder" text NOT NULL,
	"expires_at" timestamptz NOT NULL
);--> statement-breakpoint
-- The per-client request counts of the edge's rate limit, shared by the server processes (PostgreSQL only; one PGlite
-- process counts in memory). Unlogged: counts of a minute are not worth a write-ahead log.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY,
	"count" integer NOT NULL,
	"resets_at" timestamptz NOT NULL
);--> statement-breakpoint
CREATE INDEX "rate_limit_hits_resets_at_idx" ON "rate_limit_hits" ("resets_at");
