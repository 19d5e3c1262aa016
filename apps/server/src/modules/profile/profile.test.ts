import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, createRoleFixtures, FIXTURE_PASSWORD, signInFixture } from '../../test/fixtures'
import type { TestApp } from '../../test/test-app'
import { createAccountTestApp, lastMail, nextIp } from '../auth/auth.test-support'

let t: TestApp
beforeAll(async () => {
  t = await createAccountTestApp()
})
afterAll(async () => {
  await t?.close()
})

const db = () => t.database.db
const edit = { firstName: 'María', lastName: 'López', phone: '81 5555 1234', email: 'maria.lopez@fixture-corp.mx', position: 'Directora', department: 'Ingeniería', language: 'es' as const }

describe('GET/PATCH /api/v1/profile', () => {
  it('shows and edits my profile', async () => {
    const company = await createFixtureCompany(db())
    const user = await createFixtureUser(db(), { companyId: company.id })
    const { headers } = await signInFixture(db(), user.id)
    const shown = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers })
    expect(shown.statusCode).toBe(200)
    expect(shown.json()).toEqual({
      id: user.id,
      username: user.username,
      firstName: 'Ana',
      lastName: user.lastName,
      email: user.email,
      pendingEmail: null,
      phone: '8112345678',
      position: 'Compras',
      department: 'Supply chain',
      language: 'en',
      imageUrl: null,
    })

    // Another letter case of the same address is the same mailbox (stored lower-case): nothing to confirm.
    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, email: user.email.toUpperCase() } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ ...edit, email: user.email, pendingEmail: null, id: user.id })
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })
    expect(me.json()).toMatchObject({ first_name: 'María', full_name: 'María López', email: user.email, position: 'Directora' })
  })

  it('keeps e-mails unique (any case): 409 SIGNUP_EMAIL_TAKEN', async () => {
    const other = await createFixtureUser(db())
    const user = await createFixtureUser(db())
    const { headers } = await signInFixture(db(), user.id)
    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, email: other.email.toUpperCase() } })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('SIGNUP_EMAIL_TAKEN')
    // Keeping one's own address is fine.
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, email: user.email } })).statusCode).toBe(200)
  })

  it('validates every field; language is required', async () => {
    const user = await createFixtureUser(db())
    const { headers } = await signInFixture(db(), user.id)
    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, firstName: '', phone: '12', email: 'nope', language: undefined } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['body.email', 'body.firstName', 'body.language', 'body.phone'])
  })
})

