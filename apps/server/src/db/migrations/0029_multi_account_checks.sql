-- Multi-account checks (issue 27): where members were seen from, one holder per bank account number and brand,
-- referral rewards held for review, and the brand's rule for shared (family) bank accounts. db/schema/accounts.ts
-- and loyalty.ts describe the tables; docs/multi-account.md the rules.
CREATE TABLE "member_sightings" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"ip" text NOT NULL,
	"install_id" text NOT NULL DEFAULT '',
	"user_agent" text NOT NULL DEFAULT '',
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_sightings_pk" PRIMARY KEY ("member_id", "day", "ip", "install_id", "user_agent")
);--> statement-breakpoint
CREATE INDEX "member_sightings_brand_ip_idx" ON "member_sightings" USING btree ("brand_id", "ip", "day");--> statement-breakpoint
CREATE INDEX "member_sightings_brand_install_idx" ON "member_sightings" USING btree ("brand_id", "install_id", "day") WHERE "install_id" <> '';--> statement-breakpoint
CREATE TABLE "bank_account_holders" (
	"brand_id" text NOT NULL,
	"account_number" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "bank_account_holders_pk" PRIMARY KEY ("brand_id", "account_number")
);--> statement-breakpoint
-- the first member to bind a number holds it; later bindings by others stay (they are what the checks find)
INSERT INTO "bank_account_holders" ("brand_id", "account_number", "member_id", "created_at")
SELECT DISTINCT ON ("brand_id", "account_number") "brand_id", "account_number", "member_id", "created_at"
FROM "bank_cards" ORDER BY "brand_id", "account_number", "id";--> statement-breakpoint
CREATE TABLE "identity_rules" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"shared_bank_accounts" text NOT NULL DEFAULT 'refuse',
	"updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "review_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
CREATE INDEX "referrals_review_idx" ON "referrals" USING btree ("brand_id", "review_status");
--> statement-breakpoint
CREATE INDEX "bank_cards_brand_number_idx" ON "bank_cards" USING btree ("brand_id", "account_number");
