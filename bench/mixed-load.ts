/**
 * Mixed-load benchmark (npm run bench:mixed, issue 25 item 9): one server under what its visitors do at once, at
 * growing numbers of connections, each level bounded in time. The mix: server-rendered company pages
 * (`/search-detail/:id` as a browser asks for it), directory searches (bench/queries.ts), the company JSON
 * (`/api/v1/companies/:id`) and sign-ins (`POST /api/v1/auth/login`, argon2), drawn at random per request.
 *
 * Each level keeps MIXED_LEVELS[i] connections busy for MIXED_SECONDS, each sending its next request as soon as the
 * last one is answered; then no new request is sent and the ones in flight get until the client time-out
 * (MIXED_TIMEOUT_S, 30 s as in the test). Reported per level: answered (any status but 503), refused (503),
 * timed out (no answer within the time-out), answered or refused later than 2 s, the answered per second, the p95 of
 * the answered, the p95 of the refusals, and the health answer's latency (`GET /api/health` every 250 ms by a prober
 * on its own connection). The goals: nothing times out, everything is answered or refused within 2 s, and the
 * answered per second do not fall as connections grow.
 *
 * The server is started by bench-server.ts (BENCH_DATA_DIR / BENCH_SERVER_DIR / BENCH_COMPANIES). A benchmark, never
 * a test: it fails on nothing but an error. The client shares the machine's cores with the server: it runs at nice 10
 * (MIXED_CLIENT_NICE), so it takes the CPU the server leaves rather than competing with it as an equal.
 */
import http from 'node:http'
import os from 'node:os'
import { BENCH_QUERIES } from './queries'
import { companyIds, loadAverage, settle, startBenchServer } from './bench-server'

const levels = (process.env.MIXED_LEVELS ?? '8,32,64,128,256').split(',').map(Number)
const seconds = Number(process.env.MIXED_SECONDS ?? 20)
const timeoutMs = Number(process.env.MIXED_TIMEOUT_S ?? 30) * 1000
const companyCount = Number(process.env.MIXED_COMPANIES ?? 2000)
const PAUSE_MS = 3000
const SLOW_MS = 2000
const log = (message: string) => console.log(`[mixed-load] ${message}`)

type Kind = 'page' | 'search' | 'json' | 'login'
/** Share of each kind: 30 % server-rendered pages as in the issue; the rest searches, company JSON and sign-ins. */
const MIX: [Kind, number][] = [
  ['page', 0.3],
  ['search', 0.35],
  ['json', 0.2],
  ['login', 0.15],
]
const DEMO_LOGINS = [
  { email: 'platinum@nexo.demo', password: 'Platinum1234!' },
  { email: 'free@nexo.demo', password: 'Free1234!' },
  { email: 'event@nexo.demo', password: 'Event1234!' },
]

