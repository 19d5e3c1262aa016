import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { COMPANY_DETAIL_BASIC_KEYS, COMPANY_PROFILE_SECTIONS, marketplaceDay } from '@nexo/shared'
import { companies, profileVisits } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import type { TestApp } from '../../test/test-app'
import { createAccountTestApp } from '../auth/auth.test-support'
import { insertReferenceData, uploadFileId, uploadProfileFiles, validProduct, validSections, type ProfileFiles } from './companies.test-support'

let t: TestApp
const db = () => t.database.db
type Headers = Record<string, string>

/** The company everybody looks at: active Platinum, a complete profile, two products. */
let target: { id: string }
let targetFiles: ProfileFiles
let datasheetId: string
let imageId: string
let productIds: string[]
let visibleAdmin: { id: string; email: string }
let hiddenAdmin: { id: string; email: string }
const h: Record<'visitor' | 'eventOnly' | 'free' | 'expired' | 'platinum' | 'platinum2' | 'gold' | 'platformAdmin' | 'ownAdmin' | 'ownRestricted', Headers> = {} as never
let companyOf: Record<'free' | 'expired' | 'platinum' | 'gold', string>

async function member(companyId: string | null, options: Parameters<typeof createFixtureUser>[1] = {}) {
  const user = await createFixtureUser(db(), { companyId, ...options })
  return { user, headers: (await signInFixture(db(), user.id)).headers }
}

