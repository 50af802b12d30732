-- A draft's document is written whole on every autosave and read whole on every open; nothing queries inside it.
-- json keeps the text as sent (checked, not converted), where jsonb parsed every 11 KB save into its binary form
-- and printed it back on every read: about half of PostgreSQL's CPU per save (ADR 0108).
ALTER TABLE "resume_drafts" ALTER COLUMN "data" TYPE json USING "data"::json;--> statement-breakpoint
DO $$
BEGIN
  ALTER TABLE "resume_drafts" ALTER COLUMN "data" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: resume_drafts.data keeps the default compression';
END $$;
