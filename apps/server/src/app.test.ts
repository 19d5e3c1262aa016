import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { buildApp } from './app'
import { testConfig } from './config'
import { AppError } from './platform/errors'
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    // Health waits at most 50 ms for a part's first check (ADR 048): on a loaded machine the first answer may still
    // say "not ready yet", the next ones the check's result.
    const res = await vi.waitFor(
      async () => {
        const answer = await t.app.inject({ method: 'GET', url: '/api/health' })
        expect(answer.statusCode).toBe(200)
        return answer
      },
      { timeout: 10_000, interval: 100 },
    )
    const body = res.json()
    expect(body.status).toBe('ok')
    expect(body.parts.database).toEqual({ ready: true })
  })

  // Made in a hook: a database built inside the test counted against its 30 s and timed out on a loaded machine.
  let spare: TestDatabase
  beforeAll(async () => {
    spare = await createTestDatabase()
  })
  it('answers 503 "degraded" when the database is down', async () => {
    const { database, destroy } = spare
    const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: t.webDistDir }), database })
    // The database goes down after start (at start the realtime listener needs it).
    await app.ready()
    await database.close()
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: 'degraded', parts: { database: { ready: false } } })
    await app.close()
    await destroy()
  })
})

describe('unknown paths', () => {
  it.each(['/api/v1/nope', '/api/nope', '/api'])('%s answers a JSON 404 with an error code', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'This service address does not exist.' } })
  })

  it('translates the message from Accept-Language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'accept-language': 'es-MX,es;q=0.9' } })
    expect(res.json().error.message).toBe('Esta dirección del servicio no existe.')
  })

  it.each(['/', '/search-result?q=stamping', '/users/edit/123', '/some/unknown/page'])(
    'non-API page %s falls back to the SPA index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('nexo-spa')
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )

  it('a non-GET to an unknown page path is a JSON 404, not the SPA', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/search-result' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND')
  })

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })
})

describe('security headers', () => {
  it('sends a strict CSP without inline scripts and no HSTS outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain('img-src')
    expect(csp).toContain('https://tile.openstreetmap.org')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  // Made in a hook: a database built inside the test counted against its 30 s and timed out on a loaded machine.
  let spare: TestDatabase
  beforeAll(async () => {
    spare = await createTestDatabase()
  })
  it('sends HSTS in production', async () => {
    const { database, destroy } = spare
    const app = await buildApp({ config: testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://nexo.example', WEB_DIST_DIR: t.webDistDir }), database })
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000')
    await app.close()
    await destroy()
  })
})

describe('OpenAPI', () => {
  it('serves the generated document with the routes and their zod-derived schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.paths['/api/health'].get.responses['200'].content['application/json'].schema.properties.parts).toBeDefined()
    expect(doc.paths['/api/v1/config']).toBeDefined()
  })

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(res.statusCode)
    const page = res.statusCode === 302 ? await t.app.inject({ method: 'GET', url: `/api/docs/${res.headers.location}` }) : res
    expect(page.body).toContain('swagger')
  })
})

describe('API compression', () => {
  it('compresses JSON answers over 1 KB for clients that accept it, and says so', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['vary']).toMatch(/accept-encoding/i)
    const doc = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))
    expect(doc.openapi).toMatch(/^3\./)
  })

  it('sends small answers and clients without Accept-Encoding plain JSON', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json().openapi).toMatch(/^3\./)
  })
})

describe('GET /api/v1/config', () => {
  it('returns only public settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
      captchaProvider: 'altcha',
      recaptchaSiteKey: null,
    })
  })
})

describe('error handler', () => {
  // A throw-away plugin exercising each kind of failure through the real handler.
  const probeRoutes: FastifyPluginAsyncZod = async (app) => {
    app.post('/api/v1/probe', { config: { policy: 'public' }, schema: { body: z.object({ email: z.email(), age: z.number().int().min(18) }) } }, async (req) => ({ ok: req.body.email }))
    app.get('/api/v1/probe/app-error', { config: { policy: 'public' } }, async () => {
      throw new AppError('CHAT_PENDING_EXISTS')
    })
    app.get('/api/v1/probe/crash', { config: { policy: 'public' } }, async () => {
      throw new Error('secret database password in stack')
    })
    app.get('/api/v1/probe/limited', { config: { policy: 'public', rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ ok: true }))
  }
  let probeApp: Awaited<ReturnType<typeof buildApp>>
  let destroyDb: () => Promise<void>
  beforeAll(async () => {
    const { database, destroy } = await createTestDatabase()
    destroyDb = destroy
    probeApp = await buildApp({ config: testConfig({ WEB_DIST_DIR: t.webDistDir }), database })
    await probeApp.register(probeRoutes)
    await probeApp.ready()
  })
  afterAll(async () => {
    await probeApp.close()
    await destroyDb()
  })

  it('turns a zod validation failure into 400 VALIDATION_FAILED with field paths', async () => {
    const res = await probeApp.inject({ method: 'POST', url: '/api/v1/probe', payload: { email: 'not-an-email', age: 3 } })
    expect(res.statusCode).toBe(400)
    const { error } = res.json()
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['body.age', 'body.email'])
  })

  it('accepts a valid body', async () => {
    const res = await probeApp.inject({ method: 'POST', url: '/api/v1/probe', payload: { email: 'a@b.mx', age: 30 } })
    expect(res.statusCode).toBe(200)
  })

  it('turns malformed JSON into 400 BAD_REQUEST', async () => {
    const res = await probeApp.inject({ method: 'POST', url: '/api/v1/probe', payload: '{"email":', headers: { 'content-type': 'application/json' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('BAD_REQUEST')
  })

  it('maps an AppError code to its status and translated message', async () => {
    const res = await probeApp.inject({ method: 'GET', url: '/api/v1/probe/app-error', headers: { 'accept-language': 'es' } })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: { code: 'CHAT_PENDING_EXISTS', message: 'Ya existe una solicitud de chat pendiente con este usuario.' } })
  })

  it('hides the details of unexpected errors', async () => {
    const res = await probeApp.inject({ method: 'GET', url: '/api/v1/probe/crash' })
    expect(res.statusCode).toBe(500)
    expect(res.json().error.code).toBe('INTERNAL_ERROR')
    expect(res.body).not.toContain('secret')
  })

  it('answers 429 RATE_LIMITED past a route limit', async () => {
    expect((await probeApp.inject({ method: 'GET', url: '/api/v1/probe/limited' })).statusCode).toBe(200)
    const res = await probeApp.inject({ method: 'GET', url: '/api/v1/probe/limited' })
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('RATE_LIMITED')
  })
})
