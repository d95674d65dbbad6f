CREATE TABLE "payment_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid,
	"kind" text NOT NULL,
	"ours" integer,
	"theirs" integer,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"day" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"compared" integer DEFAULT 0 NOT NULL,
	"differences" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_differences" ADD CONSTRAINT "payment_differences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_differences" ADD CONSTRAINT "payment_differences_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_differences_open_uq" ON "payment_differences" USING btree ("order_id","kind",coalesce("order_item_id"::text, '')) WHERE "payment_differences"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_differences_found_idx" ON "payment_differences" USING btree ("found_at");