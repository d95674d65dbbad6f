ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("createdAt");--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin ((regexp_replace(lower(translate(coalesce("name", '') || ' ' || coalesce("email", ''), 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu')), '[^a-z0-9@._-]+', ' ', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_created_idx" ON "subscribers" USING btree ("createdAt");--> statement-breakpoint
CREATE INDEX "subscribers_search_trgm_idx" ON "subscribers" USING gin ((regexp_replace(lower(translate(coalesce("email", ''), 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu')), '[^a-z0-9@._-]+', ' ', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("dateCreated");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((regexp_replace(lower(translate(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", ''), 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu')), '[^a-z0-9@._-]+', ' ', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("orderCreateDate");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ((regexp_replace(lower(translate(coalesce("order_number"::text, '') || ' ' || coalesce("contact_name", '') || ' ' || coalesce("billing_contact_name", '') || ' ' || coalesce("email", ''), 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu')), '[^a-z0-9@._-]+', ' ', 'g')) gin_trgm_ops);