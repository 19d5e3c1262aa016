import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { NOTIFICATION_TYPES } from '@nexo/shared'
import { companies, notifications, outbox, userEvents } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, createRoleFixtures, signInFixture } from '../../test/fixtures'
import { buildApp } from '../../app'
import { testConfig } from '../../config'
import { createTestDatabase, type TestDatabase } from '../../test/test-app'
import { notify, notifyCompanyUsers, type NotifyDeps } from './notifications.service'

let t: { app: Awaited<ReturnType<typeof buildApp>>; database: TestDatabase['database'] }
let testDb: TestDatabase
let f: Awaited<ReturnType<typeof createRoleFixtures>>
const db = () => t.database.db
type Headers = Record<string, string>
const log: string[] = []

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log.push(String(chunk))
      done()
    },
  })
  // The log is read by the failure tests: built here rather than with createTestApp, which keeps it silent.
  testDb = await createTestDatabase()
  const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info', PUBLIC_URL: 'https://nexo.example.com' }), database: testDb.database, logStream })
  await app.ready()
  t = { app, database: testDb.database }
  f = await createRoleFixtures(db())
})
afterAll(async () => {
  await t?.app.close()
  await testDb?.destroy()
})

const deps = (): NotifyDeps => ({ db: db(), mailer: t.app.mailer, baseUrl: 'https://nexo.example.com', log: t.app.log })
const welcome = (companyName = 'Forjas del Norte') => ({ template: 'companyUser.welcome' as const, params: { companyName, adminName: 'Ana Pérez' }, link: '/profile' })
const inject = (method: 'GET' | 'PATCH' | 'PUT', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const mailsTo = (address: string) => db().select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(asc(outbox.createdAt))
const eventsOf = (userId: string) => db().select().from(userEvents).where(eq(userEvents.userId, userId)).orderBy(asc(userEvents.seq))

/** A fresh signed-in company user, so counts in one test do not depend on another. */
async function freshUser(options: { language?: 'en' | 'es'; plan?: 'free' | 'platinum' } = {}) {
  const company = await createFixtureCompany(db(), { tradeName: 'Forjas del Norte', plan: options.plan })
  const user = await createFixtureUser(db(), { companyId: company.id, language: options.language })
  return { company, user, headers: (await signInFixture(db(), user.id)).headers }
}

describe('notifications API: access', () => {
  it('every route: visitors 401, event-only accounts 403, every other signed-in user 200 on their own', async () => {
    const mine = await notify(deps(), f.users.restricted.id, 'profile', welcome())
    const routes: [string, 'GET' | 'PATCH' | 'PUT', string, object?][] = [
      ['list', 'GET', '/api/v1/notifications'],
      ['unread count', 'GET', '/api/v1/notifications/unread-count'],
      ['mark all', 'PATCH', '/api/v1/notifications', { isRead: true }],
      ['preferences', 'GET', '/api/v1/notifications/preferences'],
      ['save preferences', 'PUT', '/api/v1/notifications/preferences', { items: [{ type: 'quote', email: true }] }],
    ]
    const expected = { visitor: 401, eventOnly: 403, restricted: 200, companyAdmin: 200, platformAdmin: 200 }
    for (const [role, status] of Object.entries(expected) as [keyof typeof expected, number][]) {
      for (const [name, method, url, body] of routes) expect((await inject(method, url, f.headers[role], body)).statusCode, `${role} ${name}`).toBe(status)
      // One notification: its owner may change it; anyone else gets 404 (its existence is not theirs to learn).
      const one = await inject('PATCH', `/api/v1/notifications/${mine!.id}`, f.headers[role], { isRead: false })
      expect(one.statusCode, `${role} mark one`).toBe(role === 'restricted' ? 200 : status === 200 ? 404 : status)
    }
  })
})

describe('notify()', () => {
  it('stores the notification, publishes notification.created with the next seq, and e-mails it in the user’s language', async () => {
    const { user } = await freshUser({ language: 'es' })
    const first = await notify(deps(), user.id, 'profile', welcome())
    const second = await notify(deps(), user.id, 'profile', welcome('Otra'))
    expect(first).toMatchObject({ type: 'profile', template: 'companyUser.welcome', params: { companyName: 'Forjas del Norte' }, link: '/profile', isRead: false, readAt: null })

    const events = await eventsOf(user.id)
    expect(events.map((e) => [e.seq, e.kind])).toEqual([
      [1, 'notification.created'],
      [2, 'notification.created'],
    ])
    expect(events[1]!.data).toEqual({ notification: second, unreadCount: 2 })

    const mails = await mailsTo(user.email)
    expect(mails).toHaveLength(2)
    expect(mails[0]).toMatchObject({ subject: 'Te damos la bienvenida a Nexo', language: 'es', template: 'notification.companyUser.welcome' })
    expect(mails[0]!.text).toContain('Ana Pérez te agregó a Forjas del Norte.')
    // Links come from PUBLIC_URL: the notification's page, and the notifications page for the preferences.
    expect(mails[0]!.text).toContain('https://nexo.example.com/profile')
    expect(mails[0]!.text).toContain('https://nexo.example.com/notifications')
    const [row] = await db().select().from(notifications).where(eq(notifications.id, first!.id))
    expect(row!.emailedAt).not.toBeNull()
  })

  it('e-mails only types whose preference is on, and never when the producer sent its own mail', async () => {
    const { user, headers } = await freshUser()
    expect((await inject('PUT', '/api/v1/notifications/preferences', headers, { items: [{ type: 'profile', email: false }] })).statusCode).toBe(200)
    await notify(deps(), user.id, 'profile', welcome())
    await notify(deps(), user.id, 'registration', { template: 'company.approved', params: { companyName: 'Forjas del Norte' } }, { skipEmail: true })
    expect(await mailsTo(user.email)).toHaveLength(0)
    await notify(deps(), user.id, 'registration', { template: 'company.approved', params: { companyName: 'Forjas del Norte' } })
    const mails = await mailsTo(user.email)
    expect(mails.map((m) => m.subject)).toEqual(['Company approved'])
    expect(mails[0]!.text).toContain('"Registration"')
    expect((await inject('GET', '/api/v1/notifications/unread-count', headers)).json()).toEqual({ count: 3 })
  })

  it('refuses a template of another type, and is best effort for the caller: a failure is logged and answered null', async () => {
    const { user } = await freshUser()
    // @ts-expect-error company.approved is a registration template
    await expect(notify(deps(), user.id, 'profile', { template: 'company.approved', params: { companyName: 'X' } })).rejects.toThrow(/not of type profile/)
    expect(await notify(deps(), randomUUID(), 'profile', welcome())).toBeNull()
    expect(log.join('')).toContain('notification could not be stored')
  })

  it('notifyCompanyUsers reaches every user of the company who is not deactivated', async () => {
    const { company, user } = await freshUser()
    const restricted = await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted' })
    const inactive = await createFixtureUser(db(), { companyId: company.id, status: 'inactive' })
    const sent = await notifyCompanyUsers(deps(), company.id, 'profile', welcome())
    expect(sent).toHaveLength(2)
    const recipients = await db().select({ userId: notifications.userId }).from(notifications).where(inArray(notifications.userId, [user.id, restricted.id, inactive.id]))
    expect(recipients.map((r) => r.userId).sort()).toEqual([user.id, restricted.id].sort())
  })
})

describe('notifications API', () => {
  it('lists newest first with pagination, filters unread, counts unread, and shows nobody else’s', async () => {
    const { user, headers } = await freshUser()
    const other = await freshUser()
    for (let i = 1; i <= 5; i++) await notify(deps(), user.id, 'profile', welcome(`Empresa ${i}`))
    await notify(deps(), other.user.id, 'profile', welcome('Ajena'))

    const page1 = (await inject('GET', '/api/v1/notifications?limit=2', headers)).json()
    expect(page1).toMatchObject({ total: 5, page: 1, limit: 2, unreadCount: 5 })
    expect(page1.items.map((n: { params: { companyName: string } }) => n.params.companyName)).toEqual(['Empresa 5', 'Empresa 4'])
    const page3 = (await inject('GET', '/api/v1/notifications?limit=2&page=3', headers)).json()
    expect(page3.items.map((n: { params: { companyName: string } }) => n.params.companyName)).toEqual(['Empresa 1'])

    const newest = page1.items[0].id
    expect((await inject('PATCH', `/api/v1/notifications/${newest}`, headers, { isRead: true })).json()).toMatchObject({ notification: { id: newest, isRead: true, readAt: expect.any(String) }, unreadCount: 4 })
    const unread = (await inject('GET', '/api/v1/notifications?unread=true', headers)).json()
    expect(unread).toMatchObject({ total: 4, unreadCount: 4 })
    expect(unread.items.map((n: { id: string }) => n.id)).not.toContain(newest)
    expect((await inject('GET', '/api/v1/notifications/unread-count', headers)).json()).toEqual({ count: 4 })
    expect((await inject('GET', '/api/v1/notifications?unread=maybe', headers)).statusCode).toBe(400)
    expect((await inject('GET', '/api/v1/notifications?limit=1000', headers)).statusCode).toBe(400)
  })

  it('marks one read and unread again; each change (not a repeat) is published to the user’s other sockets', async () => {
    const { user, headers } = await freshUser()
    const created = await notify(deps(), user.id, 'profile', welcome())
    const mark = (isRead: boolean) => inject('PATCH', `/api/v1/notifications/${created!.id}`, headers, { isRead })
    expect((await mark(true)).json()).toMatchObject({ notification: { isRead: true }, unreadCount: 0 })
    const firstReadAt = (await mark(true)).json().notification.readAt
    expect((await mark(false)).json()).toMatchObject({ notification: { isRead: false, readAt: null }, unreadCount: 1 })
    const events = await eventsOf(user.id)
    expect(events.map((e) => [e.seq, e.kind, e.data])).toEqual([
      [1, 'notification.created', expect.any(Object)],
      [2, 'notification.updated', { id: created!.id, isRead: true, unreadCount: 0 }],
      [3, 'notification.updated', { id: created!.id, isRead: false, unreadCount: 1 }],
    ])
    expect(firstReadAt).toEqual(expect.any(String))
    expect((await inject('PATCH', `/api/v1/notifications/${randomUUID()}`, headers, { isRead: true })).statusCode).toBe(404)
    expect((await inject('PATCH', '/api/v1/notifications/not-a-uuid', headers, { isRead: true })).statusCode).toBe(400)
    expect((await inject('PATCH', `/api/v1/notifications/${created!.id}`, headers, {})).statusCode).toBe(400)
  })

  it('marks all read and all unread', async () => {
    const { user, headers } = await freshUser()
    const other = await freshUser()
    for (let i = 0; i < 3; i++) await notify(deps(), user.id, 'profile', welcome())
    await notify(deps(), other.user.id, 'profile', welcome())
    expect((await inject('PATCH', '/api/v1/notifications', headers, { isRead: true })).json()).toEqual({ updated: 3, unreadCount: 0 })
    expect((await inject('PATCH', '/api/v1/notifications', headers, { isRead: true })).json()).toEqual({ updated: 0, unreadCount: 0 })
    expect((await inject('GET', '/api/v1/notifications/unread-count', other.headers)).json()).toEqual({ count: 1 })
    expect((await inject('PATCH', '/api/v1/notifications', headers, { isRead: false })).json()).toEqual({ updated: 3, unreadCount: 3 })
    expect((await eventsOf(user.id)).filter((e) => e.kind === 'notification.updated').map((e) => e.data)).toEqual([
      { id: null, isRead: true, unreadCount: 0 },
      { id: null, isRead: false, unreadCount: 3 },
    ])
  })

  it('preferences: every type on by default, changed one by one, validated', async () => {
    const { headers } = await freshUser()
    const all = (email: (type: string) => boolean) => ({ items: NOTIFICATION_TYPES.map((type) => ({ type, email: email(type) })) })
    expect((await inject('GET', '/api/v1/notifications/preferences', headers)).json()).toEqual(all(() => true))
    const saved = await inject('PUT', '/api/v1/notifications/preferences', headers, { items: [{ type: 'quote', email: false }, { type: 'rfq', email: false }] })
    expect(saved.json()).toEqual(all((type) => type !== 'quote' && type !== 'rfq'))
    await inject('PUT', '/api/v1/notifications/preferences', headers, { items: [{ type: 'quote', email: true }] })
    expect((await inject('GET', '/api/v1/notifications/preferences', headers)).json()).toEqual(all((type) => type !== 'rfq'))
    for (const bad of [{ items: [] }, { items: [{ type: 'sms', email: true }] }, { items: [{ type: 'quote', email: true }, { type: 'quote', email: false }] }, { items: [{ type: 'quote' }] }]) {
      expect((await inject('PUT', '/api/v1/notifications/preferences', headers, bad)).statusCode, JSON.stringify(bad)).toBe(400)
    }
  })

  it('a database failure while reading answers NOTIFICATION_FETCH_FAILED (spec §8) and logs no values', async () => {
    const { user, headers } = await freshUser()
    const logBefore = log.length
    await db().execute(sql`alter table notifications rename to notifications_away`)
    try {
      for (const url of ['/api/v1/notifications', '/api/v1/notifications/unread-count']) {
        const res = await inject('GET', url, headers)
        expect(res.statusCode, url).toBe(500)
        expect(res.json().error).toEqual({ code: 'NOTIFICATION_FETCH_FAILED', message: 'Error getting notifications.' })
      }
    } finally {
      await db().execute(sql`alter table notifications_away rename to notifications`)
    }
    const logged = log.slice(logBefore).join('')
    expect(logged).toContain('notifications could not be read')
    expect(logged).toContain('(values withheld)')
    expect(logged).not.toContain(user.id)
  })
})

describe('producers', () => {
  it('approving a company notifies its users (registration), with the approval mail as the only e-mail', async () => {
    const pending = await createFixtureCompany(db(), { status: 'pending', tradeName: 'Troqueles Saltillo' })
    const admin = await createFixtureUser(db(), { companyId: pending.id, language: 'es' })
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${pending.id}/approve`, headers: f.headers.platformAdmin })
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await db().select().from(notifications).where(eq(notifications.userId, admin.id))
    expect(row).toMatchObject({ type: 'registration', payload: { template: 'company.approved', params: { companyName: 'Troqueles Saltillo' }, link: '/company-profile' } })
    expect((await mailsTo(admin.email)).map((m) => m.template)).toEqual(['company_approved'])
    expect((await eventsOf(admin.id)).map((e) => e.kind)).toEqual(['notification.created'])
  })

  it('rejecting a company notifies its users with the reason', async () => {
    const pending = await createFixtureCompany(db(), { status: 'pending', tradeName: 'Moldes Querétaro' })
    const admin = await createFixtureUser(db(), { companyId: pending.id })
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${pending.id}/reject`, headers: f.headers.platformAdmin, payload: { reason: 'RFC ilegible' } })
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await db().select().from(notifications).where(eq(notifications.userId, admin.id))
    expect(row).toMatchObject({ type: 'registration', payload: { template: 'company.rejected', params: { companyName: 'Moldes Querétaro', reason: 'RFC ilegible' } } })
  })

  it('the validated-supplier badge notifies the company’s users (profile) once per change, e-mailed per preference', async () => {
    const { company, user, headers } = await freshUser()
    const set = (isValidatedSupplier: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/admin/companies/${company.id}/validated-supplier`, headers: f.headers.platformAdmin, payload: { isValidatedSupplier } })
    expect((await set(true)).statusCode).toBe(200)
    expect((await set(true)).statusCode).toBe(200)
    expect((await set(false)).statusCode).toBe(200)
    const list = (await inject('GET', '/api/v1/notifications', headers)).json()
    expect(list.items.map((n: { template: string }) => n.template)).toEqual(['company.validatedSupplierRevoked', 'company.validatedSupplierGranted'])
    expect(list.items[1]).toMatchObject({ type: 'profile', params: { companyName: 'Forjas del Norte' }, link: '/company-profile' })
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual(['Validated supplier badge', 'Validated supplier badge removed'])
    const [badge] = await db().select({ isValidatedSupplier: companies.isValidatedSupplier }).from(companies).where(eq(companies.id, company.id))
    expect(badge!.isValidatedSupplier).toBe(false)
  })

  it('a new company user finds a welcome notification (profile); the welcome mail is its e-mail', async () => {
    const { headers } = await freshUser({ plan: 'platinum' })
    const n = randomUUID().slice(0, 8)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/users',
      headers,
      payload: { firstName: 'Luis', lastName: 'García', username: `luis.${n}`, email: `luis.${n}@acme-parts.mx`, phone: '81 1234 5678', extension: '', permission: 'restricted', status: 'active', isVisible: true, position: 'Buyer', department: 'Purchasing', password: 'Secret123', passwordConfirmation: 'Secret123' },
    })
    expect(res.statusCode, res.body).toBe(201)
    const created = res.json()
    const rows = await db().select().from(notifications).where(and(eq(notifications.userId, created.id)))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ type: 'profile', payload: { template: 'companyUser.welcome', params: { companyName: 'Forjas del Norte' }, link: '/profile' } })
    expect((await mailsTo(created.email)).map((m) => m.template)).toEqual(['company_user_welcome'])
  })
})
