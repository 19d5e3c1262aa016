/**
 * The candidate pool of a supplier ranking, computed exactly without scoring the whole directory (MaxScore, Turtle
 * and Flood 1995). A candidate's pre-rank is a sum of parts, each with a known maximum: a concept's share of the
 * coverage points, and the category points. The parts are ordered by the rows they cost per point (their shares
 * estimated from ANALYZE's statistics of `company_search`), and only the companies holding one of the cheapest parts
 * are scored. A company holding none of them scores at most the sum of the other parts' maxima (the bound); when the
 * pool's last pre-rank is above that, no company left out could have entered it, and the pool is the one a full
 * scoring finds, in the same order. Otherwise the pool's last pre-rank (a floor of the true one) tells how many more
 * parts must be scored, and a second pass with them is exact by the same argument. Without statistics (a database
 * never analyzed) every candidate is scored, as before.
 */
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { anyOfShares, candidatesOf, DESCRIPTION_MATCH, rankPoolOnPostings, tsqueryShare, type CompiledConcept, type CompiledQuery, type ElementShares } from '../search/retrieval.service'
import * as repo from './matching.repo'
import { POOL_CATEGORY_POINTS, POOL_COVERAGE_POINTS } from './matching.weights'

/**
 * Scored first: the cheapest parts while together they are expected in at most this share of the directory, or in
 * FIRST_PASS_PER_SLOT rows per pool place if that is more (a first pass must fill the pool to bound anything).
 */
const FIRST_PASS_SHARE = 0.03
const FIRST_PASS_PER_SLOT = 4
/** pre is a float4 in SQL: a pool floor must clear the bound by more than its rounding. */
const EPSILON = 1e-3

// ── Frequencies from the planner's statistics ─────────────────────────────────────────────────────────────────

/** Estimated share of rows holding any of `ids` (an int[] column). */
export function arrayOverlapShare(ids: readonly number[], stats: ElementShares): number {
  return anyOfShares(ids.map((id) => stats.shares.get(String(id)) ?? stats.unlisted))
}

interface PoolStats {
  /** Rows of company_search when last analyzed. */
  rows: number
  lexemes: ElementShares
  categories: ElementShares
  certifications: ElementShares
}

const STATS_TTL_MS = 10 * 60_000
const statsCache = new WeakMap<Db, { at: number; stats: PoolStats | null }>()

/** The statistics of `company_search` (kept 10 minutes: ANALYZE changes them rarely); null when never analyzed. */
async function poolStats(db: Db): Promise<PoolStats | null> {
  const hit = statsCache.get(db)
  if (hit && Date.now() - hit.at < STATS_TTL_MS) return hit.stats
  const { rows, columns: list } = await repo.elementStatistics(db)
  const columns = new Map(list.map((r) => [r.column, r]))
  const shares = (column: string): ElementShares | null => {
    const r = columns.get(column)
    if (!r || r.elements.length === 0) return null
    // After one share per element, PostgreSQL stores the lowest and highest share: an unlisted element is rarer than
    // the lowest, and is taken at half of it (as its planner does).
    const lowest = r.shares[r.elements.length] ?? 0
    return { shares: new Map(r.elements.map((e, i) => [e, r.shares[i] ?? 0])), unlisted: lowest / 2 }
  }
  const lexemes = shares('search_vector')
  const empty = { shares: new Map<string, number>(), unlisted: 0 }
  const stats = lexemes && rows > 0 ? { rows, lexemes, categories: shares('category_ids') ?? empty, certifications: shares('certification_ids') ?? empty } : null
  statsCache.set(db, { at: Date.now(), stats })
  return stats
}

// ── The pool ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A part of the pre-rank: a concept (its index in the query) or the category; its share of rows and its maximum. */
export interface Part {
  concept: number | null
  share: number
  max: number
}

export interface PoolRequest {
  query: CompiledQuery
  /** The concepts scored (weights as the coverage counts them). */
  concepts: readonly CompiledConcept[]
  coverage: SQL
  categoryIds: readonly number[]
  excludeId: string | null
  suppliersOnly: boolean
  limit: number
}

/** How the pool was found: for tests and benchmarks. */
export interface PoolTrace {
  passes: ('postings' | 'bounded' | 'full')[]
}

function parts(p: PoolRequest, stats: PoolStats): Part[] {
  const total = p.concepts.reduce((s, c) => s + c.weight, 0)
  const out: Part[] = []
  p.concepts.forEach((c, concept) => {
    if (total <= 0 || c.weight <= 0 || (c.tsq === '' && c.certificationIds.length === 0)) return
    const text = c.tsq === '' ? 0 : tsqueryShare(c.tsq, stats.lexemes)
    const share = anyOfShares([text, arrayOverlapShare(c.certificationIds, stats.certifications)])
    out.push({ concept, share, max: (POOL_COVERAGE_POINTS * c.weight) / total })
  })
  if (p.categoryIds.length > 0) out.push({ concept: null, share: arrayOverlapShare(p.categoryIds, stats.categories), max: POOL_CATEGORY_POINTS })
  return out
}

