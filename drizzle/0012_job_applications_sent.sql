-- What was sent with a job application (issue 35 item 4, ADR 0091): the resume version kept in the draft's
-- history at that moment (reason 'sent', never pruned) and the letter as it was, copied, since letters keep no
-- history. One row per job, replaced when the user records it again. The titles and the version's date are
-- copied too, so the job still says what was sent after the resume or the letter is deleted (the links go).
CREATE TABLE "job_applications_sent" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"draft_id" uuid,
	"draft_version_id" uuid,
	"resume_title" text NOT NULL,
	"resume_version_at" timestamp with time zone NOT NULL,
	"letter_id" uuid,
	"letter_title" text,
	"letter_content" jsonb,
	"letter_design" jsonb,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_sent_letter_check" CHECK (("job_applications_sent"."letter_title" is null) = ("job_applications_sent"."letter_content" is null))
);
--> statement-breakpoint
ALTER TABLE "job_applications_sent" ADD CONSTRAINT "job_applications_sent_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications_sent" ADD CONSTRAINT "job_applications_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications_sent" ADD CONSTRAINT "job_applications_sent_draft_id_resume_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."resume_drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications_sent" ADD CONSTRAINT "job_applications_sent_draft_version_id_draft_versions_id_fk" FOREIGN KEY ("draft_version_id") REFERENCES "public"."draft_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications_sent" ADD CONSTRAINT "job_applications_sent_letter_id_cover_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."cover_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_sent_user_id_idx" ON "job_applications_sent" USING btree ("user_id");--> statement-breakpoint
-- A version kept because it was sent is what an employer has: retention never deletes it.
ALTER TABLE "draft_versions" DROP CONSTRAINT "draft_versions_reason_check";--> statement-breakpoint
ALTER TABLE "draft_versions" ADD CONSTRAINT "draft_versions_reason_check" CHECK ("draft_versions"."reason" in ('session', 'interval', 'import', 'template', 'tailoring', 'ai-rewrite', 'restore', 'manual', 'token', 'sent'));
