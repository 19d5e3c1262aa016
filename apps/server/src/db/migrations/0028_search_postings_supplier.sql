ALTER TABLE "company_search" ADD COLUMN "is_supplier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- ── Matching's supplier pools on the in-memory postings (docs/decisions/040-search-postings.md) ────────────────────
-- company_search follows the profile type too (as 0007's columns), so a change of it rewrites the row and reaches
-- the postings through written_by.
-- 0010's sync (0007's columns and created_at) plus is_supplier.
CREATE OR REPLACE FUNCTION nexo_sync_company_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO company_search (company_id, listed, state, platinum_until, updated_at, created_at, is_supplier)
  SELECT n.id, n.status = 'approved' AND n.is_visible, n.state, n.platinum_until, n.updated_at, n.created_at,
         n.profile_type IN ('supplier', 'both')
    FROM changed_rows n
  ON CONFLICT (company_id) DO UPDATE
     SET listed = excluded.listed, state = excluded.state, platinum_until = excluded.platinum_until,
         updated_at = excluded.updated_at, created_at = excluded.created_at, is_supplier = excluded.is_supplier
   WHERE (company_search.listed, company_search.state, company_search.platinum_until, company_search.updated_at,
          company_search.created_at, company_search.is_supplier)
         IS DISTINCT FROM (excluded.listed, excluded.state, excluded.platinum_until, excluded.updated_at,
                           excluded.created_at, excluded.is_supplier);
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE company_search s SET is_supplier = true FROM companies c WHERE c.id = s.company_id AND c.profile_type IN ('supplier', 'both');
