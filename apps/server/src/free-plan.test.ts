/**
 * ADR 052: every action of the free plan's table, walked through the API as a free company meets it — what it may do
 * answers 2xx, what needs Platinum answers the stable code the pages explain before anyone fills a form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { chats, notifications, outbox } from './db/schema'
import { createFixtureUser, signInFixture } from './test/fixtures'
import { createTestApp, type TestApp } from './test/test-app'
import { insertReferenceData } from './modules/companies/companies.test-support'
import { createTestCompany, uploadRequirementFile, validQuote, validRequirement, type TestCompany } from './modules/requirements/requirements.test-support'

let t: TestApp
const db = () => t.database.db
type Headers = Record<string, string>

let ref: { categoryIds: [number, number]; certificationIds: [number, number] }
/** A Platinum buyer with one public RFQ (requiring certification 0) and one it invited the free supplier to. */
let buyer: TestCompany
let free: TestCompany
let platinum: TestCompany
let publicRfq: string
let invitedRfq: string

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const code = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code

beforeAll(async () => {
  t = await createTestApp()
  ref = await insertReferenceData(db())
  buyer = await createTestCompany(db(), { plan: 'platinum', tradeName: 'Ensambles Comprador' })
  // The free supplier lists certification 1 but not 0, which both RFQs require.
  free = await createTestCompany(db(), { plan: 'free', tradeName: 'Maquinados Gratis', certificationIds: [ref.certificationIds[1]] })
  platinum = await createTestCompany(db(), { plan: 'platinum', tradeName: 'Troqueles Platino', certificationIds: [ref.certificationIds[0]] })
  const fileId = await uploadRequirementFile(t.app, buyer.admin)
  const publish = async (title: string) => {
    const res = await call('POST', '/api/v1/company/requirements', buyer.admin, validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[0]], fileId }, { title }))
    expect(res.statusCode, res.body).toBe(201)
    return res.json().id as string
  }
  publicRfq = await publish('Estampado de soportes de motor')
  invitedRfq = await publish('Troquel progresivo para bisagras')
  expect((await call('POST', `/api/v1/company/requirements/${invitedRfq}/invitations`, buyer.admin, { companyId: free.id })).statusCode).toBe(200)
})
afterAll(async () => {
  await t?.close()
})

