-- "Remember me" (issue 31): a refresh token per logged-in browser, kept hashed, in an httpOnly cookie for 30 days and
-- rotated on each use (a family of tokens per login). A token used again after its rotation ends its whole family
-- (a stolen copy); a logout ends the family, a password change every family of the member.
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"brand_id" text NOT NULL,
	"family" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" ("family");--> statement-breakpoint
CREATE INDEX "refresh_tokens_member_idx" ON "refresh_tokens" ("member_id") WHERE "revoked_at" IS NULL;
