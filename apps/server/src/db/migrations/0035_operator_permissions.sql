-- issue 28: the operator routes once behind the master token are operator calls now; three permissions name them
-- (contract operators.ts): the owner has every permission, finance runs agent pay, risk handles lottery draws
UPDATE "operator_roles" SET "permissions" = "permissions" || '["settings.write","lottery.write","agents.write"]'::jsonb WHERE "name" = 'owner' AND NOT "permissions" ? 'settings.write';--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || '["agents.write"]'::jsonb WHERE "name" = 'finance' AND NOT "permissions" ? 'agents.write';--> statement-breakpoint
UPDATE "operator_roles" SET "permissions" = "permissions" || '["lottery.write"]'::jsonb WHERE "name" = 'risk' AND NOT "permissions" ? 'lottery.write';
