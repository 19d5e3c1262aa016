/**
 * Company search: bilingual full-text (Spanish + English stems over unaccented text), typo correction against
 * the indexed words (pg_trgm), facets, map points and the category counts. See docs/decisions/007-directory.md.
 */
import path from 'node:path'
import {
  SEARCH_EXACT_COUNT_BOUND,
  SEARCH_MAP_MAX_POINTS,
  type TSearchCompaniesRequest,
  type TSearchCompaniesResponse,
  type TSearchFilters,
  type TSearchMapResponse,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import * as repo from './search.repo'
import { candidatesOf, clearRetrievalCache, coverageOf, DESCRIPTION_MATCH, minCoverageFor, understandQuery, type CompiledQuery } from './retrieval.service'
import { purgeRemoved } from './postings/postings.repo'
import { configurePostings, forgetPostings, loadPostings, postingsStats, postingsStatus, withPostings, type PostingsStatus } from './postings/postings.sync'

/** The answer cache other modules receive (app.searchCache); its implementation stays private to this module. */
export type { SearchCache } from './search.cache'
/** Typo correction's word lists (query/dictionary.ts), warmed at start by main.ts. */
export { warmDictionaries } from './query/dictionary'

const REFRESH_BATCH = 1000

/**
 * A small time-limited cache of query PARSING (text → tsquery, slugs → ids), per database. Results and facets are
 * never cached. A new indexed word or category can take up to the TTL to be picked up by a cached query text.
 */
const PARSE_CACHE_TTL_MS = 60_000
const PARSE_CACHE_MAX = 2000
const parseCaches = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>()
function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = parseCaches.get(db)
  if (!cache) parseCaches.set(db, (cache = new Map()))
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && now - hit.at < PARSE_CACHE_TTL_MS) return hit.value as Promise<T>
  const value = load()
  value.catch(() => cache.delete(key))
  if (cache.size >= PARSE_CACHE_MAX) cache.delete(cache.keys().next().value!)
  cache.set(key, { at: now, value })
  return value
}

/**
 * Builds the directory's text postings now (ADR 040, in a worker thread: ADR 049; on start-up, so the first
 * searches need not wait): until they are built, text searches are answered by SQL. Resolves to the companies
 * indexed and where the index came from.
 */
export async function warmSearchPostings(db: Db): Promise<number> {
  return (await (await loadPostings(db)).engine.stats()).size
}

/**
 * Where the postings of `db` are built from and kept (main.ts): a PostgreSQL server's URL lets the worker read the
 * rows itself; with a data folder, a snapshot there makes a restart ready in seconds (ADR 049).
 */
export function configureSearchPostings(db: Db, options: { databaseUrl?: string; dataDir?: string; memoryLimitBytes?: number }): void {
  configurePostings(db, {
    url: options.databaseUrl,
    snapshotFile: options.dataDir ? path.join(options.dataDir, 'search-postings.snapshot') : undefined,
    memoryLimitBytes: options.memoryLimitBytes,
  })
}

/** The search index's readiness (health): `building` with its progress while SQL answers, `ready`. */
export function searchReadiness(db: Db): PostingsStatus {
  return postingsStatus(db)
}

/** Bytes the search index holds in its worker (arrays and the worker's heap); null before it is ready. */
export async function searchIndexBytes(db: Db): Promise<number | null> {
  const stats = await postingsStats(db)
  return stats ? stats.arrayBytes + stats.heapBytes : null
}

/**
 * Deletes the removed companies' tombstones older than the previous purge's horizon (a scheduled job, daily): an
 * index or snapshot older than that is built again instead (postings.repo purgeRemoved, ADR 049).
 */
export function purgeRemovedCompanies(db: Db): Promise<number> {
  return purgeRemoved(db)
}

/** Stops the postings' worker (the app's close). */
export function stopSearchPostings(db: Db): Promise<void> {
  return forgetPostings(db)
}

/** Forgets cached query parsing (tests; after category changes). */
export function clearSearchParseCache(db: Db): void {
  parseCaches.delete(db)
  clearRetrievalCache(db)
}
const fileUrl = (id: string) => `/api/v1/files/${id}`

/**
 * Rebuilds the search data (vector, category/certification ids, completeness, words) of these companies and of
 * their products/services now. Writes need no call: triggers (migration 0012) reindex every company a transaction
 * changed before it commits, so a write and its index change are one atomic step and the search cache's generation
 * bump (ADR 008) covers both. This is for back-fills and tests that want an explicit reindex.
 */
