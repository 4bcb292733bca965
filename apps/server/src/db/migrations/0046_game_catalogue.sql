-- The game catalogue per brand (issue 29): operators switch a provider or a game off for one brand, give a provider a
-- maintenance window, and override a game's hot and new flags, lobby position, picture, minimum bet shown, RTP and
-- category (the lobby's classification filter).
-- Rows exist only where a brand departs from the global catalogue (games, game_vendors), so the lobby reads a few
-- rows per brand beside its precomputed ranks.
CREATE TABLE "brand_vendor_settings" (
	"brand_id" text NOT NULL,
	"vendor_id" integer NOT NULL REFERENCES "game_vendors"("id") ON DELETE cascade,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer,
	"maintenance_from" timestamp with time zone,
	"maintenance_until" timestamp with time zone,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_vendor_settings_pk" PRIMARY KEY ("brand_id", "vendor_id"),
	CONSTRAINT "brand_vendor_settings_window_check" CHECK (("maintenance_from" IS NULL) = ("maintenance_until" IS NULL) AND ("maintenance_until" IS NULL OR "maintenance_until" > "maintenance_from"))
);--> statement-breakpoint
CREATE TABLE "brand_game_settings" (
	"brand_id" text NOT NULL,
	"game_id" integer NOT NULL REFERENCES "games"("id") ON DELETE cascade,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_hot" boolean,
	"is_new" boolean,
	"sort" integer,
	"image_url" text,
	"min_bet_minor" integer,
	"rtp_bp" integer,
	"game_classify" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_game_settings_pk" PRIMARY KEY ("brand_id", "game_id"),
	CONSTRAINT "brand_game_settings_min_bet_check" CHECK ("min_bet_minor" IS NULL OR "min_bet_minor" >= 0),
	CONSTRAINT "brand_game_settings_rtp_check" CHECK ("rtp_bp" IS NULL OR "rtp_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "brand_game_settings_classify_check" CHECK ("game_classify" IS NULL OR "game_classify" ~ '^[A-Z_]{1,24}$')
);
