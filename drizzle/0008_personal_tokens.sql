-- Personal access tokens (issue 34, ADR 0086): a script's or an assistant's way into the API, owned by identity
-- beside sessions. Only the secret's SHA-256 is stored; the row cascades with its user. And the version history
-- learns who made a change: the name of the token that made it (reason 'token').
CREATE TABLE "personal_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "personal_tokens_scope_check" CHECK ("personal_tokens"."scope" in ('read', 'write'))
);
--> statement-breakpoint
ALTER TABLE "personal_tokens" ADD CONSTRAINT "personal_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_tokens_token_hash_unique" ON "personal_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "personal_tokens_user_id_idx" ON "personal_tokens" USING btree ("user_id");--> statement-breakpoint
-- The token's name when the version was made by one ("Changed by Claude"); null for the user's own changes. The
-- name, not the token's id: the history keeps saying who it was after the token is revoked.
ALTER TABLE "draft_versions" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "draft_versions" DROP CONSTRAINT "draft_versions_reason_check";--> statement-breakpoint
ALTER TABLE "draft_versions" ADD CONSTRAINT "draft_versions_reason_check" CHECK ("draft_versions"."reason" in ('session', 'interval', 'import', 'template', 'tailoring', 'ai-rewrite', 'restore', 'manual', 'token'));
