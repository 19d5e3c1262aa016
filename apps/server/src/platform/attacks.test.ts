/**
 * The attacks of issue 10 §2 replayed through `app.inject`: each test is one hole found on the running site
 * (a foreign Host in mailed links, forged X-Forwarded-For, PostgreSQL array literals, NUL bytes, broken multipart,
 * permissive headers). Rate-limit sharing, coordinates and the login lock-out have their own files.
 */
import { Writable } from 'node:stream'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { auditLog, categories, companies, files } from '../db/schema'
import { seedReferenceData } from '../db/seed/seed'
import { createFixtureCompany, createFixtureUser, createRoleFixtures, signInFixture } from '../test/fixtures'
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app'
import { lastMail, multipart, nextIp, PNG_BYTES } from '../modules/auth/auth.test-support'
import { validProduct } from '../modules/companies/companies.test-support'
import { refreshCompanySearch } from '../modules/search/search.service'

const PUBLIC_URL = 'https://nexo.example'
let t: TestApp
const db = () => t.database.db

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL })
  await seedReferenceData(db())
})
afterAll(async () => {
  await t?.close()
})

/** A second app on the same database with other settings (closed by the caller). */
async function appWith(overrides: Record<string, string>) {
  const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: t.webDistDir, ...overrides }), database: t.database })
  await app.ready()
  return app
}

const forgot = (app: TestApp['app'], email: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { email }, headers, remoteAddress: nextIp() })

describe('mailed links come from PUBLIC_URL only', () => {
  const foreign = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' }

  it('a reset requested with Host and X-Forwarded-Host of another site mails a link on the configured origin', async () => {
    const user = await createFixtureUser(db(), { companyId: (await createFixtureCompany(db())).id })
    expect((await forgot(t.app, user.email, foreign)).statusCode).toBe(200)
    const mail = await lastMail(db(), user.email, 'password_reset')
    expect(mail!.text).toContain(`${PUBLIC_URL}/change-password/`)
    expect(mail!.text + mail!.html).not.toContain('attacker.example')
  })

  it('also in production behind a trusted proxy, which may rewrite X-Forwarded-Host', async () => {
    const app = await appWith({ NODE_ENV: 'production', PUBLIC_URL, TRUST_PROXY: '127.0.0.1' })
    try {
      const user = await createFixtureUser(db(), { companyId: (await createFixtureCompany(db())).id })
      expect((await forgot(app, user.email, foreign)).statusCode).toBe(200)
      const mail = await lastMail(db(), user.email, 'password_reset')
      expect(mail!.text).toContain(`${PUBLIC_URL}/change-password/`)
      expect(mail!.text).not.toContain('attacker.example')
    } finally {
      await app.close()
    }
  })

  it('without PUBLIC_URL (development) links point at http://localhost:PORT, never at the Host header', async () => {
    const app = await appWith({ PORT: '4321' })
    try {
      const user = await createFixtureUser(db(), { companyId: (await createFixtureCompany(db())).id })
      await forgot(app, user.email, foreign)
      expect((await lastMail(db(), user.email, 'password_reset'))!.text).toContain('http://localhost:4321/change-password/')
    } finally {
      await app.close()
    }
  })
})

describe('trusted proxies (TRUST_PROXY)', () => {
  const login = (app: TestApp['app'], forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: `nobody-${forwardedFor}@acme-industrial.mx`, password: 'Wrong1234' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: '127.0.0.1',
    })

  it('in production without TRUST_PROXY, a rotating X-Forwarded-For does not escape the per-IP login limit', async () => {
    const app = await appWith({ NODE_ENV: 'production', PUBLIC_URL })
    try {
      const codes: number[] = []
      for (let i = 0; i < 21; i++) codes.push((await login(app, `203.0.113.${i + 1}`)).statusCode)
      expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true)
      expect(codes[20]).toBe(429)
      // The audit log records the socket address, not the forged one.
      const [entry] = await db().select({ ip: auditLog.ip }).from(auditLog).where(sql`${auditLog.data}->>'email' = 'nobody-203.0.113.1@acme-industrial.mx'`)
      expect(entry!.ip).toBe('127.0.0.1')
    } finally {
      await app.close()
    }
  })

  it('with TRUST_PROXY=127.0.0.1 the proxy-supplied address is honoured', async () => {
    const app = await appWith({ NODE_ENV: 'production', PUBLIC_URL, TRUST_PROXY: '127.0.0.1' })
    try {
      const rotating: number[] = []
      for (let i = 0; i < 21; i++) rotating.push((await login(app, `198.51.100.${i + 1}`)).statusCode)
      expect(rotating.every((c) => c === 401)).toBe(true)
      const same: number[] = []
      for (let i = 0; i < 21; i++) same.push((await login(app, '192.0.2.77')).statusCode)
      expect(same[20]).toBe(429)
    } finally {
      await app.close()
    }
  })
})

