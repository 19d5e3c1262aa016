import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TAdminOverviewResponse } from '@nexo/shared'
import { and, eq } from 'drizzle-orm'
import { auditLog, categories, certifications, companies, companyCategories, companyCertifications, files, memberships, outbox } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, createRoleFixtures } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let roles: Awaited<ReturnType<typeof createRoleFixtures>>
beforeAll(async () => {
  t = await createTestApp()
  roles = await createRoleFixtures(t.database.db)
})
afterAll(async () => {
  await t?.close()
})

const db = () => t.database.db
let seq = 0
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`
const asAdmin = () => roles.headers.platformAdmin

/** A company awaiting review with its sign-up admin. */
async function pendingCompany(options: { tradeName?: string; language?: 'en' | 'es' } = {}) {
  const company = await createFixtureCompany(db(), { status: 'pending', tradeName: options.tradeName })
  const admin = await createFixtureUser(db(), { companyId: company.id, companyRole: 'admin', language: options.language ?? 'en' })
  return { company, admin }
}

const mailsTo = (address: string) => db().select().from(outbox).where(eq(outbox.toAddress, address))

type Role = 'visitor' | 'restricted' | 'companyAdmin' | 'eventOnly' | 'platformAdmin'
const ROLES: Role[] = ['visitor', 'restricted', 'companyAdmin', 'eventOnly', 'platformAdmin']

describe('authorization matrix: admin console', () => {
  const onlyAdmin = (ok: number): Record<Role, number> => ({ visitor: 401, restricted: 403, companyAdmin: 403, eventOnly: 403, platformAdmin: ok })
  const cases: { route: string; expected: Record<Role, number>; request: () => Promise<{ method: 'GET' | 'POST'; url: string; payload?: object }> }[] = [
    { route: 'GET /api/v1/admin/companies', expected: onlyAdmin(200), request: async () => ({ method: 'GET', url: '/api/v1/admin/companies?status=pending' }) },
    { route: 'GET /api/v1/admin/companies/:id', expected: onlyAdmin(200), request: async () => ({ method: 'GET', url: `/api/v1/admin/companies/${roles.company.id}` }) },
    {
      route: 'POST /api/v1/admin/companies/:id/approve',
      expected: onlyAdmin(200),
      request: async () => ({ method: 'POST', url: `/api/v1/admin/companies/${(await pendingCompany()).company.id}/approve` }),
    },
    {
      route: 'POST /api/v1/admin/companies/:id/reject',
      expected: onlyAdmin(200),
      request: async () => ({ method: 'POST', url: `/api/v1/admin/companies/${(await pendingCompany()).company.id}/reject`, payload: { reason: 'Incomplete data' } }),
    },
    { route: 'GET /api/v1/admin/overview', expected: onlyAdmin(200), request: async () => ({ method: 'GET', url: '/api/v1/admin/overview' }) },
    { route: 'GET /api/v1/admin/users', expected: onlyAdmin(200), request: async () => ({ method: 'GET', url: '/api/v1/admin/users' }) },
    { route: 'GET /api/v1/admin/audit-log', expected: onlyAdmin(200), request: async () => ({ method: 'GET', url: '/api/v1/admin/audit-log' }) },
  ]
  const table = cases.flatMap((c) => ROLES.map((role) => ({ ...c, role, status: c.expected[role] })))

  it.each(table)('$route as $role → $status', async ({ role, status, request }) => {
    const res = await t.app.inject({ ...(await request()), headers: roles.headers[role] })
    expect(res.statusCode, res.body).toBe(status)
    if (status === 401) expect(res.json().error.code).toBe('UNAUTHENTICATED')
    if (status === 403) expect(res.json().error.code).toBe('FORBIDDEN')
  })

  it('turns non-admins away before validating the body or the id', async () => {
    const reject = await t.app.inject({ method: 'POST', url: '/api/v1/admin/companies/nope/reject', payload: {}, headers: roles.headers.companyAdmin })
    expect(reject.statusCode).toBe(403)
    const visitor = await t.app.inject({ method: 'POST', url: '/api/v1/admin/companies/nope/approve' })
    expect(visitor.statusCode).toBe(401)
  })
})

describe('company list', () => {
  it('filters by status (pending is what the console opens on), the approval queue oldest first (issue 27 §19)', async () => {
    const older = await pendingCompany({ tradeName: `Older ${unique()}` })
    await db().update(companies).set({ createdAt: new Date(Date.now() - 86400_000) }).where(eq(companies.id, older.company.id))
    const newer = await pendingCompany({ tradeName: `Newer ${unique()}` })
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/companies?status=pending&limit=100', headers: asAdmin() })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.items.every((c: { status: string }) => c.status === 'pending')).toBe(true)
    const ids = body.items.map((c: { id: string }) => c.id)
    expect(ids).not.toContain(roles.company.id) // approved
    expect(ids.indexOf(older.company.id)).toBeLessThan(ids.indexOf(newer.company.id))
    const ages = body.items.map((c: { createdAt: string }) => c.createdAt)
    expect(ages).toEqual([...ages].sort())
    // Every other list: the newest sign-ups first.
    const all = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/companies?limit=100', headers: asAdmin() })).json()
    const allIds = all.items.map((c: { id: string }) => c.id)
    expect(allIds.indexOf(newer.company.id)).toBeLessThan(allIds.indexOf(older.company.id))
    expect(body.items.find((c: { id: string }) => c.id === newer.company.id)).toMatchObject({
      tradeName: newer.company.tradeName,
      status: 'pending',
      membershipPlan: 'free',
      adminEmail: newer.admin.email,
      adminEmailVerified: true,
      profileType: 'supplier',
    })
    expect(body).toMatchObject({ page: 1, limit: 100 })
    expect(body.total).toBe(body.items.length)
  })

  it('q matches trade name, legal name, RFC, tax id and admin e-mail', async () => {
    const marker = unique()
    const { company, admin } = await pendingCompany({ tradeName: `Troqueles ${marker}` })
    await db().update(companies).set({ rfc: `TRO${marker.slice(-6).toUpperCase()}`, taxId: `TX-${marker}` }).where(eq(companies.id, company.id))
    const search = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/companies?q=${encodeURIComponent(q)}`, headers: asAdmin() })
      expect(res.statusCode).toBe(200)
      return res.json().items.map((c: { id: string }) => c.id) as string[]
    }
    expect(await search(`troqueles ${marker}`)).toEqual([company.id])
    expect(await search(company.legalName.toUpperCase())).toEqual([company.id])
    expect(await search(`tro${marker.slice(-6)}`)).toEqual([company.id])
    expect(await search(`tx-${marker}`)).toEqual([company.id])
    expect(await search(admin.email)).toEqual([company.id])
    // % and _ are searched for literally, not as wildcards
    expect(await search('%')).toEqual([])
    expect(await search('_')).toEqual([])
    expect(await search(`zz-nothing-${marker}`)).toEqual([])
  })

  it('pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/companies?page=1&limit=1', headers: asAdmin() })
    expect(res.json().items).toHaveLength(1)
    expect(res.json().total).toBeGreaterThan(1)
  })
})

