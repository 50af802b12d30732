-- The job board and a job's people (issue 35 items 1 and 3, ADR 0089). Contacts and the next step live on the
-- job's row, as its status history does: a job has at most 20 contacts, always read and written with the job,
-- and they go with it (and with the account) without a table of their own. Archiving keeps a reason; the board
-- orders each column by board_position (fractions between neighbours, renumbered when they get too close).
ALTER TABLE "jobs" ADD COLUMN "contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "next_step" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "next_step_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "archive_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "board_position" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Jobs saved before the board show in each column as the list showed them: most recently changed first.
UPDATE "jobs" SET "board_position" = -extract(epoch from "updated_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_archive_reason_check" CHECK ("jobs"."archive_reason" in ('rejected', 'withdrew', 'filled', 'accepted'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_archived_check" CHECK (("jobs"."archived_at" is null) = ("jobs"."archive_reason" is null));
