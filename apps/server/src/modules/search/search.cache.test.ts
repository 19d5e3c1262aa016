import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { auditLog, categories, companies, companyCategories, memberships } from '../../db/schema'
import { seedReferenceData } from '../../db/seed/seed'
import { createFixtureCompany } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createSearchCache, readSearchStateKey } from './search.cache'

let t: TestApp
let platinumId: string
let freeId: string

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedReferenceData(db)
  platinumId = (await createFixtureCompany(db, { plan: 'platinum', tradeName: 'Troqueles Platino' })).id
  freeId = (await createFixtureCompany(db, { plan: 'free', tradeName: 'Troqueles Libres' })).id
})
afterAll(async () => t?.close())

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/companies?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { total: number; items: { id: string; tradeName: string; isPlatinum: boolean }[] }
}

/** A load function that counts its calls and answers with the call number. */
function counter() {
  let calls = 0
  const load = async () => ++calls
  return { load, calls: () => calls }
}

describe('search state key', () => {
  it('changes with every committed change to what search shows, and only then', async () => {
    const db = t.database.db
    const k0 = await readSearchStateKey(db)
    expect(await readSearchStateKey(db)).toBe(k0)

    // Writes search does not read leave it alone.
    await db.insert(auditLog).values({ action: 'test.noop', entityType: 'test', entityId: 'x' })
    expect(await readSearchStateKey(db)).toBe(k0)

    // A rolled-back change leaves it alone.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(companies).set({ tradeName: 'Nunca' }).where(eq(companies.id, freeId))
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    expect(await readSearchStateKey(db)).toBe(k0)

    await db.update(companies).set({ city: 'Saltillo' }).where(eq(companies.id, freeId))
    const k1 = await readSearchStateKey(db)
    expect(k1).not.toBe(k0)

    // Several statements in one transaction: one new key.
    await db.transaction(async (tx) => {
      const [cat] = await tx.select({ id: categories.id }).from(categories).limit(1)
      await tx.insert(companyCategories).values({ companyId: freeId, categoryId: cat!.id })
      await tx.delete(companyCategories).where(eq(companyCategories.companyId, freeId))
    })
    const k2 = await readSearchStateKey(db)
    expect(k2).not.toBe(k1)

    await db.update(categories).set({ nameEn: 'Renamed' }).where(eq(categories.slug, 'metal-stamping'))
    expect(await readSearchStateKey(db)).not.toBe(k2)
  })
})

describe('createSearchCache', () => {
  it('reuses an answer for the same kind and parameters while the state key holds', async () => {
    const cache = createSearchCache(t.database.db, { enabled: true })
    const c = counter()
    expect(await cache.answer('companies', { q: 'a' }, c.load)).toBe(1)
    expect(await cache.answer('companies', { q: 'a' }, c.load)).toBe(1)
    expect(await cache.answer('companies', { q: 'b' }, c.load)).toBe(2)
    expect(await cache.answer('map', { q: 'a' }, c.load)).toBe(3)
    await t.database.db.update(companies).set({ city: 'Ramos Arizpe' }).where(eq(companies.id, freeId))
    expect(await cache.answer('companies', { q: 'a' }, c.load)).toBe(4)
    expect(c.calls()).toBe(4)
  })

  it('computes concurrent identical requests once', async () => {
    const cache = createSearchCache(t.database.db, { enabled: true })
    const c = counter()
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.answer('companies', { q: 'c' }, c.load)))
    expect(answers).toEqual([1, 1, 1, 1, 1])
    expect(c.calls()).toBe(1)
  })

  it('does not keep a failed computation', async () => {
    const cache = createSearchCache(t.database.db, { enabled: true })
    await expect(cache.answer('companies', { q: 'd' }, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cache.answer('companies', { q: 'd' }, async () => 'ok')).toBe('ok')
  })

  it('computes every time when disabled', async () => {
    const cache = createSearchCache(t.database.db, { enabled: false })
    const c = counter()
    await cache.answer('companies', { q: 'a' }, c.load)
    await cache.answer('companies', { q: 'a' }, c.load)
    expect(c.calls()).toBe(2)
  })
})

describe('cached search answers stay exact', () => {
  it('shows a renamed, hidden or re-shown company on the very next request', async () => {
    const db = t.database.db
    expect((await search('q=troqueles')).total).toBe(2)
    await db.update(companies).set({ tradeName: 'Troqueles Libres Nuevos' }).where(eq(companies.id, freeId))
    expect((await search('q=troqueles')).items.map((i) => i.tradeName)).toContain('Troqueles Libres Nuevos')
    await db.update(companies).set({ isVisible: false }).where(eq(companies.id, freeId))
    expect((await search('q=troqueles')).total).toBe(1)
    await db.update(companies).set({ isVisible: true }).where(eq(companies.id, freeId))
    expect((await search('q=troqueles')).total).toBe(2)
  })

  it('drops the Platinum badge and boost when the membership lapses, with no write in between', async () => {
    const db = t.database.db
    await db
      .update(memberships)
      .set({ expiresAt: sql`now() + interval '4 seconds'` })
      .where(eq(memberships.companyId, platinumId))
    const before = await search('q=troqueles')
    expect(before.items[0]).toMatchObject({ id: platinumId, isPlatinum: true })
    const keyBefore = await readSearchStateKey(db)

    // Generous window: the first search must finish before the expiry even on a loaded CI machine.
    await new Promise((resolve) => setTimeout(resolve, 4100))
    expect(await readSearchStateKey(db)).not.toBe(keyBefore)
    const after = await search('q=troqueles')
    expect(after.items.find((i) => i.id === platinumId)!.isPlatinum).toBe(false)
  })
})
