import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_POSTS, seedDemoInsights } from '../../db/seed/demo-insights'
import { insightComments, insightPosts, insightRatings } from '../../db/schema'
import { createFixtureUser } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { sanitizePostHtml } from './insights.sanitize'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('demo blog', () => {
  it('seeds twelve published posts once (both languages, one English-only, one Spanish-only, some exclusive) with comments and ratings', async () => {
    const db = t.database.db
    const admin = await createFixtureUser(db, { platformRole: 'admin' })
    const a = await createFixtureUser(db)
    const b = await createFixtureUser(db)
    expect(await seedDemoInsights(db, { adminUserId: admin.id, userIds: [a.id, b.id], clock: new Date() })).toBe(12)
    expect(await seedDemoInsights(db, { adminUserId: admin.id, userIds: [a.id, b.id], clock: new Date() })).toBe(0)
    const posts = await db.select().from(insightPosts)
    expect(posts).toHaveLength(DEMO_POSTS.length)
    expect(posts.filter((p) => p.titleEn && p.titleEs)).toHaveLength(10)
    expect(posts.filter((p) => p.isExclusive).length).toBeGreaterThanOrEqual(3)
    // The demo HTML is already what the sanitizer keeps.
    for (const post of posts) for (const body of [post.bodyEn, post.bodyEs]) if (body) expect(sanitizePostHtml(body)).toBe(body)
    expect((await db.select().from(insightComments)).length).toBeGreaterThan(5)
    expect((await db.select().from(insightRatings)).length).toBeGreaterThan(5)
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/insights?lang=es' })).json()
    expect(list.total).toBe(12)
    expect(list.items[0].language).toBe('es')
  })
})
