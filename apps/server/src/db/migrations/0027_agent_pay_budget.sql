-- issue 27 (agent pay budget): the brand's maximum contract rate per kind, in basis points. The top agent's own rate is
-- this maximum, each level offers at most its own rate, and the settlement caps every contract at it (a maximum
-- lowered below accepted contracts takes effect from the next settled period). Defaults (the reward budget's share for agents: docs/promotions.md): dividends 20%, the daily salary 1%, the
-- hourly and real-time salaries 0.25% each.
ALTER TABLE "agent_contract_settings" ADD COLUMN "max_dividend_rate_bp" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_settings" ADD COLUMN "max_daily_salary_rate_bp" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_settings" ADD COLUMN "max_hourly_salary_rate_bp" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_settings" ADD COLUMN "max_real_time_salary_rate_bp" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_settings" ADD CONSTRAINT "agent_contract_settings_max_rates" CHECK ("max_dividend_rate_bp" between 1 and 10000 and "max_daily_salary_rate_bp" between 1 and 10000 and "max_hourly_salary_rate_bp" between 1 and 10000 and "max_real_time_salary_rate_bp" between 1 and 10000);
