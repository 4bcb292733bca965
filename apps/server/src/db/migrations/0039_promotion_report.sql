-- The promotion report (issue 29): what each promotion cost and what its players' bets brought in. These indexes
-- find a promotion's cash rewards in the ledger, its bonuses and its approved applications without a scan.
CREATE INDEX "ledger_transactions_promotion_idx" ON "ledger_transactions" USING btree (("meta"->>'promotionId')) WHERE "kind" = 'bonus';--> statement-breakpoint
CREATE INDEX "bonuses_promotion_idx" ON "bonuses" USING btree ("promotion_id") WHERE "promotion_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_applications_promotion_idx" ON "activity_applications" USING btree ("promotion_id", "status");
