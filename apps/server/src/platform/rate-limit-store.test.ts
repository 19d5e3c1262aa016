import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { rows } from '../db/sql-rows'
import { createTestApp, type TestApp } from '../test/test-app'
import { hitRateLimit, purgeExpiredRateLimits, readRateLimit } from './rate-limit-store'

let t: TestApp
let second: FastifyInstance
const db = () => t.database.db

beforeAll(async () => {
  t = await createTestApp()
  // A second instance of the server on the same database, as behind a load balancer.
  second = await buildApp({ config: testConfig({ WEB_DIST_DIR: t.webDistDir }), database: t.database })
  await second.ready()
})
afterAll(async () => {
  await second?.close()
  await t?.close()
})

const login = (app: FastifyInstance, ip: string, n: number) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: `someone${n}@acme-industrial.mx`, password: 'Wrong1234' }, remoteAddress: ip })

describe('rate limits shared between instances', () => {
  it('two apps on one database share the per-IP login budget (20 a minute)', async () => {
    const codes: number[] = []
    // Alternate between the instances: with counters in memory each would have seen only 11 attempts.
    for (let i = 0; i < 22; i++) codes.push((await login(i % 2 === 0 ? t.app : second, '10.77.0.1', i)).statusCode)
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true)
    expect(codes.slice(20)).toEqual([429, 429])
    const limited = await login(second, '10.77.0.1', 99)
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another client, and another route, keep their own budgets.
    expect((await login(second, '10.77.0.2', 0)).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { email: 'x@acme-industrial.mx' }, remoteAddress: '10.77.0.1' })).statusCode).toBe(200)
  })

  it('counts parallel hits exactly (one atomic upsert each)', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(db(), 'test|parallel', 60_000)))
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
    expect(results.every((r) => r.ttl > 0 && r.ttl <= 60_000)).toBe(true)
    expect((await readRateLimit(db(), 'test|parallel')).current).toBe(25)
  })

  it('starts a new window once the old one has ended, and the purge removes only ended windows', async () => {
    await hitRateLimit(db(), 'test|ended', 60_000)
    await hitRateLimit(db(), 'test|ended', 60_000)
    await hitRateLimit(db(), 'test|open', 60_000)
    await db().execute(sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key = 'test|ended'`)
    expect(await readRateLimit(db(), 'test|ended')).toEqual({ current: 0, ttl: 0 })
    expect((await hitRateLimit(db(), 'test|ended', 60_000)).current).toBe(1)

    await db().execute(sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key = 'test|ended'`)
    expect(await purgeExpiredRateLimits(db())).toBeGreaterThanOrEqual(1)
    const keys = (await rows<{ key: string }>(db(), sql`select key from rate_limit_counters where key like 'test|%' order by key`)).map((r) => r.key)
    expect(keys).toEqual(['test|open', 'test|parallel'])
  })
})
