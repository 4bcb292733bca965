-- Four-eyes withdrawals (issue 28): above the brand's threshold an approval takes two operators. The first approval
-- is kept on the withdrawal (who and when); the second, by someone else, approves it.
ALTER TABLE "wallet_settings" ADD COLUMN "four_eyes_threshold_minor" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;
