-- Official results of the regional draws (issue 29). A game takes its results from our committed seed (every game can)
-- or from the lottery company (the daily regional draws, when the operator switches them): then its draws wait after
-- their draw time until one operator enters the official numbers and another confirms them, and settle as drawn draws
-- do. A draw records where its result came from (a seed-drawn one is verifiable, an official one has no seed to show).
ALTER TABLE "lottery_games" ADD COLUMN "result_source" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_result_source_check" CHECK ("result_source" in ('seed', 'official'));--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "result_source" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_result_source_check" CHECK ("result_source" in ('seed', 'official'));--> statement-breakpoint
-- the entry waiting for a second operator (one per draw); kept once confirmed, with who confirmed it
CREATE TABLE "lottery_result_entries" (
	"draw_id" bigint PRIMARY KEY NOT NULL REFERENCES "lottery_draws"("id") ON DELETE CASCADE,
	"result" jsonb NOT NULL,
	"entered_by" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "lottery_result_entries_two_operators_check" CHECK ("confirmed_by" IS NULL OR "confirmed_by" <> "entered_by")
);
