CREATE TABLE "retention_runs" (
	"day" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"consents" integer DEFAULT 0 NOT NULL,
	"data_requests" integer DEFAULT 0 NOT NULL
);
