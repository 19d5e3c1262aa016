CREATE TABLE "requirement_match_notices" (
	"requirement_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "requirement_match_notices_requirement_id_company_id_pk" PRIMARY KEY("requirement_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "requirement_match_notices" ADD CONSTRAINT "requirement_match_notices_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_match_notices" ADD CONSTRAINT "requirement_match_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requirement_match_notices_pending_idx" ON "requirement_match_notices" USING btree ("company_id","notified_at");--> statement-breakpoint
-- ── Retrieval engine (issue 12, ADR 027) ─────────────────────────────────────────────────────────────────────────
-- Text as the search tokenizer sees it: accents removed, words joined by "-" or "/" split ("IATF-16949",
-- "ISO/TS", "A-380": PostgreSQL's parser would keep "-16949" as a signed number and "iso/ts" as a path), and a
-- decimal comma between digits made a dot ("12,9" = "12.9"). modules/search/query/text.ts tokenizes queries the
-- same way.
CREATE OR REPLACE FUNCTION nexo_search_text(doc text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(regexp_replace(nexo_unaccent(doc), '([[:alnum:]])[-/]+(?=[[:alnum:]])', '\1 ', 'g'), '([0-9]),(?=[0-9])', '\1.', 'g') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nexo_weighted_vector(doc text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('spanish'::regconfig, nexo_search_text(doc)) || to_tsvector('english'::regconfig, nexo_search_text(doc)), weight) $$;
--> statement-breakpoint
-- Sector and company type are codes (packages/shared COMPANY_SECTOR_LABELS, COMPANY_TYPE_LABELS); search indexes
-- their names in both languages. search.labels.test.ts holds this list equal to the shared one.
CREATE OR REPLACE FUNCTION nexo_code_labels(p_sector text, p_company_type text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT concat_ws(' ',
    (SELECT l.es || ' ' || l.en FROM (VALUES
      ('automotive_oem', 'Armadoras de vehículos (OEM)', 'Vehicle manufacturing (OEM)'),
      ('auto_parts', 'Autopartes', 'Auto parts'),
      ('plastics', 'Plásticos', 'Plastics'),
      ('rubber', 'Hule', 'Rubber'),
      ('metalworking', 'Metalmecánica', 'Metalworking'),
      ('surface_treatment', 'Recubrimientos y tratamientos térmicos', 'Coatings and heat treatment'),
      ('tooling', 'Herramentales, troqueles y moldes', 'Tooling, dies and molds'),
      ('industrial_automation', 'Automatización industrial', 'Industrial automation'),
      ('electronics', 'Electrónica', 'Electronics'),
      ('electrical_equipment', 'Equipo eléctrico', 'Electrical equipment'),
      ('glass', 'Vidrio', 'Glass'),
      ('packaging', 'Empaque y embalaje', 'Packaging'),
      ('logistics', 'Logística y transporte', 'Logistics and transportation'),
      ('engineering_services', 'Ingeniería y servicios técnicos', 'Engineering and technical services'),
      ('industrial_distribution', 'Distribución industrial', 'Industrial distribution'),
      ('aerospace', 'Aeroespacial', 'Aerospace')
    ) AS l(code, es, en) WHERE l.code = p_sector),
    (SELECT l.es || ' ' || l.en FROM (VALUES
      ('manufacturer', 'Fabricante', 'Manufacturer'),
      ('distributor', 'Distribuidor', 'Distributor'),
      ('service_provider', 'Prestador de servicios', 'Service provider'),
      ('integrator', 'Integrador', 'Systems integrator'),
      ('logistics_provider', 'Operador logístico', 'Logistics provider')
    ) AS l(code, es, en) WHERE l.code = p_company_type))
$$;
--> statement-breakpoint
-- As in 0012, plus the sector and company type names (weight B) and nexo_search_text for the word list.
CREATE OR REPLACE FUNCTION nexo_refresh_company_search(p_company_ids uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
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
                     c.specialization, cert.names, cat.names, prod.titles, nexo_code_labels(c.sector, c.company_type)) AS b,
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
           unnest(tsvector_to_array(to_tsvector('simple', nexo_search_text(x.doc)))) AS w(word)
     WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '[a-z]'
  )
  INSERT INTO search_words (word)
  SELECT word FROM words ORDER BY word
  ON CONFLICT DO NOTHING;
  PERFORM set_config('nexo.search_indexing', '', true);
END
$$;
--> statement-breakpoint
-- Reindex every company under the new tokenizing (the deferred drain is not involved: this calls the function directly).
SELECT nexo_refresh_company_search(array(SELECT id FROM companies ORDER BY id));
