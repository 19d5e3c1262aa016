/**
 * Health (ADR 048): the public answer says only whether each part is ready; the process's own figures (memory,
 * event-loop delay, admission lanes, version, uptime) are the platform admin's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZHealthResponseSchema, ZSystemHealthResponseSchema } from '@nexo/shared'
import { createRoleFixtures } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let headers: Awaited<ReturnType<typeof createRoleFixtures>>['headers']

beforeAll(async () => {
  t = await createTestApp()
  headers = (await createRoleFixtures(t.database.db)).headers
})
afterAll(async () => {
  await t?.close()
})

describe('GET /api/health (public)', () => {
  it('answers each part ready and nothing about the process: no memory, delays, version or uptime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    // Other modules add their parts (the search index): only what each part says, `ready` and maybe `progress`.
    expect(res.json()).toMatchObject({ status: 'ok', parts: { database: { ready: true }, load: { ready: true } } })
    expect(ZHealthResponseSchema.strict().safeParse(res.json()).success).toBe(true)
    for (const part of Object.values(res.json().parts as Record<string, object>)) expect(Object.keys(part).every((key) => key === 'ready' || key === 'progress')).toBe(true)
    for (const word of ['heap', 'rss', 'Bytes', 'eventLoop', 'version', 'uptime', 'latency', 'pglite', 'postgres']) expect(res.body).not.toContain(word)
  })

  it('says the same to a signed-in caller, even the platform admin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: headers.platformAdmin })
    expect(Object.keys(res.json()).sort()).toEqual(['parts', 'status'])
  })

  it('lists a part a module registers, with its progress while it gets ready; 503 with Retry-After until it is', async () => {
    let progress = 0.4
    t.app.readiness.register('test-index', () => ({ ready: progress === 1, progress }))
    const building = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(building.statusCode).toBe(503)
    expect(building.headers['retry-after']).toBeDefined()
    expect(building.json()).toMatchObject({ status: 'degraded', parts: { database: { ready: true }, 'test-index': { ready: false, progress: 0.4 } } })
    expect(() => t.app.readiness.register('test-index', () => ({ ready: true }))).toThrow(/already registered/)
    progress = 1
    // A part's answer is reused for up to a second: ask until the new one shows.
    let res = building
    for (let tries = 0; tries < 40 && res.statusCode !== 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      res = await t.app.inject({ method: 'GET', url: '/api/health' })
    }
    expect(res.statusCode).toBe(200)
    expect(res.json().parts['test-index']).toEqual({ ready: true, progress: 1 })
  })

  it('GET /api/health/live answers {status: ok} and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })
})

describe('GET /api/v1/admin/system/health (platform admin)', () => {
  it('is refused to visitors (401) and to every other signed-in caller (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/system/health' })).statusCode).toBe(401)
    for (const caller of [headers.companyAdmin, headers.restricted, headers.eventOnly]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/system/health', headers: caller })
      expect(res.statusCode).toBe(403)
      expect(res.body).not.toContain('heapUsedBytes')
    }
  })

  it('gives the platform admin the parts, a database round-trip, memory, event-loop delay, the admission lanes, version and uptime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/system/health', headers: headers.platformAdmin })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(ZSystemHealthResponseSchema.safeParse(body).success).toBe(true)
    expect(body).toMatchObject({
      parts: { database: { ready: true }, load: { ready: true } },
      database: { status: 'up', driver: process.env.DATABASE_URL ? 'postgres' : 'pglite', latencyMs: expect.any(Number) },
      load: {
        status: 'ok',
        heapUsedBytes: expect.any(Number),
        rssBytes: expect.any(Number),
        admission: { enabled: false, lanes: { page: { maxInFlight: expect.any(Number) }, apiRead: { inFlight: 0 }, apiWrite: { queued: 0 } } },
      },
      version: expect.any(String),
      uptimeSeconds: expect.any(Number),
    })
  })
})
