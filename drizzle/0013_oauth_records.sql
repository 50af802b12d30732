-- The MCP authorization server's storage (issue 34, ADR 0092): every oidc-provider model (clients, grants,
-- codes, access and refresh tokens, interactions, its sessions) as one row keyed by model and id, so a fleet of
-- processes shares them and a revocation is a deleted row everywhere at once. account_id is the user the record
-- is about (null for a client or an interaction before sign-in): it cascades with the account and lets "sign out
-- everywhere" revoke a user's assistants in one statement.
CREATE TABLE "oauth_records" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"account_id" uuid,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oauth_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
ALTER TABLE "oauth_records" ADD CONSTRAINT "oauth_records_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_records_grant_id_idx" ON "oauth_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oauth_records_uid_idx" ON "oauth_records" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oauth_records_account_id_idx" ON "oauth_records" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "oauth_records_expires_at_idx" ON "oauth_records" USING btree ("expires_at");
