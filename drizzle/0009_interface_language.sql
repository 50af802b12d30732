-- The interface language a signed-in user chose (issue 33, ADR 0085): it follows them to every device, and the
-- mail they are sent is written in it. Null until they choose one: the browser's language decides meanwhile.
ALTER TABLE "users" ADD COLUMN "interface_language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_interface_language_check" CHECK ("users"."interface_language" is null or "users"."interface_language" in ('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'ar'));
