-- Version history and public links of resume drafts (issue 20), owned by the drafts area's history and sharing.
CREATE TABLE "draft_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"design" jsonb NOT NULL,
	CONSTRAINT "draft_versions_reason_check" CHECK ("draft_versions"."reason" in ('session', 'interval', 'import', 'template', 'tailoring', 'ai-rewrite', 'restore', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "draft_versions" ADD CONSTRAINT "draft_versions_draft_id_resume_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."resume_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_versions" ADD CONSTRAINT "draft_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_versions_draft_id_created_at_idx" ON "draft_versions" USING btree ("draft_id","created_at");--> statement-breakpoint
CREATE INDEX "draft_versions_user_id_idx" ON "draft_versions" USING btree ("user_id");--> statement-breakpoint
-- When the draft's last snapshot was taken: autosave decides from the row it updates whether one is due, with
-- no extra query. Not indexed, so an autosave still changes no indexed column (HOT update).
ALTER TABLE "resume_drafts" ADD COLUMN "last_snapshot_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "draft_shares" (
	"draft_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"indexable" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_shares" ADD CONSTRAINT "draft_shares_draft_id_resume_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."resume_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_shares" ADD CONSTRAINT "draft_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_shares_slug_unique" ON "draft_shares" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "draft_shares_user_id_idx" ON "draft_shares" USING btree ("user_id");
