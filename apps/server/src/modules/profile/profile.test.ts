import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, createRoleFixtures, FIXTURE_PASSWORD, signInFixture } from '../../test/fixtures'
import type { TestApp } from '../../test/test-app'
import { createAccountTestApp, nextIp } from '../auth/auth.test-support'

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
      phone: '8112345678',
      position: 'Compras',
      department: 'Supply chain',
      language: 'en',
      imageUrl: null,
    })

    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, email: 'Maria.Lopez@Fixture-Corp.mx' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ ...edit, id: user.id })
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })
    expect(me.json()).toMatchObject({ first_name: 'María', full_name: 'María López', email: 'maria.lopez@fixture-corp.mx', position: 'Directora' })
  })

  it('keeps e-mails unique (any case): 409 SIGNUP_EMAIL_TAKEN', async () => {
    const other = await createFixtureUser(db(), { isEventOnly: true })
    const user = await createFixtureUser(db(), { isEventOnly: true })
    const { headers } = await signInFixture(db(), user.id)
    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, email: other.email.toUpperCase() } })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('SIGNUP_EMAIL_TAKEN')
    // Keeping one's own address is fine.
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, email: user.email } })).statusCode).toBe(200)
  })

  it('validates every field; language is required', async () => {
    const user = await createFixtureUser(db(), { isEventOnly: true })
    const { headers } = await signInFixture(db(), user.id)
    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload: { ...edit, firstName: '', phone: '12', email: 'nope', language: undefined } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['body.email', 'body.firstName', 'body.language', 'body.phone'])
  })
})

describe('POST /api/v1/profile/password', () => {
  const change = (headers: Record<string, string>, currentPassword: string, password = 'Cambiada123', passwordConfirmation = password) =>
    t.app.inject({ method: 'POST', url: '/api/v1/profile/password', headers, payload: { currentPassword, password, passwordConfirmation } })

  it('needs the current password: 400 PASSWORD_CURRENT_INVALID', async () => {
    const user = await createFixtureUser(db(), { isEventOnly: true })
    const { headers } = await signInFixture(db(), user.id)
    const res = await change(headers, 'Wrong1234')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('PASSWORD_CURRENT_INVALID')
  })

  it('checks the new password rules and its confirmation', async () => {
    const user = await createFixtureUser(db(), { isEventOnly: true })
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
  it('visitors get 401 (before any body validation); every signed-in role, event-only included, may use it', async () => {
    const f = await createRoleFixtures(db())
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', payload: {} })).json().error.code).toBe('UNAUTHENTICATED')
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/profile/password', payload: {} })).statusCode).toBe(401)
    for (const role of ['restricted', 'companyAdmin', 'eventOnly', 'platformAdmin'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: f.headers[role] })
      expect(res.statusCode, role).toBe(200)
      expect(res.json().id, role).toBe(f.users[role].id)
      const patched = await t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers: f.headers[role], payload: { ...edit, email: f.users[role].email } })
      expect(patched.statusCode, role).toBe(200)
    }
  })
})
