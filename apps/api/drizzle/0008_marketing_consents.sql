CREATE TABLE "marketing_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"address" text NOT NULL,
	"source" text NOT NULL,
	"ip" text NOT NULL,
	"text_version" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "marketing_consents_address_idx" ON "marketing_consents" USING btree ("address","consented_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_consents_open_uq" ON "marketing_consents" USING btree ("channel","address") WHERE "marketing_consents"."unsubscribed_at" is null;