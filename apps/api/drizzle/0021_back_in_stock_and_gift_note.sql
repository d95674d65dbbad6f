CREATE TABLE "back_in_stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"email" text NOT NULL,
	"user_id" uuid,
	"language" text DEFAULT 'tr-TR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_package" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_waiting_uniq" ON "back_in_stock_requests" USING btree ("product_id",coalesce("variant_id", '00000000-0000-0000-0000-000000000000'::uuid),"email") WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_email_idx" ON "back_in_stock_requests" USING btree ("email");--> statement-breakpoint
-- The delivery text promised a gift note "in the order note", which did not exist; it now says how the checkout's gift note works (decision 042). Only the seeded sentence is replaced: an owner's own wording stays.
UPDATE "static_content" SET "deliver_and_return" = replace("deliver_and_return", 'Hediye notu eklemek isterseniz sipariş notunuza yazmanız yeterlidir.', 'Ödeme adımında isteğe bağlı bir hediye notu (en çok 250 karakter) yazabilirsiniz; notunuz pakete kartla konur. “Hediye paketi” seçeneğinde pakette fiyat bilgisi yer almaz.'), "deliver_and_return_en" = replace("deliver_and_return_en", 'To add a gift note, simply write it in your order note.', 'At checkout you can write an optional gift note (up to 250 characters); it goes into the parcel on a card. With “gift package”, no prices are put inside the parcel.');
