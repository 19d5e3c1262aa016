/**
 * The realtime channel over real sockets, for tests (platform/realtime.test.ts, modules/chat/chat.realtime.test.ts):
 * server instances listening on a port, a second connection pool to the test database as another server process
 * would have, and a `ws` client that keeps every message it receives. Whatever a harness opens it closes again, last
 * opened first, in `closeAll`.
 */
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import WebSocket from 'ws'
import type { TRealtimeServerMessage } from '@nexo/shared'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { openDatabase, type Database } from '../db/client'
import { rows } from '../db/sql-rows'

export const isServerDatabase = () => Boolean(process.env.DATABASE_URL)

export interface Instance {
  app: Awaited<ReturnType<typeof buildApp>>
  port: number
  /** The realtime socket's address. */
  url: string
}

export interface Client {
  socket: WebSocket
  messages: TRealtimeServerMessage[]
  /** The events received so far, in order. */
  events(): { seq: number; kind: string; data: unknown }[]
  /** The highest seq seen (an event's or `ready`'s), to resume from; null before any. */
  lastSeq(): number | null
  send(message: unknown): void
  /** Resolves with the first message (already received or coming) that matches. */
  next(match: (m: TRealtimeServerMessage) => boolean, timeoutMs?: number): Promise<TRealtimeServerMessage>
  closed: Promise<{ code: number; reason: string }>
}

interface Closable {
  close(): Promise<unknown>
}

export function realtimeHarness() {
  const opened: Closable[] = []

  /** Another connection (pool) to `database`, as a second server process would have; PGlite is in-process, so the same one. */
  async function openSecondDatabase(database: Database): Promise<Database> {
    if (!isServerDatabase()) return database
    const [row] = await rows<{ name: string }>(database.db, sql`select current_database() as name`)
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = `/${row!.name}`
    const second = await openDatabase({ url: url.toString(), poolMax: 2 })
    opened.push(second)
    return second
  }

  /** The whole app listening on 127.0.0.1 (`port` 0: any free one; a closed instance's port to rebuild it there). */
  async function startInstance(database: Database, overrides: Record<string, string> = {}, port = 0): Promise<Instance> {
    const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: '/nonexistent', ...overrides }), database })
    await app.listen({ port, host: '127.0.0.1' })
    opened.push(app)
    const actual = (app.server.address() as AddressInfo).port
    return { app, port: actual, url: `ws://127.0.0.1:${actual}/api/ws` }
  }

  /** Opens a socket, without authenticating. */
  function connect(url: string, options: WebSocket.ClientOptions = {}): Promise<Client> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, options)
      const messages: TRealtimeServerMessage[] = []
      const waiters = new Set<() => void>()
      socket.on('message', (raw) => {
        messages.push(JSON.parse(String(raw)) as TRealtimeServerMessage)
        for (const wake of waiters) wake()
      })
      const closed = new Promise<{ code: number; reason: string }>((done) => socket.on('close', (code, reason) => done({ code, reason: String(reason) })))
      socket.once('error', reject)
      socket.once('open', () => {
        opened.push({ close: async () => socket.terminate() })
        resolve({
          socket,
          messages,
          closed,
          events: () => messages.flatMap((m) => (m.type === 'event' ? [{ seq: m.seq, kind: m.kind, data: m.data }] : [])),
          lastSeq: () => {
            const seqs = messages.flatMap((m) => (m.type === 'event' || m.type === 'ready' ? [m.seq] : []))
            return seqs.length ? Math.max(...seqs) : null
          },
          send: (message) => socket.send(JSON.stringify(message)),
          next: (match, timeoutMs = 10_000) =>
            new Promise((found, fail) => {
              const check = () => {
                const hit = messages.find(match)
                if (!hit) return
                waiters.delete(check)
                clearTimeout(timer)
                found(hit)
              }
              const timer = setTimeout(() => {
                waiters.delete(check)
                fail(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages).slice(0, 2000)}`))
              }, timeoutMs)
              waiters.add(check)
              check()
            }),
        })
      })
    })
  }

  /** Connects and authenticates (resuming after `lastSeq` when given); resolves after `ready`. */
  async function subscribe(url: string, token: string, lastSeq?: number | null) {
    const client = await connect(url)
    client.send({ type: 'auth', token, lastSeq })
    const ready = await client.next((m) => m.type === 'ready')
    return { client, ready }
  }

  /** Closes sockets, instances and second pools, last opened first; one that fails to close does not stop the rest. */
  async function closeAll() {
    for (const item of opened.splice(0).reverse()) await item.close().catch(() => undefined)
  }

  return { openSecondDatabase, startInstance, connect, subscribe, closeAll }
}
