/**
 * The match score and its reasons, with no database: facts about one requirement and one supplier, and which of
 * the requirement's concepts the supplier's profile holds (and where), in; a 0–100 score, the hard-constraint
 * verdict and reasons in the reader's language, out. Weights: matching.weights.ts.
 */
import type { Language } from '@nexo/shared'
import { MATCH_WEIGHTS as W, MIN_MATCH_COVERAGE } from './matching.weights'
import { reasonText, type ReasonKind } from './matching.reasons'

export type ConceptOrigin = 'title' | 'activity' | 'materials' | 'description'

export interface ConceptTermRef {
  text: string
  lang: 'es' | 'en' | 'code' | 'query'
  fromQuery: boolean
}

/** One concept of the requirement and what the supplier's profile says about it. */
export interface ConceptFit {
  origin: ConceptOrigin
  source: string
  weight: number
  terms: ConceptTermRef[]
  /** In the name, products, services, processes, materials, tags, categories or certification names (A/B). */
  inMain: boolean
  /** Anywhere, descriptions included. */
  inAny: boolean
  /** In processes, main products or main services. */
  inProcesses: boolean
  /** In materials. */
  inMaterials: boolean
  /** The concept names a certification the supplier holds. */
  certificationHeld: boolean
  /** Indexes (in `terms`) of the terms found in the profile. */
  matchedTerms: number[]
  /** Thesaurus domains of the concept (processes, materials, certifications …); [] for a plain word. */
  domains?: string[]
}

export interface RequirementFacts {
  city: string
  state: string
  country: string
  lat: number | null
  lng: number | null
  /** The point is the centre of the city (the gazetteer's), not a pin: distances from it are approximate. */
  approximateLocation?: boolean
  categoryId: number
  subcategoryId: number | null
  requiredCertificationIds: number[]
  preferredCertificationIds: number[]
  maxDistanceKm: number | null
}

export interface SupplierFacts {
  city: string
  state: string
  country: string
  lat: number | null
  lng: number | null
  approximateLocation?: boolean
  coverageStates: string[]
  coverageCountries: string[]
  categoryIds: number[]
  certificationIds: number[]
  isValidated: boolean
  updatedAt: Date
  completeness: number
  productionCapacity: number | null
  productionCapacityUnit: string | null
  capacityDescription: string
  machinery: string
  contentLanguage: string
}

export interface Reason {
  kind: ReasonKind
  text: string
}

export interface MatchScore {
  /** 0–100. */
  score: number
  /** Passes the hard constraints (required certifications, maximum distance) and is relevant at all. */
  eligible: boolean
  /** Required certifications the supplier lacks (names). */
  missingCertifications: string[]
  beyondDistance: boolean
  distanceKm: number | null
  /** The distance runs from or to a city's centre rather than a pin. */
  distanceIsApproximate: boolean
  coverage: number
  reasons: Reason[]
  /** Points per part, for the ADR's worked example and for debugging. */
  parts: Record<string, number>
}

export interface ScoreContext {
  lang: Language
  now: Date
  /** The viewer may see the supplier's full profile: machinery (its press force) is a full-profile field (spec §6). */
  showMachinery: boolean
  certificationName: (id: number) => string
  categoryName: (id: number, lang: Language) => string
}

const EARTH_KM = 6371

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Share of the concepts' weight the profile covers: 1 in main fields or as a held certification, DESCRIPTION 0.5. */
export function coverageOf(concepts: readonly ConceptFit[]): number {
  const total = concepts.reduce((s, c) => s + c.weight, 0)
  if (total === 0) return 0
  const got = concepts.reduce((s, c) => s + c.weight * (c.certificationHeld || c.inMain ? 1 : c.inAny ? 0.5 : 0), 0)
  return got / total
}

function share(concepts: readonly ConceptFit[], hit: (c: ConceptFit) => boolean): number | null {
  const total = concepts.reduce((s, c) => s + c.weight, 0)
  if (total === 0) return null
  return concepts.reduce((s, c) => s + (hit(c) ? c.weight : 0), 0) / total
}

/** The term to show a reader: the concept's thesaurus term in the reader's language, else what was written. */
function displayTerm(c: ConceptFit, lang: Language): string {
  return c.terms.find((t) => t.lang === lang)?.text ?? c.terms.find((t) => t.lang === 'code')?.text ?? c.terms[0]?.text ?? c.source
}

/** How the requirement wrote the concept, accents included when the thesaurus has the word. */
function writtenTerm(c: ConceptFit): string {
  return c.terms.find((t) => !t.fromQuery && t.lang !== 'code' && t.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase() === c.source)?.text ?? c.source
}

/** "200 a 1,000 toneladas", "400 t", "from 200 to 600 t": the press force a supplier states. */
const TONNAGE = /(?:\d[\d,.]*\s?(?:a|to|-)\s?)?\d[\d,.]*\s?(?:t|ton|tons|tonnes|toneladas)\b/i
const PROCESS_DOMAINS = ['processes', 'finishes', 'equipment']

