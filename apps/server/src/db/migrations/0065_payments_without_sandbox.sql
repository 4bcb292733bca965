-- Money in and out without the sandbox (issue 32).
-- Manual transfer channels: the brand's receiving account (a bank or e-wallet account, its holder's name and number,
-- a QR picture, opening hours, instructions); a channel whose provider is 'manual' takes transfers finance confirms.
ALTER TABLE "deposit_channels" ADD COLUMN "institution" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "qr_image" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "instructions" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "open_from" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "open_until" text;--> statement-breakpoint
-- a gateway channel's payment method at the provider (PayMongo: gcash, paymaya, card, qrph)
ALTER TABLE "deposit_channels" ADD COLUMN "method" text;--> statement-breakpoint
-- a transfer's reference (what the player writes in it), its receipt and finance's decision
ALTER TABLE "deposit_orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "receipt_file" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
-- the provider's status query for orders whose webhook never came: when it was last asked
ALTER TABLE "deposit_orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_brand_reference_idx" ON "deposit_orders" ("brand_id","reference") WHERE "reference" IS NOT NULL;--> statement-breakpoint
-- every verified provider notification (and finance's confirmations), once per provider and event id
CREATE TABLE "payment_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "provider" text NOT NULL,
  "event_id" text NOT NULL,
  "brand_id" text NOT NULL,
  "order_no" text NOT NULL,
  "status" text NOT NULL,
  "amount_minor" bigint NOT NULL,
  "currency" text,
  "provider_ref" text,
  "outcome" text NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_idx" ON "payment_events" ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_brand_received_idx" ON "payment_events" ("brand_id","received_at");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" ("order_no");--> statement-breakpoint
-- a brand's gateway credentials set in the back office, encrypted (lib/secret-box.ts) with a key from the environment
CREATE TABLE "payment_gateways" (
  "brand_id" text NOT NULL,
  "provider" text NOT NULL,
  "secret_key" text NOT NULL,
  "webhook_secret" text NOT NULL,
  "public_key" text,
  "enabled" boolean DEFAULT true NOT NULL,
  "updated_by" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "payment_gateways_pk" PRIMARY KEY ("brand_id","provider")
);--> statement-breakpoint
-- payouts: how a brand pays approved withdrawals ('manual' or a provider with payouts), and what each payout recorded
ALTER TABLE "wallet_settings" ADD COLUMN "payout_method" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "transfer_window_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_ref" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_proof_file" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "disbursed_by" text;
