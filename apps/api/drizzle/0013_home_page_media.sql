ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "press" ADD COLUMN "link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_photos" ADD COLUMN "variant_widths" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "site_photos" ADD COLUMN "height" integer;