-- Announcements and help articles keep their texts per language in one jsonb object ({"EN": …, "TY": …, "vi": …}),
-- as promotions, missions and VIP tiers already do: a brand in a new language needs no new column (issue 33).
ALTER TABLE "announcements" ADD COLUMN "title" jsonb;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "content" jsonb;--> statement-breakpoint
UPDATE "announcements" SET "title" = jsonb_build_object('EN', "title_en", 'TY', "title_ty"), "content" = jsonb_build_object('EN', "content_en", 'TY', "content_ty");--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "content" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "announcements" DROP COLUMN "title_ty";--> statement-breakpoint
ALTER TABLE "announcements" DROP COLUMN "content_en";--> statement-breakpoint
ALTER TABLE "announcements" DROP COLUMN "content_ty";--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "title" jsonb;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "content" jsonb;--> statement-breakpoint
UPDATE "help_articles" SET "title" = jsonb_build_object('EN', "title_en", 'TY', "title_ty"), "content" = jsonb_build_object('EN', "content_en", 'TY', "content_ty");--> statement-breakpoint
ALTER TABLE "help_articles" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ALTER COLUMN "content" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "help_articles" DROP COLUMN "title_ty";--> statement-breakpoint
ALTER TABLE "help_articles" DROP COLUMN "content_en";--> statement-breakpoint
ALTER TABLE "help_articles" DROP COLUMN "content_ty";
