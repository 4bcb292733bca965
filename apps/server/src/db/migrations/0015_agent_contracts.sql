-- Dividend and salary contracts between an upline agent and a direct downline agent (issue 13): the contracts, their
-- history, their settlements and the per-brand payer setting.
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"upline_id" integer NOT NULL REFERENCES "members"("id"),
	"downline_id" integer NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL,
	"state" text DEFAULT 'offered' NOT NULL,
	"rate_bp" integer NOT NULL,
	"min_valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"min_profit_loss_minor" bigint,
	"min_active_members" integer DEFAULT 0 NOT NULL,
	"daily_bet_minor" bigint,
	"hourly_bet_minor" bigint,
	"dividend_period" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"request_id" text,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"effective_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"settled_through" timestamp with time zone,
	CONSTRAINT "agent_contracts_rate" CHECK ("rate_bp" between 1 and 10000),
	CONSTRAINT "agent_contracts_pair" CHECK ("upline_id" <> "downline_id")
);--> statement-breakpoint
-- one accepted contract per kind and pair: of two acceptances at once, one commits and the other meets this index
CREATE UNIQUE INDEX "agent_contracts_one_accepted_idx" ON "agent_contracts" USING btree ("upline_id","downline_id","kind") WHERE "agent_contracts"."state" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_upline_request_idx" ON "agent_contracts" USING btree ("upline_id","request_id") WHERE "agent_contracts"."request_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind","state");--> statement-breakpoint
CREATE INDEX "agent_contracts_downline_idx" ON "agent_contracts" USING btree ("downline_id","kind","state");--> statement-breakpoint
CREATE INDEX "agent_contracts_settle_idx" ON "agent_contracts" USING btree ("kind","id") WHERE "agent_contracts"."effective_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "agent_contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL REFERENCES "agent_contracts"("id"),
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_id" integer REFERENCES "members"("id"),
	"actor_role" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "agent_contract_events_contract_idx" ON "agent_contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE TABLE "agent_contract_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL REFERENCES "agent_contracts"("id"),
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"team_valid_bet_minor" bigint NOT NULL,
	"team_profit_loss_minor" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"payer" text NOT NULL,
	"transaction_id" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);--> statement-breakpoint
-- once per contract and period: a rerun of the settlement job inserts nothing
CREATE UNIQUE INDEX "agent_contract_settlements_period_idx" ON "agent_contract_settlements" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_contract_settlements_downline_idx" ON "agent_contract_settlements" USING btree ("downline_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_contract_settlements_upline_idx" ON "agent_contract_settlements" USING btree ("upline_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_contract_settlements_unpaid_idx" ON "agent_contract_settlements" USING btree ("period_end") WHERE "agent_contract_settlements"."status" = 'unpaid';--> statement-breakpoint
CREATE TABLE "agent_contract_settings" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"payer" text DEFAULT 'house' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_settings_payer" CHECK ("payer" in ('house', 'upline'))
);--> statement-breakpoint
-- the settlement job walks each contract's team down members.upline_id (the team pages may create it first)
CREATE INDEX IF NOT EXISTS "members_upline_idx" ON "members" USING btree ("upline_id");
