-- Live (issue 15): the arrival notice is pushed too. A popup announcement or a promotion of a brand inserted or
-- changed sends broadcast_events { kind: 'notice', brandId } at commit; the push hub tells the brand's tabs to ask
-- for the notice again (at most once per 2 s per brand). Statement-level, like migration 0018's triggers.
CREATE FUNCTION "live_notice_announcements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('broadcast_events', json_build_object('kind', 'notice', 'brandId', c.brand_id)::text)
	FROM (SELECT DISTINCT n.brand_id FROM new_rows n) c;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "announcements_live_insert" AFTER INSERT ON "announcements" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_notice_announcements();--> statement-breakpoint
CREATE TRIGGER "announcements_live_update" AFTER UPDATE ON "announcements" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_notice_announcements();--> statement-breakpoint
CREATE TRIGGER "promotions_live_insert" AFTER INSERT ON "promotions" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_notice_announcements();--> statement-breakpoint
CREATE TRIGGER "promotions_live_update" AFTER UPDATE ON "promotions" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION live_notice_announcements();
