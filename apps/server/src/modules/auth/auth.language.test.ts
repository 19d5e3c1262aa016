/**
 * The account's language (issue 27 §11): the header's EN/ES switch is saved to the signed-in account, the language the
 * person signs in reading wins over the saved one and is saved, and e-mails follow the saved choice (the event
 * confirmation among them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { outbox, users } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, FIXTURE_PASSWORD, signInFixture } from '../../test/fixtures'
import type { TestApp } from '../../test/test-app'
import { insertEvent } from '../events/events.test-support'
import { createAccountTestApp, nextIp } from './auth.test-support'

let t: TestApp
const db = () => t.database.db
beforeAll(async () => {
  t = await createAccountTestApp()
})
afterAll(async () => {
  await t?.close()
})

const savedLanguage = async (userId: string) => (await db().select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]?.language
const setLanguage = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/language', headers, payload })
const login = (email: string, language?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: FIXTURE_PASSWORD, ...(language ? { language } : {}) }, remoteAddress: nextIp() })

describe('PUT /api/v1/auth/me/language', () => {
  it('saves the switch to the account of a company user and of an event-only account', async () => {
    const company = await createFixtureCompany(db())
    for (const user of [await createFixtureUser(db(), { companyId: company.id, companyRole: 'restricted' }), await createFixtureUser(db(), { isEventOnly: true })]) {
      const { headers } = await signInFixture(db(), user.id)
      const res = await setLanguage(headers, { language: 'es' })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ language: 'es' })
      expect(await savedLanguage(user.id)).toBe('es')
      expect((await setLanguage(headers, { language: 'en' })).statusCode).toBe(200)
      expect(await savedLanguage(user.id)).toBe('en')
    }
  })

  it('refuses visitors (401) and languages the site does not speak (400), changing nothing', async () => {
    const user = await createFixtureUser(db(), { language: 'es' })
    const visitor = await setLanguage({}, { language: 'en' })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED')
    const { headers } = await signInFixture(db(), user.id)
    for (const payload of [{ language: 'fr' }, {}, { language: 'EN' }]) {
      const res = await setLanguage(headers, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
    }
    expect(await savedLanguage(user.id)).toBe('es')
  })
})

describe('POST /api/v1/auth/login with the visible language', () => {
  it('the language the person signs in reading wins and is saved; without one the saved language stays', async () => {
    const company = await createFixtureCompany(db())
    const user = await createFixtureUser(db(), { companyId: company.id, language: 'es' })
    expect((await login(user.email, 'en')).statusCode).toBe(200)
    expect(await savedLanguage(user.id)).toBe('en')
    expect((await login(user.email)).statusCode).toBe(200)
    expect(await savedLanguage(user.id)).toBe('en')
    expect((await login(user.email, 'es')).statusCode).toBe(200)
    expect(await savedLanguage(user.id)).toBe('es')
    // An unknown language is a validation error; a failed sign-in saves nothing.
    expect((await login(user.email, 'fr')).statusCode).toBe(400)
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: 'Wrong-password-1', language: 'en' }, remoteAddress: nextIp() })
    expect(wrong.statusCode).toBe(401)
    expect(await savedLanguage(user.id)).toBe('es')
  })
})

describe('e-mails follow the saved choice', () => {
  it('an event confirmation after switching to Spanish arrives in Spanish, and in English after switching back', async () => {
    const user = await createFixtureUser(db(), { isEventOnly: true, language: 'en' })
    const { headers } = await signInFixture(db(), user.id)
    expect((await setLanguage(headers, { language: 'es' })).statusCode).toBe(200)
    const event = await insertEvent(db(), { title: 'Foro de proveedores Monterrey', capacity: 10 })
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/events/${event.id}/registration`, headers })).statusCode).toBe(201)
    const spanish = (await db().select().from(outbox).where(and(eq(outbox.toAddress, user.email), eq(outbox.template, 'event.registration')))).find((m) => m.subject.includes('Monterrey'))
    expect(spanish?.language).toBe('es')
    expect(spanish?.subject).toBe('Registro confirmado: Foro de proveedores Monterrey')

    expect((await setLanguage(headers, { language: 'en' })).statusCode).toBe(200)
    const other = await insertEvent(db(), { title: 'Supplier forum Querétaro', capacity: 10 })
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/events/${other.id}/registration`, headers })).statusCode).toBe(201)
    const english = (await db().select().from(outbox).where(and(eq(outbox.toAddress, user.email), eq(outbox.template, 'event.registration')))).find((m) => m.subject.includes('Querétaro'))
    expect(english?.language).toBe('en')
    expect(english?.subject).toBe('Registration confirmed: Supplier forum Querétaro')
  })
})
