-- Issue 27, what a wager is worth (modules/wallet/wager-worth.ts). Every bet records its expected house edge and the
-- share of its stake that counts (wager weight): valid bets, bonus wagering, rebates, points, missions, VIP and agent
-- figures all read valid_bet_minor, which settlement now sets to stake x weight.
ALTER TABLE "bets" ADD COLUMN "edge_bp" integer;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "wager_weight_bp" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
-- The brand's rule: the edge a bet needs to count in full, per game category, and the return to player assumed for a
-- vendor game that declares none.
CREATE TABLE "wager_rules" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"edge_floor_bp" jsonb NOT NULL,
	"default_rtp_bp" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Bonus terms operators can trust: a no-deposit bonus's largest cash-out (the rest is forfeited at release) and the
-- deposit its winnings wait for before they may be withdrawn.
ALTER TABLE "bonuses" ADD COLUMN "max_cashout_minor" bigint;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "deposit_required_minor" bigint;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "cashed_out_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Who gets the sign-up reward: accounts an agent registered only when the brand opts in; the risk check holds back
-- an account that shares an address, device, bank account or payee name with another member.
ALTER TABLE "promotion_settings" ADD COLUMN "signup_for_agent_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_settings" ADD COLUMN "signup_risk_check" boolean DEFAULT true NOT NULL;
