import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inArray } from 'drizzle-orm'
import { ZSearchCompaniesRequestSchema } from '@nexo/shared'
import { categories, certifications, companies, companyCategories, companyCertifications } from '../../db/schema'
import { seedReferenceData } from '../../db/seed/seed'
import { createTestApp, type TestApp } from '../../test/test-app'
import { roundEstimate, searchCompanies } from './search.service'

/**
 * Exact counts up to a bound, estimates from the fixed 1-in-16 sample beyond it (issue 12 speed, ADR 027). The
 * sample is the listed companies whose id ends in a byte below 16, so the tests choose the ids: company i has id
 * …00XX with XX = 5·i, and companies 0–3 (bytes 0, 5, 10, 15) are the sample.
 */
let t: TestApp
const N = 48
const STATES = ['NLE', 'COA', 'JAL']
const idOf = (i: number) => `00000000-0000-4000-8000-0000000000${(i * 5).toString(16).padStart(2, '0')}`

// The SQL ranking's counting (text queries are answered by the in-memory postings once built, which count every
// match exactly; postings/postings.test.ts holds them to the SQL ranking without a bound).
const search = (params: Record<string, unknown>, bound?: number) =>
  searchCompanies(t.database.db, ZSearchCompaniesRequestSchema.parse(params), bound === undefined ? { postings: false } : { bound, postings: false })
const counts = (values: { value: string; count: number }[]) => Object.fromEntries(values.map((v) => [v.value, v.count]))

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedReferenceData(db)
  // Company i: state STATES[i % 3], IATF 16949 when i is even, in metal stamping when i % 4 = 0; all stamp steel,
  // every sixth also moulds plastic.
  await db.insert(companies).values(
    Array.from({ length: N }, (_, i) => ({
      id: idOf(i),
      status: 'approved' as const,
      approvedAt: new Date(),
      profileType: 'supplier' as const,
      legalName: `Counted ${i} S.A.`,
      tradeName: `Counted ${i}`,
      taxId: `CNT-${i}`,
      sector: 'auto_parts',
      country: 'MX',
      state: STATES[i % 3]!,
      city: 'Ciudad',
      processes: i % 6 === 0 ? 'Estampado de acero e inyección de plástico.' : 'Estampado de lámina de acero.',
    })),
  )
  const [iatf] = await db.select({ id: certifications.id }).from(certifications).where(inArray(certifications.slug, ['iatf-16949']))
  const [stamping] = await db.select({ id: categories.id }).from(categories).where(inArray(categories.slug, ['metal-stamping']))
  const even = Array.from({ length: N }, (_, i) => i).filter((i) => i % 2 === 0)
  await db.insert(companyCertifications).values(even.map((i) => ({ companyId: idOf(i), certificationId: iatf!.id, industrialSpecialization: 'Automotriz' })))
  await db.insert(companyCategories).values(even.filter((i) => i % 4 === 0).map((i) => ({ companyId: idOf(i), categoryId: stamping!.id })))
})
afterAll(async () => {
  await t?.close()
})

describe('counts up to the bound are exact', () => {
  it('counts every company and facet value when the sets are within the bound', async () => {
    const r = await search({})
    expect(r.total).toBe(N)
    expect(r.totalIsEstimate).toBe(false)
    expect(r.facetsAreEstimates).toBe(false)
    expect(counts(r.facets.loc)).toEqual({ NLE: 16, COA: 16, JAL: 16 })
    expect(counts(r.facets.cert)).toEqual({ 'iatf-16949': 24 })
    // The category and its parent group.
    expect(counts(r.facets.cat)['metal-stamping']).toBe(12)
  })

  it('is exact for a set of exactly the bound, an estimate from one more', async () => {
    expect((await search({}, N)).totalIsEstimate).toBe(false)
    expect((await search({}, N)).total).toBe(N)
    expect((await search({}, N - 1)).totalIsEstimate).toBe(true)
  })
})

describe('beyond the bound, counts are estimated from the sample', () => {
  it('estimates the total and the facets of a browse as 16 × the sample, never below the bound', async () => {
    const r = await search({}, 10)
    expect(r.totalIsEstimate).toBe(true)
    expect(r.facetsAreEstimates).toBe(true)
    // Sample: companies 0–3 → NLE, COA, JAL, NLE; IATF on 0 and 2; metal stamping on 0.
    expect(r.total).toBe(64)
    expect(counts(r.facets.loc)).toEqual({ NLE: 32, COA: 16, JAL: 16 })
    expect(counts(r.facets.cert)).toEqual({ 'iatf-16949': 32 })
    expect(counts(r.facets.cat)['metal-stamping']).toBe(16)
    expect((await search({}, N - 1)).total).toBe(64)
  })

  it('keeps the results and their order exact whatever the bound', async () => {
    for (const params of [{}, { page: 2 }, { page: 4 }, { cert: 'iatf-16949' }, { loc: 'COA', page: 2 }]) {
      const exact = await search(params)
      const bounded = await search(params, 5)
      expect(bounded.items.map((i) => i.id)).toEqual(exact.items.map((i) => i.id))
    }
    expect((await search({ page: 4 }, 5)).items).toHaveLength(12)
  })

  it('counts exactly each set within the bound and estimates only the others', async () => {
    // cert=iatf: 24 results (exact), the location facet counts those 24 (exact), the certification facet counts
    // all 48 companies (estimated).
    const r = await search({ cert: 'iatf-16949' }, 30)
    expect(r.total).toBe(24)
    expect(r.totalIsEstimate).toBe(false)
    expect(counts(r.facets.loc)).toEqual({ NLE: 8, COA: 8, JAL: 8 })
    expect(counts(r.facets.cert)).toEqual({ 'iatf-16949': 32 })
    expect(r.facetsAreEstimates).toBe(true)
  })

  it('keeps the exact total of a text query (every candidate is scored anyway) and estimates its large facets', async () => {
    const exact = await search({ q: 'estampado' })
    expect(exact.total).toBe(N)
    expect(exact.facetsAreEstimates).toBe(false)
    const r = await search({ q: 'estampado' }, 10)
    expect(r.total).toBe(N)
    expect(r.totalIsEstimate).toBe(false)
    expect(r.facetsAreEstimates).toBe(true)
    expect(counts(r.facets.loc)).toEqual({ NLE: 32, COA: 16, JAL: 16 })
    expect(r.items.map((i) => i.id)).toEqual(exact.items.map((i) => i.id))
    // A narrower query within the bound is exact again: 8 companies mould plastic.
    const narrow = await search({ q: 'inyeccion de plastico' }, 10)
    expect(narrow.facetsAreEstimates).toBe(false)
    expect(narrow.items.map((i) => i.tradeName).sort()).toEqual(['Counted 0', 'Counted 12', 'Counted 18', 'Counted 24', 'Counted 30', 'Counted 36', 'Counted 42', 'Counted 6'])
  })

  it('reports both flags through the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search/companies' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ total: N, totalIsEstimate: false, facetsAreEstimates: false })
  })

  it('rounds an estimate to two significant digits', () => {
    expect([48, 99, 100, 1184, 94_992, 1001].map(roundEstimate)).toEqual([48, 99, 100, 1200, 95_000, 1000])
  })
})
