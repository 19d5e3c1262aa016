/**
 * The realtime channel over real sockets (`app.listen` + the `ws` client): auth first, replay after a reconnect,
 * fan-out between two instances on one database, an instance restarted while its client reconnects, heartbeats,
 * ended sessions and (PostgreSQL server) a dropped LISTEN connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import WebSocket from 'ws'
import { REALTIME_CLOSE_CODES } from '@nexo/shared'
import type { Database } from '../db/client'
import { LISTENER_APPLICATION_NAME } from '../db/pg-listener'
import { rows } from '../db/sql-rows'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../test/fixtures'
import { isServerDatabase, realtimeHarness, type Instance } from '../test/realtime-support'
import { createTestDatabase, type TestDatabase } from '../test/test-app'
import { publishUserEvent, resumePoint } from './realtime'

const isServer = isServerDatabase()
let testDb: TestDatabase
let secondDatabase: Database
const db = () => testDb.database.db
const { openSecondDatabase, startInstance, connect, subscribe, closeAll } = realtimeHarness()

/** Polls until `check` passes (for things that happen on the server's own schedule). */
async function eventually(check: () => void | Promise<void>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

async function signedInUser() {
  const company = await createFixtureCompany(db())
  const user = await createFixtureUser(db(), { companyId: company.id })
  const { token, headers } = await signInFixture(db(), user.id)
  return { company, user, token, headers }
}

let a: Instance

beforeAll(async () => {
  testDb = await createTestDatabase()
  secondDatabase = await openSecondDatabase(testDb.database)
  a = await startInstance(testDb.database, { REALTIME_AUTH_TIMEOUT_MS: '400' })
}, 60_000)

afterAll(async () => {
  await closeAll()
  await testDb?.destroy()
})

describe('resumePoint', () => {
  it('replays from lastSeq while every later event is kept; otherwise resets to the newest', () => {
    expect(resumePoint(null, { latest: 7, oldestKept: 1 })).toEqual({ from: 7, isReset: false })
    expect(resumePoint(3, { latest: 7, oldestKept: 1 })).toEqual({ from: 3, isReset: false })
    expect(resumePoint(3, { latest: 7, oldestKept: 4 })).toEqual({ from: 3, isReset: false })
    expect(resumePoint(3, { latest: 7, oldestKept: 5 })).toEqual({ from: 7, isReset: true })
    expect(resumePoint(7, { latest: 7, oldestKept: null })).toEqual({ from: 7, isReset: false })
    expect(resumePoint(2, { latest: 7, oldestKept: null })).toEqual({ from: 7, isReset: true })
    expect(resumePoint(9, { latest: 7, oldestKept: 1 })).toEqual({ from: 7, isReset: true })
  })
})

describe('publishUserEvent', () => {
  it('hands out consecutive sequence numbers per user, also to concurrent publishers', async () => {
    const { user } = await signedInUser()
    const other = await signedInUser()
    const published = await Promise.all(Array.from({ length: 12 }, (_, i) => publishUserEvent(db(), i % 3 === 0 ? other.user.id : user.id, 'test.burst', { i })))
    const seqs = (userId: string) => published.filter((_, i) => (i % 3 === 0 ? other.user.id : user.id) === userId).map((e) => e.seq).sort((x, y) => x - y)
    expect(seqs(user.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(seqs(other.user.id)).toEqual([1, 2, 3, 4])
  })

  it('a rolled-back publish leaves no event and no gap', async () => {
    const { user } = await signedInUser()
    await publishUserEvent(db(), user.id, 'test.kept', {})
    await expect(
      db().transaction(async (tx) => {
        await publishUserEvent(tx, user.id, 'test.rolled-back', {})
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect((await publishUserEvent(db(), user.id, 'test.kept', {})).seq).toBe(2)
  })
})

describe('/api/ws', () => {
  it('a plain GET is refused with 426', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/ws' })
    expect(res.statusCode).toBe(426)
    expect(res.json().error.code).toBe('WEBSOCKET_UPGRADE_REQUIRED')
  })

  it('auth must come first, with an open session, in time', async () => {
    const { token } = await signedInUser()
    const pingFirst = await connect(a.url)
    pingFirst.send({ type: 'ping' })
    expect((await pingFirst.closed).code).toBe(REALTIME_CLOSE_CODES.badMessage)

    const garbage = await connect(a.url)
    garbage.socket.send('not json')
    expect((await garbage.closed).code).toBe(REALTIME_CLOSE_CODES.badMessage)

    const wrongToken = await connect(a.url)
    wrongToken.send({ type: 'auth', token: 'x'.repeat(43) })
    expect((await wrongToken.closed).code).toBe(REALTIME_CLOSE_CODES.unauthenticated)

    const silent = await connect(a.url)
    const started = Date.now()
    expect((await silent.closed).code).toBe(REALTIME_CLOSE_CODES.authTimeout)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)

    const twice = (await subscribe(a.url, token)).client
    twice.send({ type: 'auth', token })
    expect((await twice.closed).code).toBe(REALTIME_CLOSE_CODES.badMessage)
  })

  it('answers ready with the newest seq, pushes new events live, and pongs pings', async () => {
    const { user, token } = await signedInUser()
    await publishUserEvent(db(), user.id, 'test.before', {})
    const { client, ready } = await subscribe(a.url, token)
    // A first connection starts at the newest event: its state comes from the REST API.
    expect(ready).toEqual({ type: 'ready', seq: 1, isReset: false })
    await publishUserEvent(db(), user.id, 'test.live', { n: 1 })
    expect(await client.next((m) => m.type === 'event')).toMatchObject({ type: 'event', seq: 2, kind: 'test.live', data: { n: 1 }, createdAt: expect.any(String) })
    client.send({ type: 'ping' })
    await client.next((m) => m.type === 'pong')
    expect(client.events().map((e) => e.seq)).toEqual([2])
  })

  it('only the user’s own events reach a socket', async () => {
    const me = await signedInUser()
    const other = await signedInUser()
    const { client } = await subscribe(a.url, me.token)
    await publishUserEvent(db(), other.user.id, 'test.other', {})
    await publishUserEvent(db(), me.user.id, 'test.mine', {})
    await client.next((m) => m.type === 'event')
    expect(client.events().map((e) => e.kind)).toEqual(['test.mine'])
  })

  it('after a reconnect with lastSeq, replays exactly what was missed, in order, then continues live', async () => {
    const { user, token } = await signedInUser()
    const first = (await subscribe(a.url, token)).client
    for (let i = 1; i <= 2; i++) await publishUserEvent(db(), user.id, 'test.n', { i })
    await first.next((m) => m.type === 'event' && m.seq === 2)
    first.socket.close()
    await first.closed
    for (let i = 3; i <= 5; i++) await publishUserEvent(db(), user.id, 'test.n', { i })

    const { client, ready } = await subscribe(a.url, token, 2)
    expect(ready).toEqual({ type: 'ready', seq: 5, isReset: false })
    await client.next((m) => m.type === 'event' && m.seq === 5)
    await publishUserEvent(db(), user.id, 'test.n', { i: 6 })
    await client.next((m) => m.type === 'event' && m.seq === 6)
    expect(client.events().map((e) => [e.seq, (e.data as { i: number }).i])).toEqual([
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 6],
    ])
  })

  it('a burst published while replaying arrives once each, in order', async () => {
    const { user, token } = await signedInUser()
    for (let i = 1; i <= 5; i++) await publishUserEvent(db(), user.id, 'test.n', { i })
    const client = await connect(a.url)
    client.send({ type: 'auth', token, lastSeq: 0 })
    await Promise.all(Array.from({ length: 20 }, (_, i) => publishUserEvent(db(), user.id, 'test.n', { i: 6 + i })))
    await client.next((m) => m.type === 'event' && m.seq === 25)
    expect(client.events().map((e) => e.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
  })

  it('tells a client whose lastSeq cannot be replayed to reload (isReset)', async () => {
    const { user, token } = await signedInUser()
    for (let i = 1; i <= 4; i++) await publishUserEvent(db(), user.id, 'test.n', { i })
    const ahead = await subscribe(a.url, token, 99)
    expect(ahead.ready).toEqual({ type: 'ready', seq: 4, isReset: true })
    await db().execute(sql`delete from user_events where user_id = ${user.id} and seq <= 2`)
    const purged = await subscribe(a.url, token, 1)
    expect(purged.ready).toEqual({ type: 'ready', seq: 4, isReset: true })
    const kept = await subscribe(a.url, token, 2)
    expect(kept.ready).toEqual({ type: 'ready', seq: 4, isReset: false })
    await kept.client.next((m) => m.type === 'event' && m.seq === 4)
    expect(purged.client.events()).toEqual([])
  })

  it('closes the socket of a revoked session when it next sends', async () => {
    const { token } = await signedInUser()
    const { client } = await subscribe(a.url, token)
    expect((await a.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(204)
    client.send({ type: 'ping' })
    expect(await client.closed).toMatchObject({ code: REALTIME_CLOSE_CODES.unauthenticated })
  })
})

describe('heartbeats', () => {
  it('drops a socket that stops answering pings, and closes idle sockets of ended sessions', async () => {
    const fast = await startInstance(testDb.database, { REALTIME_HEARTBEAT_MS: '150' })
    const alive = await signedInUser()
    const dead = await signedInUser()
    const revoked = await signedInUser()

    const healthy = (await subscribe(fast.url, alive.token)).client
    const mute = await connect(fast.url, { autoPong: false })
    mute.send({ type: 'auth', token: dead.token })
    await mute.next((m) => m.type === 'ready')
    const idle = (await subscribe(fast.url, revoked.token)).client
    await fast.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: revoked.headers })

    // 1006: cut without a closing handshake.
    expect((await mute.closed).code).toBe(1006)
    expect((await idle.closed).code).toBe(REALTIME_CLOSE_CODES.unauthenticated)
    await new Promise((r) => setTimeout(r, 500))
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN)
  })
})

describe('two instances on one database', () => {
  it('an event published through one instance is pushed by the other', async () => {
    const b = await startInstance(secondDatabase)
    const { company, user, token } = await signedInUser()
    const platformAdmin = await createFixtureUser(db(), { platformRole: 'admin' })
    const adminHeaders = (await signInFixture(db(), platformAdmin.id)).headers
    const { client } = await subscribe(b.url, token)
    // A real producer on instance A: the badge notifies the company's users.
    const res = await a.app.inject({ method: 'PUT', url: `/api/v1/admin/companies/${company.id}/validated-supplier`, headers: adminHeaders, payload: { isValidatedSupplier: true } })
    expect(res.statusCode).toBe(200)
    const event = await client.next((m) => m.type === 'event')
    expect(event).toMatchObject({ kind: 'notification.created', data: { notification: { template: 'company.validatedSupplierGranted', type: 'profile' }, unreadCount: 1 } })
    expect(user.id).toBeTruthy()
  })

  it('an instance closed and rebuilt while its client reconnects: nothing missed, nothing twice', async () => {
    const b = await startInstance(secondDatabase)
    const { user, token } = await signedInUser()
    const first = (await subscribe(b.url, token)).client
    await publishUserEvent(db(), user.id, 'test.n', { i: 1 })
    await first.next((m) => m.type === 'event' && m.seq === 1)

    const closing = b.app.close()
    expect((await first.closed).code).toBe(REALTIME_CLOSE_CODES.serviceRestart)
    await closing
    // Published through the other instance while this one is down.
    for (let i = 2; i <= 4; i++) await publishUserEvent(secondDatabase.db, user.id, 'test.n', { i })

    // The client keeps trying the same address (as the web client does, with back-off) until the rebuilt instance answers.
    const reconnecting = (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await subscribe(b.url, token, 1)
        } catch {
          await new Promise((r) => setTimeout(r, Math.min(50 * 2 ** attempt, 500)))
        }
      }
    })()
    await new Promise((r) => setTimeout(r, 300))
    await startInstance(await openSecondDatabase(testDb.database), {}, b.port)
    const { client, ready } = await reconnecting
    expect(ready).toEqual({ type: 'ready', seq: 4, isReset: false })
    await publishUserEvent(db(), user.id, 'test.n', { i: 5 })
    await client.next((m) => m.type === 'event' && m.seq === 5)
    expect(client.events().map((e) => e.seq)).toEqual([2, 3, 4, 5])
  })
})

describe.skipIf(!isServer)('PostgreSQL server: the LISTEN connection', () => {
  it('is reopened after it drops, and sockets catch up on what was announced meanwhile', async () => {
    const b = await startInstance(secondDatabase)
    const { user, token } = await signedInUser()
    const { client } = await subscribe(b.url, token)
    const listeners = () =>
      rows<{ pid: number }>(db(), sql`select pid from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`)
    // Instance A and B each hold one listening connection.
    await eventually(async () => expect((await listeners()).length).toBeGreaterThanOrEqual(2))
    // Cut every listener, then publish at once: the NOTIFY goes nowhere; only the re-read after reconnecting delivers it.
    await db().execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`)
    await publishUserEvent(db(), user.id, 'test.during-outage', {})
    await client.next((m) => m.type === 'event', 20_000)
    expect(client.events().map((e) => e.kind)).toEqual(['test.during-outage'])
    await eventually(async () => expect((await listeners()).length).toBeGreaterThanOrEqual(2))
    await publishUserEvent(db(), user.id, 'test.after', {})
    await client.next((m) => m.type === 'event' && m.kind === 'test.after')
  }, 30_000)
})
