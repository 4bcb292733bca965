DROP INDEX "lottery_bets_draw_idx";--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_member_idx" ON "lottery_bets" USING btree ("draw_id","member_id","id");