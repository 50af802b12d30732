-- Dates on a job and the account's calendar feed (issue 35 item 2, ADR 0090). An event keeps the local date, local
-- time and IANA time zone it was given, plus the UTC instant computed from them: the wall-clock time is the truth
-- (an interview at 10:00 in Berlin stays at 10:00 in Berlin), the instant orders the Upcoming list and the feed.
-- reminder_sent_at is written by a conditional UPDATE so the morning mail goes once across the fleet.
CREATE TABLE "job_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"local_date" date NOT NULL,
	"local_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"remind" boolean DEFAULT false NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_events_kind_check" CHECK ("job_events"."kind" in ('interview', 'deadline', 'follow-up'))
);
--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_events_job_id_idx" ON "job_events" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_events_user_starts_idx" ON "job_events" USING btree ("user_id","starts_at");--> statement-breakpoint
-- The reminder sweep reads only events still waiting for their mail.
CREATE INDEX "job_events_reminder_due_idx" ON "job_events" USING btree ("starts_at") WHERE "remind" AND "reminder_sent_at" IS NULL;--> statement-breakpoint
-- One feed secret per account, kept as its SHA-256 only (like personal tokens): a leaked database row cannot be
-- turned back into a working feed address. Regenerating replaces the row; revoking deletes it.
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_secret_hash_unique" ON "calendar_feeds" USING btree ("secret_hash");
