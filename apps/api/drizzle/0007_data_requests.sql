CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'form' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"note" text
);
--> statement-breakpoint
CREATE INDEX "data_requests_status_deadline_idx" ON "data_requests" USING btree ("status","deadline");