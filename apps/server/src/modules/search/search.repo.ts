/**
 * The only TypeScript that touches the search tables (company_search, products_services.search_vector,
 * search_words); the database writes them itself, in each writing transaction, through the triggers and SQL
 * functions of migration 0012. Everything is parameterized SQL through Drizzle's `sql` template.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { intArray, textArray } from '../../db/sql-arrays'
import { rows, rowsViaIndex } from '../../db/sql-rows'

/**
 * Rebuilds the search columns of the given companies (and of their products/services) and adds their words to
 * search_words: the SQL function nexo_refresh_company_search (migration 0012), which the write triggers also run
 * before every commit. Words are never removed here (a stale word only costs a failed correction);
 * `rebuildSearchWords` rebuilds the list.
 */
export async function refreshCompanies(db: Db, companyIds: readonly string[]): Promise<void> {
  if (companyIds.length === 0) return
  // One bound parameter per id: never pasted into SQL text.
  const ids = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  )
  await db.execute(sql`select nexo_refresh_company_search(array[${ids}]::uuid[])`)
}

/** Ids of every company, optionally only those never indexed, in id order (for batched bulk refreshes). */
export async function findCompanyIds(db: Db, onlyUnindexed: boolean): Promise<string[]> {
  const result = await rows<{ id: string }>(
    db,
    onlyUnindexed
      ? sql`select c.id from companies c left join company_search s on s.company_id = c.id where s.search_vector is null order by c.id`
      : sql`select id from companies order by id`,
  )
  return result.map((r) => r.id)
}

/** Rebuilds search_words from scratch (removes words no company uses any more). */
export async function rebuildSearchWords(db: Db): Promise<void> {
  await db.execute(sql`delete from search_words`)
  await db.execute(sql`
    insert into search_words (word)
    select distinct w.word from companies c,
           unnest(tsvector_to_array(to_tsvector('simple', nexo_unaccent(concat_ws(' ', c.legal_name, c.trade_name,
             array_to_string(c.tags, ' '), c.main_products, c.main_services, c.processes, c.materials, c.specialization,
             c.brief_description, c.detailed_description, c.machinery))))) as w(word)
     where length(w.word) between 3 and 40 and w.word ~ '[a-z]'
    on conflict do nothing`)
}

export interface CompanyFilterIds {
  states: readonly string[]
  certificationIds: readonly number[]
  categoryIds: readonly number[]
}

/** Category ids for slugs, and (withDescendants) all their descendants. */
export async function resolveCategorySlugs(db: Db, slugs: readonly string[], withDescendants: boolean): Promise<number[]> {
  if (slugs.length === 0) return []
  const result = await rows<{ id: number }>(
    db,
    withDescendants
      ? sql`with recursive t(id) as (select id from categories where slug = any(${textArray(slugs)})
              union select c.id from categories c join t on c.parent_id = t.id) select id from t`
      : sql`select id from categories where slug = any(${textArray(slugs)})`,
  )
  return result.map((r) => r.id)
}

export async function resolveCertificationSlugs(db: Db, slugs: readonly string[]): Promise<number[]> {
  if (slugs.length === 0) return []
  const result = await rows<{ id: number }>(db, sql`select id from certifications where slug = any(${textArray(slugs)})`)
  return result.map((r) => r.id)
}

/** Facet filter predicates on `c` (companies); `true` when the filter is not used. */
function filterPredicates(f: CompanyFilterIds) {
  return {
    loc: f.states.length > 0 ? sql`s.state = any(${textArray(f.states)})` : sql`true`,
    cert: f.certificationIds.length > 0 ? sql`s.certification_ids && ${intArray(f.certificationIds)}` : sql`true`,
    cat: f.categoryIds.length > 0 ? sql`s.category_ids && ${intArray(f.categoryIds)}` : sql`true`,
  }
}

/**
 * Multiplier of an active Platinum (or Gold) company's coverage: ahead at equal coverage, never ahead of a company
 * covering clearly more of the query (docs/decisions/007-directory.md, 027-retrieval-engine.md).
 */
