import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { auditLog, categories, certifications, companyCategories, companyCertifications, companySearch } from '../../db/schema'
import { createFixtureCompany, createRoleFixtures } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let f: Awaited<ReturnType<typeof createRoleFixtures>>

beforeAll(async () => {
  t = await createTestApp()
  f = await createRoleFixtures(t.database.db)
})
afterAll(async () => {
  await t?.close()
})

type Method = 'GET' | 'POST' | 'PUT'
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = f.headers.platformAdmin) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const codeOf = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code
const db = () => t.database.db

async function searchTotal(q: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/companies?q=${encodeURIComponent(q)}` })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { total: number }).total
}

async function auditActions(entityType: string, entityId: number): Promise<string[]> {
  const rows = await db()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id)
  return rows.map((r) => r.action)
}

interface CategoryNode {
  id: number
  code: string
  nameEn: string
  retiredAt: string | null
  sortOrder: number
  usage: { companies: number; products: number; requirements: number }
  children: CategoryNode[]
}
async function adminTree(): Promise<CategoryNode[]> {
  const res = await call('GET', '/api/v1/admin/categories')
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { items: CategoryNode[] }).items
}
function findNode(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n
    const found = findNode(n.children, id)
    if (found) return found
  }
  return undefined
}
async function createCategory(code: string, nameEn: string, parentId: number | null = null): Promise<number> {
  const res = await call('POST', '/api/v1/admin/categories', { code, nameEn, nameEs: `${nameEn} ES`, parentId })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { id: number }).id
}

describe('access', () => {
  it('is for platform admins only: 401 for visitors, 403 for company users', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', '/api/v1/admin/certifications'],
      ['POST', '/api/v1/admin/certifications', { name: 'Nope 1' }],
      ['PUT', '/api/v1/admin/certifications/1', { name: 'Nope 1' }],
      ['POST', '/api/v1/admin/certifications/1/retire'],
      ['GET', '/api/v1/admin/categories'],
      ['POST', '/api/v1/admin/categories', { code: '9', nameEn: 'No', nameEs: 'No', parentId: null }],
      ['PUT', '/api/v1/admin/categories/1/position', { parentId: null, index: 0 }],
      ['POST', '/api/v1/admin/categories/1/retire'],
    ]
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, f.headers.visitor)).statusCode, `${method} ${url}`).toBe(401)
      for (const role of ['companyAdmin', 'restricted', 'eventOnly'] as const) {
        const res = await call(method, url, payload, f.headers[role])
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403)
        expect(codeOf(res)).toBe('FORBIDDEN')
      }
    }
  })
})

describe('certifications', () => {
  it('adds one with a slug made from the name, refuses a duplicate name or slug, and audits it', async () => {
    const res = await call('POST', '/api/v1/admin/certifications', { name: 'ISO/TS 22163:2017', issuer: 'UNIFE', descriptionEn: 'Rail quality', descriptionEs: '' })
    expect(res.statusCode, res.body).toBe(200)
    const created = res.json()
    expect(created).toMatchObject({ slug: 'iso-ts-22163-2017', name: 'ISO/TS 22163:2017', issuer: 'UNIFE', descriptionEn: 'Rail quality', descriptionEs: null, retiredAt: null, usage: { companies: 0, requiredBy: 0, preferredBy: 0 } })
    for (const name of ['iso/ts 22163:2017', 'ISO TS 22163 2017']) {
      const dup = await call('POST', '/api/v1/admin/certifications', { name })
      expect(dup.statusCode, name).toBe(409)
      expect(codeOf(dup)).toBe('CERTIFICATION_DUPLICATE')
    }
    const bad = await call('POST', '/api/v1/admin/certifications', { name: ' ' })
    expect(bad.statusCode).toBe(400)
    expect(codeOf(bad)).toBe('VALIDATION_FAILED')
    expect(await auditActions('certification', created.id)).toEqual(['certification.create'])
  })

  it('lists every certification with usage counts, retired ones marked', async () => {
    const [cert] = await db().insert(certifications).values({ slug: 'usage-cert', name: 'Usage Cert 1' }).returning()
    const a = await createFixtureCompany(db())
    const b = await createFixtureCompany(db())
    await db().insert(companyCertifications).values([
      { companyId: a.id, certificationId: cert!.id, industrialSpecialization: 'Automotriz' },
      { companyId: b.id, certificationId: cert!.id, industrialSpecialization: 'Automotriz' },
    ])
    const res = await call('GET', '/api/v1/admin/certifications')
    expect(res.statusCode).toBe(200)
    const item = (res.json() as { items: { id: number; usage: unknown }[] }).items.find((i) => i.id === cert!.id)
    expect(item?.usage).toEqual({ companies: 2, requiredBy: 0, preferredBy: 0 })
  })

  it('renames one: the companies holding it are found by the new name at once, not by the old one', async () => {
    const [cert] = await db().insert(certifications).values({ slug: 'qzx-cert', name: 'Qzxwv Standard' }).returning()
    const company = await createFixtureCompany(db(), { tradeName: 'Forja Renombrada' })
    await db().insert(companyCertifications).values({ companyId: company.id, certificationId: cert!.id, industrialSpecialization: 'Automotriz' })
    expect(await searchTotal('qzxwv')).toBe(1)
    expect(await searchTotal('plumbago')).toBe(0)

    const res = await call('PUT', `/api/v1/admin/certifications/${cert!.id}`, { name: 'Plumbago Standard', issuer: 'Plumbago Org' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ name: 'Plumbago Standard', slug: 'qzx-cert', usage: { companies: 1 } })
    // The search answer cache (ADR 008) and the query-parsing caches must not answer with the old state.
    expect(await searchTotal('plumbago')).toBe(1)
    expect(await searchTotal('qzxwv')).toBe(0)
    expect(await auditActions('certification', cert!.id)).toEqual(['certification.update'])

    const other = await call('POST', '/api/v1/admin/certifications', { name: 'Another Standard' })
    const clash = await call('PUT', `/api/v1/admin/certifications/${other.json().id}`, { name: 'plumbago standard' })
    expect(clash.statusCode).toBe(409)
    expect(codeOf(clash)).toBe('CERTIFICATION_DUPLICATE')
    // Renaming to its own name (another case) is no clash.
    expect((await call('PUT', `/api/v1/admin/certifications/${cert!.id}`, { name: 'PLUMBAGO Standard' })).statusCode).toBe(200)
    expect((await call('PUT', '/api/v1/admin/certifications/999999', { name: 'Ghost' })).statusCode).toBe(404)
  })

  it('retires one: gone from the public list (unless includeRetired), kept by the companies holding it; restores it', async () => {
    const [cert] = await db().insert(certifications).values({ slug: 'retire-me', name: 'Retire Me 9000' }).returning()
    const company = await createFixtureCompany(db())
    await db().insert(companyCertifications).values({ companyId: company.id, certificationId: cert!.id, industrialSpecialization: 'Automotriz' })
    const publicIds = async (query = '') => ((await t.app.inject({ method: 'GET', url: `/api/v1/certifications${query}` })).json() as { items: { id: number; retiredAt: string | null }[] }).items
    expect((await publicIds()).map((i) => i.id)).toContain(cert!.id)

    const res = await call('POST', `/api/v1/admin/certifications/${cert!.id}/retire`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().retiredAt).toEqual(expect.any(String))
    expect((await publicIds()).map((i) => i.id)).not.toContain(cert!.id)
    expect((await publicIds('?includeRetired=true')).find((i) => i.id === cert!.id)?.retiredAt).toEqual(expect.any(String))
    // The link stays, and the company still shows it on its detail.
    expect(await db().select().from(companyCertifications).where(eq(companyCertifications.certificationId, cert!.id))).toHaveLength(1)
    const [indexed] = await db().select({ ids: companySearch.certificationIds }).from(companySearch).where(eq(companySearch.companyId, company.id))
    expect(indexed!.ids).toContain(cert!.id)
    // Retiring twice changes nothing.
    expect((await call('POST', `/api/v1/admin/certifications/${cert!.id}/retire`)).statusCode).toBe(200)

    const restored = await call('POST', `/api/v1/admin/certifications/${cert!.id}/restore`)
    expect(restored.statusCode).toBe(200)
    expect(restored.json().retiredAt).toBeNull()
    expect((await publicIds()).map((i) => i.id)).toContain(cert!.id)
    expect(await auditActions('certification', cert!.id)).toEqual(['certification.retire', 'certification.restore'])
    expect((await call('POST', '/api/v1/admin/certifications/999999/retire')).statusCode).toBe(404)
  })
})

describe('categories', () => {
  it('adds categories with unique codes and slugs; refuses a taken code', async () => {
    const root = await createCategory('9100', 'Machining')
    const child = await createCategory('9100.1', 'Machining', root)
    const tree = await adminTree()
    expect(findNode(tree, root)?.children.map((c) => c.id)).toEqual([child])
    const [rows] = [await db().select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.id, [root, child]))]
    expect(new Set(rows.map((r) => r.slug))).toEqual(new Set(['machining', 'machining-2']))
    const dup = await call('POST', '/api/v1/admin/categories', { code: '9100', nameEn: 'Other', nameEs: 'Otra', parentId: null })
    expect(dup.statusCode).toBe(409)
    expect(codeOf(dup)).toBe('CATEGORY_CODE_TAKEN')
    const recode = await call('PUT', `/api/v1/admin/categories/${child}`, { code: '9100', nameEn: 'Machining', nameEs: 'Maquinado' })
    expect(codeOf(recode)).toBe('CATEGORY_CODE_TAKEN')
    const badCode = await call('POST', '/api/v1/admin/categories', { code: 'a b', nameEn: 'Other', nameEs: 'Otra', parentId: null })
    expect(badCode.statusCode).toBe(400)
    const unknownParent = await call('POST', '/api/v1/admin/categories', { code: '9199', nameEn: 'Other', nameEs: 'Otra', parentId: 999999 })
    expect(unknownParent.statusCode).toBe(400)
    expect(await auditActions('category', child)).toEqual(['category.create'])
  })

  it('renames one in both languages: companies in it (or below it) are found by the new names', async () => {
    const root = await createCategory('9200', 'Xylograph Works')
    const child = await createCategory('9200.1', 'Xylograph Cutting', root)
    const company = await createFixtureCompany(db(), { tradeName: 'Taller Categoria' })
    await db().insert(companyCategories).values({ companyId: company.id, categoryId: child })
    expect(await searchTotal('xylograph')).toBe(1)
    const res = await call('PUT', `/api/v1/admin/categories/${child}`, { code: '9200.1', nameEn: 'Quillwort Cutting', nameEs: 'Corte de isoetes' })
    expect(res.statusCode, res.body).toBe(200)
    expect(await searchTotal('quillwort')).toBe(1)
    expect(await searchTotal('isoetes')).toBe(1)
    expect(findNode(await adminTree(), child)).toMatchObject({ nameEn: 'Quillwort Cutting', usage: { companies: 1, products: 0, requirements: 0 } })
    // The public list shows the new name on the next request.
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json() as { items: { id: number; nameEn: string }[] }
    expect(list.items.find((c) => c.id === child)?.nameEn).toBe('Quillwort Cutting')
    expect(await auditActions('category', child)).toEqual(['category.create', 'category.update'])
  })

  it('moves one under another parent (reindexing its ancestors), refuses cycles, and reorders siblings', async () => {
    const a = await createCategory('9300', 'Tree A')
    const b = await createCategory('9301', 'Tree B')
    const a1 = await createCategory('9300.1', 'Tree A1', a)
    const a11 = await createCategory('9300.1.1', 'Tree A11', a1)
    const company = await createFixtureCompany(db())
    await db().insert(companyCategories).values({ companyId: company.id, categoryId: a11 })

    for (const target of [a1, a11]) {
      const cycle = await call('PUT', `/api/v1/admin/categories/${a}/position`, { parentId: target, index: 0 })
      expect(cycle.statusCode).toBe(409)
      expect(codeOf(cycle)).toBe('CATEGORY_MOVE_CYCLE')
    }
    const self = await call('PUT', `/api/v1/admin/categories/${a1}/position`, { parentId: a1, index: 0 })
    expect(codeOf(self)).toBe('CATEGORY_MOVE_CYCLE')

    const moved = await call('PUT', `/api/v1/admin/categories/${a1}/position`, { parentId: b, index: 0 })
    expect(moved.statusCode, moved.body).toBe(200)
    const [indexed] = await db().select({ ids: companySearch.categoryIds }).from(companySearch).where(eq(companySearch.companyId, company.id))
    expect(indexed!.ids).toEqual(expect.arrayContaining([a11, a1, b]))
    expect(indexed!.ids).not.toContain(a)

    const b2 = await createCategory('9301.2', 'Tree B2', b)
    const b3 = await createCategory('9301.3', 'Tree B3', b)
    expect(findNode(await adminTree(), b)!.children.map((c) => c.id)).toEqual([a1, b2, b3])
    expect((await call('PUT', `/api/v1/admin/categories/${b3}/position`, { parentId: b, index: 0 })).statusCode).toBe(200)
    expect(findNode(await adminTree(), b)!.children.map((c) => c.id)).toEqual([b3, a1, b2])
    // An index past the end puts it last.
    expect((await call('PUT', `/api/v1/admin/categories/${b3}/position`, { parentId: b, index: 99 })).statusCode).toBe(200)
    expect(findNode(await adminTree(), b)!.children.map((c) => c.id)).toEqual([a1, b2, b3])
    expect(await auditActions('category', b3)).toEqual(['category.create', 'category.reorder', 'category.reorder'])
    expect(await auditActions('category', a1)).toEqual(['category.create', 'category.move'])
  })

  it('retires a leaf (hidden from the public lists, links kept); refuses a parent with active children; restores', async () => {
    const parent = await createCategory('9400', 'Retire Parent')
    const leaf = await createCategory('9400.1', 'Retire Leaf', parent)
    const company = await createFixtureCompany(db())
    await db().insert(companyCategories).values({ companyId: company.id, categoryId: leaf })

    const refused = await call('POST', `/api/v1/admin/categories/${parent}/retire`)
    expect(refused.statusCode).toBe(409)
    expect(codeOf(refused)).toBe('CATEGORY_HAS_ACTIVE_CHILDREN')

    expect((await call('POST', `/api/v1/admin/categories/${leaf}/retire`)).statusCode).toBe(200)
    const publicList = async (query = '') => ((await t.app.inject({ method: 'GET', url: `/api/v1/categories${query}` })).json() as { items: { id: number; retiredAt: string | null }[] }).items
    expect((await publicList()).map((c) => c.id)).not.toContain(leaf)
    expect((await publicList('?includeRetired=true')).find((c) => c.id === leaf)?.retiredAt).toEqual(expect.any(String))
    const tree = (await t.app.inject({ method: 'GET', url: '/api/v1/categories/tree' })).json() as { items: CategoryNode[] }
    expect(findNode(tree.items, parent)?.children).toEqual([])
    expect(await db().select().from(companyCategories).where(eq(companyCategories.categoryId, leaf))).toHaveLength(1)
    expect(findNode(await adminTree(), leaf)).toMatchObject({ retiredAt: expect.any(String), usage: { companies: 1 } })

    // Now the parent may go; a child cannot come back under a retired parent, nor can a category move under one.
    expect((await call('POST', `/api/v1/admin/categories/${parent}/retire`)).statusCode).toBe(200)
    const restoreChild = await call('POST', `/api/v1/admin/categories/${leaf}/restore`)
    expect(codeOf(restoreChild)).toBe('CATEGORY_PARENT_RETIRED')
    const other = await createCategory('9401', 'Active Elsewhere')
    expect(codeOf(await call('PUT', `/api/v1/admin/categories/${other}/position`, { parentId: parent, index: 0 }))).toBe('CATEGORY_PARENT_RETIRED')
    expect(codeOf(await call('POST', '/api/v1/admin/categories', { code: '9400.2', nameEn: 'New Under Retired', nameEs: 'Nueva', parentId: parent }))).toBe('CATEGORY_PARENT_RETIRED')

    expect((await call('POST', `/api/v1/admin/categories/${parent}/restore`)).statusCode).toBe(200)
    expect((await call('POST', `/api/v1/admin/categories/${leaf}/restore`)).statusCode).toBe(200)
    expect((await publicList()).map((c) => c.id)).toEqual(expect.arrayContaining([parent, leaf]))
    expect(await auditActions('category', leaf)).toEqual(['category.create', 'category.retire', 'category.restore'])
    expect((await call('POST', '/api/v1/admin/categories/999999/retire')).statusCode).toBe(404)
  })
})
