-- First screens (issue 34): the server's rendered pages show the catalogue (a lobby's games and vendors). A change to
-- a brand's settings of its games or vendors sends broadcast_events { kind: 'catalogue', brandId } at commit, and a
-- change to a game or a vendor itself (every brand shows it) { kind: 'catalogue', brandId: null }; the server drops
-- the pages those brands' visitors were sent. Statement-level, like migration 0022's triggers: a sync of 10,000 games
-- sends one notification.
CREATE FUNCTION "catalogue_changed_brand"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('broadcast_events', json_build_object('kind', 'catalogue', 'brandId', c.brand_id)::text)
	FROM (SELECT DISTINCT n.brand_id FROM changed_rows n) c;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "catalogue_changed_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('broadcast_events', json_build_object('kind', 'catalogue', 'brandId', NULL)::text);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "brand_game_settings_catalogue_insert" AFTER INSERT ON "brand_game_settings" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_brand();--> statement-breakpoint
CREATE TRIGGER "brand_game_settings_catalogue_update" AFTER UPDATE ON "brand_game_settings" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_brand();--> statement-breakpoint
CREATE TRIGGER "brand_game_settings_catalogue_delete" AFTER DELETE ON "brand_game_settings" REFERENCING OLD TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_brand();--> statement-breakpoint
CREATE TRIGGER "brand_vendor_settings_catalogue_insert" AFTER INSERT ON "brand_vendor_settings" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_brand();--> statement-breakpoint
CREATE TRIGGER "brand_vendor_settings_catalogue_update" AFTER UPDATE ON "brand_vendor_settings" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_brand();--> statement-breakpoint
CREATE TRIGGER "brand_vendor_settings_catalogue_delete" AFTER DELETE ON "brand_vendor_settings" REFERENCING OLD TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_brand();--> statement-breakpoint
CREATE TRIGGER "games_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "games"
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_all();--> statement-breakpoint
CREATE TRIGGER "game_vendors_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "game_vendors"
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_all();