export const PLATINUM_BOOST = 1.1

/** A text query as the retrieval engine compiled it (retrieval.service): coverage score and candidate rows. */
export interface RankedText {
  /** 0–1 share of the query a company covers (retrieval.repo.coverageSql over alias `s`). */
  coverage: SQL
  /** Rows worth scoring (retrieval.repo.candidateSql over alias `s`). */
  candidates: SQL
  /** Any concept, for the ts_rank tie-break. */
  anyTsq: string
  minCoverage: number
}

export interface SearchCompaniesParams {
  /** null = no text query. */
  text: RankedText | null
  filters: CompanyFilterIds
  /** An empty filter list of a used filter (slug matched nothing): no results. */
  impossible: boolean
  limit: number
  offset: number
}

export interface CompanyCardRow {
  id: string
  trade_name: string
  logo_file_id: string | null
  city: string
  state: string
  country: string
  brief_description: string
  sector: string
  profile_type: 'buyer' | 'supplier' | 'both'
  is_platinum: boolean
  is_validated_supplier: boolean
  latitude: number | null
  longitude: number | null
  categories: { slug: string; nameEn: string; nameEs: string }[]
  certifications: string[]
}

export interface SearchCompaniesResult {
  total: number
  items: CompanyCardRow[]
  loc: { value: string; count: number }[]
  cert: { value: string; count: number }[]
  cat: { value: string; count: number }[]
}

/**
 * Results, total and the three facets in one statement. The `base` set holds the visible companies matching the
 * text query that pass at least two of the three facet filters: a facet's counts use the rows passing the OTHER
 * two filters, the results those passing all three.
 */
export async function searchCompanies(db: Db, p: SearchCompaniesParams): Promise<SearchCompaniesResult> {
  if (p.impossible) return { total: 0, items: [], loc: [], cert: [], cat: [] }
  const f = filterPredicates(p.filters)
  const text = p.text
  // Coverage × Platinum boost with a text query (ts_rank breaks ties), else Platinum first; then completeness,
  // freshness, id.
  const order = (t: 'b' | 'pg') =>
    sql.raw(text ? `${t}.score desc, ${t}.tsr desc, ${t}.comp desc, ${t}.upd desc, ${t}.id` : `${t}.plat desc, ${t}.comp desc, ${t}.upd desc, ${t}.id`)
  const [row] = await (text ? rowsViaIndex : rows)<{ total: number; items: CompanyCardRow[]; loc: SearchCompaniesResult['loc']; cert: SearchCompaniesResult['cert']; cat: SearchCompaniesResult['cat'] }>(
    db,
    sql`
    with scored as materialized (
      select s.company_id as id, s.state, s.category_ids as cats, s.certification_ids as certs,
             ${f.loc} as p_loc, ${f.cert} as p_cert, ${f.cat} as p_cat,
             coalesce(s.platinum_until > now(), false) as plat, s.completeness as comp, s.updated_at as upd,
             ${text ? text.coverage : sql`1::real`} as cov,
             ${text && text.anyTsq !== '' ? sql`ts_rank(s.rank_vector, ${text.anyTsq}::tsquery, 0)` : sql`0::real`} as tsr
        from company_search s
       where s.listed
         ${text ? sql`and ${text.candidates}` : sql``}
         and ((${f.loc})::int + (${f.cert})::int + (${f.cat})::int) >= 2
    ),
    base as materialized (
      select sc.*, sc.cov * (case when sc.plat then ${sql.raw(String(PLATINUM_BOOST))} else 1 end) as score
        from scored sc
       where sc.cov >= ${text ? text.minCoverage : 0}
    ),
    page as (
      select b.id, b.score, b.tsr, b.plat, b.comp, b.upd from base b where b.p_loc and b.p_cert and b.p_cat
       order by ${order('b')} limit ${p.limit} offset ${p.offset}
    )
    select
      (select count(*)::int from base where p_loc and p_cert and p_cat) as total,
      (select coalesce(json_agg(json_build_object('value', state, 'count', n) order by n desc, state), '[]'::json)
         from (select state, count(*)::int as n from base where p_cert and p_cat group by state) s) as loc,
      (select coalesce(json_agg(json_build_object('value', ce.slug, 'count', x.n) order by x.n desc, ce.slug), '[]'::json)
         from (select unnest(certs) as id, count(*)::int as n from base where p_loc and p_cat group by 1) x
         join certifications ce on ce.id = x.id) as cert,
      (select coalesce(json_agg(json_build_object('value', ca.slug, 'count', x.n) order by x.n desc, ca.slug), '[]'::json)
         from (select unnest(cats) as id, count(*)::int as n from base where p_loc and p_cert group by 1) x
         join categories ca on ca.id = x.id) as cat,
      (select coalesce(json_agg(json_build_object(
                'id', c.id, 'trade_name', c.trade_name, 'logo_file_id', c.logo_file_id, 'city', c.city, 'state', c.state,
                'country', c.country, 'brief_description', c.brief_description, 'sector', c.sector,
                'profile_type', c.profile_type, 'is_platinum', pg.plat,
                'is_validated_supplier', c.is_validated_supplier, 'latitude', c.latitude, 'longitude', c.longitude,
                'categories', coalesce((select json_agg(json_build_object('slug', ca.slug, 'nameEn', ca.name_en, 'nameEs', ca.name_es)
                                                 order by ca.sort_order, ca.code)
                                          from company_categories cc join categories ca on ca.id = cc.category_id
                                         where cc.company_id = c.id), '[]'::json),
                'certifications', coalesce((select json_agg(ce.name order by ce.name)
                                              from company_certifications cc join certifications ce on ce.id = cc.certification_id
                                             where cc.company_id = c.id), '[]'::json)
              ) order by ${order('pg')}), '[]'::json)
         from page pg join companies c on c.id = pg.id) as items`,
  )
  return { total: row?.total ?? 0, items: row?.items ?? [], loc: row?.loc ?? [], cert: row?.cert ?? [], cat: row?.cat ?? [] }
}

