CREATE TABLE "refund_reminder_runs" (
	"day" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returns" integer DEFAULT 0 NOT NULL
);
