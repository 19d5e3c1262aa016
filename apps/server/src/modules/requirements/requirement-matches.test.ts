/**
 * My requirement's matched suppliers on its own page and the invite picker (issue 27 §1–2): the matching service's
 * ranking, each company named so that namesakes differ, invitations shown, and only for the requirement's company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import type { TInviteOptionsResponse, TOwnRequirementMatchesResponse } from '@nexo/shared'
import { categories, certifications, companies, companyCategories, companyCertifications, requirements } from '../../db/schema'
import { seedReferenceData } from '../../db/seed/seed'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
const ids: Record<string, string> = {}
const headers: Record<string, Record<string, string>> = {}
let requirementId = ''

interface Company {
  key: string
  name: string
  lang: 'es' | 'en'
  processes: string
  materials: string
  certs: string[]
  at: { lat: number; lng: number }
  state: string
  city: string
  cats: string[]
  sector?: string
  profileType?: 'supplier' | 'buyer'
}

async function addCompany(c: Company): Promise<void> {
  const db = t.database.db
  const row = await createFixtureCompany(db, { tradeName: c.name })
  await db
    .update(companies)
    .set({ contentLanguage: c.lang, profileType: c.profileType ?? 'supplier', processes: c.processes, materials: c.materials, briefDescription: c.processes, latitude: c.at.lat, longitude: c.at.lng, state: c.state, city: c.city, sector: c.sector ?? 'metalworking' })
    .where(eq(companies.id, row.id))
  if (c.cats.length > 0) {
    const cats = await db.select({ id: categories.id }).from(categories).where(inArray(categories.slug, c.cats))
    await db.insert(companyCategories).values(cats.map((x) => ({ companyId: row.id, categoryId: x.id })))
  }
  if (c.certs.length > 0) {
    const certs = await db.select({ id: certifications.id }).from(certifications).where(inArray(certifications.slug, c.certs))
    await db.insert(companyCertifications).values(certs.map((x) => ({ companyId: row.id, certificationId: x.id, industrialSpecialization: 'Automotriz' })))
  }
  ids[c.key] = row.id
  const admin = await createFixtureUser(db, { companyId: row.id, companyRole: 'admin', language: c.lang })
  const restricted = await createFixtureUser(db, { companyId: row.id, companyRole: 'restricted', language: c.lang })
  headers[c.key] = (await signInFixture(db, admin.id)).headers
  headers[`${c.key}:restricted`] = (await signInFixture(db, restricted.id)).headers
}

const SALTILLO = { lat: 25.42, lng: -101.0 }

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedReferenceData(db)
  await addCompany({ key: 'buyer', name: 'Armadora Norte', lang: 'es', processes: 'Ensamble final de vehículos', materials: 'Acero', certs: [], at: SALTILLO, state: 'COA', city: 'Saltillo', cats: [], profileType: 'buyer', sector: 'automotive_oem' })
  await addCompany({ key: 'lakeside', name: 'Lakeside Stamping', lang: 'en', processes: 'Progressive die metal stamping of steel brackets and reinforcements.', materials: 'Hot rolled steel', certs: ['iatf-16949'], at: { lat: 25.67, lng: -100.31 }, state: 'NLE', city: 'Monterrey', cats: ['metal-stamping'] })
  // Two companies of one name (issue 27 §2): the matched one in Coahuila, a machining shop in Yucatán.
  await addCompany({ key: 'namesakeMatched', name: 'Estampados del Norte', lang: 'es', processes: 'Troquelado y estampado de lámina de acero para soportes automotrices.', materials: 'Acero al carbón', certs: ['iatf-16949'], at: { lat: 25.44, lng: -100.97 }, state: 'COA', city: 'Saltillo', cats: ['metal-stamping'] })
  await addCompany({ key: 'namesakeOther', name: 'Estampados del Norte', lang: 'es', processes: 'Maquinado CNC de precisión en aluminio.', materials: 'Aluminio 6061', certs: [], at: { lat: 20.97, lng: -89.62 }, state: 'YUC', city: 'Mérida', cats: ['cnc-machining'], sector: 'tooling' })
  await addCompany({ key: 'other', name: 'Otra Compradora', lang: 'es', processes: 'Ensamble de arneses', materials: 'Cobre', certs: [], at: SALTILLO, state: 'COA', city: 'Saltillo', cats: [], profileType: 'buyer' })

  const [leaf] = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.slug, 'metal-stamping'))
  const [iatf] = await db.select({ id: certifications.id }).from(certifications).where(eq(certifications.slug, 'iatf-16949'))
  const [req] = await db
    .insert(requirements)
    .values({
      companyId: ids.buyer!,
      type: 'rfq',
      isRfq: true,
      title: 'Estampado de soportes de acero',
      description: 'Soportes estampados para chasis, 50,000 piezas al año, con troquel progresivo.',
      contentLanguage: 'es',
      country: 'MX',
      state: 'COA',
      city: 'Saltillo',
      startDate: '2026-12-01',
      endDate: '2099-06-30',
      categoryId: leaf!.parentId ?? leaf!.id,
      subcategoryId: leaf!.parentId ? leaf!.id : null,
      activity: 'Estampado',
      materials: 'Acero',
      volumes: '50,000 piezas/año',
      budget: 'Por cotizar',
      certificationIds: [iatf!.id],
      maxDistanceKm: 300,
      latitude: SALTILLO.lat,
      longitude: SALTILLO.lng,
    })
    .returning({ id: requirements.id })
  requirementId = req!.id
})
afterAll(async () => {
  await t?.close()
})

async function get<T>(who: string, url: string, status = 200): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: headers[who] ?? {} })
  expect(res.statusCode, res.body).toBe(status)
  return res.json() as T
}

const matchesUrl = (query = '') => `/api/v1/company/requirements/${requirementId}/matches${query}`
const optionsUrl = (query = '') => `/api/v1/company/requirements/${requirementId}/invite-options${query}`

describe('GET /api/v1/company/requirements/:id/matches', () => {
  it("lists the matching service's suppliers with place, sector, category and reasons, best first", async () => {
    const r = await get<TOwnRequirementMatchesResponse>('buyer', matchesUrl('?lang=en'))
    expect(r.items.map((i) => i.company.id).sort()).toEqual([ids.lakeside, ids.namesakeMatched].sort())
    expect(r.total).toBe(2)
    expect(r.items.map((i) => i.score)).toEqual([...r.items.map((i) => i.score)].sort((a, b) => b - a))
    const namesake = r.items.find((i) => i.company.id === ids.namesakeMatched)!
    expect(namesake.company).toMatchObject({ tradeName: 'Estampados del Norte', city: 'Saltillo', state: 'COA', country: 'MX', sector: 'metalworking', logoUrl: null })
    expect(namesake.company.category?.nameEn).toBeTruthy()
    expect(namesake.reasons.map((x) => x.text)).toContain('IATF 16949 certified')
    expect(namesake.invitedAt).toBeNull()
    // The same ranking as /matching's (this route adds no ranking of its own).
    const matching = await get<{ items: { company: { id: string }; score: number }[] }>('buyer', `/api/v1/matching/requirements/${requirementId}/suppliers?lang=en`)
    expect(r.items.map((i) => [i.company.id, i.score])).toEqual(matching.items.map((i) => [i.company.id, i.score]))
    // The page's short list: `limit` of them, the total still counted.
    const one = await get<TOwnRequirementMatchesResponse>('buyer', matchesUrl('?limit=1'))
    expect(one.items).toHaveLength(1)
    expect(one.total).toBe(2)
    // Reasons in the reader's language.
    const es = await get<TOwnRequirementMatchesResponse>('buyer', matchesUrl('?lang=es'))
    expect(es.items.find((i) => i.company.id === ids.namesakeMatched)!.reasons.map((x) => x.text)).toContain('Certificación IATF 16949')
    await get('buyer', matchesUrl('?limit=21'), 400)
  })

  it('shows an invited supplier as invited, and no longer once the invitation is withdrawn', async () => {
    const invite = await t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${requirementId}/invitations`, headers: headers.buyer, payload: { companyId: ids.lakeside } })
    expect(invite.statusCode, invite.body).toBe(200)
    // The invitation list names the company so that namesakes differ too.
    expect(invite.json().items).toEqual([expect.objectContaining({ companyId: ids.lakeside, tradeName: 'Lakeside Stamping', city: 'Monterrey', state: 'NLE', country: 'MX' })])
    try {
      const r = await get<TOwnRequirementMatchesResponse>('buyer', matchesUrl())
      expect(r.items.find((i) => i.company.id === ids.lakeside)!.invitedAt).toEqual(expect.any(String))
      expect(r.items.find((i) => i.company.id === ids.namesakeMatched)!.invitedAt).toBeNull()
      // The restricted user of the company sees the same (viewing is for any company user, spec §6).
      expect((await get<TOwnRequirementMatchesResponse>('buyer:restricted', matchesUrl())).items.find((i) => i.company.id === ids.lakeside)!.invitedAt).toEqual(expect.any(String))
    } finally {
      await t.app.inject({ method: 'DELETE', url: `/api/v1/company/requirements/${requirementId}/invitations/${ids.lakeside}`, headers: headers.buyer })
    }
    expect((await get<TOwnRequirementMatchesResponse>('buyer', matchesUrl())).items.every((i) => i.invitedAt === null)).toBe(true)
  })

  it("is only for the requirement's company: 404 for another company (even a matched one), 401 for a visitor", async () => {
    await get('other', matchesUrl(), 404)
    await get('lakeside', matchesUrl(), 404)
    await get('other:restricted', matchesUrl(), 404)
    await get('visitor', matchesUrl(), 401)
    await get('buyer', '/api/v1/company/requirements/00000000-0000-4000-8000-000000000000/matches', 404)
  })
})

describe('GET /api/v1/company/requirements/:id/invite-options', () => {
  it('offers the matched suppliers, best first, with no text typed: a buyer invites without typing', async () => {
    const r = await get<TInviteOptionsResponse>('buyer', optionsUrl())
    const matches = await get<TOwnRequirementMatchesResponse>('buyer', matchesUrl('?limit=20'))
    expect(r.items.map((i) => [i.company.id, i.matchScore])).toEqual(matches.items.map((i) => [i.company.id, i.score]))
  })

  it('ranks the matched company of a shared name first; the namesakes differ by place and sector', async () => {
    const r = await get<TInviteOptionsResponse>('buyer', optionsUrl('?q=estampados%20del%20norte'))
    const namesakes = r.items.filter((i) => i.company.tradeName === 'Estampados del Norte')
    expect(namesakes.map((i) => i.company.id)).toEqual([ids.namesakeMatched, ids.namesakeOther])
    expect(r.items[0]!.company.id).toBe(ids.namesakeMatched)
    expect(namesakes[0]!.matchScore).toBeGreaterThan(0)
    expect(namesakes[1]!.matchScore).toBeNull()
    expect(namesakes.map((i) => `${i.company.city}, ${i.company.state} · ${i.company.sector}`)).toEqual(['Saltillo, COA · metalworking', 'Mérida, YUC · tooling'])
    // Accents and case aside, and never the buyer's own company.
    const plain = await get<TInviteOptionsResponse>('buyer', optionsUrl('?q=ESTAMPADOS'))
    expect(plain.items[0]!.company.id).toBe(ids.namesakeMatched)
    const own = await get<TInviteOptionsResponse>('buyer', optionsUrl('?q=armadora%20norte'))
    expect(own.items.map((i) => i.company.id)).not.toContain(ids.buyer)
  })

  it("is for the requirement's company admins: 403 for its restricted user, 404 for another company, 401 for a visitor", async () => {
    await get('buyer:restricted', optionsUrl(), 403)
    await get('other', optionsUrl(), 404)
    await get('namesakeMatched', optionsUrl(), 404)
    await get('visitor', optionsUrl(), 401)
  })
})
