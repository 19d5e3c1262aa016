/**
 * The retrieval engine shared by directory search and matching (ADR 027): query understanding (query/ — tokens,
 * accent folding, thesaurus phrases and translations, typo correction; stems from PostgreSQL's Snowball
 * configurations) and the coverage score (retrieval.repo.ts). Matching and the marketplace use it through here.
 */
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { planQuery, wordsToCheck, type QueryConcept, type WordStatus } from './query/analyze'
import { dictionaryWords } from './query/dictionary'
import { foldPhrase } from './query/thesaurus'
import { simplifyTsquery } from './query/tsquery-text'
import * as repo from './retrieval.repo'
import type { Holds } from './postings/postings-index'
import { withPostings } from './postings/postings.sync'

export { DESCRIPTION_MATCH } from './retrieval.repo'
export type { Holds } from './postings/postings-index'
export { arrayOverlapShare, boundedTop, supplierPool, type Part, type PoolRequest, type PoolTrace } from './retrieval.pool'
export { HELD_IN_MATERIALS, HELD_IN_PROCESSES, HELD_IN_RANK, HELD_IN_SEARCH } from './postings/postings-index'
// Estimating how many rows a tsquery matches, for matching's bounded candidate pool.
export { anyOfShares, tsqueryShare, type ElementShares } from './query/tsquery-text'
export { GENERIC_WEIGHT } from './query/analyze'
export type { QueryConcept } from './query/analyze'
export { tokenize, foldText } from './query/text'
// Matching's data tables name thesaurus terms (matching.relations.ts, ADR 050).
export { thesaurus, type ThesaurusEntry } from './query/thesaurus'

/** Concepts kept from a search box query; a requirement's texts may hold more. */
export const MAX_SEARCH_CONCEPTS = 12
export const MAX_MATCH_CONCEPTS = 24
/**
 * A company covering less than this share of the (weighted) query is not a result; for long queries the bar is
 * lower, one whole concept's worth, so a query of ten words still finds the supplier that does the one that matters.
 */
export const MIN_COVERAGE = 0.25

export function minCoverageFor(query: CompiledQuery): number {
  const total = query.concepts.reduce((s, c) => s + c.weight, 0)
  return total === 0 ? MIN_COVERAGE : Math.min(MIN_COVERAGE, 0.99 / total)
}

export interface CompiledConcept extends QueryConcept {
  /**
   * tsquery text of the whole concept, for `@@`: any of its terms ('' when nothing searchable is left), with the
   * alternatives that others already cover removed (query/tsquery-text.ts simplifyTsquery).
   */
  tsq: string
  /** The same, whole: what ts_rank is given (it counts repeated items, so ranks keep them). */
  rankTsq: string
  /** tsquery text of each term, in `terms` order. */
  termTsq: string[]
  /** Certifications of the list this concept names ("IATF 16949", "ISO/TS 16949", "certificación IATF"). */
  certificationIds: number[]
  certificationNames: string[]
}

export interface CompiledQuery {
  concepts: CompiledConcept[]
  correctedQuery: string | null
  corrections: [string, string][]
  /** Words no profile contains and nothing resembles (they weigh little in the coverage). */
  unmatched: string[]
  /** Every concept required (the marketplace's text filter). */
  allTsq: string
  /** Any concept. */
  anyTsq: string
}

const EMPTY: CompiledQuery = { concepts: [], correctedQuery: null, corrections: [], unmatched: [], allTsq: '', anyTsq: '' }

/**
 * A small time-limited cache of query understanding per database (the thesaurus is fixed; a newly indexed word can
 * take up to the TTL to stop being "corrected"). Each entry keeps its own lifetime: a search box text 60 s, a
 * requirement's texts longer (understandQueries' `ttlMs`).
 */
