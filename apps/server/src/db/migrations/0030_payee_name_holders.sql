-- Payee names per brand (issue 27): the first member of the brand to bind a payee name holds it, like a bank account
-- number (0029). A name is compared as a bank writes it: trimmed, inner spaces collapsed, upper case (the same
-- expression as modules/accounts/shared-identity.ts). db/schema/accounts.ts describes the table; docs/multi-account.md
-- the rule.
CREATE TABLE "payee_name_holders" (
	"brand_id" text NOT NULL,
	"normal_name" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "payee_name_holders_pk" PRIMARY KEY ("brand_id", "normal_name")
);--> statement-breakpoint
-- every name already bound (a registration's payee name, the login-verification bank account name, a card's account
-- name): the oldest binding holds it; members who already share a name keep their bindings (the checks find them)
INSERT INTO "payee_name_holders" ("brand_id", "normal_name", "member_id", "created_at")
SELECT DISTINCT ON ("brand_id", "normal_name") "brand_id", "normal_name", "member_id", "created_at"
FROM (
	SELECT "brand_id", upper(regexp_replace(btrim("payee_name"), '\s+', ' ', 'g')) AS "normal_name", "id" AS "member_id", "created_at", 0 AS "source"
	FROM "members" WHERE "payee_name" IS NOT NULL
	UNION ALL
	SELECT "brand_id", upper(regexp_replace(btrim("bank_account_name"), '\s+', ' ', 'g')), "id", "created_at", 1
	FROM "members" WHERE "bank_account_name" IS NOT NULL
	UNION ALL
	SELECT "brand_id", upper(regexp_replace(btrim("account_name"), '\s+', ' ', 'g')), "member_id", "created_at", 2
	FROM "bank_cards"
) AS "names"
WHERE "normal_name" <> ''
ORDER BY "brand_id", "normal_name", "created_at", "member_id", "source";