export interface MapPointRow {
  id: string
  tradeName: string
  lat: number
  lng: number
  city: string
  state: string
  isPlatinum: boolean
}

/** Located companies matching the query and all filters: Platinum first, at most `max` points, plus the total. */
export async function searchMapPoints(
  db: Db,
  p: { text: RankedText | null; filters: CompanyFilterIds; impossible: boolean; max: number },
): Promise<{ total: number; points: MapPointRow[] }> {
  if (p.impossible) return { total: 0, points: [] }
  const f = filterPredicates(p.filters)
  const text = p.text
  const [row] = await (text ? rowsViaIndex : rows)<{ total: number; points: MapPointRow[] }>(
    db,
    sql`
    with m as materialized (
      select c.id, c.trade_name, c.latitude, c.longitude, c.city, c.state, coalesce(s.platinum_until > now(), false) as plat,
             s.completeness as comp
        from company_search s join companies c on c.id = s.company_id
       where s.listed and c.latitude is not null and c.longitude is not null
         ${text ? sql`and ${text.candidates} and ${text.coverage} >= ${text.minCoverage}` : sql``}
         and ${f.loc} and ${f.cert} and ${f.cat}
    )
    select (select count(*)::int from m) as total,
           (select coalesce(json_agg(json_build_object('id', id, 'tradeName', trade_name, 'lat', latitude, 'lng', longitude,
                                                       'city', city, 'state', state, 'isPlatinum', plat)
                                     order by plat desc, comp desc, id), '[]'::json)
              from (select * from m order by plat desc, comp desc, id limit ${p.max}) top) as points`,
  )
  return { total: row?.total ?? 0, points: row?.points ?? [] }
}

/** Approved, visible companies per category id, each counted in its categories and their ancestors. */
export async function countCompaniesByCategory(db: Db): Promise<Map<number, number>> {
  const result = await rows<{ id: number; n: number }>(
    db,
    sql`select unnest(category_ids) as id, count(*)::int as n from company_search where listed group by 1`,
  )
  return new Map(result.map((r) => [r.id, r.n]))
}
