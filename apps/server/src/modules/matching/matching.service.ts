/**
 * Matching (issue 12, ADR 028): suppliers for a requirement, requirements a company could serve, and partners like
 * a company, each with a 0–100 score and reasons in the reader's language. Lexical relevance comes from the same
 * retrieval engine as directory search; the structured fit and every weight are in matching.score.ts and
 * matching.weights.ts.
 */
import { cityCentre, type Language } from '@nexo/shared'
import type { Db } from '../../db/client'
import type { SearchCache } from '../search/search.service'
import { AppError } from '../../platform/errors'
import {
  companySearchFacts,
  HELD_IN_MATERIALS,
  HELD_IN_PROCESSES,
  HELD_IN_RANK,
  HELD_IN_SEARCH,
  holds,
  MAX_MATCH_CONCEPTS,
  supplierPool,
  tokenize,
  understandQueries,
  type CompiledConcept,
  type CompiledQuery,
  type PoolRequest,
} from '../search/retrieval.service'
import * as repo from './matching.repo'
import { scoreMatch, type ConceptFit, type ConceptOrigin, type MatchScore, type RequirementFacts, type SupplierFacts, type ToolingFit } from './matching.score'
import { CANDIDATE_POOL, DIGEST_MIN_SCORE, DIGEST_TOP, MATCH_LIMIT, MIN_MATCH_SCORE, ORIGIN_WEIGHTS, POOL_CATEGORY_POINTS, POOL_COVERAGE_POINTS } from './matching.weights'
import { certificationImplications, foldTerm, toolingRelations, wantedSide } from './matching.relations'
import { getCurrentMembership, hasPlatinumRights } from '../memberships/memberships.service'
import { notifyCompanyUsers, type NotifyDeps } from '../notifications/notifications.service'

const fileUrl = (id: string) => `/api/v1/files/${id}`

export interface SupplierMatch {
  company: { id: string; tradeName: string; logoUrl: string | null; city: string; state: string; isValidatedSupplier: boolean }
  score: number
  eligible: boolean
  distanceKm: number | null
  distanceIsApproximate: boolean
  missingCertifications: string[]
  reasons: MatchScore['reasons']
}

/** Suppliers a ranking left out, and why (ADR 050): below the minimum fit, or capable but beyond a hard limit. */
export interface LeftOut {
  belowMinimumFit: number
  beyondHardLimits: number
  minimumScore: number
}

export interface RequirementMatch {
  requirement: { id: string; title: string; companyId: string; companyName: string; city: string; state: string; type: string; isRfq: boolean; endDate: string }
  /** The company was invited to quote on it (listed first, whatever its fit). */
  isInvited: boolean
  score: number
  distanceKm: number | null
  distanceIsApproximate: boolean
  reasons: MatchScore['reasons']
}

interface OriginConcept extends CompiledConcept {
  origin: ConceptOrigin
}

interface Texts {
  title: string
  activity: string
  materials: string
  description: string
}

/**
 * How long a requirement's understood texts are reused (keyed by the texts themselves, so an edit is seen at once):
 * understanding 200 requirements costs seconds of CPU (thesaurus and typo correction), and only a correction of a
 * word that has since been indexed can go stale.
 */
const REQUIREMENT_TEXT_TTL_MS = 15 * 60_000

const joinTexts = (t: Texts) => [t.title, t.activity, t.materials, t.description].join(' . ')

/**
 * The concepts of each compiled query, tagged, by the texts they were compiled from: a company's /matches tags the
 * concepts of ~200 requirements, the same ones request after request (the compiled queries themselves are cached).
 */
const tagged = new WeakMap<CompiledQuery, Map<string, OriginConcept[]>>()

/** Each concept of the requirement's compiled texts, tagged with the part it came from and weighed by it. */
function withOrigins(query: CompiledQuery, t: Texts): { query: CompiledQuery; concepts: OriginConcept[] } {
  let byTexts = tagged.get(query)
  if (!byTexts) tagged.set(query, (byTexts = new Map()))
  const key = JSON.stringify([t.title, t.activity, t.materials, t.description])
  let concepts = byTexts.get(key)
  if (!concepts) {
    const order: [ConceptOrigin, string][] = [
      ['activity', t.activity],
      ['materials', t.materials],
      ['title', t.title],
      ['description', t.description],
    ]
    const partTokens = order.map(([origin, text]) => [origin, ` ${tokenize(text).join(' ')} `] as const)
    concepts = query.concepts.map((c) => {
      const origin = partTokens.find(([, tokens]) => tokens.includes(` ${c.source} `))?.[0] ?? 'description'
      return { ...c, origin, weight: c.weight * ORIGIN_WEIGHTS[origin] }
    })
    byTexts.set(key, concepts)
  }
  return { query, concepts }
}

