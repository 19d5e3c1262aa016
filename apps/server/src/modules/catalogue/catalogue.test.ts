import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FREE_CATALOGUE_LIMIT, PLATINUM_CATALOGUE_LIMIT } from '@nexo/shared'
import { createFixtureCompany, createFixtureUser, createRoleFixtures, signInFixture } from '../../test/fixtures'
import type { TestApp } from '../../test/test-app'
import { createAccountTestApp } from '../auth/auth.test-support'
import { insertReferenceData, uploadFileId, validProduct } from '../companies/companies.test-support'

let t: TestApp
let f: Awaited<ReturnType<typeof createRoleFixtures>>
let categoryId: number
const db = () => t.database.db
type Headers = Record<string, string>

beforeAll(async () => {
  t = await createAccountTestApp()
  f = await createRoleFixtures(db())
  categoryId = (await insertReferenceData(db())).categoryIds[0]
})
afterAll(async () => {
  await t?.close()
})

const create = (body: unknown, headers: Headers = f.headers.companyAdmin) => t.app.inject({ method: 'POST', url: '/api/v1/company/products', headers, payload: body as object })

async function adminOf(plan: 'free' | 'platinum' | 'gold', expiredMembership = false) {
  const company = await createFixtureCompany(db(), { plan, expiredMembership })
  const admin = await createFixtureUser(db(), { companyId: company.id })
  return { company, headers: (await signInFixture(db(), admin.id)).headers }
}

function issuesOf(res: { statusCode: number; json(): { error: { details?: { issues: { path: string; message: string }[] } } } }) {
  expect(res.statusCode).toBe(400)
  return Object.fromEntries(res.json().error.details!.issues.map((i) => [i.path, i.message]))
}