describe('query words are bound parameters, never an array literal', () => {
  beforeAll(async () => {
    const company = await createFixtureCompany(db(), { tradeName: 'Null Metal Works' })
    await db().update(companies).set({ briefDescription: 'Estampado de acero y aluminio.', materials: 'acero, aluminio' }).where(eq(companies.id, company.id))
    await refreshCompanySearch(db(), [company.id])
  })

  const hostile = ['null', 'NULL', 'Null', 'a"b', "o'brien", '{a,b}', 'a,b', 'back\\slash', '"}', '{', '\\"', 'null,NULL']

  it.each(hostile)('q=%s answers 200 on search, map and marketplace', async (word) => {
    const q = encodeURIComponent(word)
    for (const url of [`/api/v1/search/companies?q=${q}`, `/api/v1/search/map?q=${q}`, `/api/v1/marketplace?q=${q}`, `/api/v1/marketplace?mat=${q}`]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    }
  })

  it('q=null finds the company named "Null"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search/companies?q=null' })
    expect(res.json().items.map((c: { tradeName: string }) => c.tradeName)).toContain('Null Metal Works')
  })
})

describe('NUL characters are refused with 400, and error logs carry no personal data', () => {
  let f: Awaited<ReturnType<typeof createRoleFixtures>>
  let spare: TestDatabase
  beforeAll(async () => {
    f = await createRoleFixtures(db())
    // Made in a hook: a database built inside the test counted against its 30 s and timed out on a loaded machine.
    spare = await createTestDatabase()
  })

  const expectNulRefused = (res: { statusCode: number; json(): unknown; body: string }, field: string) => {
    expect(res.statusCode, res.body).toBe(400)
    const { error } = res.json() as { error: { code: string; details: { issues: { path: string; message: string }[] } } }
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.details.issues).toContainEqual({ path: field, message: 'invalidCharacter' })
  }

  it('in the profile', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile',
      headers: f.headers.companyAdmin,
      payload: { firstName: 'Ana\u0000', lastName: 'Pérez', phone: '8112345678', email: f.users.companyAdmin.email, position: 'Compras', department: 'Supply', language: 'en' },
    })
    expectNulRefused(res, 'body.firstName')
  })

  it('in a product', async () => {
    const [category] = await db().select({ id: categories.id }).from(categories).limit(1)
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/company/products', headers: f.headers.companyAdmin, payload: validProduct(category!.id, { title: 'Molde\u0000' }) })
    expectNulRefused(res, 'body.title')
  })

  it('in a company section, inside an array', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/company/profile/processes', headers: f.headers.companyAdmin, payload: { processes: 'Estampado\u0000 de acero en prensas de 200 t', materials: 'Acero' } })
    expectNulRefused(res, 'body.processes')
  })

  it.each([
    ['/api/v1/admin/companies?q=%00', 'platformAdmin'],
    ['/api/v1/admin/users?q=ana%00', 'platformAdmin'],
    ['/api/v1/search/companies?q=%00', 'visitor'],
    ['/api/v1/marketplace?mat=a%00', 'visitor'],
  ] as const)('in the query string %s', async (url, role) => {
    const res = await t.app.inject({ method: 'GET', url, headers: f.headers[role] })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('in a body string no field schema covers (a JSON key)', async () => {
    const [category] = await db().select({ id: categories.id }).from(categories).limit(1)
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/company/products', headers: f.headers.companyAdmin, payload: validProduct(category!.id, { attributes: { 'Mat\u0000': 'Acero' } }) })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('an unexpected database error is logged with its SQL state, never with the query parameters', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const { database, destroy } = spare
    const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: t.webDistDir, LOG_LEVEL: 'info' }), database, logStream: stream })
    app.get('/api/v1/probe/db-crash', { config: { policy: 'public' } }, async () => {
      await database.db.execute(sql`select ${'ana.perez@acme-industrial.mx'}::int, ${'Ana Pérez'}::text`)
      return { ok: true }
    })
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/probe/db-crash' })
      expect(res.statusCode).toBe(500)
      const log = lines.join('')
      expect(log).toContain('unhandled error')
      expect(log).toContain('22P02')
      expect(log).not.toContain('ana.perez@acme-industrial.mx')
      expect(log).not.toContain('Ana Pérez')
    } finally {
      await app.close()
      await destroy()
    }
  })
})