interface Outcome {
  kind: Kind
  status: number | 'timeout' | 'error'
  ms: number
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

function drawKind(): Kind {
  let r = Math.random()
  for (const [kind, share] of MIX) {
    if (r < share) return kind
    r -= share
  }
  return 'search'
}

/** One request on the agent; resolves with its status, or 'timeout' / 'error', and how long it took. */
function send(agent: http.Agent, base: URL, kind: Kind, ids: string[]): Promise<Outcome> {
  const started = performance.now()
  const options: http.RequestOptions = { agent, host: base.hostname, port: base.port, method: 'GET', headers: { 'accept-language': 'en' } }
  let body: string | undefined
  if (kind === 'page') {
    options.path = `/search-detail/${pick(ids)}`
    options.headers = { ...options.headers, accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' }
  } else if (kind === 'search') {
    options.path = `/api/v1/search/companies?${encodeURI(pick(BENCH_QUERIES))}`
  } else if (kind === 'json') {
    options.path = `/api/v1/companies/${pick(ids)}`
  } else {
    options.path = '/api/v1/auth/login'
    options.method = 'POST'
    body = JSON.stringify(pick(DEMO_LOGINS))
    options.headers = { ...options.headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
  }
  return new Promise((resolve) => {
    let done = false
    const finish = (status: Outcome['status']) => {
      if (done) return
      done = true
      clearTimeout(timer)
      resolve({ kind, status, ms: performance.now() - started })
    }
    const req = http.request(options, (res) => {
      res.on('data', () => undefined)
      res.on('end', () => finish(res.statusCode ?? 0))
      res.on('error', () => finish('error'))
    })
    const timer = setTimeout(() => {
      finish('timeout')
      req.destroy()
    }, timeoutMs)
    req.on('error', () => finish(done ? 'error' : 'error'))
    req.end(body)
  })
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const round = (value: number | null) => (value === null ? '–' : Math.round(value))

/** Asks /api/health every 250 ms on a connection of its own until stopped; the latencies and non-200 answers. */
function startProber(base: URL) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const latencies: number[] = []
  let failures = 0
  let running = true
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      const status = await new Promise<number | 'timeout' | 'error'>((resolve) => {
        const req = http.request({ agent, host: base.hostname, port: base.port, path: '/api/health', method: 'GET' }, (res) => {
          res.on('data', () => undefined)
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
        req.setTimeout(timeoutMs, () => {
          req.destroy()
          resolve('timeout')
        })
        req.on('error', () => resolve('error'))
        req.end()
      })
      latencies.push(performance.now() - started)
      if (status !== 200) failures += 1
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      agent.destroy()
      return { latencies, failures }
    },
  }
}

async function runLevel(base: URL, connections: number, ids: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const outcomes: Outcome[] = []
  const prober = startProber(base)
  const until = Date.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) outcomes.push(await send(agent, base, drawKind(), ids))
    }),
  )
  const wallS = (performance.now() - started) / 1000
  const health = await prober.stop()
  agent.destroy()
  const answered = outcomes.filter((o) => typeof o.status === 'number' && o.status !== 503)
  const refused = outcomes.filter((o) => o.status === 503)
  const byKind = Object.fromEntries(
    MIX.map(([kind]) => {
      const mine = outcomes.filter((o) => o.kind === kind)
      return [kind, `${mine.filter((o) => typeof o.status === 'number' && o.status !== 503).length}/${mine.filter((o) => o.status === 503).length}/${mine.filter((o) => o.status === 'timeout').length}`]
    }),
  )
  return {
    connections,
    sent: outcomes.length,
    answered: answered.length,
    refused503: refused.length,
    timedOut: outcomes.filter((o) => o.status === 'timeout').length,
    errors: outcomes.filter((o) => o.status === 'error').length,
    over2s: outcomes.filter((o) => o.status !== 'timeout' && o.ms > SLOW_MS).length,
    answeredPerS: answered.length / wallS,
    p95Answered: percentile(
      answered.map((o) => o.ms),
      95,
    ),
    p95Refused: percentile(
      refused.map((o) => o.ms),
      95,
    ),
    healthP95: percentile(health.latencies, 95),
    healthMax: health.latencies.length ? Math.max(...health.latencies) : null,
    healthNot200: health.failures,
    byKind,
    wallS,
  }
}

async function main() {
  log(`load average before start: ${loadAverage()}`)
  const server = await startBenchServer()
  // The client shares the cores with the server: at a lower priority (set after the server started, which keeps its
  // own) it takes what the server leaves, as a client on another machine would (MIXED_CLIENT_NICE=0: as an equal).
  os.setPriority(Number(process.env.MIXED_CLIENT_NICE ?? 10))
  try {
    await settle(server.pid)
    const base = new URL(server.baseUrl)
    const ids = await companyIds(server.baseUrl, companyCount)
    log(`server: ${server.label}; ${ids.length} companies drawn from; levels ${levels.join(', ')} connections, ${seconds} s each; client time-out ${timeoutMs / 1000} s`)
    const rows = []
    for (const connections of levels) {
      const loadBefore = loadAverage()
      const row = await runLevel(base, connections, ids)
      log(
        `${connections} connections: ${row.answered} answered (${row.answeredPerS.toFixed(1)}/s), ${row.refused503} refused, ${row.timedOut} timed out, ` +
          `${row.over2s} over 2 s; p95 ${round(row.p95Answered)} ms; health p95 ${round(row.healthP95)} ms, max ${round(row.healthMax)} ms; load ${loadBefore} → ${loadAverage()}`,
      )
      rows.push(row)
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    }
    console.table(
      rows.map((r) => ({
        connections: r.connections,
        answered: r.answered,
        '503': r.refused503,
        'timed out': r.timedOut,
        errors: r.errors,
        'over 2 s': r.over2s,
        'answered/s': Number(r.answeredPerS.toFixed(1)),
        'p95 answered ms': round(r.p95Answered),
        'p95 503 ms': round(r.p95Refused),
        'health p95 ms': round(r.healthP95),
        'health max ms': round(r.healthMax),
        'health not 200': r.healthNot200,
      })),
    )
    console.table(rows.map((r) => ({ connections: r.connections, ...r.byKind })))
    log('per kind: answered/503/timed out')
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
