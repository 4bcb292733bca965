-- Game rounds hardening.
-- 1. A vendor's round belongs to the game it was opened in: the debit records the game, and a credit or rollback
--    for another game finds no round. Existing rows take the game of their ledger bet.
ALTER TABLE "vendor_transactions" ADD COLUMN "game_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "vendor_transactions" AS vt
SET "game_id" = g."id"
FROM "bets" AS b
JOIN "games" AS g ON g."vendor_code" = b."vendor" AND g."external_id" = b."game_code"
WHERE vt."game_id" IS NULL
  AND b."member_id" = vt."member_id"
  AND b."bet_key" = vt."vendor_code" || ':' || vt."round_ref";--> statement-breakpoint
-- 2. A big win's multiplier (basis points of the stake) outgrows an integer past x214,748.
ALTER TABLE "game_wins" ALTER COLUMN "multiplier_bp" SET DATA TYPE bigint;--> statement-breakpoint
-- 3. An in-house round id is the client's idempotency key: unique per member, not across members.
ALTER TABLE "inhouse_rounds" DROP CONSTRAINT "inhouse_rounds_pkey";--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_member_id_round_id_pk" PRIMARY KEY ("member_id", "round_id");--> statement-breakpoint
-- verifying a round by its id alone (a shared proof) reads this
CREATE INDEX "inhouse_rounds_round_created_idx" ON "inhouse_rounds" USING btree ("round_id", "created_at");