export async function refreshCompanySearch(db: Db, companyIds: readonly string[]): Promise<void> {
  const unique = [...new Set(companyIds)]
  for (let i = 0; i < unique.length; i += REFRESH_BATCH) {
    await repo.refreshCompanies(db, unique.slice(i, i + REFRESH_BATCH))
  }
}

/**
 * Bulk refresh, after seeding or on start-up: every company, or (onlyUnindexed) those never indexed, e.g. rows
 * that existed before the search migration.
 */
export async function refreshAllCompanySearch(
  db: Db,
  options: { onlyUnindexed?: boolean; batchSize?: number; log?: (message: string) => void } = {},
): Promise<number> {
  const ids = await repo.findCompanyIds(db, options.onlyUnindexed ?? false)
  const batch = options.batchSize ?? 2500
  for (let i = 0; i < ids.length; i += batch) {
    await repo.refreshCompanies(db, ids.slice(i, i + batch))
    options.log?.(`indexed ${Math.min(i + batch, ids.length)}/${ids.length} companies for search`)
  }
  if (!options.onlyUnindexed) await repo.rebuildSearchWords(db)
  return ids.length
}

export interface TextQuery {
  /** tsquery text ('' when there is nothing to search for). */
  tsQuery: string
  /** The query with typos corrected, when a word was corrected; else null. */
  correctedQuery: string | null
}

/**
 * Free text as a tsquery for a boolean filter (the marketplace's text and material filters): every concept of the
 * query must match — as one of its thesaurus terms in either language, its Spanish or English stem, or a prefix —
 * or, with `any`, at least one. Directory search ranks by coverage instead (searchCompanies).
 */
export async function buildTextQuery(db: Db, text: string, options: { any?: boolean } = {}): Promise<TextQuery> {
  const q = await understandQuery(db, text)
  return { tsQuery: options.any ? q.anyTsq : q.allTsq, correctedQuery: q.correctedQuery }
}

function rankedText(q: CompiledQuery): repo.RankedText | null {
  if (q.anyTsq === '' && !q.concepts.some((c) => c.certificationIds.length > 0)) return null
  return { coverage: coverageOf(q, 's', { onlyCandidates: true }), candidates: candidatesOf(q), anyTsq: q.anyTsq, minCoverage: minCoverageFor(q) }
}

interface ResolvedFilters {
  filters: repo.CompanyFilterIds
  /** A filter was given but none of its slugs exists: nothing can match. */
  impossible: boolean
}

async function resolveFilters(db: Db, f: Pick<TSearchFilters, 'loc' | 'cert' | 'cat'>): Promise<ResolvedFilters> {
  const [certificationIds, categoryIds] = await Promise.all([
    f.cert.length > 0 ? cached(db, `cert:${f.cert.join(',')}`, () => repo.resolveCertificationSlugs(db, f.cert)) : [],
    f.cat.length > 0 ? resolveCategorySlugs(db, f.cat, false) : [],
  ])
  const impossible = (f.cert.length > 0 && certificationIds.length === 0) || (f.cat.length > 0 && categoryIds.length === 0)
  return { filters: { states: f.loc, certificationIds, categoryIds }, impossible }
}

/** An estimated count shown as "about": two significant digits (94,992 → 95,000; 1,184 → 1,200; 48 → 48). */
export function roundEstimate(n: number): number {
  if (n < 100) return n
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1)
  return Math.round(n / unit) * unit
}

/**
 * A text query ranked on the in-memory postings (postings/, ADR 040): the same results, order and total as the SQL
 * ranking; the facets counted exactly up to FACET_EXACT_BOUND candidates, on a sample beyond (ADR 049). Null while the postings are first built, or for a query they cannot
 * answer: the SQL ranking answers then.
 */
