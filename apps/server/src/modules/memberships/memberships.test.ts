import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { companySearch, membershipRequests, memberships, notifications, outbox, productsServices, users } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { insertReferenceData, validProduct } from '../companies/companies.test-support'
import { addCalendarYear, expireMemberships, sendMembershipReminders } from './membership-lifecycle.service'

let t: TestApp
const db = () => t.database.db
type Headers = Record<string, string>
const DAY = 86_400_000

let categoryId = 0
let admin: { headers: Headers; id: string }
let eventOnly: Headers

beforeAll(async () => {
  t = await createTestApp({ PLATINUM_ANNUAL_PRICE: '10000', VAT_RATE: '0.16', MEMBERSHIP_CURRENCY: 'MXN' })
  categoryId = (await insertReferenceData(db())).categoryIds[0]!
  const platformAdmin = await createFixtureUser(db(), { platformRole: 'admin', email: `admin-${Date.now()}@nexo-ops.mx` })
  admin = { headers: (await signInFixture(db(), platformAdmin.id)).headers, id: platformAdmin.id }
  eventOnly = (await signInFixture(db(), (await createFixtureUser(db(), { isEventOnly: true })).id)).headers
})
afterAll(async () => {
  await t?.close()
})

/** A company with its admin (and optional extra users), signed in. */
async function companyWith(options: { plan?: 'free' | 'platinum'; extraUsers?: number; expiresInDays?: number } = {}) {
  const company = await createFixtureCompany(db(), { plan: options.plan ?? 'free' })
  if (options.expiresInDays !== undefined) {
    await db().update(memberships).set({ expiresAt: new Date(Date.now() + options.expiresInDays * DAY) }).where(eq(memberships.companyId, company.id))
  }
  const owner = await createFixtureUser(db(), { companyId: company.id, companyRole: 'admin' })
  const extras = []
  for (let i = 0; i < (options.extraUsers ?? 0); i++) extras.push(await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted' }))
  const restricted = await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted', status: 'inactive' })
  return {
    company,
    owner,
    extras,
    headers: (await signInFixture(db(), owner.id)).headers,
    restrictedHeaders: async () => {
      await db().update(users).set({ status: 'active' }).where(eq(users.id, restricted.id))
      return (await signInFixture(db(), restricted.id)).headers
    },
  }
}

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const activate = (companyId: string, body: object = {}) =>
  inject('POST', `/api/v1/admin/companies/${companyId}/membership`, admin.headers, { plan: 'platinum', paymentMethod: 'bank_transfer', paymentReference: 'SPEI-2026-000123', ...body })

const goldForm = {
  name: 'Lucía',
  lastName: 'Garza',
  email: 'lucia.garza@forjas-norte.mx',
  phone: '+52 81 5555 1234',
  company: 'Forjas del Norte',
  address: 'Av. Industrial 120',
  country: 'México',
  state: 'Nuevo León',
  city: 'Apodaca',
  suburb: 'Parque Industrial',
  street: 'Av. Industrial',
  zip: '66600',
}

describe('membership page and requests', () => {
  it('authorization: company users see /membership, only company admins request, only platform admins manage', async () => {
    const c = await companyWith()
    const restricted = await c.restrictedHeaders()
    expect((await inject('GET', '/api/v1/membership', {})).statusCode).toBe(401)
    expect((await inject('GET', '/api/v1/membership', eventOnly)).statusCode).toBe(403)
    expect((await inject('GET', '/api/v1/membership', admin.headers)).statusCode).toBe(403)
    expect((await inject('GET', '/api/v1/membership', restricted)).json().canRequest).toBe(false)
    expect((await inject('POST', '/api/v1/membership/requests', restricted, { plan: 'platinum' })).statusCode).toBe(403)
    for (const url of ['/api/v1/admin/membership-requests']) {
      expect((await inject('GET', url, c.headers)).statusCode).toBe(403)
      expect((await inject('GET', url, {})).statusCode).toBe(401)
    }
    expect((await activate(c.company.id).then(() => inject('POST', `/api/v1/admin/companies/${c.company.id}/membership`, c.headers, { plan: 'platinum', paymentMethod: 'invoice', paymentReference: 'F-1' }))).statusCode).toBe(403)
  })

  it('shows the plan now and Platinum’s price plus VAT from configuration', async () => {
    const c = await companyWith()
    const body = (await inject('GET', '/api/v1/membership', c.headers)).json()
    expect(body.current).toMatchObject({ plan: 'free', status: 'active', expiresAt: null, hasPlatinumRights: false })
    expect(body.pricing).toEqual({ annualPrice: 10000, currency: 'MXN', vatRate: 0.16, vatAmount: 1600, total: 11600 })
    expect(body.canRequest).toBe(true)
  })

  it('a Platinum request is stored once, notifies platform admins, and is listed for them', async () => {
    const c = await companyWith()
    const first = await inject('POST', '/api/v1/membership/requests', c.headers, { plan: 'platinum' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ plan: 'platinum', status: 'pending' })
    const again = await inject('POST', '/api/v1/membership/requests', c.headers, { plan: 'platinum' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('MEMBERSHIP_REQUEST_EXISTS')
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, admin.id))
    expect(note?.type).toBe('membership')
    const list = (await inject('GET', '/api/v1/admin/membership-requests?status=pending', admin.headers)).json()
    expect(list.items.find((r: { id: string }) => r.id === first.json().id)).toMatchObject({ companyId: c.company.id, currentPlan: 'free', form: null })
    expect((await inject('GET', '/api/v1/membership', c.headers)).json().requests).toHaveLength(1)
  })

  it('a Gold request needs the whole pre-qualification form and is e-mailed to both sides', async () => {
    const c = await companyWith()
    const missing = await inject('POST', '/api/v1/membership/requests', c.headers, { plan: 'gold', form: { ...goldForm, zip: '' } })
    expect(missing.statusCode).toBe(400)
    expect(JSON.stringify(missing.json())).toContain('zip')
    const created = await inject('POST', '/api/v1/membership/requests', c.headers, { plan: 'gold', form: goldForm })
    expect(created.statusCode).toBe(201)
    const [stored] = await db().select().from(membershipRequests).where(eq(membershipRequests.id, created.json().id))
    expect(stored?.form).toEqual(goldForm)
    const toCompany = await db().select().from(outbox).where(and(eq(outbox.toAddress, goldForm.email), eq(outbox.template, 'membership.gold_request')))
    expect(toCompany).toHaveLength(1)
    expect(toCompany[0]!.text).toContain('Parque Industrial')
    const [adminRow] = await db().select({ email: users.email }).from(users).where(eq(users.id, admin.id))
    const toAdmin = await db().select().from(outbox).where(and(eq(outbox.toAddress, adminRow!.email), eq(outbox.template, 'membership.gold_request_admin')))
    expect(toAdmin.length).toBeGreaterThan(0)
    expect(toAdmin.at(-1)!.text).toContain('lucia.garza@forjas-norte.mx')
    const listed = await inject('GET', '/api/v1/admin/membership-requests?plan=gold', admin.headers)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().items.find((r: { id: string }) => r.id === created.json().id)?.form).toEqual(goldForm)
  })

  it('the admin follows a request up (contacted, note); an activated request is closed for edits', async () => {
    const c = await companyWith()
    const id = (await inject('POST', '/api/v1/membership/requests', c.headers, { plan: 'platinum' })).json().id
    const patched = await inject('PATCH', `/api/v1/admin/membership-requests/${id}`, admin.headers, { status: 'contacted', adminNote: 'Called Ana; invoice sent' })
    expect(patched.json()).toMatchObject({ status: 'contacted' })
    expect((await activate(c.company.id, { requestId: id })).statusCode).toBe(201)
    const [row] = await db().select().from(membershipRequests).where(eq(membershipRequests.id, id))
    expect(row).toMatchObject({ status: 'activated', adminNote: 'Called Ana; invoice sent' })
    const closed = await inject('PATCH', `/api/v1/admin/membership-requests/${id}`, admin.headers, { status: 'closed' })
    expect(closed.statusCode).toBe(409)
    expect(closed.json().error.code).toBe('MEMBERSHIP_REQUEST_CLOSED')
    expect((await inject('PATCH', `/api/v1/admin/membership-requests/00000000-0000-4000-8000-000000000000`, admin.headers, { status: 'closed' })).statusCode).toBe(404)
  })
})