describe('a malformed multipart body answers 400, not 500', () => {
  const png = () => multipart({}, { filename: 'logo.png', contentType: 'image/png', bytes: PNG_BYTES })

  it.each([
    ['truncated', () => ({ ...png(), payload: png().payload.subarray(0, 120) })],
    ['without a boundary', () => ({ payload: png().payload, headers: { 'content-type': 'multipart/form-data' } })],
    ['with a boundary that never appears', () => ({ payload: Buffer.from('garbage\r\n\r\n'), headers: { 'content-type': 'multipart/form-data; boundary=xyz' } })],
    ['with a boundary longer than the parser takes', () => ({ payload: Buffer.from('x'), headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` } })],
  ])('%s, on the public sign-up logo upload', async (_name, body) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup/logo', remoteAddress: nextIp(), ...body() })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().error.code).toBe('MULTIPART_INVALID')
  })

  it('a file name holding NUL is stored without it', async () => {
    const body = multipart({}, { filename: 'lo\u0000go.png', contentType: 'image/png', bytes: PNG_BYTES })
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup/logo', remoteAddress: nextIp(), ...body })
    expect(res.statusCode, res.body).toBe(201)
    const [file] = await db().select({ name: files.originalName }).from(files).where(eq(files.id, res.json().fileId))
    expect(file!.name).not.toContain('\u0000')
  })

  it('truncated, on the signed-in upload', async () => {
    const user = await createFixtureUser(db(), { companyId: (await createFixtureCompany(db())).id })
    const { headers } = await signInFixture(db(), user.id)
    const body = multipart({ purpose: 'avatar' }, { filename: 'me.png', contentType: 'image/png', bytes: PNG_BYTES })
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/files', payload: body.payload.subarray(0, 150), headers: { ...headers, ...body.headers } })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().error.code).toBe('MULTIPART_INVALID')
    expect(res.json().error.message).toMatch(/upload/i)
  })
})

describe('headers: CSP, caching of private answers, source maps', () => {
  it("connect-src allows only 'self' (no ws:/wss: to any host)", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
    expect(csp).toContain("connect-src 'self';")
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:/)
  })

  it.each(['/api/v1/auth/me', '/api/v1/profile', '/api/v1/company/profile', '/api/v1/dashboard', '/api/v1/favourites?type=company', '/api/v1/company/users'])(
    'the private answer %s is Cache-Control: private, no-store',
    async (url) => {
      const f = await createRoleFixtures(db())
      const res = await t.app.inject({ method: 'GET', url, headers: f.headers.companyAdmin })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-store')
    },
  )

  it('so is an admin answer, and any answer to a request with a session, even on a public route', async () => {
    const f = await createRoleFixtures(db())
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/companies', headers: f.headers.platformAdmin })).headers['cache-control']).toBe('private, no-store')
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/search/companies', headers: f.headers.restricted })).headers['cache-control']).toBe('private, no-store')
  })

  it('answers a route declared public keep their header, for visitors and signed-in callers alike', async () => {
    const f = await createRoleFixtures(db())
    for (const headers of [f.headers.visitor, f.headers.restricted]) {
      // The home figures are public and cached a minute (the reference lists answer `no-cache` since ADR 037).
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/stats/home', headers })).headers['cache-control']).toBe('public, max-age=60')
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/search/companies' })).headers['cache-control']).toBeUndefined()
  })

  it('no source maps in production (built files and SPA fallback alike)', async () => {
    writeFileSync(path.join(t.webDistDir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}')
    const app = await appWith({ NODE_ENV: 'production', PUBLIC_URL })
    try {
      for (const url of ['/assets/app-abc123.js.map', '/assets/missing.js.map']) {
        const res = await app.inject({ method: 'GET', url })
        expect(res.statusCode, url).toBe(404)
        expect(res.body).not.toContain('secret.ts')
        expect(res.body).not.toContain('nexo-spa')
      }
      expect((await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})