/** The requirement's texts as one query (one round trip), each concept tagged with the part it came from. */
async function compileTexts(db: Db, t: Texts): Promise<{ query: CompiledQuery; concepts: OriginConcept[] }> {
  const [query] = await understandQueries(db, [joinTexts(t)], MAX_MATCH_CONCEPTS, { ttlMs: REQUIREMENT_TEXT_TTL_MS })
  return withOrigins(query!, t)
}

/**
 * Where a requirement or a company is: its own point, else its city's centre from the gazetteer (ADR 025), else
 * unknown. Requirements stored before they had to carry a location with a maximum distance get one here too. A
 * point equal to its city's centre came from the gazetteer (requirements store it when nobody set a pin): distances
 * from it are approximate, and the reasons say so.
 */
function pointOf(p: { latitude: number | null; longitude: number | null; country: string; state: string; city: string }): { lat: number | null; lng: number | null; approximateLocation: boolean } {
  const centre = cityCentre(p.country, p.state, p.city)
  if (p.latitude !== null && p.longitude !== null) {
    return { lat: p.latitude, lng: p.longitude, approximateLocation: centre !== null && centre.lat === p.latitude && centre.lng === p.longitude }
  }
  return centre ? { ...centre, approximateLocation: true } : { lat: null, lng: null, approximateLocation: false }
}

function requirementFacts(r: repo.RequirementRow): RequirementFacts {
  return {
    contentLanguage: r.content_language,
    writtenText: [r.title, r.activity, r.materials, r.description, r.volumes].join('\n'),
    city: r.city,
    state: r.state,
    country: r.country,
    ...pointOf(r),
    categoryId: r.category_id,
    subcategoryId: r.subcategory_id,
    requiredCertificationIds: r.certification_ids ?? [],
    preferredCertificationIds: r.preferred_certification_ids ?? [],
    maxDistanceKm: r.max_distance_km,
  }
}

function supplierFacts(s: repo.SupplierRow): SupplierFacts {
  return {
    city: s.city,
    state: s.state,
    country: s.country,
    ...pointOf(s),
    coverageStates: s.coverage?.states ?? [],
    coverageCountries: s.coverage?.countries ?? [],
    categoryIds: s.category_ids ?? [],
    certificationIds: s.certification_ids ?? [],
    isValidated: s.is_validated_supplier,
    updatedAt: new Date(s.updated_at),
    completeness: s.completeness,
    productionCapacity: s.production_capacity === null ? null : Number(s.production_capacity),
    productionCapacityUnit: s.production_capacity_unit,
    capacityDescription: s.capacity_description ?? '',
    machinery: s.machinery ?? '',
    contentLanguage: s.content_language,
    ownText: s.own_text ?? '',
  }
}

interface Names {
  certification: (id: number) => string
  category: (id: number, lang: Language) => string
  includedCertifications: (id: number) => readonly number[]
}

async function names(db: Db): Promise<Names> {
  const [certs, cats] = await Promise.all([repo.certificationNames(db), repo.categoryNames(db)])
  // certification-implications.tsv by slug → by id (a slug not in the list is skipped).
  const idOf = new Map([...certs].map(([id, c]) => [c.slug, id]))
  const includes = new Map<number, number[]>()
  for (const row of certificationImplications()) {
    const from = idOf.get(row.slug)
    const to = idOf.get(row.includes)
    if (from !== undefined && to !== undefined) includes.set(from, [...(includes.get(from) ?? []), to])
  }
  return {
    certification: (id) => certs.get(id)?.name ?? `#${id}`,
    category: (id, lang) => cats.get(id)?.[lang] ?? '',
    includedCertifications: (id) => includes.get(id) ?? [],
  }
}

// ── Tooling relations (tooling-relations.tsv): makers of tooling vs the shops that use it ─────────────────────────

/** One side of a relation as a concept to test profiles against: only the listed terms (not all their synonyms). */
interface ToolingProbe {
  relation: string
  side: 'maker' | 'user'
  concept: OriginConcept
}

