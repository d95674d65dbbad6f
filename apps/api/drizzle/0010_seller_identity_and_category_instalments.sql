ALTER TABLE "categories" ADD COLUMN "max_installments" integer;--> statement-breakpoint
ALTER TABLE "static_content" ADD COLUMN "seller_trade_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "static_content" ADD COLUMN "seller_mersis_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "static_content" ADD COLUMN "seller_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "static_content" ADD COLUMN "seller_kep_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "static_content" ADD COLUMN "seller_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "static_content" ADD COLUMN "seller_email" text DEFAULT '' NOT NULL;