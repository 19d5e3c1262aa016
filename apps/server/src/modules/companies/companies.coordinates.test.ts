/**
 * What a company's coordinates look like to each viewer (docs/decisions/010-basic-viewer-coordinates.md): basic
 * viewers get them rounded to about a kilometre in search cards, map points and the detail alike; full viewers get
 * the exact point. The search answer cache is shared by every caller, so the rounding happens per request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { companies } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { refreshCompanySearch } from '../search/search.service'

let t: TestApp
const db = () => t.database.db
const EXACT = { lat: 25.686614, lng: -100.316113 }
const ROUNDED = { lat: 25.69, lng: -100.32 }
let targetId: string
type Role = 'visitor' | 'eventOnly' | 'free' | 'expired' | 'platinum' | 'own' | 'platformAdmin'
const h = {} as Record<Role, Record<string, string>>

async function member(companyId: string | null, options: Parameters<typeof createFixtureUser>[1] = {}) {
  const user = await createFixtureUser(db(), { companyId, ...options })
  return (await signInFixture(db(), user.id)).headers
}

beforeAll(async () => {
  t = await createTestApp()
  const target = await createFixtureCompany(db(), { plan: 'free', tradeName: 'Forjas Santa Catarina' })
  targetId = target.id
  await db().update(companies).set({ latitude: EXACT.lat, longitude: EXACT.lng, briefDescription: 'Forja en caliente de acero.' }).where(eq(companies.id, targetId))
  await refreshCompanySearch(db(), [targetId])
  h.visitor = {}
  h.eventOnly = await member(null, { isEventOnly: true })
  h.free = await member((await createFixtureCompany(db(), { plan: 'free' })).id)
  h.expired = await member((await createFixtureCompany(db(), { plan: 'platinum', expiredMembership: true })).id)
  h.platinum = await member((await createFixtureCompany(db(), { plan: 'platinum' })).id, { companyRole: 'restricted' })
  h.own = await member(targetId)
  h.platformAdmin = await member(null, { platformRole: 'admin' })
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string, role: Role) => t.app.inject({ method: 'GET', url, headers: h[role] })

async function seenBy(role: Role) {
  const cards = (await get('/api/v1/search/companies?q=forja', role)).json().items as { id: string; lat: number | null; lng: number | null }[]
  const points = (await get('/api/v1/search/map?q=forja', role)).json().points as { id: string; lat: number; lng: number }[]
  const detail = (await get(`/api/v1/companies/${targetId}`, role)).json() as { visibility: string; latitude: number | null; longitude: number | null }
  const card = cards.find((c) => c.id === targetId)!
  const point = points.find((p) => p.id === targetId)!
  return { card: { lat: card.lat, lng: card.lng }, point: { lat: point.lat, lng: point.lng }, detail: { lat: detail.latitude, lng: detail.longitude }, visibility: detail.visibility }
}

describe('company coordinates per viewer', () => {
  it.each(['visitor', 'eventOnly', 'free', 'expired'] as const)('%s (basic) gets them rounded in cards, map and detail alike', async (role) => {
    expect(await seenBy(role)).toEqual({ card: ROUNDED, point: ROUNDED, detail: ROUNDED, visibility: 'basic' })
  })

  it.each(['platinum', 'own', 'platformAdmin'] as const)('%s (full) gets the exact point everywhere', async (role) => {
    expect(await seenBy(role)).toEqual({ card: EXACT, point: EXACT, detail: EXACT, visibility: 'full' })
  })

  it('the shared answer cache never hands one caller the coordinates of another', async () => {
    const orders = [['platinum', 'visitor', 'NLE'], ['visitor', 'platinum', 'NLE,COA'], ['own', 'free', 'NLE,JAL']] as const
    for (const order of orders) {
      // A query of its own per pair, so the first caller is the one whose request fills the cache.
      const q = `/api/v1/search/map?q=forja&loc=${order[2]}`
      const [first, second] = [await get(q, order[0]), await get(q, order[1])]
      const expected = (role: Role) => (role === 'platinum' || role === 'own' ? EXACT : ROUNDED)
      expect(first.json().points.find((p: { id: string }) => p.id === targetId)).toMatchObject(expected(order[0]))
      expect(second.json().points.find((p: { id: string }) => p.id === targetId)).toMatchObject(expected(order[1]))
    }
  })
})
