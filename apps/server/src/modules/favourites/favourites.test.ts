import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { companies, favourites, productsServices } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, createRoleFixtures, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { insertReferenceData, insertRequirement, validProduct } from '../companies/companies.test-support'

let t: TestApp
let f: Awaited<ReturnType<typeof createRoleFixtures>>
const db = () => t.database.db
type Headers = Record<string, string>

let supplier: { id: string }
let productId: string
let requirementId: string
let privateRequirementId: string
let pending: { id: string }

beforeAll(async () => {
  t = await createTestApp()
  f = await createRoleFixtures(db())
  const { categoryIds } = await insertReferenceData(db())
  supplier = await createFixtureCompany(db(), { plan: 'platinum', tradeName: 'Inyectora Bajío' })
  const [product] = await db()
    .insert(productsServices)
    .values({ ...validProduct(categoryIds[0]), companyId: supplier.id, price: 10, attributes: {} } as typeof productsServices.$inferInsert)
    .returning()
  productId = product!.id
  requirementId = (await insertRequirement(db(), supplier.id, categoryIds[0])).id
  privateRequirementId = (await insertRequirement(db(), supplier.id, categoryIds[0], { isPublic: false })).id
  pending = await createFixtureCompany(db(), { status: 'pending' })
})
afterAll(async () => {
  await t?.close()
})

const add = (type: string, id: string, headers: Headers = f.headers.companyAdmin) => t.app.inject({ method: 'PUT', url: `/api/v1/favourites/${type}/${id}`, headers })
const remove = (type: string, id: string, headers: Headers = f.headers.companyAdmin) => t.app.inject({ method: 'DELETE', url: `/api/v1/favourites/${type}/${id}`, headers })
const list = (type: string, headers: Headers = f.headers.companyAdmin, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/favourites?type=${type}${query}`, headers })
const ids = (type: string, headers: Headers = f.headers.companyAdmin) => t.app.inject({ method: 'GET', url: `/api/v1/favourites/ids?type=${type}`, headers })

describe('favourites', () => {
  it('authorization: any company user (admin or restricted); visitors 401, event-only and company-less users 403', async () => {
    const expected = { visitor: 401, restricted: 200, companyAdmin: 200, eventOnly: 403, platformAdmin: 403 }
    for (const [role, status] of Object.entries(expected) as [keyof typeof expected, number][]) {
      expect((await add('company', supplier.id, f.headers[role])).statusCode, `${role} add`).toBe(status)
      expect((await list('company', f.headers[role])).statusCode, `${role} list`).toBe(status)
      expect((await ids('company', f.headers[role])).statusCode, `${role} ids`).toBe(status)
      expect((await remove('company', supplier.id, f.headers[role])).statusCode, `${role} remove`).toBe(status)
    }
  })

  it('adds, lists per tab with card data, and removes; adding twice keeps one', async () => {
    expect((await add('company', supplier.id)).json()).toEqual({ type: 'company', id: supplier.id, isFavourite: true })
    expect((await add('company', supplier.id)).statusCode).toBe(200)
    expect((await add('product', productId)).statusCode).toBe(200)
    expect((await add('requirement', requirementId)).statusCode).toBe(200)
    expect(await db().select().from(favourites).where(eq(favourites.companyId, supplier.id))).toHaveLength(1)

    const companiesTab = (await list('company')).json()
    expect(companiesTab).toMatchObject({ total: 1, page: 1, limit: 12 })
    expect(companiesTab.items).toEqual([
      {
        type: 'company',
        favouritedAt: expect.any(String),
        company: {
          id: supplier.id,
          tradeName: 'Inyectora Bajío',
          logoUrl: null,
          country: 'MX',
          state: 'NLE',
          city: 'Monterrey',
          sector: 'auto_parts',
          profileType: 'supplier',
          briefDescription: '',
          isValidatedSupplier: false,
          isPlatinum: true,
        },
      },
    ])
    const productsTab = (await list('product')).json()
    expect(productsTab.items).toEqual([
      {
        type: 'product',
        favouritedAt: expect.any(String),
        product: expect.objectContaining({ id: productId, title: 'Soporte de motor estampado', price: 10, company: { id: supplier.id, tradeName: 'Inyectora Bajío' }, category: expect.objectContaining({ nameEn: 'Stamping' }) }),
      },
    ])
    expect(productsTab.items[0].product).not.toHaveProperty('email')
    const requirementsTab = (await list('requirement')).json()
    expect(requirementsTab.items[0].requirement).toMatchObject({ id: requirementId, type: 'rfq', status: 'opened', endDate: '2099-12-31', company: { id: supplier.id } })

    expect((await ids('product')).json()).toEqual({ type: 'product', ids: [productId] })
    // Favourites are per user: a colleague has none.
    expect((await ids('product', f.headers.restricted)).json().ids).toEqual([])

    expect((await remove('product', productId)).json()).toEqual({ type: 'product', id: productId, isFavourite: false })
    expect((await remove('product', productId)).statusCode).toBe(200)
    expect((await list('product')).json()).toMatchObject({ items: [], total: 0 })
  })

  it('targets that do not exist or are not listed are 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    for (const type of ['company', 'product', 'requirement']) expect((await add(type, unknown)).statusCode, type).toBe(404)
    expect((await add('company', pending.id)).statusCode).toBe(404)
    expect((await add('requirement', privateRequirementId)).statusCode).toBe(404)
    expect((await add('company', productId)).statusCode).toBe(404)
    expect((await add('shop', supplier.id)).statusCode).toBe(400)
    expect((await add('company', 'not-a-uuid')).statusCode).toBe(400)
  })

  it('a favourite whose company is hidden later drops out of the list and the ids', async () => {
    const other = await createFixtureCompany(db(), { plan: 'free' })
    const user = await createFixtureUser(db(), { companyId: f.company.id, companyRole: 'restricted' })
    const headers = (await signInFixture(db(), user.id)).headers
    await add('company', other.id, headers)
    await add('company', supplier.id, headers)
    expect((await list('company', headers)).json().total).toBe(2)
    await db().update(companies).set({ isVisible: false }).where(eq(companies.id, other.id))
    expect((await list('company', headers)).json().items.map((i: { company: { id: string } }) => i.company.id)).toEqual([supplier.id])
    expect((await ids('company', headers)).json().ids).toEqual([supplier.id])
  })

  it('paginates newest first', async () => {
    const user = await createFixtureUser(db(), { companyId: f.company.id })
    const headers = (await signInFixture(db(), user.id)).headers
    const made = []
    for (let i = 0; i < 3; i++) {
      const company = await createFixtureCompany(db())
      made.push(company.id)
      await add('company', company.id, headers)
    }
    const page1 = (await list('company', headers, '&page=1&limit=2')).json()
    const page2 = (await list('company', headers, '&page=2&limit=2')).json()
    expect(page1.total).toBe(3)
    expect([...page1.items, ...page2.items].map((i: { company: { id: string } }) => i.company.id)).toEqual([...made].reverse())
  })
})
