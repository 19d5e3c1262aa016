/**
 * Chat delivery over the realtime channel with real sockets (ADR 030): two server instances on one database, the
 * buyer on one and the supplier on the other; a message is on the other side's socket before (or right after) the
 * sender's request is answered; a socket cut by force catches up from its last seq; an instance closed and rebuilt
 * while its client reconnects loses nothing and sends nothing twice. On the PostgreSQL server (DATABASE_URL) the
 * instances have separate pools and meet only through LISTEN/NOTIFY; on PGlite they share the in-process database.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TRealtimeServerMessage } from '@nexo/shared'
import { realtimeHarness, type Client } from '../../test/realtime-support'
import { createTestDatabase, type TestDatabase } from '../../test/test-app'
import { createChatParties } from './chat.test-support'

let testDb: TestDatabase
const harness = realtimeHarness()
const startInstance = (database: Parameters<typeof harness.startInstance>[0], port = 0) => harness.startInstance(database, {}, port)
const openSecondDatabase = () => harness.openSecondDatabase(testDb.database)
/** Opens a socket, authenticates with `lastSeq`, resolves after `ready`. */
const subscribe = async (url: string, token: string, lastSeq: number | null = null) => (await harness.subscribe(url, token, lastSeq)).client

const chatBodies = (client: Client) =>
  client.messages.flatMap((m) => (m.type === 'event' && m.kind === 'chat.message' ? [(m.data as { message: { body: string } }).message.body] : []))
const isChatMessage = (body: string) => (m: TRealtimeServerMessage) => m.type === 'event' && m.kind === 'chat.message' && (m.data as { message: { body: string } }).message.body === body

beforeAll(async () => {
  testDb = await createTestDatabase()
}, 60_000)

afterAll(async () => {
  await harness.closeAll()
  await testDb?.destroy()
})

describe('chat over the realtime channel, two instances', () => {
  it('request, acceptance and messages reach the other company on the other instance; a forced disconnect catches up; a restart loses nothing', async () => {
    const db = testDb.database.db
    const p = await createChatParties(db)
    const a = await startInstance(testDb.database)
    let b = await startInstance(await openSecondDatabase())
    const buyerSocket = await subscribe(a.url, p.sessions.buyerUser.token)
    let supplierSocket = await subscribe(b.url, p.sessions.supplierAdmin.token)

    // The request (made on A) reaches the supplier's socket on B.
    const request = await a.app.inject({ method: 'POST', url: '/api/v1/contact', headers: p.sessions.buyerUser.headers, payload: { companyId: p.supplier.id, channel: 'chat', message: 'Cotización de troquel' } })
    expect(request.statusCode).toBe(201)
    const chatId = request.json().chatId as string
    await supplierSocket.next((m) => m.type === 'event' && m.kind === 'chat.updated')
    await supplierSocket.next(isChatMessage('Cotización de troquel'))

    // Accepted on B: the buyer hears it on A.
    expect((await b.app.inject({ method: 'PUT', url: `/api/v1/chats/${chatId}/status`, headers: p.sessions.supplierAdmin.headers, payload: { status: 'accepted' } })).statusCode).toBe(200)
    await buyerSocket.next((m) => m.type === 'event' && m.kind === 'chat.updated' && (m.data as { status: string }).status === 'accepted')

    // A message: acknowledged to the sender only once stored and published; the other side gets it live.
    const sent = await a.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/messages`, headers: p.sessions.buyerUser.headers, payload: { clientId: randomUUID(), body: 'uno' } })
    expect(sent.statusCode).toBe(201)
    await supplierSocket.next(isChatMessage('uno'))
    // The sender's own other tabs get it too (isMine from their side).
    const own = (await buyerSocket.next(isChatMessage('uno'))) as unknown as { data: { message: { isMine: boolean } } }
    expect(own.data.message.isMine).toBe(true)

    // Typing reaches the other user.
    await b.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/typing`, headers: p.sessions.supplierAdmin.headers })
    await buyerSocket.next((m) => m.type === 'event' && m.kind === 'chat.typing')

    // Forced disconnect (no close handshake): messages sent meanwhile come on reconnect, from lastSeq, once each.
    const seenSeq = supplierSocket.lastSeq()!
    supplierSocket.socket.terminate()
    for (const body of ['dos', 'tres']) {
      expect((await a.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/messages`, headers: p.sessions.buyerUser.headers, payload: { clientId: randomUUID(), body } })).statusCode).toBe(201)
    }
    supplierSocket = await subscribe(b.url, p.sessions.supplierAdmin.token, seenSeq)
    await supplierSocket.next(isChatMessage('tres'))
    expect(chatBodies(supplierSocket)).toEqual(['dos', 'tres'])

    // Instance B closed (its sockets get 1012) and rebuilt on the same port while a message is sent on A.
    const beforeRestart = supplierSocket.lastSeq()!
    const closing = supplierSocket.closed
    await b.app.close()
    expect((await closing).code).toBe(1012)
    expect((await a.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/messages`, headers: p.sessions.buyerUser.headers, payload: { clientId: randomUUID(), body: 'cuatro' } })).statusCode).toBe(201)
    b = await startInstance(await openSecondDatabase(), b.port)
    supplierSocket = await subscribe(b.url, p.sessions.supplierAdmin.token, beforeRestart)
    await supplierSocket.next(isChatMessage('cuatro'))
    expect(chatBodies(supplierSocket)).toEqual(['cuatro'])

    // And live again after the restart.
    await a.app.inject({ method: 'POST', url: `/api/v1/chats/${chatId}/messages`, headers: p.sessions.buyerUser.headers, payload: { clientId: randomUUID(), body: 'cinco' } })
    await supplierSocket.next(isChatMessage('cinco'))
    expect(chatBodies(supplierSocket)).toEqual(['cuatro', 'cinco'])
  }, 60_000)
})
