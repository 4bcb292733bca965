CREATE TABLE "demo_wallets" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"brand_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"room_id" integer,
	"provider" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendor_settings" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_wins" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text,
	"member_id" integer,
	"bet_id" bigint,
	"game_id" integer NOT NULL,
	"player" text NOT NULL,
	"prize_minor" bigint NOT NULL,
	"multiplier_bp" integer,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"game_classify" text NOT NULL,
	"min_bet_minor" integer NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"rtp_bp" integer,
	"game_code" text,
	"default_play_type" text,
	"account_type_name" text,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inhouse_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"game" text NOT NULL,
	"seed_id" integer NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"bet_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pvp_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"name" text NOT NULL,
	"min_bet_minor" integer NOT NULL,
	"max_bet_minor" integer NOT NULL,
	"seats" integer NOT NULL,
	"base_players" integer NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	"launches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_ref" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"ref_tx_id" text,
	"status" text DEFAULT 'ok' NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_wallets" ADD CONSTRAINT "demo_wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendor_settings" ADD CONSTRAINT "game_vendor_settings_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_rounds" ADD CONSTRAINT "inhouse_rounds_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_rooms" ADD CONSTRAINT "pvp_rooms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_member_active_idx" ON "fair_seeds" USING btree ("member_id") WHERE "fair_seeds"."active";--> statement-breakpoint
CREATE INDEX "fair_seeds_member_idx" ON "fair_seeds" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "favorite_games_member_created_idx" ON "favorite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_launches_token_idx" ON "game_launches" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_launches_expiry_idx" ON "game_launches" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "game_wins_won_idx" ON "game_wins" USING btree ("won_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_external_idx" ON "games" USING btree ("vendor_code","external_id");--> statement-breakpoint
CREATE INDEX "games_type_listed_sort_idx" ON "games" USING btree ("game_type","listed","sort","id");--> statement-breakpoint
CREATE INDEX "games_type_classify_sort_idx" ON "games" USING btree ("game_type","game_classify","sort","id");--> statement-breakpoint
CREATE INDEX "games_vendor_sort_idx" ON "games" USING btree ("vendor_code","is_game","sort","id");--> statement-breakpoint
CREATE INDEX "games_vendor_classify_sort_idx" ON "games" USING btree ("vendor_code","game_classify","sort","id");--> statement-breakpoint
CREATE INDEX "games_type_min_bet_idx" ON "games" USING btree ("game_type","min_bet_minor");--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("game_type","sort") WHERE "games"."is_hot";--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_rounds_seed_nonce_idx" ON "inhouse_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "inhouse_rounds_member_created_idx" ON "inhouse_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "pvp_rooms_vendor_sort_idx" ON "pvp_rooms" USING btree ("vendor_code","sort");--> statement-breakpoint
CREATE INDEX "pvp_rooms_game_idx" ON "pvp_rooms" USING btree ("game_id","sort");--> statement-breakpoint
CREATE INDEX "recent_games_member_played_idx" ON "recent_games" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_tx_idx" ON "vendor_transactions" USING btree ("vendor_code","tx_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_round_idx" ON "vendor_transactions" USING btree ("vendor_code","round_ref");