/**
 * Search indexing happens in the transaction of the write that needs it (triggers of migration 0012), not in
 * calls placed after commit: whatever writes the rows — a service, the seed, a migration or plain SQL — search
 * shows the new state from the commit on, and a rolled-back write leaves no trace in the index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { categories, companies, companyCategories, companySearch, productsServices } from '../../db/schema'
import { rows } from '../../db/sql-rows'
import { seedReferenceData } from '../../db/seed/seed'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { readSearchStateKey } from './search.cache'

let t: TestApp
let companyId: string

async function searchTotal(q: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/companies?q=${encodeURIComponent(q)}` })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { total: number }).total
}

async function pendingCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from company_search_pending`)
  return row!.n
}

beforeAll(async () => {
  t = await createTestApp()
  await seedReferenceData(t.database.db)
  companyId = (await createFixtureCompany(t.database.db, { tradeName: 'Forjas Indexadas' })).id
})
afterAll(async () => t?.close())

describe('search indexing in the writing transaction', () => {
  it('indexes a company inserted and edited with plain SQL, with no call to the search module', async () => {
    expect(await searchTotal('forjas indexadas')).toBe(1)
    await t.database.db.update(companies).set({ briefDescription: 'Especialistas en zirconio sinterizado.' }).where(eq(companies.id, companyId))
    expect(await searchTotal('zirconio')).toBe(1)
    // The old text is gone from the index, not only the new one added.
    await t.database.db.update(companies).set({ briefDescription: 'Especialistas en tungsteno.' }).where(eq(companies.id, companyId))
    expect(await searchTotal('zirconio')).toBe(0)
    expect(await searchTotal('tungsteno')).toBe(1)
    expect(await pendingCount()).toBe(0)
  })

  it('indexes every statement of a transaction once, at commit, and leaves nothing pending', async () => {
    const db = t.database.db
    const [cat] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'metal-stamping'))
    await db.transaction(async (tx) => {
      await tx.update(companies).set({ mainProducts: 'Bisagras de molibdeno' }).where(eq(companies.id, companyId))
      await tx.insert(companyCategories).values({ companyId, categoryId: cat!.id })
      await tx.insert(productsServices).values({
        companyId,
        kind: 'product',
        title: 'Resorte de vanadio',
        briefDescription: 'Resorte.',
        detailedDescription: 'Resorte helicoidal.',
        categoryId: cat!.id,
        price: 10,
        phone: '8112345678',
        email: 'ventas@forjas.mx',
      })
      // Inside the transaction the work is queued, not done yet.
      const [row] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from company_search_pending`)
      expect(row!.n).toBeGreaterThan(0)
    })
    expect(await pendingCount()).toBe(0)
    expect(await searchTotal('molibdeno')).toBe(1)
    expect(await searchTotal('vanadio')).toBe(1)
    const [indexed] = await db.select({ categoryIds: companySearch.categoryIds }).from(companySearch).where(eq(companySearch.companyId, companyId))
    expect(indexed!.categoryIds).toContain(cat!.id)
    const [product] = await rows<{ indexed: boolean }>(db, sql`select search_vector is not null as indexed from products_services where company_id = ${companyId}`)
    expect(product!.indexed).toBe(true)
  })

  it('leaves the index and the search state untouched when the write rolls back', async () => {
    const db = t.database.db
    const key = await readSearchStateKey(db)
    await expect(
      db.transaction(async (tx) => {
        await tx.update(companies).set({ briefDescription: 'Cromado de niobio.' }).where(eq(companies.id, companyId))
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    expect(await searchTotal('niobio')).toBe(0)
    expect(await searchTotal('tungsteno')).toBe(1)
    expect(await readSearchStateKey(db)).toBe(key)
    expect(await pendingCount()).toBe(0)
  })

  it('lets concurrent writers of different companies that add the same new words all commit', async () => {
    const db = t.database.db
    const others = await Promise.all(Array.from({ length: 6 }, (_, i) => createFixtureCompany(db, { tradeName: `Concurrente ${i}` })))
    const words = ['cobaltita', 'bismutina', 'galenita', 'pirolusita']
    await Promise.all(
      others.map((company, i) =>
        db.transaction(async (tx) => {
          // Each writer adds the words in another order, as real profiles would.
          const text = [...words.slice(i % words.length), ...words.slice(0, i % words.length)].join(' ')
          await tx.update(companies).set({ briefDescription: text }).where(eq(companies.id, company.id))
          await tx.update(companies).set({ mainProducts: text }).where(eq(companies.id, company.id))
        }),
      ),
    )
    for (const word of words) expect(await searchTotal(word)).toBe(others.length)
    expect(await pendingCount()).toBe(0)
  })

  it('reindexes the companies of a renamed category', async () => {
    const db = t.database.db
    await db.update(categories).set({ nameEs: 'Estampado hidroformado' }).where(eq(categories.slug, 'metal-stamping'))
    expect(await searchTotal('hidroformado')).toBe(1)
  })

  it('shows a profile saved through the API on the next cached search, and the dashboard progress matches search', async () => {
    const db = t.database.db
    const admin = await createFixtureUser(db, { companyId, companyRole: 'admin' })
    const { headers } = await signInFixture(db, admin.id)
    // Warm the answer cache (ADR 008) for both words first.
    expect(await searchTotal('tungsteno')).toBe(1)
    expect(await searchTotal('iridio')).toBe(0)
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/company/profile', headers })
    const details = profile.json().details as Record<string, unknown>
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/company/profile/details',
      headers,
      payload: {
        briefDescription: 'Piezas de iridio.',
        detailedDescription: 'Piezas de iridio para moldes.',
        mainProducts: 'Insertos',
        mainServices: 'Maquinado',
        specialization: null,
        tags: ['iridio'],
        brochureFileId: null,
        categoryIds: (details.categoryIds as number[]).slice(0, 1),
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await searchTotal('iridio')).toBe(1)
    expect(await searchTotal('tungsteno')).toBe(0)
    const [indexed] = await db.select({ completeness: companySearch.completeness }).from(companySearch).where(eq(companySearch.companyId, companyId))
    expect(indexed!.completeness).toBe(res.json().progress.percent)
  })
})