async function searchWithPostings(db: Db, text: CompiledQuery, filters: repo.CompanyFilterIds, limit: number, offset: number): Promise<repo.SearchCompaniesResult | null> {
  const ranked = await withPostings(db, async (postings) => ({
    postings,
    found: await postings.engine.search({
      concepts: text.concepts,
      rankTsq: text.anyTsq,
      minCoverage: minCoverageFor(text),
      filters,
      limit,
      offset,
      nowMs: Date.now(),
      platinumBoost: repo.PLATINUM_BOOST,
      descriptionMatch: DESCRIPTION_MATCH,
    }),
  }))
  if (!ranked) return null
  const { postings, found } = ranked
  // As the SQL: most first, then by value in byte order; certifications and categories no longer listed are left out.
  const facet = <K>(counts: Map<K, number>, name: (key: K) => string | undefined) =>
    [...counts]
      .flatMap(([key, count]) => {
        const value = name(key)
        return value === undefined ? [] : [{ value, count }]
      })
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
  return {
    total: found.total,
    items: await repo.companyCards(db, found.page),
    loc: facet(found.loc, (state) => state),
    cert: facet(found.cert, (id) => postings.certificationSlugs.get(id)),
    cat: facet(found.cat, (id) => postings.categorySlugs.get(id)),
    totalIsEstimate: false,
    facetsAreEstimates: found.facetsAreEstimates,
  }
}

/** GET /search/companies: approved, visible companies; relevance × Platinum boost, completeness, freshness, id. */
export async function searchCompanies(
  db: Db,
  query: TSearchCompaniesRequest,
  options: {
    bound?: number
    /** false: always the SQL ranking (tests compare the two). */
    postings?: boolean
    /** Told which engine answered (tests). */
    trace?: { engine?: 'postings' | 'sql' }
  } = {},
): Promise<TSearchCompaniesResponse> {
  const [text, resolved] = await Promise.all([understandQuery(db, query.q), resolveFilters(db, query)])
  const ranked = rankedText(text)
  const offset = (query.page - 1) * query.limit
  const fromPostings = ranked && !resolved.impossible && options.postings !== false ? await searchWithPostings(db, text, resolved.filters, query.limit, offset) : null
  if (options.trace) options.trace.engine = fromPostings ? 'postings' : 'sql'
  const result =
    fromPostings ??
    (await repo.searchCompanies(db, {
      text: ranked,
      ...resolved,
      limit: query.limit,
      offset,
      bound: options.bound ?? SEARCH_EXACT_COUNT_BOUND,
    }))
  const facet = (values: { value: string; count: number }[]) =>
    result.facetsAreEstimates ? values.map((v) => ({ value: v.value, count: roundEstimate(v.count) })) : values
  return {
    items: result.items.map((c) => ({
      id: c.id,
      tradeName: c.trade_name,
      logoUrl: c.logo_file_id ? fileUrl(c.logo_file_id) : null,
      city: c.city,
      state: c.state,
      country: c.country,
      briefDescription: c.brief_description,
      sector: c.sector,
      profileType: c.profile_type,
      categories: c.categories,
      certifications: c.certifications,
      isPlatinum: c.is_platinum,
      isValidatedSupplier: c.is_validated_supplier,
      isUnclaimedRegistry: c.is_unclaimed_registry,
      lat: c.latitude,
      lng: c.longitude,
    })),
    total: result.totalIsEstimate ? roundEstimate(result.total) : result.total,
    page: query.page,
    limit: query.limit,
    facets: { loc: facet(result.loc), cert: facet(result.cert), cat: facet(result.cat) },
    totalIsEstimate: result.totalIsEstimate,
    facetsAreEstimates: result.facetsAreEstimates,
    correctedQuery: text.correctedQuery,
    catchingUp: fromPostings !== null && postingsStatus(db).catchingUp !== null,
  }
}

/** GET /search/map: the same filters, located companies only, at most SEARCH_MAP_MAX_POINTS (Platinum first). */
export async function searchMap(db: Db, query: TSearchFilters): Promise<TSearchMapResponse> {
  const [text, resolved] = await Promise.all([understandQuery(db, query.q), resolveFilters(db, query)])
  return repo.searchMapPoints(db, { text: rankedText(text), ...resolved, max: SEARCH_MAP_MAX_POINTS })
}

/** Approved, visible companies per category id (a parent counts the distinct companies in it or its descendants). */
export function countCompaniesByCategory(db: Db): Promise<Map<number, number>> {
  return repo.countCompaniesByCategory(db)
}

/** Category ids for slugs, optionally with all their descendants (marketplace product filters). */
export function resolveCategorySlugs(db: Db, slugs: readonly string[], withDescendants: boolean): Promise<number[]> {
  return cached(db, `cat:${withDescendants}:${slugs.join(',')}`, () => repo.resolveCategorySlugs(db, slugs, withDescendants))
}
