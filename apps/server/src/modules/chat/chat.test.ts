import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { chatMessages, files, notifications, userEvents } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { PDF_BYTES, PNG_1PX, breakTable, createChatParties, multipartFiles } from './chat.test-support'

let t: TestApp
const db = () => t.database.db
let p: Awaited<ReturnType<typeof createChatParties>>
type Headers = Record<string, string>
let H: { buyer: Headers; admin: Headers; other: Headers }

beforeAll(async () => {
  t = await createTestApp()
  p = await createChatParties(db())
  H = { buyer: p.sessions.buyerUser.headers, admin: p.sessions.supplierAdmin.headers, other: p.sessions.supplierOther.headers }
})
afterAll(async () => {
  await t?.close()
})

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) })
const code = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code

async function requestChat(headers: Headers, companyId: string, message = `Hola ${randomUUID()}`) {
  const res = await inject('POST', '/api/v1/contact', headers, { companyId, channel: 'chat', message })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().chatId as string
}
const list = (headers: Headers) => inject('GET', '/api/v1/chats', headers)
const summaryOf = async (headers: Headers, chatId: string) => (await list(headers)).json().items.find((c: { id: string }) => c.id === chatId)
const say = (headers: Headers, chatId: string, body: string, clientId = randomUUID()) => inject('POST', `/api/v1/chats/${chatId}/messages`, headers, { clientId, body })
const messages = (headers: Headers, chatId: string, query = '') => inject('GET', `/api/v1/chats/${chatId}/messages${query}`, headers)