describe('company detail', () => {
  it('shows the data, categories, membership, users and documents', async () => {
    const { company, admin } = await pendingCompany()
    const restricted = await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted', status: 'pending_activation' })
    const fileRow = (purpose: string, ownerCompanyId: string | null) => ({
      purpose,
      ownerCompanyId,
      storageKey: `test/${unique()}`,
      originalName: `${purpose}.pdf`,
      mimeType: purpose === 'logo' ? 'image/png' : 'application/pdf',
      sizeBytes: 1234,
      sha256: 'x',
    })
    const [logo] = await db().insert(files).values(fileRow('logo', null)).returning()
    const [brochure] = await db().insert(files).values(fileRow('brochure', company.id)).returning()
    const [certificate] = await db().insert(files).values(fileRow('certification', null)).returning()
    await db().insert(files).values(fileRow('avatar', company.id)) // not a company document
    const [category] = await db().insert(categories).values({ code: `X${unique()}`, slug: `stamping-${unique()}`, nameEn: 'Stamping', nameEs: 'Troquelado' }).returning()
    const [cert] = await db().insert(certifications).values({ slug: `iatf-${unique()}`, name: 'IATF 16949' }).returning()
    await db().insert(companyCategories).values({ companyId: company.id, categoryId: category!.id })
    await db().insert(companyCertifications).values({ companyId: company.id, certificationId: cert!.id, industrialSpecialization: 'Automotive', fileId: certificate!.id })
    await db()
      .update(companies)
      .set({ logoFileId: logo!.id, website: 'https://acme.mx', briefDescription: 'Stamped parts', productionCapacity: 5000, productionCapacityUnit: 'pieces/month', statistics: { clients: 'GM' } })
      .where(eq(companies.id, company.id))

    const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/companies/${company.id}`, headers: asAdmin() })
    expect(res.statusCode, res.body).toBe(200)
    const detail = res.json()
    expect(detail).toMatchObject({
      id: company.id,
      status: 'pending',
      taxId: company.taxId,
      website: 'https://acme.mx',
      sector: 'auto_parts',
      briefDescription: 'Stamped parts',
      productionCapacity: 5000,
      productionCapacityUnit: 'pieces/month',
      statistics: { clients: 'GM' },
      logoUrl: `/api/v1/files/${logo!.id}`,
      rejectionReason: null,
      membership: { plan: 'free', isActive: true },
      categories: [{ id: category!.id, nameEn: 'Stamping', nameEs: 'Troquelado' }],
    })
    expect(detail.users).toEqual([
      expect.objectContaining({ id: admin.id, email: admin.email, companyRole: 'admin', status: 'active', emailVerified: true }),
      expect.objectContaining({ id: restricted.id, companyRole: 'restricted', status: 'pending_activation', emailVerified: false }),
    ])
    expect(detail.documents.map((d: { id: string }) => d.id).sort()).toEqual([logo!.id, brochure!.id, certificate!.id].sort())
    expect(detail.documents.find((d: { id: string }) => d.id === brochure!.id)).toMatchObject({
      purpose: 'brochure',
      originalName: 'brochure.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1234,
      url: `/api/v1/files/${brochure!.id}`,
    })
    expect(res.body).not.toMatch(/argon2|passwordHash|storageKey/)
  })

  it('an unknown company → 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/companies/00000000-0000-4000-8000-000000000000', headers: asAdmin() })
    expect(res.statusCode).toBe(404)
  })
})

describe('approve and reject', () => {
  it('approve: status approved, mail to every company admin in their language, audit; twice → 409', async () => {
    const { company, admin } = await pendingCompany({ language: 'es' })
    const secondAdmin = await createFixtureUser(db(), { companyId: company.id, companyRole: 'admin', language: 'en' })
    const restricted = await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted' })
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${company.id}/approve`, headers: asAdmin() })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id: company.id, status: 'approved', adminEmail: admin.email })
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id))
    expect(row!.approvedAt).not.toBeNull()
    expect(row!.rejectionReason).toBeNull()

    const [es] = await mailsTo(admin.email)
    expect(es).toMatchObject({ template: 'company_approved', language: 'es' })
    expect(es!.subject).toContain('aprobada')
    expect(es!.text).toContain('Iniciar sesión: http://localhost:3000/signin')
    const [en] = await mailsTo(secondAdmin.email)
    expect(en).toMatchObject({ template: 'company_approved', language: 'en' })
    expect(en!.subject).toContain('was approved')
    expect(await mailsTo(restricted.email)).toHaveLength(0)

    const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'company.approve'), eq(auditLog.entityId, company.id)))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ entityType: 'company', actorUserId: roles.users.platformAdmin.id })

    const again = await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${company.id}/approve`, headers: asAdmin() })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('COMPANY_ALREADY_REVIEWED')
    expect(await mailsTo(admin.email)).toHaveLength(1)
  })

  it('reject needs a reason (400 without), mails it, stores it; rejecting again or an approved company → 409', async () => {
    const { company, admin } = await pendingCompany({ language: 'es' })
    for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${company.id}/reject`, headers: asAdmin(), payload })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
    }
    const reason = 'El RFC no coincide con la razón social <revisar>'
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${company.id}/reject`, headers: asAdmin(), payload: { reason } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().status).toBe('rejected')
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id))
    expect(row!.rejectionReason).toBe(reason)
    const [mail] = await mailsTo(admin.email)
    expect(mail).toMatchObject({ template: 'company_rejected', language: 'es' })
    expect(mail!.text).toContain(reason)
    expect(mail!.html).toContain('&lt;revisar&gt;')
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'company.reject'), eq(auditLog.entityId, company.id)))
    expect(audit[0]!.data).toMatchObject({ reason })

    const again = await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${company.id}/reject`, headers: asAdmin(), payload: { reason: 'Again' } })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('COMPANY_ALREADY_REVIEWED')

    // a rejected company may be approved later, which clears the reason
    const approve = await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${company.id}/approve`, headers: asAdmin() })
    expect(approve.statusCode).toBe(200)
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/admin/companies/${company.id}`, headers: asAdmin() })
    expect(detail.json()).toMatchObject({ status: 'approved', rejectionReason: null })
    const rejectApproved = await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${company.id}/reject`, headers: asAdmin(), payload: { reason: 'Late' } })
    expect(rejectApproved.statusCode).toBe(409)
  })

  it('an unknown company → 404 for approve and reject', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${id}/approve`, headers: asAdmin() })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${id}/reject`, headers: asAdmin(), payload: { reason: 'x' } })).statusCode).toBe(404)
  })
})

describe('users list', () => {
  it('lists every account, newest first, with company name; q searches name, e-mail, username and company', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users?limit=100', headers: asAdmin() })
    expect(res.statusCode).toBe(200)
    const items = res.json().items as { id: string; createdAt: string }[]
    expect(items.map((u) => u.createdAt)).toEqual([...items.map((u) => u.createdAt)].sort().reverse())
    expect(items.find((u) => u.id === roles.users.eventOnly.id)).toMatchObject({ isEventOnly: true, companyId: null, companyName: null, platformRole: 'user' })
    expect(items.find((u) => u.id === roles.users.restricted.id)).toMatchObject({ companyId: roles.company.id, companyName: roles.company.tradeName, companyRole: 'restricted' })
    expect(res.body).not.toMatch(/argon2|passwordHash/)

    const search = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/admin/users?q=${encodeURIComponent(q)}&limit=100`, headers: asAdmin() })).json().items.map((u: { id: string }) => u.id) as string[]
    expect(await search(roles.users.restricted.email.toUpperCase())).toEqual([roles.users.restricted.id])
    expect(await search(roles.users.eventOnly.username)).toEqual([roles.users.eventOnly.id])
    expect(await search(roles.users.restricted.lastName)).toEqual([roles.users.restricted.id])
    expect((await search(roles.company.tradeName)).sort()).toEqual([roles.users.companyAdmin.id, roles.users.restricted.id].sort())
  })
})

