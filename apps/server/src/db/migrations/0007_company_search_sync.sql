-- company_search follows the companies columns search filters on, whoever changes them (sign-up, admin approval,
-- visibility toggle, profile edits, the memberships trigger writing platinum_until): one row per company,
-- created on insert. The texts are indexed separately by the search service (refreshCompanySearch).
CREATE OR REPLACE FUNCTION nexo_sync_company_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO company_search (company_id, listed, state, platinum_until, updated_at)
  SELECT n.id, n.status = 'approved' AND n.is_visible, n.state, n.platinum_until, n.updated_at FROM changed_rows n
  ON CONFLICT (company_id) DO UPDATE
     SET listed = excluded.listed, state = excluded.state, platinum_until = excluded.platinum_until, updated_at = excluded.updated_at
   WHERE (company_search.listed, company_search.state, company_search.platinum_until, company_search.updated_at)
         IS DISTINCT FROM (excluded.listed, excluded.state, excluded.platinum_until, excluded.updated_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_company_search_ins AFTER INSERT ON companies
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION nexo_sync_company_search();
--> statement-breakpoint
CREATE TRIGGER companies_company_search_upd AFTER UPDATE ON companies
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION nexo_sync_company_search();
--> statement-breakpoint
INSERT INTO company_search (company_id, listed, state, platinum_until, updated_at)
SELECT id, status = 'approved' AND is_visible, state, platinum_until, updated_at FROM companies
ON CONFLICT (company_id) DO NOTHING;
