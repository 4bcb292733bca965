-- Mobile numbers as national numbers (issue 31): members' numbers are stored without the trunk prefix their country
-- dials inside it (0917 123 4567 in the Philippines is +63 917 123 4567), so 09171234567 and 9171234567 are one number.
-- The server reads new numbers that way (libphonenumber); this normalises the stored ones. A number that would then
-- equal another member's of the same brand is NOT changed: both are written to mobile_collisions for an operator to
-- resolve (never merged). normalize_member_mobiles() can be run again (the migration test does).
CREATE TABLE "mobile_collisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"country_dialing_code" text NOT NULL,
	"mobile_num" text NOT NULL,
	"national_number" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_collisions_open_idx" ON "mobile_collisions" ("member_id") WHERE "resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "mobile_collisions_brand_idx" ON "mobile_collisions" ("brand_id", "id");--> statement-breakpoint
CREATE FUNCTION "normalize_member_mobiles"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	changed integer;
BEGIN
	-- the countries whose numbers are dialled with a trunk 0 at home (Italy, Spain, Singapore, Hong Kong, Malta... have
	-- none: a leading 0 there is part of the number and stays)
	CREATE TEMP TABLE mobile_candidates ON COMMIT DROP AS
	SELECT m.id, m.brand_id, m.country_dialing_code, m.mobile_num, regexp_replace(m.mobile_num, '^0+', '') AS national_number
	FROM members m
	WHERE m.mobile_num ~ '^0[0-9]' AND m.country_dialing_code IN (
		'63', '84', '44', '62', '66', '82', '60', '86', '91', '81', '61', '64', '49', '33', '41', '43', '31', '32', '46', '90', '92', '880', '95', '855', '856', '886', '27', '234', '20', '972', '353', '351');
	INSERT INTO mobile_collisions (brand_id, member_id, country_dialing_code, mobile_num, national_number)
	SELECT c.brand_id, c.id, c.country_dialing_code, c.mobile_num, c.national_number
	FROM mobile_candidates c
	WHERE (EXISTS (SELECT 1 FROM members o WHERE o.brand_id = c.brand_id AND o.country_dialing_code = c.country_dialing_code AND o.mobile_num = c.national_number AND o.id <> c.id)
		OR EXISTS (SELECT 1 FROM mobile_candidates o WHERE o.brand_id = c.brand_id AND o.country_dialing_code = c.country_dialing_code AND o.national_number = c.national_number AND o.id <> c.id))
		AND NOT EXISTS (SELECT 1 FROM mobile_collisions k WHERE k.member_id = c.id AND k.resolved_at IS NULL);
	-- the other side of each collision (the member already holding the national number) is reported too
	INSERT INTO mobile_collisions (brand_id, member_id, country_dialing_code, mobile_num, national_number)
	SELECT DISTINCT o.brand_id, o.id, o.country_dialing_code, o.mobile_num, o.mobile_num
	FROM mobile_candidates c JOIN members o ON o.brand_id = c.brand_id AND o.country_dialing_code = c.country_dialing_code AND o.mobile_num = c.national_number AND o.id <> c.id
	WHERE NOT EXISTS (SELECT 1 FROM mobile_collisions k WHERE k.member_id = o.id AND k.resolved_at IS NULL);
	UPDATE members m SET mobile_num = c.national_number
	FROM mobile_candidates c
	WHERE m.id = c.id AND NOT EXISTS (SELECT 1 FROM mobile_collisions k WHERE k.member_id = c.id AND k.resolved_at IS NULL);
	GET DIAGNOSTICS changed = ROW_COUNT;
	DROP TABLE mobile_candidates;
	RETURN changed;
END $$;--> statement-breakpoint
SELECT normalize_member_mobiles();
