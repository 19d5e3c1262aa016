import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { testConfig } from '../../config'
import { createRoleFixtures } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ DEV_MAILBOX: 'true' })
})
afterAll(async () => {
  await t?.close()
})

describe('GET /api/v1/dev/mailbox', () => {
  it('lists outbox mails newest first, optionally for one address (any case)', async () => {
    for (const to of ['a@acme.mx', 'b@acme.mx', 'a@acme.mx']) {
      await t.app.mailer.send({ to, subject: `to ${to}`, text: 'hello', html: '<p>hello</p>', template: 'test', language: 'en' })
      await new Promise((r) => setTimeout(r, 5))
    }
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' })
    expect(all.statusCode).toBe(200)
    expect(all.json().items.map((m: { to: string }) => m.to)).toEqual(['a@acme.mx', 'b@acme.mx', 'a@acme.mx'])
    const only = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=A@ACME.MX' })
    expect(only.json().items).toHaveLength(2)
    expect(only.json().items[0]).toEqual({ id: expect.any(String), to: 'a@acme.mx', subject: 'to a@acme.mx', text: 'hello', html: '<p>hello</p>', template: 'test', language: 'en', createdAt: expect.any(String) })
  })

  it('shows at most 50', async () => {
    for (let i = 0; i < 52; i++) await t.app.mailer.send({ to: 'many@acme.mx', subject: `n${i}`, text: '', html: '', template: 'test', language: 'es' })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=many@acme.mx' })).json().items).toHaveLength(50)
  })

  it('is open to every caller where it is switched on (a development tool, not a role feature)', async () => {
    const f = await createRoleFixtures(t.database.db)
    for (const role of ['visitor', 'restricted', 'companyAdmin', 'eventOnly', 'platformAdmin'] as const) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox', headers: f.headers[role] })).statusCode, role).toBe(200)
    }
  })

  it('answers only connections from this machine, whatever X-Forwarded-For says (issue 25 §6)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.1.2.3']) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox', remoteAddress })).statusCode, remoteAddress).toBe(200)
    }
    for (const remoteAddress of ['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox', remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1', 'accept-language': 'es' } })
      expect(res.statusCode, remoteAddress).toBe(403)
      expect(res.json().error).toEqual({ code: 'DEV_MAILBOX_LOCAL_ONLY', message: expect.stringContaining('localhost') })
    }
    // Behind a trusted proxy too: request.ip would be the forwarded address, the socket's is what counts.
    const proxied = await buildApp({ config: testConfig({ DEV_MAILBOX: 'true', TRUST_PROXY: '192.168.1.0/24', WEB_DIST_DIR: t.webDistDir }), database: t.database })
    await proxied.ready()
    try {
      const res = await proxied.inject({ method: 'GET', url: '/api/v1/dev/mailbox', remoteAddress: '192.168.1.20', headers: { 'x-forwarded-for': '127.0.0.1' } })
      expect(res.statusCode).toBe(403)
    } finally {
      await proxied.close()
    }
  })

  it('is off unless DEV_MAILBOX=true: 404 ROUTE_NOT_FOUND, even outside production (a forgotten staging server)', async () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { DEV_MAILBOX: 'false' }] as Record<string, string>[]) {
      const app = await buildApp({ config: testConfig({ ...env, WEB_DIST_DIR: t.webDistDir }), database: t.database })
      await app.ready()
      try {
        const res = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' })
        expect(res.statusCode, JSON.stringify(env)).toBe(404)
        expect(res.json().error.code).toBe('ROUTE_NOT_FOUND')
      } finally {
        await app.close()
      }
    }
  })

  it('does not exist in production: 404 ROUTE_NOT_FOUND, even for a platform admin', async () => {
    const app = await buildApp({ config: testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://nexo.example', WEB_DIST_DIR: t.webDistDir }), database: t.database })
    await app.ready()
    try {
      const f = await createRoleFixtures(t.database.db)
      for (const headers of [f.headers.visitor, f.headers.platformAdmin]) {
        const res = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox', headers })
        expect(res.statusCode).toBe(404)
        expect(res.json().error.code).toBe('ROUTE_NOT_FOUND')
      }
    } finally {
      await app.close()
    }
  })
})
