-- One member per email address and brand (case-insensitive), so a code or a reset sent by email reaches one account.
-- A database that already holds two members with one address is left without the index (the server still checks in
-- code) and warned; once an operator has merged those accounts, the CREATE statement below adds it by hand.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM "members" WHERE "email" IS NOT NULL GROUP BY "brand_id", lower("email") HAVING count(*) > 1
  ) THEN
    CREATE UNIQUE INDEX IF NOT EXISTS "members_brand_email_idx" ON "members" ("brand_id", lower("email")) WHERE "email" IS NOT NULL;
  ELSE
    RAISE WARNING 'members share an email address: members_brand_email_idx not created';
  END IF;
END $$;
