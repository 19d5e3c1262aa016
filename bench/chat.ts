/**
 * Chat delivery benchmark (issue 13, ADR 030; `npm run bench:chat`, not a test). 500 WebSocket clients in 250
 * buyer–supplier pairs over two server instances (child processes) on one PostgreSQL database, for 60 s; halfway
 * one instance is killed with SIGKILL and restarted a few seconds later. Each client sends a message every
 * BENCH_CHAT_INTERVAL_MS (± 50 %) through the REST API, retrying with the same clientId until acknowledged (the
 * other instance when its own is down), and keeps its socket open, reconnecting with its last seq (to the other
 * instance while its own is down), exactly as the web client does.
 *
 * Reports: messages acknowledged, delivered to the other side (unique), duplicates (the same message id delivered
 * twice to one socket user), lost (acknowledged but never delivered), and delivery latency p50/p95/max from the
 * first send attempt to the receiver's socket — for the whole run and for the steady window (no instance down).
 *
 * Env: BENCH_PG_URL (server, default postgres://postgres@127.0.0.1:5432/postgres), BENCH_CHAT_CLIENTS (500),
 * BENCH_CHAT_SECONDS (60), BENCH_CHAT_INTERVAL_MS (5000), BENCH_CHAT_KILL_AT_S (25), BENCH_CHAT_DOWN_S (5).
 * Writes bench/.results/chat-<timestamp>.json.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import WebSocket from 'ws'
import { openDatabase } from '../apps/server/src/db/client'
import { chats, companies, memberships, users } from '../apps/server/src/db/schema'
import { createSession } from '../apps/server/src/platform/auth'
import { hashPasswordFast } from '../apps/server/src/passwords'

const here = path.dirname(fileURLToPath(import.meta.url))
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const clientCount = Number(process.env.BENCH_CHAT_CLIENTS ?? 500)
const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 60)
const intervalMs = Number(process.env.BENCH_CHAT_INTERVAL_MS ?? 5000)
const killAtS = Number(process.env.BENCH_CHAT_KILL_AT_S ?? 25)
const downS = Number(process.env.BENCH_CHAT_DOWN_S ?? 5)
const ports = [Number(process.env.BENCH_CHAT_PORT_A ?? 4711), Number(process.env.BENCH_CHAT_PORT_B ?? 4712)]
const DB_NAME = 'nexo_bench_chat'

const log = (...args: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args)

async function prepareDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: pgServerUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${DB_NAME} with (force)`)
  await admin.query(`create database ${DB_NAME}`)
  await admin.end()
  const url = new URL(pgServerUrl)
  url.pathname = `/${DB_NAME}`
  return url.toString()
}

interface Party {
  userId: string
  companyId: string
  token: string
}

async function seedPairs(url: string, pairs: number): Promise<{ chatId: string; buyer: Party; supplier: Party }[]> {
  const database = await openDatabase({ url, poolMax: 10 })
  await database.migrate()
  const db = database.db
  const passwordHash = await hashPasswordFast('Bench1234!')
  const result: { chatId: string; buyer: Party; supplier: Party }[] = []
  for (let i = 0; i < pairs; i++) {
    const made: Party[] = []
    for (const side of ['buyer', 'supplier'] as const) {
      const [company] = await db
        .insert(companies)
        .values({ status: 'approved', approvedAt: new Date(), profileType: side === 'buyer' ? 'buyer' : 'supplier', legalName: `Bench ${side} ${i} S.A.`, tradeName: `Bench ${side} ${i}`, taxId: `BENCH${side[0]}${i}`, sector: 'auto_parts', country: 'MX', state: 'NLE', city: 'Monterrey' })
        .returning({ id: companies.id })
      await db.insert(memberships).values({ companyId: company!.id, plan: side === 'buyer' ? 'platinum' : 'free', status: 'active', activatedAt: new Date(), expiresAt: side === 'buyer' ? new Date(Date.now() + 300 * 86400_000) : null })
      const [user] = await db
        .insert(users)
        .values({ companyId: company!.id, email: `${side}${i}@bench.nexo`, username: `bench-${side}-${i}`, passwordHash, firstName: side, lastName: String(i), language: 'es', companyRole: 'admin', status: 'active', emailVerifiedAt: new Date() })
        .returning({ id: users.id })
      const { token } = await createSession(db, user!.id, 4)
      made.push({ userId: user!.id, companyId: company!.id, token })
    }
    const [buyer, supplier] = made as [Party, Party]
    const [chat] = await db
      .insert(chats)
      .values({ requesterCompanyId: buyer.companyId, requesterUserId: buyer.userId, recipientCompanyId: supplier.companyId, recipientUserId: supplier.userId, status: 'accepted', respondedAt: new Date() })
      .returning({ id: chats.id })
    result.push({ chatId: chat!.id, buyer, supplier })
  }
  await database.close()
  return result
}

const servers: (ChildProcess | null)[] = [null, null]
/** Listening and serving (a restarting instance is not up until its `ready`). */
const ready = [false, false]

