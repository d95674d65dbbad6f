CREATE TABLE "price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"price" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sale_price_try" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sale_price_usd" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sale_price_foreign" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "reference_price_try" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "reference_price_usd" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "reference_price_foreign" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sale_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sale_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price_try" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price_usd" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price_foreign" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reference_price_try" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reference_price_usd" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reference_price_foreign" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_item_idx" ON "price_history" USING btree ("product_id","variant_id","currency","valid_from");
--> statement-breakpoint
-- hand-written: every product and option already in the shop starts its price history with the price it
-- has now, from when the product was created, so a sale on it finds a reference price
-- (docs/decisions/025-sale-prices-and-reference-price.md).
INSERT INTO "price_history" ("product_id", "variant_id", "currency", "kind", "price", "valid_from")
SELECT p."id", NULL, c."currency", 'regular',
  CASE c."currency" WHEN 'TRY' THEN p."price_try" WHEN 'USD' THEN p."price_usd" ELSE p."price_foreign" END,
  p."createdTime"
FROM "products" p CROSS JOIN (VALUES ('TRY'), ('USD'), ('EUR')) AS c("currency");
--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "variant_id", "currency", "kind", "price", "valid_from")
SELECT v."product_id", v."id", c."currency", 'regular',
  CASE c."currency" WHEN 'TRY' THEN v."price_try" WHEN 'USD' THEN v."price_usd" ELSE v."price_foreign" END,
  p."createdTime"
FROM "product_variants" v JOIN "products" p ON p."id" = v."product_id"
CROSS JOIN (VALUES ('TRY'), ('USD'), ('EUR')) AS c("currency");