const probesOf = new WeakMap<Db, Promise<ToolingProbe[]>>()

/**
 * The relations' sides compiled once per database (the texts are fixed data). A side holds the relation's exact
 * terms only: the thesaurus would widen "estampado" to "troquelado", a word die makers write too.
 */
function toolingProbes(db: Db): Promise<ToolingProbe[]> {
  let probes = probesOf.get(db)
  if (!probes) {
    const sides = toolingRelations().flatMap((r) => [
      { relation: r.name, side: 'maker' as const, terms: r.maker },
      { relation: r.name, side: 'user' as const, terms: r.user },
    ])
    probes = understandQueries(db, sides.map((s) => s.terms.join(' . ')), MAX_MATCH_CONCEPTS, { ttlMs: REQUIREMENT_TEXT_TTL_MS }).then((queries) =>
      sides.flatMap((side, i) =>
        queries[i]!.concepts.map((c) => {
          const keep = c.terms.map((t) => side.terms.includes(foldTerm(t.text)))
          return { relation: side.relation, side: side.side, concept: { ...c, origin: 'description' as const, weight: 0, termTsq: c.termTsq.map((q, ti) => (keep[ti] ? q : '')) } }
        }),
      ),
    )
    probes.catch(() => probesOf.delete(db))
    probesOf.set(db, probes)
  }
  return probes
}

/** The relations a requirement's concepts touch, with the side each asks for. */
function wantedSides(concepts: readonly OriginConcept[]): { relation: string; wanted: 'maker' | 'user' }[] {
  return toolingRelations().flatMap((r) => {
    const wanted = wantedSide(concepts, r)
    return wanted ? [{ relation: r.name, wanted }] : []
  })
}

/** The supplier's side of each relation the requirement asks about, from the probes' fits. */
function toolingFits(wanted: readonly { relation: string; wanted: 'maker' | 'user' }[], probes: readonly ToolingProbe[], probeFits: readonly ConceptFit[]): ToolingFit[] {
  // In its own words for its capabilities (processes, products, services), not Nexo's names of its categories:
  // a die maker is listed under metal stamping.
  const holds = (relation: string, side: 'maker' | 'user') => probes.some((p, i) => p.relation === relation && p.side === side && (probeFits[i]!.ownTerms ?? []).length > 0)
  return wanted.map((w) => ({ relation: w.relation, wanted: w.wanted, makes: holds(w.relation, 'maker'), uses: holds(w.relation, 'user') }))
}

/**
 * Concept fits of `companyIds` for `concepts` (indexes as given): where each concept is found and which terms. The
 * search postings (ADR 040) answer, for a pool of suppliers and for one company's /matches (its profile against
 * the ~14,000 terms of the concepts of ~200 requirements) alike; SQL answers while they are first built.
 */
async function fitsFor(db: Db, companyIds: readonly string[], concepts: readonly OriginConcept[], certsOf: (companyId: string) => readonly number[]): Promise<Map<string, ConceptFit[]>> {
  const flatTerms = concepts.flatMap((c, ci) => c.termTsq.map((q, ti) => ({ ci, ti, q }))).filter((t) => t.q !== '')
  // Shared by every company's fits (scoreMatch only reads them).
  const domains = concepts.map((c) => [...new Set(c.entries.map((e) => e.domain))])
  const out = new Map<string, ConceptFit[]>()
  for (const id of companyIds) {
    const held = new Set(certsOf(id))
    out.set(
      id,
      concepts.map((c, ci) => ({
        origin: c.origin,
        source: c.source,
        weight: c.weight,
        terms: c.terms,
        inMain: false,
        inAny: false,
        inProcesses: false,
        inMaterials: false,
        certificationHeld: c.certificationIds.some((cid) => held.has(cid)),
        matchedTerms: [],
        ownTerms: [],
        domains: domains[ci]!,
      })),
    )
  }
  // A concept's text is the OR of its terms' (search compileMany), so it is held wherever one of its terms is: the
  // search module is asked about the terms alone.
  const held = await holds(db, companyIds, flatTerms.map((t) => t.q))
  companyIds.forEach((id, i) => {
    const fits = out.get(id)!
    flatTerms.forEach((t, ti) => {
      const bits = held[ti]![i]!
      if (bits === 0) return
      const fit = fits[t.ci]!
      fit.inMain ||= (bits & HELD_IN_RANK) !== 0
      fit.inAny ||= (bits & HELD_IN_SEARCH) !== 0
      fit.inProcesses ||= (bits & HELD_IN_PROCESSES) !== 0
      fit.inMaterials ||= (bits & HELD_IN_MATERIALS) !== 0
      if (bits & HELD_IN_SEARCH) fit.matchedTerms.push(t.ti)
      if (bits & (HELD_IN_PROCESSES | HELD_IN_MATERIALS)) fit.ownTerms!.push(t.ti)
    })
  })
  return out
}

