/**
 * Spec §6: a restricted user "can only search, query and view" (issue 25, ADR 047). Contact e-mails, chat requests,
 * answering and writing in chats, and booking or answering meetings are refused to restricted users by default; the
 * company admin may allow them, which applies at once to users already signed in; admins may always act.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, count, eq } from 'drizzle-orm'
import { appointments, auditLog, chats } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
const db = () => t.database.db
type Headers = Record<string, string>
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Two Platinum companies (contact needs Platinum, ADR 029), each with an admin and a restricted user; T is a third. */
let buyer: { id: string }
let supplier: { id: string }
let third: { id: string }
const H = {} as Record<'buyerAdmin' | 'buyerRestricted' | 'supplierAdmin' | 'supplierRestricted', Headers>

const call = (method: Method, url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const codeOf = (res: { json(): unknown }) => (res.json() as { error?: { code: string } }).error?.code
const contact = (headers: Headers, companyId: string, channel: 'email' | 'chat') => call('POST', '/api/v1/contact', headers, { companyId, channel, message: `Cotización de troquelado ${randomUUID()}` })
const setSetting = (headers: Headers, restrictedUsersMayContact: boolean) => call('PUT', '/api/v1/company/user-settings', headers, { restrictedUsersMayContact })

const details = { matter: 'Visita a planta', reason: 'Revisar capacidad de troquelado.', name: 'Ana Pérez', company: 'Ensambles Norte', email: 'ana@ensambles-norte.mx', phone: '+52 81 1234 5678' }
const usedSlots = new Set<string>()
/** A free slot of the supplier not used by an earlier call of this file. */
async function freeSlot(): Promise<string> {
  const day = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10)
  const res = await call('GET', `/api/v1/appointments/slots?companyId=${supplier.id}&from=${day(1)}&to=${day(10)}&timeZone=America/Mexico_City`, H.buyerAdmin)
  expect(res.statusCode, res.body).toBe(200)
  const slot = (res.json().slots as { startsAt: string }[]).find((s) => !usedSlots.has(s.startsAt))!
  usedSlots.add(slot.startsAt)
  return slot.startsAt
}
const book = async (headers: Headers) => call('POST', '/api/v1/appointments', headers, { hostCompanyId: supplier.id, startsAt: await freeSlot(), ...details })
const countRows = async (table: typeof appointments | typeof chats) => (await db().select({ n: count() }).from(table))[0]!.n

beforeAll(async () => {
  t = await createTestApp()
  buyer = await createFixtureCompany(db(), { plan: 'platinum', tradeName: 'Ensambles Norte' })
  supplier = await createFixtureCompany(db(), { plan: 'platinum', tradeName: 'Troqueles Bajío' })
  third = await createFixtureCompany(db(), { plan: 'free', tradeName: 'Forjas del Norte' })
  await createFixtureUser(db(), { companyId: third.id })
  const users = {
    buyerAdmin: await createFixtureUser(db(), { companyId: buyer.id }),
    buyerRestricted: await createFixtureUser(db(), { companyId: buyer.id, companyRole: 'restricted' }),
    supplierAdmin: await createFixtureUser(db(), { companyId: supplier.id }),
    supplierRestricted: await createFixtureUser(db(), { companyId: supplier.id, companyRole: 'restricted' }),
  }
  for (const [role, user] of Object.entries(users)) H[role as keyof typeof H] = (await signInFixture(db(), user.id)).headers
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '13:00' }))
  const saved = await call('PUT', '/api/v1/appointments/availability', H.supplierAdmin, { timeZone: 'America/Mexico_City', slotMinutes: 60, weekly, exceptions: [] })
  expect(saved.statusCode, saved.body).toBe(200)
})
afterAll(async () => {
  await t?.close()
})

