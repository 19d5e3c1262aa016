import { describe, expect, it } from 'vitest'
import { coverageOf, distanceKm, scoreMatch, type ConceptFit, type RequirementFacts, type SupplierFacts } from './matching.score'
import { MATCH_WEIGHTS } from './matching.weights'

const now = new Date('2026-11-26T12:00:00Z')
const req = (over: Partial<RequirementFacts> = {}): RequirementFacts => ({
  city: 'Saltillo',
  state: 'COA',
  country: 'MX',
  lat: 25.42,
  lng: -101.0,
  categoryId: 1,
  subcategoryId: 2,
  requiredCertificationIds: [],
  preferredCertificationIds: [],
  maxDistanceKm: null,
  ...over,
})
const sup = (over: Partial<SupplierFacts> = {}): SupplierFacts => ({
  city: 'Monterrey',
  state: 'NLE',
  country: 'MX',
  lat: 25.67,
  lng: -100.31,
  coverageStates: [],
  coverageCountries: [],
  categoryIds: [1, 2],
  certificationIds: [10],
  isValidated: false,
  updatedAt: new Date('2026-11-01T00:00:00Z'),
  completeness: 100,
  productionCapacity: 1000,
  productionCapacityUnit: 'pieces/month',
  capacityDescription: '',
  machinery: 'Presses from 200 to 400 t',
  contentLanguage: 'en',
  ...over,
})
const fit = (over: Partial<ConceptFit> = {}): ConceptFit => ({
  origin: 'activity',
  source: 'estampado',
  weight: 1,
  terms: [
    { text: 'estampado', lang: 'query', fromQuery: true },
    { text: 'stamping', lang: 'en', fromQuery: false },
  ],
  inMain: true,
  inAny: true,
  inProcesses: true,
  inMaterials: false,
  certificationHeld: false,
  matchedTerms: [1],
  domains: ['processes'],
  ...over,
})
const ctx = (lang: 'en' | 'es' = 'en', showMachinery = true) => ({ lang, now, showMachinery, certificationName: (id: number) => (id === 10 ? 'IATF 16949' : id === 11 ? 'ISO 9001' : `#${id}`), categoryName: () => 'Metal stamping' })

