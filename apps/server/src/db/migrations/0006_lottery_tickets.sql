ALTER TABLE "lottery_bets" DROP CONSTRAINT "lottery_bets_status_check";--> statement-breakpoint
DROP INDEX "lottery_bets_draw_open_idx";--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("draw_id","id");--> statement-breakpoint
ALTER TABLE "lottery_bets" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "lottery_bets" DROP COLUMN "winning_bets";--> statement-breakpoint
ALTER TABLE "lottery_bets" DROP COLUMN "payout_minor";--> statement-breakpoint
ALTER TABLE "lottery_bets" DROP COLUMN "settled_at";