describe('restricted users by default (spec §6: search, query and view only)', () => {
  let chatId: string
  let appointmentId: string

  it('admins contact, chat and book meetings', async () => {
    expect((await contact(H.buyerAdmin, supplier.id, 'email')).statusCode).toBe(201)
    const chat = await contact(H.buyerAdmin, supplier.id, 'chat')
    expect(chat.statusCode, chat.body).toBe(201)
    chatId = chat.json().chatId
    const booked = await book(H.buyerAdmin)
    expect(booked.statusCode, booked.body).toBe(201)
    appointmentId = booked.json().id
  })

  it('contact e-mails and chat requests are refused with RESTRICTED_USER_READ_ONLY, in the reader’s language, and the modal is told why', async () => {
    for (const channel of ['email', 'chat'] as const) {
      const res = await contact(H.buyerRestricted, third.id, channel)
      expect(res.statusCode).toBe(403)
      expect(codeOf(res)).toBe('RESTRICTED_USER_READ_ONLY')
    }
    const es = await call('POST', '/api/v1/contact', { ...H.buyerRestricted, 'accept-language': 'es' }, { companyId: third.id, channel: 'email', message: 'Hola' })
    expect(es.json().error.message).toMatch(/^Tu usuario solo puede buscar y consultar/)
    const options = await call('GET', `/api/v1/contact/${supplier.id}`, H.buyerRestricted)
    expect(options.json()).toMatchObject({ canContact: false, reason: 'RESTRICTED_USER_READ_ONLY' })
    expect((await call('GET', `/api/v1/contact/${supplier.id}`, H.buyerAdmin)).json()).toMatchObject({ canContact: true, reason: null })
  })

  it('chats: the restricted user reads the company’s requests but cannot answer, write, type or delete', async () => {
    const chatsBefore = await countRows(chats)
    const summary = (await call('GET', '/api/v1/chats', H.supplierRestricted)).json().items.find((c: { id: string }) => c.id === chatId)
    expect(summary).toMatchObject({ status: 'pending', canRespond: false, canWrite: false })
    expect((await call('GET', `/api/v1/chats/${chatId}/messages`, H.supplierRestricted)).statusCode).toBe(200)
    expect((await call('PUT', `/api/v1/chats/${chatId}/read`, H.supplierRestricted, {})).statusCode).toBe(200)
    // The sidebar counts no request the user cannot answer.
    expect((await call('GET', '/api/v1/chats/unread-count', H.supplierRestricted)).json().pendingRequests).toBe(0)
    expect((await call('GET', '/api/v1/chats/unread-count', H.supplierAdmin)).json().pendingRequests).toBe(1)
    const refused = [
      await call('PUT', `/api/v1/chats/${chatId}/status`, H.supplierRestricted, { status: 'accepted' }),
      await call('POST', `/api/v1/chats/${chatId}/messages`, H.supplierRestricted, { clientId: randomUUID(), body: 'Hola' }),
      await call('POST', `/api/v1/chats/${chatId}/typing`, H.supplierRestricted),
      await call('DELETE', `/api/v1/chats/${chatId}`, H.supplierRestricted),
    ]
    expect(refused.map((r) => [r.statusCode, codeOf(r)])).toEqual(refused.map(() => [403, 'RESTRICTED_USER_READ_ONLY']))
    expect(await countRows(chats)).toBe(chatsBefore)
    expect((await db().select().from(chats).where(eq(chats.id, chatId)))[0]!.status).toBe('pending')
  })

  it('appointments: the restricted user sees the calendar but cannot book, edit, accept, decline or cancel', async () => {
    const before = await countRows(appointments)
    const refused = [
      await book(H.buyerRestricted),
      await call('PATCH', `/api/v1/appointments/${appointmentId}`, H.buyerRestricted, { matter: 'Otra cosa' }),
      await call('POST', `/api/v1/appointments/${appointmentId}/cancel`, H.buyerRestricted, { reason: 'Cambio de planes' }),
      await call('POST', `/api/v1/appointments/${appointmentId}/accept`, H.supplierRestricted, {}),
      await call('POST', `/api/v1/appointments/${appointmentId}/decline`, H.supplierRestricted, {}),
    ]
    expect(refused.map((r) => [r.statusCode, codeOf(r)])).toEqual(refused.map(() => [403, 'RESTRICTED_USER_READ_ONLY']))
    expect(await countRows(appointments)).toBe(before)
    expect((await db().select().from(appointments).where(eq(appointments.id, appointmentId)))[0]).toMatchObject({ status: 'pending', matter: details.matter })
    for (const url of ['/api/v1/appointments', `/api/v1/appointments/${appointmentId}`, `/api/v1/appointments/${appointmentId}/ics`]) {
      expect((await call('GET', url, H.supplierRestricted)).statusCode, url).toBe(200)
    }
    expect((await call('GET', '/api/v1/appointments/availability', H.buyerRestricted)).statusCode).toBe(200)
  })

  it('the session profile marks the restricted user read-only (private_level 2)', async () => {
    expect((await call('GET', '/api/v1/auth/me', H.buyerRestricted)).json().private_level).toBe(2)
    expect((await call('GET', '/api/v1/auth/me', H.buyerAdmin)).json().private_level).toBe(1)
  })
})