describe('e-mail change (confirmed from the new mailbox)', () => {
  const confirmTokenFrom = (text: string) => {
    const match = /\/api\/v1\/auth\/confirm-email\/([A-Za-z0-9_-]+)/.exec(text)
    if (!match?.[1]) throw new Error('no confirmation link in the mail')
    return match[1]
  }
  const confirm = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/auth/confirm-email/${token}`, remoteAddress: nextIp() })
  const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: nextIp(), payload: { email, password: FIXTURE_PASSWORD } })

  it('keeps the current address until the link from the new mailbox is opened; the old one gets a notice', async () => {
    const company = await createFixtureCompany(db())
    const user = await createFixtureUser(db(), { companyId: company.id })
    const { headers } = await signInFixture(db(), user.id)
    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, email: 'nuevo.correo@fixture-corp.mx' } })
    expect(res.statusCode).toBe(200)
    // The other fields are saved; the e-mail waits.
    expect(res.json()).toMatchObject({ firstName: 'María', email: user.email, pendingEmail: 'nuevo.correo@fixture-corp.mx' })
    expect((await login(user.email)).statusCode).toBe(200)
    expect((await login('nuevo.correo@fixture-corp.mx')).statusCode).toBe(401)

    const notice = await lastMail(db(), user.email, 'email_change_notice')
    expect(notice?.text).toContain('nuevo.correo@fixture-corp.mx')
    expect(notice?.text).not.toContain('/confirm-email/')
    const mail = await lastMail(db(), 'nuevo.correo@fixture-corp.mx', 'email_change')
    const token = confirmTokenFrom(mail!.text)

    const done = await confirm(token)
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe('/profile?emailChange=confirmed')
    const shown = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers })
    expect(shown.json()).toMatchObject({ email: 'nuevo.correo@fixture-corp.mx', pendingEmail: null })
    expect((await login('nuevo.correo@fixture-corp.mx')).statusCode).toBe(200)
    expect((await login(user.email)).statusCode).toBe(401)
    // Single use.
    expect((await confirm(token)).headers.location).toBe('/profile?emailChange=invalid')
  })

  it('a newer request or a cancel makes older links useless', async () => {
    const user = await createFixtureUser(db())
    const { headers } = await signInFixture(db(), user.id)
    const patch = (email: string) => t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, email } })
    await patch('primero@fixture-corp.mx')
    const first = confirmTokenFrom((await lastMail(db(), 'primero@fixture-corp.mx', 'email_change'))!.text)
    expect((await patch('segundo@fixture-corp.mx')).json().pendingEmail).toBe('segundo@fixture-corp.mx')
    expect((await confirm(first)).headers.location).toBe('/profile?emailChange=invalid')

    const second = confirmTokenFrom((await lastMail(db(), 'segundo@fixture-corp.mx', 'email_change'))!.text)
    const cancelled = await t.app.inject({ method: 'DELETE', url: '/api/v1/profile/pending-email', headers })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ email: user.email, pendingEmail: null })
    expect((await confirm(second)).headers.location).toBe('/profile?emailChange=invalid')
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, user.id))
    expect(row!.email).toBe(user.email)
  })

  it('an expired link, or an address taken meanwhile, changes nothing', async () => {
    const user = await createFixtureUser(db())
    const { headers } = await signInFixture(db(), user.id)
    await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, email: 'disputado@fixture-corp.mx' } })
    const token = confirmTokenFrom((await lastMail(db(), 'disputado@fixture-corp.mx', 'email_change'))!.text)
    // Another account takes the address before the link is opened.
    const rival = await createFixtureUser(db())
    await db().update(users).set({ email: 'disputado@fixture-corp.mx' }).where(eq(users.id, rival.id))
    expect((await confirm(token)).headers.location).toBe('/profile?emailChange=taken')
    const [row] = await db().select({ email: users.email, pendingEmail: users.pendingEmail }).from(users).where(eq(users.id, user.id))
    expect(row).toEqual({ email: user.email, pendingEmail: 'disputado@fixture-corp.mx' })

    await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, email: 'tarde@fixture-corp.mx' } })
    const late = confirmTokenFrom((await lastMail(db(), 'tarde@fixture-corp.mx', 'email_change'))!.text)
    await db().execute(sql`update tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id} and purpose = 'email_change' and used_at is null`)
    expect((await confirm(late)).headers.location).toBe('/profile?emailChange=expired')
    expect((await confirm('not-a-token')).headers.location).toBe('/profile?emailChange=invalid')
  })

  it('refuses an address another account uses, and more than 3 requests an hour, without saving anything', async () => {
    const other = await createFixtureUser(db())
    const user = await createFixtureUser(db())
    const { headers } = await signInFixture(db(), user.id)
    const patch = (email: string, firstName = 'María') => t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, firstName, email } })
    expect((await patch(other.email)).json().error.code).toBe('SIGNUP_EMAIL_TAKEN')
    for (const n of [1, 2, 3]) expect((await patch(`intento${n}@fixture-corp.mx`)).statusCode).toBe(200)
    const limited = await patch('intento4@fixture-corp.mx', 'Otra')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    const [row] = await db().select({ firstName: users.firstName, pendingEmail: users.pendingEmail }).from(users).where(eq(users.id, user.id))
    expect(row).toEqual({ firstName: 'María', pendingEmail: 'intento3@fixture-corp.mx' })
  })

  it('needs a session to cancel: 401', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/profile/pending-email' })).statusCode).toBe(401)
  })
})

describe('POST /api/v1/profile/password', () => {
  const change = (headers: Record<string, string>, currentPassword: string, password = 'Cambiada123', passwordConfirmation = password) =>
    t.app.inject({ method: 'POST', url: '/api/v1/profile/password', headers, payload: { currentPassword, password, passwordConfirmation } })

  it('needs the current password: 400 PASSWORD_CURRENT_INVALID', async () => {
    const user = await createFixtureUser(db())
    const { headers } = await signInFixture(db(), user.id)
    const res = await change(headers, 'Wrong1234')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('PASSWORD_CURRENT_INVALID')
  })

  it('checks the new password rules and its confirmation', async () => {
    const user = await createFixtureUser(db())
    const { headers } = await signInFixture(db(), user.id)
    expect((await change(headers, FIXTURE_PASSWORD, 'abcdefgh')).json().error.details.issues).toContainEqual({ path: 'body.password', message: 'passwordWeak' })
    expect((await change(headers, FIXTURE_PASSWORD, 'Cambiada123', 'Cambiada124')).json().error.details.issues).toContainEqual({
      path: 'body.passwordConfirmation',
      message: 'passwordMismatch',
    })
  })

  it('changes it, keeps this session and ends every other one', async () => {
    const company = await createFixtureCompany(db())
    const user = await createFixtureUser(db(), { companyId: company.id })
    const current = await signInFixture(db(), user.id)
    const other = await signInFixture(db(), user.id)
    const res = await change(current.headers, FIXTURE_PASSWORD)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: current.headers })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: other.headers })).statusCode).toBe(401)
    const [row] = await db().select().from(users).where(eq(users.id, user.id))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
    const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: nextIp(), payload: { email: user.email, password } })
    expect((await login(FIXTURE_PASSWORD)).statusCode).toBe(401)
    expect((await login('Cambiada123')).statusCode).toBe(200)
  })
})

describe('authorization matrix: /profile', () => {
  it('visitors get 401 (before any body validation); event-only users 403 (spec §6: confined to the events page); every other role may use it', async () => {
    const f = await createRoleFixtures(db())
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', payload: {} })).json().error.code).toBe('UNAUTHENTICATED')
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/profile/password', payload: {} })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: f.headers.eventOnly })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers: f.headers.eventOnly, payload: {} })).json().error.code).toBe('FORBIDDEN')
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/profile/password', headers: f.headers.eventOnly, payload: {} })).statusCode).toBe(403)
    for (const role of ['restricted', 'companyAdmin', 'platformAdmin'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: f.headers[role] })
      expect(res.statusCode, role).toBe(200)
      expect(res.json().id, role).toBe(f.users[role].id)
      const patched = await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers: f.headers[role], payload: { ...edit, email: f.users[role].email } })
      expect(patched.statusCode, role).toBe(200)
    }
  })
})
