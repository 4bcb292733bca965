-- The daily payments reconciliation (issue 32) reads a brand's deposit postings of a business day: those naming no
-- order show as mismatches. ledger_transactions has no index by brand and time (its reads go by member), so a partial
-- one over the deposit postings only: small, and untouched by bets and every other kind.
CREATE INDEX "ledger_transactions_deposit_brand_time_idx" ON "ledger_transactions" USING btree ("brand_id","created_at") WHERE "kind" = 'deposit';