/**
 * Parts cheapest per point first (share of rows over maximum): the parts to score are taken from the front, so a
 * bound is reached with the fewest rows.
 */
function byCostPerPoint(list: Part[]): Part[] {
  return list.sort((a, b) => a.share / a.max - b.share / b.max || a.share - b.share)
}

/** The most a company holding none of `essential` can pre-rank. */
const boundWithout = (all: readonly Part[], essential: readonly Part[]) =>
  all.reduce((s, x) => s + x.max, 0) - essential.reduce((s, x) => s + x.max, 0)

/** The `limit` best candidates by pre-rank. `exhaustive` scores every candidate (the reference of the tests). */
export async function candidatePool(
  db: Db,
  p: PoolRequest,
  options: { trace?: PoolTrace; exhaustive?: boolean; /** false: SQL only (tests compare the two). */ postings?: boolean } = {},
): Promise<repo.SupplierRow[]> {
  // The search postings score every candidate in memory (ADR 040); SQL answers while they are first built.
  if (!options.exhaustive && options.postings !== false) {
    const ranked = await rankPoolOnPostings(db, {
      candidateConcepts: p.query.concepts,
      concepts: p.concepts,
      categoryIds: p.categoryIds,
      excludeId: p.excludeId,
      suppliersOnly: p.suppliersOnly,
      limit: p.limit,
      coveragePoints: POOL_COVERAGE_POINTS,
      categoryPoints: POOL_CATEGORY_POINTS,
      descriptionMatch: DESCRIPTION_MATCH,
    })
    if (ranked) {
      options.trace?.passes.push('postings')
      return repo.supplierRowsInOrder(db, ranked)
    }
  }
  const base = { coverage: p.coverage, excludeId: p.excludeId, suppliersOnly: p.suppliersOnly, limit: p.limit }
  const stats = options.exhaustive ? null : await poolStats(db)
  return boundedTop(stats ? parts(p, stats) : [], p.limit, stats?.rows ?? 0, options.trace, (essential) => {
    if (!essential) return repo.supplierCandidates(db, { ...base, candidates: candidatesOf(p.query), categoryIds: p.categoryIds })
    const concepts = essential.flatMap((x) => (x.concept === null ? [] : [p.concepts[x.concept]!]))
    return repo.supplierCandidates(db, {
      ...base,
      candidates: candidatesOf({ ...p.query, concepts }),
      categoryIds: essential.some((x) => x.concept === null) ? p.categoryIds : [],
      // The pre-rank still counts the category when it is not essential.
      scoreCategoryIds: p.categoryIds,
    })
  })
}

/**
 * The MaxScore passes over `parts` of a pre-rank (none: one full pass). `pass(essential)` returns the `limit` best
 * rows holding one of the essential parts, best first; `pass(null)` the `limit` best of all candidates.
 */
export async function boundedTop<T extends { pre: number }>(
  allParts: readonly Part[],
  limit: number,
  rows: number,
  trace: PoolTrace | undefined,
  pass: (essential: readonly Part[] | null) => Promise<T[]>,
): Promise<T[]> {
  const run = (essential: readonly Part[] | null) => {
    trace?.passes.push(essential ? 'bounded' : 'full')
    return pass(essential)
  }
  const sorted = byCostPerPoint([...allParts])
  if (sorted.length === 0 || rows <= 0) return run(null)
  // First pass: the cheapest parts that fit the row budget.
  const budget = Math.max(FIRST_PASS_SHARE, (FIRST_PASS_PER_SLOT * limit) / rows)
  const first: Part[] = []
  let share = 0
  for (const part of sorted) {
    if (first.length > 0 && share + part.share > budget) break
    first.push(part)
    share += part.share
  }
  if (first.length === sorted.length) return run(null)
  const found = await run(first)
  if (found.length < limit) return run(null)
  const floor = found[found.length - 1]!.pre
  if (floor > boundWithout(sorted, first) + EPSILON) return found
  // The true pool's last pre-rank is at least `floor`: scoring the parts that leave less than that to the others
  // is enough.
  const second: Part[] = []
  for (const part of sorted) {
    if (floor > boundWithout(sorted, second) + EPSILON) break
    second.push(part)
  }
  return second.length === sorted.length ? run(null) : run(second)
}
