import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq, sql } from 'drizzle-orm'
import { chats, companies, notifications, outbox, productsServices } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { breakTable, createChatParties } from '../chat/chat.test-support'
import { insertReferenceData, validProduct } from '../companies/companies.test-support'

let t: TestApp
const db = () => t.database.db
let p: Awaited<ReturnType<typeof createChatParties>>
type Headers = Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  p = await createChatParties(db())
  await db().update(companies).set({ email: 'ventas@troqueles-bajio.mx', whatsapp: 'https://wa.me/524421234567' }).where(eq(companies.id, p.supplier.id))
})
afterAll(async () => {
  await t?.close()
})

const send = (body: Record<string, unknown>, headers: Headers = p.sessions.buyerUser.headers) => t.app.inject({ method: 'POST', url: '/api/v1/contact', headers, payload: body })
const options = (companyId: string, headers: Headers = p.sessions.buyerUser.headers) => t.app.inject({ method: 'GET', url: `/api/v1/contact/${companyId}`, headers })
const code = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code

describe('contact modal', () => {
  it('visitors are asked to sign in (401)', async () => {
    expect((await send({ companyId: p.supplier.id, channel: 'email', message: 'Hola' }, {})).statusCode).toBe(401)
    expect((await options(p.supplier.id, {})).statusCode).toBe(401)
  })

  it('the message is required (spec §5)', async () => {
    const res = await send({ companyId: p.supplier.id, channel: 'email', message: '   ' })
    expect(res.statusCode).toBe(400)
    expect(code(res)).toBe('VALIDATION_FAILED')
  })

  it('e-mail: sent through the platform mailer to the company, with the sender company in the text and Reply-To the sender', async () => {
    const res = await send({ companyId: p.supplier.id, channel: 'email', message: 'Necesitamos 5,000 piezas troqueladas al mes.' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ channel: 'email', chatId: null })
    const [mail] = await db().select().from(outbox).where(eq(outbox.toAddress, 'ventas@troqueles-bajio.mx')).orderBy(desc(outbox.createdAt)).limit(1)
    expect(mail).toMatchObject({ template: 'contact.email', replyTo: p.users.buyerUser.email, language: 'es' })
    expect(mail!.text).toContain('Ensambles Norte')
    expect(mail!.text).toContain('Necesitamos 5,000 piezas troqueladas al mes.')
    // The receiving admin is notified (type contact) without a second e-mail.
    const [note] = await db().select().from(notifications).where(and(eq(notifications.userId, p.users.supplierAdmin.id), eq(notifications.type, 'contact')))
    expect(note).toBeDefined()
    expect(note!.emailedAt).toBeNull()
  })

  it('CHAT_DUPLICATE_MESSAGE: the same message to the same company again (spacing and case aside)', async () => {
    const res = await send({ companyId: p.supplier.id, channel: 'email', message: '  necesitamos 5,000 piezas   troqueladas al mes. ' })
    expect(res.statusCode).toBe(409)
    expect(code(res)).toBe('CHAT_DUPLICATE_MESSAGE')
    expect(res.json().error.message).toBe('You cannot send duplicate messages.')
  })

  it('CONTACT_PLATINUM_REQUIRED: a free company cannot e-mail or request a chat, and the options say why (ADR 029)', async () => {
    const free = await createFixtureCompany(db(), { plan: 'free' })
    const user = await createFixtureUser(db(), { companyId: free.id, language: 'es' })
    const { headers } = await signInFixture(db(), user.id)
    for (const channel of ['email', 'chat']) {
      const res = await send({ companyId: p.buyer.id, channel, message: 'Hola' }, { ...headers, 'accept-language': 'es' })
      expect(res.statusCode).toBe(403)
      expect(code(res)).toBe('CONTACT_PLATINUM_REQUIRED')
      expect(res.json().error.message).toBe('Esta acción requiere una cuenta Platinum.')
    }
    expect((await options(p.buyer.id, headers)).json()).toMatchObject({ canContact: false, reason: 'CONTACT_PLATINUM_REQUIRED', whatsapp: null })
    // An expired Platinum is free again.
    const expired = await createFixtureCompany(db(), { plan: 'platinum', expiredMembership: true })
    const expiredUser = await createFixtureUser(db(), { companyId: expired.id })
    expect(code(await send({ companyId: p.supplier.id, channel: 'email', message: 'Hola' }, (await signInFixture(db(), expiredUser.id)).headers))).toBe('CONTACT_PLATINUM_REQUIRED')
  })

  it('CONTACT_NO_PERMISSION: accounts without a company and one’s own company', async () => {
    const eventOnly = await createFixtureUser(db(), { isEventOnly: true })
    const admin = await createFixtureUser(db(), { platformRole: 'admin' })
    for (const user of [eventOnly, admin]) {
      const res = await send({ companyId: p.supplier.id, channel: 'email', message: 'Hola' }, (await signInFixture(db(), user.id)).headers)
      expect(res.statusCode).toBe(403)
      expect(code(res)).toBe('CONTACT_NO_PERMISSION')
    }
    const own = await send({ companyId: p.buyer.id, channel: 'chat', message: 'Hola' })
    expect(code(own)).toBe('CONTACT_NO_PERMISSION')
    expect((await options(p.buyer.id)).json()).toMatchObject({ canContact: false, reason: 'CONTACT_NO_PERMISSION' })
  })

  it('CONTACT_CLIENT_NOT_FOUND: unknown, pending or hidden company, or a product of another company', async () => {
    const pending = await createFixtureCompany(db(), { status: 'pending' })
    const hidden = await createFixtureCompany(db(), { plan: 'free' })
    await createFixtureUser(db(), { companyId: hidden.id, companyRole: 'admin' })
    await db().update(companies).set({ isVisible: false }).where(eq(companies.id, hidden.id))
    for (const companyId of ['00000000-0000-4000-8000-000000000000', pending.id, hidden.id]) {
      const res = await send({ companyId, channel: 'email', message: 'Hola' })
      expect(res.statusCode).toBe(404)
      expect(code(res)).toBe('CONTACT_CLIENT_NOT_FOUND')
    }
    const { categoryIds } = await insertReferenceData(db())
    const [product] = await db()
      .insert(productsServices)
      .values({ ...validProduct(categoryIds[0]), companyId: p.buyer.id, price: 10, attributes: {} } as typeof productsServices.$inferInsert)
      .returning()
    const res = await send({ companyId: p.supplier.id, productId: product!.id, channel: 'email', message: 'Sobre el producto' })
    expect(code(res)).toBe('CONTACT_CLIENT_NOT_FOUND')
  })

  it('CONTACT_ADMIN_NOT_FOUND: the company has no active administrator to receive it', async () => {
    const orphan = await createFixtureCompany(db(), { plan: 'free' })
    await createFixtureUser(db(), { companyId: orphan.id, companyRole: 'admin', status: 'inactive' })
    const res = await send({ companyId: orphan.id, channel: 'email', message: 'Hola' })
    expect(res.statusCode).toBe(404)
    expect(code(res)).toBe('CONTACT_ADMIN_NOT_FOUND')
  })

  it('CONTACT_SEND_FAILED: the mailer fails (the default message of the modal)', async () => {
    const restore = await breakTable(db(), 'outbox', 'insert')
    try {
      const res = await send({ companyId: p.supplier.id, channel: 'email', message: 'Otro mensaje distinto' })
      expect(res.statusCode).toBe(500)
      expect(code(res)).toBe('CONTACT_SEND_FAILED')
      expect(res.json().error.message).toBe('An error occurred while sending the message.')
    } finally {
      await restore()
    }
  })

  it('chat request: a pending chat with the message; then CHAT_PENDING_EXISTS, after acceptance CHAT_ACTIVE_EXISTS (either side)', async () => {
    const res = await send({ companyId: p.supplier.id, channel: 'chat', message: '¿Podemos hablar de troquelado?' })
    expect(res.statusCode).toBe(201)
    const { chatId } = res.json()
    const [chat] = await db().select().from(chats).where(eq(chats.id, chatId))
    expect(chat).toMatchObject({ status: 'pending', requesterUserId: p.users.buyerUser.id, recipientCompanyId: p.supplier.id, recipientUserId: null })
    expect((await options(p.supplier.id)).json()).toMatchObject({ canContact: true, whatsapp: 'https://wa.me/524421234567', openChat: { id: chatId, status: 'pending' } })

    const again = await send({ companyId: p.supplier.id, channel: 'chat', message: 'Otra vez' })
    expect(again.statusCode).toBe(409)
    expect(code(again)).toBe('CHAT_PENDING_EXISTS')

    await t.app.inject({ method: 'PUT', url: `/api/v1/chats/${chatId}/status`, headers: p.sessions.supplierAdmin.headers, payload: { status: 'accepted' } })
    const active = await send({ companyId: p.supplier.id, channel: 'chat', message: 'Una vez más' })
    expect(active.statusCode).toBe(409)
    expect(code(active)).toBe('CHAT_ACTIVE_EXISTS')
    expect(active.json().error.message).toBe('An active chat with this user already exists.')

    // The other side: a company that already asked this buyer for a chat is not asked again by it.
    const asker = await createFixtureCompany(db(), { plan: 'platinum' })
    const askerAdmin = await createFixtureUser(db(), { companyId: asker.id, companyRole: 'admin' })
    const asked = await send({ companyId: p.buyer.id, channel: 'chat', message: 'Nos interesa su capacidad' }, (await signInFixture(db(), askerAdmin.id)).headers)
    expect(asked.statusCode, asked.body).toBe(201)
    const back = await send({ companyId: asker.id, channel: 'chat', message: 'Con gusto, hablemos' })
    expect(back.statusCode).toBe(409)
    expect(code(back)).toBe('CHAT_PENDING_EXISTS')
  })

  it('CONTACT_SEND_FAILED for any unexpected failure, not only the mailer’s (the modal’s default message)', async () => {
    // The duplicate check cannot read its table (the mail is not even tried): before, this answered INTERNAL_ERROR.
    await db().execute(sql`alter table contact_messages rename to contact_messages_away`)
    try {
      const res = await send({ companyId: p.supplier.id, channel: 'email', message: 'Un mensaje que no llega' })
      expect(res.statusCode).toBe(500)
      expect(code(res)).toBe('CONTACT_SEND_FAILED')
    } finally {
      await db().execute(sql`alter table contact_messages_away rename to contact_messages`)
    }
  })

  it('CHAT_CREATE_FAILED: storing the chat fails', async () => {
    const other = await createFixtureCompany(db(), { plan: 'free' })
    await createFixtureUser(db(), { companyId: other.id })
    const restore = await breakTable(db(), 'chats', 'insert')
    try {
      const res = await send({ companyId: other.id, channel: 'chat', message: 'Hola' })
      expect(res.statusCode).toBe(500)
      expect(code(res)).toBe('CHAT_CREATE_FAILED')
    } finally {
      await restore()
    }
  })
})

describe('contact rate limit', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ DISABLE_RATE_LIMIT: 'false' })
  })
  afterAll(async () => {
    await limited?.close()
  })

  it('20 contact messages per user and hour, counted in the shared store', async () => {
    const parties = await createChatParties(limited.database.db)
    let last = 0
    for (let i = 0; i < 21; i++) {
      const res = await limited.app.inject({ method: 'POST', url: '/api/v1/contact', headers: parties.sessions.buyerUser.headers, payload: { companyId: parties.supplier.id, channel: 'email', message: `Mensaje ${i}` } })
      last = res.statusCode
      if (i < 20) expect(res.statusCode, `message ${i}`).toBe(201)
    }
    expect(last).toBe(429)
  })
})
