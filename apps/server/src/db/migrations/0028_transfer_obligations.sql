-- Issue 27, money keeps its obligations when it moves between members (modules/wallet/turnover-obligations.ts,
-- docs/transfers.md). The withdrawal turnover becomes a per-member obligation: paid deposits add to it (amount x the
-- brand's turnover multiple), valid bets placed since `since` work it off, and a transfer to the upline or a downline
-- moves the sender's unmet part to the receiver.
CREATE TABLE "turnover_obligations" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"brand_id" text NOT NULL,
	"required_minor" bigint DEFAULT 0 NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_obligations_required_check" CHECK ("required_minor" >= 0)
);--> statement-breakpoint
-- One row per transfer that carried an obligation: what moved, for the operator and so a retry moves nothing twice.
CREATE TABLE "turnover_obligation_moves" (
	"transaction_id" bigint PRIMARY KEY NOT NULL REFERENCES "ledger_transactions"("id"),
	"brand_id" text NOT NULL,
	"from_member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"to_member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"amount_minor" bigint NOT NULL,
	"obligation_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "turnover_obligation_moves_to_idx" ON "turnover_obligation_moves" USING btree ("to_member_id","created_at");--> statement-breakpoint
-- The rule so far (the last paid deposit x the multiple, bets since it was paid) carried over as each member's
-- obligation, so nobody's requirement changes on the upgrade.
INSERT INTO "turnover_obligations" ("member_id", "brand_id", "required_minor", "since")
SELECT DISTINCT ON (d."member_id") d."member_id", d."brand_id", ceil(d."amount_minor" * s."turnover_percent" / 100.0)::bigint, d."paid_at"
FROM "deposit_orders" d JOIN "wallet_settings" s ON s."brand_id" = d."brand_id"
WHERE d."status" = 'paid' AND d."paid_at" IS NOT NULL
ORDER BY d."member_id", d."paid_at" DESC;
