ALTER TABLE "games" ADD COLUMN "category_rank" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "vendor_rank" integer;--> statement-breakpoint
CREATE INDEX "games_type_category_rank_idx" ON "games" USING btree ("game_type","category_rank");--> statement-breakpoint
CREATE INDEX "games_vendor_rank_idx" ON "games" USING btree ("vendor_code","vendor_rank");