export function scoreMatch(req: RequirementFacts, sup: SupplierFacts, concepts: readonly ConceptFit[], ctx: ScoreContext): MatchScore {
  const parts: Record<string, number> = {}
  let max = 0
  const add = (name: string, weight: number, value: number | null) => {
    if (value === null) return
    parts[name] = weight * Math.max(0, Math.min(1, value))
    max += weight
  }
  const reasons: Reason[] = []
  // `text` picks a wording of the same kind (an approximate distance is still a distance to the reader's code).
  const say = (kind: ReasonKind, params: Record<string, string | number> = {}, text: ReasonKind = kind) => reasons.push({ kind, text: reasonText(ctx.lang, text, params) })

  // Lexical relevance.
  const coverage = coverageOf(concepts)
  add('lexical', W.lexical, coverage)

  // Category.
  const inSub = req.subcategoryId !== null && sup.categoryIds.includes(req.subcategoryId)
  const inCat = sup.categoryIds.includes(req.categoryId)
  add('category', W.category, inSub ? 1 : inCat ? (req.subcategoryId === null ? 1 : W.categoryOnly) : 0)

  // Processes and materials.
  const activity = concepts.filter((c) => c.origin === 'activity' || c.origin === 'title')
  add('processes', W.processes, share(activity, (c) => c.inProcesses))
  const materials = concepts.filter((c) => c.origin === 'materials')
  add('materials', W.materials, share(materials, (c) => c.inMaterials || c.inMain))

  // Certifications: required are hard, preferred are points.
  const held = new Set(sup.certificationIds)
  const missing = req.requiredCertificationIds.filter((id) => !held.has(id))
  const preferred = req.preferredCertificationIds
  add('preferredCertifications', W.preferredCertifications, preferred.length > 0 ? preferred.filter((id) => held.has(id)).length / preferred.length : null)

  // Distance and coverage area.
  const km = req.lat !== null && req.lng !== null && sup.lat !== null && sup.lng !== null ? distanceKm({ lat: req.lat, lng: req.lng }, { lat: sup.lat, lng: sup.lng }) : null
  const inArea = sup.coverageStates.includes(req.state) || (sup.coverageCountries.includes(req.country) && sup.coverageStates.length === 0)
  const beyondDistance = req.maxDistanceKm !== null && km !== null && km > req.maxDistanceKm && !inArea
  if (km !== null) add('distance', W.distance, inArea ? 1 : Math.pow(0.5, km / W.distanceHalfLifeKm))
  else if (sup.state === req.state || inArea) add('distance', W.distance, 0.8)

  // Capacity, validation, freshness, completeness.
  add('capacity', W.capacity, sup.productionCapacity !== null || sup.capacityDescription.trim().length > 20 ? 1 : 0)
  add('validated', W.validated, sup.isValidated ? 1 : 0)
  const ageDays = (ctx.now.getTime() - sup.updatedAt.getTime()) / 86_400_000
  add('freshness', W.freshness, ageDays <= W.freshDays ? 1 : ageDays >= W.staleDays ? 0 : 1 - (ageDays - W.freshDays) / (W.staleDays - W.freshDays))
  add('completeness', W.completeness, sup.completeness / 100)

  const points = Object.values(parts).reduce((s, v) => s + v, 0)
  const score = max === 0 ? 0 : Math.round((100 * points) / max)
  const relevant = coverage >= MIN_MATCH_COVERAGE || inSub || (inCat && coverage > 0)
  const eligible = relevant && missing.length === 0 && !beyondDistance

  // Reasons, most telling first.
  for (const id of req.requiredCertificationIds.filter((id) => held.has(id))) say('certified', { name: ctx.certificationName(id) })
  for (const id of preferred.filter((id) => held.has(id))) say('certified', { name: ctx.certificationName(id) })
  for (const name of missing.map(ctx.certificationName)) say('missingCertification', { name })
  const isProcess = (c: ConceptFit) => (c.domains ?? []).some((d) => PROCESS_DOMAINS.includes(d))
  const process = activity.find((c) => c.inProcesses && isProcess(c)) ?? concepts.find((c) => (c.inProcesses || c.inMain) && isProcess(c))
  if (process) {
    const tonnage = ctx.showMachinery ? TONNAGE.exec(sup.machinery)?.[0]?.trim() : undefined
    say(tonnage ? 'processWithMachinery' : 'process', { process: displayTerm(process, ctx.lang), machinery: tonnage ?? '' })
  }
  const material = materials.find((c) => c.inMaterials || c.inMain)
  if (material) say('material', { material: displayTerm(material, ctx.lang) })
  const approximate = km !== null && (req.approximateLocation === true || sup.approximateLocation === true)
  if (km !== null) {
    const kind = beyondDistance ? 'beyondDistance' : 'distance'
    say(kind, { km: Math.round(km), city: req.city, max: req.maxDistanceKm ?? 0 }, approximate ? `${kind}Approx` : kind)
  }
  else if (inArea) say('coverageArea', { state: req.state })
  if (inSub && req.subcategoryId !== null) say('category', { category: ctx.categoryName(req.subcategoryId, ctx.lang) })
  else if (inCat) say('category', { category: ctx.categoryName(req.categoryId, ctx.lang) })
  // Cross-language or synonym matches: found only through a thesaurus term, not the words as written.
  const originOrder: ConceptOrigin[] = ['activity', 'title', 'materials', 'description']
  const bridged = concepts
    // Trade terms only: "proveedor" = "supplier" or "rfq" = "cotización" explain nothing.
    .filter((c) => (c.domains ?? []).some((d) => d !== 'general' && d !== 'industries'))
    .filter((c) => (c.inMain || c.inAny) && c.matchedTerms.length > 0 && !c.matchedTerms.some((i) => c.terms[i]?.fromQuery))
    .sort((a, b) => originOrder.indexOf(a.origin) - originOrder.indexOf(b.origin))
  for (const c of bridged.slice(0, 2)) {
    const via = c.terms[c.matchedTerms[0]!]
    if (!via) continue
    const language = sup.contentLanguage === 'en' ? 'writesEnglish' : 'writesSpanish'
    say('translation', { from: writtenTerm(c), to: via.text, language: reasonText(ctx.lang, language, {}) })
  }
  if (sup.isValidated) say('validated')
  return { score, eligible, missingCertifications: missing.map(ctx.certificationName), beyondDistance, distanceKm: km === null ? null : Math.round(km), distanceIsApproximate: approximate, coverage, reasons, parts }
}
