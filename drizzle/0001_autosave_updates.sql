DROP INDEX "resume_drafts_user_id_idx";--> statement-breakpoint
CREATE INDEX "resume_drafts_user_id_idx" ON "resume_drafts" USING btree ("user_id");--> statement-breakpoint
-- Drafts' documents are rewritten on every autosave; lz4 compresses them for TOAST at a fraction of pglz's CPU
-- cost (docs/benchmarks.md). A server built without lz4 (and the embedded PGlite) keeps the default: same data,
-- same queries, only slower compression.
DO $$
BEGIN
  ALTER TABLE "resume_drafts" ALTER COLUMN "data" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: resume_drafts.data keeps the default compression';
END $$;
