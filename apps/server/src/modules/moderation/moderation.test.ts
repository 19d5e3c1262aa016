/**
 * Moderation by the platform administrator (issue 27 §19): any RFQ opened, with its quotes; an RFQ, a quote or a chat
 * message hidden with a reason (audit-logged) and shown again; hidden content shown to nobody but its author.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { auditLog, chatMessages, chats, notifications, requirements } from '../../db/schema'
import { createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { insertReferenceData } from '../companies/companies.test-support'
import { createTestCompany, templatesOf, uploadRequirementFile, validQuote, validRequirement, type TestCompany } from '../requirements/requirements.test-support'

let t: TestApp
const db = () => t.database.db
type Headers = Record<string, string>

let admin: Headers
let eventOnly: Headers
let buyer: TestCompany
let supplier: TestCompany
let other: TestCompany
let requirementId: string
let privateRequirementId: string
let quoteId: string
let chatId: string
let messageId: string

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const hide = (segment: string, id: string, headers: Headers = admin, reason: string | undefined = 'Contact details in the text') =>
  call('POST', `/api/v1/admin/${segment}/${id}/hide`, headers, reason === undefined ? {} : { reason })
const show = (segment: string, id: string, headers: Headers = admin) => call('DELETE', `/api/v1/admin/${segment}/${id}/hide`, headers)
const lastAudit = async (entityId: string) => (await db().select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt)).limit(1))[0]

beforeAll(async () => {
  t = await createTestApp()
  const ref = await insertReferenceData(db())
  admin = (await signInFixture(db(), (await createFixtureUser(db(), { platformRole: 'admin' })).id)).headers
  eventOnly = (await signInFixture(db(), (await createFixtureUser(db(), { isEventOnly: true })).id)).headers
  buyer = await createTestCompany(db(), { plan: 'platinum', tradeName: 'Ensambles Moderados' })
  supplier = await createTestCompany(db(), { plan: 'platinum', tradeName: 'Troqueles Moderados', certificationIds: [ref.certificationIds[0]] })
  other = await createTestCompany(db(), { plan: 'platinum', tradeName: 'Otra Empresa Moderada' })
  const fileId = await uploadRequirementFile(t.app, buyer.admin)
  const body = validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[0]], fileId }, { title: 'Soportes estampados para moderar' })
  requirementId = (await call('POST', '/api/v1/company/requirements', buyer.admin, body)).json().id
  const privateBody = validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[0]], fileId: await uploadRequirementFile(t.app, buyer.admin) }, { title: 'Privado para moderar', isPublic: false })
  privateRequirementId = (await call('POST', '/api/v1/company/requirements', buyer.admin, privateBody)).json().id
  const quote = await call('POST', '/api/v1/quotes', supplier.admin, validQuote({ requirementId }))
  expect(quote.statusCode, quote.body).toBe(201)
  quoteId = quote.json().id
  const [chat] = await db().insert(chats).values({ requesterCompanyId: buyer.id, requesterUserId: buyer.adminId, recipientCompanyId: supplier.id, recipientUserId: supplier.adminId, status: 'accepted' }).returning()
  chatId = chat!.id
  const [message] = await db()
    .insert(chatMessages)
    .values({ chatId, senderUserId: supplier.adminId, senderCompanyId: supplier.id, clientId: randomUUID(), body: 'Escríbanme a mi correo personal, fuera de Nexo' })
    .returning()
  messageId = message!.id
})
afterAll(async () => {
  await t?.close()
})

describe('who may moderate', () => {
  it('only a platform administrator: visitors 401, company admins and event-only accounts 403, nothing changed', async () => {
    const routes: [string, string, object?][] = [
      ['GET', '/api/v1/admin/requirements'],
      ['GET', `/api/v1/admin/requirements/${requirementId}`],
      ['GET', '/api/v1/admin/chats'],
      ['GET', `/api/v1/admin/chats/${chatId}/messages`],
      ['POST', `/api/v1/admin/requirements/${requirementId}/hide`, { reason: 'x' }],
      ['POST', `/api/v1/admin/quotes/${quoteId}/hide`, { reason: 'x' }],
      ['POST', `/api/v1/admin/chat-messages/${messageId}/hide`, { reason: 'x' }],
      ['DELETE', `/api/v1/admin/requirements/${requirementId}/hide`],
    ]
    for (const [method, url, payload] of routes) {
      expect((await call(method as 'GET', url, {}, payload)).statusCode, `${method} ${url} visitor`).toBe(401)
      for (const headers of [buyer.admin, supplier.restricted, eventOnly]) {
        const res = await call(method as 'GET', url, headers, payload)
        expect(res.statusCode, `${method} ${url}`).toBe(403)
        expect(res.json().error.code).toBe('FORBIDDEN')
      }
    }
    const [row] = await db().select({ hiddenAt: requirements.hiddenAt }).from(requirements).where(eq(requirements.id, requirementId))
    expect(row?.hiddenAt).toBeNull()
  })
})

describe('the administrator opens any RFQ', () => {
  it('finds it by title or company, private ones too, and opens it with its quotes', async () => {
    const list = await call('GET', '/api/v1/admin/requirements?q=moderar', admin)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().items.map((i: { id: string }) => i.id).sort()).toEqual([requirementId, privateRequirementId].sort())
    expect((await call('GET', '/api/v1/admin/requirements?q=Ensambles%20Moderados&limit=50', admin)).json().total).toBe(2)
    // The private one: no other company may open it, the administrator may.
    expect((await call('GET', `/api/v1/requirements/${privateRequirementId}`, other.admin)).statusCode).toBe(404)
    const open = await call('GET', `/api/v1/admin/requirements/${privateRequirementId}`, admin)
    expect(open.statusCode).toBe(200)
    expect(open.json()).toMatchObject({ id: privateRequirementId, isPublic: false, company: { id: buyer.id, tradeName: 'Ensambles Moderados' }, quotes: [], hiddenAt: null })
    const withQuote = (await call('GET', `/api/v1/admin/requirements/${requirementId}`, admin)).json()
    expect(withQuote.quotes).toMatchObject([{ id: quoteId, senderCompany: { id: supplier.id, tradeName: 'Troqueles Moderados' }, hiddenAt: null }])
    expect(withQuote.quoteCount).toBe(1)
    expect((await call('GET', `/api/v1/admin/requirements/${randomUUID()}`, admin)).statusCode).toBe(404)
    expect((await call('GET', '/api/v1/admin/requirements/not-a-uuid', admin)).statusCode).toBe(400)
  })
})

describe('hiding an RFQ', () => {
  it('needs a reason; hides it from every other company (list, detail, card, quoting) but not its own; audit-logged; shown again', async () => {
    const noReason = await call('POST', `/api/v1/admin/requirements/${requirementId}/hide`, admin, {})
    expect(noReason.statusCode).toBe(400)
    expect((await hide('requirements', requirementId, admin, '   ')).statusCode).toBe(400)
    expect((await hide('requirements', randomUUID())).statusCode).toBe(404)

    const res = await hide('requirements', requirementId, admin, 'Pide pagos por adelantado fuera de la plataforma')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ hiddenReason: 'Pide pagos por adelantado fuera de la plataforma' })
    expect(res.json().hiddenAt).toBeTruthy()
    expect(await lastAudit(requirementId)).toMatchObject({ action: 'requirement.hide', entityType: 'requirement', data: { reason: 'Pide pagos por adelantado fuera de la plataforma' } })
    // Its company is told why, in its language (an e-mail too, per its preferences).
    expect(await templatesOf(db(), [buyer.adminId, buyer.restrictedId])).toEqual(expect.arrayContaining(['requirement.hidden']))
    const [told] = await db().select().from(notifications).where(eq(notifications.userId, buyer.adminId)).orderBy(desc(notifications.createdAt)).limit(1)
    expect(told?.payload).toMatchObject({ template: 'requirement.hidden', params: { title: 'Soportes estampados para moderar', reason: 'Pide pagos por adelantado fuera de la plataforma' } })

    const listed = async (headers: Headers) => (await call('GET', '/api/v1/requirements?q=moderar&limit=50', headers)).json().items.map((i: { id: string }) => i.id)
    expect(await listed(other.admin)).not.toContain(requirementId)
    expect(await listed({})).not.toContain(requirementId)
    expect(await listed(buyer.admin)).toContain(requirementId)
    expect((await call('GET', `/api/v1/requirements/${requirementId}`, other.admin)).statusCode).toBe(404)
    expect((await call('GET', `/api/v1/requirements/${requirementId}/card`, {})).statusCode).toBe(404)
    expect((await call('GET', `/api/v1/requirements/${requirementId}`, buyer.admin)).statusCode).toBe(200)
    expect((await call('POST', '/api/v1/quotes', other.admin, validQuote({ requirementId }))).statusCode).toBe(404)
    const hiddenOnly = (await call('GET', '/api/v1/admin/requirements?moderation=hidden&limit=100', admin)).json()
    expect(hiddenOnly.items.map((i: { id: string }) => i.id)).toContain(requirementId)
    expect(hiddenOnly.items.every((i: { hiddenAt: string | null }) => i.hiddenAt !== null)).toBe(true)

    const shown = await show('requirements', requirementId)
    expect(shown.json()).toEqual({ hiddenAt: null, hiddenReason: null })
    expect(await lastAudit(requirementId)).toMatchObject({ action: 'requirement.unhide' })
    expect(await listed(other.admin)).toContain(requirementId)
    expect((await call('GET', `/api/v1/requirements/${requirementId}`, other.admin)).statusCode).toBe(200)
  })
})

describe('hiding a quote', () => {
  it('takes it away from the buyer (received list, detail, comparison, counts) and leaves it to its sender; audit-logged', async () => {
    expect((await hide('quotes', quoteId, admin, 'Oferta con datos de contacto directos')).statusCode).toBe(200)
    expect(await lastAudit(quoteId)).toMatchObject({ action: 'quote.hide', data: { requirementId, reason: 'Oferta con datos de contacto directos' } })
    const [told] = await db().select().from(notifications).where(eq(notifications.userId, supplier.adminId)).orderBy(desc(notifications.createdAt)).limit(1)
    expect(told?.payload).toMatchObject({ template: 'quote.hidden', params: { reason: 'Oferta con datos de contacto directos' } })
    expect(await templatesOf(db(), [buyer.adminId])).not.toContain('quote.hidden')
    const received = (await call('GET', '/api/v1/quotes?box=received', buyer.admin)).json()
    expect(received.items.map((q: { id: string }) => q.id)).not.toContain(quoteId)
    expect((await call('GET', `/api/v1/quotes/${quoteId}`, buyer.admin)).statusCode).toBe(404)
    const comparison = await call('GET', `/api/v1/company/requirements/${requirementId}/comparison`, buyer.admin)
    expect(comparison.statusCode).toBe(200)
    expect(comparison.json().rows.map((r: { quoteId: string }) => r.quoteId)).not.toContain(quoteId)
    expect((await call('GET', `/api/v1/requirements/${requirementId}`, buyer.admin)).json().owner.quotes.total).toBe(0)
    expect((await call('GET', `/api/v1/quotes/${quoteId}`, supplier.admin)).statusCode).toBe(200)
    expect((await call('GET', `/api/v1/admin/requirements/${requirementId}`, admin)).json().quotes[0]).toMatchObject({ id: quoteId, hiddenReason: 'Oferta con datos de contacto directos' })

    expect((await show('quotes', quoteId)).statusCode).toBe(200)
    expect((await call('GET', `/api/v1/quotes/${quoteId}`, buyer.admin)).statusCode).toBe(200)
    expect((await call('GET', '/api/v1/quotes?box=received', buyer.admin)).json().items.map((q: { id: string }) => q.id)).toContain(quoteId)
    expect((await call('GET', `/api/v1/company/requirements/${requirementId}/comparison`, buyer.admin)).json().rows.map((r: { quoteId: string }) => r.quoteId)).toContain(quoteId)
  })
})

describe('hiding a chat message', () => {
  it('the other company gets no text (a hidden placeholder), the sender keeps it with the reason; the administrator reads the chat; audit-logged', async () => {
    const chatList = (await call('GET', '/api/v1/admin/chats?q=moderad', admin)).json()
    expect(chatList.items).toMatchObject([{ id: chatId, requester: { id: buyer.id }, recipient: { id: supplier.id }, messageCount: 1, hiddenCount: 0 }])

    expect((await hide('chat-messages', messageId, admin, 'Invita a tratar fuera de Nexo')).statusCode).toBe(200)
    expect(await lastAudit(messageId)).toMatchObject({ action: 'chat_message.hide', entityType: 'chat_message', data: { chatId, reason: 'Invita a tratar fuera de Nexo' } })

    const forBuyer = (await call('GET', `/api/v1/chats/${chatId}/messages`, buyer.admin)).json()
    expect(forBuyer.items).toMatchObject([{ id: messageId, body: '', file: null, hidden: { reason: null } }])
    expect(JSON.stringify(forBuyer)).not.toContain('correo personal')
    const buyerList = (await call('GET', '/api/v1/chats', buyer.admin)).json()
    expect(JSON.stringify(buyerList)).not.toContain('correo personal')
    expect((await call('GET', `/api/v1/chats/${chatId}/messages?q=correo`, buyer.admin)).json().items).toEqual([])
    const forSender = (await call('GET', `/api/v1/chats/${chatId}/messages`, supplier.admin)).json()
    expect(forSender.items).toMatchObject([{ id: messageId, body: 'Escríbanme a mi correo personal, fuera de Nexo', hidden: { reason: 'Invita a tratar fuera de Nexo' } }])

    const forAdmin = (await call('GET', `/api/v1/admin/chats/${chatId}/messages`, admin)).json()
    expect(forAdmin.items).toMatchObject([{ id: messageId, body: 'Escríbanme a mi correo personal, fuera de Nexo', hiddenReason: 'Invita a tratar fuera de Nexo', senderCompany: { tradeName: 'Troqueles Moderados' } }])
    expect(forAdmin.chat.hiddenCount).toBe(1)

    expect((await show('chat-messages', messageId)).statusCode).toBe(200)
    expect((await call('GET', `/api/v1/chats/${chatId}/messages`, buyer.admin)).json().items).toMatchObject([{ body: 'Escríbanme a mi correo personal, fuera de Nexo', hidden: null }])
    const [row] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, messageId), eq(auditLog.action, 'chat_message.unhide')))
    expect(row).toBeTruthy()
    expect((await hide('chat-messages', randomUUID())).statusCode).toBe(404)
    expect((await call('GET', `/api/v1/admin/chats/${randomUUID()}/messages`, admin)).statusCode).toBe(404)
  })
})
