import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, files, outbox, users } from '../../db/schema'
import { verifyPassword } from '../../passwords'
import { createFixtureCompany, createFixtureUser, createRoleFixtures, signInFixture } from '../../test/fixtures'
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

/** A valid body of the user form (spec §5 "User form"). */
function createBody(overrides: Record<string, unknown> = {}) {
  const n = unique()
  return {
    firstName: 'Luis',
    lastName: 'García',
    username: `luis.${n}`,
    email: `luis.${n}@acme-parts.mx`,
    phone: '81 1234 5678',
    extension: '123',
    permission: 'restricted',
    status: 'active',
    isVisible: true,
    position: 'Buyer',
    department: 'Purchasing',
    password: 'Secret123',
    passwordConfirmation: 'Secret123',
    ...overrides,
  }
}

/** The edit form's body for an existing user, unchanged unless overridden. */
function updateBody(user: { firstName: string; lastName: string; username: string; email: string; companyRole: string; status: string }, overrides: Record<string, unknown> = {}) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    phone: '8112345678',
    permission: user.companyRole,
    status: user.status === 'pending_activation' ? 'active' : user.status,
    isVisible: true,
    position: 'Compras',
    department: 'Supply chain',
    ...overrides,
  }
}

type Role = 'visitor' | 'restricted' | 'companyAdmin' | 'eventOnly' | 'platformAdmin'
const ROLES: Role[] = ['visitor', 'restricted', 'companyAdmin', 'eventOnly', 'platformAdmin']

/** A company with its admin signed in. */
async function companyWithAdmin(options: Parameters<typeof createFixtureCompany>[1] = {}, language: 'en' | 'es' = 'en') {
  const company = await createFixtureCompany(db(), options)
  const admin = await createFixtureUser(db(), { companyId: company.id, companyRole: 'admin', language })
  const { headers } = await signInFixture(db(), admin.id)
  return { company, admin, headers }
}

describe('authorization matrix: company users', () => {
  const target = () => createFixtureUser(db(), { companyId: roles.company.id, companyRole: 'restricted', status: 'inactive' })
  const cases: { route: string; expected: Record<Role, number>; request: () => Promise<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }> }[] = [
    {
      route: 'GET /api/v1/company/users',
      expected: { visitor: 401, restricted: 200, companyAdmin: 200, eventOnly: 403, platformAdmin: 403 },
      request: async () => ({ method: 'GET', url: '/api/v1/company/users' }),
    },
    {
      route: 'GET /api/v1/company/users/:id',
      expected: { visitor: 401, restricted: 200, companyAdmin: 200, eventOnly: 403, platformAdmin: 403 },
      request: async () => ({ method: 'GET', url: `/api/v1/company/users/${(await target()).id}` }),
    },
    {
      route: 'POST /api/v1/company/users',
      expected: { visitor: 401, restricted: 403, companyAdmin: 201, eventOnly: 403, platformAdmin: 403 },
      // inactive: holds no seat, so every row of the matrix can try it
      request: async () => ({ method: 'POST', url: '/api/v1/company/users', payload: createBody({ status: 'inactive' }) }),
    },
    {
      route: 'PATCH /api/v1/company/users/:id',
      expected: { visitor: 401, restricted: 403, companyAdmin: 200, eventOnly: 403, platformAdmin: 403 },
      request: async () => {
        const user = await target()
        return { method: 'PATCH', url: `/api/v1/company/users/${user.id}`, payload: updateBody(user, { position: 'Planner' }) }
      },
    },
    {
      route: 'DELETE /api/v1/company/users/:id',
      expected: { visitor: 401, restricted: 403, companyAdmin: 204, eventOnly: 403, platformAdmin: 403 },
      request: async () => ({ method: 'DELETE', url: `/api/v1/company/users/${(await target()).id}` }),
    },
  ]
  const table = cases.flatMap((c) => ROLES.map((role) => ({ ...c, role, status: c.expected[role] })))

  it.each(table)('$route as $role → $status', async ({ role, status, request }) => {
    const res = await t.app.inject({ ...(await request()), headers: roles.headers[role] })
    expect(res.statusCode, res.body).toBe(status)
    if (status === 401) expect(res.json().error.code).toBe('UNAUTHENTICATED')
    if (status === 403) expect(res.json().error.code).toBe('FORBIDDEN')
  })
})