describe('scoreMatch', () => {
  it('gives 100 to a supplier that fits every part that applies', () => {
    const m = scoreMatch(req({ requiredCertificationIds: [10] }), sup({ coverageStates: ['COA'], isValidated: true }), [fit()], ctx())
    expect(m.score).toBe(100)
    expect(m.eligible).toBe(true)
  })

  it('only counts the parts that apply: no preferred certifications or materials asked, no points lost', () => {
    const m = scoreMatch(req(), sup({ coverageStates: ['COA'], isValidated: true }), [fit()], ctx())
    expect(Object.keys(m.parts)).not.toContain('preferredCertifications')
    expect(Object.keys(m.parts)).not.toContain('materials')
    expect(m.score).toBe(100)
  })

  it('treats a missing required certification as a hard constraint, and says which', () => {
    const m = scoreMatch(req({ requiredCertificationIds: [10, 11] }), sup(), [fit()], ctx())
    expect(m.eligible).toBe(false)
    expect(m.missingCertifications).toEqual(['ISO 9001'])
    expect(m.reasons.map((r) => r.text)).toContain('Missing ISO 9001')
  })

  it('treats preferred certifications as points only', () => {
    const withIt = scoreMatch(req({ preferredCertificationIds: [10] }), sup(), [fit()], ctx())
    const without = scoreMatch(req({ preferredCertificationIds: [10] }), sup({ certificationIds: [] }), [fit()], ctx())
    expect(withIt.eligible && without.eligible).toBe(true)
    expect(withIt.score).toBeGreaterThan(without.score)
  })

  it('excludes beyond the maximum distance unless the requirement is in the coverage area; decays without a maximum', () => {
    const far = sup({ lat: 20.97, lng: -89.62, state: 'YUC' })
    expect(scoreMatch(req({ maxDistanceKm: 300 }), far, [fit()], ctx()).eligible).toBe(false)
    expect(scoreMatch(req({ maxDistanceKm: 300 }), { ...far, coverageStates: ['COA'] }, [fit()], ctx()).eligible).toBe(true)
    const near = scoreMatch(req(), sup(), [fit()], ctx())
    const away = scoreMatch(req(), far, [fit()], ctx())
    expect(near.parts['distance']).toBeGreaterThan(away.parts['distance']!)
    expect(away.parts['distance']).toBeGreaterThan(0)
    expect(near.parts['distance']).toBeCloseTo(MATCH_WEIGHTS.distance * 0.5 ** (near.distanceKm! / MATCH_WEIGHTS.distanceHalfLifeKm), 0)
  })

  it('is not a match when the profile covers too little of the requirement and is outside its category', () => {
    const m = scoreMatch(req(), sup({ categoryIds: [] }), [fit({ inMain: false, inAny: false, inProcesses: false, matchedTerms: [] }), fit({ source: 'acero', inMain: false, inAny: false, inProcesses: false, matchedTerms: [] })], ctx())
    expect(m.eligible).toBe(false)
  })

  it('says why in the reader’s language: certificate, process with machinery, distance, the translation bridge', () => {
    const en = scoreMatch(req({ requiredCertificationIds: [10] }), sup(), [fit()], ctx('en')).reasons.map((r) => r.text)
    expect(en).toEqual(expect.arrayContaining(['IATF 16949 certified', 'stamping, 200 to 400 t', "Writes in English: matched through 'estampado' = 'stamping'"]))
    expect(en.some((t) => /^\d+ km from Saltillo$/.test(t))).toBe(true)
    const es = scoreMatch(req({ requiredCertificationIds: [10] }), sup(), [fit()], ctx('es')).reasons.map((r) => r.text)
    expect(es).toEqual(expect.arrayContaining(['Certificación IATF 16949', "Escribe en inglés: coincide por 'estampado' = 'stamping'"]))
    expect(es.some((t) => /^A \d+ km de Saltillo$/.test(t))).toBe(true)
  })

  it('says "about" when either end is a city centre rather than a pin, keeping the reason kind', () => {
    for (const [requirement, supplier] of [
      [{ approximateLocation: true }, {}],
      [{}, { approximateLocation: true }],
    ] as const) {
      const en = scoreMatch(req(requirement), sup(supplier), [fit()], ctx('en'))
      expect(en.distanceIsApproximate).toBe(true)
      const distance = en.reasons.find((r) => r.kind === 'distance')!
      expect(distance.text).toMatch(/^About \d+ km from Saltillo$/)
      expect(scoreMatch(req(requirement), sup(supplier), [fit()], ctx('es')).reasons.find((r) => r.kind === 'distance')!.text).toMatch(/^A unos \d+ km de Saltillo$/)
    }
    expect(scoreMatch(req(), sup(), [fit()], ctx('en')).distanceIsApproximate).toBe(false)
    // Thousands grouped as the reader writes them.
    const farAway = { lat: 32.62, lng: -115.45 } // Mexicali, ~1,600 km from Saltillo
    const grouped = (lang: 'en' | 'es') => scoreMatch(req(), sup(farAway), [fit()], ctx(lang)).reasons.find((r) => r.kind === 'distance')!.text
    expect(grouped('en')).toMatch(/^1,\d{3} km from Saltillo$/)
    expect(grouped('es')).toMatch(/^A 1,\d{3} km de Saltillo$/)
    // Beyond a limit, still the same kind (the page marks it in red) with the approximate wording.
    const far = scoreMatch(req({ maxDistanceKm: 10, approximateLocation: true }), sup({ coverageStates: [], coverageCountries: [] }), [fit()], ctx('en'))
    expect(far.reasons.find((r) => r.kind === 'beyondDistance')!.text).toMatch(/^About \d+ km from Saltillo, beyond the 10 km limit$/)
  })

  it('reads the stated press force whole and names a process only for a process concept', () => {
    const big = scoreMatch(req(), sup({ machinery: 'Prensas mecánicas de 200 a 1,000 toneladas' }), [fit()], ctx('es')).reasons.map((r) => r.text)
    expect(big).toContain('estampado, 200 a 1,000 toneladas')
    // A viewer without full profiles gets the process, not the machinery (a full-profile field)
    const basic = scoreMatch(req(), sup({ machinery: 'Prensas mecánicas de 200 a 1,000 toneladas' }), [fit()], ctx('es', false)).reasons
    expect(basic.find((r) => r.kind === 'process')?.text).toBe('estampado')
    expect(basic.map((r) => r.text).join(' ')).not.toMatch(/tonelada/)
    const cert = scoreMatch(req(), sup(), [fit({ domains: ['certifications'], terms: [{ text: 'iso 14001', lang: 'query', fromQuery: true }], matchedTerms: [0] })], ctx()).reasons
    expect(cert.map((r) => r.kind)).not.toContain('processWithMachinery')
  })

  it('weighs fresher and more complete profiles higher, all else equal', () => {
    const fresh = scoreMatch(req(), sup(), [fit()], ctx())
    const stale = scoreMatch(req(), sup({ updatedAt: new Date('2024-01-01T00:00:00Z'), completeness: 40 }), [fit()], ctx())
    expect(fresh.score).toBeGreaterThan(stale.score)
  })
})

describe('coverage and distance', () => {
  it('counts main fields fully, descriptions at half, nothing else', () => {
    expect(coverageOf([fit(), fit({ inMain: false }), fit({ inMain: false, inAny: false })])).toBeCloseTo(0.5)
    expect(coverageOf([fit({ inMain: false, inAny: false, certificationHeld: true })])).toBe(1)
  })
  it('computes great-circle kilometres', () => {
    expect(Math.round(distanceKm({ lat: 25.42, lng: -101.0 }, { lat: 25.67, lng: -100.31 }))).toBe(75)
  })
})