const TTL_MS = 60_000
const MAX_ENTRIES = 2000
const caches = new WeakMap<Db, Map<string, { expires: number; value: Promise<unknown> }>>()
function cached<T>(db: Db, key: string, load: () => Promise<T>, ttlMs = TTL_MS): Promise<T> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && now < hit.expires) return hit.value as Promise<T>
  const value = load()
  value.catch(() => cache.delete(key))
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
  cache.set(key, { expires: now + ttlMs, value })
  return value
}

/** A cached value for `key` is still fresh. */
function fresh(db: Db, key: string): boolean {
  const hit = caches.get(db)?.get(key)
  return hit !== undefined && Date.now() < hit.expires
}

export function clearRetrievalCache(db: Db): void {
  caches.delete(db)
}

/** Text → concepts with their tsqueries and named certifications. */
export function understandQuery(db: Db, text: string, maxConcepts = MAX_SEARCH_CONCEPTS): Promise<CompiledQuery> {
  const key = `${maxConcepts}:${text.trim().toLowerCase()}`
  if (text.trim() === '') return Promise.resolve(EMPTY)
  return cached(db, key, async () => (await compileMany(db, [text], maxConcepts))[0]!)
}

/**
 * Many texts at once (a company's /matches reads up to 200 requirements): the same result as understandQuery for
 * each, but the texts not in the cache are compiled together in two statements instead of two per text.
 */
export async function understandQueries(db: Db, texts: readonly string[], maxConcepts = MAX_SEARCH_CONCEPTS, options: { ttlMs?: number } = {}): Promise<CompiledQuery[]> {
  const keyOf = (text: string) => `${maxConcepts}:${text.trim().toLowerCase()}`
  const missing = [...new Map(texts.filter((t) => t.trim() !== '' && !fresh(db, keyOf(t))).map((t) => [keyOf(t), t])).values()]
  if (missing.length > 0) {
    const batch = compileMany(db, missing, maxConcepts)
    missing.forEach((text, i) => void cached(db, keyOf(text), async () => (await batch)[i]!, options.ttlMs))
  }
  return Promise.all(texts.map((t) => understandQuery(db, t, maxConcepts)))
}

async function compileMany(db: Db, texts: readonly string[], maxConcepts: number): Promise<CompiledQuery[]> {
  const check = [...new Set(texts.flatMap(wordsToCheck))]
  // Words of Spanish or English are never "corrected" (query/dictionary.ts, ADR 050).
  const [statusRows, certs, words] = await Promise.all([repo.indexWordStatus(db, check), cached(db, 'certifications', () => repo.listCertifications(db)), dictionaryWords(check)])
  const statuses = new Map<string, WordStatus>(statusRows.map((r) => [r.word, { known: r.known, indexCorrection: r.correction, isWord: words.has(r.word) }]))
  const plans = texts.map((text) => planQuery(text, statuses, maxConcepts))
  const flats = plans.map((plan) =>
    plan.concepts.flatMap((c, ci) =>
      c.terms.flatMap((t, ti) => {
        const base = [{ ci, ti, text: t.text, prefix: false }]
        return t.fromQuery && c.prefix ? [...base, { ci, ti, text: c.source, prefix: true }] : base
      }),
    ),
  )
  // Each distinct term is rendered once for the whole batch.
  const termKey = (t: { text: string; prefix: boolean }) => `${t.prefix ? 1 : 0}${t.text}`
  const distinct = [...new Map(flats.flat().map((t) => [termKey(t), { text: t.text, prefix: t.prefix }])).values()]
  const renderedList = await repo.renderTerms(db, distinct)
  const rendered = new Map(distinct.map((t, i) => [termKey(t), renderedList[i]!]))
  const certIndex = certs.map((c) => ({ ...c, folded: foldPhrase(c.name) }))
  return plans.map((plan, pi) => {
    if (plan.concepts.length === 0) return { ...EMPTY, correctedQuery: plan.correctedQuery, corrections: plan.corrections, unmatched: plan.unmatched }
    const flat = flats[pi]!
    const concepts: CompiledConcept[] = plan.concepts.map((c, ci) => {
      const termTsq = c.terms.map((_, ti) =>
        flat
          .map((f) => (f.ci === ci && f.ti === ti ? rendered.get(termKey(f))! : ''))
          .filter((q) => q !== '')
          .join(' | '),
      )
      const parts = termTsq.filter((q) => q !== '').map((q) => `(${q})`)
      const named = certIndex.filter((cert) => c.entries.some((e) => e.domain === 'certifications' && e.terms.some((t) => namesCertification(t.tokens, cert))) || namesCertification(c.source.split(' '), cert))
      const full = parts.join(' | ')
      return {
        ...c,
        tsq: simplifyTsquery(full),
        rankTsq: full,
        termTsq,
        certificationIds: named.map((n) => n.id),
        certificationNames: named.map((n) => n.name),
      }
    })
    const searchable = concepts.filter((c) => c.tsq !== '')
    return {
      concepts,
      correctedQuery: plan.correctedQuery,
      corrections: plan.corrections,
      unmatched: plan.unmatched,
      allTsq: searchable.map((c) => `(${c.rankTsq})`).join(' & '),
      anyTsq: searchable.map((c) => `(${c.rankTsq})`).join(' | '),
    }
  })
}

