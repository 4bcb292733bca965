-- Email through SMTP (issue 31): every email the platform sends is one row here, tried at once and, when the mail
-- server cannot take it now, again by a job with a growing wait; what it could not deliver is visible to operators.
-- An address the mail server refused for good (a bounce: 5xx) is suppressed for the brand: nothing more is sent to it
-- until an operator lifts it.
CREATE TABLE "email_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "email_deliveries_due_idx" ON "email_deliveries" ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_deliveries_brand_idx" ON "email_deliveries" ("brand_id", "id");--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"brand_id" text NOT NULL,
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_pk" PRIMARY KEY ("brand_id", "address")
);
