-- Authenticator two-factor for members (issue 31): one TOTP secret per member (RFC 6238, 30-second steps), pending
-- until the member confirms it with a code from the app; the last accepted step refuses a code seen once (replay).
-- The secret is stored as is (the platform keeps no key to encrypt it with; the database is the secret's boundary,
-- as for the operators' authenticators). Ten single-use recovery codes per member, only their SHA-256 kept.
CREATE TABLE "member_totp" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"brand_id" text NOT NULL,
	"secret" text NOT NULL,
	"pending" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "member_recovery_codes" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	PRIMARY KEY ("member_id", "code_hash")
);