/** Supplier rows with what the search module holds of them: category and certification ids, completeness. */
async function withSearchFacts(db: Db, found: readonly repo.SupplierProfileRow[]): Promise<repo.SupplierRow[]> {
  const facts = await companySearchFacts(db, found.map((r) => r.id))
  return found.map((r) => {
    const f = facts.get(r.id)
    return { ...r, category_ids: f?.categoryIds ?? [], certification_ids: f?.certificationIds ?? [], completeness: f?.completeness ?? 0 }
  })
}

async function supplierRowOf(db: Db, companyId: string): Promise<repo.SupplierRow | null> {
  const row = await repo.supplierFacts(db, companyId)
  return row ? (await withSearchFacts(db, [row]))[0]! : null
}

function toSupplierMatch(s: repo.SupplierRow, m: MatchScore): SupplierMatch {
  return {
    company: { id: s.id, tradeName: s.trade_name, logoUrl: s.logo_file_id ? fileUrl(s.logo_file_id) : null, city: s.city, state: s.state, isValidatedSupplier: s.is_validated_supplier },
    score: m.score,
    eligible: m.eligible,
    distanceKm: m.distanceKm,
    distanceIsApproximate: m.distanceIsApproximate,
    missingCertifications: m.missingCertifications,
    reasons: m.reasons,
  }
}

const byScore = <T extends { score: number }>(a: T, b: T) => b.score - a.score

interface Ranked {
  matches: SupplierMatch[]
  excluded: SupplierMatch[]
  leftOut: LeftOut
}

/** Platinum/Gold members see full profiles (spec §6): only they get reasons drawn from full-profile fields. */
async function seesFullProfiles(db: Db, companyId: string): Promise<boolean> {
  return hasPlatinumRights(await getCurrentMembership(db, companyId))
}

interface RankOptions {
  excludeId: string | null
  suppliersOnly: boolean
  lang: Language
  now: Date
  limit: number
  showMachinery: boolean
}

/**
 * Ranks suppliers, through the search answer cache when given one (ADR 008): the answer is reused while the search
 * state key is unchanged — every change to a company, its search row, categories or certifications moves it — for
 * the same facts, texts and options on the same UTC day (freshness points count days).
 */
function rankSuppliers(db: Db, facts: RequirementFacts, texts: Texts, opts: RankOptions, cache?: SearchCache): Promise<Ranked> {
  if (!cache) return computeRankSuppliers(db, facts, texts, opts)
  const { now, ...rest } = opts
  return cache.answer('matching-suppliers', { facts, texts, ...rest, day: now.toISOString().slice(0, 10) }, () => computeRankSuppliers(db, facts, texts, opts))
}

/** What the candidate pool of a supplier ranking is asked (exported for the pool's exactness test). */
export async function supplierPoolRequest(
  db: Db,
  facts: Pick<RequirementFacts, 'categoryId' | 'subcategoryId'>,
  texts: Texts,
  opts: { excludeId: string | null; suppliersOnly: boolean; limit: number },
): Promise<PoolRequest & { concepts: OriginConcept[] }> {
  const { query, concepts } = await compileTexts(db, texts)
  return {
    query,
    concepts,
    coveragePoints: POOL_COVERAGE_POINTS,
    categoryPoints: POOL_CATEGORY_POINTS,
    categoryIds: [facts.categoryId, ...(facts.subcategoryId !== null ? [facts.subcategoryId] : [])].filter((id) => id > 0),
    ...opts,
  }
}

/**
 * A pool is cut to its best by text and category before the hard limits apply: when a limit (the distance, a
 * required certificate) excludes so many of them that fewer than the list's length are eligible, the pool is taken
 * again this many times, each time POOL_WIDENING times larger (150 → 600 → 2,400), so eligible suppliers ranked
 * lower by text are still found (issue 26 §3).
 */
