CREATE TABLE "company_search_removed" (
	"company_id" uuid NOT NULL,
	"removed_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_search" ADD COLUMN "written_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "company_search_removed_by_idx" ON "company_search_removed" USING btree ("removed_by");--> statement-breakpoint
CREATE INDEX "company_search_written_by_idx" ON "company_search" USING btree ("written_by");--> statement-breakpoint
-- ── In-memory search postings (docs/decisions/040-search-postings.md) ────────────────────────────────────────────
-- Every write of a search row records its transaction (the default on insert, the trigger on update), so the postings can read what changed since their last
-- snapshot (rows written by a transaction at or after that snapshot's oldest running one); deleted rows are kept as
-- tombstones for the same reason.
CREATE OR REPLACE FUNCTION nexo_company_search_written() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.written_by := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
-- An insert takes the column's default; an update is stamped once per transaction (the WHEN clause spares the
-- function call when the same transaction already wrote the row: a bulk seed rewrites each row several times).
CREATE TRIGGER company_search_written BEFORE UPDATE ON company_search
  FOR EACH ROW WHEN (NEW.written_by IS DISTINCT FROM pg_current_xact_id()) EXECUTE FUNCTION nexo_company_search_written();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nexo_company_search_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO company_search_removed (company_id) SELECT company_id FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_search_removed AFTER DELETE ON company_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION nexo_company_search_removed();
