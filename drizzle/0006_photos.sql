-- The resume photo (issue 17, item 3; ADR 0057): one per user, re-encoded on upload, base64 in a text column so
-- PGlite and node-postgres read it the same way.
CREATE TABLE "resume_photos" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"data_base64" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_photos_media_type_check" CHECK ("resume_photos"."media_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
ALTER TABLE "resume_photos" ADD CONSTRAINT "resume_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