describe('free plan: what a free company may not do says so, with the code the page explains', () => {
  it('the requirements list tells each reader what it may do with each card (signIn, membership, open)', async () => {
    const accessOf = async (headers: Headers) => {
      const res = await call('GET', '/api/v1/requirements?limit=50', headers)
      expect(res.statusCode).toBe(200)
      return Object.fromEntries((res.json().items as { id: string; access: string }[]).map((i) => [i.id, i.access]))
    }
    expect(await accessOf({})).toMatchObject({ [publicRfq]: 'signIn', [invitedRfq]: 'signIn' })
    expect(await accessOf(free.admin)).toMatchObject({ [publicRfq]: 'membership', [invitedRfq]: 'open' })
    expect(await accessOf(platinum.admin)).toMatchObject({ [publicRfq]: 'open', [invitedRfq]: 'open' })
    expect(await accessOf(buyer.restricted)).toMatchObject({ [publicRfq]: 'open' })
    // An account without a company (event-only) cannot open requirements on any plan.
    const eventOnly = await createFixtureUser(db(), { companyId: null, isEventOnly: true })
    expect(await accessOf((await signInFixture(db(), eventOnly.id)).headers)).toMatchObject({ [publicRfq]: 'companyOnly' })
  })

  it('a requirement a free company cannot open still shows its card (title, place, required certifications) and why', async () => {
    const detail = await call('GET', `/api/v1/requirements/${publicRfq}`, free.admin)
    expect(detail.statusCode).toBe(403)
    expect(code(detail)).toBe('REQUIREMENT_MEMBERSHIP_REQUIRED')
    const card = await call('GET', `/api/v1/requirements/${publicRfq}/card`, free.admin)
    expect(card.statusCode, card.body).toBe(200)
    expect(card.json()).toMatchObject({ title: 'Estampado de soportes de motor', city: 'Monterrey', access: 'membership', isInvited: false, certifications: [{ id: ref.certificationIds[0] }] })
    // Card fields only: nothing of the detail behind the membership gate.
    expect(card.json()).not.toHaveProperty('activity')
    expect(card.json()).not.toHaveProperty('budget')
    // A visitor sees the same card and is asked to sign in.
    expect((await call('GET', `/api/v1/requirements/${publicRfq}/card`, {})).json()).toMatchObject({ title: 'Estampado de soportes de motor', access: 'signIn' })
  })

  it('a private requirement stays 404 on the card as on the list, except to the invited company', async () => {
    const res = await call('PUT', `/api/v1/company/requirements/${invitedRfq}`, buyer.admin, { ...validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[0]], fileId: (await uploadRequirementFile(t.app, buyer.admin)) }, { title: 'Troquel progresivo para bisagras' }), isPublic: false })
    expect(res.statusCode, res.body).toBe(200)
    expect((await call('GET', `/api/v1/requirements/${invitedRfq}/card`, platinum.admin)).statusCode).toBe(404)
    expect((await call('GET', `/api/v1/requirements/${invitedRfq}/card`, {})).statusCode).toBe(404)
    expect((await call('GET', `/api/v1/requirements/${invitedRfq}/card`, free.admin)).json()).toMatchObject({ access: 'open', isInvited: true })
  })

  it('quoting an RFQ it was not invited to, or a company from its page: REQUIREMENT_MEMBERSHIP_REQUIRED', async () => {
    const onRfq = await call('POST', '/api/v1/quotes', free.admin, validQuote({ requirementId: publicRfq }))
    expect(onRfq.statusCode).toBe(403)
    expect(code(onRfq)).toBe('REQUIREMENT_MEMBERSHIP_REQUIRED')
    const toCompany = await call('POST', '/api/v1/quotes', free.admin, validQuote({ receiverCompanyId: platinum.id }))
    expect(toCompany.statusCode).toBe(403)
    expect(code(toCompany)).toBe('REQUIREMENT_MEMBERSHIP_REQUIRED')
  })

  it('e-mail or chat request to a company that did not invite it: CONTACT_PLATINUM_REQUIRED, and the options say so first', async () => {
    const options = await call('GET', `/api/v1/contact/${platinum.id}`, free.admin)
    expect(options.json()).toMatchObject({ canContact: false, reason: 'CONTACT_PLATINUM_REQUIRED', whatsapp: null })
    for (const channel of ['email', 'chat'] as const) {
      const res = await call('POST', '/api/v1/contact', free.admin, { companyId: platinum.id, channel, message: 'Hola, ¿tienen capacidad de troquelado?' })
      expect(res.statusCode).toBe(403)
      expect(code(res)).toBe('CONTACT_PLATINUM_REQUIRED')
    }
  })
})

