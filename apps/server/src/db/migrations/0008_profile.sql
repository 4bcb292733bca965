ALTER TABLE "member_messages" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- platform messages written before keys: give the known English texts their key and parameters
UPDATE "member_messages" AS mm SET "message_key" = 'welcome', "params" = jsonb_strip_nulls(jsonb_build_object('nickname', x.m[1], 'amount', x.m[2]))
FROM (SELECT "id", regexp_match("content", '^Welcome, (.*)! Your demo account starts with ([0-9.,]+) in the main wallet\.$') AS m FROM "member_messages" WHERE "title" = 'Welcome' AND "message_key" IS NULL) AS x
WHERE mm."id" = x."id" AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "member_messages" AS mm SET "message_key" = 'transfer_received', "params" = jsonb_strip_nulls(jsonb_build_object('from', x.m[1], 'amount', x.m[2]))
FROM (SELECT "id", regexp_match("content", '^(\S+) transferred ([0-9.,]+) to your main wallet\.$') AS m FROM "member_messages" WHERE "title" = 'Transfer received' AND "message_key" IS NULL) AS x
WHERE mm."id" = x."id" AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "member_messages" AS mm SET "message_key" = 'deposit_received', "params" = jsonb_strip_nulls(jsonb_build_object('orderNo', x.m[1], 'amount', x.m[2]))
FROM (SELECT "id", regexp_match("content", '^Your deposit (\S+) of ([0-9.,]+) has been credited to your main wallet\.$') AS m FROM "member_messages" WHERE "title" = 'Deposit received' AND "message_key" IS NULL) AS x
WHERE mm."id" = x."id" AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "member_messages" AS mm SET "message_key" = 'withdrawal_approved', "params" = jsonb_strip_nulls(jsonb_build_object('orderNo', x.m[1], 'amount', x.m[2]))
FROM (SELECT "id", regexp_match("content", '^Your withdrawal (\S+) of ([0-9.,]+) was approved and will be paid out soon\.$') AS m FROM "member_messages" WHERE "title" = 'Withdrawal approved' AND "message_key" IS NULL) AS x
WHERE mm."id" = x."id" AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "member_messages" AS mm SET "message_key" = 'withdrawal_rejected', "params" = jsonb_strip_nulls(jsonb_build_object('orderNo', x.m[1], 'amount', x.m[2], 'reason', x.m[3]))
FROM (SELECT "id", regexp_match("content", '^Your withdrawal (\S+) of ([0-9.,]+) was rejected(?:: (.*))?\. The amount is back in your main wallet\.$') AS m FROM "member_messages" WHERE "title" = 'Withdrawal rejected' AND "message_key" IS NULL) AS x
WHERE mm."id" = x."id" AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "member_messages" AS mm SET "message_key" = 'withdrawal_paid', "params" = jsonb_strip_nulls(jsonb_build_object('orderNo', x.m[1], 'amount', x.m[2]))
FROM (SELECT "id", regexp_match("content", '^Your withdrawal (\S+) of ([0-9.,]+) was sent to your bank\. Please confirm when it arrives\.$') AS m FROM "member_messages" WHERE "title" = 'Withdrawal paid out' AND "message_key" IS NULL) AS x
WHERE mm."id" = x."id" AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "member_messages" AS mm SET "message_key" = 'withdrawal_resolved', "params" = jsonb_strip_nulls(jsonb_build_object('orderNo', x.m[1], 'refund', x.m[2]))
FROM (SELECT "id", regexp_match("content", '^Your claim on withdrawal (\S+) was reviewed\. Refunded: ([0-9.,]+)\.$') AS m FROM "member_messages" WHERE "title" = 'Withdrawal claim resolved' AND "message_key" IS NULL) AS x
WHERE mm."id" = x."id" AND x.m IS NOT NULL;--> statement-breakpoint
-- the demo seed's opening balance was booked as a deposit: it is an operator adjustment (consolidated totalDeposit counts real deposits only)
INSERT INTO "wallet_accounts" ("brand_id", "member_id", "code", "balance_minor")
SELECT DISTINCT t."brand_id", NULL::integer, 'ADJUSTMENTS', 0 FROM "ledger_transactions" t WHERE t."idempotency_key" = 'seed:opening-balance' AND t."kind" = 'deposit'
ON CONFLICT ("brand_id", "code") WHERE "member_id" IS NULL DO NOTHING;--> statement-breakpoint
UPDATE "ledger_entries" AS e SET "account_id" = a."id", "wallet" = 'ADJUSTMENTS'
FROM "ledger_transactions" t, "wallet_accounts" a
WHERE e."transaction_id" = t."id" AND t."idempotency_key" = 'seed:opening-balance' AND t."kind" = 'deposit'
  AND e."member_id" IS NULL AND e."wallet" = 'DEPOSITS_CLEARING'
  AND a."brand_id" = t."brand_id" AND a."member_id" IS NULL AND a."code" = 'ADJUSTMENTS';--> statement-breakpoint
UPDATE "ledger_entries" AS e SET "kind" = 'adjustment' FROM "ledger_transactions" t
WHERE e."transaction_id" = t."id" AND t."idempotency_key" = 'seed:opening-balance' AND t."kind" = 'deposit';--> statement-breakpoint
UPDATE "ledger_transactions" SET "kind" = 'adjustment' WHERE "idempotency_key" = 'seed:opening-balance' AND "kind" = 'deposit';
