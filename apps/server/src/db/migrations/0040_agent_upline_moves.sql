-- Moving a member to another upline (issue 29). The upline stayed fixed so far because the closure (agent_downline)
-- and the team figures are built on it; an operator's move now rewrites the closure of the member's whole subtree in
-- one transaction (modules/agents/upline-move.ts), which says so with SET LOCAL app.upline_move = 'on'. Any other
-- change of upline_id is still refused. The days already rolled up stay with the old upline; what happens after the
-- move counts for the new one. Every move is kept, with the operator and the reason.
CREATE OR REPLACE FUNCTION "agent_upline_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.upline_id IS DISTINCT FROM OLD.upline_id AND coalesce(current_setting('app.upline_move', true), '') <> 'on' THEN
		RAISE EXCEPTION 'members.upline_id cannot change (agent_downline)' USING ERRCODE = '55000';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TABLE "agent_upline_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"from_upline_id" integer REFERENCES "members"("id"),
	"to_upline_id" integer NOT NULL REFERENCES "members"("id"),
	"moved_by" text NOT NULL,
	"reason" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "agent_upline_moves_member_idx" ON "agent_upline_moves" USING btree ("member_id", "moved_at");