describe('free plan: what a free company may do', () => {
  it('publishes a requirement and receives quotes on it', async () => {
    const fileId = await uploadRequirementFile(t.app, free.admin)
    const res = await call('POST', '/api/v1/company/requirements', free.admin, validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[1]], fileId }, { title: 'Maquinado de bujes' }))
    expect(res.statusCode, res.body).toBe(201)
    const quote = await call('POST', '/api/v1/quotes', platinum.admin, validQuote({ requirementId: res.json().id }))
    expect(quote.statusCode, quote.body).toBe(201)
  })

  it('opens and quotes an RFQ it was invited to, and is told first which required certification its profile lacks', async () => {
    const detail = await call('GET', `/api/v1/requirements/${invitedRfq}`, free.admin)
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json().myMissingCertifications).toEqual([{ id: ref.certificationIds[0], name: expect.any(String) }])
    // A supplier that holds it is told nothing; the owner is never told about its own.
    expect((await call('GET', `/api/v1/requirements/${publicRfq}`, platinum.admin)).json().myMissingCertifications).toEqual([])
    expect((await call('GET', `/api/v1/requirements/${publicRfq}`, buyer.admin)).json().myMissingCertifications).toEqual([])
    const quote = await call('POST', '/api/v1/quotes', free.admin, validQuote({ requirementId: invitedRfq }))
    expect(quote.statusCode, quote.body).toBe(201)
  })

  it('asks the buyer that invited it a question (e-mail or chat request) while the invitation is open, not other companies', async () => {
    expect((await call('GET', `/api/v1/contact/${buyer.id}`, free.admin)).json()).toMatchObject({ canContact: true, reason: null })
    const mail = await call('POST', '/api/v1/contact', free.admin, { companyId: buyer.id, channel: 'email', message: '¿El troquel incluye el diseño o solo la fabricación?' })
    expect(mail.statusCode, mail.body).toBe(201)
    const chat = await call('POST', '/api/v1/contact', free.admin, { companyId: buyer.id, channel: 'chat', message: '¿Podemos revisar el plano juntos?' })
    expect(chat.statusCode, chat.body).toBe(201)
    expect((await db().select().from(chats).where(eq(chats.id, chat.json().chatId))).length).toBe(1)
    // Once the invited requirement no longer takes quotes, the exception ends.
    expect((await call('POST', `/api/v1/company/requirements/${invitedRfq}/cover`, buyer.admin)).statusCode).toBe(200)
    const after = await call('GET', `/api/v1/contact/${buyer.id}`, free.admin)
    expect(after.json()).toMatchObject({ canContact: false, reason: 'CONTACT_PLATINUM_REQUIRED' })
  })

  it('answers a chat request a Platinum company sent it (answering never needs Platinum, ADR 029)', async () => {
    const sent = await call('POST', '/api/v1/contact', platinum.admin, { companyId: free.id, channel: 'chat', message: 'Buscamos maquinado de bujes, ¿les interesa?' })
    expect(sent.statusCode, sent.body).toBe(201)
    const accepted = await call('PUT', `/api/v1/chats/${sent.json().chatId}/status`, free.admin, { status: 'accepted' })
    expect(accepted.statusCode, accepted.body).toBe(200)
  })

  it('books a meeting in a company’s published hours; a company without them answers APPOINTMENT_NO_AVAILABLE_DAYS', async () => {
    const from = new Date(Date.now() + 86400_000).toISOString().slice(0, 10)
    const to = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10)
    const slotsOf = (companyId: string) => call('GET', `/api/v1/appointments/slots?companyId=${companyId}&from=${from}&to=${to}&timeZone=America%2FMexico_City`, free.admin)
    const none = await slotsOf(buyer.id)
    expect(none.statusCode).toBe(409)
    expect(code(none)).toBe('APPOINTMENT_NO_AVAILABLE_DAYS')
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00' }))
    expect((await call('PUT', '/api/v1/appointments/availability', buyer.admin, { timeZone: 'America/Mexico_City', slotMinutes: 60, weekly, exceptions: [] })).statusCode).toBe(200)
    const [slot] = (await slotsOf(buyer.id)).json().slots as { startsAt: string }[]
    const details = { matter: 'Visita a planta', reason: 'Revisar el troquel.', name: 'Ana Pérez', company: 'Maquinados Gratis', email: 'ana@maquinados.mx', phone: '+52 442 123 4567' }
    const booked = await call('POST', '/api/v1/appointments', free.admin, { hostCompanyId: buyer.id, startsAt: slot!.startsAt, ...details })
    expect(booked.statusCode, booked.body).toBe(201)
  })
})

describe('the quote e-mail to the buyer says what is offered and by when (issue 27 item 7)', () => {
  it('amount and lead time in the notification and its e-mail, in the recipient’s language; left out when the quote has none', async () => {
    const fileId = await uploadRequirementFile(t.app, buyer.admin)
    const rfq = (await call('POST', '/api/v1/company/requirements', buyer.admin, validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[0]], fileId }, { title: 'Soldadura de soportes' }))).json().id
    const res = await call('POST', '/api/v1/quotes', platinum.admin, validQuote({ requirementId: rfq, amount: 125000, currency: 'MXN', leadTimeDays: 30 }))
    expect(res.statusCode, res.body).toBe(201)
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, buyer.adminId)).orderBy(desc(notifications.createdAt)).limit(1)
    expect(note!.payload).toMatchObject({ template: 'quote.received', params: { amount: 'MXN 125,000.00', leadTimeDays: 30 } })
    const [mail] = await db().select().from(outbox).where(eq(outbox.template, 'notification.quote.received')).orderBy(desc(outbox.createdAt)).limit(1)
    expect(mail!.text).toMatch(/Monto: MXN 125,000\.00\. Tiempo de entrega: 30 días\.|Amount: MXN 125,000\.00\. Lead time: 30 days\./)

    const bare = await call('POST', '/api/v1/quotes', free.admin, validQuote({ requirementId: rfq, amount: null, leadTimeDays: null }))
    expect(bare.statusCode).toBe(403) // free and not invited: the membership rule still holds
    const other = await createTestCompany(db(), { plan: 'gold', tradeName: 'Soldaduras Oro' })
    expect((await call('POST', '/api/v1/quotes', other.admin, validQuote({ requirementId: rfq, amount: null, leadTimeDays: null }))).statusCode).toBe(201)
    const [plain] = await db().select().from(outbox).where(eq(outbox.template, 'notification.quote.received')).orderBy(desc(outbox.createdAt)).limit(1)
    expect(plain!.text).not.toMatch(/Monto|Amount|Tiempo de entrega|Lead time|\{amount\}|\{leadTimeDays\}/)
  })
})