describe('authorization', () => {
  it('company users read the catalogue; only company admins write', async () => {
    const item = (await create(validProduct(categoryId))).json()
    const expected = {
      visitor: [401, 401, 401],
      restricted: [200, 403, 403],
      companyAdmin: [200, 200, 204],
      eventOnly: [403, 403, 403],
      platformAdmin: [403, 403, 403],
    }
    for (const [role, [read, write, remove]] of Object.entries(expected) as [keyof typeof expected, number[]][]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/products', headers: f.headers[role] })).statusCode, `${role} list`).toBe(read)
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/company/products/${item.id}`, headers: f.headers[role] })).statusCode, `${role} get`).toBe(read)
      if (role !== 'companyAdmin') expect((await create(validProduct(categoryId), f.headers[role])).statusCode, `${role} create`).toBe(write)
      expect((await t.app.inject({ method: 'PUT', url: `/api/v1/company/products/${item.id}`, headers: f.headers[role], payload: validProduct(categoryId) as object })).statusCode, `${role} update`).toBe(write)
      if (role === 'companyAdmin') continue
      expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/company/products/${item.id}`, headers: f.headers[role] })).statusCode, `${role} delete`).toBe(remove)
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/company/products/${item.id}`, headers: f.headers.companyAdmin })).statusCode).toBe(204)
  })

  it("another company's item is not found for reading, editing or deleting", async () => {
    const item = (await create(validProduct(categoryId))).json()
    const other = await adminOf('platinum')
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `/api/v1/company/products/${item.id}`, headers: other.headers, ...(method === 'PUT' ? { payload: validProduct(categoryId) as object } : {}) })
      expect(res.statusCode, method).toBe(404)
    }
    await t.app.inject({ method: 'DELETE', url: `/api/v1/company/products/${item.id}`, headers: f.headers.companyAdmin })
  })
})

describe('product form rules (spec §5)', () => {
  let admin: { headers: Headers }
  beforeAll(async () => {
    admin = await adminOf('gold')
  })
  const post = (changes: Record<string, unknown>) => create({ ...validProduct(categoryId), ...changes }, admin.headers)
  const accepted = async (changes: Record<string, unknown>) => {
    const res = await post(changes)
    expect(res.statusCode, res.body).toBe(201)
    const item = res.json()
    await t.app.inject({ method: 'DELETE', url: `/api/v1/company/products/${item.id}`, headers: admin.headers })
    return item
  }

  it('title, both descriptions, category and price are required', async () => {
    expect(issuesOf(await post({ title: '', briefDescription: undefined, detailedDescription: ' ', categoryId: undefined, price: undefined }))).toEqual({
      'body.title': 'required',
      'body.briefDescription': 'required',
      'body.detailedDescription': 'required',
      'body.categoryId': 'choose',
      'body.price': 'required',
    })
    expect(issuesOf(await post({ briefDescription: 'b'.repeat(256), detailedDescription: 'd'.repeat(2001) }))).toEqual({
      'body.briefDescription': 'tooLong',
      'body.detailedDescription': 'tooLong',
    })
  })

  it.each([['abc'], ['12,50'], [true], [{}]])('price %j is not a number', async (price) => {
    expect(issuesOf(await post({ price }))).toEqual({ 'body.price': 'number' })
  })

  it('price: a number, or a numeric text from a form; positive', async () => {
    expect((await accepted({ price: 1250.5 })).price).toBe(1250.5)
    expect((await accepted({ price: '99.90' })).price).toBe(99.9)
    expect(issuesOf(await post({ price: 0 }))).toEqual({ 'body.price': 'positive' })
    expect(issuesOf(await post({ price: -5 }))).toEqual({ 'body.price': 'positive' })
  })

  it.each([['811234567'], ['811234567890123'], ['81123456ab'], ['+52 81 1234']])('phone %j is refused (10–14 digits)', async (phone) => {
    expect(issuesOf(await post({ phone }))).toEqual({ 'body.phone': 'productPhone' })
  })

  it.each([
    ['8112345678', '8112345678'],
    ['52181123456789', '52181123456789'],
    // Typed the way people write numbers: stored as its digits (issue 11).
    ['+52 844 994 4286', '528449944286'],
    ['(81) 1234-5678', '8112345678'],
  ])('phone %j is accepted as %s', async (phone, digits) => {
    expect((await accepted({ phone })).phone).toBe(digits)
  })

  it('phone is optional; e-mail is required and valid', async () => {
    expect((await accepted({ phone: '' })).phone).toBeNull()
    expect(issuesOf(await post({ email: undefined }))).toEqual({ 'body.email': 'required' })
    expect(issuesOf(await post({ email: 'ventas@' }))).toEqual({ 'body.email': 'email' })
    expect((await accepted({ email: 'Ventas@Troqueles.MX' })).email).toBe('ventas@troqueles.mx')
  })

  it("the category must exist; image and data sheet must be this company's uploads of that kind", async () => {
    expect(issuesOf(await post({ categoryId: 999_999 }))).toEqual({ 'body.categoryId': 'choose' })
    const foreignImage = await uploadFileId(t.app, f.headers.companyAdmin, 'product_image')
    const ownImage = await uploadFileId(t.app, admin.headers, 'product_image')
    const ownSheet = await uploadFileId(t.app, admin.headers, 'datasheet')
    expect(issuesOf(await post({ imageFileId: foreignImage, datasheetFileId: ownImage }))).toEqual({ 'body.imageFileId': 'fileInvalid', 'body.datasheetFileId': 'fileInvalid' })
    const item = await accepted({ imageFileId: ownImage, datasheetFileId: ownSheet, kind: 'service', family: '', attributes: { Acabado: 'E-coat' } })
    expect(item).toMatchObject({
      kind: 'service',
      family: null,
      image: { fileId: ownImage, mimeType: 'image/png' },
      datasheet: { fileId: ownSheet, mimeType: 'application/pdf' },
      attributes: { Acabado: 'E-coat' },
      category: { id: categoryId, nameEs: 'Troquelado' },
    })
  })
})

describe('catalogue limits', () => {
  async function fill(headers: Headers, count: number) {
    for (let i = 0; i < count; i++) {
      const res = await create(validProduct(categoryId, { title: `Pieza ${i + 1}` }), headers)
      expect(res.statusCode, res.body).toBe(201)
    }
  }
  const list = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/company/products?limit=100', headers })

  it(`free: ${FREE_CATALOGUE_LIMIT} items, the next is refused with CATALOGUE_LIMIT_REACHED`, async () => {
    const free = await adminOf('free')
    expect((await list(free.headers)).json().quota).toEqual({ limit: FREE_CATALOGUE_LIMIT, used: 0, remaining: FREE_CATALOGUE_LIMIT })
    await fill(free.headers, FREE_CATALOGUE_LIMIT)
    const refused = await create(validProduct(categoryId), free.headers)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({ code: 'CATALOGUE_LIMIT_REACHED', message: expect.stringContaining('12') })
    expect((await list(free.headers)).json()).toMatchObject({ total: FREE_CATALOGUE_LIMIT, quota: { limit: FREE_CATALOGUE_LIMIT, used: FREE_CATALOGUE_LIMIT, remaining: 0 } })
  })

  it(`Platinum: ${PLATINUM_CATALOGUE_LIMIT} items, the 13th is refused; deleting one frees a place`, async () => {
    const platinum = await adminOf('platinum')
    await fill(platinum.headers, PLATINUM_CATALOGUE_LIMIT)
    const refused = await create(validProduct(categoryId, { title: 'Pieza 13' }), platinum.headers)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('CATALOGUE_LIMIT_REACHED')
    const { items, quota } = (await list(platinum.headers)).json()
    expect(quota).toEqual({ limit: 12, used: 12, remaining: 0 })
    await t.app.inject({ method: 'DELETE', url: `/api/v1/company/products/${items[0].id}`, headers: platinum.headers })
    expect((await create(validProduct(categoryId), platinum.headers)).statusCode).toBe(201)
  })

  it('Gold has the Platinum limit; an expired Platinum falls back to the free limit but may still edit its items', async () => {
    const gold = await adminOf('gold')
    expect((await list(gold.headers)).json().quota.limit).toBe(PLATINUM_CATALOGUE_LIMIT)
    const expired = await adminOf('platinum', true)
    expect((await list(expired.headers)).json().quota.limit).toBe(FREE_CATALOGUE_LIMIT)
    await fill(expired.headers, FREE_CATALOGUE_LIMIT)
    expect((await create(validProduct(categoryId), expired.headers)).json().error.code).toBe('CATALOGUE_LIMIT_REACHED')
    const [first] = (await list(expired.headers)).json().items
    const edited = await t.app.inject({ method: 'PUT', url: `/api/v1/company/products/${first.id}`, headers: expired.headers, payload: validProduct(categoryId, { title: 'Editado' }) as object })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().title).toBe('Editado')
  })

  it('concurrent additions cannot pass the limit', async () => {
    const free = await adminOf('free')
    const results = await Promise.all(Array.from({ length: FREE_CATALOGUE_LIMIT + 3 }, (_, i) => create(validProduct(categoryId, { title: `Carrera ${i}` }), free.headers)))
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(FREE_CATALOGUE_LIMIT)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3)
  })
})