const POOL_WIDENINGS = 2
const POOL_WIDENING = 4

async function computeRankSuppliers(db: Db, facts: RequirementFacts, texts: Texts, opts: RankOptions): Promise<Ranked> {
  const request = await supplierPoolRequest(db, facts, texts, { excludeId: opts.excludeId, suppliersOnly: opts.suppliersOnly, limit: CANDIDATE_POOL })
  for (let round = 0; ; round++) {
    const { ranked, poolSize, eligible } = await rankPool(db, facts, request, opts)
    const cutByLimits = ranked.leftOut.beyondHardLimits > 0 && eligible < opts.limit && poolSize === request.limit
    if (round >= POOL_WIDENINGS || !cutByLimits) return ranked
    request.limit *= POOL_WIDENING
  }
}

/** Scores a pool of `request.limit` candidates: the eligible best first, the capable ones a hard limit excluded. */
async function rankPool(
  db: Db,
  facts: RequirementFacts,
  request: Awaited<ReturnType<typeof supplierPoolRequest>>,
  opts: RankOptions,
): Promise<{ ranked: Ranked; poolSize: number; eligible: number }> {
  const { concepts } = request
  const pool = await withSearchFacts(db, await repo.supplierRowsInOrder(db, await supplierPool(db, request)))
  if (pool.length === 0) return { ranked: { matches: [], excluded: [], leftOut: { belowMinimumFit: 0, beyondHardLimits: 0, minimumScore: MIN_MATCH_SCORE } }, poolSize: 0, eligible: 0 }
  const certs = new Map(pool.map((s) => [s.id, s.certification_ids ?? []]))
  const wanted = wantedSides(concepts)
  const probes = wanted.length > 0 ? (await toolingProbes(db)).filter((p) => wanted.some((w) => w.relation === p.relation)) : []
  const [fits, n] = await Promise.all([fitsFor(db, pool.map((s) => s.id), [...concepts, ...probes.map((p) => p.concept)], (id) => certs.get(id) ?? []), names(db)])
  const ctx = { lang: opts.lang, now: opts.now, showMachinery: opts.showMachinery, certificationName: n.certification, categoryName: n.category, includedCertifications: n.includedCertifications }
  const scored = pool.map((s) => {
    const all = fits.get(s.id) ?? []
    const own = all.slice(0, concepts.length)
    const tooling = toolingFits(wanted, probes, all.slice(concepts.length))
    return { s, m: scoreMatch(facts, { ...supplierFacts(s), tooling }, own, ctx) }
  })
  const eligible = scored.filter((x) => x.m.eligible)
  const matches = eligible.map((x) => toSupplierMatch(x.s, x.m)).sort(byScore).slice(0, opts.limit)
  // Capable but excluded by a hard constraint (a required certificate, the distance limit): listed on request.
  const capableExcluded = scored.filter((x) => x.m.excludedByLimits)
  const excluded = capableExcluded.map((x) => toSupplierMatch(x.s, x.m)).sort(byScore).slice(0, opts.limit)
  const leftOut = { belowMinimumFit: scored.filter((x) => x.m.belowMinimumFit).length, beyondHardLimits: capableExcluded.length, minimumScore: MIN_MATCH_SCORE }
  return { ranked: { matches, excluded, leftOut }, poolSize: pool.length, eligible: eligible.length }
}

export function textsOf(r: repo.RequirementRow): Texts {
  return { title: r.title, activity: r.activity, materials: r.materials, description: r.description }
}

/** GET /matching/requirements/:id/suppliers — for the requirement's own company (or a platform admin). */
export async function suppliersForRequirement(
  db: Db,
  viewer: { companyId: string | null; isPlatformAdmin: boolean },
  requirementId: string,
  opts: { lang: Language; includeExcluded: boolean; now?: Date; cache?: SearchCache },
): Promise<{ items: SupplierMatch[]; excluded: SupplierMatch[]; leftOut: LeftOut }> {
  const r = await repo.findRequirement(db, requirementId)
  if (!r || (r.company_id !== viewer.companyId && !viewer.isPlatformAdmin)) throw new AppError('NOT_FOUND')
  const showMachinery = viewer.isPlatformAdmin || (await seesFullProfiles(db, r.company_id))
  const result = await rankSuppliers(db, requirementFacts(r), textsOf(r), { excludeId: r.company_id, suppliersOnly: true, lang: opts.lang, now: opts.now ?? new Date(), limit: MATCH_LIMIT, showMachinery }, opts.cache)
  return { items: result.matches, excluded: opts.includeExcluded ? result.excluded : [], leftOut: result.leftOut }
}