function startServer(index: number, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'chat-server.ts'), [String(ports[index]), url], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
    servers[index] = child
    child.once('message', () => {
      ready[index] = true
      resolve()
    })
    child.once('exit', (code) => {
      ready[index] = false
      if (servers[index] === child) servers[index] = null
      reject(new Error(`server ${index} exited with ${code}`))
    })
  })
}
const isUp = (index: number) => ready[index]

interface Sent {
  t0: number
  ackedAt: number | null
  /** An instance was down at any time between the first attempt and the delivery. */
  duringOutage: boolean
}

const sent = new Map<string, Sent>()
const deliveredAt = new Map<string, number>()
const latencies: { ms: number; steady: boolean }[] = []
let duplicates = 0
let sendFailures = 0
let reconnects = 0
let outage = { from: Number.POSITIVE_INFINITY, to: Number.NEGATIVE_INFINITY }
let running = true

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

class BenchClient {
  private socket: WebSocket | null = null
  private lastSeq: number | null = null
  private seenMessages = new Set<string>()
  constructor(
    private readonly party: Party,
    private readonly home: number,
  ) {}

  private instance(): number {
    return isUp(this.home) ? this.home : 1 - this.home
  }

  connect(): Promise<void> {
    return new Promise((resolve) => {
      const port = ports[this.instance()]
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`)
      this.socket = socket
      let isReady = false
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: this.party.token, lastSeq: this.lastSeq })))
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { type: string; seq?: number; kind?: string; data?: { message?: { id: string; clientId: string; isMine: boolean } } }
        if (message.type === 'ready') {
          if (this.lastSeq === null) this.lastSeq = message.seq!
          isReady = true
          resolve()
          return
        }
        if (message.type !== 'event' || message.seq === undefined) return
        if (this.lastSeq !== null && message.seq <= this.lastSeq) return // the web client's rule
        this.lastSeq = message.seq
        const m = message.data?.message
        if (message.kind !== 'chat.message' || !m || m.isMine) return
        if (this.seenMessages.has(m.id)) {
          duplicates++
          return
        }
        this.seenMessages.add(m.id)
        const now = performance.now()
        deliveredAt.set(m.clientId, now)
        const record = sent.get(m.clientId)
        if (record) latencies.push({ ms: now - record.t0, steady: !record.duringOutage && !(record.t0 <= outage.to && now >= outage.from) })
      })
      socket.on('close', () => {
        if (!isReady) resolve()
        if (this.socket !== socket || !running) return
        reconnects++
        setTimeout(() => void this.connect(), 100 + Math.random() * 400)
      })
      socket.on('error', () => undefined)
    })
  }

  async send(chatId: string): Promise<void> {
    const clientId = randomUUID()
    const record: Sent = { t0: performance.now(), ackedAt: null, duringOutage: !isUp(0) || !isUp(1) }
    sent.set(clientId, record)
    const body = JSON.stringify({ clientId, body: `bench ${clientId.slice(0, 8)}` })
    for (let attempt = 0; attempt < 300; attempt++) {
      const port = ports[this.instance()]
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/chats/${chatId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${this.party.token}`, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(5000),
        })
        if (res.status === 200 || res.status === 201) {
          record.ackedAt = performance.now()
          return
        }
      } catch {
        // Instance down or timed out: retry with the same clientId (the server keeps one copy).
      }
      record.duringOutage = true
      sendFailures++
      await new Promise((r) => setTimeout(r, 200))
    }
  }

  close() {
    this.socket?.close()
  }
}