describe('listing and viewing', () => {
  it('lists the company users with the remaining seats, never a hash', async () => {
    const { company, admin, headers } = await companyWithAdmin({ plan: 'platinum' })
    await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted' })
    await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted', status: 'inactive' })
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/company/users', headers })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 3, page: 1, limit: 12, seats: { limit: 3, used: 2, remaining: 1 } })
    expect(body.items[0]).toMatchObject({ id: admin.id, permission: 'admin', status: 'active', imageUrl: null })
    expect(res.body).not.toMatch(/argon2|passwordHash/)
  })

  it('pages with page and limit', async () => {
    const { company, headers } = await companyWithAdmin({ plan: 'platinum' })
    await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted' })
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/company/users?page=2&limit=1', headers })
    expect(res.json()).toMatchObject({ total: 2, page: 2, limit: 1 })
    expect(res.json().items).toHaveLength(1)
  })

  it('a restricted user sees the list and a user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/company/users/${roles.users.companyAdmin.id}`, headers: roles.headers.restricted })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: roles.users.companyAdmin.id, email: roles.users.companyAdmin.email, permission: 'admin' })
  })

  it('an unknown id is 404 and a malformed one 400', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/company/users/00000000-0000-4000-8000-000000000000', headers: roles.headers.companyAdmin })
    expect(unknown.statusCode).toBe(404)
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/company/users/nope', headers: roles.headers.companyAdmin })
    expect(malformed.statusCode).toBe(400)
  })
})