beforeAll(async () => {
  t = await createAccountTestApp()
  const ref = await insertReferenceData(db())
  target = await createFixtureCompany(db(), { plan: 'platinum', tradeName: 'Troqueles del Norte' })
  const own = await member(target.id)
  visibleAdmin = own.user
  h.ownAdmin = own.headers
  hiddenAdmin = (await member(target.id, { companyRole: 'admin' })).user
  await member(target.id, { companyRole: 'restricted' }).then((m) => (h.ownRestricted = m.headers))
  // The second admin does not want to be listed as a contact.
  const { users } = await import('../../db/schema')
  await db().update(users).set({ isVisible: false }).where(eq(users.id, hiddenAdmin.id))

  targetFiles = await uploadProfileFiles(t.app, h.ownAdmin)
  const sections = validSections(targetFiles, ref)
  for (const section of COMPANY_PROFILE_SECTIONS) {
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/company/profile/${section}`, headers: h.ownAdmin, payload: sections[section] as object })
    if (res.statusCode !== 200) throw new Error(`${section}: ${res.body}`)
  }
  datasheetId = await uploadFileId(t.app, h.ownAdmin, 'datasheet')
  imageId = await uploadFileId(t.app, h.ownAdmin, 'product_image')
  productIds = []
  for (const title of ['Soporte de motor', 'Refuerzo de puerta']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/products',
      headers: h.ownAdmin,
      payload: validProduct(ref.categoryIds[0], { title, imageFileId: imageId, datasheetFileId: datasheetId }) as object,
    })
    if (res.statusCode !== 201) throw new Error(res.body)
    productIds.push(res.json().id)
  }

  const free = await createFixtureCompany(db(), { plan: 'free' })
  const expired = await createFixtureCompany(db(), { plan: 'platinum', expiredMembership: true })
  const platinum = await createFixtureCompany(db(), { plan: 'platinum' })
  const gold = await createFixtureCompany(db(), { plan: 'gold' })
  companyOf = { free: free.id, expired: expired.id, platinum: platinum.id, gold: gold.id }
  h.visitor = {}
  h.eventOnly = (await member(null, { isEventOnly: true })).headers
  h.free = (await member(free.id)).headers
  h.expired = (await member(expired.id)).headers
  h.platinum = (await member(platinum.id, { companyRole: 'restricted' })).headers
  h.platinum2 = (await member(platinum.id)).headers
  h.gold = (await member(gold.id)).headers
  h.platformAdmin = (await member(null, { platformRole: 'admin' })).headers
})
afterAll(async () => {
  await t?.close()
})

const detail = (id: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/v1/companies/${id}`, headers })
const HIDDEN_KEYS = ['legalName', 'website', 'phone', 'email', 'whatsapp', 'detailedDescription', 'contacts', 'brochure', 'certifications', 'awards', 'catalogues', 'documents', 'products', 'workingHours', 'socialLinks', 'street']

describe('GET /api/v1/companies/{id}: visibility', () => {
  it.each(['visitor', 'eventOnly', 'free', 'expired'] as const)('%s gets exactly the basic fields, nothing hidden', async (role) => {
    const res = await detail(target.id, h[role])
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(COMPANY_DETAIL_BASIC_KEYS)
    expect(body.visibility).toBe('basic')
    for (const key of HIDDEN_KEYS) expect(body, key).not.toHaveProperty(key)
    // Not even inside another field: the contact data never leaves the server.
    for (const secret of ['ventas@troqueles-norte.mx', 'troqueles-norte.mx', '8765 4321', visibleAdmin.email, targetFiles.brochure, targetFiles.certification]) {
      expect(res.body, secret).not.toContain(secret)
    }
    expect(body).toMatchObject({
      id: target.id,
      tradeName: 'Troqueles del Norte',
      logoUrl: `/api/v1/files/${targetFiles.logo}`,
      city: 'Monterrey',
      state: 'NLE',
      country: 'MX',
      sector: 'metalworking',
      briefDescription: expect.stringContaining('Estampado'),
      certificationNames: ['IATF 16949'],
      tags: ['estampado', 'troquelado'],
      isPlatinum: true,
      isValidatedSupplier: false,
      isOwnCompany: false,
    })
    expect(body.categories).toHaveLength(2)
  })

  it.each(['platinum', 'gold', 'platformAdmin', 'ownRestricted'] as const)('%s gets the full profile with key contacts', async (role) => {
    const res = await detail(target.id, h[role])
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.visibility).toBe('full')
    expect(body.isOwnCompany).toBe(role === 'ownRestricted')
    expect(body).toMatchObject({
      legalName: 'Troqueles del Norte S.A. de C.V.',
      website: 'https://www.troqueles-norte.mx',
      email: 'ventas@troqueles-norte.mx',
      phone: '+52 81 8765 4321',
      whatsapp: 'https://wa.me/528112345678',
      brochure: { fileId: targetFiles.brochure },
      certifications: [{ name: 'IATF 16949', industrialSpecialization: 'Automotriz', file: { fileId: targetFiles.certification } }],
      awards: [{ description: 'Proveedor del año 2024', file: { fileId: targetFiles.award } }],
      socialLinks: { linkedin: 'https://www.linkedin.com/company/troqueles-del-norte' },
      productCount: 2,
    })
    // Key contacts: visible, active company admins only.
    expect(body.contacts.map((c: { id: string }) => c.id)).toEqual([visibleAdmin.id])
    expect(body.contacts[0]).toMatchObject({ email: visibleAdmin.email, position: 'Compras', phone: '8112345678' })
    expect(body.products).toHaveLength(2)
    expect(body.products[0]).toMatchObject({ visibility: 'full', phone: '8112345678', email: 'ventas@troqueles-norte.mx', datasheet: { fileId: datasheetId } })
    expect(res.headers['cache-control']).toBe('private, no-store')
  })

  it('only approved, visible companies: others are 404 except for their own users and platform admins', async () => {
    const pending = await createFixtureCompany(db(), { status: 'pending' })
    const pendingAdmin = await member(pending.id)
    for (const role of ['visitor', 'free', 'platinum'] as const) expect((await detail(pending.id, h[role])).statusCode, role).toBe(404)
    expect((await detail(pending.id, pendingAdmin.headers)).json()).toMatchObject({ visibility: 'full', isOwnCompany: true })
    expect((await detail(pending.id, h.platformAdmin)).json().visibility).toBe('full')

    const hidden = await createFixtureCompany(db(), { plan: 'platinum' })
    await db().update(companies).set({ isVisible: false }).where(eq(companies.id, hidden.id))
    expect((await detail(hidden.id, h.platinum)).statusCode).toBe(404)
    expect((await detail('00000000-0000-4000-8000-000000000000', h.platinum)).statusCode).toBe(404)
    expect((await detail('not-a-uuid', h.platinum)).statusCode).toBe(400)
  })

  it("the company's documents are readable by full viewers only", async () => {
    const file = (id: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/v1/files/${id}`, headers })
    for (const id of [targetFiles.brochure, targetFiles.certification, targetFiles.award, targetFiles.catalogue, datasheetId]) {
      for (const role of ['platinum', 'gold', 'platformAdmin', 'ownRestricted'] as const) expect((await file(id, h[role])).statusCode, role).toBe(200)
      for (const role of ['visitor', 'eventOnly', 'free', 'expired'] as const) expect((await file(id, h[role])).statusCode, role).toBe(404)
    }
    // Logos and product images are shown on public cards.
    for (const role of ['visitor', 'free'] as const) {
      expect((await file(targetFiles.logo, h[role])).statusCode).toBe(200)
      expect((await file(imageId, h[role])).statusCode).toBe(200)
    }
  })
})

describe('profile visits', () => {
  const visitsOf = async (companyId: string) => db().select().from(profileVisits).where(eq(profileVisits.visitedCompanyId, companyId))

  it('one per viewer company per day; own, anonymous, event-only and company-less views are not counted', async () => {
    const visited = await createFixtureCompany(db(), { plan: 'free' })
    const visitedAdmin = await member(visited.id)
    for (const headers of [h.platinum, h.platinum, h.platinum2, visitedAdmin.headers, h.visitor, h.eventOnly, h.platformAdmin]) {
      expect((await detail(visited.id, headers)).statusCode).toBe(200)
    }
    let rows = await visitsOf(visited.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ viewerCompanyId: companyOf.platinum, visitDate: marketplaceDay(new Date()) })

    await detail(visited.id, h.free)
    await detail(visited.id, h.expired)
    rows = await visitsOf(visited.id)
    expect(rows.map((r) => r.viewerCompanyId).sort()).toEqual([companyOf.platinum, companyOf.free, companyOf.expired].sort())

    // A visit of another day is another row.
    await db().insert(profileVisits).values({ visitedCompanyId: visited.id, viewerCompanyId: companyOf.gold, visitDate: '2020-01-01' })
    await detail(visited.id, h.gold)
    expect((await visitsOf(visited.id)).filter((r) => r.viewerCompanyId === companyOf.gold)).toHaveLength(2)
  })

  it('a pending company seen by a platform admin records nothing', async () => {
    const pending = await createFixtureCompany(db(), { status: 'pending' })
    const adminOfCompany = await member(companyOf.gold, { platformRole: 'admin' })
    expect((await detail(pending.id, adminOfCompany.headers)).statusCode).toBe(200)
    expect(await visitsOf(pending.id)).toHaveLength(0)
  })
})

describe('public catalogue', () => {
  const BASIC_PRODUCT_KEYS = ['briefDescription', 'category', 'companyId', 'createdAt', 'currency', 'id', 'imageUrl', 'kind', 'price', 'title', 'visibility']

  it('GET /api/v1/companies/{id}/products: basic fields for everybody, contact fields for full viewers', async () => {
    for (const role of ['visitor', 'eventOnly', 'free', 'expired'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${target.id}/products?page=1&limit=1`, headers: h[role] })
      expect(res.statusCode, role).toBe(200)
      const body = res.json()
      expect(body).toMatchObject({ visibility: 'basic', total: 2, page: 1, limit: 1 })
      expect(Object.keys(body.items[0]).sort(), role).toEqual(BASIC_PRODUCT_KEYS)
      expect(res.body).not.toContain('ventas@troqueles-norte.mx')
      expect(res.body).not.toContain(datasheetId)
    }
    const full = (await t.app.inject({ method: 'GET', url: `/api/v1/companies/${target.id}/products`, headers: h.platinum })).json()
    expect(full.visibility).toBe('full')
    expect(full.items.map((p: { title: string }) => p.title)).toEqual(['Refuerzo de puerta', 'Soporte de motor'])
    expect(full.items[0]).toMatchObject({ phone: '8112345678', email: 'ventas@troqueles-norte.mx', attributes: { Material: 'Acero 1018' }, imageUrl: `/api/v1/files/${imageId}` })
  })

  it('GET /api/v1/products/{id}: the marketplace detail with its company, same visibility', async () => {
    const basic = await t.app.inject({ method: 'GET', url: `/api/v1/products/${productIds[0]}`, headers: h.free })
    expect(basic.statusCode).toBe(200)
    expect(Object.keys(basic.json()).sort()).toEqual([...BASIC_PRODUCT_KEYS, 'company'].sort())
    expect(Object.keys(basic.json().company).sort()).toEqual(['city', 'country', 'id', 'isPlatinum', 'isValidatedSupplier', 'logoUrl', 'state', 'tradeName'])
    expect(basic.body).not.toContain('wa.me')

    const full = (await t.app.inject({ method: 'GET', url: `/api/v1/products/${productIds[0]}`, headers: h.gold })).json()
    expect(full).toMatchObject({ visibility: 'full', email: 'ventas@troqueles-norte.mx', company: { id: target.id, whatsapp: 'https://wa.me/528112345678', email: 'ventas@troqueles-norte.mx' } })

    expect((await t.app.inject({ method: 'GET', url: '/api/v1/products/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404)
  })

  it("an unlisted company's products are not found", async () => {
    await db().update(companies).set({ isVisible: false }).where(eq(companies.id, target.id))
    try {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/products/${productIds[0]}`, headers: h.platinum })).statusCode).toBe(404)
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${target.id}/products` })).statusCode).toBe(404)
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/products/${productIds[0]}`, headers: h.ownRestricted })).statusCode).toBe(200)
    } finally {
      await db().update(companies).set({ isVisible: true }).where(eq(companies.id, target.id))
    }
  })
})
