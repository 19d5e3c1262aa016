/**
 * The only TypeScript that touches the search tables (company_search, products_services.search_vector,
 * search_words); the database writes them itself, in each writing transaction, through the triggers and SQL
 * functions of migration 0012. Everything is parameterized SQL through Drizzle's `sql` template.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { intArray, textArray, uuidArray } from '../../db/sql-arrays'
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
  /** Imported from a public registry (DENUE) and not claimed yet: the card says "not verified" (ADR 055). */
  is_unclaimed_registry: boolean
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
  /** `total` is a sample estimate (more than `bound` matches); never for text queries, whose total is exact. */
  totalIsEstimate: boolean
  /** At least one facet was counted on the sample (its set had more than `bound` companies). */
  facetsAreEstimates: boolean
}

/**
 * The fixed sample that estimates counts beyond the bound: listed companies whose (random, v4) id ends in a byte
 * below 16, 1 in 16 — the predicate of the partial index company_search_sample_idx (migration 0023), verbatim.
 */
const SAMPLE_FACTOR = 16
const inSample = (alias: string) => sql.raw(`get_byte(uuid_send(${alias}.company_id), 15) < 16`)

/** The JSON of the result cards, in `order`, from a `page` set of company ids (alias `pg`). */
function itemsJson(order: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
                'id', c.id, 'trade_name', c.trade_name, 'logo_file_id', c.logo_file_id, 'city', c.city, 'state', c.state,
                'country', c.country, 'brief_description', c.brief_description, 'sector', c.sector,
                'profile_type', c.profile_type, 'is_platinum', pg.plat,
                'is_validated_supplier', c.is_validated_supplier, 'latitude', c.latitude, 'longitude', c.longitude,
                'is_unclaimed_registry', c.registry_source is not null and c.registry_claimed_at is null,
                'categories', coalesce((select json_agg(json_build_object('slug', ca.slug, 'nameEn', ca.name_en, 'nameEs', ca.name_es)
                                                 order by ca.sort_order, ca.code)
                                          from company_categories cc join categories ca on ca.id = cc.category_id
                                         where cc.company_id = c.id), '[]'::json),
                'certifications', coalesce((select json_agg(ce.name order by ce.name)
                                              from company_certifications cc join certifications ce on ce.id = cc.certification_id
                                             where cc.company_id = c.id), '[]'::json)
              ) order by ${order}), '[]'::json)
         from page pg join companies c on c.id = pg.id)`
}

/** A facet as JSON from rows (`from`, with `state`/`certs`/`cats` columns), each count multiplied by `factor`. */
function facetJson(kind: 'loc' | 'cert' | 'cat', from: SQL, factor: number): SQL {
  const k = sql.raw(String(factor))
  if (kind === 'loc')
    return sql`(select coalesce(json_agg(json_build_object('value', state, 'count', n) order by n desc, state collate "C"), '[]'::json)
                  from (select state, count(*)::int * ${k} as n from ${from} group by state) s)`
  const [col, table] = kind === 'cert' ? ['certs', 'certifications'] : ['cats', 'categories']
  return sql`(select coalesce(json_agg(json_build_object('value', r.slug, 'count', x.n) order by x.n desc, r.slug collate "C"), '[]'::json)
                from (select unnest(${sql.raw(col)}) as id, count(*)::int * ${k} as n from ${from} group by 1) x
                join ${sql.raw(table)} r on r.id = x.id)`
}

type FacetRow = { total: number; items: CompanyCardRow[]; loc: SearchCompaniesResult['loc']; cert: SearchCompaniesResult['cert']; cat: SearchCompaniesResult['cat'] }

/**
 * Results, total and the three facets. A facet's counts use the rows passing the OTHER two filters, the results
 * those passing all three. Counting is exact while a set has at most `bound` companies; beyond, a facet is counted
 * on the fixed 1-in-16 sample and scaled (and, for browse and filters, so is the total): counting ~95,000 rows is
 * what made a browse cost hundreds of milliseconds (bench/README.md).
 *
 * With a text query every candidate is scored (the order needs it) in one statement: the `base` set holds the
 * visible companies matching the query that pass at least two of the three filters. Without one, the page is read
 * in display order from company_search_browse_idx, and counts come from bounded probes and the sample index.
 */
export async function searchCompanies(db: Db, p: SearchCompaniesParams & { bound: number }): Promise<SearchCompaniesResult> {
  if (p.impossible) return { total: 0, items: [], loc: [], cert: [], cat: [], totalIsEstimate: false, facetsAreEstimates: false }
  return p.text ? searchText(db, p, p.text) : searchBrowse(db, p)
}

async function searchText(db: Db, p: SearchCompaniesParams & { bound: number }, text: RankedText): Promise<SearchCompaniesResult> {
  const f = filterPredicates(p.filters)
  // Coverage × Platinum boost (ts_rank breaks ties), then completeness, freshness, id.
  const order = (t: 'b' | 'pg') => sql.raw(`${t}.score desc, ${t}.tsr desc, ${t}.comp desc, ${t}.upd desc, ${t}.id`)
  const bound = p.bound
  const facet = (kind: 'loc' | 'cert' | 'cat', others: string, n: string) =>
    sql`case when (select ${sql.raw(n)} from n) <= ${bound}
             then ${facetJson(kind, sql.raw(`base where ${others}`), 1)}
             else ${facetJson(kind, sql.raw(`samp where ${others}`), SAMPLE_FACTOR)} end`
  const [row] = await rowsViaIndex<FacetRow & { n_loc: number; n_cert: number; n_cat: number }>(
    db,
    sql`
    with scored as materialized (
      select s.company_id as id, s.state, s.category_ids as cats, s.certification_ids as certs,
             ${f.loc} as p_loc, ${f.cert} as p_cert, ${f.cat} as p_cat, ${inSample('s')} as fs,
             coalesce(s.platinum_until > now(), false) as plat, s.completeness as comp, s.updated_at as upd,
             ${text.coverage} as cov,
             ${text.anyTsq !== '' ? sql`ts_rank(s.rank_vector, ${text.anyTsq}::tsquery, 0)` : sql`0::real`} as tsr
        from company_search s
       where s.listed
         and ${text.candidates}
         and ((${f.loc})::int + (${f.cert})::int + (${f.cat})::int) >= 2
    ),
    base as materialized (
      select sc.*, sc.cov * (case when sc.plat then ${sql.raw(String(PLATINUM_BOOST))} else 1 end) as score
        from scored sc
       where sc.cov >= ${text.minCoverage}
    ),
    n as (
      select count(*) filter (where p_loc and p_cert and p_cat)::int as total,
             count(*) filter (where p_cert and p_cat)::int as loc,
             count(*) filter (where p_loc and p_cat)::int as cert,
             count(*) filter (where p_loc and p_cert)::int as cat
        from base
    ),
    samp as materialized (select * from base where fs),
    page as (
      select b.id, b.score, b.tsr, b.plat, b.comp, b.upd from base b where b.p_loc and b.p_cert and b.p_cat
       order by ${order('b')} limit ${p.limit} offset ${p.offset}
    )
    select (select total from n) as total, (select loc from n) as n_loc, (select cert from n) as n_cert, (select cat from n) as n_cat,
           ${facet('loc', 'p_cert and p_cat', 'loc')} as loc,
           ${facet('cert', 'p_loc and p_cat', 'cert')} as cert,
           ${facet('cat', 'p_loc and p_cert', 'cat')} as cat,
           ${itemsJson(order('pg'))} as items`,
  )
  if (!row) return { total: 0, items: [], loc: [], cert: [], cat: [], totalIsEstimate: false, facetsAreEstimates: false }
  return {
    total: row.total,
    items: row.items,
    loc: row.loc,
    cert: row.cert,
    cat: row.cat,
    totalIsEstimate: false,
    facetsAreEstimates: Math.max(row.n_loc, row.n_cert, row.n_cat) > bound,
  }
}

async function searchBrowse(db: Db, p: SearchCompaniesParams & { bound: number }): Promise<SearchCompaniesResult> {
  const f = filterPredicates(p.filters)
  const bound = p.bound
  // How many companies each set holds, counting no further than bound + 1.
  const probe = (where: SQL) => sql`(select count(*)::int from (select 1 from company_search s where s.listed and ${where} limit ${bound + 1}) x)`
  const [n] = await rows<{ total: number; loc: number; cert: number; cat: number }>(
    db,
    sql`select ${probe(sql`${f.loc} and ${f.cert} and ${f.cat}`)} as total, ${probe(sql`${f.cert} and ${f.cat}`)} as loc,
               ${probe(sql`${f.loc} and ${f.cat}`)} as cert, ${probe(sql`${f.loc} and ${f.cert}`)} as cat`,
  )
  const exact = { total: n!.total <= bound, loc: n!.loc <= bound, cert: n!.cert <= bound, cat: n!.cat <= bound }
  const needSample = !exact.total || !exact.loc || !exact.cert || !exact.cat
  // Exact counts read the (small) set itself; estimates read the sample.
  const rowsOf = (where: SQL) =>
    sql`(select s.state, s.category_ids as cats, s.certification_ids as certs from company_search s where s.listed and ${where}) e`
  const facet = (kind: 'loc' | 'cert' | 'cat', where: SQL, others: string) =>
    exact[kind] ? facetJson(kind, rowsOf(where), 1) : facetJson(kind, sql.raw(`samp where ${others}`), SAMPLE_FACTOR)
  // Display order: active Platinum first, then completeness, freshness, id; each half read in index order.
  const half = (platinum: boolean) => sql`(select s.company_id as id, ${sql.raw(String(platinum))} as plat, s.completeness as comp, s.updated_at as upd
        from company_search s
       where s.listed and ${platinum ? sql`s.platinum_until > now()` : sql`(s.platinum_until is null or s.platinum_until <= now())`}
         and ${f.loc} and ${f.cert} and ${f.cat}
       order by s.completeness desc nulls last, s.updated_at desc nulls last, s.company_id
       limit ${p.offset + p.limit})`
  const [row] = await rows<FacetRow & { sample_total: number }>(
    db,
    sql`
    with ${needSample ? sql`samp as materialized (
      select s.state, s.category_ids as cats, s.certification_ids as certs, ${f.loc} as p_loc, ${f.cert} as p_cert, ${f.cat} as p_cat
        from company_search s
       where s.listed and ${inSample('s')} and ((${f.loc})::int + (${f.cert})::int + (${f.cat})::int) >= 2
    ),` : sql``}
    page as (
      select * from (${half(true)} union all ${half(false)}) u
       order by u.plat desc, u.comp desc, u.upd desc, u.id limit ${p.limit} offset ${p.offset}
    )
    select ${exact.total ? sql`${n!.total}::int` : sql`(select count(*)::int * ${SAMPLE_FACTOR} from samp where p_loc and p_cert and p_cat)`} as total,
           ${facet('loc', sql`${f.cert} and ${f.cat}`, 'p_cert and p_cat')} as loc,
           ${facet('cert', sql`${f.loc} and ${f.cat}`, 'p_loc and p_cat')} as cert,
           ${facet('cat', sql`${f.loc} and ${f.cert}`, 'p_loc and p_cert')} as cat,
           ${itemsJson(sql.raw('pg.plat desc, pg.comp desc, pg.upd desc, pg.id'))} as items`,
  )
  return {
    // An estimate is never below what the probe saw.
    total: exact.total ? n!.total : Math.max(row!.total, bound + 1),
    items: row!.items,
    loc: row!.loc,
    cert: row!.cert,
    cat: row!.cat,
    totalIsEstimate: !exact.total,
    facetsAreEstimates: !exact.loc || !exact.cert || !exact.cat,
  }
}

/**
 * The result cards of a page ranked elsewhere (the in-memory postings): `page` in display order, each with its
 * active-Platinum flag as the ranking saw it. A company deleted meanwhile is left out.
 */
export async function companyCards(db: Db, page: readonly { id: string; plat: boolean }[]): Promise<CompanyCardRow[]> {
  if (page.length === 0) return []
  const [row] = await rows<{ items: CompanyCardRow[] }>(
    db,
    sql`with page as (
          select u.id, u.plat, u.ord
            from unnest(${uuidArray(page.map((p) => p.id))}, ${sql.param(page.map((p) => p.plat))}::boolean[]) with ordinality as u(id, plat, ord)
        )
        select ${itemsJson(sql.raw('pg.ord'))} as items`,
  )
  return row?.items ?? []
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