describe('cross-company isolation', () => {
  it('the admin of company A cannot read, edit or delete users of company B (404, never 403)', async () => {
    const a = await companyWithAdmin({ plan: 'platinum' })
    const b = await companyWithAdmin({ plan: 'platinum' })
    const victim = await createFixtureUser(db(), { companyId: b.company.id, companyRole: 'restricted' })
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/company/users/${victim.id}`, headers: a.headers })
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/users/${victim.id}`, headers: a.headers, payload: updateBody(victim, { permission: 'admin' }) })
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/v1/company/users/${victim.id}`, headers: a.headers })
    expect([read.statusCode, edit.statusCode, remove.statusCode]).toEqual([404, 404, 404])
    expect(read.json().error.code).toBe('NOT_FOUND')
    const [row] = await db().select().from(users).where(eq(users.id, victim.id))
    expect(row).toMatchObject({ companyRole: 'restricted', status: 'active' })
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/company/users', headers: a.headers })
    expect(list.json().items.map((u: { id: string }) => u.id)).not.toContain(victim.id)
  })
})

describe('creating users', () => {
  it('creates an active user: 201, hashed password, e-mail verified, language of the admin, welcome mail, audit', async () => {
    const { admin, headers, company } = await companyWithAdmin({ plan: 'platinum' }, 'es')
    const body = createBody({ email: `Nuevo.${unique()}@Acme-Parts.mx`, username: `Nuevo.${unique()}` })
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/company/users', headers, payload: body })
    expect(res.statusCode, res.body).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({
      email: body.email.toLowerCase(),
      username: body.username.toLowerCase(),
      permission: 'restricted',
      status: 'active',
      extension: '123',
      isVisible: true,
      imageUrl: null,
      lastLoginAt: null,
    })
    expect(res.body).not.toContain('Secret123')
    const [row] = await db().select().from(users).where(eq(users.id, created.id))
    expect(row!.companyId).toBe(company.id)
    expect(row!.language).toBe('es')
    expect(row!.emailVerifiedAt).not.toBeNull()
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(row!.passwordHash, 'Secret123')).toBe(true)

    const mails = await db().select().from(outbox).where(eq(outbox.toAddress, created.email))
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ template: 'company_user_welcome', language: 'es' })
    expect(mails[0]!.subject).toContain(company.tradeName)
    expect(mails[0]!.text).toContain('/signin')
    expect(mails[0]!.text).toContain(`${admin.firstName} ${admin.lastName}`)
    expect(mails[0]!.text).not.toContain('Secret123')

    const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'company_user.create'), eq(auditLog.entityId, created.id)))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.actorUserId).toBe(admin.id)
  })

  it('the created user can be signed in and sees the list; an inactive one cannot use a session', async () => {
    const { headers } = await companyWithAdmin({ plan: 'platinum' })
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/company/users', headers, payload: createBody() })
    const session = await signInFixture(db(), res.json().id)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/users', headers: session.headers })).statusCode).toBe(200)
    const inactive = await t.app.inject({ method: 'POST', url: '/api/v1/company/users', headers, payload: createBody({ status: 'inactive' }) })
    expect(inactive.json().status).toBe('inactive')
    const inactiveSession = await signInFixture(db(), inactive.json().id)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/users', headers: inactiveSession.headers })).statusCode).toBe(401)
  })

  it('duplicate e-mail (any company, any case) → 409 SIGNUP_EMAIL_TAKEN; duplicate username → 409 USERNAME_TAKEN', async () => {
    const { headers } = await companyWithAdmin({ plan: 'platinum' })
    const elsewhere = await createFixtureUser(db(), { companyId: roles.company.id, companyRole: 'restricted' })
    const email = await t.app.inject({ method: 'POST', url: '/api/v1/company/users', headers, payload: createBody({ email: elsewhere.email.toUpperCase() }) })
    expect(email.statusCode).toBe(409)
    expect(email.json().error.code).toBe('SIGNUP_EMAIL_TAKEN')
    const username = await t.app.inject({ method: 'POST', url: '/api/v1/company/users', headers, payload: createBody({ username: elsewhere.username.toUpperCase() }) })
    expect(username.statusCode).toBe(409)
    expect(username.json().error.code).toBe('USERNAME_TAKEN')
  })

  it('accepts an avatar of the company and refuses someone else’s file', async () => {
    const { company, admin, headers } = await companyWithAdmin({ plan: 'platinum' })
    const fileRow = (purpose: string, ownerCompanyId: string | null, ownerUserId: string | null) => ({
      purpose,
      ownerCompanyId,
      ownerUserId,
      storageKey: `test/${unique()}`,
      originalName: 'face.png',
      mimeType: 'image/png',
      sizeBytes: 10,
      sha256: 'x',
    })
    const [own] = await db().insert(files).values(fileRow('avatar', company.id, null)).returning()
    const [uploadedByAdmin] = await db().insert(files).values(fileRow('avatar', null, admin.id)).returning()
    const [foreign] = await db().insert(files).values(fileRow('avatar', roles.company.id, null)).returning()
    const [logo] = await db().insert(files).values(fileRow('logo', company.id, null)).returning()

    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/company/users', headers, payload: createBody({ imageFileId: own!.id, status: 'inactive' }) })
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json().imageUrl).toBe(`/api/v1/files/${own!.id}`)
    const mine = await t.app.inject({ method: 'POST', url: '/api/v1/company/users', headers, payload: createBody({ imageFileId: uploadedByAdmin!.id, status: 'inactive' }) })
    expect(mine.statusCode).toBe(201)
    for (const bad of [foreign!.id, logo!.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/company/users', headers, payload: createBody({ imageFileId: bad, status: 'inactive' }) })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [{ path: 'body.imageFileId' }] } })
    }
  })
})

describe('user form validation (spec §5 "User form")', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing first name', { firstName: '' }, 'body.firstName', 'required'],
    ['bad e-mail format', { email: 'not-an-email' }, 'body.email', 'email'],
    ['free-mail e-mail', { email: 'someone@gmail.com' }, 'body.email', 'emailNotCorporate'],
    ['short password', { password: 'Ab1', passwordConfirmation: 'Ab1' }, 'body.password', 'passwordTooShort'],
    ['password without a digit', { password: 'Abcdefgh', passwordConfirmation: 'Abcdefgh' }, 'body.password', 'passwordWeak'],
    ['password without an uppercase letter', { password: 'abcdefg1', passwordConfirmation: 'abcdefg1' }, 'body.password', 'passwordWeak'],
    ['confirmation differs', { passwordConfirmation: 'Secret124' }, 'body.passwordConfirmation', 'passwordMismatch'],
    ['username with spaces', { username: 'bad name' }, 'body.username', 'username'],
    ['username too short', { username: 'ab' }, 'body.username', 'tooShort'],
    ['permission not one of admin/restricted', { permission: 'owner' }, 'body.permission', 'choose'],
    ['status not one of active/inactive', { status: 'deleted' }, 'body.status', 'choose'],
    ['bad phone', { phone: '123' }, 'body.phone', 'phone'],
    ['extension with letters', { extension: '12a' }, 'body.extension', 'phone'],
  ]

  it.each(cases)('%s → 400 on %s', async (_name, overrides, path, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/company/users', headers: roles.headers.companyAdmin, payload: createBody(overrides) })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION_FAILED')
    expect(res.json().error.details.issues).toContainEqual({ path, message })
  })

  it('PATCH: a password without confirmation match is refused; no password leaves it unchanged', async () => {
    const user = await createFixtureUser(db(), { companyId: roles.company.id, companyRole: 'restricted', status: 'inactive' })
    const mismatch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/company/users/${user.id}`,
      headers: roles.headers.companyAdmin,
      payload: updateBody(user, { password: 'NewSecret1', passwordConfirmation: 'NewSecret2' }),
    })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().error.details.issues).toContainEqual({ path: 'body.passwordConfirmation', message: 'passwordMismatch' })
    const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/users/${user.id}`, headers: roles.headers.companyAdmin, payload: updateBody(user, { firstName: 'Marta' }) })
    expect(res.statusCode).toBe(200)
    expect(res.json().firstName).toBe('Marta')
    const [row] = await db().select().from(users).where(eq(users.id, user.id))
    expect(row!.passwordHash).toBe(user.passwordHash)
  })
})

describe('user seats (Platinum 3, free 1)', () => {
  const post = (headers: Record<string, string>, overrides: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/company/users', headers, payload: createBody(overrides) })
  const seats = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/v1/company/users', headers })).json().seats

  it('a Platinum company holds 3 non-inactive users; the 4th → 409 USER_SEATS_EXHAUSTED', async () => {
    const { headers } = await companyWithAdmin({ plan: 'platinum' })
    expect((await post(headers)).statusCode).toBe(201)
    expect((await post(headers)).statusCode).toBe(201)
    expect(await seats(headers)).toEqual({ limit: 3, used: 3, remaining: 0 })
    const fourth = await post(headers)
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json().error.code).toBe('USER_SEATS_EXHAUSTED')
  })

  it('Gold has the same 3 seats', async () => {
    const { headers } = await companyWithAdmin({ plan: 'gold' })
    expect(await seats(headers)).toEqual({ limit: 3, used: 1, remaining: 2 })
  })

  it('a free company (only its admin) cannot add an active user', async () => {
    const { headers } = await companyWithAdmin({ plan: 'free' })
    expect(await seats(headers)).toEqual({ limit: 1, used: 1, remaining: 0 })
    const res = await post(headers)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('USER_SEATS_EXHAUSTED')
  })

  it('an expired Platinum membership behaves as free', async () => {
    const { headers } = await companyWithAdmin({ plan: 'platinum', expiredMembership: true })
    expect(await seats(headers)).toEqual({ limit: 1, used: 1, remaining: 0 })
    expect((await post(headers)).json().error.code).toBe('USER_SEATS_EXHAUSTED')
  })

  it('deactivating frees a seat; reactivating without a free seat → 409', async () => {
    const { headers } = await companyWithAdmin({ plan: 'platinum' })
    const second = (await post(headers)).json()
    await post(headers)
    const toDeactivate = { ...second, companyRole: second.permission }
    const deactivated = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/users/${second.id}`, headers, payload: updateBody(toDeactivate, { status: 'inactive' }) })
    expect(deactivated.statusCode).toBe(200)
    expect(deactivated.json().status).toBe('inactive')
    expect(await seats(headers)).toEqual({ limit: 3, used: 2, remaining: 1 })
    expect((await post(headers)).statusCode).toBe(201) // takes the freed seat
    const reactivate = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/users/${second.id}`, headers, payload: updateBody(toDeactivate, { status: 'active' }) })
    expect(reactivate.statusCode).toBe(409)
    expect(reactivate.json().error.code).toBe('USER_SEATS_EXHAUSTED')
    // an inactive user holds no seat, so it can still be created (docs/decisions/006)
    expect((await post(headers, { status: 'inactive' })).statusCode).toBe(201)
    // editing an active user does not need a free seat
    const items: { id: string; status: string; permission: string }[] = (await t.app.inject({ method: 'GET', url: '/api/v1/company/users', headers })).json().items
    const active = items.find((u) => u.status === 'active' && u.permission === 'restricted')!
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/users/${active.id}`, headers, payload: updateBody({ ...active, companyRole: active.permission } as never, { position: 'Lead' }) })
    expect(edit.statusCode).toBe(200)
  })

  it('concurrent creations cannot take more seats than the plan has', async () => {
    const { headers } = await companyWithAdmin({ plan: 'platinum' })
    const results = await Promise.all([post(headers), post(headers), post(headers), post(headers)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409])
    expect(await seats(headers)).toEqual({ limit: 3, used: 3, remaining: 0 })
  })
})