describe('audit log', () => {
  it('lists the admin actions newest first, with the actor’s e-mail, filterable by entity', async () => {
    const { company } = await pendingCompany()
    await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${company.id}/reject`, headers: asAdmin(), payload: { reason: 'Missing RFC' } })
    await t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${company.id}/approve`, headers: asAdmin() })
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit-log?entityType=company&entityId=${company.id}`, headers: asAdmin() })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.total).toBe(2)
    expect(body.items.map((e: { action: string }) => e.action)).toEqual(['company.approve', 'company.reject'])
    expect(body.items[1]).toMatchObject({
      entityType: 'company',
      entityId: company.id,
      actorUserId: roles.users.platformAdmin.id,
      actorEmail: roles.users.platformAdmin.email,
      data: { reason: 'Missing RFC' },
    })
    expect(typeof body.items[0].id).toBe('number')

    const all = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit-log?limit=1', headers: asAdmin() })
    expect(all.json().items).toHaveLength(1)
    expect(all.json().total).toBeGreaterThanOrEqual(2)
  })
})

describe('admin home overview (issue 11)', () => {
  const overview = async (): Promise<TAdminOverviewResponse> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/overview', headers: asAdmin() })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const day = 86_400_000

  it('lists the longest-waiting pending companies first, with the queue size', async () => {
    const before = await overview()
    const { company } = await pendingCompany({ tradeName: `Esperando ${unique()}` })
    const waitedSince = new Date('2001-02-03T04:05:06Z')
    await db().update(companies).set({ createdAt: waitedSince }).where(eq(companies.id, company.id))
    await pendingCompany()
    const after = await overview()
    expect(after.pendingCompanies.total).toBe(before.pendingCompanies.total + 2)
    expect(after.pendingCompanies.oldest[0]).toMatchObject({ id: company.id, tradeName: company.tradeName, createdAt: waitedSince.toISOString() })
    const ages = after.pendingCompanies.oldest.map((c) => c.createdAt)
    expect(ages).toEqual([...ages].sort())
    expect(after.pendingCompanies.oldest.length).toBeLessThanOrEqual(5)
  })

  it('counts paid memberships in force, expiring within 30 days and expired within 90, and lists them to renew', async () => {
    const before = await overview()
    const soon = await createFixtureCompany(db(), { plan: 'platinum', tradeName: `Vence pronto ${unique()}` })
    await db().update(memberships).set({ expiresAt: new Date(Date.now() + 5 * day) }).where(eq(memberships.companyId, soon.id))
    const lapsed = await createFixtureCompany(db(), { plan: 'gold', tradeName: `Vencida ${unique()}` })
    await db().update(memberships).set({ status: 'expired', expiresAt: new Date(Date.now() - 60_000) }).where(eq(memberships.companyId, lapsed.id))
    await createFixtureCompany(db(), { plan: 'platinum' }) // a year to go: in force, nothing to renew
    await createFixtureCompany(db(), { plan: 'free' }) // free plans are not memberships to follow
    const pendingPaid = await createFixtureCompany(db(), { plan: 'platinum', status: 'pending' }) // not approved: not counted
    await db().update(memberships).set({ expiresAt: new Date(Date.now() + day) }).where(eq(memberships.companyId, pendingPaid.id))

    const after = await overview()
    expect(after.memberships.active).toBe(before.memberships.active + 2)
    expect(after.memberships.expiringSoon).toBe(before.memberships.expiringSoon + 1)
    expect(after.memberships.expiredRecently).toBe(before.memberships.expiredRecently + 1)
    const [first] = after.memberships.toRenew
    expect(first).toMatchObject({ companyId: lapsed.id, plan: 'gold', isExpired: true })
    expect(after.memberships.toRenew.map((m) => m.companyId)).toContain(soon.id)
    expect(after.memberships.toRenew.find((m) => m.companyId === soon.id)).toMatchObject({ plan: 'platinum', isExpired: false })
    expect(after.memberships.toRenew.map((m) => m.companyId)).not.toContain(pendingPaid.id)
    // Expired ones come before the ones still running.
    const expired = after.memberships.toRenew.map((m) => m.isExpired)
    expect(expired).toEqual([...expired].sort((a, b) => Number(b) - Number(a)))
  })

  it('counts the accounts created in the last 7 days', async () => {
    const before = await overview()
    await createFixtureUser(db())
    await createFixtureUser(db(), { isEventOnly: true })
    expect((await overview()).signups.lastWeek).toBe(before.signups.lastWeek + 2)
  })
})
