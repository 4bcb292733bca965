-- The operators' metrics read the ledger's last 24 hours at every scrape (modules/wallet/ledger/money-figures.ts).
-- ledger_entries is append-only, so its pages follow created_at: a BRIN index finds the window's pages for a few
-- kilobytes of index and next to nothing per insert (a btree would add a write to every entry of the busiest table).
CREATE INDEX "ledger_entries_created_brin_idx" ON "ledger_entries" USING brin ("created_at");
