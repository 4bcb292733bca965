-- Back office (issue 28): the most one adjustment of a role may move (null: no limit), and a member's standing
-- (active, suspended, closed) set by an operator.
ALTER TABLE "operator_roles" ADD COLUMN "adjustment_limit_minor" bigint;--> statement-breakpoint
UPDATE "operator_roles" SET "adjustment_limit_minor" = 1000000 WHERE "name" = 'finance';--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
