-- Help centre (issue 16): every article gets a stable key per brand, so the seed can add the articles a database
-- lacks at every start without touching what an operator changed, and a link can name one article (#key). A removed
-- article stays as a row with removed_at (the seed would otherwise bring it back).
-- The four demo stubs seeded before are replaced by the full set when they are unchanged; any other row keeps its
-- text under a legacy key.
DELETE FROM "help_articles" WHERE ("category", "title_en") IN (
	('account', 'How do I create an account?'),
	('deposit', 'How long does a deposit take?'),
	('withdrawal', 'Why is my withdrawal pending?'),
	('responsible', 'Playing responsibly')
) AND "content_en" IN (
	'<p>Press <strong>Register</strong>, choose a username or your mobile number, set a password and accept the terms.</p>',
	'<p>E-wallet and crypto deposits arrive within minutes; bank transfers within 30 minutes.</p>',
	'<p>Withdrawals are reviewed for your security. <em>Confirm receipt</em> once the money arrives.</p>',
	'<p>Set limits, take breaks and never chase losses. Players must be 18 or older.</p>'
);--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "help_articles" SET "key" = 'legacy-' || "id" WHERE "key" IS NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_brand_key_idx" ON "help_articles" USING btree ("brand_id","key");