describe('the company admin’s setting (ADR 047)', () => {
  it('is off by default, shown to every user of the company, and only an admin changes it', async () => {
    for (const headers of [H.supplierAdmin, H.supplierRestricted]) {
      expect((await call('GET', '/api/v1/company/users', headers)).json().settings).toEqual({ restrictedUsersMayContact: false })
    }
    const refused = await setSetting(H.supplierRestricted, true)
    expect(refused.statusCode).toBe(403)
    expect(codeOf(refused)).toBe('FORBIDDEN')
    expect((await call('PUT', '/api/v1/company/user-settings', H.supplierAdmin, { restrictedUsersMayContact: 'yes' })).statusCode).toBe(400)
  })

  it('turned on, restricted users already signed in contact, chat and book at once; the change is audited', async () => {
    for (const headers of [H.buyerAdmin, H.supplierAdmin]) {
      const res = await setSetting(headers, true)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ restrictedUsersMayContact: true })
    }
    const audited = await db().select().from(auditLog).where(and(eq(auditLog.entityId, buyer.id), eq(auditLog.action, 'company.user_settings')))
    expect(audited.map((a) => a.data)).toEqual([{ restrictedUsersMayContact: true }])
    expect((await call('GET', '/api/v1/auth/me', H.buyerRestricted)).json().private_level).toBe(3)
    expect((await call('GET', `/api/v1/contact/${third.id}`, H.buyerRestricted)).json()).toMatchObject({ canContact: true, reason: null })

    expect((await contact(H.buyerRestricted, third.id, 'email')).statusCode).toBe(201)
    const chat = await contact(H.buyerRestricted, third.id, 'chat')
    expect(chat.statusCode, chat.body).toBe(201)
    const booked = await book(H.buyerRestricted)
    expect(booked.statusCode, booked.body).toBe(201)

    // On the supplier side the restricted user answers the admin's pending chat request and writes in it.
    const pending = (await call('GET', '/api/v1/chats', H.supplierRestricted)).json().items.find((c: { status: string; counterpart: { companyId: string } }) => c.status === 'pending' && c.counterpart.companyId === buyer.id)
    expect(pending).toMatchObject({ canRespond: true })
    expect((await call('PUT', `/api/v1/chats/${pending.id}/status`, H.supplierRestricted, { status: 'accepted' })).statusCode).toBe(200)
    expect((await call('POST', `/api/v1/chats/${pending.id}/messages`, H.supplierRestricted, { clientId: randomUUID(), body: 'Con gusto' })).statusCode).toBe(201)
    expect((await call('POST', `/api/v1/appointments/${booked.json().id}/accept`, H.supplierRestricted, {})).statusCode).toBe(200)
  })

  it('turned off again, restricted users are refused at once; admins still act', async () => {
    expect((await setSetting(H.buyerAdmin, false)).statusCode).toBe(200)
    const refused = await book(H.buyerRestricted)
    expect(refused.statusCode).toBe(403)
    expect(codeOf(refused)).toBe('RESTRICTED_USER_READ_ONLY')
    expect((await call('GET', '/api/v1/auth/me', H.buyerRestricted)).json().private_level).toBe(2)
    expect((await book(H.buyerAdmin)).statusCode).toBe(201)
  })
})
