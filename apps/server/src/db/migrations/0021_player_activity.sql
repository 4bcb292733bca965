-- Reality checks, slot pacing, the date of birth and the activity statement (issue 17). db/schema/player-activity.ts
-- describes the tables; docs/responsible-gaming.md ("Reality check, pacing, age and statement") the rules.
ALTER TABLE "members" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"brand_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "play_sessions_member_started_idx" ON "play_sessions" USING btree ("member_id", "started_at");--> statement-breakpoint
CREATE TABLE "player_activity" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"reality_check_minutes" integer,
	"current_session_id" integer REFERENCES "play_sessions"("id") ON DELETE set null,
	"next_check_at" timestamp with time zone,
	"last_spin_at" timestamp with time zone
);
