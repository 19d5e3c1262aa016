import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { companies, events, users } from '../../db/schema'
import { createFixtureCompany, createFixtureUser } from '../../test/fixtures'
import { insertReferenceData, insertRequirement } from '../companies/companies.test-support'
import { createTestApp, type TestApp } from '../../test/test-app'
import { countHomeStats, createHomeStatsCache } from './stats.service'

let t: TestApp
const db = () => t.database.db

beforeAll(async () => {
  t = await createTestApp()
  // Listed: two suppliers, one buyer, one "both"; one of them last updated 13 months ago.
  const supplier = await createFixtureCompany(db(), { plan: 'platinum' })
  const stale = await createFixtureCompany(db())
  const buyer = await createFixtureCompany(db())
  const both = await createFixtureCompany(db())
  await db().update(companies).set({ profileType: 'buyer' }).where(eq(companies.id, buyer.id))
  await db().update(companies).set({ profileType: 'both' }).where(eq(companies.id, both.id))
  // Not listed: pending, rejected, hidden.
  const pending = await createFixtureCompany(db(), { status: 'pending', plan: 'platinum' })
  await createFixtureCompany(db(), { status: 'rejected' })
  const hidden = await createFixtureCompany(db())
  await db().update(companies).set({ isVisible: false }).where(eq(companies.id, hidden.id))
  // Contacts: active and visible users of listed companies only.
  await createFixtureUser(db(), { companyId: supplier.id })
  await createFixtureUser(db(), { companyId: supplier.id, companyRole: 'restricted' })
  await createFixtureUser(db(), { companyId: buyer.id })
  await createFixtureUser(db(), { companyId: both.id, status: 'inactive' })
  await createFixtureUser(db(), { companyId: pending.id })
  await createFixtureUser(db(), { companyId: hidden.id })
  await createFixtureUser(db(), { isEventOnly: true })
  await createFixtureUser(db(), { platformRole: 'admin' })
  const invisible = await createFixtureUser(db(), { companyId: stale.id })
  await db().update(users).set({ isVisible: false }).where(eq(users.id, invisible.id))
  // Slides: open public requirements of listed companies, published events ahead, active Platinum listed companies.
  const { categoryIds } = await insertReferenceData(db())
  const category = categoryIds[0]!
  await insertRequirement(db(), buyer.id, category)
  await insertRequirement(db(), buyer.id, category, { isPublic: false })
  await insertRequirement(db(), buyer.id, category, { status: 'covered' })
  await insertRequirement(db(), pending.id, category)
  await createFixtureCompany(db(), { plan: 'platinum', expiredMembership: true, status: 'rejected' })
  const day = 86400_000
  const event = (startsInDays: number, status: 'draft' | 'published' | 'cancelled' = 'published') => ({
    title: 'Expo', briefDescription: 'Expo', detailedDescription: 'Expo', category: 'robots' as const, status,
    startsAt: new Date(Date.now() + startsInDays * day), endsAt: new Date(Date.now() + (startsInDays + 1) * day), capacity: 50,
  })
  await db().insert(events).values([event(10), event(20), event(-5), event(30, 'draft'), event(40, 'cancelled')] as (typeof events.$inferInsert)[])
  // Last: the update above would otherwise bump updated_at again.
  await db().update(companies).set({ updatedAt: new Date(Date.now() - 400 * 86400_000) }).where(eq(companies.id, stale.id))
})
afterAll(async () => {
  await t?.close()
})

describe('home stats', () => {
  it('counts listed companies, buyers (buyer or both), active visible contacts and the share updated within 12 months', async () => {
    const stats = await countHomeStats(db())
    expect(stats).toMatchObject({ companies: 4, buyers: 2, contacts: 3, currentShare: 0.75, openRequirements: 1, upcomingEvents: 2, platinumCompanies: 1 })
  })

  it('GET /api/v1/stats/home answers the same numbers to anyone, cacheable for a minute', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/stats/home' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ companies: 4, buyers: 2, contacts: 3, currentShare: 0.75, countedAt: expect.any(String) })
    expect(response.headers['cache-control']).toBe('public, max-age=60')
  })

  it('the cache answers the same count until its time is up, then counts again', async () => {
    let at = new Date()
    const cache = createHomeStatsCache(db(), 60_000, () => at)
    const start = at.getTime()
    expect((await cache.get()).companies).toBe(4)
    const added = await createFixtureCompany(db())
    at = new Date(start + 60_000)
    expect((await cache.get()).companies).toBe(4)
    at = new Date(start + 60_001)
    expect((await cache.get()).companies).toBe(5)
    await db().delete(companies).where(eq(companies.id, added.id))
    cache.clear()
    expect((await cache.get()).companies).toBe(4)
  })

  it('an empty directory is 0%, not a division by zero', async () => {
    const empty = await createTestApp()
    try {
      expect(await countHomeStats(empty.database.db)).toMatchObject({ companies: 0, buyers: 0, contacts: 0, currentShare: 0 })
    } finally {
      await empty.close()
    }
  })
})
