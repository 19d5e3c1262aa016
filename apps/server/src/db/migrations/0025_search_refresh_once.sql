-- ── Faster search indexing (issue 11: a fresh `npm start` within 60 s) ───────────────────────────────────────────
-- Same output as 0019's nexo_refresh_company_search, less work per company: each text is made search text
-- (nexo_search_text) once instead of once per language and again for the word list; each weighted vector is built
-- once (0019 built the A and B vectors twice, for search_vector and rank_vector); the word list reads the company
-- texts only (they already hold every product title and brief description); and the certification, category and
-- product texts are joined in key order, so a company's vectors no longer depend on the plan that read its rows.
-- nexo_weighted_vector (0019) stays: nexo_normalized_vector is the same for a text that is already search text.
CREATE OR REPLACE FUNCTION nexo_normalized_vector(normalized text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('spanish'::regconfig, normalized) || to_tsvector('english'::regconfig, normalized), weight) $$;
--> statement-breakpoint
-- A text's length without surrounding white space, as before; only text that starts or ends with white space
-- goes through the regular expression (most of a profile's fields never do).
CREATE OR REPLACE FUNCTION nexo_trimmed_length(text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN $1 IS NULL THEN 0
                    WHEN left($1, 1) ~ '\s' OR right($1, 1) ~ '\s' THEN length(regexp_replace($1, '^\s+|\s+$', '', 'g'))
                    ELSE length($1) END $$;
--> statement-breakpoint
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
           string_agg(CASE WHEN a.depth = 0 THEN ca.name_es || ' ' || ca.name_en END, ' ' ORDER BY a.depth, a.category_id) AS names
      FROM anc a JOIN categories ca ON ca.id = a.category_id GROUP BY a.company_id
  ),
  cert_agg AS (
    SELECT cc.company_id, array_agg(cc.certification_id ORDER BY cc.certification_id) AS ids,
           string_agg(ce.name, ' ' ORDER BY cc.certification_id) AS names
      FROM company_certifications cc JOIN target t ON t.id = cc.company_id JOIN certifications ce ON ce.id = cc.certification_id
     GROUP BY cc.company_id
  ),
  prod_agg AS (
    SELECT p.company_id, string_agg(p.title, ' ' ORDER BY p.id) AS titles, string_agg(p.brief_description, ' ' ORDER BY p.id) AS descriptions
      FROM products_services p JOIN target t ON t.id = p.company_id GROUP BY p.company_id
  ),
  docs AS MATERIALIZED (
    SELECT c.id, c.status = 'approved' AND c.is_visible AS listed, c.state, c.platinum_until, c.updated_at, c.created_at,
           nexo_search_text(concat_ws(' ', c.legal_name, c.trade_name)) AS a,
           nexo_search_text(concat_ws(' ', array_to_string(c.tags, ' '), c.main_products, c.main_services, c.processes, c.materials,
                     c.specialization, cert.names, cat.names, prod.titles, nexo_code_labels(c.sector, c.company_type))) AS b,
           nexo_search_text(concat_ws(' ', c.brief_description, c.detailed_description, c.machinery, prod.descriptions)) AS c,
           coalesce(cat.ids, '{}') AS category_ids,
           coalesce(cert.ids, '{}') AS certification_ids,
           nexo_profile_completeness(nexo_profile_parts(c)) AS completeness
      FROM companies c JOIN target t ON t.id = c.id
      LEFT JOIN cat_agg cat ON cat.company_id = c.id
      LEFT JOIN cert_agg cert ON cert.company_id = c.id
      LEFT JOIN prod_agg prod ON prod.company_id = c.id
  ),
  vectors AS MATERIALIZED (
    SELECT d.id, nexo_normalized_vector(d.a, 'A') || nexo_normalized_vector(d.b, 'B') AS ab, nexo_normalized_vector(d.c, 'C') AS c
      FROM docs d
  ),
  upd_companies AS (
    INSERT INTO company_search AS s (company_id, listed, state, platinum_until, updated_at, created_at, category_ids,
                                     certification_ids, completeness, search_vector, rank_vector)
    SELECT d.id, d.listed, d.state, d.platinum_until, d.updated_at, d.created_at, d.category_ids, d.certification_ids, d.completeness,
           v.ab || v.c, v.ab
      FROM docs d JOIN vectors v ON v.id = d.id
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
       SET search_vector = nexo_normalized_vector(n.a, 'A') || nexo_normalized_vector(n.b, 'B') || nexo_normalized_vector(n.c, 'C')
      FROM (SELECT p2.id, nexo_search_text(p2.title) AS a,
                   nexo_search_text(concat_ws(' ', p2.family, ca.name_es, ca.name_en)) AS b,
                   nexo_search_text(concat_ws(' ', p2.brief_description, p2.detailed_description)) AS c
              FROM products_services p2 JOIN categories ca ON ca.id = p2.category_id JOIN target t ON t.id = p2.company_id
            OFFSET 0) n
     WHERE p.id = n.id
    RETURNING p.id
  ),
  words AS (
    SELECT DISTINCT w.word
      FROM docs d, unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', d.a, d.b, d.c)))) AS w(word)
     WHERE length(w.word) BETWEEN 3 AND 40 AND w.word ~ '[a-z]'
  )
  -- In word order: two writers adding the same new words wait for each other in the same order, never deadlock.
  INSERT INTO search_words (word)
  SELECT word FROM words ORDER BY word
  ON CONFLICT DO NOTHING;
  PERFORM set_config('nexo.search_indexing', '', true);
END
$$;
