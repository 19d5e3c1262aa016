import { describe, expect, it } from 'vitest'
import { coverageOf, distanceKm, properCase, scoreMatch, type ConceptFit, type RequirementFacts, type SupplierFacts } from './matching.score'
import { MATCH_WEIGHTS, MIN_MATCH_SCORE } from './matching.weights'
import { certificationImplications, entriesOfTerm, toolingRelations } from './matching.relations'
import { CERTIFICATIONS } from '@nexo/shared'

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
  ownTerms: [1],
  domains: ['processes'],
  ...over,
})
const ctx = (lang: 'en' | 'es' = 'en', showMachinery = true) => ({ lang, now, showMachinery, certificationName: (id: number) => (id === 10 ? 'IATF 16949' : id === 11 ? 'ISO 9001' : `#${id}`), categoryName: () => 'Metal stamping' })

describe('scoreMatch', () => {
  // In the buyer's city: nearness is full within MATCH_WEIGHTS.nearKm.
  const local = { lat: 25.44, lng: -100.97, state: 'COA', city: 'Saltillo' }

  it('gives 100 to a supplier that fits every part that applies', () => {
    const m = scoreMatch(req({ requiredCertificationIds: [10] }), sup({ ...local, isValidated: true }), [fit()], ctx())
    expect(m.score).toBe(100)
    expect(m.eligible).toBe(true)
  })

  it('only counts the parts that apply: no preferred certifications or materials asked, no points lost', () => {
    const m = scoreMatch(req(), sup({ ...local, isValidated: true }), [fit()], ctx())
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

  it('excludes beyond the maximum distance, even a supplier whose coverage area includes the state; decays without a maximum', () => {
    const far = sup({ lat: 20.97, lng: -89.62, state: 'YUC', city: 'Mérida' })
    expect(scoreMatch(req({ maxDistanceKm: 300 }), far, [fit()], ctx()).eligible).toBe(false)
    // The declared service area does not lift a hard limit (issue 26 §3): it is said, with the distance and the limit.
    const serving = scoreMatch(req({ maxDistanceKm: 250 }), { ...far, coverageStates: ['COA'] }, [fit()], ctx())
    expect(serving.eligible).toBe(false)
    expect(serving.beyondDistance).toBe(true)
    const reason = serving.reasons.find((r) => r.kind === 'beyondDistance')!.text
    expect(reason).toBe(`Serves your state, ${new Intl.NumberFormat('en-US').format(serving.distanceKm!)} km away (your limit: 250 km)`)
    expect(scoreMatch(req({ maxDistanceKm: 250 }), { ...far, coverageStates: ['COA'] }, [fit()], ctx('es')).reasons.find((r) => r.kind === 'beyondDistance')!.text).toMatch(/^Atiende su estado, a 1,\d{3} km \(su límite: 250 km\)$/)
    const near = scoreMatch(req(), sup(), [fit()], ctx())
    const away = scoreMatch(req(), far, [fit()], ctx())
    expect(near.parts['distance']).toBeGreaterThan(away.parts['distance']!)
    expect(away.parts['distance']).toBeGreaterThan(0)
    expect(near.parts['distance']).toBeCloseTo(MATCH_WEIGHTS.distance * 0.5 ** ((near.distanceKm! - MATCH_WEIGHTS.nearKm) / MATCH_WEIGHTS.distanceHalfLifeKm), 0)
  })

  it('ranks an equally capable supplier in the buyer\'s city above one thousands of km away, whatever the small parts say', () => {
    // The far one has every small advantage (validated, fresh, complete, capacity stated) and serves the state.
    const far = sup({ lat: 32.51, lng: -117.04, state: 'BCN', city: 'Tijuana', coverageStates: ['COA'], isValidated: true, completeness: 100, updatedAt: now })
    const near = sup({ ...local, isValidated: false, completeness: 40, updatedAt: new Date('2025-06-01T00:00:00Z'), productionCapacity: null })
    const a = scoreMatch(req(), near, [fit()], ctx())
    const b = scoreMatch(req(), far, [fit()], ctx())
    expect(a.score).toBeGreaterThan(b.score)
  })

  it('is not a match when the profile covers too little of the requirement and is outside its category', () => {
    const m = scoreMatch(req(), sup({ categoryIds: [] }), [fit({ inMain: false, inAny: false, inProcesses: false, matchedTerms: [] }), fit({ source: 'acero', inMain: false, inAny: false, inProcesses: false, matchedTerms: [] })], ctx())
    expect(m.eligible).toBe(false)
  })

  it('says why in the reader’s language: certificate, process with machinery, distance, the translation bridge', () => {
    const en = scoreMatch(req({ requiredCertificationIds: [10], contentLanguage: 'es' }), sup(), [fit()], ctx('en')).reasons.map((r) => r.text)
    expect(en).toEqual(expect.arrayContaining(['IATF 16949 certified', 'Stamping, presses from 200 to 400 t', "For 'estampado' it lists 'stamping' (English)"]))
    expect(en.some((t) => /^\d+ km from Saltillo$/.test(t))).toBe(true)
    const es = scoreMatch(req({ requiredCertificationIds: [10], contentLanguage: 'es' }), sup(), [fit()], ctx('es')).reasons.map((r) => r.text)
    expect(es).toEqual(expect.arrayContaining(['Certificación IATF 16949', 'Estampado, prensas de 200 a 400 t', "Para 'estampado' indica 'stamping' (inglés)"]))
    expect(es.some((t) => /^A \d+ km de Saltillo$/.test(t))).toBe(true)
     // Without points, the served state by its name, not its code (issue 27 §3).
    const unplaced = { lat: null, lng: null }
    expect(scoreMatch(req(unplaced), sup({ ...unplaced, coverageStates: ['COA'] }), [fit()], ctx('en')).reasons.map((r) => r.text)).toContain('Serves Coahuila')
    expect(scoreMatch(req({ ...unplaced, state: 'QUE', city: 'Querétaro' }), sup({ ...unplaced, coverageStates: ['QUE'] }), [fit()], ctx('es')).reasons.map((r) => r.text)).toContain('Atiende Querétaro')
  })

  it('says "about" only when the requirement\'s point is a city centre; a buyer\'s pin gives exact kilometres', () => {
    const en = scoreMatch(req({ approximateLocation: true }), sup(), [fit()], ctx('en'))
    expect(en.distanceIsApproximate).toBe(true)
    expect(en.reasons.find((r) => r.kind === 'distance')!.text).toMatch(/^About \d+ km from Saltillo$/)
    expect(scoreMatch(req({ approximateLocation: true }), sup(), [fit()], ctx('es')).reasons.find((r) => r.kind === 'distance')!.text).toMatch(/^A unos \d+ km de Saltillo$/)
    // The buyer set a pin: "75 km", even though the supplier's point is its city's centre.
    const pinned = scoreMatch(req({ approximateLocation: false }), sup({ approximateLocation: true }), [fit()], ctx('en'))
    expect(pinned.distanceIsApproximate).toBe(false)
    expect(pinned.reasons.find((r) => r.kind === 'distance')!.text).toMatch(/^\d+ km from Saltillo$/)
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
    // In the reader's words whatever the profile's language (issue 27 §3): "toneladas" becomes "t", grouped.
    expect(big).toContain('Estampado, prensas de 200 a 1,000 t')
    const bigEn = scoreMatch(req(), sup({ machinery: 'Prensas mecánicas de 200 a 1,000 toneladas' }), [fit()], ctx('en')).reasons.map((r) => r.text)
    expect(bigEn).toContain('Stamping, presses from 200 to 1,000 t')
    const one = scoreMatch(req(), sup({ machinery: 'Prensa hidráulica de 1.200 t' }), [fit()], ctx('es')).reasons.map((r) => r.text)
    expect(one).toContain('Estampado, prensas de hasta 1,200 t')
    // A viewer without full profiles gets the process, not the machinery (a full-profile field)
    const basic = scoreMatch(req(), sup({ machinery: 'Prensas mecánicas de 200 a 1,000 toneladas' }), [fit()], ctx('es', false)).reasons
    expect(basic.find((r) => r.kind === 'process')?.text).toBe('Estampado')
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

describe('issue 26: hard limits, minimum fit, neighbouring capability, numbers, implications, true reasons', () => {
  const local = { lat: 25.44, lng: -100.97, state: 'COA', city: 'Saltillo' }

  it('leaves out a relevant supplier below the minimum fit, and one holding none of the buyer\'s trade concepts', () => {
    // In the category with a little coverage (relevant before), but the asked process is nowhere in its profile.
    const other = fit({ source: 'acero', origin: 'materials', domains: ['materials'], inProcesses: false, inMaterials: true, terms: [{ text: 'acero', lang: 'query', fromQuery: true }], matchedTerms: [0] })
    const m = scoreMatch(req(), sup({ ...local }), [fit({ inMain: false, inAny: false, inProcesses: false, matchedTerms: [], ownTerms: [] }), other], ctx())
    expect(m.eligible).toBe(false)
    expect(m.belowMinimumFit).toBe(true)
    // Doing the process, it is in.
    expect(scoreMatch(req(), sup({ ...local }), [fit(), other], ctx()).eligible).toBe(true)
    // A low score alone also leaves it out: far, stale, incomplete, covering half the concepts only in descriptions.
    const weak = scoreMatch(req(), sup({ lat: 32.51, lng: -117.04, categoryIds: [], completeness: 10, updatedAt: new Date('2023-01-01T00:00:00Z'), productionCapacity: null }), [fit({ inMain: false, inProcesses: false }), fit({ source: 'soportes', inMain: false, inAny: false, inProcesses: false, matchedTerms: [], ownTerms: [], domains: ['parts'] })], ctx())
    expect(weak.score).toBeLessThan(MIN_MATCH_SCORE)
    expect(weak.eligible).toBe(false)
    expect(weak.belowMinimumFit).toBe(true)
  })

  it('meets a required ISO 9001 with IATF 16949, and says so', () => {
    const includes = (id: number) => (id === 10 ? [11] : [])
    const m = scoreMatch(req({ requiredCertificationIds: [11] }), sup({ certificationIds: [10] }), [fit()], { ...ctx('en'), includedCertifications: includes })
    expect(m.eligible).toBe(true)
    expect(m.missingCertifications).toEqual([])
    expect(m.reasons.map((r) => r.text)).toContain('ISO 9001 (met by its IATF 16949 certification)')
    expect(scoreMatch(req({ requiredCertificationIds: [11] }), sup({ certificationIds: [10] }), [fit()], { ...ctx('es'), includedCertifications: includes }).reasons.map((r) => r.text)).toContain('ISO 9001 (cubierta por su certificación IATF 16949)')
    // Not the other way round, and not without the table.
    expect(scoreMatch(req({ requiredCertificationIds: [10] }), sup({ certificationIds: [11] }), [fit()], { ...ctx(), includedCertifications: includes }).eligible).toBe(false)
    expect(scoreMatch(req({ requiredCertificationIds: [11] }), sup({ certificationIds: [10] }), [fit()], ctx()).eligible).toBe(false)
    // A preferred one counts too.
    const pref = scoreMatch(req({ preferredCertificationIds: [11] }), sup({ certificationIds: [10] }), [fit()], { ...ctx(), includedCertifications: includes })
    expect(pref.parts['preferredCertifications']).toBe(MATCH_WEIGHTS.preferredCertifications)
  })

  it('tells a tool maker from a shop using the tool: the asked side scores higher', () => {
    const maker = { relation: 'moulds', wanted: 'maker' as const, makes: true, uses: false }
    const moulder = { relation: 'moulds', wanted: 'maker' as const, makes: false, uses: true }
    const a = scoreMatch(req(), sup({ ...local, tooling: [maker] }), [fit()], ctx())
    const b = scoreMatch(req(), sup({ ...local, tooling: [moulder] }), [fit()], ctx())
    expect(a.score - b.score).toBeGreaterThanOrEqual(10)
    const wantUser = (makes: boolean, uses: boolean) => scoreMatch(req(), sup({ ...local, tooling: [{ relation: 'dies', wanted: 'user', makes, uses }] }), [fit()], ctx()).score
    expect(wantUser(false, true)).toBeGreaterThan(wantUser(true, true))
    expect(wantUser(true, true)).toBeGreaterThan(wantUser(true, false))
  })

  it('compares the press force, part size and volume asked with the declared machinery and capacity', () => {
    const need = req({ writtenText: 'Soportes, prensas de 800 toneladas, 60,000 piezas al año, pieza de 1,200 x 600 mm' })
    const big = sup({ ...local, machinery: 'Prensas de 200 a 1,000 toneladas; mesas de hasta 2,000 mm', productionCapacity: 100_000, productionCapacityUnit: 'piezas/mes' })
    const small = sup({ ...local, machinery: 'Prensas de 100 a 400 toneladas; mesas de hasta 800 mm', productionCapacity: 2_000, productionCapacityUnit: 'piezas/mes' })
    const a = scoreMatch(need, big, [fit()], ctx('en'))
    const b = scoreMatch(need, small, [fit()], ctx('en'))
    expect(a.parts['capacityFit']).toBe(MATCH_WEIGHTS.capacityFit)
    expect(b.parts['capacityFit']).toBe(0)
    expect(a.score).toBeGreaterThan(b.score)
    expect(a.reasons.map((r) => r.text)).toEqual(expect.arrayContaining(['Presses up to 1,000 t (you need 800 t)', 'Capacity 100,000 pieces a month (you need 5,000)', 'Parts up to 2,000 mm (yours: 1,200 mm)']))
    expect(b.reasons.map((r) => r.text)).toContain('Presses up to 400 t, less than the 800 t you need')
    expect(scoreMatch(need, small, [fit()], ctx('es')).reasons.map((r) => r.text)).toContain('Prensas de hasta 400 t, menos de las 800 t que necesita')
    // Only when both sides state a number: nothing asked, the part is left out of the maximum.
    expect(Object.keys(scoreMatch(req(), big, [fit()], ctx()).parts)).not.toContain('capacityFit')
    // A rate ("toneladas/mes") is not a press force.
    expect(Object.keys(scoreMatch(need, sup({ ...local, machinery: 'Fundición de 500 toneladas/mes', productionCapacity: null }), [fit()], ctx()).parts)).not.toContain('capacityFit')
  })

  it('gives true reasons: a synonym is not a translation, category names are not the supplier\'s words, materials only, codes in case', () => {
    const spanishSynonym = fit({
      source: 'troquelado',
      terms: [
        { text: 'troquelado', lang: 'query', fromQuery: true },
        { text: 'troquelado', lang: 'es', fromQuery: false },
        { text: 'estampado', lang: 'es', fromQuery: false },
        { text: 'stamping', lang: 'en', fromQuery: false },
      ],
      matchedTerms: [2],
      ownTerms: [2],
    })
    const es = scoreMatch(req({ contentLanguage: 'es' }), sup({ contentLanguage: 'es' }), [spanishSynonym], ctx('en')).reasons
    expect(es.map((r) => r.kind)).not.toContain('translation')
    expect(es.map((r) => r.text)).toContain("Lists 'estampado', another word for 'troquelado'")
    // Held only through Nexo's Spanish category name (not in its processes, products, services or materials): no bridge.
    const viaCategory = scoreMatch(req({ contentLanguage: 'en' }), sup({ contentLanguage: 'en' }), [fit({ source: 'stamping', terms: [{ text: 'stamping', lang: 'query', fromQuery: true }, { text: 'estampado', lang: 'es', fromQuery: false }], matchedTerms: [1], ownTerms: [] })], ctx('en')).reasons
    expect(viaCategory.map((r) => r.kind)).not.toContain('translation')
    expect(viaCategory.map((r) => r.kind)).not.toContain('synonym')
    // "Works with" names a material found in the supplier's materials; never a part the materials field named.
    const part = fit({ origin: 'materials', source: 'tarjetas electronicas', domains: ['parts'], inMaterials: true, terms: [{ text: 'tarjetas electronicas', lang: 'query', fromQuery: true }], matchedTerms: [0] })
    expect(scoreMatch(req(), sup(), [fit(), part], ctx()).reasons.map((r) => r.kind)).not.toContain('material')
    const alloy = fit({ origin: 'materials', source: 'aluminio 6061', domains: ['materials'], inMaterials: true, terms: [{ text: 'aluminio 6061', lang: 'query', fromQuery: true }, { text: 'aluminio 6061', lang: 'es', fromQuery: false }, { text: '6061 aluminum', lang: 'en', fromQuery: false }, { text: 'AA 6061', lang: 'code', fromQuery: false }], matchedTerms: [2] })
    expect(scoreMatch(req({ writtenText: 'Aluminio 6061-T6' }), sup(), [fit(), alloy], ctx('en')).reasons.map((r) => r.text)).toContain('Works with 6061 aluminum')
    // The term quoted is one the supplier writes as such, not one that only shares its stem ("heat treating" for a
    // profile saying "heat treatment").
    const stems = fit({ source: 'tratamiento termico', terms: [{ text: 'tratamiento termico', lang: 'query', fromQuery: true, langs: ['es'] }, { text: 'heat treating', lang: 'en', fromQuery: false }, { text: 'heat treatment', lang: 'en', fromQuery: false }], matchedTerms: [1, 2], ownTerms: [1, 2] })
    const quoted = scoreMatch(req({ contentLanguage: 'es' }), sup({ ownText: 'Heat treatment of gears' }), [stems], ctx('en')).reasons.find((r) => r.kind === 'translation')!.text
    expect(quoted).toBe("For 'tratamiento termico' it lists 'heat treatment' (English)")
    expect(scoreMatch(req({ contentLanguage: 'es' }), sup({ ownText: 'Hardening of gears' }), [stems], ctx('en')).reasons.map((r) => r.kind)).not.toContain('translation')
    expect(properCase('acero sae 1020', ['Acero SAE 1020'])).toBe('acero SAE 1020')
    expect(properCase('6061-t6 aluminum', [''])).toBe('6061-T6 aluminum')
    expect(properCase('aluminio a380', ['Aluminio A380'])).toBe('aluminio A380')
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

describe('matching data tables', () => {
  it('every tooling relation term is a term of the search thesaurus, and each side has some', () => {
    const missing: string[] = []
    for (const r of toolingRelations()) {
      expect(r.maker.length * r.tool.length * r.user.length, r.name).toBeGreaterThan(0)
      for (const term of [...r.maker, ...r.tool, ...r.user]) if (entriesOfTerm(term).length === 0) missing.push(`${r.name}: ${term}`)
    }
    expect(missing).toEqual([])
    expect(entriesOfTerm('no such trade at all')).toEqual([])
  })
  it('every certification implication names certifications of the list, with a reason', () => {
    const slugs = new Set<string>(CERTIFICATIONS.map((c) => c.slug))
    const rows = certificationImplications()
    expect(rows.map((r) => `${r.slug}>${r.includes}`)).toEqual(expect.arrayContaining(['iatf-16949>iso-9001', 'as9100>iso-9001']))
    for (const r of rows) {
      expect(slugs.has(r.slug) && slugs.has(r.includes), `${r.slug} > ${r.includes}`).toBe(true)
      expect(r.why.length).toBeGreaterThan(20)
    }
  })
})
