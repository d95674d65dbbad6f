ALTER TABLE "retention_runs" ADD COLUMN "mails" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD COLUMN "contact_messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD COLUMN "stock_requests" integer DEFAULT 0 NOT NULL;