/**
 * A term names a certification of the list when its folded words are the certification's name ("iso 9001"), or
 * begin it and are specific: two words or more ("cqi 9" → "CQI-9 Heat Treat System Assessment"), or the name's
 * abbreviation before its explanation in parentheses ("oea" → "OEA (Operador Económico Autorizado)").
 */
export function namesCertification(tokens: readonly string[], cert: { name: string; folded: string }): boolean {
  const phrase = tokens.join(' ')
  if (phrase === '') return false
  if (cert.folded === phrase) return true
  if (!cert.folded.startsWith(`${phrase} `)) return false
  if (tokens.length >= 2) return true
  const paren = cert.name.indexOf('(')
  return paren > 0 && foldPhrase(cert.name.slice(0, paren)) === phrase
}

/** Coverage expression over a `company_search` alias (see retrieval.repo.coverageSql); `onlyCandidates`: the rows all pass candidatesOf. */
export function coverageOf(query: CompiledQuery, alias = 's', options: { onlyCandidates?: boolean } = {}): SQL {
  return repo.coverageSql(query.concepts.map(toRank), alias, options)
}

/** Candidate predicate over a `company_search` alias. */
export function candidatesOf(query: CompiledQuery, alias = 's'): SQL {
  return repo.candidateSql(query.concepts.map(toRank), alias)
}

function toRank(c: CompiledConcept): repo.RankConcept {
  return { tsq: c.tsq, weight: c.weight, certificationIds: c.certificationIds }
}

/**
 * For each tsquery text and company, which of its vectors match it (postings-index `holds`: HELD_IN_* bits per
 * text, per company in `companyIds`' order): answered by the search index (ADR 049), or by SQL while it is not
 * ready, for a company it does not hold, or when `postings` is false (tests compare the two).
 */
export async function holds(db: Db, companyIds: readonly string[], tsqs: readonly string[], options: { postings?: boolean } = {}): Promise<Holds> {
  const held = options.postings === false ? null : await withPostings(db, (postings) => postings.engine.holds(companyIds, tsqs))
  if (held) return held
  const out = tsqs.map(() => new Uint8Array(companyIds.length))
  const index = new Map(companyIds.map((id, i) => [id, i]))
  for (const h of await repo.heldInSql(db, companyIds, tsqs)) out[h.ti]![index.get(h.company_id)!] = h.bits
  return out
}

/** Category and certification ids and completeness of these companies, as search holds them (matching's scoring). */
export async function companySearchFacts(db: Db, companyIds: readonly string[]): Promise<Map<string, { categoryIds: number[]; certificationIds: number[]; completeness: number }>> {
  const found = await repo.companySearchFacts(db, companyIds)
  return new Map(found.map((r) => [r.id, { categoryIds: r.category_ids, certificationIds: r.certification_ids, completeness: r.completeness }]))
}
