-- A brand's settings changed in the back office (issue 29): the languages, the currency display, the site's
-- description and the footer's texts, over the brand file's. The server merges them over the file, checks the result
-- with the brand file's own schema, and every process takes a change within seconds, without a restart.
CREATE TABLE "brand_overrides" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"patch" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
