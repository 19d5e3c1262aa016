/**
 * The match score and its reasons, with no database: facts about one requirement and one supplier, and which of
 * the requirement's concepts the supplier's profile holds (and where), in; a 0–100 score, the hard-constraint
 * verdict and reasons in the reader's language, out. Weights: matching.weights.ts.
 */
import type { Language } from '@nexo/shared'
import { MATCH_WEIGHTS as W, MIN_MATCH_COVERAGE, MIN_MATCH_SCORE } from './matching.weights'
import { languageName, pressForceOf, reasonText, stateNameOf, type ReasonKind } from './matching.reasons'
import { declaredPiecesPerMonth, maxPartSizeMm, maxTonnage, neededPartSizeMm, neededPiecesPerMonth, neededTonnage } from './matching.quantities'

export type ConceptOrigin = 'title' | 'activity' | 'materials' | 'description'

export interface ConceptTermRef {
  text: string
  lang: 'es' | 'en' | 'code' | 'query'
  fromQuery: boolean
  /** Every language the thesaurus writes this spelling in (query/analyze ConceptTerm.langs). */
  langs?: ('es' | 'en' | 'code')[]
  /** The query's own words as the thesaurus spells them (accents). */
  display?: string
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
  /**
   * Indexes of the terms found in the supplier's own words for its capabilities (processes, products, services,
   * materials), not only in its descriptions or in Nexo's names of its categories. Undefined: unknown (then no
   * bridge reason is given).
   */
  ownTerms?: number[]
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
  /** The language the requirement is written in ('es' | 'en'): a thesaurus term of the other one is a translation. */
  contentLanguage?: string
  /** The requirement's texts as written (title, activity, materials, description, volumes): numbers with units, codes in their case. */
  writtenText?: string
}

/** Which side of a tooling relation (tooling-relations.tsv) the requirement asks for and the supplier is on. */
export interface ToolingFit {
  relation: string
  wanted: 'maker' | 'user'
  /** The supplier's processes, products or services name the maker's process. */
  makes: boolean
  /** … name the process that uses the tool. */
  uses: boolean
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
  /**
   * The supplier's own words for its capabilities (processes, products, services, materials): a reason quotes a
   * term only when these words hold it as written.
   */
  ownText?: string
  /** The tooling relations the requirement touches, with the supplier's side (matching.service). */
  tooling?: ToolingFit[]
}

export interface Reason {
  kind: ReasonKind
  text: string
}

