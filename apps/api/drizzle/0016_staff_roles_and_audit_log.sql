CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_id" text,
	"status" smallint NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_email","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- Every administrator before roles existed ran the whole shop: each becomes an Owner (decision 030).
UPDATE "users" SET "role" = "role" || ',Owner'
WHERE 'Admin' = ANY (regexp_split_to_array("role", '\s*,\s*'))
  AND NOT ('Owner' = ANY (regexp_split_to_array("role", '\s*,\s*')))
  AND NOT ('Staff' = ANY (regexp_split_to_array("role", '\s*,\s*')));
