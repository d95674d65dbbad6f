CREATE TABLE "order_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"attached_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"attached_by_user_id" uuid,
	"attached_by_email" text,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_invoices_order_idx" ON "order_invoices" USING btree ("order_id","attached_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_current_uq" ON "order_invoices" USING btree ("order_id") WHERE "order_invoices"."replaced_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_external_uq" ON "order_invoices" USING btree ("order_id","source","external_id");