describe('editing and deleting', () => {
  it('an admin cannot change their own permission or status, nor delete themself (409 CANNOT_MODIFY_SELF)', async () => {
    const { admin, headers } = await companyWithAdmin({ plan: 'platinum' })
    for (const overrides of [{ permission: 'restricted' }, { status: 'inactive' }]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/users/${admin.id}`, headers, payload: updateBody(admin, overrides) })
      expect(res.statusCode).toBe(409)
      expect(res.json().error.code).toBe('CANNOT_MODIFY_SELF')
    }
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/company/users/${admin.id}`, headers })
    expect(del.statusCode).toBe(409)
    expect(del.json().error.code).toBe('CANNOT_MODIFY_SELF')
    // the rest of their own record they may edit, including the password, keeping this session
    const own = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/users/${admin.id}`, headers, payload: updateBody(admin, { position: 'CEO', password: 'OwnSecret9', passwordConfirmation: 'OwnSecret9' }) })
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json()).toMatchObject({ position: 'CEO', permission: 'admin', status: 'active' })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/users', headers })).statusCode).toBe(200)
  })

  it('PATCH keeps e-mail and username unique', async () => {
    const { company, headers } = await companyWithAdmin({ plan: 'platinum' })
    const user = await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted' })
    const other = roles.users.restricted
    const email = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/users/${user.id}`, headers, payload: updateBody(user, { email: other.email }) })
    expect(email.json().error.code).toBe('SIGNUP_EMAIL_TAKEN')
    const username = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/users/${user.id}`, headers, payload: updateBody(user, { username: other.username }) })
    expect(username.json().error.code).toBe('USERNAME_TAKEN')
    // keeping one's own e-mail and username is no conflict
    const same = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/users/${user.id}`, headers, payload: updateBody(user, { permission: 'admin' }) })
    expect(same.statusCode).toBe(200)
    expect(same.json().permission).toBe('admin')
  })

  it('a password change revokes that user’s sessions; their old token → 401', async () => {
    const { company, headers } = await companyWithAdmin({ plan: 'platinum' })
    const user = await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted' })
    const session = await signInFixture(db(), user.id)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/users', headers: session.headers })).statusCode).toBe(200)
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/company/users/${user.id}`,
      headers,
      payload: updateBody(user, { password: 'Changed123', passwordConfirmation: 'Changed123' }),
    })
    expect(res.statusCode).toBe(200)
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/company/users', headers: session.headers })
    expect(after.statusCode).toBe(401)
    const [row] = await db().select().from(users).where(eq(users.id, user.id))
    expect(await verifyPassword(row!.passwordHash, 'Changed123')).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/users', headers })).statusCode).toBe(200)
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'company_user.update'), eq(auditLog.entityId, user.id)))
    expect(audit[0]!.data).toMatchObject({ passwordChanged: true })
  })

  it('deactivating a user revokes their sessions', async () => {
    const { company, headers } = await companyWithAdmin({ plan: 'platinum' })
    const user = await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted' })
    const session = await signInFixture(db(), user.id)
    await t.app.inject({ method: 'PATCH', url: `/api/v1/company/users/${user.id}`, headers, payload: updateBody(user, { status: 'inactive' }) })
    await db().update(users).set({ status: 'active' }).where(eq(users.id, user.id)) // the session itself must be gone, not just hidden by the status
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/users', headers: session.headers })).statusCode).toBe(401)
  })

  it('deletes a user of the company: 204, gone, audited', async () => {
    const { company, headers, admin } = await companyWithAdmin({ plan: 'platinum' })
    const user = await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted' })
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/company/users/${user.id}`, headers })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(0)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/company/users/${user.id}`, headers })).statusCode).toBe(404)
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'company_user.delete'), eq(auditLog.entityId, user.id)))
    expect(audit[0]).toMatchObject({ actorUserId: admin.id, entityType: 'user' })
  })
})