/** The best suppliers of a requirement by id, for the digest job (no viewer). */
export async function topSuppliersOf(db: Db, requirementId: string, limit: number, now = new Date()): Promise<SupplierMatch[]> {
  const r = await repo.findRequirement(db, requirementId)
  if (!r) return []
  const result = await rankSuppliers(db, requirementFacts(r), textsOf(r), { excludeId: r.company_id, suppliersOnly: true, lang: 'en', now, limit, showMachinery: false })
  return result.matches
}

/** Open requirements of other companies this company could serve, best first. */
export async function requirementsFor(db: Db, companyId: string, opts: { lang: Language; now?: Date; limit?: number }): Promise<RequirementMatch[]> {
  const [me, reqs, n] = await Promise.all([supplierRowOf(db, companyId), repo.servableRequirements(db, companyId, 200), names(db)])
  if (!me || reqs.length === 0) return []
  // The texts not compiled recently are compiled together (two statements for all of them, not two each).
  const queries = await understandQueries(db, reqs.map((r) => joinTexts(textsOf(r))), MAX_MATCH_CONCEPTS, { ttlMs: REQUIREMENT_TEXT_TTL_MS })
  const compiled = reqs.map((r, i) => withOrigins(queries[i]!, textsOf(r)))
  // All requirements' concepts against this one company, in one pair of statements.
  const all = compiled.flatMap((c) => c.concepts)
  const probes = await toolingProbes(db)
  const allFits = (await fitsFor(db, [companyId], [...all, ...probes.map((p) => p.concept)], () => me.certification_ids ?? [])).get(companyId) ?? []
  const fits = allFits.slice(0, all.length)
  const probeFits = allFits.slice(all.length)
  // The company reads reasons about itself: its own machinery may be named.
  const ctx = { lang: opts.lang, now: opts.now ?? new Date(), showMachinery: true, certificationName: n.certification, categoryName: n.category, includedCertifications: n.includedCertifications }
  const facts = supplierFacts(me)
  let offset = 0
  const out: RequirementMatch[] = []
  reqs.forEach((r, i) => {
    const count = compiled[i]!.concepts.length
    const mine = fits.slice(offset, offset + count)
    offset += count
    const m = scoreMatch(requirementFacts(r), { ...facts, tooling: toolingFits(wantedSides(compiled[i]!.concepts), probes, probeFits) }, mine, ctx)
    // A buyer who invited the company asked for it by name: listed whatever its fit (issue 27 §3).
    if (!m.eligible && !r.is_invited) return
    out.push({
      requirement: { id: r.id, title: r.title, companyId: r.company_id, companyName: r.company_name, city: r.city, state: r.state, type: r.type, isRfq: r.is_rfq, endDate: r.end_date },
      isInvited: r.is_invited,
      score: m.score,
      distanceKm: m.distanceKm,
      distanceIsApproximate: m.distanceIsApproximate,
      reasons: m.reasons,
    })
  })
  // Invited ones first (each by score), then the rest by score; the invited are always all listed.
  const invited = out.filter((m) => m.isInvited).sort(byScore)
  const others = out.filter((m) => !m.isInvited).sort(byScore)
  return [...invited, ...others.slice(0, Math.max(0, (opts.limit ?? MATCH_LIMIT) - invited.length))]
}

/** Companies whose capabilities resemble this company's (partners for overflow or joint work), best first. */
export async function partnersFor(db: Db, companyId: string, opts: { lang: Language; now?: Date; cache?: SearchCache }): Promise<SupplierMatch[]> {
  const [me, texts] = await Promise.all([supplierRowOf(db, companyId), repo.companyTexts(db, companyId)])
  if (!me || !texts) return []
  const facts: RequirementFacts = {
    city: me.city,
    state: me.state,
    country: me.country,
    ...pointOf(me),
    categoryId: me.category_ids?.[0] ?? 0,
    subcategoryId: null,
    requiredCertificationIds: [],
    preferredCertificationIds: [],
    maxDistanceKm: null,
  }
  const result = await rankSuppliers(
    db,
    facts,
    { title: texts.tags.join(', '), activity: texts.processes, materials: texts.materials, description: `${texts.main_products}. ${texts.main_services}` },
    { excludeId: companyId, suppliersOnly: false, lang: opts.lang, now: opts.now ?? new Date(), limit: MATCH_LIMIT, showMachinery: await seesFullProfiles(db, companyId) },
    opts.cache,
  )
  return result.matches
}

