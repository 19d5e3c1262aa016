import { getHeapStatistics } from 'node:v8'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { createTestApp, type TestApp } from '../test/test-app'
import { loadSheddingLimits } from './load-shedding'

let t: TestApp
const apps: FastifyInstance[] = []

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await t?.close()
})

/** Another instance on the same database with its own load-shedding limits. */
async function instanceWith(overrides: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: t.webDistDir, ...overrides }), database: t.database })
  apps.push(app)
  await app.ready()
  return app
}

describe('load shedding', () => {
  it('limits come from config: 1000 ms event-loop lag, 90 % of the V8 heap, RSS off unless set; 0 turns a check off', () => {
    const defaults = loadSheddingLimits(testConfig({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '1000' }))
    expect(defaults).toEqual({ maxEventLoopDelay: 1000, maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9), maxRssBytes: 0 })
    expect(loadSheddingLimits(testConfig({ LOAD_SHED_MAX_HEAP_MB: '0', LOAD_SHED_MAX_RSS_MB: '512' }))).toMatchObject({ maxHeapUsedBytes: 0, maxRssBytes: 512 * 1024 * 1024 })
    expect(() => testConfig({ LOAD_SHED_MAX_RSS_MB: '-1' })).toThrow(/LOAD_SHED_MAX_RSS_MB/)
  })

  it('a healthy instance answers, and /api/health reports its load as ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', load: { status: 'ok', eventLoopDelayMs: expect.any(Number), heapUsedBytes: expect.any(Number), rssBytes: expect.any(Number) } })
  })

  it('over its heap limit: 503 SERVICE_UNAVAILABLE in our error format with Retry-After; /api/health says overloaded', async () => {
    const app = await instanceWith({ LOAD_SHED_MAX_HEAP_MB: '1' })
    // under-pressure samples memory once a second.
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 5000, interval: 50 })

    const shed = await app.inject({ method: 'GET', url: '/api/v1/config', headers: { 'accept-language': 'es' } })
    expect(shed.statusCode).toBe(503)
    expect(shed.headers['retry-after']).toBe('10')
    expect(shed.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('El servicio no está disponible') } })
    // Before any other work: a request that would need the database and a session is refused the same way.
    const signedIn = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { authorization: `Bearer ${'x'.repeat(43)}` } })
    expect(signedIn.statusCode).toBe(503)

    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(health.headers['retry-after']).toBe('10')
    expect(health.json()).toMatchObject({ status: 'degraded', database: { status: 'up' }, load: { status: 'overloaded' } })
  })

  it('while the event loop lags past its limit requests are shed, and they are served again once it recovers', async () => {
    const app = await instanceWith({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '200' })
    await vi.waitFor(() => expect(app.memoryUsage().eventLoopDelay).toBeGreaterThanOrEqual(0), { timeout: 3000 })
    // Block the event loop as a runaway synchronous computation would.
    const until = Date.now() + 1500
    while (Date.now() < until) {
      /* busy */
    }
    await vi.waitFor(() => expect(app.isUnderPressure()).toBe(true), { timeout: 3000, interval: 10 })
    const shed = await app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(shed.statusCode).toBe(503)
    expect(shed.json().error.code).toBe('SERVICE_UNAVAILABLE')

    await vi.waitFor(async () => expect((await app.inject({ method: 'GET', url: '/api/v1/config' })).statusCode).toBe(200), { timeout: 10_000, interval: 200 })
  })
})
