/**
 * The maximum distance end to end (ADR 025, ADR 028): a requirement posted through the API gets its location from
 * the pin, the company or the gazetteer, and matching measures the limit from there, with the reason saying so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { addCalendarDays, requirementToday } from '@nexo/shared'
import { categories, certifications, companies, companyCategories, requirements } from '../../db/schema'
import { seedReferenceData } from '../../db/seed/seed'
import { createFixtureCompany } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createTestCompany, uploadRequirementFile, validRequirement, type TestCompany } from '../requirements/requirements.test-support'

let t: TestApp
let buyer: TestCompany
let fileId: string
let ref: { categoryId: number; subcategoryId: number; iso: number }
const supplierIds: Record<string, string> = {}

/** Saltillo's centre in the gazetteer; the buyer sits in Monterrey, about 70 km away. */
const SALTILLO = { lat: 25.4232, lng: -100.9924 }

interface MatchItem {
  company: { tradeName: string }
  eligible: boolean
  distanceKm: number | null
  distanceIsApproximate: boolean
  reasons: { kind: string; text: string }[]
}

async function addStamper(name: string, at: { lat: number; lng: number }, state: string, city: string) {
  const db = t.database.db
  const row = await createFixtureCompany(db, { tradeName: name })
  await db
    .update(companies)
    .set({ profileType: 'supplier', contentLanguage: 'es', processes: 'Estampado de soportes de acero con troquel progresivo.', materials: 'Acero', briefDescription: 'Estampado de lámina de acero', latitude: at.lat, longitude: at.lng, state, city })
    .where(eq(companies.id, row.id))
  await db.insert(companyCategories).values({ companyId: row.id, categoryId: ref.subcategoryId })
  supplierIds[name] = row.id
}

async function post(changes: object): Promise<{ status: number; id: string; code?: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/company/requirements',
    headers: buyer.admin,
    payload: validRequirement({ categoryId: ref.categoryId, certificationIds: [], preferredCertificationIds: [ref.iso], fileId }, { startDate: requirementToday(), endDate: addCalendarDays(requirementToday(), 30), ...changes }),
  })
  return { status: res.statusCode, id: res.json().id, code: res.json().error?.code }
}