/** The company's open requirements, each with its best few suppliers. */
export async function suppliersForMyRequirements(db: Db, companyId: string, opts: { lang: Language; now?: Date; cache?: SearchCache }): Promise<{ requirement: RequirementMatch['requirement']; suppliers: SupplierMatch[]; leftOut: LeftOut }[]> {
  const [mine, showMachinery] = await Promise.all([repo.openRequirementsOf(db, companyId, 10), seesFullProfiles(db, companyId)])
  // Together: one ranking's queries wait on the database while another's runs here.
  return Promise.all(
    mine.map(async (r) => {
      const result = await rankSuppliers(db, requirementFacts(r), textsOf(r), { excludeId: companyId, suppliersOnly: true, lang: opts.lang, now: opts.now ?? new Date(), limit: 5, showMachinery }, opts.cache)
      return {
        requirement: { id: r.id, title: r.title, companyId: r.company_id, companyName: r.company_name, city: r.city, state: r.state, type: r.type, isRfq: r.is_rfq, endDate: r.end_date },
        suppliers: result.matches,
        leftOut: result.leftOut,
      }
    }),
  )
}

// ── New-requirement digest (ADR 028) ────────────────────────────────────────────────────────────────────────────

/** How far back the digest looks for new requirements it has not matched yet. */
const DIGEST_LOOKBACK_DAYS = 7
/** Titles named in one digest notification; the rest are counted. */
const DIGEST_TITLES = 3

/**
 * Matches public requirements opened in the last days that have not been matched yet, and records their best
 * suppliers (score ≥ DIGEST_MIN_SCORE, at most DIGEST_TOP) as pending notices. Returns how many requirements.
 */
export async function matchNewRequirements(db: Db, now = new Date()): Promise<number> {
  const fresh = await repo.unmatchedNewRequirements(db, new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * 86_400_000), 50)
  for (const r of fresh) {
    const top = await topSuppliersOf(db, r.id, DIGEST_TOP, now)
    await repo.insertMatchNotices(
      db,
      r.id,
      top.filter((m) => m.score >= DIGEST_MIN_SCORE).map((m) => ({ companyId: m.company.id, score: m.score })),
    )
  }
  return fresh.length
}

/**
 * One notification per supplier company for all its pending notices (a digest, never one per requirement), to
 * each of its users through notify(): in the app always, by e-mail when the user's "rfq" preference wants it.
 * Returns how many companies were told.
 */
export async function sendMatchDigests(deps: NotifyDeps): Promise<number> {
  const pending = await repo.pendingNotices(deps.db, 5000)
  const byCompany = new Map<string, repo.PendingNotice[]>()
  for (const p of pending) byCompany.set(p.company_id, [...(byCompany.get(p.company_id) ?? []), p])
  for (const [companyId, notices] of byCompany) {
    const titles = notices.slice(0, DIGEST_TITLES).map((n) => `"${n.title}"`).join(', ') + (notices.length > DIGEST_TITLES ? ` (+${notices.length - DIGEST_TITLES})` : '')
    // The digest and the notices it covers commit together (ADR 044): a crash neither loses nor repeats it.
    await deps.db.transaction(async (tx) => {
      await notifyCompanyUsers({ ...deps, db: tx }, companyId, 'rfq', { template: 'requirement.matchDigest', params: { count: notices.length, titles }, link: '/matches' })
      await repo.markNotified(tx, companyId, notices.map((n) => n.requirement_id))
    })
  }
  return byCompany.size
}

/**
 * Companies matching a company for the marketplace's `match=true` (ADR 028): the suppliers of its open requirements
 * and its partners, in score order, without repeats.
 */
export async function matchedCompanyIdsFor(db: Db, companyId: string, lang: Language = 'en'): Promise<string[]> {
  const [mine, partners] = await Promise.all([suppliersForMyRequirements(db, companyId, { lang }), partnersFor(db, companyId, { lang })])
  const all = [...mine.flatMap((m) => m.suppliers), ...partners].sort(byScore)
  return [...new Set(all.map((m) => m.company.id))]
}
