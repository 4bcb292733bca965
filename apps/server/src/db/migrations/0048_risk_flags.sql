-- Risk flags and the brand's rules that raise them (issue 30). One open flag per member and kind.
CREATE TABLE "risk_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"score" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"detail" jsonb NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"note" text
);--> statement-breakpoint
CREATE UNIQUE INDEX "risk_flags_open_idx" ON "risk_flags" ("member_id", "kind") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "risk_flags_brand_status_idx" ON "risk_flags" ("brand_id", "status", "id");--> statement-breakpoint
CREATE INDEX "risk_flags_member_idx" ON "risk_flags" ("member_id", "id");--> statement-breakpoint
CREATE TABLE "risk_rules" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
