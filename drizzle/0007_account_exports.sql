-- The data export on the task queue (issue 19, item 3; ADR 0066): the ZIP a worker built, held until the request
-- that asked for it takes it (and deletes it in the same statement). Rows live seconds; the sweep deletes one
-- nobody collected. Few rows at any time, so no index beyond the key.
CREATE TABLE "account_exports" (
	"task_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"zip" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
