ALTER TABLE "company_search" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_services_listing_idx" ON "products_services" USING btree ("company_id","category_id","created_at","id");--> statement-breakpoint
UPDATE "company_search" s SET "created_at" = c."created_at" FROM "companies" c WHERE c."id" = s."company_id";
--> statement-breakpoint
-- 0007's sync, now also carrying created_at (the marketplace orders and filters companies on company_search only).
CREATE OR REPLACE FUNCTION nexo_sync_company_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO company_search (company_id, listed, state, platinum_until, updated_at, created_at)
  SELECT n.id, n.status = 'approved' AND n.is_visible, n.state, n.platinum_until, n.updated_at, n.created_at FROM changed_rows n
  ON CONFLICT (company_id) DO UPDATE
     SET listed = excluded.listed, state = excluded.state, platinum_until = excluded.platinum_until,
         updated_at = excluded.updated_at, created_at = excluded.created_at
   WHERE (company_search.listed, company_search.state, company_search.platinum_until, company_search.updated_at, company_search.created_at)
         IS DISTINCT FROM (excluded.listed, excluded.state, excluded.platinum_until, excluded.updated_at, excluded.created_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Marketplace answers are cached under the search state key too (ADR 008): products change it like companies do.
CREATE CONSTRAINT TRIGGER products_services_search_generation AFTER INSERT OR UPDATE OR DELETE ON products_services
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION nexo_bump_search_generation();
--> statement-breakpoint
CREATE TRIGGER products_services_search_generation_truncate AFTER TRUNCATE ON products_services
  FOR EACH STATEMENT EXECUTE FUNCTION nexo_bump_search_generation();
