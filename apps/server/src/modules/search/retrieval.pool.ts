/**
 * The candidate pool of a supplier ranking. On the search index (ADR 049) every candidate is scored in memory.
 * In SQL (the degraded mode while the index is not ready) it is computed exactly without scoring the whole
 * directory (MaxScore, Turtle and Flood 1995). A candidate's pre-rank is a sum of parts, each with a known maximum:
 * a concept's share of the coverage points, and the category points. The parts are ordered by the rows they cost per point (their shares
 * estimated from ANALYZE's statistics of `company_search`), and only the companies holding one of the cheapest parts
 * are scored. A company holding none of them scores at most the sum of the other parts' maxima (the bound); when the
 * pool's last pre-rank is above that, no company left out could have entered it, and the pool is the one a full
 * scoring finds, in the same order. Otherwise the pool's last pre-rank (a floor of the true one) tells how many more
 * parts must be scored, and a second pass with them is exact by the same argument. Without statistics (a database
 * never analyzed) every candidate is scored, as before.
 */
import type { Db } from '../../db/client'
import { withPostings } from './postings/postings.sync'
import { anyOfShares, tsqueryShare, type ElementShares } from './query/tsquery-text'
import * as repo from './retrieval.repo'
import type { CompiledConcept, CompiledQuery } from './retrieval.service'

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
  categoryIds: readonly number[]
  excludeId: string | null
  suppliersOnly: boolean
  limit: number
  /** Points of a full coverage, and of being in one of `categoryIds` (matching's weights). */
  coveragePoints: number
  categoryPoints: number
}

/** How the pool was found: for tests and benchmarks. */
export interface PoolTrace {
  passes: ('postings' | 'bounded' | 'full')[]
}

function parts(p: PoolRequest, stats: PoolStats): Part[] {
  const { coveragePoints, categoryPoints } = p
  const total = p.concepts.reduce((s, c) => s + c.weight, 0)
  const out: Part[] = []
  p.concepts.forEach((c, concept) => {
    if (total <= 0 || c.weight <= 0 || (c.tsq === '' && c.certificationIds.length === 0)) return
    const text = c.tsq === '' ? 0 : tsqueryShare(c.tsq, stats.lexemes)
    const share = anyOfShares([text, arrayOverlapShare(c.certificationIds, stats.certifications)])
    out.push({ concept, share, max: (coveragePoints * c.weight) / total })
  })
  if (p.categoryIds.length > 0) out.push({ concept: null, share: arrayOverlapShare(p.categoryIds, stats.categories), max: categoryPoints })
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

/**
 * The `limit` best candidates of a supplier ranking by pre-rank (coverage points + category points), then
 * completeness, freshness, id: computed by the search index (ADR 049), or by SQL while it is not ready (the
 * degraded mode). `exhaustive` scores every candidate in SQL (the reference of the tests).
 */
export async function supplierPool(
  db: Db,
  p: PoolRequest,
  options: { trace?: PoolTrace; exhaustive?: boolean; /** false: SQL only (tests compare the two). */ postings?: boolean } = {},
): Promise<{ id: string; pre: number }[]> {
  if (!options.exhaustive && options.postings !== false) {
    const ranked = await withPostings(db, (postings) =>
      postings.engine.pool({
        candidateConcepts: p.query.concepts,
        concepts: p.concepts,
        categoryIds: p.categoryIds,
        excludeId: p.excludeId,
        suppliersOnly: p.suppliersOnly,
        limit: p.limit,
        coveragePoints: p.coveragePoints,
        categoryPoints: p.categoryPoints,
        descriptionMatch: repo.DESCRIPTION_MATCH,
      }),
    )
    if (ranked) {
      options.trace?.passes.push('postings')
      return ranked
    }
  }
  const base = { concepts: p.concepts, coveragePoints: p.coveragePoints, categoryPoints: p.categoryPoints, excludeId: p.excludeId, suppliersOnly: p.suppliersOnly, limit: p.limit }
  const stats = options.exhaustive ? null : await poolStats(db)
  return boundedTop(stats ? parts(p, stats) : [], p.limit, stats?.rows ?? 0, options.trace, (essential) => {
    if (!essential) return repo.poolCandidates(db, { ...base, candidateConcepts: p.query.concepts, categoryIds: p.categoryIds })
    return repo.poolCandidates(db, {
      ...base,
      candidateConcepts: essential.flatMap((x) => (x.concept === null ? [] : [p.concepts[x.concept]!])),
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