async function main() {
  log(`preparing ${DB_NAME} with ${clientCount / 2} pairs`)
  const url = await prepareDatabase()
  const pairs = await seedPairs(url, clientCount / 2)
  await Promise.all([startServer(0, url), startServer(1, url)])
  log(`instances up on ${ports.join(' and ')}`)

  // Buyer on instance A, supplier on instance B: every message crosses instances through LISTEN/NOTIFY.
  const clients = pairs.map((p) => ({ chatId: p.chatId, buyer: new BenchClient(p.buyer, 0), supplier: new BenchClient(p.supplier, 1) }))
  for (let i = 0; i < clients.length; i += 50) await Promise.all(clients.slice(i, i + 50).flatMap((c) => [c.buyer.connect(), c.supplier.connect()]))
  log(`${clients.length * 2} sockets connected; sending for ${seconds} s, one message per client every ~${intervalMs} ms`)

  const started = performance.now()
  const pending: Promise<void>[] = []
  const timers: NodeJS.Timeout[] = []
  for (const c of clients) {
    for (const client of [c.buyer, c.supplier]) {
      const tick = () => {
        if (performance.now() - started > seconds * 1000) return
        pending.push(client.send(c.chatId))
        timers.push(setTimeout(tick, intervalMs * (0.5 + Math.random())))
      }
      timers.push(setTimeout(tick, Math.random() * intervalMs))
    }
  }

  // Kill instance B (SIGKILL: no goodbye to its sockets, its LISTEN connection just drops), restart it later.
  await new Promise((r) => setTimeout(r, killAtS * 1000))
  log('killing instance B')
  outage = { from: performance.now(), to: Number.POSITIVE_INFINITY }
  const victim = servers[1]!
  servers[1] = null
  ready[1] = false
  victim.kill('SIGKILL')
  await new Promise((r) => setTimeout(r, downS * 1000))
  log('restarting instance B')
  await startServer(1, url)
  outage.to = performance.now()
  log('instance B back')

  await new Promise((r) => setTimeout(r, Math.max(0, seconds * 1000 - (performance.now() - started))))
  for (const t of timers) clearTimeout(t)
  await Promise.all(pending)
  // Let the last deliveries arrive: until all are in, or nothing new arrived for BENCH_CHAT_DRAIN_S (default 30 s).
  const drainMs = Number(process.env.BENCH_CHAT_DRAIN_S ?? 30) * 1000
  let lastCount = -1
  let lastProgress = performance.now()
  while ([...sent.entries()].some(([id, s]) => s.ackedAt !== null && !deliveredAt.has(id))) {
    if (deliveredAt.size !== lastCount) {
      lastCount = deliveredAt.size
      lastProgress = performance.now()
    } else if (performance.now() - lastProgress > drainMs) break
    await new Promise((r) => setTimeout(r, 200))
  }
  const drainedAfterS = Math.round((performance.now() - started) / 1000 - seconds)
  running = false
  for (const c of clients) {
    c.buyer.close()
    c.supplier.close()
  }

  const acked = [...sent.entries()].filter(([, s]) => s.ackedAt !== null)
  const lost = acked.filter(([id]) => !deliveredAt.has(id)).length
  const steady = latencies.filter((l) => l.steady).map((l) => l.ms)
  const all = latencies.map((l) => l.ms)
  const result = {
    date: new Date().toISOString(),
    clients: clientCount,
    seconds,
    intervalMs,
    killedAtS: killAtS,
    downS,
    attempted: sent.size,
    acknowledged: acked.length,
    delivered: deliveredAt.size,
    lost,
    duplicates,
    notAcknowledged: sent.size - acked.length,
    sendRetries: sendFailures,
    reconnects,
    messagesPerSecond: Math.round(acked.length / seconds),
    drainedAfterS,
    loadAverage: os.loadavg().map((v) => Math.round(v * 10) / 10),
    cpus: os.cpus().length,
    latencyMs: {
      steady: { n: steady.length, p50: Math.round(percentile(steady, 50)), p95: Math.round(percentile(steady, 95)), max: Math.round(Math.max(...steady)) },
      all: { n: all.length, p50: Math.round(percentile(all, 50)), p95: Math.round(percentile(all, 95)), max: Math.round(Math.max(...all)) },
    },
  }
  console.log(JSON.stringify(result, null, 2))
  const dir = path.join(here, '.results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, `chat-${result.date.replace(/[:.]/g, '-')}.json`), JSON.stringify(result, null, 2))
  for (const s of servers) s?.kill('SIGTERM')
  // Sent = received: every attempted message acknowledged (none gave up) and delivered once.
  process.exit(lost === 0 && duplicates === 0 && acked.length === sent.size && acked.length === deliveredAt.size ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error)
  for (const s of servers) s?.kill('SIGKILL')
  process.exit(1)
})