describe('chat states (spec §4)', () => {
  let chatId: string

  it('a request is pending: the requester sees it outgoing, every user of the receiving company sees it to answer, with its message', async () => {
    chatId = await requestChat(H.buyer, p.supplier.id, 'Buscamos troquelado progresivo')
    expect(await summaryOf(H.buyer, chatId)).toMatchObject({ status: 'pending', isOutgoing: true, canRespond: false, canWrite: false, counterpart: { tradeName: 'Troqueles Bajío' } })
    for (const headers of [H.admin, H.other]) {
      expect(await summaryOf(headers, chatId)).toMatchObject({ status: 'pending', isOutgoing: false, canRespond: true, unreadCount: 1, counterpart: { tradeName: 'Ensambles Norte' } })
      expect((await messages(headers, chatId)).json().items.map((m: { body: string }) => m.body)).toEqual(['Buscamos troquelado progresivo'])
    }
    // Both supplier users were notified (type chat) and both got the realtime events.
    for (const user of [p.users.supplierAdmin, p.users.supplierOther]) {
      expect(await db().select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.type, 'chat')))).toHaveLength(1)
      const kinds = (await db().select().from(userEvents).where(eq(userEvents.userId, user.id))).map((e) => e.kind)
      expect(kinds).toEqual(expect.arrayContaining(['chat.updated', 'chat.message']))
    }
    // The unread counts of the sidebar: one message and one request for the supplier's users.
    expect((await inject('GET', '/api/v1/chats/unread-count', H.other)).json()).toEqual({ count: 1, pendingRequests: 1 })
    expect((await inject('GET', '/api/v1/chats/unread-count', H.buyer)).json()).toEqual({ count: 0, pendingRequests: 0 })
  })

  it('writing to a pending chat is refused (CHAT_PENDING_EXISTS); the requester cannot accept its own request', async () => {
    expect(code(await say(H.buyer, chatId, 'Hola?'))).toBe('CHAT_PENDING_EXISTS')
    expect((await inject('PUT', `/api/v1/chats/${chatId}/status`, H.buyer, { status: 'accepted' })).statusCode).toBe(403)
  })

  it('the first user to accept takes it; the other gets CHAT_TAKEN and sees it as taken, without its messages', async () => {
    const accepted = await inject('PUT', `/api/v1/chats/${chatId}/status`, H.other, { status: 'accepted' })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({ status: 'accepted', canWrite: true })
    const late = await inject('PUT', `/api/v1/chats/${chatId}/status`, { ...H.admin, 'accept-language': 'es' }, { status: 'accepted' })
    expect(late.statusCode).toBe(409)
    expect(code(late)).toBe('CHAT_TAKEN')
    expect(late.json().error.message).toBe('Otro usuario tomó este chat.')
    expect(await summaryOf(H.admin, chatId)).toMatchObject({ isTakenByOther: true, canWrite: false, lastMessage: null, unreadCount: 0 })
    expect(code(await messages(H.admin, chatId))).toBe('CHAT_TAKEN')
    expect(code(await say(H.admin, chatId, 'Yo también'))).toBe('CHAT_TAKEN')
    // Accepting again is idempotent for the one who took it; the requester is notified.
    expect((await inject('PUT', `/api/v1/chats/${chatId}/status`, H.other, { status: 'accepted' })).statusCode).toBe(200)
    expect(await db().select().from(notifications).where(and(eq(notifications.userId, p.users.buyerUser.id), eq(notifications.type, 'chat')))).toHaveLength(1)
  })

  it('messages: stored and answered; a retry with the same clientId answers the stored one (200), not a second message', async () => {
    const clientId = randomUUID()
    const first = await say(H.buyer, chatId, '¿Qué espesor manejan?', clientId)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ body: '¿Qué espesor manejan?', isMine: true, isRead: false, clientId })
    const retry = await say(H.buyer, chatId, '¿Qué espesor manejan?', clientId)
    expect(retry.statusCode).toBe(200)
    expect(retry.json().id).toBe(first.json().id)
    expect(await db().select().from(chatMessages).where(eq(chatMessages.clientId, clientId))).toHaveLength(1)
    const reply = await say(H.other, chatId, 'Hasta 6 mm en acero')
    expect(reply.statusCode).toBe(201)
    const seen = (await messages(H.buyer, chatId)).json()
    expect(seen.items.map((m: { body: string; isMine: boolean }) => [m.body, m.isMine])).toEqual([
      ['Buscamos troquelado progresivo', true],
      ['¿Qué espesor manejan?', true],
      ['Hasta 6 mm en acero', false],
    ])
    expect(seen.chat.unreadCount).toBe(1)
  })

  it('read and unread marks per message; the other side sees its message read', async () => {
    const all = await inject('PUT', `/api/v1/chats/${chatId}/read`, H.buyer, {})
    expect(all.json()).toEqual({ changed: 1 })
    expect((await summaryOf(H.buyer, chatId)).unreadCount).toBe(0)
    const theirs = (await messages(H.other, chatId)).json().items.find((m: { body: string }) => m.body === 'Hasta 6 mm en acero')
    expect(theirs.isRead).toBe(true)
    const unread = await inject('DELETE', `/api/v1/chats/${chatId}/read/${theirs.id}`, H.buyer)
    expect(unread.json()).toEqual({ changed: 1 })
    expect((await inject('GET', '/api/v1/chats/unread-count', H.buyer)).json().count).toBe(1)
    // One's own messages are not marked by oneself.
    const mine = (await messages(H.buyer, chatId)).json().items.find((m: { isMine: boolean }) => m.isMine)
    expect((await inject('PUT', `/api/v1/chats/${chatId}/read`, H.buyer, { messageId: mine.id })).json()).toEqual({ changed: 0 })
  })

  it('search within a chat', async () => {
    const found = (await messages(H.buyer, chatId, '?q=ACERO')).json()
    expect(found.items.map((m: { body: string }) => m.body)).toEqual(['Hasta 6 mm en acero'])
    expect((await messages(H.buyer, chatId, '?q=100%25')).json().items).toEqual([])
  })

  it('edit and delete one’s own message; another’s is refused', async () => {
    const mine = (await say(H.buyer, chatId, 'Typo aqui')).json()
    const edited = await inject('PATCH', `/api/v1/chats/${chatId}/messages/${mine.id}`, H.buyer, { body: 'Typo aquí' })
    expect(edited.json()).toMatchObject({ body: 'Typo aquí', isEdited: true })
    expect((await inject('DELETE', `/api/v1/chats/${chatId}/messages/${mine.id}`, H.other)).statusCode).toBe(403)
    expect((await inject('DELETE', `/api/v1/chats/${chatId}/messages/${mine.id}`, H.buyer)).statusCode).toBe(200)
    expect((await messages(H.other, chatId)).json().items.some((m: { id: string }) => m.id === mine.id)).toBe(false)
  })

  it('attachments: image with a server-made thumbnail and PDF, type sniffed, size limited; readable by both users only; file deletable', async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6' } }).jpeg().toBuffer()
    const form = multipartFiles({ clientId: randomUUID(), body: 'Plano' }, [{ field: 'file', filename: 'plano.jpg', contentType: 'application/octet-stream', bytes: photo }])
    const sent = await t.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/attachments`, headers: { ...H.buyer, ...form.headers }, payload: form.payload })
    expect(sent.statusCode, sent.body).toBe(201)
    const message = sent.json()
    expect(message.file).toMatchObject({ originalName: 'plano.jpg', mimeType: 'image/jpeg', thumbnailUrl: expect.stringContaining('/thumbnail') })
    for (const [url, type] of [[message.file.url, 'image/jpeg'], [message.file.thumbnailUrl, 'image/webp']]) {
      const read = await inject('GET', url, H.other)
      expect(read.statusCode).toBe(200)
      expect(read.headers['content-type']).toBe(type)
      expect((await inject('GET', url, H.admin)).statusCode).toBe(409) // taken by another user: CHAT_TAKEN
      expect((await inject('GET', url, {})).statusCode).toBe(401)
    }
    const thumbnail = await inject('GET', message.file.thumbnailUrl, H.other)
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 })

    // A thumbnail of the client's own is not taken (it could show another picture than the file).
    const withThumbnail = multipartFiles({ clientId: randomUUID() }, [
      { field: 'file', filename: 'a.png', contentType: 'image/png', bytes: PNG_1PX },
      { field: 'thumbnail', filename: 'b.png', contentType: 'image/png', bytes: PNG_1PX },
    ])
    const twoFiles = await t.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/attachments`, headers: { ...H.buyer, ...withThumbnail.headers }, payload: withThumbnail.payload })
    expect(twoFiles.statusCode).toBe(413)
    // Bytes that sniff as PNG but do not decode: refused, and nothing is stored.
    const filesBefore = (await db().select().from(files)).length
    const broken = multipartFiles({ clientId: randomUUID() }, [{ field: 'file', filename: 'roto.png', contentType: 'image/png', bytes: Buffer.concat([PNG_1PX.subarray(0, 40), Buffer.from('truncated')]) }])
    const refusedBroken = await t.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/attachments`, headers: { ...H.buyer, ...broken.headers }, payload: broken.payload })
    expect(refusedBroken.statusCode).toBe(415)
    expect(code(refusedBroken)).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(await db().select().from(files)).toHaveLength(filesBefore)

    // The general files route does not serve chat files to the other company either.
    const [row] = await db().select().from(chatMessages).where(eq(chatMessages.id, message.id))
    expect((await inject('GET', `/api/v1/files/${row!.fileId}`, H.other)).statusCode).toBe(404)

    const pdf = multipartFiles({ clientId: randomUUID() }, [{ field: 'file', filename: 'cotizacion.pdf', contentType: 'application/pdf', bytes: PDF_BYTES }])
    const sentPdf = await t.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/attachments`, headers: { ...H.other, ...pdf.headers }, payload: pdf.payload })
    expect(sentPdf.json().file).toMatchObject({ mimeType: 'application/pdf', thumbnailUrl: null })
    expect((await messages(H.buyer, chatId, '?q=cotizacion')).json().items).toHaveLength(1)

    const fake = multipartFiles({ clientId: randomUUID() }, [{ field: 'file', filename: 'virus.png', contentType: 'image/png', bytes: Buffer.from('MZ not an image') }])
    const refused = await t.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/attachments`, headers: { ...H.buyer, ...fake.headers }, payload: fake.payload })
    expect(refused.statusCode).toBe(415)
    const big = multipartFiles({ clientId: randomUUID() }, [{ field: 'file', filename: 'big.pdf', contentType: 'application/pdf', bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]) }])
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/attachments`, headers: { ...H.buyer, ...big.headers }, payload: big.payload })).statusCode).toBe(413)

    expect((await inject('DELETE', `/api/v1/chats/${chatId}/messages/${message.id}/file`, H.buyer)).statusCode).toBe(200)
    expect(await db().select().from(files).where(eq(files.id, row!.fileId!))).toHaveLength(0)
    const after = (await messages(H.other, chatId)).json().items.find((m: { id: string }) => m.id === message.id)
    expect(after).toMatchObject({ body: 'Plano', file: null })
    expect((await inject('GET', message.file.url, H.other)).statusCode).toBe(404)
  })

  it('typing: an event to the other user of the chat', async () => {
    expect((await inject('POST', `/api/v1/chats/${chatId}/typing`, H.buyer)).statusCode).toBe(200)
    const events = await db().select().from(userEvents).where(and(eq(userEvents.userId, p.users.supplierOther.id), eq(userEvents.kind, 'chat.typing')))
    expect(events.at(-1)?.data).toMatchObject({ chatId })
  })

  it('CHAT_NOT_SELECTED: chat actions without a selected chat (spec §5)', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/chats/undefined/messages'],
      ['POST', '/api/v1/chats/undefined/messages'],
      ['PUT', '/api/v1/chats/null/status'],
      ['DELETE', '/api/v1/chats/undefined'],
      ['PUT', '/api/v1/chats/undefined/read'],
    ] as const) {
      const res = await inject(method, url, H.buyer, method === 'GET' || method === 'DELETE' ? undefined : { clientId: randomUUID(), body: 'x', status: 'accepted' })
      expect(res.statusCode, url).toBe(400)
      expect(code(res)).toBe('CHAT_NOT_SELECTED')
    }
  })

  it('another company’s chat is not found; visitors 401; event-only accounts 403', async () => {
    const stranger = await createFixtureUser(db(), { companyId: (await createFixtureCompany(db(), { plan: 'platinum' })).id })
    const { headers } = await signInFixture(db(), stranger.id)
    expect((await messages(headers, chatId)).statusCode).toBe(404)
    expect((await say(headers, chatId, 'hola')).statusCode).toBe(404)
    expect((await list({})).statusCode).toBe(401)
    const eventOnly = await createFixtureUser(db(), { isEventOnly: true })
    expect((await list((await signInFixture(db(), eventOnly.id)).headers)).statusCode).toBe(403)
  })

  it('the §8 failure codes: each action answers its own code when the database fails', async () => {
    const mine = (await say(H.buyer, chatId, 'Para fallar')).json()
    const theirs = (await say(H.other, chatId, 'Respuesta')).json()
    const withFile = multipartFiles({ clientId: randomUUID() }, [{ field: 'file', filename: 'f.pdf', contentType: 'application/pdf', bytes: PDF_BYTES }])
    const fileMessage = (await t.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/attachments`, headers: { ...H.buyer, ...withFile.headers }, payload: withFile.payload })).json()
    const cases = [
      { table: 'chat_messages', ops: 'insert', run: () => say(H.buyer, chatId, 'nuevo'), code: 'CHAT_SEND_FAILED' },
      { table: 'chat_messages', ops: 'update', run: () => inject('DELETE', `/api/v1/chats/${chatId}/messages/${mine.id}`, H.buyer), code: 'CHAT_MESSAGE_DELETE_FAILED' },
      { table: 'chat_messages', ops: 'update', run: () => inject('DELETE', `/api/v1/chats/${chatId}/messages/${fileMessage.id}/file`, H.buyer), code: 'CHAT_FILE_DELETE_FAILED' },
      { table: 'chat_messages', ops: 'update', run: () => inject('PUT', `/api/v1/chats/${chatId}/read`, H.buyer, {}), code: 'CHAT_MARK_READ_FAILED' },
      { table: 'chat_messages', ops: 'update', run: () => inject('DELETE', `/api/v1/chats/${chatId}/read/${theirs.id}`, H.buyer), code: 'CHAT_UNMARK_READ_FAILED' },
      { table: 'chat_messages', ops: 'update', run: () => inject('PATCH', `/api/v1/chats/${chatId}/messages/${mine.id}`, H.buyer, { body: 'editado' }), code: 'CHAT_UPDATE_FAILED' },
      { table: 'chats', ops: 'update', run: () => inject('DELETE', `/api/v1/chats/${chatId}`, H.buyer), code: 'CHAT_DELETE_FAILED' },
    ] as const
    // Something to mark unread: the buyer reads the supplier's reply first.
    await inject('PUT', `/api/v1/chats/${chatId}/read`, H.buyer, { messageId: theirs.id })
    for (const c of cases) {
      const restore = await breakTable(db(), c.table, c.ops)
      try {
        const res = await c.run()
        expect(res.statusCode, c.code).toBe(500)
        expect(code(res)).toBe(c.code)
      } finally {
        await restore()
      }
    }
    // Status: a fresh request whose acceptance fails.
    const other = await createFixtureCompany(db(), { plan: 'free' })
    const otherUser = await createFixtureUser(db(), { companyId: other.id })
    const pending = await requestChat(H.buyer, other.id)
    const restore = await breakTable(db(), 'chats', 'update')
    try {
      const res = await inject('PUT', `/api/v1/chats/${pending}/status`, (await signInFixture(db(), otherUser.id)).headers, { status: 'accepted' })
      expect(res.statusCode).toBe(500)
      expect(code(res)).toBe('CHAT_STATUS_FAILED')
    } finally {
      await restore()
    }
  })

  it('delete a chat: gone for both sides; a new request can then be made', async () => {
    expect((await inject('DELETE', `/api/v1/chats/${chatId}`, H.other)).statusCode).toBe(200)
    expect(await summaryOf(H.buyer, chatId)).toBeUndefined()
    expect((await messages(H.buyer, chatId)).statusCode).toBe(404)
    await requestChat(H.buyer, p.supplier.id)
  })
})

describe('declined chat', () => {
  it('shows as rejected to the requester; writing answers CHAT_REJECTED; accepting afterwards too', async () => {
    const supplier = await createFixtureCompany(db(), { plan: 'free' })
    const a = await createFixtureUser(db(), { companyId: supplier.id })
    const b = await createFixtureUser(db(), { companyId: supplier.id })
    const chatId = await requestChat(H.buyer, supplier.id)
    const declined = await inject('PUT', `/api/v1/chats/${chatId}/status`, (await signInFixture(db(), a.id)).headers, { status: 'declined' })
    expect(declined.json()).toMatchObject({ status: 'declined', canWrite: false })
    expect(await summaryOf(H.buyer, chatId)).toMatchObject({ status: 'declined', canWrite: false })
    const res = await say(H.buyer, chatId, 'Por favor')
    expect(res.statusCode).toBe(409)
    expect(code(res)).toBe('CHAT_REJECTED')
    expect(res.json().error.message).toBe('This chat has been rejected.')
    expect(code(await inject('PUT', `/api/v1/chats/${chatId}/status`, (await signInFixture(db(), b.id)).headers, { status: 'accepted' }))).toBe('CHAT_REJECTED')
    // A declined request does not block a new one.
    await requestChat(H.buyer, supplier.id)
  })
})

describe('unread-message notifications (job)', () => {
  it('a message unread for two minutes notifies its receiver once per chat', async () => {
    const supplier = await createFixtureCompany(db(), { plan: 'free', tradeName: 'Fundiciones Lerma' })
    const receiver = await createFixtureUser(db(), { companyId: supplier.id })
    const headers = (await signInFixture(db(), receiver.id)).headers
    const chatId = await requestChat(H.buyer, supplier.id)
    await inject('PUT', `/api/v1/chats/${chatId}/status`, headers, { status: 'accepted' })
    await say(H.buyer, chatId, 'uno')
    await say(H.buyer, chatId, 'dos')
    const { notifyUnreadMessages } = await import('./chat.service')
    const deps = { db: db(), notify: { db: db(), mailer: t.app.mailer, baseUrl: 'http://localhost', log: t.app.log } }
    expect(await notifyUnreadMessages(deps, new Date())).toBe(0) // not old enough
    const later = new Date(Date.now() + 3 * 60_000)
    expect(await notifyUnreadMessages(deps, later)).toBe(1)
    expect(await notifyUnreadMessages(deps, later)).toBe(0) // once
    const notes = await db().select().from(notifications).where(and(eq(notifications.userId, receiver.id), eq(notifications.type, 'chat')))
    expect(notes.map((n) => (n.payload as { template: string }).template)).toEqual(expect.arrayContaining(['chat.unreadMessages']))
    expect(notes.find((n) => (n.payload as { template: string }).template === 'chat.unreadMessages')!.payload).toMatchObject({ params: { companyName: 'Ensambles Norte', count: 3 } }) // the request's message and two more
  })
})
