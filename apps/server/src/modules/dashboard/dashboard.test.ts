import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCalendarDays, marketplaceDay } from '@nexo/shared'
import { companyCategories, profileVisits } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, createRoleFixtures, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { getProfileVisitStats } from '../companies/companies.service'
import { insertReferenceData, insertRequirement } from '../companies/companies.test-support'

let t: TestApp
let f: Awaited<ReturnType<typeof createRoleFixtures>>
const db = () => t.database.db

beforeAll(async () => {
  t = await createTestApp()
  f = await createRoleFixtures(db())
})
afterAll(async () => {
  await t?.close()
})

const dashboard = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers })
/** A marketplace day (America/Mexico_City) n days before now. */
const daysAgo = (n: number) => marketplaceDay(new Date(Date.now() - n * 86_400_000))

/** Viewer companies for visit rows (a visit needs a real viewer company). */
async function viewers(count: number) {
  return Promise.all(Array.from({ length: count }, () => createFixtureCompany(db())))
}

describe('GET /api/v1/dashboard', () => {
  it('authorization: company users only', async () => {
    const expected = { visitor: 401, restricted: 200, companyAdmin: 200, eventOnly: 403, platformAdmin: 403 }
    for (const [role, status] of Object.entries(expected) as [keyof typeof expected, number][]) {
      expect((await dashboard(f.headers[role])).statusCode, role).toBe(status)
    }
  })

  it('membership plan, status, hire and renewal dates; no rating yet; progress as on the profile', async () => {
    const body = (await dashboard(f.headers.restricted)).json()
    expect(body.membership).toEqual({ planId: 2, plan: 'platinum', title: 'Platinum', status: 'active', activatedAt: daysAgo(10), expiresAt: daysAgo(-355) })
    expect(body.rating).toBeNull()
    expect(body.ratingCount).toBe(0)
    const profile = (await t.app.inject({ method: 'GET', url: '/api/v1/company/profile', headers: f.headers.restricted })).json()
    expect(body.progress).toEqual(profile.progress)

    const expired = await createFixtureCompany(db(), { plan: 'platinum', expiredMembership: true })
    const free = await createFixtureCompany(db(), { plan: 'free' })
    for (const [company, membership] of [
      [expired, { planId: 2, plan: 'platinum', title: 'Platinum', status: 'expired', expiresAt: daysAgo(35) }],
      [free, { planId: 1, plan: 'free', title: 'Free', status: 'active', expiresAt: null }],
    ] as const) {
      const user = await createFixtureUser(db(), { companyId: company.id })
      expect((await dashboard((await signInFixture(db(), user.id)).headers)).json().membership).toMatchObject(membership)
    }
  })

  it('profile visits: last 30 days, last 15 days, this week and the daily series, from the stored visits', async () => {
    const company = await createFixtureCompany(db())
    const user = await createFixtureUser(db(), { companyId: company.id })
    const [a, b] = await viewers(2)
    // today ×2, 14 days ago (inside 15), 15 days ago (outside 15), 29 days ago (inside 30), 30 days ago (outside 30)
    const rows = [
      [a, 0],
      [b, 0],
      [a, 14],
      [a, 15],
      [b, 29],
      [b, 30],
    ] as const
    await db().insert(profileVisits).values(rows.map(([viewer, ago]) => ({ visitedCompanyId: company.id, viewerCompanyId: viewer!.id, visitDate: daysAgo(ago) })))
    const { visits } = (await dashboard((await signInFixture(db(), user.id)).headers)).json()
    expect(visits.last30Days).toBe(5)
    expect(visits.last15Days).toBe(3)
    expect(visits.thisWeek).toBe(2)
    expect(visits.daily).toHaveLength(30)
    expect(visits.daily[0]).toEqual({ date: daysAgo(29), count: 1 })
    expect(visits.daily[29]).toEqual({ date: daysAgo(0), count: 2 })
    expect(visits.daily.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(5)
  })

  it('this week starts on Monday 00:00 America/Mexico_City, like the marketplace; the periods include today', async () => {
    const company = await createFixtureCompany(db())
    const [a, b, c] = await viewers(3)
    const visit = (viewer: { id: string }, visitDate: string) => ({ visitedCompanyId: company.id, viewerCompanyId: viewer.id, visitDate })
    await db()
      .insert(profileVisits)
      .values([
        visit(a!, '2025-03-12'), // Wednesday, "today"
        visit(b!, '2025-03-12'),
        visit(a!, '2025-03-10'), // Monday
        visit(c!, '2025-03-09'), // Sunday before: last week
        visit(a!, '2025-02-26'), // today − 14
        visit(b!, '2025-02-25'), // today − 15
        visit(c!, '2025-02-11'), // today − 29
        visit(c!, '2025-02-10'), // today − 30
        visit(c!, '2025-03-13'), // tomorrow: not counted
        visit(b!, '2025-03-17'), // next Monday
      ])
    const stats = await getProfileVisitStats(db(), company.id, new Date('2025-03-12T23:59:00Z'))
    expect(stats).toMatchObject({ thisWeek: 3, last15Days: 5, last30Days: 7 })
    expect(stats.daily.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => addCalendarDays('2025-02-11', i)))
    // Sunday 23:30 in Mexico City is already Monday 05:30 in UTC: still the week of Monday 10 March.
    const sundayNight = await getProfileVisitStats(db(), company.id, new Date('2025-03-17T05:30:00Z'))
    expect(sundayNight.thisWeek).toBe(4)
    expect(sundayNight.daily.at(-1)).toEqual({ date: '2025-03-16', count: 0 })
    // Monday 00:00 in Mexico City (06:00 UTC) starts the next week.
    const monday = await getProfileVisitStats(db(), company.id, new Date('2025-03-17T06:00:00Z'))
    expect(monday.thisWeek).toBe(1)
  })

  it('opportunities: open public requirements of other listed companies in our categories', async () => {
    const { categoryIds } = await insertReferenceData(db())
    const [mine, other] = categoryIds
    const company = await createFixtureCompany(db())
    await db().insert(companyCategories).values({ companyId: company.id, categoryId: mine })
    const user = await createFixtureUser(db(), { companyId: company.id })
    const buyer = await createFixtureCompany(db())
    const pendingBuyer = await createFixtureCompany(db(), { status: 'pending' })
    await insertRequirement(db(), buyer.id, mine) // counts
    await insertRequirement(db(), buyer.id, other, { subcategoryId: mine }) // counts: subcategory
    await insertRequirement(db(), buyer.id, other) // another category
    await insertRequirement(db(), buyer.id, mine, { isPublic: false })
    await insertRequirement(db(), buyer.id, mine, { status: 'covered' })
    await insertRequirement(db(), buyer.id, mine, { endDate: '2020-01-31' })
    await insertRequirement(db(), company.id, mine) // our own
    await insertRequirement(db(), pendingBuyer.id, mine) // not listed
    expect((await dashboard((await signInFixture(db(), user.id)).headers)).json().opportunities).toBe(2)
  })
})
