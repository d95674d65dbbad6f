CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"low_stock_threshold" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_low_stock_nonnegative" CHECK ("shop_settings"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
CREATE INDEX "order_events_refund_idx" ON "order_events" USING btree ("at") WHERE "order_events"."type" IN ('refunded', 'canceled', 'return_received') AND "order_events"."amount" > 0;--> statement-breakpoint
CREATE INDEX "order_returns_open_idx" ON "order_returns" USING btree ("requested_at") WHERE "order_returns"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "orders_completed_idx" ON "orders" USING btree ("completed_at","currency","order_status","paid_price","total_price","id") WHERE "orders"."completed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_nonnegative" CHECK ("products"."low_stock_threshold" >= 0);