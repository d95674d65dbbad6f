CREATE TABLE "iyzico_sandbox_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" text NOT NULL,
	"payment_transaction_id" text NOT NULL,
	"price" integer NOT NULL,
	"conversation_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iyzico_sandbox_payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "iyzico_sandbox_payments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "iyzico_sandbox_refunds" ADD CONSTRAINT "iyzico_sandbox_refunds_payment_id_iyzico_sandbox_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."iyzico_sandbox_payments"("payment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iyzico_sandbox_refunds_payment_idx" ON "iyzico_sandbox_refunds" USING btree ("payment_id");