export interface MatchScore {
  /** 0–100. */
  score: number
  /** Passes the hard constraints (required certifications, maximum distance) and the minimum fit. */
  eligible: boolean
  /** Relevant and within the hard limits, but below the minimum fit (MIN_MATCH_SCORE or no core concept held). */
  belowMinimumFit: boolean
  /** Would be eligible but for a hard limit (a required certification, the maximum distance): "capable but excluded". */
  excludedByLimits: boolean
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
  /** Certifications a held one includes (certification-implications.tsv): held id → included ids. */
  includedCertifications?: (id: number) => readonly number[]
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

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

/**
 * Codes in their proper case: a word written with capitals in the requirement or in the concept's codes keeps that
 * spelling ("SAE 1020", "PA66"), and a word of letters and digits is a grade or alloy code, upper case ("a380" →
 * "A380", "6061-t6" → "6061-T6", "m8" → "M8").
 */
export function properCase(text: string, sources: readonly string[]): string {
  const written = new Map<string, string>()
  for (const source of sources) for (const w of source.match(/[\p{L}\p{N}]+/gu) ?? []) if (w !== w.toLowerCase() && !written.has(fold(w))) written.set(fold(w), w)
  return text.replace(/[\p{L}\p{N}]+/gu, (w) => {
    const cased = written.get(fold(w))
    // A written capital counts for codes and abbreviations, not for a sentence's first word ("Acero").
    if (cased && (/\d/.test(cased) || cased === cased.toUpperCase())) return cased
    return /\d/.test(w) && /\p{L}/u.test(w) ? w.toUpperCase() : w
  })
}

/** The concept's codes (`lang: code` terms) and the requirement's texts: where a code's case is read from. */
const caseSources = (c: ConceptFit, req: RequirementFacts) => [req.writtenText ?? '', ...c.terms.filter((t) => t.lang === 'code').map((t) => t.text)]

/** The term to show a reader: the concept's thesaurus term in the reader's language, else what was written. */
function displayTerm(c: ConceptFit, lang: Language, req: RequirementFacts): string {
  // A code as written ("ABS", "PA66") is language-neutral: named as the buyer wrote it.
  const asCode = c.terms.find((t) => t.fromQuery && (t.langs ?? []).includes('code'))
  if (asCode) return properCase(asCode.text, caseSources(c, req))
  const inLang = c.terms.find((t) => t.lang === lang || (t.langs ?? []).includes(lang))
  const text = (inLang && (inLang.display ?? inLang.text)) ?? c.terms.find((t) => t.lang === 'code')?.text ?? c.terms[0]?.display ?? c.terms[0]?.text ?? c.source
  return properCase(text, caseSources(c, req))
}

/** How the requirement wrote the concept, accents included when the thesaurus has the word. */
function writtenTerm(c: ConceptFit, req: RequirementFacts): string {
  const own = c.terms.find((t) => t.fromQuery)?.display
  const text = own ?? c.terms.find((t) => !t.fromQuery && t.lang !== 'code' && fold(t.text) === c.source)?.text ?? c.source
  return properCase(text, caseSources(c, req))
}

/** The words of a text, folded, each also without a plural ending: "Welded assemblies" → welded, assemblies, assemblie, assembly … */
function wordForms(text: string): Set<string> {
  const out = new Set<string>()
  for (const w of fold(text).match(/[a-z0-9]+/g) ?? []) {
    out.add(w)
    if (w.length > 3 && w.endsWith('s')) out.add(w.slice(0, -1))
    if (w.length > 4 && w.endsWith('es')) out.add(w.slice(0, -2))
  }
  return out
}

/** The supplier's own words hold every word of the term (or its singular). */
function writesTerm(term: string, own: Set<string>): boolean {
  const words = fold(term).match(/[a-z0-9]+/g) ?? []
  return words.length > 0 && words.every((w) => own.has(w) || own.has(w.replace(/e?s$/, '')))
}

/**
 * The language the requirement wrote a concept in: the thesaurus term it was written as (a word both languages
 * share, such as "robot", is neither), else the requirement's language.
 */
function writtenLanguage(c: ConceptFit, req: RequirementFacts): 'es' | 'en' | null {
  const langs = new Set(c.terms.filter((t) => fold(t.text) === c.source).flatMap((t) => t.langs ?? (t.fromQuery ? [] : [t.lang])))
  if (langs.has('es') && langs.has('en')) return null
  if (langs.has('es')) return 'es'
  if (langs.has('en')) return 'en'
  return req.contentLanguage === 'es' || req.contentLanguage === 'en' ? req.contentLanguage : null
}

/** Nearness 0–1: full within `nearKm`, then halving every `distanceHalfLifeKm`. */
export function nearness(km: number): number {
  return km <= W.nearKm ? 1 : Math.pow(0.5, (km - W.nearKm) / W.distanceHalfLifeKm)
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

  // Makers of tooling and the shops that use it (tooling-relations.tsv): the asked side scores, the other does not.
  const tooling = sup.tooling ?? []
  if (tooling.length > 0) {
    const sideValue = (t: ToolingFit) => (t.wanted === 'maker' ? (t.makes ? 1 : 0) : t.uses ? (t.makes ? W.toolingBoth : 1) : 0)
    add('tooling', W.tooling, Math.min(...tooling.map(sideValue)))
  }

  // Certifications: required are hard, preferred are points. A held certification that includes another
  // (IATF 16949 includes ISO 9001) meets it.
  const held = new Set(sup.certificationIds)
  const via = new Map<number, number>()
  for (const id of sup.certificationIds) for (const included of ctx.includedCertifications?.(id) ?? []) if (!held.has(included) && !via.has(included)) via.set(included, id)
  const meets = (id: number) => held.has(id) || via.has(id)
  const missing = req.requiredCertificationIds.filter((id) => !meets(id))
  const preferred = req.preferredCertificationIds
  add('preferredCertifications', W.preferredCertifications, preferred.length > 0 ? preferred.filter(meets).length / preferred.length : null)

  // Distance: a maximum is hard whatever the supplier's declared coverage area; nearness is points by kilometres.
  const km = req.lat !== null && req.lng !== null && sup.lat !== null && sup.lng !== null ? distanceKm({ lat: req.lat, lng: req.lng }, { lat: sup.lat, lng: sup.lng }) : null
  const inArea = sup.coverageStates.includes(req.state) || (sup.coverageCountries.includes(req.country) && sup.coverageStates.length === 0)
  const beyondDistance = req.maxDistanceKm !== null && km !== null && km > req.maxDistanceKm
  if (km !== null) add('distance', W.distance, nearness(km))
  else if (sup.state === req.state || inArea) add('distance', W.distance, 0.8)

  // Numbers with units: the press force, part size and monthly volume asked, against what the supplier states.
  const written = req.writtenText ?? ''
  const checks: { kind: 'tonnage' | 'size' | 'volume'; need: number; have: number }[] = []
  const needT = neededTonnage(written)
  const haveT = maxTonnage(sup.machinery)
  if (needT !== null && haveT !== null) checks.push({ kind: 'tonnage', need: needT, have: haveT })
  const needS = neededPartSizeMm(written)
  const haveS = maxPartSizeMm(sup.machinery)
  if (needS !== null && haveS !== null) checks.push({ kind: 'size', need: needS, have: haveS })
  const needV = neededPiecesPerMonth(written)
  const haveV = declaredPiecesPerMonth(sup.productionCapacity, sup.productionCapacityUnit)
  if (needV !== null && haveV !== null) checks.push({ kind: 'volume', need: needV, have: haveV })
  add('capacityFit', W.capacityFit, checks.length > 0 ? checks.filter((c) => c.have >= c.need).length / checks.length : null)

  // Capacity, validation, freshness, completeness.
  add('capacity', W.capacity, sup.productionCapacity !== null || sup.capacityDescription.trim().length > 20 ? 1 : 0)
  add('validated', W.validated, sup.isValidated ? 1 : 0)
  const ageDays = (ctx.now.getTime() - sup.updatedAt.getTime()) / 86_400_000
  add('freshness', W.freshness, ageDays <= W.freshDays ? 1 : ageDays >= W.staleDays ? 0 : 1 - (ageDays - W.freshDays) / (W.staleDays - W.freshDays))
  add('completeness', W.completeness, sup.completeness / 100)

  const points = Object.values(parts).reduce((s, v) => s + v, 0)
  const score = max === 0 ? 0 : Math.round((100 * points) / max)
  // Relevant: enough of the requirement covered, or in its subcategory, or in its category with some coverage …
  const relevant = coverage >= MIN_MATCH_COVERAGE || inSub || (inCat && coverage > 0)
  // … and the minimum fit: one of the buyer's own trade concepts (activity or title, not a generic word) found in
  // the profile when the requirement has any (or `coreFreeCoverage` of it all), and a score of MIN_MATCH_SCORE. A short list of suppliers
  // that fit beats one padded with other trades.
  const core = activity.filter((c) => c.weight >= 1 && (c.domains ?? []).some((d) => d !== 'general'))
  // A phrase more specific than the supplier's wording ("anodizado duro" for "anodizado") is not held: enough of the
  // whole requirement covered counts too, with something besides materials and general words (a material and the
  // category are what a neighbouring trade shares).
  const beyondMaterials = concepts.some((c) => c.weight >= 0.5 && (c.inAny || c.certificationHeld) && !(c.domains ?? []).includes('materials') && (c.domains ?? []).some((d) => d !== 'general'))
  const coreHeld = core.length === 0 || core.some((c) => c.inAny || c.certificationHeld) || (coverage >= W.coreFreeCoverage && beyondMaterials)
  const fits = coreHeld && score >= MIN_MATCH_SCORE
  const withinLimits = missing.length === 0 && !beyondDistance
  const eligible = relevant && fits && withinLimits
  const belowMinimumFit = relevant && withinLimits && !fits
  const excludedByLimits = relevant && fits && !withinLimits

  // Reasons, most telling first.
  const certified = (id: number) => {
    const through = via.get(id)
    if (through === undefined) say('certified', { name: ctx.certificationName(id) })
    else say('certifiedIncludes', { name: ctx.certificationName(through), included: ctx.certificationName(id) })
  }
  for (const id of req.requiredCertificationIds.filter(meets)) certified(id)
  for (const id of preferred.filter((id) => meets(id) && !req.requiredCertificationIds.includes(id))) certified(id)
  for (const name of missing.map(ctx.certificationName)) say('missingCertification', { name })
  const isProcess = (c: ConceptFit) => (c.domains ?? []).some((d) => PROCESS_DOMAINS.includes(d))
  const process = activity.find((c) => c.inProcesses && isProcess(c)) ?? concepts.find((c) => (c.inProcesses || c.inMain) && isProcess(c))
  if (process) {
    const tonnage = ctx.showMachinery ? TONNAGE.exec(sup.machinery)?.[0]?.trim() : undefined
    const force = tonnage ? pressForceOf(tonnage) : null
    const term = displayTerm(process, ctx.lang, req)
    if (force) say('processWithMachinery', { process: term, from: force.from ?? 0, to: force.to }, force.from === null ? 'processWithPressMax' : 'processWithMachinery')
    else say('process', { process: term })
  }
  // Only a material, found in the supplier's materials: never a part, product or process the materials field named.
  const material = materials.find((c) => c.inMaterials && (c.domains ?? []).includes('materials'))
  if (material) say('material', { material: displayTerm(material, ctx.lang, req) })
  if (ctx.showMachinery) {
    for (const c of checks) {
      const kind: ReasonKind = c.kind === 'tonnage' ? (c.have >= c.need ? 'tonnageFits' : 'tonnageShort') : c.kind === 'size' ? (c.have >= c.need ? 'sizeFits' : 'sizeShort') : c.have >= c.need ? 'volumeFits' : 'volumeShort'
      say(kind, { need: Math.round(c.need), have: Math.round(c.have) })
    }
  }
  // "About" only when the requirement's own point is a city's centre: a buyer's pin gives exact kilometres (the
  // supplier's point is its declared address).
  const approximate = km !== null && req.approximateLocation === true
  if (km !== null) {
    const rounded = Math.round(km)
    if (beyondDistance && inArea) say('beyondDistance', { km: rounded, max: req.maxDistanceKm ?? 0 }, 'servesStateBeyond')
    else {
      const kind = beyondDistance ? 'beyondDistance' : 'distance'
      say(kind, { km: rounded, city: req.city, max: req.maxDistanceKm ?? 0 }, approximate ? `${kind}Approx` : kind)
    }
  } else if (inArea) say('coverageArea', { state: stateNameOf(req.country, req.state, ctx.lang) })
  if (inSub && req.subcategoryId !== null) say('category', { category: ctx.categoryName(req.subcategoryId, ctx.lang) })
  else if (inCat) say('category', { category: ctx.categoryName(req.categoryId, ctx.lang) })
  // Matches through a thesaurus term, not the words as written: a translation when the term is of the other
  // language, a synonym when of the same. Only terms in the supplier's own capability words count: a term found
  // only in Nexo's names of its categories, or in its descriptions, is not how the supplier writes it.
  const originOrder: ConceptOrigin[] = ['activity', 'title', 'materials', 'description']
  const bridged = concepts
    // Trade terms only: "proveedor" = "supplier" or "rfq" = "cotización" explain nothing.
    .filter((c) => (c.domains ?? []).some((d) => d !== 'general' && d !== 'industries'))
    .filter((c) => (c.inMain || c.inAny) && (c.ownTerms ?? []).length > 0 && !c.matchedTerms.some((i) => c.terms[i]?.fromQuery))
    .sort((a, b) => originOrder.indexOf(a.origin) - originOrder.indexOf(b.origin))
  const ownWords = sup.ownText === undefined ? null : wordForms(sup.ownText)
  let bridges = 0
  for (const c of bridged) {
    if (bridges === 2) break
    // The term the supplier really writes: one its own words hold as written (not only a stem they share).
    const viaTerm = c.ownTerms!.map((i) => c.terms[i]!).find((t) => t.lang !== 'query' && (ownWords === null || writesTerm(t.text, ownWords)))
    if (!viaTerm) continue
    bridges++
    const from = writtenLanguage(c, req)
    // A spelling both columns hold ("bracket" is Mexican Spanish too) is of the language the supplier writes in.
    const langs = new Set(viaTerm.langs ?? [viaTerm.lang])
    const to = langs.has(sup.contentLanguage as 'es' | 'en') ? (sup.contentLanguage as 'es' | 'en') : viaTerm.lang === 'code' ? null : viaTerm.lang
    const params = { from: writtenTerm(c, req), to: properCase(viaTerm.text, caseSources(c, req)) }
    if (from !== null && to !== null && from !== to) say('translation', { ...params, language: languageName(ctx.lang, to === 'en' ? 'en' : 'es') })
    else say('synonym', params)
  }
  if (sup.isValidated) say('validated')
  return { score, eligible, belowMinimumFit, excludedByLimits, missingCertifications: missing.map(ctx.certificationName), beyondDistance, distanceKm: km === null ? null : Math.round(km), distanceIsApproximate: approximate, coverage, reasons, parts }
}
