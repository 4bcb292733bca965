-- Promotion operations (issue 12): applications, raffle tickets and the operator's levers.
-- 1. One application waiting for a decision per member and promotion: concurrent applications insert one row, the
--    others find this index (a rejected or issued one does not count).
CREATE UNIQUE INDEX "activity_applications_one_applying_idx" ON "activity_applications" USING btree ("promotion_id","member_id") WHERE "activity_applications"."status" = 'applying';--> statement-breakpoint
-- 2. A raffle ticket number is unique within its raffle.
CREATE UNIQUE INDEX "promotion_entries_promotion_ticket_idx" ON "promotion_entries" USING btree ("promotion_id","ticket_no") WHERE "promotion_entries"."ticket_no" IS NOT NULL;--> statement-breakpoint
-- 3. The draw job looks for raffles not drawn yet.
CREATE INDEX "raffle_draws_pending_idx" ON "raffle_draws" USING btree ("promotion_id") WHERE "raffle_draws"."drawn_at" IS NULL;
