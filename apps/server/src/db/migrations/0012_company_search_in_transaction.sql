CREATE TABLE "company_search_pending" (
	"company_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_search_pending_company_idx" ON "company_search_pending" USING btree ("company_id");--> statement-breakpoint
-- ── Profile completeness: one rule (docs/decisions/013-structure-rules.md) ─────────────────────────────────────
-- The parts and weights of packages/shared PROFILE_PROGRESS_WEIGHTS / computeProfileProgress, in SQL, so search
-- can rank by the same number the profile editor and the dashboard show. A part counts when the stored values
-- pass its section's PUT rules; here those rules are checked for presence, minimum lengths, counts, ranges and
-- enums. Formats (e-mail, phone, URL, social links, WhatsApp) are not re-checked: every write path validates them
-- with the same shared schemas. search.completeness.test.ts compares both definitions part by part.
CREATE OR REPLACE FUNCTION nexo_profile_progress_weights() RETURNS TABLE (part text, weight integer)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  VALUES ('information', 15), ('address', 10), ('details', 15), ('workingHours', 10), ('general', 10), ('processes', 10),
         ('capabilities', 10), ('certifications', 5), ('socialMedia', 5), ('statistics', 5), ('awards', 5)
$$;
--> statement-breakpoint
-- Length after trimming white space at both ends, as zod's .trim() does; 0 for null.
CREATE OR REPLACE FUNCTION nexo_trimmed_length(text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(length(regexp_replace($1, '^\s+|\s+$', '', 'g')), 0) $$;
--> statement-breakpoint
-- Which parts of a company's profile are complete: {"information": true, "address": false, …}; a missing value
-- (null) makes its part incomplete, never unknown.
CREATE OR REPLACE FUNCTION nexo_profile_parts(c companies) RETURNS jsonb
  LANGUAGE sql STABLE
  AS $$
  SELECT jsonb_build_object(
    'information',
      coalesce(
        c.logo_file_id IS NOT NULL
        AND nexo_trimmed_length(c.trade_name) BETWEEN 1 AND 160
        AND nexo_trimmed_length(c.legal_name) BETWEEN 1 AND 200
        AND nexo_trimmed_length(c.sector) > 0
        AND nexo_trimmed_length(c.email) > 0
        AND nexo_trimmed_length(c.phone) > 0
        AND nexo_trimmed_length(c.website) > 0
        AND nexo_trimmed_length(c.country_of_origin) <= 80
        AND (c.year_founded IS NULL OR c.year_founded BETWEEN 1800 AND extract(year FROM now())),
      false),
    'address',
      coalesce(
        nexo_trimmed_length(c.state) BETWEEN 1 AND 10
        AND nexo_trimmed_length(c.city) BETWEEN 1 AND 120
        AND nexo_trimmed_length(c.suburb) BETWEEN 1 AND 120
        AND nexo_trimmed_length(c.street) BETWEEN 1 AND 200
        AND nexo_trimmed_length(c.postal_code) BETWEEN 3 AND 10
        AND (c.latitude IS NULL) = (c.longitude IS NULL),
      false),
    'details',
      coalesce(
        nexo_trimmed_length(c.brief_description) BETWEEN 1 AND 255
        AND nexo_trimmed_length(c.detailed_description) BETWEEN 1 AND 2000
        AND nexo_trimmed_length(c.main_products) BETWEEN 1 AND 2000
        AND nexo_trimmed_length(c.main_services) BETWEEN 1 AND 2000
        AND nexo_trimmed_length(c.specialization) <= 500
        AND cardinality(c.tags) BETWEEN 1 AND 20
        AND NOT EXISTS (SELECT 1 FROM unnest(c.tags) AS t(tag) WHERE nexo_trimmed_length(t.tag) NOT BETWEEN 1 AND 40)
        AND (SELECT count(*) FROM company_categories cc WHERE cc.company_id = c.id) BETWEEN 1 AND 5,
      false),
    'workingHours',
      coalesce(
        CASE WHEN jsonb_typeof(c.working_hours) = 'array' AND jsonb_array_length(c.working_hours) = 7 THEN
          (SELECT count(DISTINCT d ->> 'day') = 7
                  AND bool_and(d ->> 'day' IN ('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'))
                  -- bool_and skips nulls: a missing time must count as false, not be ignored.
                  AND bool_and(coalesce(jsonb_typeof(d -> 'isOpen') = 'boolean'
                                        AND (NOT (d ->> 'isOpen')::boolean
                                             OR (d ->> 'opensAt' ~ '^([01]\d|2[0-3]):[0-5]\d$' AND d ->> 'closesAt' ~ '^([01]\d|2[0-3]):[0-5]\d$'
                                                 AND d ->> 'opensAt' >= '09:00' AND d ->> 'closesAt' > d ->> 'opensAt')), false))
             FROM jsonb_array_elements(c.working_hours) AS w(d))
        ELSE false END
        AND nexo_trimmed_length(c.average_attention_time) <= 60,
      false),
    'general',
      coalesce(
        c.payment_methods && ARRAY['card', 'cash', 'bank_transfer']
        AND c.content_language IN ('en', 'es'),
      false),
    'processes',
      coalesce(
        nexo_trimmed_length(c.processes) BETWEEN 21 AND 2000
        AND nexo_trimmed_length(c.materials) BETWEEN 1 AND 2000,
      false),
    'capabilities',
      coalesce(
        nexo_trimmed_length(c.capacity_description) BETWEEN 21 AND 2000
        AND nexo_trimmed_length(c.machinery) BETWEEN 21 AND 2000
        AND nexo_trimmed_length(c.guarantees) BETWEEN 21 AND 2000
        AND (c.production_capacity IS NULL OR (c.production_capacity > 0 AND c.production_capacity <= 1e12))
        AND nexo_trimmed_length(c.production_capacity_unit) <= 60
        AND cert.total <= 30 AND cert.invalid = 0,
      false),
    'certifications',
      coalesce(
        cert.total BETWEEN 1 AND 30 AND cert.invalid = 0,
      false),
    'socialMedia',
      coalesce(
        EXISTS (SELECT 1 FROM jsonb_each_text(CASE WHEN jsonb_typeof(c.social_links) = 'object' THEN c.social_links ELSE '{}' END) AS s(network, link)
                 WHERE s.network IN ('facebook', 'instagram', 'twitter', 'linkedin', 'youtube') AND nexo_trimmed_length(s.link) > 0),
      false),
    'statistics',
      coalesce(
        c.employees BETWEEN 1 AND 1000000
        AND c.annual_sales IN ('up_to_4m', '4m_to_100m', '100m_to_250m', '250m_to_1000m', 'over_1000m'),
      false),
    'awards',
      coalesce(
        award.total BETWEEN 1 AND 20 AND award.invalid = 0,
      false))
    FROM (SELECT count(*) AS total,
                 count(*) FILTER (WHERE cc.file_id IS NULL OR nexo_trimmed_length(cc.industrial_specialization) NOT BETWEEN 1 AND 200) AS invalid
            FROM company_certifications cc WHERE cc.company_id = c.id) cert,
         (SELECT count(*) AS total, count(*) FILTER (WHERE nexo_trimmed_length(a.description) NOT BETWEEN 1 AND 500) AS invalid
            FROM company_awards a WHERE a.company_id = c.id) award
$$;
--> statement-breakpoint
-- 0–100: the sum of the weights of the complete parts.
CREATE OR REPLACE FUNCTION nexo_profile_completeness(parts jsonb) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(sum(w.weight), 0)::integer FROM nexo_profile_progress_weights() w WHERE (parts ->> w.part)::boolean $$;
--> statement-breakpoint
-- ── Search indexing in the writing transaction ───────────────────────────────────────────────────────────────
-- Spanish + English stems of an accent-free text, with a weight (A names, B products/processes/tags/certs, C descriptions).
CREATE OR REPLACE FUNCTION nexo_weighted_vector(doc text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('spanish'::regconfig, nexo_unaccent(doc)) || to_tsvector('english'::regconfig, nexo_unaccent(doc)), weight) $$;
--> statement-breakpoint
-- Rebuilds the search data (vectors, category/certification ids, completeness) of these companies and of their
-- products/services, and adds their words to search_words (never removed here: a stale word only costs a failed
-- typo correction; modules/search rebuildSearchWords rebuilds the list). Formerly modules/search refreshCompanies.
-- Rows are written in key order so concurrent writers lock them in the same order.
CREATE OR REPLACE FUNCTION nexo_refresh_company_search(p_company_ids uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- The products update below must not mark the companies pending again (see nexo_mark_company_search).
  PERFORM set_config('nexo.search_indexing', 'on', true);
  WITH RECURSIVE
  target AS (SELECT id FROM companies WHERE id = ANY (p_company_ids)),
  anc(company_id, category_id, depth) AS (
    SELECT cc.company_id, cc.category_id, 0 FROM company_categories cc JOIN target t ON t.id = cc.company_id
    UNION
    SELECT a.company_id, ca.parent_id, a.depth + 1 FROM anc a JOIN categories ca ON ca.id = a.category_id WHERE ca.parent_id IS NOT NULL
  ),
  cat_agg AS (
    SELECT a.company_id, array_agg(DISTINCT a.category_id) AS ids,
           string_agg(CASE WHEN a.depth = 0 THEN ca.name_es || ' ' || ca.name_en END, ' ') AS names
      FROM anc a JOIN categories ca ON ca.id = a.category_id GROUP BY a.company_id
  ),
  cert_agg AS (
    SELECT cc.company_id, array_agg(cc.certification_id) AS ids, string_agg(ce.name, ' ') AS names
      FROM company_certifications cc JOIN target t ON t.id = cc.company_id JOIN certifications ce ON ce.id = cc.certification_id
     GROUP BY cc.company_id
  ),
  prod_agg AS (
    SELECT p.company_id, string_agg(p.title, ' ') AS titles, string_agg(p.brief_description, ' ') AS descriptions
      FROM products_services p JOIN target t ON t.id = p.company_id GROUP BY p.company_id
  ),
  docs AS MATERIALIZED (
    SELECT c.id, c.status = 'approved' AND c.is_visible AS listed, c.state, c.platinum_until, c.updated_at, c.created_at,
           concat_ws(' ', c.legal_name, c.trade_name) AS a,
           concat_ws(' ', array_to_string(c.tags, ' '), c.main_products, c.main_services, c.processes, c.materials,
                     c.specialization, cert.names, cat.names, prod.titles) AS b,
           concat_ws(' ', c.brief_description, c.detailed_description, c.machinery, prod.descriptions) AS c,
           coalesce(cat.ids, '{}') AS category_ids,
           coalesce(cert.ids, '{}') AS certification_ids,
           nexo_profile_completeness(nexo_profile_parts(c)) AS completeness
      FROM companies c JOIN target t ON t.id = c.id
      LEFT JOIN cat_agg cat ON cat.company_id = c.id
      LEFT JOIN cert_agg cert ON cert.company_id = c.id
      LEFT JOIN prod_agg prod ON prod.company_id = c.id
  ),
  upd_companies AS (
    INSERT INTO company_search AS s (company_id, listed, state, platinum_until, updated_at, created_at, category_ids,
                                     certification_ids, completeness, search_vector, rank_vector)
    SELECT d.id, d.listed, d.state, d.platinum_until, d.updated_at, d.created_at, d.category_ids, d.certification_ids, d.completeness,
           d.va || d.vb || nexo_weighted_vector(d.c, 'C'),
           d.va || d.vb
      FROM (SELECT docs.*, nexo_weighted_vector(docs.a, 'A') AS va, nexo_weighted_vector(docs.b, 'B') AS vb FROM docs) d
     ORDER BY d.id
    ON CONFLICT (company_id) DO UPDATE
       SET listed = excluded.listed, state = excluded.state, platinum_until = excluded.platinum_until,
           updated_at = excluded.updated_at, created_at = excluded.created_at, category_ids = excluded.category_ids,
           certification_ids = excluded.certification_ids, completeness = excluded.completeness,
           search_vector = excluded.search_vector, rank_vector = excluded.rank_vector
    RETURNING s.company_id
  ),
  upd_products AS (
    UPDATE products_services p
       SET search_vector = nexo_weighted_vector(p.title, 'A')
                        || nexo_weighted_vector(concat_ws(' ', p.family, ca.name_es, ca.name_en), 'B')
                        || nexo_weighted_vector(concat_ws(' ', p.brief_description, p.detailed_description), 'C')
      FROM categories ca, target t
     WHERE ca.id = p.category_id AND p.company_id = t.id
    RETURNING p.id, p.title, p.brief_description
  ),
  words AS (
    SELECT DISTINCT w.word
      FROM (SELECT concat_ws(' ', a, b, c) AS doc FROM docs
            UNION ALL SELECT concat_ws(' ', title, brief_description) FROM upd_products) x,
           unnest(tsvector_to_array(to_tsvector('simple', nexo_unaccent(x.doc)))) AS w(word)
     WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '[a-z]'
  )
  -- In word order: two writers adding the same new words wait for each other in the same order, never deadlock.
  INSERT INTO search_words (word)
  SELECT word FROM words ORDER BY word
  ON CONFLICT DO NOTHING;
  PERFORM set_config('nexo.search_indexing', '', true);
END
$$;
--> statement-breakpoint
-- Statement triggers (transition tables: one call per statement, whatever the row count) record which companies
-- a write touched. Tables feeding the search data or the completeness: companies (texts, logo, listing, the
-- Platinum expiry the memberships trigger writes), company_categories, company_certifications, company_awards,
-- products_services; and category or certification renames, which change the texts of the companies using them.
CREATE OR REPLACE FUNCTION nexo_mark_company_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  marked integer;
BEGIN
  IF current_setting('nexo.search_indexing', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'companies' THEN
    INSERT INTO company_search_pending (company_id)
    SELECT DISTINCT r.id FROM changed_rows r
     WHERE NOT EXISTS (SELECT 1 FROM company_search_pending p WHERE p.company_id = r.id);
  ELSIF TG_TABLE_NAME = 'categories' THEN
    INSERT INTO company_search_pending (company_id)
    SELECT DISTINCT x.company_id FROM (
      WITH RECURSIVE sub(id) AS (SELECT r.id FROM changed_rows r UNION SELECT ca.id FROM categories ca JOIN sub ON ca.parent_id = sub.id)
      SELECT cc.company_id FROM company_categories cc JOIN sub ON sub.id = cc.category_id
      UNION SELECT p.company_id FROM products_services p JOIN sub ON sub.id = p.category_id
    ) x
     WHERE NOT EXISTS (SELECT 1 FROM company_search_pending p WHERE p.company_id = x.company_id);
  ELSIF TG_TABLE_NAME = 'certifications' THEN
    INSERT INTO company_search_pending (company_id)
    SELECT DISTINCT cc.company_id FROM company_certifications cc JOIN changed_rows r ON r.id = cc.certification_id
     WHERE NOT EXISTS (SELECT 1 FROM company_search_pending p WHERE p.company_id = cc.company_id);
  ELSIF TG_OP = 'UPDATE' THEN
    -- A row moved to another company changes both.
    INSERT INTO company_search_pending (company_id)
    SELECT DISTINCT x.company_id FROM (SELECT company_id FROM changed_rows UNION SELECT company_id FROM old_rows) x
     WHERE NOT EXISTS (SELECT 1 FROM company_search_pending p WHERE p.company_id = x.company_id);
  ELSE
    INSERT INTO company_search_pending (company_id)
    SELECT DISTINCT r.company_id FROM changed_rows r
     WHERE NOT EXISTS (SELECT 1 FROM company_search_pending p WHERE p.company_id = r.company_id);
  END IF;
  GET DIAGNOSTICS marked = ROW_COUNT;
  IF marked > 0 THEN
    -- New work after an earlier drain in this transaction (e.g. written by another deferred trigger): drain again.
    PERFORM set_config('nexo.search_drained_in', '', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'company_categories', 'company_certifications', 'company_awards', 'products_services']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION nexo_mark_company_search()', t || '_search_pending_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION nexo_mark_company_search()', t || '_search_pending_upd', t);
    -- A deleted company needs no indexing (its search row goes with it); deleted children change their company.
    IF t <> 'companies' THEN
      EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows '
                     'FOR EACH STATEMENT EXECUTE FUNCTION nexo_mark_company_search()', t || '_search_pending_del', t);
    END IF;
  END LOOP;
  FOREACH t IN ARRAY ARRAY['categories', 'certifications']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION nexo_mark_company_search()', t || '_search_pending_upd', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- 0008's generation bump, split so the drain below can call it. It still runs once per transaction, at commit; but
-- while the transaction still has companies to reindex it waits for the drain, which bumps after reindexing: the
-- single search_state row is then locked only for the end of the commit, never during a reindex.
CREATE OR REPLACE FUNCTION nexo_bump_search_generation_once() RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF current_setting('nexo.search_bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('nexo.search_bumped_in', txid_current()::text, true);
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nexo_bump_search_generation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF current_setting('nexo.search_bumped_in', true) IS DISTINCT FROM txid_current()::text
     AND NOT EXISTS (SELECT 1 FROM company_search_pending) THEN
    PERFORM nexo_bump_search_generation_once();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- At commit (deferred), the first pending row's trigger reindexes every pending company of the transaction in one
-- pass, empties the table and bumps the search generation (ADR 008); the other rows' triggers find the work done.
-- Write, reindex and bump commit together: a cached answer never outlives the write, and no reader sees the write
-- without its index.
CREATE OR REPLACE FUNCTION nexo_drain_company_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids uuid[];
  i integer;
BEGIN
  IF current_setting('nexo.search_drained_in', true) IS NOT DISTINCT FROM txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('nexo.search_drained_in', txid_current()::text, true);
  WITH gone AS (DELETE FROM company_search_pending RETURNING company_id)
  SELECT array_agg(DISTINCT company_id ORDER BY company_id) INTO ids FROM gone;
  IF ids IS NOT NULL THEN
    -- Batches bound the size of one statement (bulk seeding marks thousands of companies at once).
    FOR i IN 1 .. cardinality(ids) BY 1000 LOOP
      PERFORM nexo_refresh_company_search(ids[i : i + 999]);
    END LOOP;
  END IF;
  PERFORM nexo_bump_search_generation_once();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER company_search_pending_drain AFTER INSERT ON company_search_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION nexo_drain_company_search();
--> statement-breakpoint
-- Completeness now follows the shared rule: recompute it for the rows indexed under the old formula.
UPDATE company_search s SET completeness = nexo_profile_completeness(nexo_profile_parts(c)) FROM companies c WHERE c.id = s.company_id;
