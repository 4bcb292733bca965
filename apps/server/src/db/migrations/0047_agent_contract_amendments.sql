-- An operator's amendment of an accepted agent contract (issue 29): the new terms start with the contract's next
-- settlement period; the contract job finishes the contract then and opens its successor with the new terms.
CREATE TABLE "agent_contract_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL REFERENCES "agent_contracts"("id"),
	"brand_id" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"min_valid_bet_minor" bigint NOT NULL,
	"min_profit_loss_minor" bigint,
	"min_active_members" integer NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"previous_end_at" timestamp with time zone,
	"operator" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"successor_id" integer REFERENCES "agent_contracts"("id"),
	CONSTRAINT "agent_contract_amendments_rate" CHECK ("rate_bp" between 1 and 10000)
);--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_amendments_pending_idx" ON "agent_contract_amendments" ("contract_id") WHERE "applied_at" is null;--> statement-breakpoint
CREATE INDEX "agent_contract_amendments_due_idx" ON "agent_contract_amendments" ("effective_at") WHERE "applied_at" is null;
