CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"type" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ty" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ty" text NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_status_overrides" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"status" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text DEFAULT '' NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"category" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title_en" text NOT NULL,
	"title_ty" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ty" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "announcements_brand_published_idx" ON "announcements" USING btree ("brand_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_code_type_idx" ON "game_vendors" USING btree ("code","game_type");--> statement-breakpoint
CREATE INDEX "help_articles_brand_idx" ON "help_articles" USING btree ("brand_id","category","sort");