async function suppliersOf(requirementId: string, lang: 'en' | 'es' = 'en') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/matching/requirements/${requirementId}/suppliers?includeExcluded=true&lang=${lang}`, headers: buyer.admin })
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json() as { items: MatchItem[]; excluded: MatchItem[] }
  const find = (name: string) => [...body.items, ...body.excluded].find((i) => i.company.tradeName === name)!
  return { included: body.items.map((i) => i.company.tradeName).sort(), excluded: body.excluded.map((i) => i.company.tradeName).sort(), find }
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedReferenceData(db)
  const [leaf] = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.slug, 'metal-stamping'))
  const [iso] = await db.select({ id: certifications.id }).from(certifications).where(inArray(certifications.slug, ['iso-9001']))
  ref = { categoryId: leaf!.parentId ?? leaf!.id, subcategoryId: leaf!.id, iso: iso!.id }
  buyer = await createTestCompany(db, { plan: 'free', tradeName: 'Ensambles Monterrey', latitude: 25.6866, longitude: -100.3161, city: 'Monterrey', state: 'NLE' })
  fileId = await uploadRequirementFile(t.app, buyer.admin)
  // About 50 km north of Saltillo's centre (and about 70 km from Monterrey).
  await addStamper('Estampados Cercanos', { lat: 25.8732, lng: -100.9924 }, 'COA', 'Castaños')
  // About 300 km south of Saltillo.
  await addStamper('Estampados Lejanos', { lat: 22.72, lng: -100.9924 }, 'SLP', 'Charcas')
  // East of Monterrey: about 80 km from the buyer's own point, about 150 km from Saltillo.
  await addStamper('Estampados Oriente', { lat: 25.6866, lng: -99.5 }, 'NLE', 'Cadereyta')
})
afterAll(async () => {
  await t?.close()
})

describe('maximum distance from the requirement, not from the company (issue 12)', () => {
  it('a Saltillo requirement posted from Monterrey without a pin is measured from Saltillo: 50 km in, 150 km and 300 km out', async () => {
    const posted = await post({ state: 'COA', city: 'Saltillo', maxDistanceKm: 100 })
    expect(posted.status).toBe(201)
    const [row] = await t.database.db.select({ lat: requirements.latitude, lng: requirements.longitude }).from(requirements).where(eq(requirements.id, posted.id))
    expect(row).toEqual(SALTILLO)
    const r = await suppliersOf(posted.id)
    expect(r.included).toEqual(['Estampados Cercanos'])
    expect(r.excluded).toEqual(['Estampados Lejanos', 'Estampados Oriente'])
    const near = r.find('Estampados Cercanos')
    expect(near.distanceKm).toBeGreaterThanOrEqual(48)
    expect(near.distanceKm).toBeLessThanOrEqual(52)
    // Measured from Saltillo's centre, not a pin: the reasons say "about".
    expect(near.distanceIsApproximate).toBe(true)
    expect(near.reasons.map((x) => x.text)).toContain(`About ${near.distanceKm} km from Saltillo`)
    const far = r.find('Estampados Lejanos')
    expect(far.eligible).toBe(false)
    expect(far.distanceKm).toBeGreaterThan(290)
    expect(far.reasons.find((x) => x.kind === 'beyondDistance')!.text).toBe(`About ${far.distanceKm} km from Saltillo, beyond the 100 km limit`)
    const es = await suppliersOf(posted.id, 'es')
    expect(es.find('Estampados Cercanos').reasons.map((x) => x.text)).toContain(`A unos ${near.distanceKm} km de Saltillo`)
  })

  it('a pin on the map overrides the gazetteer: the same Saltillo address pinned east of Monterrey keeps the supplier there and drops the one near Saltillo', async () => {
    const posted = await post({ state: 'COA', city: 'Saltillo', maxDistanceKm: 100, latitude: 25.6866, longitude: -99.6 })
    expect(posted.status).toBe(201)
    const r = await suppliersOf(posted.id)
    expect(r.included).toEqual(['Estampados Oriente'])
    expect(r.excluded).toEqual(['Estampados Cercanos', 'Estampados Lejanos'])
    // Both ends are pins: an exact distance.
    expect(r.find('Estampados Oriente').distanceIsApproximate).toBe(false)
    expect(r.find('Estampados Oriente').reasons.map((x) => x.text).some((x) => /^\d+ km from Saltillo$/.test(x))).toBe(true)
  })

  it('a maximum distance in a city nobody can place, without a pin, is refused rather than limiting nothing', async () => {
    const refused = await post({ state: 'COA', city: 'Parras de la Fuente', maxDistanceKm: 100 })
    expect(refused).toMatchObject({ status: 400, code: 'REQUIREMENT_LOCATION_REQUIRED' })
  })

  it('a requirement stored without coordinates (before they were required) is placed at its city centre when read', async () => {
    const posted = await post({ state: 'COA', city: 'Saltillo', maxDistanceKm: 100 })
    await t.database.db.update(requirements).set({ latitude: null, longitude: null }).where(eq(requirements.id, posted.id))
    const r = await suppliersOf(posted.id)
    expect(r.included).toEqual(['Estampados Cercanos'])
    expect(r.excluded).toEqual(['Estampados Lejanos', 'Estampados Oriente'])
  })
})

describe('a pool cut by a hard limit (issue 26 §3)', () => {
  it('is taken wider when the limit leaves too few eligible: a near supplier ranked below 160 far ones is listed', async () => {
    const db = t.database.db
    for (let i = 0; i < 160; i++) await addStamper(`Estampados Mérida ${i}`, { lat: 20.97, lng: -89.62 }, 'YUC', 'Mérida')
    // Near Saltillo and in the same trade, but not in the category: its pre-rank is below every far stamper's.
    const near = await createFixtureCompany(db, { tradeName: 'Troqueles Ramos Arizpe' })
    await db
      .update(companies)
      .set({ profileType: 'supplier', contentLanguage: 'es', processes: 'Estampado de soportes de acero con troquel progresivo.', materials: 'Acero', briefDescription: 'Estampado de lámina de acero', latitude: 25.54, longitude: -100.95, state: 'COA', city: 'Ramos Arizpe' })
      .where(eq(companies.id, near.id))
    const posted = await post({ state: 'COA', city: 'Saltillo', maxDistanceKm: 100 })
    expect(posted.status).toBe(201)
    const r = await suppliersOf(posted.id)
    expect(r.included).toEqual(['Estampados Cercanos', 'Troqueles Ramos Arizpe'])
    expect(r.excluded.filter((name) => name.startsWith('Estampados Mérida')).length).toBeGreaterThan(0)
  }, 240_000)
})
