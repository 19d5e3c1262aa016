CREATE TABLE "search_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_search_platinum_until_idx" ON "company_search" USING btree ("platinum_until");--> statement-breakpoint
INSERT INTO "search_state" ("id", "generation") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Bumps search_state.generation once per transaction that changes what search shows. The row triggers below are
-- deferred constraint triggers: they run at commit, so the single search_state row is locked only while the
-- transaction commits (no lock held across statements, no deadlocks between writers).
CREATE OR REPLACE FUNCTION nexo_bump_search_generation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF current_setting('nexo.search_bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('nexo.search_bumped_in', txid_current()::text, true);
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'company_search', 'company_categories', 'company_certifications', 'categories', 'certifications']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED '
                   'FOR EACH ROW EXECUTE FUNCTION nexo_bump_search_generation()', t || '_search_generation', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION nexo_bump_search_generation()',
                   t || '_search_generation_truncate', t);
  END LOOP;
END
$$;
