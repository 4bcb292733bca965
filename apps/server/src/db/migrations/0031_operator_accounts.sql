-- The back office (issue 28): operator accounts with roles, the authenticator (TOTP), recovery codes, sessions and API
-- keys, operators' notes on players; and the audit trail made append-only. db/schema/operators.ts describes the tables.
CREATE TABLE "operator_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL UNIQUE,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL UNIQUE,
	"password_hash" text NOT NULL,
	"role_id" integer NOT NULL REFERENCES "operator_roles"("id"),
	"brand_ids" jsonb,
	"totp_secret" text,
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "operator_enrolments" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE cascade,
	"secret" text NOT NULL,
	"ip" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE cascade,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "operator_recovery_codes_operator_id_code_hash_pk" PRIMARY KEY ("operator_id", "code_hash")
);--> statement-breakpoint
CREATE TABLE "operator_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"name" text,
	"prefix" text,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "operator_credentials_token_idx" ON "operator_credentials" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_credentials_operator_idx" ON "operator_credentials" USING btree ("operator_id", "kind");--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"brand_id" text NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "player_notes_member_idx" ON "player_notes" USING btree ("member_id", "id");--> statement-breakpoint
-- the roles every installation starts with (contract operators.ts defaultOperatorRoles)
INSERT INTO "operator_roles" ("name", "permissions") VALUES
	('owner', '["dashboard.read","players.read","players.notes","players.status","players.access","players.limits","bonuses.write","deposits.write","withdrawals.write","adjustments.write","support.write","marketing.write","risk.write","audit.read","operators.manage"]'),
	('finance', '["dashboard.read","players.read","players.notes","deposits.write","withdrawals.write","adjustments.write","audit.read"]'),
	('support', '["players.read","players.notes","players.access","support.write"]'),
	('marketing', '["dashboard.read","players.read","marketing.write","bonuses.write"]'),
	('risk', '["dashboard.read","players.read","players.notes","players.status","players.limits","risk.write","audit.read"]'),
	('readonly', '["dashboard.read","players.read","audit.read"]');--> statement-breakpoint
-- the audit trail is append-only: no update, delete or truncate, whoever asks (the application has no such path either)
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_change" BEFORE UPDATE OR DELETE ON "operator_audit" FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_truncate" BEFORE TRUNCATE ON "operator_audit" FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_append_only"();
