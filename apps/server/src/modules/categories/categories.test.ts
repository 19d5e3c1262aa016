import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories } from '../../db/schema'
import { createRoleFixtures } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('GET /api/v1/categories', () => {
  it('lists the category tree for everyone, visitors included', async () => {
    const [root] = await t.database.db.insert(categories).values({ code: '3363', slug: 'auto-parts', nameEn: 'Motor vehicle parts', nameEs: 'Autopartes', sortOrder: 1 }).returning()
    await t.database.db.insert(categories).values({ parentId: root!.id, code: '3363.1', slug: 'stamping', nameEn: 'Stamping', nameEs: 'Troquelado', sortOrder: 2 })
    const f = await createRoleFixtures(t.database.db)
    for (const role of ['visitor', 'restricted', 'companyAdmin', 'eventOnly', 'platformAdmin'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories', headers: f.headers[role] })
      expect(res.statusCode, role).toBe(200)
      expect(res.json()).toEqual({
        items: [
          { id: root!.id, parentId: null, code: '3363', slug: 'auto-parts', nameEn: 'Motor vehicle parts', nameEs: 'Autopartes', retiredAt: null },
          { id: expect.any(Number), parentId: root!.id, code: '3363.1', slug: 'stamping', nameEn: 'Stamping', nameEs: 'Troquelado', retiredAt: null },
        ],
      })
    }
  })
})
