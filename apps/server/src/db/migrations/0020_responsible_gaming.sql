-- Responsible gaming (issue 17): limits, blocks, their audit and the operator's pack per brand.
-- db/schema/responsible-gaming.ts describes the tables; docs/responsible-gaming.md the rules.
CREATE TABLE "rg_member_state" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"brand_id" text NOT NULL,
	"block_kind" text,
	"block_started_at" timestamp with time zone,
	"block_until" timestamp with time zone,
	"block_all_brands" boolean DEFAULT false NOT NULL,
	"session_limit_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value_minor" bigint,
	"pending" boolean DEFAULT false NOT NULL,
	"pending_value_minor" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limits_pk" PRIMARY KEY ("member_id", "kind", "period")
);--> statement-breakpoint
CREATE TABLE "rg_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer REFERENCES "members"("id") ON DELETE cascade,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "rg_audit_member_idx" ON "rg_audit" USING btree ("member_id", "id");--> statement-breakpoint
CREATE INDEX "rg_audit_brand_idx" ON "rg_audit" USING btree ("brand_id", "id");--> statement-breakpoint
CREATE TABLE "rg_brand_packs" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"pack_id" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
