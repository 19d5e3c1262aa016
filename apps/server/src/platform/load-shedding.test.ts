import { getHeapStatistics } from 'node:v8'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { loadConfig, testConfig } from '../config'
import { createTestApp, type TestApp } from '../test/test-app'
import { LOAD_SHED_WARM_UP_MS, loadSheddingLimits, readLoad } from './load-shedding'

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/**
 * Sustained lag, as under real overload: the loop is busy in 100 ms slices, so every timer fires late (one long
 * block is a single slow tick among many and barely moves under-pressure's mean delay). Lags until `isDone` (a
 * whole sample window has to pass) or at most `maxMs`.
 */
async function lagEventLoopUntil(isDone: () => boolean, maxMs = 5000) {
  const until = Date.now() + maxMs
  while (!isDone() && Date.now() < until) {
    const sliceEnd = Date.now() + 100
    while (Date.now() < sliceEnd) {
      /* busy */
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('load shedding', () => {
  it('limits come from config: lag off unless set, 90 % of the V8 heap, RSS off unless set; 0 turns a check off', () => {
    expect(loadSheddingLimits(testConfig({ LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '1000' })).maxEventLoopDelay).toBe(1000)
    // The mean event-loop delay no longer sheds by default (ADR 048): admission control bounds what clients wait for.
    const defaults = loadSheddingLimits(loadConfig({}))
    expect(defaults).toEqual({ maxEventLoopDelay: 0, maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9), maxRssBytes: 0 })
    expect(loadSheddingLimits(testConfig({ LOAD_SHED_MAX_HEAP_MB: '0', LOAD_SHED_MAX_RSS_MB: '512' }))).toMatchObject({ maxHeapUsedBytes: 0, maxRssBytes: 512 * 1024 * 1024 })
    expect(() => testConfig({ LOAD_SHED_MAX_RSS_MB: '-1' })).toThrow(/LOAD_SHED_MAX_RSS_MB/)
  })

  it('a healthy instance answers, and /api/health says its load part is ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', parts: { load: { ready: true } } })
  })

  it('over its heap limit: 503 SERVICE_UNAVAILABLE in our error format with Retry-After, a page gets the busy page; files and health still answer', async () => {
    const app = await instanceWith({ LOAD_SHED_MAX_HEAP_MB: '1' })
    // under-pressure samples memory once a second.
    await vi.waitFor(() => expect(app.isSheddingLoad()).toBe(true), { timeout: 5000, interval: 50 })

    const shed = await app.inject({ method: 'GET', url: '/api/v1/config', headers: { 'accept-language': 'es' } })
    expect(shed.statusCode).toBe(503)
    expect(shed.headers['retry-after']).toBe('10')
    expect(shed.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('El servicio no está disponible') } })
    // Before any other work: a request that would need the database and a session is refused the same way.
    const signedIn = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { authorization: `Bearer ${'x'.repeat(43)}` } })
    expect(signedIn.statusCode).toBe(503)
    // A page gets a page, in the reader's language; the web app's files are never shed.
    const page = await app.inject({ method: 'GET', url: '/search-result', headers: { accept: 'text/html', cookie: 'nexo.language=es' } })
    expect(page.statusCode).toBe(503)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Nexo está muy ocupado')
    expect((await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200)

    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(health.headers['retry-after']).toBe('10')
    expect(health.json()).toMatchObject({ status: 'degraded', parts: { database: { ready: true }, load: { ready: false } } })
  })

  it('with LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS set: a lagging boot does not count; once warmed up, a lagging event loop sheds requests until it recovers', async () => {
    const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: t.webDistDir, LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '50' }), database: t.database })
    apps.push(app)
    // A slow boot: the loop lags between registering the checks and being ready.
    await lagEventLoopUntil(() => app.memoryUsage().eventLoopDelay > 50)
    await app.ready()
    const readyAt = Date.now()
    expect(app.memoryUsage().eventLoopDelay).toBeGreaterThan(50)
    expect((await app.inject({ method: 'GET', url: '/api/v1/config' })).statusCode).toBe(200)
    expect(app.isSheddingLoad()).toBe(false)

    await sleep(Math.max(0, readyAt + LOAD_SHED_WARM_UP_MS + 100 - Date.now()))
    // Overloaded after the warm-up.
    await lagEventLoopUntil(() => app.isSheddingLoad())
    expect(app.isSheddingLoad()).toBe(true)
    const shed = await app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(shed.statusCode).toBe(503)
    expect(shed.json().error.code).toBe('SERVICE_UNAVAILABLE')

    await vi.waitFor(async () => expect((await app.inject({ method: 'GET', url: '/api/v1/config' })).statusCode).toBe(200), { timeout: 10_000, interval: 200 })
  })
})

describe("the admin's load figures before the first event-loop sample", () => {
  it('report the delay as null instead of a value JSON cannot carry', () => {
    const app = t.app
    const memoryUsage = app.memoryUsage
    try {
      for (const value of [Number.POSITIVE_INFINITY, Number.NaN]) {
        app.memoryUsage = () => ({ ...memoryUsage.call(app), eventLoopDelay: value })
        expect(readLoad(app).eventLoopDelayMs).toBeNull()
      }
    } finally {
      app.memoryUsage = memoryUsage
    }
  })
})