describe('activation and renewal', () => {
  it('activation with a payment reference starts one calendar year and gives Platinum rights at once', async () => {
    const c = await companyWith()
    const other = await createFixtureCompany(db(), { plan: 'free' })
    expect((await inject('GET', `/api/v1/companies/${other.id}`, c.headers)).json().visibility).toBe('basic')
    const res = await activate(c.company.id, { paymentMethod: 'invoice', paymentReference: 'FAC-A-2291' })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({ plan: 'platinum', isRenewal: false, paymentMethod: 'invoice', paymentReference: 'FAC-A-2291' })
    expect(body.expiresAt).toBe(addCalendarYear(new Date(body.activatedAt)).toISOString())
    expect((await inject('GET', `/api/v1/companies/${other.id}`, c.headers)).json().visibility).toBe('full')
    const overview = (await inject('GET', '/api/v1/membership', c.headers)).json()
    expect(overview.current).toMatchObject({ plan: 'platinum', status: 'active', hasPlatinumRights: true, expiresAt: body.expiresAt })
    const dashboard = (await inject('GET', '/api/v1/dashboard', c.headers)).json()
    expect(dashboard.membership).toMatchObject({ plan: 'platinum', status: 'active' })
    const notes = await db().select().from(notifications).where(eq(notifications.userId, c.owner.id))
    expect(notes.map((n) => (n.payload as { template: string }).template)).toContain('membership.activated')
    expect((await activate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
  })

  it('renewal of a plan in force extends from the old expiry date; a lapsed plan starts again from today', async () => {
    const running = await companyWith({ plan: 'platinum', expiresInDays: 10 })
    const [before] = await db().select().from(memberships).where(eq(memberships.companyId, running.company.id))
    const renewed = (await activate(running.company.id)).json()
    expect(renewed.isRenewal).toBe(true)
    expect(renewed.expiresAt).toBe(addCalendarYear(before!.expiresAt!).toISOString())
    // Renewing again stacks another year.
    const again = (await activate(running.company.id)).json()
    expect(again.expiresAt).toBe(addCalendarYear(new Date(renewed.expiresAt)).toISOString())

    const lapsed = await companyWith({ plan: 'platinum', expiresInDays: -3 })
    const restarted = (await activate(lapsed.company.id)).json()
    expect(restarted.isRenewal).toBe(false)
    expect(restarted.expiresAt).toBe(addCalendarYear(new Date(restarted.activatedAt)).toISOString())
  })

  it('one calendar year: same day next year; 29 February ends on 28 February', () => {
    expect(addCalendarYear(new Date('2026-11-26T15:30:00Z')).toISOString()).toBe('2027-11-26T15:30:00.000Z')
    expect(addCalendarYear(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2029-02-28T12:00:00.000Z')
  })
})

describe('reminders', () => {
  it('30 and 7 days before expiry: a membership notification with its e-mail, each sent once', async () => {
    const c = await companyWith({ plan: 'platinum', expiresInDays: 25 })
    const templates = async () =>
      (await db().select().from(notifications).where(eq(notifications.userId, c.owner.id))).map((n) => (n.payload as { template: string; params: { days: number } }))
    await sendMembershipReminders(notifyDeps())
    await sendMembershipReminders(notifyDeps())
    let sent = (await templates()).filter((p) => p.template === 'membership.reminder')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.params.days).toBe(25)
    const [ownerRow] = await db().select({ email: users.email }).from(users).where(eq(users.id, c.owner.id))
    expect(await db().select().from(outbox).where(and(eq(outbox.toAddress, ownerRow!.email), eq(outbox.template, 'notification.membership.reminder')))).toHaveLength(1)

    await db().update(memberships).set({ expiresAt: new Date(Date.now() + 5 * DAY) }).where(eq(memberships.companyId, c.company.id))
    await sendMembershipReminders(notifyDeps())
    await sendMembershipReminders(notifyDeps())
    sent = (await templates()).filter((p) => p.template === 'membership.reminder')
    expect(sent.map((p) => p.params.days).sort()).toEqual([25, 5])
  })

  it('a plan found with under 7 days left gets only the 7-day reminder; the job runner runs it', async () => {
    const c = await companyWith({ plan: 'platinum', expiresInDays: 3 })
    expect((await t.app.jobs.runNow('memberships.remind-expiry')).status).toBe('completed')
    await sendMembershipReminders(notifyDeps())
    const sent = (await db().select().from(notifications).where(eq(notifications.userId, c.owner.id))).filter((n) => (n.payload as { template: string }).template === 'membership.reminder')
    expect(sent).toHaveLength(1)
  })
})

function notifyDeps() {
  return { db: db(), mailer: t.app.mailer, baseUrl: 'http://localhost:3000', log: t.app.log }
}

describe('expiry withdraws every Platinum right at once', () => {
  it('visibility, search boost, seats above the free limit and catalogue items above the free limit; renewal restores them', async () => {
    const c = await companyWith({ plan: 'platinum', extraUsers: 2, expiresInDays: 30 })
    const extraHeaders = (await signInFixture(db(), c.extras[0]!.id)).headers
    const other = await createFixtureCompany(db(), { plan: 'free' })
    const base = new Date('2026-01-01T00:00:00Z').getTime()
    const productIds: string[] = []
    for (let i = 0; i < 5; i++) {
      const [p] = await db()
        .insert(productsServices)
        .values({ ...validProduct(categoryId), title: `Pieza ${i}`, companyId: c.company.id, price: 10, attributes: {}, createdAt: new Date(base + i * DAY) } as typeof productsServices.$inferInsert)
        .returning({ id: productsServices.id })
      productIds.push(p!.id)
    }
    const publicProducts = async () => (await inject('GET', `/api/v1/companies/${c.company.id}/products?limit=12`, {})).json()
    expect((await publicProducts()).total).toBe(5)
    expect((await inject('GET', `/api/v1/companies/${other.id}`, c.headers)).json().visibility).toBe('full')

    // The expiry date passes; nothing has run yet.
    await db().update(memberships).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(memberships.companyId, c.company.id))
    expect((await inject('GET', `/api/v1/companies/${other.id}`, c.headers)).json().visibility).toBe('basic')
    const [search] = await db().select().from(companySearch).where(eq(companySearch.companyId, c.company.id))
    expect(search!.platinumUntil!.getTime()).toBeLessThan(Date.now())
    const visible = await publicProducts()
    expect(visible.total).toBe(3)
    expect(visible.items.map((i: { id: string }) => i.id).sort()).toEqual(productIds.slice(0, 3).sort())
    expect((await inject('GET', `/api/v1/products/${productIds[4]}`, {})).statusCode).toBe(404)
    expect((await inject('GET', `/api/v1/products/${productIds[0]}`, {})).statusCode).toBe(200)
    const own = (await inject('GET', '/api/v1/company/products', c.headers)).json()
    expect(own.total).toBe(5) // kept, not deleted, and the owner is told which ones others do not see
    expect(own.items.filter((i: { isHiddenByPlan: boolean }) => i.isHiddenByPlan).map((i: { id: string }) => i.id).sort()).toEqual(productIds.slice(3).sort())
    expect((await inject('POST', '/api/v1/company/products', c.headers, validProduct(categoryId))).json().error.code).toBe('CATALOGUE_LIMIT_REACHED')

    // The expiry job: seats above the free limit become inactive (data kept), sessions end, the company is told.
    expect(await expireMemberships(notifyDeps())).toBeGreaterThanOrEqual(1)
    const [row] = await db().select().from(memberships).where(eq(memberships.companyId, c.company.id))
    expect(row!.status).toBe('expired')
    const statuses = await db().select({ id: users.id, status: users.status }).from(users).where(inArray(users.id, [c.owner.id, ...c.extras.map((u) => u.id)]))
    expect(statuses.find((u) => u.id === c.owner.id)?.status).toBe('active')
    expect(statuses.filter((u) => u.id !== c.owner.id).map((u) => u.status)).toEqual(['inactive', 'inactive'])
    expect((await inject('GET', '/api/v1/membership', extraHeaders)).statusCode).toBe(401)
    expect((await inject('GET', '/api/v1/company/users', c.headers)).json().seats).toMatchObject({ limit: 1 })
    const [afterJob] = await db().select().from(companySearch).where(eq(companySearch.companyId, c.company.id))
    expect(afterJob!.platinumUntil).toBeNull()
    expect((await db().select().from(notifications).where(eq(notifications.userId, c.owner.id))).map((n) => (n.payload as { template: string }).template)).toContain('membership.expired')
    expect(await expireMemberships(notifyDeps())).toBe(0) // once

    // Renewal after the lapse: from today, suspended users back, items visible again.
    expect((await activate(c.company.id)).json().isRenewal).toBe(false)
    const back = await db().select({ status: users.status }).from(users).where(inArray(users.id, c.extras.map((u) => u.id)))
    expect(back.map((u) => u.status)).toEqual(['active', 'active'])
    expect((await publicProducts()).total).toBe(5)
    expect((await inject('GET', `/api/v1/companies/${other.id}`, c.headers)).json().visibility).toBe('full')
  })

  it('the admin can end a plan today: its rights go at once, as at expiry', async () => {
    const c = await companyWith({ plan: 'platinum', extraUsers: 1, expiresInDays: 100 })
    const other = await createFixtureCompany(db(), { plan: 'free' })
    const end = () => t.app.inject({ method: 'DELETE', url: `/api/v1/admin/companies/${c.company.id}/membership`, headers: admin.headers })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/companies/${c.company.id}/membership`, headers: c.headers })).statusCode).toBe(403)
    expect((await end()).statusCode).toBe(204)
    expect((await inject('GET', `/api/v1/companies/${other.id}`, c.headers)).json().visibility).toBe('basic')
    expect((await inject('GET', '/api/v1/membership', c.headers)).json().current).toMatchObject({ plan: 'platinum', status: 'expired', hasPlatinumRights: false })
    const [extra] = await db().select({ status: users.status }).from(users).where(eq(users.id, c.extras[0]!.id))
    expect(extra!.status).toBe('inactive')
    expect((await end()).statusCode).toBe(404)
  })

  it('the job runner runs the expiry job; a renewed plan is not expired on its old date', async () => {
    const c = await companyWith({ plan: 'platinum', expiresInDays: 2 })
    await activate(c.company.id)
    const rows = await db().select().from(memberships).where(eq(memberships.companyId, c.company.id))
    // The old row's date passes: the current (renewed) plan stays active.
    const old = rows.find((r) => r.paymentReference === null)!
    await db().update(memberships).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(memberships.id, old.id))
    expect((await t.app.jobs.runNow('memberships.expire')).status).toBe('completed')
    expect((await inject('GET', '/api/v1/membership', c.headers)).json().current).toMatchObject({ plan: 'platinum', status: 'active' })
  })
})
